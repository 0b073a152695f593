import { SegmentedChoice } from '../../../../components/SegmentedChoice';
import type { TriageFolder } from './triageFolders';

const CHOICES: readonly { value: TriageFolder; label: string }[] = [
  { value: 'inbox', label: 'Inbox' },
  { value: 'unread', label: 'Unread' },
  { value: 'pinned', label: 'Pinned' },
  { value: 'archived', label: 'Archived' },
];

export interface TriageFolderSwitchProps {
  folder: TriageFolder;
  onChange: (folder: TriageFolder) => void;
}

/** Which conversations the list shows, as one segmented choice. */
export function TriageFolderSwitch({ folder, onChange }: TriageFolderSwitchProps) {
  return <SegmentedChoice label="Show conversations" choices={CHOICES} value={folder} onChange={onChange} />;
}

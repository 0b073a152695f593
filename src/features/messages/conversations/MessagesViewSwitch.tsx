import { SegmentedChoice } from '../../../components/SegmentedChoice';
import type { MessagesView } from '../../../lib/preferences/preferences';
import './conversations.css';

const CHOICES: readonly { value: MessagesView; label: string }[] = [
  { value: 'list', label: 'List' },
  { value: 'conversations', label: 'Conversations' },
];

export interface MessagesViewSwitchProps {
  view: MessagesView;
  onChange: (view: MessagesView) => void;
}

/** List or Conversations, as one segmented choice. */
export function MessagesViewSwitch({ view, onChange }: MessagesViewSwitchProps) {
  return (
    <SegmentedChoice
      label="Show messages as"
      choices={CHOICES}
      value={view}
      onChange={onChange}
      className="messages-view-switch"
    />
  );
}

import { Fragment, useId } from 'react';
import type { TriageFolder } from './triageFolders';

const LABELS: Readonly<Record<TriageFolder, string>> = {
  inbox: 'Inbox',
  unread: 'Unread',
  pinned: 'Pinned',
  archived: 'Archived',
};

export interface TriageFolderSwitchProps {
  folder: TriageFolder;
  onChange: (folder: TriageFolder) => void;
}

/** Which conversations the list shows: native radios drawn as one segmented button, one Tab stop. */
export function TriageFolderSwitch({ folder, onChange }: TriageFolderSwitchProps) {
  const id = useId();
  return (
    <div role="radiogroup" aria-label="Show conversations" className="btn-group btn-group-sm">
      {(Object.keys(LABELS) as TriageFolder[]).map((choice) => (
        <Fragment key={choice}>
          <input
            type="radio"
            className="btn-check"
            name={`${id}-folder`}
            id={`${id}-${choice}`}
            checked={folder === choice}
            onChange={() => onChange(choice)}
          />
          <label className="btn btn-outline-secondary" htmlFor={`${id}-${choice}`}>
            {LABELS[choice]}
          </label>
        </Fragment>
      ))}
    </div>
  );
}

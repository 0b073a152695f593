import { Fragment, useId } from 'react';
import type { MessagesView } from '../../../lib/preferences/preferences';
import './conversations.css';

const CHOICES: readonly { view: MessagesView; label: string }[] = [
  { view: 'list', label: 'List' },
  { view: 'conversations', label: 'Conversations' },
];

export interface MessagesViewSwitchProps {
  view: MessagesView;
  onChange: (view: MessagesView) => void;
}

/** Native radios drawn as one segmented button: one Tab stop, arrows change it, a screen reader names it. */
export function MessagesViewSwitch({ view, onChange }: MessagesViewSwitchProps) {
  const id = useId();
  return (
    <div
      role="radiogroup"
      aria-label="Show messages as"
      className="btn-group btn-group-sm messages-view-switch"
    >
      {CHOICES.map((choice) => (
        <Fragment key={choice.view}>
          <input
            type="radio"
            className="btn-check"
            name={`${id}-view`}
            id={`${id}-${choice.view}`}
            checked={view === choice.view}
            onChange={() => onChange(choice.view)}
          />
          <label className="btn btn-outline-secondary" htmlFor={`${id}-${choice.view}`}>
            {choice.label}
          </label>
        </Fragment>
      ))}
    </div>
  );
}

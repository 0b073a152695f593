import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

export interface ThreadTriageActionsProps {
  pinned: boolean;
  archived: boolean;
  onPin: (pinned: boolean) => void;
  onArchive: (archived: boolean) => void;
  onMarkUnread: () => void;
}

/**
 * The open conversation's marks behind one `More` button, so the thread's head stays one line on a phone:
 * pin it to the top, archive it (or bring it back), or leave it unread. A disclosure, not an ARIA menu: Tab
 * reaches each choice; Escape, a choice or leaving it closes it, and the focus returns to `More`.
 */
export function ThreadTriageActions({
  pinned,
  archived,
  onPin,
  onArchive,
  onMarkUnread,
}: ThreadTriageActionsProps) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const choose = (act: () => void) => {
    setExpanded(false);
    toggle.current?.focus();
    act();
  };
  // On each button, not the wrapper: a div of its own would have no role for the keys it takes.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'Escape' || !expanded) return;
    event.stopPropagation();
    setExpanded(false);
    toggle.current?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLButtonElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !wrapper.current?.contains(next)) setExpanded(false);
  };
  const closing = { onKeyDown, onBlur };
  return (
    <div ref={wrapper} className="conversation-actions">
      <button
        ref={toggle}
        type="button"
        className="btn btn-outline-secondary btn-sm"
        aria-expanded={expanded}
        aria-controls={`${id}-choices`}
        {...closing}
        onClick={() => setExpanded((shown) => !shown)}
      >
        More <span className="visually-hidden">actions</span>
      </button>
      <div id={`${id}-choices`} className="conversation-actions__choices" hidden={!expanded}>
        {!archived && (
          <button
            type="button"
            className="btn btn-sm conversation-actions__choice"
            aria-pressed={pinned}
            {...closing}
            onClick={() => choose(() => onPin(!pinned))}
          >
            Pin
          </button>
        )}
        <button
          type="button"
          className="btn btn-sm conversation-actions__choice"
          onClick={() => choose(() => onArchive(!archived))}
          {...closing}
        >
          {archived ? 'Move to inbox' : 'Archive'}
        </button>
        <button
          type="button"
          className="btn btn-sm conversation-actions__choice"
          onClick={() => choose(onMarkUnread)}
          {...closing}
        >
          Mark as unread
        </button>
      </div>
    </div>
  );
}

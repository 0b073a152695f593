import { Disclosure } from '../../../../components/Disclosure';

export interface ThreadTriageActionsProps {
  pinned: boolean;
  archived: boolean;
  onPin: (pinned: boolean) => void;
  onArchive: (archived: boolean) => void;
  onMarkUnread: () => void;
  /** The party's number has a name the person gave it. */
  named: boolean;
  /** Opens the dialog that names the party's number. */
  onName: () => void;
  /** Opens the dialog that deletes the conversation's messages at Twilio. */
  onDelete: () => void;
}

/**
 * The open conversation's marks behind one `More` button, so the thread's head stays one line on a phone:
 * pin it to the top, archive it (or bring it back), leave it unread, give the party a name, or delete it.
 */
export function ThreadTriageActions({
  pinned,
  archived,
  onPin,
  onArchive,
  onMarkUnread,
  named,
  onName,
  onDelete,
}: ThreadTriageActionsProps) {
  return (
    <Disclosure
      className="conversation-actions"
      toggleClassName="btn btn-outline-secondary btn-sm"
      panelClassName="popover-panel"
      label={
        <>
          More <span className="visually-hidden">actions</span>
        </>
      }
    >
      {!archived && (
        <button
          type="button"
          className="btn btn-sm popover-panel__choice"
          aria-pressed={pinned}
          data-closes-disclosure
          onClick={() => onPin(!pinned)}
        >
          Pin
        </button>
      )}
      <button
        type="button"
        className="btn btn-sm popover-panel__choice"
        data-closes-disclosure
        onClick={() => onArchive(!archived)}
      >
        {archived ? 'Move to inbox' : 'Archive'}
      </button>
      <button
        type="button"
        className="btn btn-sm popover-panel__choice"
        data-closes-disclosure
        onClick={onMarkUnread}
      >
        Mark as unread
      </button>
      <button
        type="button"
        className="btn btn-sm popover-panel__choice"
        data-closes-disclosure
        onClick={onName}
      >
        {named ? 'Edit name' : 'Add name'}
      </button>
      <button
        type="button"
        className="btn btn-sm popover-panel__choice text-danger-emphasis"
        aria-haspopup="dialog"
        data-closes-disclosure
        onClick={onDelete}
      >
        Delete conversation
      </button>
    </Disclosure>
  );
}

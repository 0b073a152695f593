import { useEffect, useId, useRef } from 'react';
import Modal from 'react-bootstrap/Modal';
import { ProviderText } from '../../../components/ProviderText';
import type { Message } from '../../../lib/twilio/models';
import { formatFullDate } from '../format/formatDateTime';
import { useMessageDeletion } from './useMessageDeletion';
import '../../../styles/bootstrapModal.scss';

export interface DeleteMessagesDialogProps {
  messages: readonly Message[];
  /** Whose messages: a name or a number. */
  who: string;
  /** The conversation has older messages not loaded here: they stay, and the text says so. */
  olderNotLoaded?: boolean;
  onHide: () => void;
  /** Twilio deleted every one of them. */
  onAllDeleted: () => void;
}

function count(n: number): string {
  return `${n} ${n === 1 ? 'message' : 'messages'}`;
}

/**
 * Asks before deleting (it cannot be undone), then deletes one message at a time, saying how far it got;
 * what Twilio would not delete is listed with why, and can be tried again.
 */
export function DeleteMessagesDialog({
  messages,
  who,
  olderNotLoaded = false,
  onHide,
  onAllDeleted,
}: DeleteMessagesDialogProps) {
  const titleId = useId();
  const { run, start, stop } = useMessageDeletion();
  const running = run?.running === true;
  const deleteThese = async (these: readonly Message[]) => {
    await start(these);
  };
  const finished = run !== null && !run.running;
  const allDeleted = finished && run.failures.length === 0 && !run.stopped && run.deleted === run.total;
  const told = useRef(false);
  useEffect(() => {
    if (!allDeleted || told.current) return;
    told.current = true;
    onAllDeleted();
  }, [allDeleted, onAllDeleted]);

  return (
    <Modal
      show
      onHide={running ? stop : onHide}
      animation={false}
      centered
      backdrop={running ? 'static' : true}
      aria-labelledby={titleId}
    >
      <Modal.Header closeButton={!running} closeLabel="Close">
        <Modal.Title as="h2" id={titleId} className="h5">
          Delete {count(messages.length)}?
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {run === null ? (
          <p>
            {messages.length === 1 ? 'This message' : `The ${count(messages.length)} with ${who} loaded here`}
            , with {messages.length === 1 ? 'its' : 'their'} pictures, will be deleted from your Twilio
            account. <strong>This cannot be undone.</strong>
            {olderNotLoaded && ' Older messages not loaded here stay.'}
          </p>
        ) : (
          <p role="status">
            {running
              ? `Deleting… ${run.deleted} of ${run.total} deleted.`
              : run.stopped
                ? `Stopped: ${run.deleted} of ${run.total} deleted. The others were not tried.`
                : `${run.deleted} of ${run.total} deleted.`}
          </p>
        )}
        {finished && run.failures.length > 0 && (
          <>
            <p className="mb-1">
              {run.failures.length === 1 ? 'One was' : `${run.failures.length} were`} not deleted:
            </p>
            <ul className="small">
              {run.failures.map(({ message, reason }) => (
                <li key={message.sid}>
                  {message.dateCreatedMs === null ? 'Date unknown' : formatFullDate(message.dateCreatedMs)} ·{' '}
                  {message.body === '' ? (
                    <em>No text</em>
                  ) : (
                    <ProviderText clipped>{message.body}</ProviderText>
                  )}
                  : {reason}
                </li>
              ))}
            </ul>
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        {run === null && (
          <button type="button" className="btn btn-danger" onClick={() => void deleteThese(messages)}>
            Delete {count(messages.length)}
          </button>
        )}
        {running && (
          <button type="button" className="btn btn-outline-secondary" onClick={stop}>
            Stop
          </button>
        )}
        {finished && run.failures.length > 0 && (
          <button
            type="button"
            className="btn btn-danger"
            onClick={() => void deleteThese(run.failures.map((failure) => failure.message))}
          >
            Try again ({run.failures.length})
          </button>
        )}
        {!running && (
          <button type="button" className="btn btn-secondary" onClick={onHide}>
            {run === null ? 'Cancel' : 'Close'}
          </button>
        )}
      </Modal.Footer>
    </Modal>
  );
}

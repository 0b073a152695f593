import { useEffect, useId, useRef } from 'react';
import Modal from 'react-bootstrap/Modal';
import { ProviderText } from '../../../components/ProviderText';
import type { Message } from '../../../lib/twilio/models';
import { formatFullDate } from '../../../lib/dates/formatDateTime';
import { keywordOf } from '../optOuts/optOuts';
import { useMessageDeletion, type DeletionRun } from './useMessageDeletion';
import '../../../styles/bootstrapModal.scss';
import { counted } from '../../../lib/text/formatCount';

export interface DeleteMessagesDialogProps {
  messages: readonly Message[];
  /** Whose messages: a name or a number. */
  who: string;
  /** The view has older messages not loaded yet: they stay, and the text says so. */
  olderNotLoaded?: boolean;
  onHide: () => void;
  /** Twilio deleted every one of them. */
  onAllDeleted: () => void;
}

function count(n: number): string {
  return counted(n, 'message', 'messages');
}

function progress(run: DeletionRun): string {
  if (run.running) return `Deleting… ${run.deleted} of ${run.total} deleted.`;
  if (run.stopped !== null && run.stopped.why === null)
    return `Stopped: ${run.deleted} of ${run.total} deleted. The others were not tried.`;
  if (run.stopped !== null) return `Stopped: ${run.deleted} of ${run.total} deleted.`;
  return `${run.deleted} of ${run.total} deleted.`;
}

/**
 * Asks before deleting (it cannot be undone), then deletes one message at a time, saying how far it got;
 * what Twilio would not delete is listed with why, and what is left can be tried again.
 */
export function DeleteMessagesDialog({
  messages,
  who,
  olderNotLoaded = false,
  onHide,
  onAllDeleted,
}: DeleteMessagesDialogProps) {
  const titleId = useId();
  const { run, start, stop } = useMessageDeletion(messages);
  const running = run?.running === true;
  const finished = run !== null && !run.running;
  const left = finished ? [...run.failures.map((failure) => failure.message), ...run.left] : [];
  const allDeleted = finished && run.deleted === run.total;
  const optOut = messages.map(keywordOf).find((keyword) => keyword?.optsOut === true);

  const told = useRef(false);
  useEffect(() => {
    if (!allDeleted || told.current) return;
    told.current = true;
    onAllDeleted();
  }, [allDeleted, onAllDeleted]);

  // The button pressed gives way to Stop, then to what can be done next: the focus goes with it.
  const footer = useRef<HTMLDivElement>(null);
  const phase = run === null ? 'asking' : running ? 'running' : 'finished';
  useEffect(() => {
    if (phase !== 'asking') footer.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [phase]);

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
        {run === null && (
          <>
            <p>
              {messages.length === 1
                ? 'This message'
                : `The ${count(messages.length)} with ${who} loaded here`}
              , with {messages.length === 1 ? 'its' : 'their'} pictures, will be deleted from your Twilio
              account. <strong>This cannot be undone.</strong>
              {olderNotLoaded && ' Any older messages not loaded here stay.'}
            </p>
            {optOut !== undefined && (
              <p>
                Their {optOut?.word} stays in force at Twilio once it is deleted, though this app will no
                longer show it.
              </p>
            )}
          </>
        )}
        {/* In the page from the start, so the first progress is heard. */}
        <p role="status" className={run === null ? 'visually-hidden' : undefined}>
          {run !== null && progress(run)}
        </p>
        {finished && run.stopped?.why != null && <p>{run.stopped.why}</p>}
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
      <Modal.Footer ref={footer}>
        {run === null && (
          <button type="button" className="btn btn-danger" onClick={() => void start(messages)}>
            Delete {count(messages.length)}
          </button>
        )}
        {running && (
          <button type="button" className="btn btn-outline-secondary" onClick={stop}>
            Stop
          </button>
        )}
        {finished && left.length > 0 && (
          <button type="button" className="btn btn-danger" onClick={() => void start(left)}>
            {run.stopped !== null && run.stopped.why === null
              ? `Delete the ${count(left.length)} left`
              : `Try again (${left.length})`}
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

import { useEffect, useRef, useSyncExternalStore } from 'react';
import { BusyButton } from '../../../components/BusyButton';
import { useAnnounce } from '../../../components/useAnnounce';
import { downloadFile } from '../../../lib/files/downloadFile';
import { formatPartyNumber } from '../../../lib/phoneNumbers/formatPartyNumber';
import type { RunSnapshot } from './bulkSender';
import { resultWords, runResultsCsv, runResultsFileName } from './runResultsCsv';
import type { PlannedMessage } from './planRun';
import type { BulkRun } from './useBulkRun';
import { formatCount } from '../../../lib/text/formatCount';

/** The failures listed on the page; the file holds every recipient. */
const FAILURES_LISTED = 50;

function timeLeft(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return `about ${seconds} s left`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `about ${minutes} min left`;
  return `about ${Math.floor(minutes / 60)} h ${minutes % 60} min left`;
}

const PHASE_WORDS: Record<RunSnapshot['phase'], string> = {
  ready: 'Starting',
  sending: 'Sending',
  pausing: 'Pausing after the message under way',
  paused: 'Paused',
  cancelling: 'Cancelling after the message under way',
  done: 'Done',
  cancelled: 'Cancelled',
};

/**
 * A run as it goes: sent, failed and left with the time it should take at this pace, Pause, Resume and
 * Cancel, then what happened to each recipient (those that need a look listed here, every one in the file).
 */
export interface RunProgressProps {
  run: BulkRun;
  onNew: () => void;
  /** Starts another run with these messages: those Twilio did not take. */
  onSendAgain: (messages: readonly PlannedMessage[]) => void;
}

export function RunProgress({ run, onNew, onSendAgain }: RunProgressProps) {
  const snapshot = useSyncExternalStore(run.store.subscribe, run.store.getSnapshot);
  const announce = useAnnounce();
  const {
    phase,
    sent,
    failed,
    cancelled,
    left,
    unknown,
    states,
    remainingMs,
    stoppedBecause,
    intervalMs,
    baseIntervalMs,
  } = snapshot;
  const total = run.messages.length;
  const finished = phase === 'done' || phase === 'cancelled';
  // Send went away as the run began: the focus, and the eyes, go to the run.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  // Phases are said once each; the counts change too often to be spoken.
  const lastPhase = useRef(phase);
  useEffect(() => {
    if (lastPhase.current === phase) return;
    lastPhase.current = phase;
    if (phase === 'paused' || finished)
      announce(
        `${PHASE_WORDS[phase]}: ${sent} sent, ${failed} not sent${unknown > 0 ? `, ${unknown} may have been sent` : ''}${left > 0 ? `, ${left} left` : ''}.`,
      );
    // A button that went with the phase (Pause, Cancel) had the focus: it goes to the heading.
    if (document.activeElement === document.body) headingRef.current?.focus();
  }, [phase, finished, sent, failed, unknown, left, announce]);

  // Only those Twilio surely did not take: one that may have gone out is never sent again from here.
  const notSent = run.messages.filter((_, index) => states[index]?.kind === 'failed');
  const needsLook = run.messages
    .map((message, index) => ({ message, state: states[index]! }))
    .filter(({ state }) => state !== undefined && (state.kind === 'failed' || state.kind === 'unknown'));

  return (
    <section aria-labelledby="send-to-many-run" className="send-to-many__run mb-3">
      <h2 id="send-to-many-run" className="h5" ref={headingRef} tabIndex={-1}>
        {PHASE_WORDS[phase]}
      </h2>
      <progress
        className="send-to-many__progress mb-2"
        aria-label="Messages sent or settled"
        max={Math.max(total, 1)}
        value={total - left}
      />
      <p className="mb-2">
        <span className="fw-semibold">{formatCount(sent)} sent</span> · {formatCount(failed)} not sent
        {unknown > 0 && ` · ${formatCount(unknown)} may have been sent`} · {formatCount(left)} left
        {cancelled > 0 && ` · ${formatCount(cancelled)} cancelled`}
        {remainingMs !== null && left > 0 && ` · ${timeLeft(remainingMs)}`}
      </p>
      <p role="status" className="mb-2">
        {phase === 'sending' &&
          intervalMs > baseIntervalMs &&
          `Twilio asked to slow down (429): one message every ${formatCount(intervalMs / 1000, 1)} s for now.`}
      </p>
      {stoppedBecause !== null && (
        <p role="alert" className="text-danger">
          Sending stopped: {stoppedBecause}
        </p>
      )}
      <div className="d-flex flex-wrap gap-2 mb-3">
        {/* One button for both, so the focus stays on it; it does nothing while the send under way ends. */}
        {!finished && (
          <BusyButton
            type="button"
            className={phase === 'paused' ? 'btn btn-primary' : 'btn btn-outline-secondary'}
            busy={phase === 'pausing'}
            unavailable={phase === 'cancelling'}
            onClick={() => (phase === 'paused' ? void run.sender.start() : run.sender.pause())}
          >
            {phase === 'paused' ? 'Resume' : 'Pause'}
          </BusyButton>
        )}
        {!finished && (
          <button type="button" className="btn btn-outline-danger" onClick={() => run.sender.cancel()}>
            Cancel the rest
          </button>
        )}
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() =>
            downloadFile(
              runResultsFileName(new Date()),
              new Blob([runResultsCsv(run.messages, states)], { type: 'text/csv;charset=utf-8' }),
            )
          }
        >
          Export results (CSV)
        </button>
        {finished && notSent.length > 0 && (
          <button type="button" className="btn btn-primary" onClick={() => onSendAgain(notSent)}>
            Send again to the {formatCount(notSent.length)} not sent
          </button>
        )}
        {finished && (
          <button type="button" className="btn btn-outline-primary" onClick={onNew}>
            New message to many
          </button>
        )}
      </div>
      {needsLook.length > 0 && (
        <>
          <h3 className="h6">Not sent, or not known to be ({formatCount(needsLook.length)})</h3>
          <ul className="send-to-many__failures">
            {needsLook.slice(0, FAILURES_LISTED).map(({ message, state }) => {
              const { result, why } = resultWords(state);
              return (
                <li key={message.recipient.number}>
                  <span className="fw-semibold text-nowrap">
                    {message.name === '' ? formatPartyNumber(message.recipient.number) : message.name}
                  </span>
                  : {result}. {why}
                </li>
              );
            })}
            {needsLook.length > FAILURES_LISTED && <li>The others are in the results file.</li>}
          </ul>
        </>
      )}
    </section>
  );
}

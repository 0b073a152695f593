import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Credentials } from '../../../lib/twilio/credentials';
import { BulkSender, type RunSnapshot } from './bulkSender';
import type { PlannedMessage } from './planRun';
import { twilioSenderPort } from './twilioSenderPort';
import { useLeaveGuard } from './useLeaveGuard';

export interface BulkRun {
  from: string;
  messages: readonly PlannedMessage[];
  perSecond: number;
  sender: BulkSender;
}

const NO_RUN_SNAPSHOT: RunSnapshot = {
  phase: 'ready',
  states: [],
  sent: 0,
  failed: 0,
  cancelled: 0,
  left: 0,
  intervalMs: 0,
  baseIntervalMs: 0,
  remainingMs: null,
  stoppedBecause: null,
};

const noSubscription = () => () => {};

export const LEAVE_QUESTION =
  'Messages are still being sent. Leave this page? Sending stops after the message under way; nobody gets one twice.';

/**
 * The page's run: started once, with its messages fixed; stopped (after the send under way) when the page
 * goes, so it never goes on unseen, and never starts again by itself after a reload (it lives in memory).
 */
export function useBulkRun(credentials: Credentials) {
  const [run, setRun] = useState<BulkRun | null>(null);
  const snapshot = useSyncExternalStore(
    run?.sender.subscribe ?? noSubscription,
    run?.sender.getSnapshot ?? (() => NO_RUN_SNAPSHOT),
  );
  const underWay =
    run !== null &&
    (snapshot.phase === 'sending' || snapshot.phase === 'pausing' || snapshot.phase === 'paused');
  useLeaveGuard(underWay, LEAVE_QUESTION);
  useEffect(() => () => run?.sender.cancel(), [run]);

  function start(from: string, messages: readonly PlannedMessage[], perSecond: number) {
    const sender = new BulkSender(
      messages.map(({ recipient, body }) => ({ to: recipient.number, body })),
      twilioSenderPort(credentials, from),
      Math.round(1000 / perSecond),
    );
    setRun({ from, messages, perSecond, sender });
    void sender.start();
  }

  return { run, snapshot, underWay, start, clear: () => setRun(null) };
}

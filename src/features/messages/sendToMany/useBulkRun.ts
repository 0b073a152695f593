import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Credentials } from '../../../lib/twilio/credentials';
import { BulkSender, type RunPhase } from './bulkSender';
import { throttledRunStore, type RunStore } from './runStore';
import type { PlannedMessage } from './planRun';
import { twilioSenderPort } from './twilioSenderPort';
import { useLeaveGuard } from './useLeaveGuard';

export interface BulkRun {
  /** Which run of the page's it is: a new run is a new progress section. */
  id: number;
  from: string;
  messages: readonly PlannedMessage[];
  perSecond: number;
  sender: BulkSender;
  /** What the progress shows, its counts throttled. */
  store: RunStore;
}

const noSubscription = () => () => {};
const noPhase = (): RunPhase | null => null;

export const LEAVE_QUESTION =
  'A message to many is under way. Leave this page? Sending stops after the message under way, and what was sent to whom is no longer shown: export the results first to keep them.';

/**
 * The page's run: started once, with its messages fixed; stopped (after the send under way) when the page
 * goes, so it never goes on unseen, and never starts again by itself after a reload (it lives in memory).
 */
export function useBulkRun(credentials: Credentials) {
  const [run, setRun] = useState<BulkRun | null>(null);
  // The phase alone: the form around the run renders when it changes, not with every count.
  const store = run?.store;
  const phase = useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    store === undefined ? noPhase : () => store.getSnapshot().phase,
  );
  const underWay = phase === 'sending' || phase === 'pausing' || phase === 'paused' || phase === 'cancelling';
  useLeaveGuard(underWay, LEAVE_QUESTION);
  useEffect(() => () => run?.sender.cancel(), [run]);

  function start(from: string, messages: readonly PlannedMessage[], perSecond: number) {
    const sender = new BulkSender(
      messages.map(({ recipient, body }) => ({ to: recipient.number, body })),
      twilioSenderPort(credentials, from),
      Math.round(1000 / perSecond),
    );
    setRun((last) => ({
      id: (last?.id ?? 0) + 1,
      from,
      messages,
      perSecond,
      sender,
      store: throttledRunStore(sender),
    }));
    void sender.start();
  }

  return { run, underWay, start, clear: () => setRun(null) };
}

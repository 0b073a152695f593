import type { BulkSender, RunSnapshot } from './bulkSender';

/** How often the counts reach the screen while sending: often enough to watch, rarely enough to stay idle. */
export const COUNTS_EVERY_MS = 250;

export interface RunStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => RunSnapshot;
}

/**
 * The sender's snapshots for React, the counts at most every COUNTS_EVERY_MS: at a hundred sends a second
 * the page would otherwise render after each one. A change of phase or a stop reaches it at once.
 */
export function throttledRunStore(sender: BulkSender, everyMs = COUNTS_EVERY_MS): RunStore {
  let current = sender.getSnapshot();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const listeners = new Set<() => void>();
  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    current = sender.getSnapshot();
    for (const listener of listeners) listener();
  };
  sender.subscribe(() => {
    const next = sender.getSnapshot();
    if (next.phase !== current.phase || next.stoppedBecause !== current.stoppedBecause) flush();
    else timer ??= setTimeout(flush, everyMs);
  });
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => current,
  };
}

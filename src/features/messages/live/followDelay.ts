/**
 * When a message sent from here is read again. Its first steps (queued → sending → sent) come within
 * seconds, so the first reads are a second apart and each step gets seen; after that the delay doubles
 * every three reads, because delivery can take minutes and the account's rate limit is shared.
 */
const FIRST_DELAY_MS = 1000;
const READS_PER_STEP = 3;
export const MAX_FOLLOW_DELAY_MS = 30_000;

/** The wait before the next read, given how many reads (answers or failures) there have been so far. */
export function followDelayMs(reads: number): number {
  const step = Math.floor(Math.max(0, reads - 1) / READS_PER_STEP);
  return Math.min(MAX_FOLLOW_DELAY_MS, FIRST_DELAY_MS * 2 ** step);
}

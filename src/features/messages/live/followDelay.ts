/**
 * A sent message's first steps come quickly, so the first reads come close together; then the delay
 * doubles every few reads, since delivery can take minutes and the account's rate limit is shared.
 */
const FIRST_DELAY_MS = 1000;
const READS_PER_STEP = 3;
export const MAX_FOLLOW_DELAY_MS = 30_000;

/** The wait before the next read, given how many reads (answers or failures) there have been so far. */
export function followDelayMs(reads: number): number {
  const step = Math.floor(Math.max(0, reads - 1) / READS_PER_STEP);
  return Math.min(MAX_FOLLOW_DELAY_MS, FIRST_DELAY_MS * 2 ** step);
}

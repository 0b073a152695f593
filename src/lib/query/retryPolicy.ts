/**
 * When a failed provider call is worth repeating. Only failures that can go away by themselves are
 * retried: no answer at all, rate limiting (429) and server errors (5xx). A 4xx such as 400 or 401 will
 * fail the same way again, and an answer that came but could not be read (kind 'unreadable') would be
 * the same answer again, so both are reported at once. See docs/decisions/0006-fetched-once-and-retries.md.
 */
import { ProviderError } from '../twilio/errors';

export const MAX_RETRIES = 2;

export function isTransientFailure(error: unknown): boolean {
  if (!(error instanceof ProviderError)) return false;
  if (error.kind === 'network') return true;
  return error.kind === 'http' && error.status !== null && (error.status === 429 || error.status >= 500);
}

/** For reads: transient failures, at most twice. */
export function retryTransient(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && isTransientFailure(error);
}

/**
 * For sending: only a 429, which Twilio returns before doing anything. After a 5xx or a lost answer the
 * message may already have gone out, and sending it again would text the person twice.
 */
export function retryRateLimited(failureCount: number, error: unknown): boolean {
  return (
    failureCount < MAX_RETRIES &&
    error instanceof ProviderError &&
    error.kind === 'http' &&
    error.status === 429
  );
}

/** Exponential backoff: 500 ms, then 1 s (capped, in case MAX_RETRIES grows). */
export function retryDelay(attemptIndex: number): number {
  return Math.min(500 * 2 ** attemptIndex, 4000);
}

/**
 * When a failed provider call is worth repeating. Only failures that can go away by themselves are
 * retried (rate limiting, server errors, no answer at all); a 4xx such as 400 or 401 will fail the same
 * way again, so it is reported at once.
 */
import { ProviderError } from '../../../lib/twilio/errors';

export const MAX_RETRIES = 2;

export function isTransientFailure(error: unknown): boolean {
  if (!(error instanceof ProviderError)) return false;
  return error.status === null || error.status === 429 || error.status >= 500;
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
  return failureCount < MAX_RETRIES && error instanceof ProviderError && error.status === 429;
}

/** Exponential backoff: 500 ms, then 1 s (capped, in case MAX_RETRIES grows). */
export function retryDelay(attemptIndex: number): number {
  return Math.min(500 * 2 ** attemptIndex, 4000);
}

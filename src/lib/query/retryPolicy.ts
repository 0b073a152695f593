/**
 * Only failures that can go away by themselves are retried: no answer, 429 and 5xx. Another 4xx, or an
 * unreadable answer, would come the same again (docs/decisions/0006-fetched-once-and-retries.md).
 */
import { ProviderError } from '../twilio/errors';

export const MAX_RETRIES = 2;

export function isTransientFailure(error: unknown): boolean {
  if (!(error instanceof ProviderError)) return false;
  if (error.kind === 'network') return true;
  return error.kind === 'http' && error.status !== null && (error.status === 429 || error.status >= 500);
}

/** For reads. */
export function retryTransient(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && isTransientFailure(error);
}

/**
 * For sending: only a 429, which Twilio returns before doing anything. After a 5xx or a lost answer the
 * message may already have gone out, and sending it again would text the person twice.
 */
export function retryRateLimited(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && isRateLimited(error);
}

/** Twilio's 429: too many requests. */
export function isRateLimited(error: unknown): boolean {
  return error instanceof ProviderError && error.kind === 'http' && error.status === 429;
}

/** Exponential backoff, capped should MAX_RETRIES grow. */
export function retryDelay(attemptIndex: number): number {
  return Math.min(500 * 2 ** attemptIndex, 4000);
}

import { retryDelay, retryTransient } from './retryPolicy';

/**
 * Options of every read of the messages feature: fetched once, never again on its own — not on focus,
 * reconnect or remount, nor after an error (spec §4) — with transient failures retried within that one
 * fetch (docs/decisions/0006-fetched-once-and-retries.md). Each hook adds how long its data stays fresh.
 */
export const fetchOnce = {
  refetchOnMount: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
  retryOnMount: false,
  retry: retryTransient,
  retryDelay,
} as const;

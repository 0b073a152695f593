/**
 * The configuration of the app's one QueryClient: how every read is fetched (once, never again on its
 * own — not on focus, reconnect or remount, nor after an error; docs/product.md#provider-calls) and what is retried within that
 * one fetch (docs/decisions/0006-fetched-once-and-retries.md). Set here only: the query factories add what
 * belongs to each resource (key, function, freshness, a narrower retry), never these defaults again.
 * Imported only from the lazily loaded Messages page (and tests): TanStack Query stays off the sign-in path.
 */
import { QueryClient } from '@tanstack/react-query';
import { retryDelay, retryRateLimited, retryTransient } from './retryPolicy';

export interface AppQueryClientOptions {
  /**
   * The app's retry policy (default), or none: tests that are not about retries see a failure at once.
   * Queries that narrow the policy (media bytes) ask the client first, so "none" wins there too.
   */
  retries?: boolean;
}

export function createAppQueryClient({ retries = true }: AppQueryClientOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnMount: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retryOnMount: false,
        // Transient failures (no answer, 429, 5xx), at most twice, with a short backoff.
        retry: retries ? retryTransient : false,
        retryDelay,
      },
      mutations: {
        // Only a 429, which the provider answers before doing anything: sending is never repeated after
        // a failure that may have come after the message went out.
        retry: retries ? retryRateLimited : false,
        retryDelay,
      },
    },
  });
}

/**
 * Whether `queryClient`'s own retry policy would retry this failure. For a query that retries less than
 * the policy in some case (media bytes): asking the client first keeps a client without retries in charge.
 */
export function clientWouldRetry(queryClient: QueryClient, failureCount: number, error: Error): boolean {
  const retry = queryClient.getDefaultOptions().queries?.retry;
  if (typeof retry === 'function') return retry(failureCount, error);
  if (typeof retry === 'number') return failureCount < retry;
  return retry === true;
}

/**
 * The app's one QueryClient: every read is fetched once, never again on its own
 * (docs/product.md#provider-calls), with retries only within that fetch (docs/decisions/0006). Query
 * factories add per-resource options, never these defaults again. Imported only from the lazily loaded
 * Messages page, so TanStack Query stays off the sign-in path.
 */
import { QueryClient } from '@tanstack/react-query';
import { retryDelay, retryRateLimited, retryTransient } from './retryPolicy';

export interface AppQueryClientOptions {
  /** The retry policy (default), or none: tests that are not about retries see a failure at once. */
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
        retry: retries ? retryTransient : false,
        retryDelay,
      },
      mutations: {
        // Never after a failure that may have come after the message went out.
        retry: retries ? retryRateLimited : false,
        retryDelay,
      },
    },
  });
}

/** For a query that retries less than the policy: asking the client first keeps "no retries" in charge. */
export function clientWouldRetry(queryClient: QueryClient, failureCount: number, error: Error): boolean {
  const retry = queryClient.getDefaultOptions().queries?.retry;
  if (typeof retry === 'function') return retry(failureCount, error);
  if (typeof retry === 'number') return failureCount < retry;
  return retry === true;
}

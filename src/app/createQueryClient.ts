import { QueryClient } from '@tanstack/react-query';
import { ProviderError } from '../lib/twilio/errors';

const MAX_QUERY_RETRIES = 2;

/** Only failures that may go away by themselves are worth asking Twilio again: no answer, 429 or 5xx. */
function isTransient(error: unknown): boolean {
  if (!(error instanceof ProviderError)) return false;
  return error.status === null || error.status === 429 || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The spec fetches each list once (per number) and never again on its own.
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: (failureCount, error) => failureCount < MAX_QUERY_RETRIES && isTransient(error),
      },
      mutations: { retry: false },
    },
  });
}

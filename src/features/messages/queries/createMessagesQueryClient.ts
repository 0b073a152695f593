import { QueryClient } from '@tanstack/react-query';
import { retryDelay, retryTransient } from './retryPolicy';

export function createMessagesQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The spec fetches each list once (per number) and never again on its own.
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: retryTransient,
        retryDelay,
      },
      mutations: { retry: false },
    },
  });
}

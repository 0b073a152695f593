import { QueryClient } from '@tanstack/react-query';
import { fetchOnce } from './fetchOnce';

export function createMessagesQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The spec fetches each list once (per number) and never again on its own.
        ...fetchOnce,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}

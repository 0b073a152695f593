import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { messagesQuery } from './messagesQuery';
import { useSignedInCredentials } from './useSignedInCredentials';

/**
 * Starts a chosen number's message lists with the choice itself, so the requests do not wait for the
 * render that mounts the number's panel. Fetched only when nothing is cached, as that panel's own query
 * would be; a failure shows there, as its own would.
 */
export function useFetchMessagesEarly(): (phoneNumber: string) => void {
  const credentials = useSignedInCredentials();
  const queryClient = useQueryClient();
  return useCallback(
    (phoneNumber: string) => {
      queryClient.ensureQueryData(messagesQuery(credentials, phoneNumber)).catch(() => undefined);
    },
    [queryClient, credentials],
  );
}

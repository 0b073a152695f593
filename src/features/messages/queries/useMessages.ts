import { useIsFetching, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { messagesQuery } from './messagesQueries';
import { useSignedInCredentials } from './useSignedInCredentials';

/** The messages sent from and to one number, newest first (fetched as `messagesQuery` says). */
export function useMessages(phoneNumber: string) {
  const credentials = useSignedInCredentials();
  return useQuery(messagesQuery(credentials, phoneNumber));
}

/**
 * 'Try again' for a number's list that failed: fetches it again (the person asked, so spec §4's "once"
 * is not broken) and says whether that fetch is running.
 */
export function useMessagesRetry(phoneNumber: string) {
  const credentials = useSignedInCredentials();
  const queryClient = useQueryClient();
  const { queryKey } = messagesQuery(credentials, phoneNumber);
  const retrying = useIsFetching({ queryKey, exact: true }) > 0;
  const retry = useCallback(
    () =>
      queryClient.refetchQueries({ queryKey: messagesQuery(credentials, phoneNumber).queryKey, exact: true }),
    [queryClient, credentials, phoneNumber],
  );
  return { retry, retrying };
}

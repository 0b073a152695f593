import { useIsFetching, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { listMessages } from '../../../lib/twilio/api';
import { messagesKeys } from './messagesKeys';
import { fetchOnce } from './fetchOnce';
import { useSignedInCredentials } from './useSignedInCredentials';

/**
 * The messages sent from and to one number, newest first. Spec §4: fetched once for a non-empty number
 * and again only when the number changes. staleTime 0 with every automatic refetch switched off gives
 * exactly that: a new observer (a remount) reuses the cache, while changing the key to another number —
 * including back to one seen before — fetches that number's list (showing its cached list meanwhile).
 */
export function useMessages(phoneNumber: string) {
  const credentials = useSignedInCredentials();
  return useQuery({
    queryKey: messagesKeys.messages(credentials.accountSid, phoneNumber),
    queryFn: ({ signal }) => listMessages(credentials, phoneNumber, signal),
    enabled: phoneNumber !== '',
    staleTime: 0,
    ...fetchOnce,
  });
}

/**
 * 'Try again' for a number's list that failed: fetches it again (the person asked, so spec §4's "once"
 * is not broken) and says whether that fetch is running.
 */
export function useMessagesRetry(phoneNumber: string) {
  const credentials = useSignedInCredentials();
  const queryClient = useQueryClient();
  const { accountSid } = credentials;
  const retrying =
    useIsFetching({ queryKey: messagesKeys.messages(accountSid, phoneNumber), exact: true }) > 0;
  const retry = useCallback(
    () =>
      queryClient.refetchQueries({ queryKey: messagesKeys.messages(accountSid, phoneNumber), exact: true }),
    [queryClient, accountSid, phoneNumber],
  );
  return { retry, retrying };
}

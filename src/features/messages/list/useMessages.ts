import { QueryObserver, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { messagesQuery } from '../queries/messagesQuery';
import { useSignedInCredentials } from '../queries/useSignedInCredentials';

/**
 * The messages sent from and to one number, newest first (fetched as `messagesQuery` says). 'Try again'
 * after an error is this query's own `refetch`: the person asked, so the rule of reading once (docs/product.md#provider-calls) is not broken.
 */
export function useMessages(phoneNumber: string) {
  const credentials = useSignedInCredentials();
  return useQuery(messagesQuery(credentials, phoneNumber));
}

/**
 * Reads the chosen number's messages once per choice, with the choice itself rather than once its panel
 * has rendered; kept observed while it is chosen, so a panel mounting and unmounting meanwhile never
 * cancels the request. '' reads nothing.
 */
export function useMessagesReadAtChoice(phoneNumber: string): void {
  const credentials = useSignedInCredentials();
  const queryClient = useQueryClient();
  useEffect(() => {
    const choice = { ...messagesQuery(credentials, phoneNumber), refetchOnMount: 'always' as const };
    return new QueryObserver(queryClient, choice).subscribe(() => undefined);
  }, [queryClient, credentials, phoneNumber]);
}

import { useQuery } from '@tanstack/react-query';
import { messagesQuery } from '../queries/messagesQuery';
import { useSignedInCredentials } from '../queries/useSignedInCredentials';

/**
 * The messages sent from and to one number, newest first (fetched as `messagesQuery` says). 'Try again'
 * after an error is this query's own `refetch`: the person asked, so spec §4's "once" is not broken.
 */
export function useMessages(phoneNumber: string) {
  const credentials = useSignedInCredentials();
  return useQuery(messagesQuery(credentials, phoneNumber));
}

import { useQuery } from '@tanstack/react-query';
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

import { queryOptions } from '@tanstack/react-query';
import { listMessages } from '../../../lib/twilio/api';
import type { Credentials } from '../../../lib/twilio/credentials';
import { messagesKeys } from './messagesKeys';

/**
 * The messages sent from and to one number, newest first. docs/product.md#provider-calls: fetched once for a non-empty number
 * and again only when the number changes. staleTime 0 with every automatic refetch switched off (the
 * app client) gives exactly that: a new observer (a remount) reuses the cache, while changing the key to
 * another number — including back to one seen before — fetches that number's list (showing its cached
 * list meanwhile).
 */
export function messagesQuery(credentials: Credentials, phoneNumber: string) {
  return queryOptions({
    queryKey: messagesKeys.messages(credentials.accountSid, phoneNumber),
    queryFn: ({ signal }) => listMessages(credentials, phoneNumber, signal),
    enabled: phoneNumber !== '',
    staleTime: 0,
  });
}

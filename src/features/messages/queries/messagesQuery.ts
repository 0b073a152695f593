import { queryOptions } from '@tanstack/react-query';
import { listMessages } from '../../../lib/twilio/api';
import type { Credentials } from '../../../lib/twilio/credentials';
import { messagesKeys } from './messagesKeys';

/**
 * One number's messages, fetched again only when the number changes (docs/product.md#provider-calls):
 * staleTime 0 with the app client's refetches off lets a remount reuse the cache, while choosing a number,
 * even one seen before, fetches its list.
 */
export function messagesQuery(credentials: Credentials, phoneNumber: string) {
  return queryOptions({
    queryKey: messagesKeys.messages(credentials.accountSid, phoneNumber),
    queryFn: ({ signal }) => listMessages(credentials, phoneNumber, signal),
    enabled: phoneNumber !== '',
    staleTime: 0,
  });
}

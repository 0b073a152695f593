import { queryOptions } from '@tanstack/react-query';
import { listMessages } from '../../../lib/twilio/api';
import type { Credentials } from '../../../lib/twilio/credentials';
import { messagesKeys } from './messagesKeys';

/**
 * One number's messages, read once per choice of the number (docs/product.md#provider-calls): the page
 * reads them as the number is chosen (useMessagesReadAtChoice); everything else shows what it read.
 */
export function messagesQuery(credentials: Credentials, phoneNumber: string) {
  return queryOptions({
    queryKey: messagesKeys.messages(credentials.accountSid, phoneNumber),
    queryFn: ({ signal }) => listMessages(credentials, phoneNumber, signal),
    enabled: phoneNumber !== '',
    staleTime: Infinity,
  });
}

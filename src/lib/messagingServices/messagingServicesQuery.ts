import { queryOptions } from '@tanstack/react-query';
import type { Credentials } from '../twilio/credentials';

/** Where the cache keeps them: under the account's key, so what clears an account's cache clears these. */
export const messagingServicesKey = (accountSid: string) =>
  ['account', accountSid, 'messaging-services'] as const;

/**
 * The account's Messaging Services with their numbers: read once per session, when something first needs
 * them (the Composer), and again only when the person asks after a failure.
 */
export function messagingServicesQuery(credentials: Credentials) {
  return queryOptions({
    queryKey: messagingServicesKey(credentials.accountSid),
    // The listing (its checks and its paging) is fetched with the first read: no page's first load needs it.
    queryFn: async ({ signal }) =>
      (await import('../twilio/messagingServices')).listMessagingServices(credentials, signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

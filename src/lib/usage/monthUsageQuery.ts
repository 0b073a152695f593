import { queryOptions } from '@tanstack/react-query';
import type { Credentials } from '../twilio/credentials';
import { fetchMonthUsage } from '../twilio/usage';

/**
 * This month's SMS and MMS, under the account's key: read when the Account page first shows, and again
 * only when the person asks (never polled).
 */
export function monthUsageQuery(credentials: Credentials) {
  return queryOptions({
    queryKey: ['account', credentials.accountSid, 'usage-this-month'] as const,
    queryFn: ({ signal }) => fetchMonthUsage(credentials, signal),
    staleTime: Infinity,
  });
}

import { queryOptions } from '@tanstack/react-query';
import { listAccounts } from '../twilio/accounts';
import type { Credentials } from '../twilio/credentials';

/**
 * The signed-in account and its subaccounts, read with the credentials signed in with (never a shown
 * subaccount's): when the Account page first shows in a session, and on Try again.
 */
export function accountsQuery(signedIn: Credentials) {
  return queryOptions({
    queryKey: ['accounts', signedIn.accountSid] as const,
    queryFn: ({ signal }) => listAccounts(signedIn, signal),
    staleTime: 5 * 60_000,
  });
}

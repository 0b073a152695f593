import type { PhoneNumbersListing, PhoneNumbersProgress } from '../twilio/api';

/**
 * Where the cache keeps the account's numbers: under the account's key, so what clears an account's cache
 * clears its numbers too. Apart from the query, so a page can read the cache without loading TanStack Query.
 */
export const phoneNumbersKey = (accountSid: string) => ['account', accountSid, 'phone-numbers'] as const;

/** The numbers, as the cache holds them: while `complete` is false, those on the pages read so far. */
export interface PhoneNumbersData extends PhoneNumbersListing {
  complete: boolean;
  /** While incomplete: where a retry goes on from (the next page's address and what was read). */
  progress?: PhoneNumbersProgress;
}

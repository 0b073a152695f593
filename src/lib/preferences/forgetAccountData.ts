import { accountKeyPrefix } from './accountKey';
import { removeLocalStartingWith } from './localStore';

/**
 * Removes from this browser everything kept for the account: its contacts, templates, triage marks, read markers and
 * notification settings (every key under its hashed prefix). The settings kept for everyone using the
 * browser stay. Returns how many entries went.
 */
export function forgetAccountData(accountSid: string): number {
  // The key an older version kept read markers under, with the SID in it.
  return (
    removeLocalStartingWith(accountKeyPrefix(accountSid)) + removeLocalStartingWith(`read.${accountSid}`)
  );
}

import { useContacts, type Contacts } from '../../../lib/contacts/contacts';
import { useSignedInCredentials } from './useSignedInCredentials';

/** The names the person gave numbers of the signed-in account (kept in this browser). */
export function useAccountContacts(): Contacts {
  return useContacts(useSignedInCredentials().accountSid);
}

/**
 * The names the person gave numbers, per account in this browser under the hashed account key, never sent
 * anywhere: a number as Twilio writes it (E.164) to its name.
 */
import { useCallback, useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { schemaCheck } from '../checks/schemaCheck';
import { accountKey } from '../preferences/accountKey';
import { readLocalStable, subscribeLocal, writeLocal } from '../preferences/localStore';

/** Long enough for any real name, short enough for a row. */
export const CONTACT_NAME_MAX = 100;

/** A name as it is kept: trimmed, and cut to CONTACT_NAME_MAX. */
function keptName(name: string): string {
  return name.trim().slice(0, CONTACT_NAME_MAX);
}

// Loose on purpose: one entry edited by hand must not make the whole list unreadable.
const ContactSchema = v.object({ name: v.pipe(v.string(), v.transform(keptName)) });
const checkContacts = schemaCheck(v.record(v.string(), ContactSchema));

export type Contact = v.InferOutput<typeof ContactSchema>;
export type Contacts = Readonly<Record<string, Contact>>;

const NO_CONTACTS: Contacts = {};

function keyOf(accountSid: string): string {
  return accountKey(accountSid, 'contacts');
}

export function readContacts(accountSid: string): Contacts {
  return readLocalStable<Contacts>(keyOf(accountSid), checkContacts, NO_CONTACTS);
}

/** Names `number`; a blank name removes its contact. The name is trimmed and cut to CONTACT_NAME_MAX. */
export function saveContactName(accountSid: string, number: string, name: string): void {
  const trimmed = keptName(name);
  const rest = Object.fromEntries(Object.entries(readContacts(accountSid)).filter(([key]) => key !== number));
  writeLocal(keyOf(accountSid), trimmed === '' ? rest : { ...rest, [number]: { name: trimmed } });
}

/**
 * Gives every number in `names` its name, over whatever name it had, in one write: all of them are kept or,
 * when the browser refuses to store them, none beyond this page (false).
 */
export function saveContactNames(accountSid: string, names: ReadonlyMap<string, string>): boolean {
  const added = Object.fromEntries([...names].map(([number, name]) => [number, { name: keptName(name) }]));
  return writeLocal(keyOf(accountSid), { ...readContacts(accountSid), ...added });
}

export function removeContact(accountSid: string, number: string): void {
  saveContactName(accountSid, number, '');
}

/** The account's contacts, kept up to date across tabs. */
export function useContacts(accountSid: string): Contacts {
  const read = useCallback(() => readContacts(accountSid), [accountSid]);
  return useSyncExternalStore(subscribeLocal, read, () => NO_CONTACTS);
}

import { describe, expect, it } from 'vitest';
import { accountKey } from '../preferences/accountKey';
import { CONTACT_NAME_MAX, readContacts, removeContact, saveContactName } from './contacts';

const SID = 'AC00000000000000000000000000000001';
const OTHER = 'AC00000000000000000000000000000002';

describe('contacts', () => {
  it('keeps a trimmed name per number and per account, and a blank name removes it', () => {
    saveContactName(SID, '+14155551234', '  Maya  ');
    saveContactName(SID, '+33612345678', 'Lucas');
    expect(readContacts(SID)).toEqual({
      '+14155551234': { name: 'Maya' },
      '+33612345678': { name: 'Lucas' },
    });
    expect(readContacts(OTHER)).toEqual({});
    saveContactName(SID, '+14155551234', '   ');
    removeContact(SID, '+33612345678');
    expect(readContacts(SID)).toEqual({});
  });

  it('cuts a long name, and reads past an entry edited by hand rather than losing them all', () => {
    saveContactName(SID, '+14155551234', 'x'.repeat(CONTACT_NAME_MAX + 20));
    expect(readContacts(SID)['+14155551234']?.name).toHaveLength(CONTACT_NAME_MAX);
    const key = `sms-web-client.${accountKey(SID, 'contacts')}`;
    localStorage.setItem(
      key,
      JSON.stringify({ '+14155551234': { name: `  ${'y'.repeat(300)}` }, '+1': { name: 'Short' } }),
    );
    expect(readContacts(SID)['+14155551234']?.name).toBe('y'.repeat(CONTACT_NAME_MAX));
    expect(readContacts(SID)['+1']?.name).toBe('Short');
  });

  it('gives the same object while nothing changed, as a snapshot must', () => {
    saveContactName(SID, '+14155551234', 'Maya');
    expect(readContacts(SID)).toBe(readContacts(SID));
  });
});

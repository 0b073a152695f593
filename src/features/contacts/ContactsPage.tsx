import { useDeferredValue, useMemo, useState } from 'react';
import { ContactNameDialog } from '../../components/ContactNameDialog';
import { Field } from '../../components/Field';
import { useAnnounce } from '../../components/useAnnounce';
import { readContacts, removeContact, saveContactName, useContacts } from '../../lib/contacts/contacts';
import { formatPartyNumber } from '../../lib/phoneNumbers/formatPartyNumber';
import { useCredentials } from '../../lib/session/useCredentials';
import { foldForSearch } from '../../lib/text/foldForSearch';
import { AccountDataSection } from './data/AccountDataSection';
import { ContactsExport } from './export/ContactsExport';
import { ContactsImport } from './import/ContactsImport';
import { ContactRow } from './list/ContactRow';
import { formatCount } from '../../lib/text/formatCount';

/** An address book imported whole lists quickly; the search finds any contact beyond these. */
export const CONTACTS_SHOWN = 300;

/** A contact as the page lists it. */
interface Listed {
  number: string;
  name: string;
}

/**
 * The names given to numbers on this browser for the signed-in account: search them, change one, delete
 * one (and take the deletion back); and the way to forget everything this browser keeps for the account.
 * Nothing here is sent anywhere.
 */
export function ContactsPage() {
  const { credentials } = useCredentials();
  const accountSid = credentials?.accountSid ?? '';
  const contacts = useContacts(accountSid);
  const announce = useAnnounce();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search);
  const [editing, setEditing] = useState<Listed | null>(null);
  const [deleted, setDeleted] = useState<Listed | null>(null);

  const all = useMemo(
    () =>
      Object.entries(contacts)
        .map(([number, { name }]) => ({ number, name }))
        .sort((a, b) => a.name.localeCompare(b.name) || a.number.localeCompare(b.number)),
    [contacts],
  );
  const shown = useMemo(() => all.filter(matcher(query)), [all, query]);

  function remove(contact: Listed) {
    removeContact(accountSid, contact.number);
    setDeleted(contact);
    announce(`Deleted ${contact.name}.`);
  }
  function undo(contact: Listed) {
    // Unless a name was given to the number again meanwhile.
    if (readContacts(accountSid)[contact.number] === undefined)
      saveContactName(accountSid, contact.number, contact.name);
    setDeleted(null);
    announce(`${contact.name} is back.`);
  }

  return (
    <>
      <p className="text-body-secondary">
        Names you gave your contacts&apos; numbers. They are kept in this browser only, for this account, and
        never sent anywhere.
      </p>
      {deleted !== null && (
        <p className="d-flex flex-wrap align-items-center gap-2">
          <span>Deleted {deleted.name}.</span>
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => undo(deleted)}>
            Undo
          </button>
        </p>
      )}
      {all.length === 0 ? (
        <p>No contacts yet. Give a number a name from its conversation: More, then Add name.</p>
      ) : (
        <>
          <div role="search" aria-label="Contacts">
            <Field
              label="Search contacts"
              hint={
                query.trim() === ''
                  ? `${all.length} ${all.length === 1 ? 'contact' : 'contacts'}`
                  : `${shown.length} of ${all.length} ${all.length === 1 ? 'contact' : 'contacts'}`
              }
              announceHint
            >
              {(control) => (
                <input
                  {...control}
                  type="search"
                  placeholder="Name or number"
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                />
              )}
            </Field>
          </div>
          {shown.length === 0 ? (
            <p>No contacts match the search.</p>
          ) : (
            <ul className="contact-list list-unstyled" aria-label="Contacts">
              {shown.slice(0, CONTACTS_SHOWN).map((contact) => (
                <ContactRow
                  key={contact.number}
                  name={contact.name}
                  numberLabel={formatPartyNumber(contact.number)}
                  onEdit={() => setEditing(contact)}
                  onDelete={() => remove(contact)}
                />
              ))}
            </ul>
          )}
          {shown.length > CONTACTS_SHOWN && (
            <p className="text-body-secondary mt-2">
              The first {CONTACTS_SHOWN} of {formatCount(shown.length)} are listed: search to find the others.
            </p>
          )}
        </>
      )}
      {credentials !== null && <ContactsImport credentials={credentials} kept={contacts} />}
      <ContactsExport contacts={all} />
      <AccountDataSection accountSid={accountSid} />
      {editing !== null && (
        <ContactNameDialog
          accountSid={accountSid}
          number={editing.number}
          numberLabel={formatPartyNumber(editing.number)}
          currentName={editing.name}
          onRemoved={() => setDeleted(editing)}
          onHide={() => setEditing(null)}
        />
      )}
    </>
  );
}

/** Whether a contact has every word of `query` in its name, or its digits (three or more) in its number. */
function matcher(query: string): (contact: Listed) => boolean {
  const words = foldForSearch(query.trim()).split(/\s+/).filter(Boolean);
  const digits = query.replace(/\D/g, '');
  return ({ number, name }) => {
    if (words.length === 0) return true;
    if (digits.length >= 3 && number.replace(/\D/g, '').includes(digits)) return true;
    const folded = foldForSearch(name);
    return words.every((word) => folded.includes(word));
  };
}

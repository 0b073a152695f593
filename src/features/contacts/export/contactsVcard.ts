import ICAL from 'ical.js';
import type { ExportedContact } from './contactsFiles';

/**
 * The contacts as vCard 3.0, the version every address book imports (Google, Apple, Outlook): a card per
 * number with its name and the number as a mobile one. ical.js escapes and folds the lines.
 */
export function contactsVcard(contacts: readonly ExportedContact[]): string {
  return contacts
    .map(({ name, number }) => {
      const card = new ICAL.Component('vcard');
      // First, as vCard requires, and so ical.js writes the rest by 3.0's rules.
      card.addPropertyWithValue('version', '3.0');
      card.addPropertyWithValue('fn', name);
      // 3.0 requires N; how a name splits into given and family names is not known here.
      const structured = new ICAL.Property('n', card);
      structured.setValue(['', name, '', '', '']);
      card.addProperty(structured);
      card.addPropertyWithValue('tel', number).setParameter('type', 'CELL');
      return `${card.toString()}\r\n`;
    })
    .join('');
}

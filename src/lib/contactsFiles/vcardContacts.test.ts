import { describe, expect, it } from 'vitest';
import { ContactsFileError } from './contactsFile';
import { readVcardContacts } from './vcardContacts';

const card = (...lines: string[]) => ['BEGIN:VCARD', ...lines, 'END:VCARD'].join('\r\n');

describe('readVcardContacts', () => {
  it('reads vCard 4.0 and 3.0 cards: the formatted name or the parts of N, numbers but not faxes', () => {
    const file = [
      card(
        'VERSION:4.0',
        'FN:Jean Dupont',
        'TEL;VALUE=uri;TYPE="cell,voice":tel:+33-6-12-34-56-78',
        'TEL;TYPE=fax:tel:+33-1-11',
      ),
      card(
        'VERSION:3.0',
        'N:Smith;John;Q.;;',
        'TEL;TYPE=CELL:(415) 555-0100',
        'TEL;TYPE=HOME,VOICE:0612;ext=12',
      ),
      card('VERSION:3.0', 'ORG:Acme Bakery', 'TEL:+1 415 555 0142'),
    ].join('\r\n');
    expect(readVcardContacts(file)).toEqual({
      contacts: [
        { line: 1, name: 'Jean Dupont', numbers: ['+33-6-12-34-56-78'] },
        { line: 7, name: 'John Q. Smith', numbers: ['(415) 555-0100', '0612'] },
        { line: 13, name: 'Acme Bakery', numbers: ['+1 415 555 0142'] },
      ],
      problems: [],
    });
  });

  it('unfolds long lines, unescapes text and keeps markup as text', () => {
    const file = card('VERSION:3.0', 'FN:<b>Maya</b> Lopez\\, the', '  baker', 'TEL:+14155550100');
    expect(readVcardContacts(file).contacts).toEqual([
      { line: 1, name: '<b>Maya</b> Lopez, the baker', numbers: ['+14155550100'] },
    ]);
  });

  it('says which card cannot be read and why, and reads the others', () => {
    const file = [
      card('VERSION:3.0', 'FN Maya', 'TEL:+14155550100'),
      card('VERSION:2.1', 'FN:Old Phone', 'TEL;CELL:+14155550101'),
      card('VERSION:3.0', 'FN:Aiko', 'TEL:+819012345678'),
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Cut short',
    ].join('\r\n');
    const { contacts, problems } = readVcardContacts(file);
    expect(contacts).toEqual([{ line: 11, name: 'Aiko', numbers: ['+819012345678'] }]);
    expect(problems).toEqual([
      {
        line: 1,
        reason: 'This card cannot be read (invalid line (no token ";" or ":") "FN Maya"). Not imported.',
        skipped: true,
      },
      {
        line: 6,
        reason: 'This card is vCard 2.1, which is not read here: export as vCard 3.0 or 4.0. Not imported.',
        skipped: true,
      },
      { line: 16, reason: 'This card has no END:VCARD line. Not imported.', skipped: true },
    ]);
  });

  it('refuses a file with no card at all', () => {
    expect(() => readVcardContacts('BEGIN:VCALENDAR\r\nEND:VCALENDAR')).toThrow(
      new ContactsFileError('The file has no contact card (BEGIN:VCARD … END:VCARD).'),
    );
  });
});

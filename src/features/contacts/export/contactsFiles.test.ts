import { describe, expect, it } from 'vitest';
import { readCsvContacts } from '../../../lib/contactsFiles/csvContacts';
import { readVcardContacts } from '../../../lib/contactsFiles/vcardContacts';
import { contactsCsv, contactsFileName } from './contactsFiles';
import { contactsVcard } from './contactsVcard';

const CONTACTS = [
  { name: 'Maya Lopez, the baker', number: '+14155550100' },
  { name: '=HYPERLINK("http://x")', number: '+33612345678' },
  { name: '<img src=x onerror=alert(1)> Aiko; "A."', number: '+819012345678' },
];

describe('contact files', () => {
  it('writes CSV a spreadsheet cannot run, which the import reads back as it was', () => {
    const csv = contactsCsv(CONTACTS);
    expect(csv.startsWith('\uFEFFName,Phone\r\n"Maya Lopez, the baker","\'+14155550100"\r\n')).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(readCsvContacts(csv.slice(1)).contacts).toEqual(
      CONTACTS.map(({ name, number }, index) => ({ line: index + 2, name, numbers: [number] })),
    );
  });

  it('writes vCard 3.0 cards, which the import reads back as they were', () => {
    const vcf = contactsVcard(CONTACTS);
    expect(vcf.startsWith('BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Maya Lopez\\, the baker\r\n')).toBe(true);
    expect(vcf).toContain('TEL;TYPE=CELL:+14155550100\r\nEND:VCARD\r\n');
    expect(readVcardContacts(vcf)).toEqual({
      contacts: CONTACTS.map(({ name, number }, index) => ({ line: 1 + index * 6, name, numbers: [number] })),
      problems: [],
    });
  });

  it("names the file after the person's day", () => {
    expect(contactsFileName('vcf', new Date(2026, 0, 5, 23, 59))).toBe('contacts-2026-01-05.vcf');
  });
});

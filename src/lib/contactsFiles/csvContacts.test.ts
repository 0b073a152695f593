import { describe, expect, it } from 'vitest';
import { ContactsFileError } from './contactsFile';
import { readCsvContacts } from './csvContacts';

describe('readCsvContacts', () => {
  it("reads Google Contacts' export: names in parts, numbers by label, several in one cell, no fax", () => {
    const csv = [
      'First Name,Middle Name,Last Name,Nickname,Organization Name,Phone 1 - Label,Phone 1 - Value,Phone 2 - Label,Phone 2 - Value',
      'Maya,,Lopez,,,Mobile,+1 415-555-0100 ::: +1 415-555-0101,Work Fax,+1 415-555-0199',
      ',,,,Acme Bakery,Work,(415) 555-0142,,',
    ].join('\n');
    expect(readCsvContacts(csv)).toEqual({
      contacts: [
        { line: 2, name: 'Maya Lopez', numbers: ['+1 415-555-0100', '+1 415-555-0101'] },
        { line: 3, name: 'Acme Bakery', numbers: ['(415) 555-0142'] },
      ],
      problems: [],
    });
  });

  it("reads Outlook's export: a column per kind of phone, faxes and pagers left out", () => {
    const csv = [
      '"First Name","Middle Name","Last Name","Business Fax","Business Phone","Home Phone","Mobile Phone","Pager"',
      '"Lucas","","Martin","+33 1 00 00 00 00","","","06 12 34 56 78","0700"',
    ].join('\r\n');
    expect(readCsvContacts(csv).contacts).toEqual([
      { line: 2, name: 'Lucas Martin', numbers: ['06 12 34 56 78'] },
    ]);
  });

  it('reads a plain file with a header, or without one in either order, split at commas or semicolons', () => {
    expect(readCsvContacts('name,number\nMaya,+14155550100\n').contacts).toEqual([
      { line: 2, name: 'Maya', numbers: ['+14155550100'] },
    ]);
    expect(readCsvContacts('Maya,+14155550100\n+33612345678,Lucas').contacts).toEqual([
      { line: 1, name: 'Maya', numbers: ['+14155550100'] },
      { line: 2, name: 'Lucas', numbers: ['+33612345678'] },
    ]);
    expect(() => readCsvContacts('Nom;Téléphone\nZoë;06 12 34 56 78')).toThrow(/no column of names/);
    expect(readCsvContacts('Name;Phone\nZoë;06 12 34 56 78').contacts).toEqual([
      { line: 2, name: 'Zoë', numbers: ['06 12 34 56 78'] },
    ]);
  });

  it('counts lines as the file has them, quoted line breaks and blank lines included', () => {
    const csv = 'Name,Phone\r\n"Maya\r\nLopez",+14155550100\r\n\r\nAiko,+819012345678\r\n';
    expect(readCsvContacts(csv).contacts).toEqual([
      { line: 2, name: 'Maya Lopez', numbers: ['+14155550100'] },
      { line: 5, name: 'Aiko', numbers: ['+819012345678'] },
    ]);
  });

  it('takes the mark a spreadsheet export puts before a formula character off, and keeps markup as text', () => {
    const csv = `Name,Phone\n"'=Maya","'+14155550100"\n<img src=x onerror=alert(1)>,+14155550101`;
    expect(readCsvContacts(csv).contacts).toEqual([
      { line: 2, name: '=Maya', numbers: ['+14155550100'] },
      { line: 3, name: '<img src=x onerror=alert(1)>', numbers: ['+14155550101'] },
    ]);
  });

  it('says which line has a quote that is never closed', () => {
    const { contacts, problems } = readCsvContacts('Name,Phone\nMaya,+14155550100\nLucas,"0612\nAiko,+81');
    expect(contacts).toHaveLength(1);
    expect(problems).toEqual([
      {
        line: 3,
        reason: 'A quoted cell is not closed, so the rest of the file reads as one cell. Not imported.',
        skipped: true,
      },
    ]);
  });

  it('refuses a file without a column of numbers, or of names, and says what columns it has', () => {
    expect(() => readCsvContacts('Name,Email\nMaya,maya@example.com')).toThrow(
      new ContactsFileError(
        'The file has no column of phone numbers. Its columns are: “Name”, “Email”. Name one “Phone”.',
      ),
    );
    expect(() => readCsvContacts('Phone,Email\n+14155550100,maya@example.com')).toThrow(/no column of names/);
    expect(() => readCsvContacts('Maya,maya@example.com')).toThrow(/first line has no phone number/);
    expect(() => readCsvContacts('\n\n')).toThrow('The file is empty.');
  });
});

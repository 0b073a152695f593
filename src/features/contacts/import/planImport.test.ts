import { describe, expect, it } from 'vitest';
import type { ReadContact } from '../../../lib/contactsFiles/contactsFile';
import { planImport } from './planImport';

const read = (...contacts: ReadContact[]) => ({ contacts, problems: [] });

describe('planImport', () => {
  it('sorts numbers into new, renamed and already kept', () => {
    const plan = planImport(
      read(
        { line: 2, name: 'Maya Lopez', numbers: ['(415) 555-0100'] },
        { line: 3, name: 'Lucas', numbers: ['+33612345678'] },
        { line: 4, name: 'Aiko', numbers: ['+819012345678'] },
      ),
      'US',
      { '+33612345678': { name: 'Lucas' }, '+819012345678': { name: 'Aiko T.' } },
    );
    expect(plan).toEqual({
      contacts: [
        { line: 2, number: '+14155550100', name: 'Maya Lopez', change: 'new' },
        { line: 3, number: '+33612345678', name: 'Lucas', change: 'same' },
        { line: 4, number: '+819012345678', name: 'Aiko', change: 'renamed', previousName: 'Aiko T.' },
      ],
      problems: [],
      merged: 0,
    });
  });

  it('merges a number the file gives twice into its first line, and says so when the names differ', () => {
    const plan = planImport(
      read(
        { line: 2, name: 'Maya', numbers: ['+14155550100'] },
        { line: 3, name: 'Maya', numbers: ['(415) 555-0100'] },
        { line: 4, name: 'Maya L.', numbers: ['415.555.0100'] },
      ),
      'US',
      {},
    );
    expect(plan.contacts).toHaveLength(1);
    expect(plan.merged).toBe(2);
    expect(plan.problems).toEqual([
      { line: 4, reason: '+1 415 555 0100 is on line 2 too: kept as “Maya”.', skipped: false },
    ]);
  });

  it('lists every line it cannot import, with why, and what it imports with a change', () => {
    const plan = planImport(
      {
        contacts: [
          { line: 2, name: 'No Number', numbers: [] },
          { line: 3, name: '', numbers: ['+14155550100'] },
          { line: 4, name: 'Typo', numbers: ['555-01'] },
          { line: 5, name: 'Half', numbers: ['nope', '+14155550111'] },
          { line: 6, name: '=HYPERLINK("http://x")', numbers: ['+14155550122'] },
          { line: 7, name: 'x'.repeat(120), numbers: ['+14155550133'] },
        ],
        problems: [{ line: 1, reason: 'From the reader.', skipped: true }],
      },
      'US',
      {},
    );
    expect(plan.contacts.map(({ line, name }) => [line, name.length])).toEqual([
      [5, 4],
      [6, 22],
      [7, 100],
    ]);
    expect(plan.problems).toEqual([
      { line: 1, reason: 'From the reader.', skipped: true },
      { line: 2, reason: 'No phone number. Not imported.', skipped: true },
      { line: 3, reason: 'No name. Not imported.', skipped: true },
      {
        line: 4,
        reason:
          '“555-01” is not a phone number of United States, nor written with + and a country code. Not imported.',
        skipped: true,
      },
      {
        line: 5,
        reason:
          '“nope” is not a phone number of United States, nor written with + and a country code. Its other numbers are imported.',
        skipped: false,
      },
      {
        line: 6,
        reason:
          'The name “=HYPERLINK("http://x")” starts as a spreadsheet formula does: imported as plain text.',
        skipped: false,
      },
      {
        line: 7,
        reason: 'The name is longer than 100 characters: imported as its first 100.',
        skipped: false,
      },
    ]);
  });
});

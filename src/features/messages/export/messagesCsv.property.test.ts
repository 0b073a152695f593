/**
 * Properties of the CSV export (issue 12), over any text the provider may send: the file reads back, per
 * RFC 4180, as exactly the records written, and no cell can start a spreadsheet formula.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../test/csv';
import { testMessage } from '../../../test/messageFixture';
import { RECORD_FIELDS } from './messageRecord';
import { messagesCsv, UTF8_BOM } from './messagesCsv';

/** Text with more than its share of what CSV and spreadsheets treat specially. */
const hostileText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({
    unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', '"', ',', 'a', '1', '.'),
    maxLength: 12,
  }),
);

const messages = fc.uniqueArray(
  fc.record({
    sid: fc.stringMatching(/^SM[0-9a-f]{32}$/),
    body: hostileText,
    from: hostileText,
    to: hostileText,
  }),
  { selector: (message) => message.sid, maxLength: 8 },
);

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

describe('messagesCsv, for any bodies and numbers', () => {
  it('reads back as a header and one record per message, every value as written or made inert', () => {
    fc.assert(
      fc.property(messages, (fields) => {
        const csv = messagesCsv(fields.map((each) => testMessage(each)));
        expect(csv.startsWith(UTF8_BOM)).toBe(true);
        const [header, ...rows] = parseCsv(csv.slice(UTF8_BOM.length));
        expect(header).toEqual([...RECORD_FIELDS]);
        expect(rows).toHaveLength(fields.length);
        rows.forEach((row, index) => {
          expect(row).toHaveLength(RECORD_FIELDS.length);
          const written = fields[index];
          if (!written) throw new Error('no message for this row');
          for (const field of ['sid', 'body', 'from', 'to'] as const) {
            const value = written[field];
            const cell = row[RECORD_FIELDS.indexOf(field)];
            expect(cell).toBe(FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value);
          }
        });
      }),
    );
  });

  it('never leaves a cell a spreadsheet would run as a formula', () => {
    fc.assert(
      fc.property(messages, (fields) => {
        const [, ...rows] = parseCsv(messagesCsv(fields.map((each) => testMessage(each))).slice(1));
        for (const cell of rows.flat())
          if (FORMULA_START.test(cell)) expect(cell, JSON.stringify(cell)).toMatch(PLAIN_NUMBER);
      }),
    );
  });
});

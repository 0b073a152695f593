/**
 * Properties of the CSV export (issue 12, and issue 46 for other separators), over any text the provider
 * may send: the file reads back, per RFC 4180, as the records written apart from the marks that make them
 * inert, and wherever a spreadsheet splits a line (comma, semicolon, tab, or a line break it does not see
 * quoted), no piece can start a formula.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../test/csv';
import { testMessage } from '../../../test/messageFixture';
import { RECORD_FIELDS } from './messageRecord';
import { UTF8_BOM } from '../../../lib/csv/csvCells';
import { messagesCsv } from './messagesCsv';

/** Text with more than its share of what CSV and spreadsheets treat specially. */
const hostileText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({
    unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', '"', ',', ';', ' ', "'", 'a', '1', '.'),
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
/** Where some spreadsheet may start a new cell: its list separator, whichever it is, or a new line. */
const ANY_SEPARATOR = /[,;\t\r\n]/;
/** The neutralising mark. */
const MARK = "'";

/** Whether `cell` is `value` with marks put in and nothing else changed. */
function isValueWithMarks(cell: string, value: string): boolean {
  let matched = 0;
  for (let index = 0; index < cell.length; index += 1) {
    if (matched < value.length && cell[index] === value[matched]) matched += 1;
    else if (cell[index] !== MARK) return false;
  }
  return matched === value.length;
}

describe('messagesCsv, for any bodies and numbers', () => {
  it('reads back as a header and one record per message, every value as written apart from marks', () => {
    fc.assert(
      fc.property(messages, (fields) => {
        const csv = messagesCsv(
          fields.map((each) => testMessage(each)),
          {},
        );
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
            const cell = row[RECORD_FIELDS.indexOf(field)] ?? '';
            expect(isValueWithMarks(cell, value), JSON.stringify({ value, cell })).toBe(true);
            // Text that could start no formula anywhere is left exactly as it is.
            if (!/[=+\-@]/.test(value) && !FORMULA_START.test(value)) expect(cell).toBe(value);
          }
        });
      }),
    );
  });

  it('leaves no piece a spreadsheet would run, wherever it splits the line', () => {
    fc.assert(
      fc.property(messages, (fields) => {
        const csv = messagesCsv(
          fields.map((each) => testMessage(each)),
          {},
        );
        for (const piece of csv.slice(UTF8_BOM.length).split(ANY_SEPARATOR)) {
          const content = piece.replace(/^[\s"]+|[\s"]+$/g, '');
          if (FORMULA_START.test(content)) expect(content, JSON.stringify(piece)).toMatch(PLAIN_NUMBER);
        }
      }),
    );
  });
});

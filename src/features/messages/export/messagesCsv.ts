/**
 * Messages as CSV (RFC 4180) that a spreadsheet opens safely. Bodies and numbers are untrusted provider
 * text: a cell a spreadsheet would run as a formula is made inert (OWASP's CSV injection advice), and the
 * choices beside it are in docs/decisions/0018-export-formats.md.
 */
import type { Message } from '../../../lib/twilio/models';
import { messageRecord, RECORD_FIELDS } from './messageRecord';

/** Excel reads a CSV as the computer's legacy code page unless it starts with the UTF-8 byte order mark. */
export const UTF8_BOM = '\uFEFF';
/** RFC 4180: records end with CRLF. */
const CRLF = '\r\n';

/** The characters a spreadsheet treats as the start of a formula (OWASP: =, +, -, @, tab, carriage return). */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * Where a spreadsheet may start reading a cell, before a formula character: the start of ours, or after a
 * comma, semicolon, tab (whichever its locale splits at, it does not see our quotes there) or line break,
 * past the spaces and double quotes it trims. The mark goes there.
 */
const FORMULA_WHERE_A_CELL_MAY_START = /(?:^|[,;\t\r\n])[\s"]*(?=[=+\-@])/g;
/**
 * A plain decimal number ('-0.00790', a price): a spreadsheet reads it as that number and nothing else, so
 * it stays a number people can sum. Anything more ('-1+1', '+14155550100', '-2E3') is made inert.
 */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
/**
 * RFC 4180 quotes a field holding a comma, a double quote, CR or LF; a semicolon or tab is quoted too, for
 * spreadsheets that split at those.
 */
const NEEDS_QUOTES = /[",;\t\r\n]/;
/** Spreadsheets show a cell that starts with it as text and never evaluate it. */
const MARK = "'";

function quoted(value: string): string {
  return `"${value.replace(/"/g, '""')}"`;
}

/** `value` with a mark before every formula character any spreadsheet could read at a cell's start. */
function inert(value: string): string {
  if (PLAIN_NUMBER.test(value)) return value;
  // OWASP's tab and carriage return count only at the very start, where the mark goes before them.
  const marked = FORMULA_START.test(value) ? MARK + value : value;
  return marked.replace(FORMULA_WHERE_A_CELL_MAY_START, `$&${MARK}`);
}

/**
 * One cell, inert whichever separator a spreadsheet uses. A marked value is always quoted, so the mark and
 * the value travel as one field whatever follows.
 */
export function csvCell(value: string): string {
  const safe = inert(value);
  return safe !== value || NEEDS_QUOTES.test(safe) ? quoted(safe) : safe;
}

function csvLine(values: readonly string[]): string {
  return values.map(csvCell).join(',') + CRLF;
}

/** The whole file: BOM, a header row of field names, then one row per message in the order given. */
export function messagesCsv(messages: readonly Message[]): string {
  const rows = messages.map((message) => {
    const record = messageRecord(message);
    // Unknown values (null) are empty cells, never 'null' or a made-up 0 or 1970.
    return csvLine(RECORD_FIELDS.map((field) => String(record[field] ?? '')));
  });
  return UTF8_BOM + csvLine(RECORD_FIELDS) + rows.join('');
}

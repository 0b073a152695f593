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
 * A plain decimal number ('-0.00790', a price): a spreadsheet reads it as that number and nothing else, so
 * it stays a number people can sum. Anything more ('-1+1', '+14155550100', '-2E3') is made inert.
 */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
/** RFC 4180: a field holding a comma, a double quote, CR or LF is enclosed in double quotes. */
const NEEDS_QUOTES = /[",\r\n]/;

function quoted(value: string): string {
  return `"${value.replace(/"/g, '""')}"`;
}

/**
 * One cell. A formula-like value gets a leading single quote (spreadsheets show it as text and never
 * evaluate it) and is always quoted, so the quote and the value travel as one field whatever follows.
 */
export function csvCell(value: string): string {
  if (FORMULA_START.test(value) && !PLAIN_NUMBER.test(value)) return quoted(`'${value}`);
  return NEEDS_QUOTES.test(value) ? quoted(value) : value;
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

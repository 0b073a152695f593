/**
 * CSV (RFC 4180) that a spreadsheet opens safely: cells hold provider or person-typed text, so a cell a
 * spreadsheet would run as a formula is made inert (OWASP; docs/decisions/0018-export-formats.md).
 */
/** Excel reads a CSV as the computer's legacy code page unless it starts with the UTF-8 byte order mark. */
export const UTF8_BOM = '\uFEFF';
const CRLF = '\r\n';

/** What a spreadsheet takes for the start of a formula (OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * Where a spreadsheet may start a cell before a formula character: ours, or after any separator a locale
 * splits at (it does not see our quotes) or a line break, past the spaces and quotes it trims.
 */
const FORMULA_WHERE_A_CELL_MAY_START = /(?:^|[,;\t\r\n])[\s"]*(?=[=+\-@])/g;
/** A price ('-0.00790') stays a number people can sum; anything more ('-1+1', '-2E3') is made inert. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
/** RFC 4180's, plus a semicolon or tab for spreadsheets that split at those. */
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

/** One cell, inert whatever the separator; a marked value is quoted, so mark and value stay one field. */
export function csvCell(value: string): string {
  const safe = inert(value);
  return safe !== value || NEEDS_QUOTES.test(safe) ? quoted(safe) : safe;
}

/** One row, its cells joined by commas and ended as RFC 4180 ends a line. */
export function csvLine(values: readonly string[]): string {
  return values.map(csvCell).join(',') + CRLF;
}

/** What reading a contacts file gives, before its numbers are read as phone numbers. */

/** A name and the numbers one line (or card) of the file gives it, as written there. */
export interface ReadContact {
  /** The file's line where the contact starts, counted from 1. */
  line: number;
  name: string;
  numbers: string[];
}

/** Something about one line the person should know: why it is left out, or what was done with it. */
export interface LineProblem {
  line: number;
  reason: string;
  /** True when nothing of the line is imported. */
  skipped: boolean;
}

export interface ReadContactsFile {
  contacts: ReadContact[];
  problems: LineProblem[];
}

/** A file that cannot be read at all: the message says why, in words. */
export class ContactsFileError extends Error {
  override name = 'ContactsFileError';
}

/** What a spreadsheet takes for the start of a formula, after the mark our own export puts before one. */
const MARKED_FORMULA = /^'(?=[=+\-@])/;
const FORMULA_START = /^[=+\-@]/;
// C0 and C1 controls: never part of a name, and a line break would break a row.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]+/g;

/** A cell as the person meant it: without the mark a spreadsheet export puts before a formula character. */
export function unmarked(cell: string): string {
  return cell.trim().replace(MARKED_FORMULA, '');
}

/** A name as it will be kept: one line, spaces collapsed. */
export function cleanName(raw: string): string {
  return unmarked(raw).replace(CONTROLS, ' ').replace(/\s+/g, ' ').trim();
}

/** Whether a spreadsheet would run `name` as a formula: it is kept, as text, and the person is told. */
export function looksLikeFormula(name: string): boolean {
  return FORMULA_START.test(name);
}

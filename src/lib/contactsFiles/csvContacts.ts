import Papa from 'papaparse';
import { foldForSearch } from '../text/foldForSearch';
import {
  cleanName,
  ContactsFileError,
  unmarked,
  type LineProblem,
  type ReadContact,
  type ReadContactsFile,
} from './contactsFile';

/** Where a row keeps its name and its numbers, found from the header or, without one, from the first row. */
interface Columns {
  /** Columns whose cells, joined by spaces, make the name ('First Name', 'Middle Name', 'Last Name'). */
  name: number[];
  /** Used when the name columns are empty: a nickname, then a company. */
  fallbackName: number[];
  /** Each phone column, with the column naming its kind when there is one (Google's "Phone 1 - Label"). */
  phones: { value: number; label: number | null }[];
  /** Whether the first row is a header, not a contact. */
  header: boolean;
}

const FULL_NAME = /^(name|full name|display name|contact name|contact)$/;
const NAME_PARTS = [
  /^(first name|given name|first)$/,
  /^(middle name|additional name|middle)$/,
  /^(last name|family name|surname|last)$/,
];
const FALLBACK_NAMES = [
  /^(nickname|nick name)$/,
  /^(company|organization|organisation|organization name|organization 1 - name)$/,
];
const PHONE = /phone|mobile|cell|telephone|^tel\b|number/;
// A fax or pager cannot take a text; a label or type column describes a number, it is not one.
const NOT_A_TEXTABLE_NUMBER = /fax|pager|label|type/;
/** Google's "Phone 1 - Value" takes its kind from "Phone 1 - Label" (or "- Type" in older exports). */
const GOOGLE_PHONE_VALUE = /^(phone \d+) - value$/;
/** Google puts several numbers of one kind in one cell, between these. */
const GOOGLE_SEPARATOR = ' ::: ';
/** What a number is written with, to tell the number column of a file without a header. */
const WRITTEN_NUMBER = /^\+?[\d\s().-]{3,}$/;

function headerName(cell: string | undefined): string {
  return foldForSearch(unmarked(cell ?? '')).replace(/\s+/g, ' ');
}

function columnsFromHeader(header: readonly string[]): Columns | null {
  const names = header.map(headerName);
  const find = (pattern: RegExp) => names.findIndex((name) => pattern.test(name));
  const full = find(FULL_NAME);
  const parts = NAME_PARTS.map(find).filter((index) => index !== -1);
  const fallbackName = FALLBACK_NAMES.map(find).filter((index) => index !== -1);
  const phones = names.flatMap((name, value) =>
    PHONE.test(name) && !NOT_A_TEXTABLE_NUMBER.test(name) ? [{ value, label: labelColumn(names, name) }] : [],
  );
  const recognised = full !== -1 || parts.length > 0 || fallbackName.length > 0 || phones.length > 0;
  if (!recognised) return null;
  if (phones.length === 0) {
    throw new ContactsFileError(
      `The file has no column of phone numbers. Its columns are: ${listed(header)}. Name one “Phone”.`,
    );
  }
  const name = full !== -1 ? [full] : parts;
  if (name.length === 0 && fallbackName.length === 0) {
    throw new ContactsFileError(
      `The file has no column of names. Its columns are: ${listed(header)}. Name one “Name”, or “First Name” and “Last Name”.`,
    );
  }
  return { name, fallbackName, phones, header: true };
}

/** Without a header a row's number is the cell written like one, and its name the other cells. */
function columnsOfRow(row: readonly string[]): Columns | null {
  const phone = row.findIndex((cell) => WRITTEN_NUMBER.test(unmarked(cell)));
  if (phone === -1) return null;
  const name = row.flatMap((_, index) => (index === phone ? [] : [index]));
  return { name, fallbackName: [], phones: [{ value: phone, label: null }], header: false };
}

/** A file without a header ('Maya Lopez,+14155550100') is known by a number in its first row. */
function columnsWithoutHeader(first: readonly string[]): Columns {
  const columns = columnsOfRow(first);
  if (columns === null) {
    throw new ContactsFileError(
      'The file has no header naming its columns, and its first line has no phone number. Start it with a line “Name,Phone”.',
    );
  }
  return columns;
}

function listed(header: readonly string[]): string {
  const shown = header.slice(0, 12).map((cell) => `“${cell.trim()}”`);
  return header.length > 12 ? `${shown.join(', ')} and ${header.length - 12} more` : shown.join(', ');
}

/** The column naming the kind of Google's "Phone 1 - Value": "Phone 1 - Label" (or "- Type" before). */
function labelColumn(names: readonly string[], phoneName: string): number | null {
  const google = GOOGLE_PHONE_VALUE.exec(phoneName);
  if (google === null) return null;
  const index = names.findIndex((name) => name === `${google[1]} - label` || name === `${google[1]} - type`);
  return index === -1 ? null : index;
}

/**
 * Contacts from CSV: Google Contacts' and Outlook's exports (a name in one column or in first, middle and
 * last; a column per kind of phone) and a plain "name,number" file, with or without a header, split at
 * commas or at semicolons (as spreadsheets in much of Europe write it).
 */
export function readCsvContacts(text: string): ReadContactsFile {
  const contacts: ReadContact[] = [];
  const problems: LineProblem[] = [];
  let columns: Columns | null = null;
  let cursor = 0;
  let line = 1;
  Papa.parse<string[]>(text, {
    step: (result) => {
      const rowLine = line;
      line += countLineBreaks(text, cursor, result.meta.cursor);
      cursor = result.meta.cursor;
      const row = result.data;
      if (row.every((cell) => cell.trim() === '')) return;
      if (columns === null) {
        columns = columnsFromHeader(row) ?? columnsWithoutHeader(row);
        if (columns.header) return;
      }
      if (result.errors.some((error) => error.type === 'Quotes')) {
        problems.push({
          line: rowLine,
          reason: 'A quoted cell is not closed, so the rest of the file reads as one cell. Not imported.',
          skipped: true,
        });
        return;
      }
      const rowColumns = columns.header ? columns : (columnsOfRow(row) ?? columns);
      const name = [rowColumns.name, ...rowColumns.fallbackName.map((index) => [index])]
        .map((indexes) => cleanName(indexes.map((index) => row[index] ?? '').join(' ')))
        .find((candidate) => candidate !== '');
      const numbers = rowColumns.phones.flatMap(({ value, label }) =>
        // Numbers whose label says fax or pager are left out.
        label !== null && /fax|pager/i.test(row[label] ?? '')
          ? []
          : (row[value] ?? '')
              .split(GOOGLE_SEPARATOR)
              .map(unmarked)
              .filter((number) => number !== ''),
      );
      contacts.push({ line: rowLine, name: name ?? '', numbers });
    },
  });
  if (columns === null) throw new ContactsFileError('The file is empty.');
  return { contacts, problems };
}

function countLineBreaks(text: string, from: number, to: number): number {
  let count = 0;
  for (
    let index = text.indexOf('\n', from);
    index !== -1 && index < to;
    index = text.indexOf('\n', index + 1)
  )
    count += 1;
  return count;
}

/**
 * Who a message to many goes to: numbers pasted one per line (with a name before or after, or not), or a
 * contacts file's rows; each number read as its country writes it, each person once.
 */
import type { CountryCode } from 'libphonenumber-js/min';
import type { ReadContactsFile } from '../../../lib/contactsFiles/contactsFile';
import { writtenNumber } from '../../../lib/phoneNumbers/writtenNumber';

/** More than a day of sending at one a second; enough for any list a browser tab should send. */
export const RECIPIENTS_MOST = 5000;

export interface Recipient {
  /** Where it came from: the pasted line, or the file's, from 1. */
  line: number;
  /** As Twilio writes it (E.164). */
  number: string;
  /** '' when the list gave none. */
  name: string;
}

export interface RecipientProblem {
  line: number;
  reason: string;
}

export interface RecipientList {
  recipients: Recipient[];
  /** Lines that give nobody to send to, with why. */
  problems: RecipientProblem[];
  /** Lines whose number an earlier line gave already: left out, so nobody gets two. */
  repeated: number;
  /** Beyond RECIPIENTS_MOST: left out. */
  beyondMost: number;
}

function collect(
  rows: Iterable<{ line: number; name: string; numbers: readonly string[]; text: string }>,
  country: CountryCode | null,
): RecipientList {
  const byNumber = new Map<string, Recipient>();
  const problems: RecipientProblem[] = [];
  let repeated = 0;
  let beyondMost = 0;
  for (const { line, name, numbers, text } of rows) {
    const number = numbers.map((written) => writtenNumber(written, country)).find((read) => read !== null);
    if (number === undefined || number === null) {
      problems.push({
        line,
        reason:
          numbers.length === 0
            ? `No phone number in “${text}”.`
            : `“${numbers[0]}” cannot be read as a phone number${country === null ? ' (write it with + and the country code)' : ''}.`,
      });
      continue;
    }
    const kept = byNumber.get(number);
    if (kept !== undefined) {
      repeated++;
      if (kept.name === '' && name !== '') kept.name = name;
      continue;
    }
    if (byNumber.size >= RECIPIENTS_MOST) {
      beyondMost++;
      continue;
    }
    byNumber.set(number, { line, number, name });
  }
  return { recipients: [...byNumber.values()], problems, repeated, beyondMost };
}

// A cell that is only what a number is written with: '+1 (415) 555-0100', '06 12 34 56 78'.
const NUMBER_CELL = /^\+?[\d\s().-]*\d[\d\s().-]*$/;

/** Pasted lines: a number alone, or with a name before or after it (a comma, semicolon or tab between). */
export function pastedRecipients(text: string, country: CountryCode | null): RecipientList {
  const rows = text.split(/\r\n?|\n/).flatMap((raw, index) => {
    const trimmed = raw.trim();
    if (trimmed === '') return [];
    const cells = trimmed.split(/[,;\t]/).map((cell) => cell.trim());
    const numbers = cells.filter((cell) => NUMBER_CELL.test(cell));
    const name = cells.filter((cell) => cell !== '' && !NUMBER_CELL.test(cell)).join(' ');
    return [{ line: index + 1, name, numbers, text: trimmed }];
  });
  return collect(rows, country);
}

/** A contacts file's rows: the first of a row's numbers that can be read. */
export function fileRecipients(file: ReadContactsFile, country: CountryCode | null): RecipientList {
  const list = collect(
    file.contacts.map(({ line, name, numbers }) => ({ line, name, numbers, text: name })),
    country,
  );
  const skipped = file.problems.filter((problem) => problem.skipped);
  return {
    ...list,
    problems: [...skipped.map(({ line, reason }) => ({ line, reason })), ...list.problems].sort(
      (a, b) => a.line - b.line,
    ),
  };
}

import type { CountryCode } from 'libphonenumber-js/min';
import { writtenNumber } from '../../../lib/phoneNumbers/writtenNumber';
import { CONTACT_NAME_MAX, type Contacts } from '../../../lib/contacts/contacts';
import { countryName } from '../../../lib/phoneNumbers/internationalNumbers';
import { formatPartyNumber } from '../../../lib/phoneNumbers/formatPartyNumber';
import {
  looksLikeFormula,
  type LineProblem,
  type ReadContactsFile,
} from '../../../lib/contactsFiles/contactsFile';

/** What importing does to one number. */
export type ImportChange = 'new' | 'renamed' | 'same';

export interface PlannedContact {
  line: number;
  number: string;
  name: string;
  change: ImportChange;
  /** The name the number has now, when the import gives it another. */
  previousName?: string;
}

export interface ImportPlan {
  /** One per number, in the file's order. */
  contacts: PlannedContact[];
  /** Every line to look at, in the file's order. */
  problems: LineProblem[];
  /** Lines whose number another line already gave: merged into the first. */
  merged: number;
}

/**
 * What importing `file` would change, against the names kept now: each number read (nationally written
 * ones as numbers of `country`), a number the file gives twice merged into its first line, and every line
 * that cannot be imported, or is imported with a change, said in words.
 */
export function planImport(file: ReadContactsFile, country: CountryCode | null, kept: Contacts): ImportPlan {
  const problems: LineProblem[] = [...file.problems];
  const planned = new Map<string, PlannedContact>();
  let merged = 0;
  const countryWords = country === null ? '' : ` of ${countryName(country)}`;
  for (const { line, name, numbers } of file.contacts) {
    if (numbers.length === 0) {
      problems.push({ line, reason: 'No phone number. Not imported.', skipped: true });
      continue;
    }
    if (name === '') {
      problems.push({ line, reason: 'No name. Not imported.', skipped: true });
      continue;
    }
    const shortened = name.slice(0, CONTACT_NAME_MAX);
    if (shortened !== name) {
      problems.push({
        line,
        reason: `The name is longer than ${CONTACT_NAME_MAX} characters: imported as its first ${CONTACT_NAME_MAX}.`,
        skipped: false,
      });
    }
    if (looksLikeFormula(shortened)) {
      problems.push({
        line,
        reason: `The name “${shortened}” starts as a spreadsheet formula does: imported as plain text.`,
        skipped: false,
      });
    }
    const unreadable: string[] = [];
    let takenHere = 0;
    for (const written of numbers) {
      const number = writtenNumber(written, country);
      if (number === null) {
        unreadable.push(`“${written}”`);
        continue;
      }
      takenHere += 1;
      const earlier = planned.get(number);
      if (earlier !== undefined) {
        merged += 1;
        if (earlier.name !== shortened) {
          problems.push({
            line,
            reason: `${formatPartyNumber(number)} is on line ${earlier.line} too: kept as “${earlier.name}”.`,
            skipped: false,
          });
        }
        continue;
      }
      const previousName = kept[number]?.name;
      planned.set(number, {
        line,
        number,
        name: shortened,
        change: previousName === undefined ? 'new' : previousName === shortened ? 'same' : 'renamed',
        ...(previousName !== undefined && previousName !== shortened ? { previousName } : {}),
      });
    }
    if (unreadable.length > 0) {
      const what =
        unreadable.length === 1
          ? `${unreadable[0]} is not a phone number`
          : `${unreadable.join(', ')} are not phone numbers`;
      problems.push({
        line,
        reason: `${what}${countryWords}, nor written with + and a country code. ${takenHere === 0 ? 'Not imported.' : 'Its other numbers are imported.'}`,
        skipped: takenHere === 0,
      });
    }
  }
  problems.sort((a, b) => a.line - b.line);
  return { contacts: [...planned.values()], problems, merged };
}

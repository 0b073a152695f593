import { csvLine, UTF8_BOM } from '../../../lib/csv/csvCells';

/** A contact as the files write it: its name and its number in international form. */
export interface ExportedContact {
  name: string;
  number: string;
}

/** The columns the import reads back, and that a spreadsheet or another address book recognises. */
export const CSV_HEADER = ['Name', 'Phone'] as const;

/** The contacts as CSV: a spreadsheet opens it safely, and the import here reads it back as it was. */
export function contactsCsv(contacts: readonly ExportedContact[]): string {
  return (
    UTF8_BOM + csvLine(CSV_HEADER) + contacts.map(({ name, number }) => csvLine([name, number])).join('')
  );
}

/** 'contacts-2026-12-02.csv': the day in the person's own calendar. */
export function contactsFileName(extension: 'csv' | 'vcf', now: Date): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
  return `contacts-${day}.${extension}`;
}

import { formatLocalDay } from '../format/formatDateTime';

export type ExportFormat = 'csv' | 'json';

/**
 * 'messages-14155550100-2026-11-23.csv', or 'messages-all-numbers-2026-11-23.json' for every number
 * (`phoneNumber` null). Only letters and digits of the number are kept: '+' and spaces are awkward in file
 * names, and the number is provider text. The date is the person's own calendar day of the export.
 */
export function exportFileName(phoneNumber: string | null, format: ExportFormat, now: Date): string {
  const scope = phoneNumber === null ? 'all-numbers' : phoneNumber.replace(/[^A-Za-z0-9]/g, '') || 'number';
  return `messages-${scope}-${formatLocalDay(now)}.${format}`;
}

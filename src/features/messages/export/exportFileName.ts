import { formatLocalDay } from '../../../lib/dates/formatDateTime';

export type ExportFormat = 'csv' | 'json';

/**
 * 'messages-14155550100-2026-11-23.csv', or 'messages-all-numbers-….json' for `phoneNumber` null. Only
 * the number's letters and digits are kept: it is provider text. The day is the person's own.
 */
export function exportFileName(phoneNumber: string | null, format: ExportFormat, now: Date): string {
  const scope = phoneNumber === null ? 'all-numbers' : phoneNumber.replace(/[^A-Za-z0-9]/g, '') || 'number';
  return `messages-${scope}-${formatLocalDay(now)}.${format}`;
}

import { useDeferredValue } from 'react';
import { formatTimeOfDay } from '../format/formatDateTime';

export interface LastPollTimeProps {
  /** When the last poll for new messages answered (ms since the epoch). */
  checkedAt: number;
}

/**
 * 'Checked for new messages at 10:32:05 AM.', rendered just after the rest of the live-updates bar: often
 * the page's first formatted time, which loads the browser's locale data, it need not hold up the numbers
 * and the first poll's results.
 */
export function LastPollTime({ checkedAt }: LastPollTimeProps) {
  const shown = useDeferredValue<number | null>(checkedAt, null);
  if (shown === null) return null;
  return `Checked for new messages at ${formatTimeOfDay(shown)}.`;
}

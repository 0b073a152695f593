import { useDeferredValue } from 'react';
import { formatTimeOfDay } from '../../../lib/dates/formatDateTime';

export interface LastPollTimeProps {
  /** When the last poll for new messages answered (ms since the epoch). */
  checkedAt: number;
}

/**
 * Rendered after the rest of the bar: often the page's first formatted time, which loads the locale's
 * data, it must not hold up the first poll's results.
 */
export function LastPollTime({ checkedAt }: LastPollTimeProps) {
  const shown = useDeferredValue<number | null>(checkedAt, null);
  if (shown === null) return null;
  return `Checked for new messages at ${formatTimeOfDay(shown)}.`;
}

import { useDeferredValue } from 'react';

export interface LastPollTimeProps {
  /** When the last poll for new messages answered (ms since the epoch). */
  checkedAt: number;
}

/**
 * 'Checked for new messages at 10:32:05 AM.', rendered a moment after the rest of the live-updates bar.
 * Usually the page's first formatted time: where the warm-up worker could not load the browser's locale
 * data first (docs/decisions/0028), it is loaded here (about 20 ms, four times that on a slow phone), and
 * would otherwise lengthen the render that shows the numbers and the first poll's results.
 */
export function LastPollTime({ checkedAt }: LastPollTimeProps) {
  const shown = useDeferredValue<number | null>(checkedAt, null);
  if (shown === null) return null;
  return `Checked for new messages at ${new Date(shown).toLocaleTimeString()}.`;
}

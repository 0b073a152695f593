/**
 * A message's time as people say it: 'Just now', '5 min ago', 'Today 14:05', 'Yesterday 14:05',
 * 'Mon 14:05', '22 Nov, 14:05', '22 Nov 2025'. Clock times follow the browser's locale (12 or 24 hours),
 * like the spec's full date, which stays on the card and in the hover text.
 */
import { lazily } from '../../../lib/lazily';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

const clockFormat = lazily(() => new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }));
const weekdayFormat = lazily(() => new Intl.DateTimeFormat('en', { weekday: 'short' }));
const dayMonthFormat = lazily(() => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' }));
const dayMonthYearFormat = lazily(
  () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }),
);

/** Midnight before `timeMs`, in local time. */
function startOfDay(timeMs: number): number {
  const date = new Date(timeMs);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Whole calendar days from `timeMs`'s day to `nowMs`'s day (daylight-saving days count as one). */
function calendarDaysBetween(timeMs: number, nowMs: number): number {
  return Math.round((startOfDay(nowMs) - startOfDay(timeMs)) / (24 * HOUR_MS));
}

export function relativeTime(timeMs: number, nowMs: number): string {
  const ageMs = nowMs - timeMs;
  // A minute either way: the provider's clock and this one never agree to the second.
  if (Math.abs(ageMs) < MINUTE_MS) return 'Just now';
  const date = new Date(timeMs);
  if (ageMs < 0) return dayMonthYearFormat().format(date);
  if (ageMs < HOUR_MS) return `${Math.floor(ageMs / MINUTE_MS)} min ago`;
  const days = calendarDaysBetween(timeMs, nowMs);
  const clock = clockFormat().format(date);
  if (days === 0) return `Today ${clock}`;
  if (days === 1) return `Yesterday ${clock}`;
  if (days < 7) return `${weekdayFormat().format(date)} ${clock}`;
  if (date.getFullYear() === new Date(nowMs).getFullYear())
    return `${dayMonthFormat().format(date)}, ${clock}`;
  return dayMonthYearFormat().format(date);
}

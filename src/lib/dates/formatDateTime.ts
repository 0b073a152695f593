/**
 * Every date and time the app writes: times of day in the browser's locale, the day wording
 * docs/product.md#message-cards fixes kept as it is, and stamps for files that sort.
 */
import { lazily } from '../lazily';

/** A locale tag. Undefined, what the app passes everywhere, is the browser's own; tests name one. */
export type Locale = string | undefined;

// Contract (docs/product.md#message-cards): 'Mon', '22 Nov', '22 Nov 2025' in any locale.
const PRODUCT_DAY_LOCALE = 'en-GB';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

// Made on first use: the first formatter loads the locale's data (lazily.ts).
const weekdayFormat = lazily(() => new Intl.DateTimeFormat(PRODUCT_DAY_LOCALE, { weekday: 'short' }));
const dayMonthFormat = lazily(
  () => new Intl.DateTimeFormat(PRODUCT_DAY_LOCALE, { day: 'numeric', month: 'short' }),
);
const dayMonthYearFormat = lazily(
  () => new Intl.DateTimeFormat(PRODUCT_DAY_LOCALE, { day: 'numeric', month: 'short', year: 'numeric' }),
);
const clockFormats = new Map<Locale, Intl.DateTimeFormat>();

/** '14:05' or '2:05 PM', as the locale writes a time to the minute. */
function formatClock(date: Date, locale: Locale): string {
  let clock = clockFormats.get(locale);
  if (clock === undefined) {
    clock = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' });
    clockFormats.set(locale, clock);
  }
  return clock.format(date);
}

/** The time of day to the minute, as the locale writes it: '10:32 AM' or '10:32'. */
export function formatTimeToMinute(timeMs: number, locale?: Locale): string {
  return formatClock(new Date(timeMs), locale);
}

/** The time of day to the second, as the locale writes it: '10:32:05 AM' or '10:32:05'. */
export function formatTimeOfDay(timeMs: number, locale?: Locale): string {
  return new Date(timeMs).toLocaleTimeString(locale);
}

/**
 * The spec's Date, exactly (docs/product.md#message-cards): ECMAScript's date string, English in every
 * locale, then the time of day in the locale ('Sun Nov 22 2026 11:00:36 AM').
 */
export function formatFullDate(timeMs: number, locale?: Locale): string {
  return `${new Date(timeMs).toDateString()} ${formatTimeOfDay(timeMs, locale)}`;
}

/**
 * A calendar day Twilio names as 'YYYY-MM-DD' (in no time zone) in the product's wording: '1 Dec 2026'.
 * Null for anything else.
 */
export function formatCalendarDay(day: string | null): string | null {
  const parts = day === null ? null : /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (parts === null) return null;
  return dayMonthYearFormat().format(new Date(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])));
}

/** Midnight before `timeMs`, in local time. */
function startOfDay(timeMs: number): number {
  const date = new Date(timeMs);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Whole calendar days from `timeMs`'s day to `nowMs`'s day (daylight-saving days count as one). */
function calendarDaysBetween(timeMs: number, nowMs: number): number {
  return Math.round((startOfDay(nowMs) - startOfDay(timeMs)) / (24 * HOUR_MS));
}

/**
 * A message's time as people say it (docs/product.md#message-cards): 'Just now', '5 min ago',
 * 'Today 14:05', 'Yesterday 14:05', 'Mon 14:05', '22 Nov, 14:05', '22 Nov 2025', with the clock time
 * in the locale.
 */
export function relativeTime(timeMs: number, nowMs: number, locale?: Locale): string {
  const ageMs = nowMs - timeMs;
  // A minute either way: the provider's clock and this one never agree to the second.
  if (Math.abs(ageMs) < MINUTE_MS) return 'Just now';
  const date = new Date(timeMs);
  if (ageMs < 0) return dayMonthYearFormat().format(date);
  if (ageMs < HOUR_MS) return `${Math.floor(ageMs / MINUTE_MS)} min ago`;
  const days = calendarDaysBetween(timeMs, nowMs);
  const clock = formatClock(date, locale);
  if (days === 0) return `Today ${clock}`;
  if (days === 1) return `Yesterday ${clock}`;
  if (days < 7) return `${weekdayFormat().format(date)} ${clock}`;
  if (date.getFullYear() === new Date(nowMs).getFullYear())
    return `${dayMonthFormat().format(date)}, ${clock}`;
  return dayMonthYearFormat().format(date);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The local calendar day, as a file name writes it: '2026-11-23'. */
export function formatLocalDay(date: Date): string {
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

/** The local day and time to the minute, as a file name writes it: '2026-11-23 14h05'. */
export function formatLocalStamp(date: Date): string {
  return `${formatLocalDay(date)} ${twoDigits(date.getHours())}h${twoDigits(date.getMinutes())}`;
}

/** The latest time a JavaScript Date can hold; beyond it toISOString throws. */
const MAX_DATE_MS = 8.64e15;

/** ISO 8601 in UTC to the second (Twilio's dates have no finer part), or null for no readable date. */
export function formatIsoDate(ms: number | null): string | null {
  if (ms === null || !Number.isFinite(ms) || Math.abs(ms) > MAX_DATE_MS) return null;
  return new Date(ms).toISOString().replace(/\.000Z$/, 'Z');
}

/**
 * How long until `timeMs`, as people say it: 'in 45 min', 'in 2 h 20 min', 'in 14 h', and from two days on
 * 'in 5 days', counted in calendar days.
 */
function timeUntil(timeMs: number, nowMs: number): string {
  const minutes = Math.max(0, Math.round((timeMs - nowMs) / MINUTE_MS));
  if (minutes < 60) return `in ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours < 10 && rest > 0) return `in ${hours} h ${rest} min`;
  if (hours < 48) return `in ${Math.round(minutes / 60)} h`;
  return `in ${-calendarDaysBetween(timeMs, nowMs)} days`;
}

/**
 * A time to come, as people say it (docs/product.md#send-later): 'Today 18:30, in 45 min',
 * 'Tomorrow 9:00, in 14 h', 'Fri 09:00, in 3 days', '22 Dec, 09:00, in 19 days', with the clock time in the
 * locale and the day in the person's time zone.
 */
export function futureTime(timeMs: number, nowMs: number, locale?: Locale): string {
  const date = new Date(timeMs);
  const days = -calendarDaysBetween(timeMs, nowMs);
  const clock = formatClock(date, locale);
  const day =
    days <= 0
      ? `Today ${clock}`
      : days === 1
        ? `Tomorrow ${clock}`
        : days < 7
          ? `${weekdayFormat().format(date)} ${clock}`
          : date.getFullYear() === new Date(nowMs).getFullYear()
            ? `${dayMonthFormat().format(date)}, ${clock}`
            : `${dayMonthYearFormat().format(date)}, ${clock}`;
  return `${day}, ${timeUntil(timeMs, nowMs)}`;
}

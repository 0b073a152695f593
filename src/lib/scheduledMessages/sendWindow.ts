/**
 * Twilio's window for a scheduled message (docs/product.md#send-later): from 15 minutes to 35 days after
 * the request, both inclusive; and the `datetime-local` value a person types, read in their time zone.
 */

export const SCHEDULE_MIN_MS = 15 * 60_000;
export const SCHEDULE_MAX_MS = 35 * 24 * 60 * 60_000;

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A `datetime-local` value ('2026-12-04T09:00') as the moment it names in this browser's time zone; null
 * for anything else. A time a clock change skips (02:30 on a spring-forward night) reads as the moment the
 * clocks show after it, as the browser's Date does: what is shown back in words is what will be sent.
 */
export function parseLocalDateTime(value: string): number | null {
  const match = LOCAL_DATE_TIME.exec(value);
  if (match === null) return null;
  const [year, month, day, hours, minutes] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(year, month - 1, day, hours, minutes);
  // Month 13 or day 32 roll over in Date: not a day anyone typed.
  if (date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date.getTime();
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The `datetime-local` value of a moment, in this browser's time zone, to the minute. */
export function localDateTimeValue(timeMs: number): string {
  const date = new Date(timeMs);
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}T${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** Why Twilio would refuse to schedule at `sendAtMs` if asked at `nowMs`, in words; null when it fits. */
export function sendAtProblem(sendAtMs: number | null, nowMs: number): string | null {
  if (sendAtMs === null) return 'Choose the day and the time to send it.';
  if (sendAtMs - nowMs < SCHEDULE_MIN_MS) return 'Choose a time at least 15 minutes from now.';
  if (sendAtMs - nowMs > SCHEDULE_MAX_MS) return 'Choose a time at most 35 days from now.';
  return null;
}

/** SendAt as Twilio takes it: ISO 8601 in UTC, to the second. */
export function sendAtParameter(sendAtMs: number): string {
  return new Date(sendAtMs).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

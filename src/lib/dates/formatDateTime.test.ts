import { describe, expect, it } from 'vitest';
import { formatFullDate, futureTime, relativeTime } from './formatDateTime';

const at = (text: string) => new Date(text).getTime();
/** The locale the test process runs in, which the app takes when it names none. */
const BROWSER_LOCALE = new Intl.DateTimeFormat().resolvedOptions().locale;

describe('relativeTime', () => {
  const now = at('2026-11-23T15:30:20');

  it('says minutes for the last hour, and "Just now" for a minute either way of the clock', () => {
    expect(relativeTime(at('2026-11-23T15:30:00'), now)).toBe('Just now');
    expect(relativeTime(at('2026-11-23T15:30:50'), now)).toBe('Just now');
    expect(relativeTime(at('2026-11-23T15:29:20'), now)).toBe('1 min ago');
    expect(relativeTime(at('2026-11-23T14:30:21'), now)).toBe('59 min ago');
  });

  it('gives the clock time with the day after that: today, yesterday, a weekday, a date', () => {
    expect(relativeTime(at('2026-11-23T00:05:00'), now, 'en-US')).toBe('Today 12:05 AM');
    expect(relativeTime(at('2026-11-22T23:59:00'), now, 'en-US')).toBe('Yesterday 11:59 PM');
    expect(relativeTime(at('2026-11-17T09:00:00'), now, 'en-US')).toBe('Tue 9:00 AM');
    expect(relativeTime(at('2026-11-16T09:00:00'), now, 'en-US')).toBe('16 Nov, 9:00 AM');
    expect(relativeTime(at('2025-12-31T09:00:00'), now, 'en-US')).toBe('31 Dec 2025');
  });

  it("writes the clock time in the browser's locale, and the days as the product writes them in any", () => {
    expect(relativeTime(at('2026-11-22T23:59:00'), now, 'en-GB')).toBe('Yesterday 23:59');
    expect(relativeTime(at('2026-11-17T14:05:00'), now, 'de-DE')).toBe('Tue 14:05');
    expect(relativeTime(at('2026-11-16T14:05:00'), now, 'de-DE')).toBe('16 Nov, 14:05');
    expect(relativeTime(at('2025-12-31T09:00:00'), now, 'de-DE')).toBe('31 Dec 2025');
    // Naming no locale is the browser's own.
    for (const time of ['2026-11-23T00:05:00', '2026-11-17T09:00:00', '2026-11-16T09:00:00'])
      expect(relativeTime(at(time), now)).toBe(relativeTime(at(time), now, BROWSER_LOCALE));
  });

  it('shows a time well ahead of this clock as a date, never as "in the past"', () => {
    expect(relativeTime(at('2026-11-23T16:30:00'), now)).toBe('23 Nov 2026');
  });
});

describe('formatFullDate', () => {
  it("is the spec's date string, then the time of day in the browser's locale", () => {
    expect(formatFullDate(at('2026-11-22T11:00:36'), 'en-US')).toBe('Sun Nov 22 2026 11:00:36 AM');
    expect(formatFullDate(at('2026-11-22T14:05:09'), 'en-GB')).toBe('Sun Nov 22 2026 14:05:09');
    expect(formatFullDate(at('2026-11-22T14:05:09'))).toBe(
      formatFullDate(at('2026-11-22T14:05:09'), BROWSER_LOCALE),
    );
  });
});

describe('futureTime', () => {
  const now = at('2026-12-03T19:00:00');

  it('names the day in words, then the clock time, then how long until it', () => {
    expect(futureTime(at('2026-12-03T19:45:00'), now, 'en-GB')).toBe('Today 19:45, in 45 min');
    expect(futureTime(at('2026-12-03T21:20:00'), now, 'en-GB')).toBe('Today 21:20, in 2 h 20 min');
    expect(futureTime(at('2026-12-04T09:00:00'), now, 'en-GB')).toBe('Tomorrow 9:00, in 14 h');
    expect(futureTime(at('2026-12-04T09:00:00'), now, 'en-US')).toBe('Tomorrow 9:00 AM, in 14 h');
    expect(futureTime(at('2026-12-06T09:00:00'), now, 'en-GB')).toBe('Sun 9:00, in 3 days');
    expect(futureTime(at('2026-12-22T09:00:00'), now, 'en-GB')).toBe('22 Dec, 9:00, in 19 days');
    expect(futureTime(at('2027-01-07T09:00:00'), now, 'en-GB')).toBe('7 Jan 2027, 9:00, in 35 days');
  });

  it('takes a day boundary from the calendar, not from 24 hours', () => {
    const lateEvening = at('2026-12-03T23:50:00');
    expect(futureTime(at('2026-12-04T00:10:00'), lateEvening, 'en-GB')).toBe('Tomorrow 0:10, in 20 min');
  });
});

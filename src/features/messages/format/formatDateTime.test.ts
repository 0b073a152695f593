import { describe, expect, it } from 'vitest';
import { relativeTime } from './relativeTime';

const at = (text: string) => new Date(text).getTime();
const clock = (text: string) =>
  new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }).format(new Date(text));

describe('relativeTime', () => {
  const now = at('2026-11-23T15:30:20');

  it('says minutes for the last hour, and "Just now" for a minute either way of the clock', () => {
    expect(relativeTime(at('2026-11-23T15:30:00'), now)).toBe('Just now');
    expect(relativeTime(at('2026-11-23T15:30:50'), now)).toBe('Just now');
    expect(relativeTime(at('2026-11-23T15:29:20'), now)).toBe('1 min ago');
    expect(relativeTime(at('2026-11-23T14:30:21'), now)).toBe('59 min ago');
  });

  it('gives the clock time with the day after that: today, yesterday, a weekday, a date', () => {
    expect(relativeTime(at('2026-11-23T00:05:00'), now)).toBe(`Today ${clock('2026-11-23T00:05:00')}`);
    expect(relativeTime(at('2026-11-22T23:59:00'), now)).toBe(`Yesterday ${clock('2026-11-22T23:59:00')}`);
    expect(relativeTime(at('2026-11-17T09:00:00'), now)).toBe(`Tue ${clock('2026-11-17T09:00:00')}`);
    expect(relativeTime(at('2026-11-16T09:00:00'), now)).toBe(`16 Nov, ${clock('2026-11-16T09:00:00')}`);
    expect(relativeTime(at('2025-12-31T09:00:00'), now)).toBe('31 Dec 2025');
  });

  it('shows a time well ahead of this clock as a date, never as "in the past"', () => {
    expect(relativeTime(at('2026-11-23T16:30:00'), now)).toBe('23 Nov 2026');
  });
});

import { describe, expect, it } from 'vitest';
import {
  localDateTimeValue,
  parseLocalDateTime,
  SCHEDULE_MAX_MS,
  SCHEDULE_MIN_MS,
  sendAtParameter,
  sendAtProblem,
} from './sendWindow';

describe('the scheduling window', () => {
  const now = Date.UTC(2026, 11, 3, 19, 0, 0);

  it("takes Twilio's window, both ends included, and says why a time is outside it", () => {
    expect(sendAtProblem(now + SCHEDULE_MIN_MS, now)).toBeNull();
    expect(sendAtProblem(now + SCHEDULE_MAX_MS, now)).toBeNull();
    expect(sendAtProblem(now + SCHEDULE_MIN_MS - 1000, now)).toBe(
      'Choose a time at least 15 minutes from now.',
    );
    expect(sendAtProblem(now - 60_000, now)).toBe('Choose a time at least 15 minutes from now.');
    expect(sendAtProblem(now + SCHEDULE_MAX_MS + 1000, now)).toBe('Choose a time at most 35 days from now.');
    expect(sendAtProblem(null, now)).toBe('Choose the day and the time to send it.');
  });

  it('reads a datetime-local value in the local time zone, and writes one back', () => {
    const local = parseLocalDateTime('2026-12-04T09:05');
    expect(local).toBe(new Date(2026, 11, 4, 9, 5).getTime());
    expect(localDateTimeValue(local ?? 0)).toBe('2026-12-04T09:05');
    for (const text of ['', '2026-12-04', '2026-13-04T09:00', '2026-02-30T09:00', '2026-12-04T09:00Z'])
      expect(parseLocalDateTime(text), text).toBeNull();
  });

  it('sends SendAt in UTC to the second, as Twilio documents it', () => {
    expect(sendAtParameter(Date.UTC(2026, 11, 4, 17, 0, 0, 250))).toBe('2026-12-04T17:00:00Z');
  });
});

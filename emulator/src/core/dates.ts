/** Twilio writes dates as RFC 2822 in GMT: `Tue, 14 Nov 2023 09:26:35 +0000`. */
export function rfc2822(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toUTCString().replace('GMT', '+0000');
}

export const DAY_MS = 86_400_000;

/**
 * Reads a `DateSent` filter value. A bare day (`2023-11-14`) means that whole UTC day; anything else
 * Date.parse understands (RFC 2822, ISO 8601) is an instant. Returns null when the value is unreadable.
 */
export function parseDateFilter(value: string): { start: number; end: number } | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (day) {
    const start = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
    return Number.isNaN(start) ? null : { start, end: start + DAY_MS };
  }
  const instant = Date.parse(value);
  if (Number.isNaN(instant)) return null;
  return { start: instant, end: instant + 1000 };
}

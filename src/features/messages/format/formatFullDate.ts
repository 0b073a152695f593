/** The spec's date: the date string plus the local time ('Sun Nov 22 2026 11:00:36 AM'). */
export function formatFullDate(timeMs: number): string {
  const date = new Date(timeMs);
  return `${date.toDateString()} ${date.toLocaleTimeString()}`;
}

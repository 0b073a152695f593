/**
 * Checks for the few values the sign-in screen reads back (its settings, the stored credentials, the demo
 * hint), written out: the schema library stays with the pages that check provider answers (decision 0059).
 */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether `value` is one of `choices`. */
export function isOneOf<T>(choices: readonly T[], value: unknown): value is T {
  return (choices as readonly unknown[]).includes(value);
}

/** A copy of `value` holding `keys` alone, when it is an object whose `keys` are all strings; else null. */
export function stringFields<K extends string>(value: unknown, keys: readonly K[]): Record<K, string> | null {
  if (!isRecord(value)) return null;
  const fields: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const field = value[key];
    if (typeof field !== 'string') return null;
    fields[key] = field;
  }
  return fields as Record<K, string>;
}

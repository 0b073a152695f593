/**
 * A value made on first use and kept: for costly objects (an Intl formatter loads the locale's data) that
 * have no place in the long task that evaluates a chunk.
 */
export function lazily<T>(create: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: create() }).value;
}

/**
 * A value made on first use and kept. For objects that are costly to make and not needed while a chunk
 * loads: an Intl formatter or segmenter loads its locale's data, 10 to 20 ms each on a slow phone, which
 * at the top of a module lands in the one long task that evaluates the chunk (Lighthouse's Total
 * Blocking Time as the Messages page opens).
 */
export function lazily<T>(create: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: create() }).value;
}

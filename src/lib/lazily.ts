/**
 * A value made on first use and kept. For objects that are costly to make and not needed while a chunk
 * loads: the page's first Intl formatter or segmenter loads the browser's locale data (about 20 ms on a
 * laptop, four times that on a slow phone), and each further one its own patterns. At the top of a module
 * that lands in the one long task that evaluates the chunk (Lighthouse's Total Blocking Time as the
 * Messages page opens).
 */
export function lazily<T>(create: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: create() }).value;
}

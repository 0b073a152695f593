/**
 * A value made on first use and kept: for costly objects (an Intl formatter loads the locale's data), made
 * when first needed rather than while their module loads.
 */
export function lazily<T>(create: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: create() }).value;
}

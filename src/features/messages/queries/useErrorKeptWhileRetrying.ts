import { useState } from 'react';

/**
 * A query's error, kept while a retry runs: TanStack Query clears it at once, which would make the banner
 * and its focused 'Try again' vanish and come back. Another `subject` (a number) starts afresh.
 */
export function useErrorKeptWhileRetrying(error: unknown, fetching: boolean, subject = ''): unknown {
  const [kept, setKept] = useState<{ subject: string; error: unknown } | null>(null);
  // Adjusting state while rendering (React's documented pattern for state derived from changing props).
  if (error !== null && (kept === null || kept.error !== error || kept.subject !== subject))
    setKept({ subject, error });
  if (error === null && !fetching && kept !== null) setKept(null);
  if (error !== null) return error;
  return fetching && kept?.subject === subject ? kept.error : null;
}

import { useState } from 'react';

/**
 * A query's error, still given while a retry of it runs. TanStack Query clears the error of a query that
 * has no data yet as soon as it fetches again, which would make the banner (and its 'Try again' button,
 * with the keyboard focus on it) vanish and come back; the banner's text stays until the retry is over.
 * `subject` names what failed (a number, say): another subject starts afresh.
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

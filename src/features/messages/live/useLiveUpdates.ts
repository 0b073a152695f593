import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { usePreference } from '../../../lib/preferences/preferences';
import { liveQuery } from './liveQueries';
import { useSignedInCredentials } from '../queries/useSignedInCredentials';

/**
 * Runs live updates' polls; mounted once, by the page. A window getting the focus back (the tab stayed
 * visible) is one more moment the person is back, beside TanStack Query's own visibility check.
 */
export function useLiveUpdates() {
  const credentials = useSignedInCredentials();
  const queryClient = useQueryClient();
  const liveIntervalS = usePreference('liveIntervalS');
  const query = useQuery(liveQuery(credentials, queryClient, liveIntervalS * 1000));
  const { refetch } = query;

  useEffect(() => {
    if (liveIntervalS === 0) return;
    const pollNow = () => void refetch({ cancelRefetch: false });
    window.addEventListener('focus', pollNow);
    return () => window.removeEventListener('focus', pollNow);
  }, [liveIntervalS, refetch]);

  /** The Refresh control: a poll now, unless one is already under way. */
  const refresh = useCallback(() => refetch({ cancelRefetch: false }), [refetch]);
  return { state: query.data, isPolling: query.isFetching, refresh };
}

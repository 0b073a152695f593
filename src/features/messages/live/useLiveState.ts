import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usePreference } from '../../../lib/preferences/preferences';
import { NOT_STARTED, type LiveState } from './liveState';
import { liveQuery } from './liveQueries';
import { useSignedInCredentials } from '../queries/useSignedInCredentials';

/**
 * What live updates know; reads only (the page's `useLiveUpdates` polls). It still carries the real query
 * function: a query's options come from its latest observer, and a refetch must find one.
 */
export function useLiveState(): LiveState {
  const credentials = useSignedInCredentials();
  const queryClient = useQueryClient();
  const liveIntervalS = usePreference('liveIntervalS');
  const { data } = useQuery({
    ...liveQuery(credentials, queryClient, liveIntervalS * 1000),
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchInterval: false,
  });
  return data ?? NOT_STARTED;
}

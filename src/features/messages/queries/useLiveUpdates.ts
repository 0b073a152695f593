import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { usePreference } from '../../../lib/preferences/preferences';
import { startMarkers } from '../../../lib/preferences/readMarkers';
import { liveQuery } from './messagesQueries';
import { useSignedInCredentials } from './useSignedInCredentials';

/**
 * Runs live updates for the page (mounted once, by the page): the looks, on the person's chosen interval.
 * TanStack Query looks again when the tab becomes visible; a window that gets the focus back (another
 * window was in front, the tab stayed visible) is one more moment the person is back.
 */
export function useLiveUpdates() {
  const credentials = useSignedInCredentials();
  const queryClient = useQueryClient();
  const liveIntervalS = usePreference('liveIntervalS');
  const query = useQuery(liveQuery(credentials, queryClient, liveIntervalS * 1000));
  const { refetch } = query;

  useEffect(() => {
    if (liveIntervalS === 0) return;
    const lookNow = () => void refetch({ cancelRefetch: false });
    window.addEventListener('focus', lookNow);
    return () => window.removeEventListener('focus', lookNow);
  }, [liveIntervalS, refetch]);

  // The first look sets where unread starts for an account this browser has not seen before.
  const firstLook = query.data?.started === true ? query.data.messages : null;
  useEffect(() => {
    if (firstLook === null) return;
    let newest = 0;
    for (const message of firstLook) newest = Math.max(newest, message.dateCreatedMs ?? 0);
    startMarkers(credentials.accountSid, newest);
  }, [firstLook, credentials.accountSid]);

  /** The Refresh control: a look now, unless one is already under way. */
  const refresh = useCallback(() => refetch({ cancelRefetch: false }), [refetch]);
  return { state: query.data, isLooking: query.isFetching, refresh };
}

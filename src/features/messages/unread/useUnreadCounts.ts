import { useMemo, useSyncExternalStore } from 'react';
import { subscribeLocal } from '../../../lib/preferences/localStore';
import { readMarkers } from './readMarkers';
import { useLiveState } from '../live/useLiveState';
import { useSignedInCredentials } from '../queries/useSignedInCredentials';
import { isUnreadBy } from './useReadMarkers';

/** Unread inbound messages per number, from what live updates know; a number with none is absent. */
export function useUnreadCounts(): ReadonlyMap<string, number> {
  const { accountSid } = useSignedInCredentials();
  const { messages } = useLiveState();
  // A marker moved here or in another tab counts again; the stored text is the snapshot's identity.
  const storedMarkers = useSyncExternalStore(subscribeLocal, () => JSON.stringify(readMarkers(accountSid)));
  const counts = useMemo(() => {
    const markers = readMarkers(accountSid);
    const counts = new Map<string, number>();
    for (const message of messages) {
      if (isUnreadBy(markers, message)) counts.set(message.to, (counts.get(message.to) ?? 0) + 1);
    }
    return counts;
    // storedMarkers: recount when a marker moves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [accountSid, messages, storedMarkers]);
  // Every poll brings a new list, mostly with the same counts: the same map spares the dropdown a render.
  const sameCountsKey = [...counts].join(';');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => counts, [sameCountsKey]);
}

/**
 * Unread, as the person sees it: an inbound message is unread when it is newer than their last look at
 * the number it was sent to (lib/preferences/readMarkers.ts). Opening a view takes a snapshot of the
 * markers — what was unread stays marked while the person reads — and moves the markers of the numbers
 * shown to now, again each time live updates look while the page is visible.
 */
import { useEffect, useMemo, useState } from 'react';
import { lastReadAt, markRead, readMarkers, type ReadMarkers } from '../../lib/preferences/readMarkers';
import type { Message } from '../../lib/twilio/models';
import { useLiveState } from './queries/useLiveState';
import { useSignedInCredentials } from './queries/useSignedInCredentials';

export function isUnreadBy(markers: ReadMarkers, message: Message): boolean {
  return (
    message.isInbound &&
    message.dateCreatedMs !== null &&
    message.dateCreatedMs > lastReadAt(markers, message.to)
  );
}

/** For a view of `numbers`: which of its messages to mark unread. */
export function useUnreadMarks(numbers: readonly string[]): (message: Message) => boolean {
  const { accountSid } = useSignedInCredentials();
  const { checkedAt } = useLiveState();
  const viewKey = numbers.join(' ');
  // Taken when the view opens (or shows other numbers), not on every render.
  const [snapshot, setSnapshot] = useState(() => ({ viewKey, markers: readMarkers(accountSid) }));
  if (snapshot.viewKey !== viewKey) setSnapshot({ viewKey, markers: readMarkers(accountSid) });

  useEffect(() => {
    if (document.visibilityState === 'hidden') return;
    const now = Date.now();
    for (const phoneNumber of viewKey.split(' '))
      if (phoneNumber !== '') markRead(accountSid, phoneNumber, now);
  }, [accountSid, viewKey, checkedAt]);

  return useMemo(() => {
    const markers = snapshot.markers;
    return (message: Message) => isUnreadBy(markers, message);
  }, [snapshot]);
}

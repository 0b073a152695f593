/**
 * Unread, as the person sees it (readMarkers.ts). A view marks from a snapshot taken as it opens, so marks
 * stay while the person reads; what it shows, while visible, moves the markers on.
 */
import { useEffect, useMemo, useState } from 'react';
import { lastReadAt, markRead, readMarkers, type ReadMarkers } from './readMarkers';
import type { Message } from '../../../lib/twilio/models';
import { useSignedInCredentials } from '../queries/useSignedInCredentials';

export function isUnreadBy(markers: ReadMarkers | null, message: Message): boolean {
  return (
    message.isInbound &&
    message.dateCreatedMs !== null &&
    message.dateCreatedMs > lastReadAt(markers, message.to)
  );
}

/**
 * For a view of `numbers` showing `messages`: which of them to mark unread. `active`: the view is on screen
 * (not a hidden tab panel), so what it shows counts as read.
 */
export function useUnreadMarks(
  numbers: readonly string[],
  messages: readonly Message[],
  active = true,
): (message: Message) => boolean {
  const { accountSid } = useSignedInCredentials();
  const viewKey = numbers.join(' ');
  // Taken when the view opens (or shows other numbers), or once the first poll has set the markers.
  const [snapshot, setSnapshot] = useState(() => ({ viewKey, markers: readMarkers(accountSid) }));
  if (snapshot.viewKey !== viewKey || snapshot.markers === null) {
    const markers = readMarkers(accountSid);
    if (snapshot.viewKey !== viewKey || markers !== null) setSnapshot({ viewKey, markers });
  }

  useEffect(() => {
    if (!active || document.visibilityState === 'hidden') return;
    const shown = new Set(viewKey.split(' '));
    const newest = new Map<string, number>();
    for (const message of messages) {
      if (!message.isInbound || message.dateCreatedMs === null || !shown.has(message.to)) continue;
      newest.set(message.to, Math.max(newest.get(message.to) ?? -Infinity, message.dateCreatedMs));
    }
    for (const [phoneNumber, time] of newest) markRead(accountSid, phoneNumber, time);
  }, [accountSid, viewKey, messages, active]);

  return useMemo(() => {
    const markers = snapshot.markers;
    return (message: Message) => isUnreadBy(markers, message);
  }, [snapshot]);
}

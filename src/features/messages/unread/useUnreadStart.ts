import { useEffect } from 'react';
import { useLiveState } from '../live/useLiveState';
import { useSignedInCredentials } from '../queries/useSignedInCredentials';
import { startMarkers } from './readMarkers';

/**
 * Where unread starts for an account this browser has not seen before: at the newest message of the first
 * poll. Mounted once, by the page; later polls leave markers that are already set alone.
 */
export function useUnreadStart() {
  const { accountSid } = useSignedInCredentials();
  const { started, messages } = useLiveState();
  useEffect(() => {
    if (!started) return;
    let newest = 0;
    for (const message of messages) newest = Math.max(newest, message.dateCreatedMs ?? 0);
    startMarkers(accountSid, newest);
  }, [started, messages, accountSid]);
}

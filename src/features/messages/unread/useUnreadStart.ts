import { useEffect } from 'react';
import { useLiveState } from '../live/useLiveState';
import { useSignedInCredentials } from '../queries/useSignedInCredentials';
import { startMarkers } from './readMarkers';

/** For an account new to this browser, unread starts after the first poll's newest message. */
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

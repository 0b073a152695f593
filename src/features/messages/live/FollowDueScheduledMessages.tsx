import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSendTimes } from '../../../lib/scheduledMessages/scheduledSendTimes';
import { useMinuteClock } from '../format/useMinuteClock';
import { useSignedInCredentials } from '../queries/useSignedInCredentials';
import { FOLLOW_FOR_MS, followSentMessage } from './liveQueries';

/**
 * A message scheduled from this browser is followed from its time on, like one sent then: Twilio sends it
 * at that minute, and its statuses come as usual; before, nothing is read for it. A component of its own,
 * rendering nothing, so the minute's tick re-renders only it.
 */
export function FollowDueScheduledMessages() {
  const { accountSid } = useSignedInCredentials();
  const queryClient = useQueryClient();
  const sendTimes = useSendTimes(accountSid);
  const nowMs = useMinuteClock();
  useEffect(() => {
    for (const [sid, sendAtMs] of Object.entries(sendTimes))
      if (sendAtMs <= nowMs && nowMs < sendAtMs + FOLLOW_FOR_MS)
        followSentMessage(queryClient, accountSid, sid, sendAtMs);
  }, [queryClient, accountSid, sendTimes, nowMs]);
  return null;
}

import { useSendTimes } from '../../../lib/scheduledMessages/scheduledSendTimes';
import { futureTime } from '../../../lib/dates/formatDateTime';
import { useMinuteClock } from '../format/useMinuteClock';
import { useSignedInCredentials } from '../queries/useSignedInCredentials';

/**
 * Beside a scheduled message's status: when it goes out, for one scheduled from this browser (Twilio's
 * answer does not say). Rendered only for scheduled messages, so the hooks cost nothing elsewhere.
 */
export function ScheduledFor({ sid }: { sid: string }) {
  const { accountSid } = useSignedInCredentials();
  const sendAtMs = useSendTimes(accountSid)[sid];
  const nowMs = useMinuteClock();
  if (sendAtMs === undefined) return null;
  return <span className="small text-body-secondary ms-2">Scheduled for {futureTime(sendAtMs, nowMs)}</span>;
}

import { relativeTime } from '../format/formatDateTime';
import { useMinuteClock } from '../format/useMinuteClock';
import type { OptOut } from './optOuts';

/** What an opt-out means for sending, where a person writes to them. */
export function OptOutNotice({ optOut }: { optOut: OptOut }) {
  const nowMs = useMinuteClock();
  const when = optOut.atMs === null ? '' : ` (${relativeTime(optOut.atMs, nowMs)})`;
  return (
    <p className="small mb-0">
      <strong>Opted out:</strong> they replied {optOut.keyword} to this number{when}. Twilio refuses messages
      to them from it (error 21610) until they reply START.
    </p>
  );
}

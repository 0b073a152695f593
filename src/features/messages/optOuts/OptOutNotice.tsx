import { relativeTime } from '../../../lib/dates/formatDateTime';
import { useMinuteClock } from '../format/useMinuteClock';
import type { OptOut } from './optOuts';

/**
 * What an opt-out means for sending, where a person writes to them. `inline`: inside a field's hint, which
 * is phrasing content (a span on a line of its own).
 */
export function OptOutNotice({ optOut, inline = false }: { optOut: OptOut; inline?: boolean }) {
  const nowMs = useMinuteClock();
  const when = optOut.atMs === null ? '' : ` (${relativeTime(optOut.atMs, nowMs)})`;
  const Element = inline ? 'span' : 'p';
  return (
    <Element className={inline ? 'opt-out-notice' : 'small mb-0'}>
      <strong>Opted out:</strong> they replied {optOut.keyword} to this number{when}. Twilio refuses messages
      to them from it (error 21610) until they reply START.
    </Element>
  );
}

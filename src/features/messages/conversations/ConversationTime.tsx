import { formatFullDate } from '../../../lib/dates/formatDateTime';
import { MessageTime } from '../card/MessageTime';

/**
 * A message's time in a row or a bubble: relative on screen with the full date on hover (MessageTime),
 * and the full date for screen readers, which a card says in its Date field and a bubble has no room for.
 */
export function ConversationTime({ timeMs }: { timeMs: number | null }) {
  if (timeMs === null) return <span className="conversation-time">Date unknown</span>;
  const fullDate = formatFullDate(timeMs);
  return (
    <span className="conversation-time">
      <span aria-hidden="true">
        <MessageTime timeMs={timeMs} fullDate={fullDate} />
      </span>
      <span className="visually-hidden">{fullDate}</span>
    </span>
  );
}

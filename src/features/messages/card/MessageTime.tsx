import { relativeTime } from '../../../lib/dates/formatDateTime';
import { useMinuteClock } from '../format/useMinuteClock';

export interface MessageTimeProps {
  timeMs: number;
  /** The spec's full date and local time: shown on hover; the card's Date field says it in words. */
  fullDate: string;
}

/** When a message was created, as people say it ('5 min ago'), kept current by the shared minute clock. */
export function MessageTime({ timeMs, fullDate }: MessageTimeProps) {
  const nowMs = useMinuteClock();
  return (
    <time className="message-card__when" dateTime={new Date(timeMs).toISOString()} title={fullDate}>
      {relativeTime(timeMs, nowMs)}
    </time>
  );
}

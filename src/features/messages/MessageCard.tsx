import { memo } from 'react';
import { CopyButton } from '../../components/CopyButton';
import type { Message } from '../../lib/twilio/models';
import { DirectionIcon } from './DirectionIcon';
import { MessageMedia } from './MessageMedia';

export interface MessageCardProps {
  message: Message;
  /** Reply/Compose: called with the other party (the sender of an inbound message, else the recipient). */
  onAnswer: (party: string) => void;
}

function formatDate(message: Message): string {
  if (message.dateCreated === '') return 'Unknown';
  const date = new Date(message.dateCreatedMs);
  return `${date.toDateString()} ${date.toLocaleTimeString()}`;
}

/** One message. Memoised and kept lean: a list may hold tens of thousands of these. */
export const MessageCard = memo(function MessageCard({ message, onAnswer }: MessageCardProps) {
  const party = message.isInbound ? message.from : message.to;
  return (
    <article className="card">
      <div className="card-body">
        <div className="d-flex align-items-center gap-2 mb-2">
          <DirectionIcon inbound={message.isInbound} />
          <span className="fw-semibold">{message.isInbound ? 'Inbound' : 'Outbound'}</span>
        </div>
        <dl className="message-card__fields">
          <dt>From</dt>
          <dd>
            {message.from}
            {message.from !== '' && <CopyButton value={message.from} />}
          </dd>
          <dt>To</dt>
          <dd>
            {message.to}
            {message.to !== '' && <CopyButton value={message.to} />}
          </dd>
          <dt>Status</dt>
          <dd>{message.status}</dd>
          <dt>Direction</dt>
          <dd>{message.direction}</dd>
          <dt>Date</dt>
          <dd>{formatDate(message)}</dd>
          <dt>Message id</dt>
          <dd>{message.sid}</dd>
        </dl>
        <p className="message-card__body">{message.body}</p>
        {/* Only messages that have media (or do not say) cost a lookup. */}
        {message.numMedia !== 0 && <MessageMedia messageSid={message.sid} />}
        <button
          type="button"
          className="btn btn-outline-primary btn-sm mt-2"
          disabled={party === ''}
          onClick={() => onAnswer(party)}
        >
          {message.isInbound ? 'Reply' : 'Compose'}
        </button>
      </div>
    </article>
  );
});

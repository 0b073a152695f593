import { memo } from 'react';
import { ProviderText } from '../../components/ProviderText';
import type { Message } from '../../lib/twilio/models';
import { AnswerButton } from './AnswerButton';
import { DeliveryError } from './DeliveryError';
import { DirectionIcon } from './DirectionIcon';
import { MessageBody } from './MessageBody';
import { MessageMedia } from './MessageMedia';
import { isDeliveryFailure } from './messageStatus';
import { PartyNumber } from './PartyNumber';
import { StatusBadge } from './StatusBadge';

export interface MessageCardProps {
  message: Message;
  /** Reply/Compose: called with the other party (the sender of an inbound message, else the recipient). */
  onAnswer: (party: string, message: Message) => void;
}

/** An absent or unreadable date says so, instead of showing the epoch (1 January 1970). */
function formatDate(message: Message): string {
  if (message.dateCreatedMs === null) return 'Unknown';
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
            <PartyNumber value={message.from} />
          </dd>
          <dt>To</dt>
          <dd>
            <PartyNumber value={message.to} />
          </dd>
          <dt>Status</dt>
          <dd>
            <StatusBadge status={message.status} />
          </dd>
          <dt>Direction</dt>
          <dd>
            <ProviderText clipped>{message.direction}</ProviderText>
          </dd>
          <dt>Date</dt>
          <dd>{formatDate(message)}</dd>
          <dt>Message id</dt>
          <dd>
            <ProviderText clipped>{message.sid}</ProviderText>
          </dd>
        </dl>
        {isDeliveryFailure(message.status) && message.errorCode !== null && (
          <DeliveryError code={message.errorCode} providerMessage={message.errorMessage} />
        )}
        <MessageBody body={message.body} />
        {/* Only messages that have media (or do not say) cost a lookup. */}
        {message.numMedia !== 0 && <MessageMedia messageSid={message.sid} />}
        <AnswerButton
          inbound={message.isInbound}
          party={party}
          onAnswer={(answered) => onAnswer(answered, message)}
        />
      </div>
    </article>
  );
});

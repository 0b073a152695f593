import { memo, useId, useState } from 'react';
import { ProviderText } from '../../../components/ProviderText';
import type { Message } from '../../../lib/twilio/models';
import { ReplyButton } from './ReplyButton';
import { DeliveryError } from './DeliveryError';
import { DirectionIcon } from './DirectionIcon';
import { formatFullDate } from '../../../lib/dates/formatDateTime';
import { MessageBody } from './MessageBody';
import { MessageDetails } from './MessageDetails';
import { MessageMedia } from '../media/MessageMedia';
import { MessageTime } from './MessageTime';
import { isDeliveryFailure } from '../format/messageStatus';
import { PartyNumber } from './PartyNumber';
import { StatusBadge } from './StatusBadge';
import { ScheduledFor } from './ScheduledFor';

export interface MessageCardProps {
  message: Message;
  /** Reply/Compose: called with the other party (the sender of an inbound message, else the recipient). */
  onReply: (party: string, message: Message) => void;
  /** The name the person gave the other party's number: shown before that number. */
  partyName?: string | null;
  /** Offered in Details: delete the message at Twilio, or remove its text. */
  onDelete?: (message: Message) => void;
  onRedact?: (message: Message) => void;
  /** Offered in Details while the message waits for its time: cancel it at Twilio. */
  onCancelScheduled?: (message: Message) => void;
}

/** One message, compact (messages.css); memoised and kept lean, since a list may hold a great many. */
export const MessageCard = memo(function MessageCard({
  message,
  onReply,
  partyName = null,
  onDelete,
  onRedact,
  onCancelScheduled,
}: MessageCardProps) {
  const party = message.isInbound ? message.from : message.to;
  const detailsId = useId();
  const [showDetails, setShowDetails] = useState(false);
  const fullDate = message.dateCreatedMs === null ? 'Unknown' : formatFullDate(message.dateCreatedMs);
  return (
    <article className="card message-card">
      <div className="card-body message-card__inner">
        <div className="message-card__head">
          <span className="message-card__direction">
            <DirectionIcon inbound={message.isInbound} />
            <span className="message-card__direction-word">{message.isInbound ? 'Inbound' : 'Outbound'}</span>
          </span>
          <dl className="message-card__fields">
            <div>
              <dt>Status</dt>
              <dd>
                <StatusBadge status={message.status} />
                {message.status === 'scheduled' && <ScheduledFor sid={message.sid} />}
              </dd>
            </div>
          </dl>
          {message.dateCreatedMs !== null && (
            <MessageTime timeMs={message.dateCreatedMs} fullDate={fullDate} />
          )}
          <div className="message-card__actions">
            <button
              type="button"
              className="btn btn-link btn-sm"
              aria-expanded={showDetails}
              aria-controls={showDetails ? detailsId : undefined}
              onClick={() => setShowDetails((shown) => !shown)}
            >
              Details
            </button>
            <ReplyButton inbound={message.isInbound} party={party} onReply={() => onReply(party, message)} />
          </div>
        </div>
        <dl className="message-card__fields message-card__parties">
          <div>
            <dt>From</dt>
            <dd>
              {message.isInbound && partyName !== null && (
                <span className="message-card__contact">{partyName} </span>
              )}
              <PartyNumber value={message.from} />
            </dd>
          </div>
          <div>
            <dt>To</dt>
            <dd>
              {!message.isInbound && partyName !== null && (
                <span className="message-card__contact">{partyName} </span>
              )}
              <PartyNumber value={message.to} />
            </dd>
          </div>
        </dl>
        {isDeliveryFailure(message.status) && message.errorCode !== null && (
          <DeliveryError code={message.errorCode} providerMessage={message.errorMessage} />
        )}
        <MessageBody body={message.body} />
        {/* Only messages that have media (or do not say) cost a lookup. */}
        {message.numMedia !== 0 && <MessageMedia message={message} />}
        <dl className="message-card__fields message-card__fields--meta">
          <div>
            <dt>Direction</dt>
            <dd>
              <ProviderText clipped>{message.direction}</ProviderText>
            </dd>
          </div>
          <div>
            <dt>Date</dt>
            <dd>{fullDate}</dd>
          </div>
          <div>
            <dt>Message id</dt>
            <dd>
              <ProviderText clipped>{message.sid}</ProviderText>
            </dd>
          </div>
        </dl>
        {showDetails && (
          <MessageDetails
            id={detailsId}
            message={message}
            party={party}
            partyName={partyName}
            onDelete={onDelete}
            onRedact={onRedact}
            onCancelScheduled={onCancelScheduled}
          />
        )}
      </div>
    </article>
  );
});

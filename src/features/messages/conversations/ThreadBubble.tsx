import { memo } from 'react';
import { BusyButton } from '../../../components/BusyButton';
import { DeliveryError } from '../card/DeliveryError';
import { MessageBody } from '../card/MessageBody';
import { MessageMarks } from '../card/MessageMarks';
import { MessageMedia } from '../media/MessageMedia';
import { isDeliveryFailure } from '../format/messageStatus';
import { StatusBadge } from '../card/StatusBadge';
import { ScheduledFor } from '../card/ScheduledFor';
import type { Message } from '../../../lib/twilio/models';
import { ConversationTime } from './ConversationTime';

export interface ThreadBubbleProps {
  message: Message;
  isNew: boolean;
  unread: boolean;
  /** Given to a failed message that can be sent again (offersSendAgain): sends it as a new message. */
  onSendAgain?: (message: Message) => void;
  /** A send of this conversation is under way: Send again is busy. */
  sending?: boolean;
  /** This message has been sent again: its button says so and does nothing more. */
  sentAgain?: boolean;
}

/**
 * One message of a thread: inbound on the left, outbound on the right (thread CSS), said in words for
 * screen readers too; the body, media and delivery error as the cards show them; status and time under it.
 * A failed message offers Send again, pressed by the person, never repeated by itself.
 */
export const ThreadBubble = memo(function ThreadBubble({
  message,
  isNew,
  unread,
  onSendAgain,
  sending = false,
  sentAgain = false,
}: ThreadBubbleProps) {
  return (
    <div className={message.isInbound ? 'thread-bubble' : 'thread-bubble thread-bubble--out'}>
      <span className="visually-hidden">{message.isInbound ? 'Inbound' : 'Outbound'}</span>
      <MessageMarks isNew={isNew} unread={unread} />
      {isDeliveryFailure(message.status) && message.errorCode !== null && (
        <DeliveryError code={message.errorCode} providerMessage={message.errorMessage} />
      )}
      <MessageBody body={message.body} />
      {message.numMedia !== 0 && <MessageMedia message={message} />}
      <p className="thread-bubble__meta">
        <StatusBadge status={message.status} />
        {message.status === 'scheduled' && <ScheduledFor sid={message.sid} />}
        <ConversationTime timeMs={message.dateCreatedMs} />
      </p>
      {onSendAgain && (
        <BusyButton
          className="btn btn-primary btn-sm thread-bubble__again"
          busy={sending && !sentAgain}
          unavailable={sentAgain}
          onClick={() => onSendAgain(message)}
        >
          {sentAgain ? 'Sent again' : 'Send again'}
        </BusyButton>
      )}
    </div>
  );
});

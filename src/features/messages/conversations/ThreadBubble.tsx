import { memo } from 'react';
import { DeliveryError } from '../card/DeliveryError';
import { MessageBody } from '../card/MessageBody';
import { MessageMarks } from '../card/MessageMarks';
import { MessageMedia } from '../media/MessageMedia';
import { isDeliveryFailure } from '../format/messageStatus';
import { StatusBadge } from '../card/StatusBadge';
import type { Message } from '../../../lib/twilio/models';
import { ConversationTime } from './ConversationTime';

export interface ThreadBubbleProps {
  message: Message;
  isNew: boolean;
  unread: boolean;
}

/**
 * One message of a thread: inbound on the left, outbound on the right (thread CSS), said in words for
 * screen readers too; the body, media and delivery error as the cards show them; status and time under it.
 */
export const ThreadBubble = memo(function ThreadBubble({ message, isNew, unread }: ThreadBubbleProps) {
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
        <ConversationTime timeMs={message.dateCreatedMs} />
      </p>
    </div>
  );
});

import { memo } from 'react';
import type { Message } from '../../../lib/twilio/models';
import { MessageCard } from '../card/MessageCard';
import { MessageMarks } from '../card/MessageMarks';

export interface MessageListItemProps {
  message: Message;
  /** Its place in the whole list, from 0, and the list's length: what a screen reader says. */
  index: number;
  setSize: number;
  isNew: boolean;
  unread: boolean;
  accountNumber?: string;
  onReply: (party: string, message: Message) => void;
  /** The name the person gave the other party's number, if any. */
  partyName?: string | null;
  /** Measures the item's height as it renders and whenever it changes. */
  measureRef: (element: HTMLElement | null) => void;
  /** Asked from the card's Details: delete the message, or remove its text. */
  onDelete?: (message: Message) => void;
  onRedact?: (message: Message) => void;
  onCancelScheduled?: (message: Message) => void;
}

/**
 * One item of a virtual message list: its marks and its card, placed by the list's virtualiser.
 * Memoised: scrolling adds and removes items at the edges while the others stay as they are.
 */
export const MessageListItem = memo(function MessageListItem({
  message,
  index,
  setSize,
  isNew,
  unread,
  accountNumber,
  onReply,
  partyName = null,
  measureRef,
  onDelete,
  onRedact,
  onCancelScheduled,
}: MessageListItemProps) {
  return (
    <li
      ref={measureRef}
      data-index={index}
      aria-posinset={index + 1}
      aria-setsize={setSize}
      className="message-list__item"
    >
      <MessageMarks isNew={isNew} unread={unread} accountNumber={accountNumber} />
      <MessageCard
        message={message}
        onReply={onReply}
        partyName={partyName}
        onDelete={onDelete}
        onRedact={onRedact}
        onCancelScheduled={onCancelScheduled}
      />
    </li>
  );
});

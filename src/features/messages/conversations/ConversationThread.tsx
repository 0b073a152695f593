import { useId, type ReactNode } from 'react';
import type { Message } from '../../../lib/twilio/models';
import { formatPhoneNumber } from '../formatPhoneNumber';
import type { History } from '../queries/useHistory';
import { partyLabel, type ConversationId } from './conversationGroups';
import { OlderMessagesButton } from './OlderMessagesButton';
import { PartyName } from './PartyName';
import { ThreadMessages } from './ThreadMessages';

export interface ConversationThreadProps {
  conversation: ConversationId;
  /** The conversation's messages, oldest first. */
  messages: readonly Message[];
  /** 'All numbers': the heading says which of the account's numbers it is on. */
  showAccountNumber: boolean;
  isUnread: (message: Message) => boolean;
  newSids: ReadonlySet<string>;
  /** The view's history: older pages may hold more of this conversation. */
  history: History;
  onBack: () => void;
  /** The reply box. */
  children: ReactNode;
}

/** One conversation opened: Back, whose it is, the thread anchored at the newest, and the reply box. */
export function ConversationThread({
  conversation,
  messages,
  showAccountNumber,
  isUnread,
  newSids,
  history,
  onBack,
  children,
}: ConversationThreadProps) {
  const headingId = useId();
  const { hasOlder, isLoadingOlder, olderError, loadOlder } = history;
  return (
    <div className="conversation-thread mt-3">
      <div className="conversation-thread__head">
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onBack}>
          Back <span className="visually-hidden">to conversations</span>
        </button>
        <h2 id={headingId} className="conversation-thread__title">
          <PartyName party={conversation.party} />
          {showAccountNumber && (
            <span className="conversation-thread__on">
              on {formatPhoneNumber(conversation.accountNumber)}
            </span>
          )}
        </h2>
      </div>
      <OlderMessagesButton history={history} />
      <ThreadMessages
        messages={messages}
        label={`Messages with ${partyLabel(conversation.party)}`}
        labelledBy={headingId}
        isUnread={isUnread}
        newSids={newSids}
        onNearStart={() => {
          if (hasOlder && !isLoadingOlder && olderError === null) loadOlder();
        }}
      />
      {children}
    </div>
  );
}

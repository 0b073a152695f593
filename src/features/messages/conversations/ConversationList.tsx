import type { Conversation } from './conversationGroups';
import { ConversationRow } from './ConversationRow';

export interface ConversationListProps {
  conversations: readonly Conversation[];
  /** Accessible name of the list. */
  label: string;
  emptyText: string;
  showAccountNumber: boolean;
  newSids: ReadonlySet<string>;
  filtering: boolean;
  onOpen: (conversation: Conversation) => void;
}

/** The conversations, newest first: one row each, whose button opens the thread. */
export function ConversationList({
  conversations,
  label,
  emptyText,
  showAccountNumber,
  newSids,
  filtering,
  onOpen,
}: ConversationListProps) {
  if (conversations.length === 0) return <p className="my-3">{emptyText}</p>;
  return (
    <ol className="conversation-list list-unstyled my-3" aria-label={label}>
      {conversations.map((conversation) => (
        <ConversationRow
          key={conversation.key}
          conversation={conversation}
          showAccountNumber={showAccountNumber}
          isNew={conversation.messages[0] !== undefined && newSids.has(conversation.messages[0].sid)}
          filtering={filtering}
          onOpen={onOpen}
        />
      ))}
    </ol>
  );
}

import { useMemo } from 'react';
import { useVirtualPageList } from '../../../lib/virtualList/useVirtualPageList';
import type { TriagedConversation } from './triage/triageFolders';
import { ConversationRow } from './ConversationRow';

/**
 * A row without marks as Chromium lays it out on a laptop and on a phone alike: its two lines of text,
 * its padding and the border under it. A row measured at its estimate moves nothing below it (a row
 * with New or Unread marks wraps on a phone and is taller).
 */
export const ESTIMATED_ROW_PX = 65;

export interface ConversationListProps {
  conversations: readonly TriagedConversation[];
  /** Accessible name of the list. */
  label: string;
  emptyText: string;
  showAccountNumber: boolean;
  newSids: ReadonlySet<string>;
  filtering: boolean;
  onOpen: (conversation: TriagedConversation) => void;
  /** The conversation whose row the focus is about to go back to: rendered wherever the page is. */
  keptKey?: string | null;
  /** False while a thread is shown in the list's place: the list then leaves the page's scroll alone. */
  active?: boolean;
}

/**
 * The conversations, newest first: one row each, whose button opens the thread. Only the rows near the
 * screen are rendered (useVirtualPageList), each saying its place in the whole list.
 */
export function ConversationList({
  conversations,
  label,
  emptyText,
  showAccountNumber,
  newSids,
  filtering,
  onOpen,
  keptKey = null,
  active = true,
}: ConversationListProps) {
  const keys = useMemo(() => conversations.map((conversation) => conversation.key), [conversations]);
  const list = useVirtualPageList(keys, { estimatedItemPx: ESTIMATED_ROW_PX, keptKey, active });
  if (conversations.length === 0) return <p className="my-3">{emptyText}</p>;
  return (
    <ol {...list.listProps} className="conversation-list list-unstyled my-3" aria-label={label}>
      {list.items.map((item) => {
        const conversation = conversations[item.index];
        if (conversation === undefined) return null;
        return (
          <ConversationRow
            key={item.key}
            conversation={conversation}
            showAccountNumber={showAccountNumber}
            isNew={conversation.messages[0] !== undefined && newSids.has(conversation.messages[0].sid)}
            filtering={filtering}
            onOpen={onOpen}
            index={item.index}
            setSize={conversations.length}
            measureRef={list.measureRef}
          />
        );
      })}
    </ol>
  );
}

import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { Message } from '../../../lib/twilio/models';
import { usePreference } from '../../../lib/preferences/preferences';
import { QuietNotice } from '../../../components/QuietNotice';
import {
  conversationKeyOf,
  hasConversation,
  partyLabel,
  type ConversationId,
} from '../conversations/conversationGroups';
import { formatPhoneNumber } from '../../../lib/phoneNumbers/formatPhoneNumber';
import { ConversationsView } from '../conversations/ConversationsView';
import { useOpenConversation } from '../conversations/useOpenConversation';
import { ExportButton } from '../export/ExportButton';
import { MessageFilters } from '../filters/MessageFilters';
import { useMessageFilter } from '../filters/useMessageFilter';
import { useAccountContacts } from '../queries/useAccountContacts';
import { MessageList, type MessageListProps } from '../list/MessageList';
import { OlderMessagesFooter } from '../history/OlderMessagesFooter';
import type { History } from '../history/useHistory';

export interface MessagesViewsProps extends Omit<MessageListProps, 'messages' | 'emptyText'> {
  /** What an empty view says. */
  emptyText: string;
  /** The number the list belongs to (names the exported file), or null for all numbers. */
  phoneNumber: string | null;
  /** The view's messages, newest first, and its older pages. */
  history: History;
  /** What the list of conversations is called. */
  conversationsLabel: string;
}

const NO_NUMBERS: ReadonlySet<string> = new Set();
const NO_SIDS: ReadonlySet<string> = new Set();
const noneUnread = () => false;

/**
 * Loaded messages with search and filters above them, shown as the spec's list or as conversations (the
 * person's choice, remembered, made above: PreferredViewSwitch). Both are built from what the filters let
 * through, and Export takes that, so search and export work alike in either view.
 */
export function MessagesViews({
  phoneNumber,
  history,
  emptyText,
  conversationsLabel,
  ...listProps
}: MessagesViewsProps) {
  const { messages } = history;
  const messagesView = usePreference('messagesView');
  // The switch shows the choice at once; the view it chose renders in the background, in small slices
  // (a preference is read through useSyncExternalStore, whose updates would otherwise render in one go).
  const view = useDeferredValue(messagesView);
  const contacts = useAccountContacts();
  const { filter, setFilter, shown, statuses, filtering } = useMessageFilter(messages, contacts);
  const { accountNumbers, newSids = NO_SIDS, isUnread: isUnreadByMarkers = noneUnread } = listProps;
  const ownNumbers = useMemo(
    () => accountNumbers ?? (phoneNumber === null ? NO_NUMBERS : new Set([phoneNumber])),
    [accountNumbers, phoneNumber],
  );
  // A thread opened and left is read up to its newest message: its row, its bubbles and its cards in the
  // list lose Unread until a newer message comes. Kept here, beside the markers' snapshot (which lives as
  // long as this view of the number), since the markers the browser keeps are per number (decision 0023).
  const [readUpTo, setReadUpTo] = useState<ReadonlyMap<string, number>>(() => new Map());
  const noteThreadRead = useCallback((key: string, newestTime: number) => {
    setReadUpTo((current) =>
      (current.get(key) ?? -Infinity) >= newestTime ? current : new Map(current).set(key, newestTime),
    );
  }, []);
  const isUnread = useMemo(() => {
    if (readUpTo.size === 0) return isUnreadByMarkers;
    return (message: Message) => {
      // Unread by the markers only with a date, so every message compared here has one.
      if (!isUnreadByMarkers(message)) return false;
      const key = conversationKeyOf(message, ownNumbers);
      const readTime = key === null ? undefined : readUpTo.get(key);
      return readTime === undefined || (message.dateCreatedMs ?? Infinity) > readTime;
    };
  }, [isUnreadByMarkers, readUpTo, ownNumbers]);
  const [requestedConversation, changeOpenConversation, forgetOpenConversation] = useOpenConversation();
  // A thread the address names (a link, a reload, Forward) is shown only while the page holds its
  // messages: never a reply box to a number the page does not show. Named, it shows whichever view the
  // person prefers; Back then leads to that view.
  const openConversation = useMemo(
    () =>
      requestedConversation !== null && hasConversation(messages, requestedConversation, ownNumbers)
        ? requestedConversation
        : null,
    [requestedConversation, messages, ownNumbers],
  );
  const shownView = openConversation === null ? view : 'conversations';
  // One the page cannot show is dropped from the address, and the person told which it was.
  const [notShown, setNotShown] = useState<ConversationId | null>(null);
  const unshowable = requestedConversation !== null && openConversation === null;
  // One that was shown and lost its messages (deleted) closes without the notice meant for a link.
  const [lastShown, setLastShown] = useState<ConversationId | null>(null);
  if (openConversation !== null && openConversation !== lastShown) setLastShown(openConversation);
  if (unshowable && notShown !== requestedConversation && requestedConversation !== lastShown)
    setNotShown(requestedConversation);
  useEffect(() => {
    if (unshowable) forgetOpenConversation();
  }, [unshowable, forgetOpenConversation]);
  const openChange = useCallback(
    (next: ConversationId | null) => {
      setNotShown(null);
      changeOpenConversation(next);
    },
    [changeOpenConversation],
  );
  const shownEmptyText =
    filtering && messages.length > 0 ? 'No loaded messages match the search and filters.' : emptyText;
  const filters = (
    <MessageFilters
      filter={filter}
      onChange={setFilter}
      statuses={statuses}
      shownCount={shown.length}
      totalCount={messages.length}
      shownFiltered={filtering}
      actions={<ExportButton messages={shown} phoneNumber={phoneNumber} contacts={contacts} />}
    />
  );
  return (
    <>
      {notShown !== null && openConversation === null && (
        <QuietNotice>{notShownText(notShown, phoneNumber === null)}</QuietNotice>
      )}
      {shownView === 'list' ? (
        <>
          {filters}
          <MessageList
            {...listProps}
            isUnread={isUnread}
            messages={shown}
            emptyText={shownEmptyText}
            contacts={contacts}
          />
          <OlderMessagesFooter history={history} />
        </>
      ) : (
        <ConversationsView
          messages={messages}
          shown={shown}
          filtering={filtering}
          accountNumbers={ownNumbers}
          showAccountNumber={accountNumbers !== undefined}
          label={conversationsLabel}
          emptyText={shownEmptyText}
          newSids={newSids}
          isUnread={isUnread}
          history={history}
          open={openConversation}
          onOpenChange={openChange}
          onThreadLeft={noteThreadRead}
          listHeader={filters}
          contacts={contacts}
        />
      )}
    </>
  );
}

function notShownText({ accountNumber, party }: ConversationId, allNumbers: boolean): string {
  const on = allNumbers ? ` on ${formatPhoneNumber(accountNumber)}` : '';
  return `The address named a conversation with ${partyLabel(party)}${on}, but no loaded message belongs to it.`;
}

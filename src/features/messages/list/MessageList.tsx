import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAnnounce } from '../../../components/useAnnounce';
import { formatPartyNumber } from '../../../lib/phoneNumbers/formatPartyNumber';
import { RemovalDialog, type Removal } from '../deletion/RemovalDialog';
import type { Contacts } from '../../../lib/contacts/contacts';
import type { Message } from '../../../lib/twilio/models';
import { accountNumberOf } from '../numbers/accountNumberOf';
import { MessageListItem } from './MessageListItem';
import { useVirtualPageList } from '../../../lib/virtualList/useVirtualPageList';

export interface MessageListProps {
  /** Newest first, as `listMessages` returns them. */
  messages: readonly Message[];
  /** Reply/Compose on a card: the other party, and the message it was pressed on. */
  onReply: (party: string, message: Message) => void;
  /** Accessible name of the list. */
  label: string;
  /** Messages that arrived while the app was open, marked 'New'. */
  newSids?: ReadonlySet<string>;
  /** Which messages to mark 'Unread' (none by default). */
  isUnread?: (message: Message) => boolean;
  /** 'All numbers': each message says which of `accountNumbers` it belongs to. */
  accountNumbers?: ReadonlySet<string>;
  /** What an empty list says. */
  emptyText?: string;
  /** Names the person gave numbers: a card shows its other party's. */
  contacts?: Contacts;
}

const NO_SIDS: ReadonlySet<string> = new Set();
const NO_CONTACTS: Contacts = {};
const noneUnread = () => false;

/** The list (or its empty-state text): where the focus goes when a 'Try again' brings the list back. */
export const MESSAGE_LIST_ID = 'message-list';

/**
 * React keys: the sid. A sid repeats only for a message from the number to itself (listed as sent and as
 * received), so only those are tracked: a Set of every sid would be built again on every first screen
 * and every keystroke of a search.
 */
function keysOf(messages: readonly Message[]): string[] {
  const toSelf = new Set<string>();
  return messages.map((message) => {
    if (message.from !== message.to) return message.sid;
    const key = toSelf.has(message.sid) ? `${message.sid}:again` : message.sid;
    toSelf.add(message.sid);
    return key;
  });
}

/**
 * The cards, in the order given, rendered only near the screen (useVirtualPageList): an ordered list
 * whose items say their place in the whole of it. Takes the messages as a prop so large lists can be
 * measured directly.
 */
/** Said once Twilio has done what the dialog asked. */
const DONE_ANNOUNCEMENTS: Readonly<Record<Removal['kind'], string>> = {
  delete: 'Message deleted.',
  redact: 'Text removed.',
  'cancel-scheduled': 'Scheduled message canceled.',
};

export const MessageList = memo(function MessageList({
  messages,
  onReply,
  label,
  newSids = NO_SIDS,
  isUnread = noneUnread,
  accountNumbers,
  emptyText = 'There are no messages from or to this number yet.',
  contacts = NO_CONTACTS,
}: MessageListProps) {
  const keys = useMemo(() => keysOf(messages), [messages]);
  const list = useVirtualPageList(keys);
  // Kept here, not in the card: a deleted message's card goes while its dialog is still open.
  const [removal, setRemoval] = useState<Removal | null>(null);
  const announce = useAnnounce();
  const onDelete = useCallback(
    (message: Message) =>
      setRemoval({
        kind: 'delete',
        messages: [message],
        who: formatPartyNumber(message.isInbound ? message.from : message.to),
      }),
    [],
  );
  const onRedact = useCallback((message: Message) => setRemoval({ kind: 'redact', message }), []);
  const onCancelScheduled = useCallback(
    (message: Message) => setRemoval({ kind: 'cancel-scheduled', message }),
    [],
  );
  // Where the focus goes once the dialog is gone. An effect of this list runs after the dialog's own
  // cleanup, which gives the focus back to the button that opened it.
  const focusAfterDialog = useRef<string | null>(null);
  useEffect(() => {
    const target = focusAfterDialog.current;
    if (removal !== null || target === null) return;
    focusAfterDialog.current = null;
    document.querySelector<HTMLElement>(target)?.focus();
  }, [removal]);
  const dialog = removal !== null && (
    <RemovalDialog
      removal={removal}
      onClose={(done) => {
        setRemoval(null);
        if (!done) return;
        announce(DONE_ANNOUNCEMENTS[removal.kind]);
        // The button that opened the dialog is gone with the message: the focus goes to the list.
        if (removal.kind === 'delete') focusAfterDialog.current = `#${MESSAGE_LIST_ID}`;
      }}
    />
  );
  if (messages.length === 0)
    return (
      <>
        <p id={MESSAGE_LIST_ID} tabIndex={-1} className="my-3">
          {emptyText}
        </p>
        {dialog}
      </>
    );
  return (
    <>
      <ol
        {...list.listProps}
        id={MESSAGE_LIST_ID}
        tabIndex={-1}
        className="message-list list-unstyled"
        aria-label={label}
      >
        {list.items.map((item) => {
          const message = messages[item.index];
          if (message === undefined) return null;
          return (
            <MessageListItem
              key={item.key}
              message={message}
              index={item.index}
              setSize={messages.length}
              isNew={newSids.has(message.sid)}
              unread={isUnread(message)}
              accountNumber={accountNumbers && accountNumberOf(message, accountNumbers)}
              onReply={onReply}
              partyName={contacts[message.isInbound ? message.from : message.to]?.name ?? null}
              measureRef={list.measureRef}
              onDelete={onDelete}
              onRedact={onRedact}
              onCancelScheduled={onCancelScheduled}
            />
          );
        })}
      </ol>
      {dialog}
    </>
  );
});

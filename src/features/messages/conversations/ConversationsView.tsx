import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { afterNextPaint } from '../../../lib/scheduling/afterNextPaint';
import type { Message } from '../../../lib/twilio/models';
import type { History } from '../history/useHistory';
import { useSendFlow } from '../composer/useSendFlow';
import {
  conversationKey,
  partyLabel,
  groupConversations,
  oldestFirst,
  threadOf,
  type Conversation,
  type ConversationId,
} from './conversationGroups';
import { ConversationList } from './ConversationList';
import { ConversationThread } from './ConversationThread';
import { OlderMessagesButton } from '../history/OlderMessagesButton';
import { ReplyBox } from './ReplyBox';
import { useSendAgain } from './useSendAgain';
import { conversationsIn, type TriageFolder } from './triage/triageFolders';
import { isArchived } from './triage/triageMarks';
import { ThreadTriageActions } from './triage/ThreadTriageActions';
import { RowActions } from './triage/RowActions';
import { NumberFilterSelect } from './triage/NumberFilterSelect';
import { TriageFolderSwitch } from './triage/TriageFolderSwitch';
import { useTriageMarks } from './triage/useTriageMarks';
import { useTriageActions } from './triage/useTriageActions';
import { composerTab, focusReply, focusRow, stepRow } from './shortcuts/focusTargets';
import { usePreference } from '../../../lib/preferences/preferences';
import { useFillWindowHeight } from '../../../lib/viewport/useFillWindowHeight';
import { useMediaQuery } from '../../../lib/viewport/useMediaQuery';
import { useConversationShortcuts } from './shortcuts/useConversationShortcuts';
import type { Contacts } from '../../../lib/contacts/contacts';
import { LazyContactNameDialog } from '../../../components/LazyContactNameDialog';
import { useSignedInCredentials } from '../queries/useSignedInCredentials';
import { optOutOf, optOutsIn } from '../optOuts/optOuts';
import { RemovalDialog, type Removal } from '../deletion/RemovalDialog';
import { useAnnounce } from '../../../components/useAnnounce';
import './conversations.css';

export interface ConversationsViewProps {
  /** Every loaded message, newest first: a thread shows all of its conversation. */
  messages: readonly Message[];
  /** What the search and filters let through: the rows are built from these. */
  shown: readonly Message[];
  filtering: boolean;
  /** The numbers a conversation can be on: the chosen one, or all the account's. */
  accountNumbers: ReadonlySet<string>;
  /** 'All numbers': rows and threads say which number they are on. */
  showAccountNumber: boolean;
  label: string;
  emptyText: string;
  newSids: ReadonlySet<string>;
  isUnread: (message: Message) => boolean;
  history: History;
  /** The open thread (null: the list), held above so the search bar can step aside while one is open. */
  open: ConversationId | null;
  onOpenChange: (open: ConversationId | null) => void;
  /**
   * A thread was left (Back, or another opened): its key and the time of its newest message, up to which
   * the person has read it.
   */
  onThreadLeft?: (key: string, newestTime: number) => void;
  /** Search and filters, at the top of the list. */
  listHeader?: ReactNode;
  /** Names the person gave numbers (kept in this browser). */
  contacts?: Contacts;
}

const NO_CONTACTS: Contacts = {};

// Opened by a press, so fetched by it: the page's first load does not carry it.
const ShortcutsDialog = lazy(() =>
  import('./shortcuts/ShortcutsDialog').then((module) => ({ default: module.ShortcutsDialog })),
);

/** Wide enough for the list beside the open thread (Bootstrap's lg). */
export const TWO_PANES_QUERY = '(min-width: 992px)';

/**
 * Conversations: on a wide screen two panes, the rows beside the open thread and its reply box, each
 * scrolling on its own in the window's height; narrower, the rows or one opened as a thread. There the
 * list stays mounted while a thread is open, so Back finds it as it was and puts the focus on the row
 * the person came from. Drafts are kept per conversation; one reply is sent at a time, and what it typed
 * is cleared only once it went.
 */
export function ConversationsView({
  messages,
  shown,
  filtering,
  accountNumbers,
  showAccountNumber,
  label,
  emptyText,
  newSids,
  isUnread,
  history,
  open,
  onOpenChange,
  onThreadLeft,
  listHeader,
  contacts = NO_CONTACTS,
}: ConversationsViewProps) {
  const twoPanes = useMediaQuery(TWO_PANES_QUERY);
  const grouped = useMemo(
    () => groupConversations(shown, accountNumbers, isUnread),
    [shown, accountNumbers, isUnread],
  );
  const [marks, changeMark] = useTriageMarks();
  const [folder, setFolder] = useState<TriageFolder>('inbox');
  // All numbers: '' for every number, or the one number whose conversations are shown.
  const [onNumber, setOnNumber] = useState('');
  const shownNumbers = useMemo(() => [...accountNumbers].sort(), [accountNumbers]);
  const onShownNumber = shownNumbers.includes(onNumber) ? onNumber : '';
  const byNumber = useMemo(
    () => (onShownNumber === '' ? grouped : grouped.filter((each) => each.accountNumber === onShownNumber)),
    [grouped, onShownNumber],
  );
  const conversations = useMemo(() => conversationsIn(folder, byNumber, marks), [folder, byNumber, marks]);
  // Without a search or filter the rows' groups hold every message: a thread is its group, found by key
  // rather than by reading all 20,000 messages again on each open.
  const groupsByKey = useMemo(
    () => (shown === messages ? new Map(grouped.map((each) => [each.key, each])) : null),
    [grouped, shown, messages],
  );
  const threadFor = useCallback(
    (id: ConversationId): { thread: Message[]; unread: number | null } => {
      if (groupsByKey === null) return { thread: threadOf(messages, id, accountNumbers), unread: null };
      const group = groupsByKey.get(conversationKey(id));
      return { thread: group === undefined ? [] : oldestFirst(group.messages), unread: group?.unread ?? 0 };
    },
    [groupsByKey, messages, accountNumbers],
  );
  const thread = useMemo(() => (open === null ? [] : threadFor(open).thread), [open, threadFor]);
  // From every loaded message, not the search's: a STOP the search hides still holds.
  const optOuts = useMemo(() => optOutsIn(messages), [messages]);

  const listRef = useRef<HTMLDivElement>(null);
  // The row Back returns to: the list keeps it rendered wherever the thread left the page scrolled, so it
  // can take the focus. Let go once the focus is in the list: the list then keeps the focused row itself.
  const [returnTo, setReturnTo] = useState<string | null>(null);
  const openKey = open === null ? null : conversationKey(open);
  // However the thread closes (its Back, the browser's Back), the list returns to its row, and the thread
  // it leaves has been read.
  const [shownThread, setShownThread] = useState(open);
  const [leftThread, setLeftThread] = useState<{
    key: string;
    newestTime: number;
    /** Its unread messages when it was left; null when the search hides some of them. */
    unread: number | null;
  } | null>(null);
  const shownKey = shownThread === null ? null : conversationKey(shownThread);
  if (shownKey !== openKey) {
    setShownThread(open);
    if (openKey === null) setReturnTo(shownKey);
    if (shownThread !== null && shownKey !== null) {
      const left = threadFor(shownThread);
      const newest = newestTime(left.thread);
      if (newest !== null) setLeftThread({ key: shownKey, newestTime: newest, unread: left.unread });
    }
  }
  // Told once committed: the view that holds what was read is rendering another component meanwhile. A
  // thread with nothing unread changes nothing, and is not told: telling regroups every message.
  useEffect(() => {
    if (leftThread !== null && leftThread.unread !== 0) onThreadLeft?.(leftThread.key, leftThread.newestTime);
  }, [leftThread, onThreadLeft]);
  // Once the list's frame is drawn, as the thread's own focus: focus() forces a layout that would
  // otherwise lengthen the task that brings the rows back.
  useEffect(() => {
    if (open !== null || returnTo === null) return;
    return afterNextPaint(() => {
      const rows = listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-conversation]') ?? [];
      const row = [...rows].find((button) => button.dataset.conversation === returnTo);
      (row ?? listRef.current)?.focus();
    });
  }, [open, returnTo]);

  const openConversation = useCallback(
    ({ accountNumber, party, key }: Conversation) => {
      // Opened, it is read: a mark the person left on it goes.
      if (marks[key]?.unread === true) changeMark(key, { unread: undefined });
      onOpenChange({ accountNumber, party });
    },
    [onOpenChange, marks, changeMark],
  );

  const [drafts, setDrafts] = useState<ReadonlyMap<string, string>>(() => new Map());
  const setDraft = (key: string, draft: string) => setDrafts((current) => new Map(current).set(key, draft));
  // One reply is sent at a time, whichever thread it is from; its outcome shows in its own thread.
  const flow = useSendFlow(
    (input) => open !== null && input.to === open.party && input.from === open.accountNumber,
  );
  const sendAgain = useSendAgain(flow);

  const openMark = openKey === null ? undefined : marks[openKey];
  // Not on every keystroke in the reply box: a thread may be 20,000 messages long.
  const threadNewest = useMemo(() => newestTime(thread), [thread]);
  const openArchived = isArchived(openMark, threadNewest);

  const viewRef = useRef<HTMLDivElement>(null);
  const { togglePin, toggleArchive, markUnread, toggleUnread } = useTriageActions({
    marks,
    changeMark,
    folder,
    shownRows: conversations,
    grouped,
    openKey,
    threadNewest,
    listRef,
    onOpenChange,
    onRead: onThreadLeft,
  });

  const [shortcutsShown, setShortcutsShown] = useState(false);
  // Held here, not in the thread: the thread goes as its messages are deleted.
  const [removal, setRemoval] = useState<Removal | null>(null);
  const announce = useAnnounce();
  // The party whose number is being named, from its thread or its row.
  const [naming, setNaming] = useState<string | null>(null);
  const { accountSid } = useSignedInCredentials();
  const openName = open === null ? null : (contacts[open.party]?.name ?? null);
  const singleKeys = usePreference('singleKeyShortcuts');
  /** The conversation a key acts on: the row that has the focus (its button or its Actions), else the open one. */
  const targetKey = (): string | null =>
    (document.activeElement instanceof HTMLElement
      ? (document.activeElement
          .closest<HTMLElement>('li[data-index]')
          ?.querySelector<HTMLElement>('[data-conversation]')?.dataset.conversation ?? null)
      : null) ?? openKey;
  const onTarget = (act: (key: string) => void) => {
    const key = targetKey();
    if (key !== null) act(key);
  };
  useConversationShortcuts(
    viewRef,
    { threadOpen: open !== null, listShown: twoPanes || open === null, singleKeys },
    {
      step: (by) => stepRow(listRef, by, twoPanes ? openKey : null),
      back: () => onOpenChange(null),
      search: () => document.querySelector<HTMLInputElement>('input[type="search"]')?.focus(),
      compose: () => composerTab()?.click(),
      reply: () => focusReply(viewRef),
      archive: () => onTarget(toggleArchive),
      pin: () => onTarget(togglePin),
      markUnread: () => onTarget(toggleUnread),
      showShortcuts: () => setShortcutsShown(true),
    },
  );

  const rowsPane = useRef<HTMLDivElement>(null);
  useFillWindowHeight(viewRef, twoPanes);

  // A row's Actions menu: its row, that row's button and its place in the list when it opened.
  const [rowMenu, setRowMenu] = useState<{ key: string; anchor: HTMLElement; index: number } | null>(null);
  const toggleRowMenu = useCallback(
    ({ key }: Conversation, anchor: HTMLElement) =>
      setRowMenu((shown) =>
        shown?.key === key
          ? null
          : { key, anchor, index: Number(anchor.closest<HTMLElement>('li[data-index]')?.dataset.index) },
      ),
    [],
  );
  const menuIndex = rowMenu === null ? -1 : conversations.findIndex((each) => each.key === rowMenu.key);
  const menuRow = conversations[menuIndex];
  // Its row moved (a new message) or left the folder: the menu would act beside the wrong row.
  if (rowMenu !== null && menuIndex !== rowMenu.index) setRowMenu(null);

  return (
    <div ref={viewRef} className={twoPanes ? 'conversation-panes' : undefined}>
      <div
        ref={listRef}
        className="conversation-panes__list"
        tabIndex={-1}
        hidden={!twoPanes && open !== null}
        onFocus={() => setReturnTo(null)}
      >
        {listHeader}
        <div className="conversations-toolbar">
          <TriageFolderSwitch folder={folder} onChange={setFolder} />
          {showAccountNumber && shownNumbers.length > 1 && (
            <NumberFilterSelect numbers={shownNumbers} value={onShownNumber} onChange={setOnNumber} />
          )}
          <button
            type="button"
            className="btn btn-link btn-sm conversations-toolbar__shortcuts hidden-on-phone"
            aria-haspopup="dialog"
            aria-label="Keyboard shortcuts"
            onClick={() => setShortcutsShown(true)}
          >
            Shortcuts
          </button>
        </div>
        <div ref={rowsPane} className="conversation-panes__rows">
          <ConversationList
            conversations={conversations}
            label={label}
            emptyText={
              grouped.length === 0
                ? emptyText
                : byNumber.length === 0
                  ? 'No conversations on this number.'
                  : EMPTY_FOLDER[folder]
            }
            showAccountNumber={showAccountNumber}
            newSids={newSids}
            filtering={filtering}
            onOpen={openConversation}
            onRowActions={toggleRowMenu}
            actionsKey={rowMenu?.key ?? null}
            keptKey={returnTo}
            openKey={twoPanes ? openKey : null}
            contacts={contacts}
            optOuts={optOuts}
            active={open === null}
            scroller={twoPanes ? rowsPane : null}
          />
          <OlderMessagesButton history={history} />
        </div>
      </div>
      {open !== null && openKey !== null ? (
        <ConversationThread
          key={openKey}
          conversation={open}
          messages={thread}
          showAccountNumber={showAccountNumber}
          isUnread={isUnread}
          newSids={newSids}
          history={history}
          onBack={() => onOpenChange(null)}
          name={openName}
          actions={
            <ThreadTriageActions
              pinned={openMark?.pinned === true}
              archived={openArchived}
              onPin={() => togglePin(openKey)}
              onArchive={() => toggleArchive(openKey)}
              onMarkUnread={() => markUnread(openKey)}
              named={openName !== null}
              onName={() => setNaming(open.party)}
              onDelete={() =>
                setRemoval({
                  kind: 'delete',
                  messages: thread,
                  who: openName ?? partyLabel(open.party),
                  olderNotLoaded: history.hasOlder,
                })
              }
            />
          }
          onSendAgain={sendAgain.send}
          sending={flow.sending}
          sentAgain={sendAgain.sent}
        >
          <ReplyBox
            // Its Send later and its hints belong to one conversation, as its draft does.
            key={openKey}
            accountSid={accountSid}
            conversation={open}
            draft={drafts.get(openKey) ?? ''}
            onDraftChange={(draft) => setDraft(openKey, draft)}
            flow={flow}
            optOut={optOutOf(optOuts, open.accountNumber, open.party)}
          />
        </ConversationThread>
      ) : (
        twoPanes &&
        conversations.length > 0 && (
          <p className="conversation-panes__none">Choose a conversation to read it here.</p>
        )
      )}
      {rowMenu !== null && menuIndex === rowMenu.index && menuRow !== undefined && (
        <RowActions
          conversation={menuRow}
          anchor={rowMenu.anchor}
          folder={folder}
          openKey={openKey}
          name={contacts[menuRow.party]?.name ?? null}
          numberLabel={partyLabel(menuRow.party)}
          showKeys={singleKeys}
          onPin={togglePin}
          onArchive={toggleArchive}
          onToggleUnread={toggleUnread}
          onName={setNaming}
          onClose={(focusBack) => {
            setRowMenu(null);
            if (focusBack) focusRow(listRef.current, rowMenu.key, { preventScroll: true });
          }}
          onFocusLost={() => focusRow(listRef.current, rowMenu.key, { preventScroll: true })}
        />
      )}
      {removal !== null && (
        <RemovalDialog
          removal={removal}
          onClose={(done) => {
            setRemoval(null);
            if (!done) return;
            announce('Conversation deleted.');
            // Its last message gone, the thread has closed already.
            if (open !== null) onOpenChange(null);
            // The dialog hands the focus back to the button that opened it, which went with the thread
            // when that closed while the dialog still held the focus: the list takes it then.
            else
              afterNextPaint(() => {
                const focused = document.activeElement;
                if (focused === null || focused === document.body) listRef.current?.focus();
              });
          }}
        />
      )}
      <Suspense fallback={null}>
        {naming !== null && (
          <LazyContactNameDialog
            accountSid={accountSid}
            number={naming}
            numberLabel={partyLabel(naming)}
            currentName={contacts[naming]?.name ?? ''}
            onHide={() => setNaming(null)}
          />
        )}
        {shortcutsShown && <ShortcutsDialog show onHide={() => setShortcutsShown(false)} />}
      </Suspense>
    </div>
  );
}

const EMPTY_FOLDER: Readonly<Record<TriageFolder, string>> = {
  inbox: 'Every conversation here is archived: Archived shows them.',
  unread: 'No unread conversations.',
  pinned: 'No pinned conversations. Pin one from its Actions or its thread to keep it at the top.',
  archived: 'No archived conversations.',
};

function newestTime(messages: readonly Message[]): number | null {
  const times = messages.flatMap(({ dateCreatedMs }) => dateCreatedMs ?? []);
  return times.length === 0 ? null : times.reduce((newest, time) => Math.max(newest, time));
}

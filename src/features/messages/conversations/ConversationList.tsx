import { useMemo, type RefObject } from 'react';
import { useVirtualBoxList, useVirtualPageList } from '../../../lib/virtualList/useVirtualPageList';
import type { Contacts } from '../../../lib/contacts/contacts';
import { optOutOf, type OptOuts } from '../optOuts/optOuts';
import type { TriagedConversation } from './triage/triageFolders';
import { ConversationRow } from './ConversationRow';

/**
 * A row without marks as Chromium lays it out on a laptop and on a phone alike: its two lines of text,
 * its padding and the border under it. A row measured at its estimate moves nothing below it (a row
 * with New or Unread marks wraps on a phone and is taller).
 */
export const ESTIMATED_ROW_PX = 65;
const NO_CONTACTS: Contacts = {};
const NO_OPT_OUTS: OptOuts = new Map();

/** The same row in the list's pane beside a thread, where rows are closer (conversations.css). */
const ESTIMATED_PANE_ROW_PX = 54;

export interface ConversationListProps {
  conversations: readonly TriagedConversation[];
  /** Accessible name of the list. */
  label: string;
  emptyText: string;
  showAccountNumber: boolean;
  newSids: ReadonlySet<string>;
  filtering: boolean;
  onOpen: (conversation: TriagedConversation) => void;
  /** Opens or closes a row's actions menu. */
  onRowActions: (conversation: TriagedConversation, anchor: HTMLElement) => void;
  /** The conversation whose row's actions menu is open. */
  actionsKey?: string | null;
  /** The conversation whose row the focus is about to go back to: rendered wherever the page is. */
  keptKey?: string | null;
  /** Names the person gave numbers: a row shows its party's. */
  contacts?: Contacts;
  /** Who replied STOP to which number: their rows say so. */
  optOuts?: OptOuts;
  /** The conversation open beside the list (two panes): its row is marked. */
  openKey?: string | null;
  /** False while a thread is shown in the list's place: the list then leaves the page's scroll alone. */
  active?: boolean;
  /** The pane that scrolls the list beside the thread (two panes); null when the page scrolls it. */
  scroller?: RefObject<HTMLElement | null> | null;
}

/**
 * The conversations, newest first: one row each, whose button opens the thread. Only the rows near the
 * screen are rendered (useVirtualPageList, or useVirtualBoxList in a pane), each saying its place in the
 * whole list.
 */
export function ConversationList(props: ConversationListProps) {
  if (props.conversations.length === 0) return <p className="my-3">{props.emptyText}</p>;
  return props.scroller ? <PaneRows {...props} scroller={props.scroller} /> : <PageRows {...props} />;
}

function PageRows(props: ConversationListProps) {
  const { conversations, keptKey = null, active = true } = props;
  const keys = useMemo(() => conversations.map((conversation) => conversation.key), [conversations]);
  const list = useVirtualPageList(keys, { estimatedItemPx: ESTIMATED_ROW_PX, keptKey, active });
  return <Rows {...props} list={list} />;
}

function PaneRows(props: ConversationListProps & { scroller: RefObject<HTMLElement | null> }) {
  const { conversations, keptKey = null, scroller } = props;
  const keys = useMemo(() => conversations.map((conversation) => conversation.key), [conversations]);
  const list = useVirtualBoxList(keys, scroller, { estimatedItemPx: ESTIMATED_PANE_ROW_PX, keptKey });
  return <Rows {...props} list={list} />;
}

function Rows({
  conversations,
  label,
  showAccountNumber,
  newSids,
  filtering,
  onOpen,
  onRowActions,
  actionsKey = null,
  openKey = null,
  contacts = NO_CONTACTS,
  optOuts = NO_OPT_OUTS,
  list,
}: ConversationListProps & { list: ReturnType<typeof useVirtualPageList> }) {
  return (
    <ol {...list.listProps} className="conversation-list list-unstyled" aria-label={label}>
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
            current={conversation.key === openKey}
            name={contacts[conversation.party]?.name ?? null}
            optedOut={optOutOf(optOuts, conversation.accountNumber, conversation.party) !== null}
            index={item.index}
            setSize={conversations.length}
            measureRef={list.measureRef}
            onActions={onRowActions}
            actionsOpen={conversation.key === actionsKey}
          />
        );
      })}
    </ol>
  );
}

import { memo, useId, useRef, type KeyboardEvent } from 'react';
import { ProviderText } from '../../../components/ProviderText';
import { MessageMarks } from '../card/MessageMarks';
import type { TriagedConversation } from './triage/triageFolders';
import { ConversationTime } from './ConversationTime';
import { PartyName } from './PartyName';

export interface ConversationRowProps {
  conversation: TriagedConversation;
  /** 'All numbers': the row says which of the account's numbers the conversation is on. */
  showAccountNumber: boolean;
  /** Its latest message arrived while the app was open. */
  isNew: boolean;
  /** Search or filters are on: the count is of the messages they let through. */
  filtering: boolean;
  onOpen: (conversation: TriagedConversation) => void;
  /** The name the person gave the party's number, if any. */
  name?: string | null;
  /** Its thread is the one open beside the list. */
  current?: boolean;
  /** Its place in the whole list, from 0, and the list's length: what a screen reader says. */
  index: number;
  setSize: number;
  /** Places the row and measures its height as it renders and whenever it changes. */
  measureRef: (element: HTMLElement | null) => void;
  /** Opens (or closes) the row's actions menu, placed by `anchor`. */
  onActions: (conversation: TriagedConversation, anchor: HTMLElement) => void;
  /** Its actions menu is open. */
  actionsOpen?: boolean;
  /** The party replied STOP to the conversation's number. */
  optedOut?: boolean;
}

/**
 * One conversation, placed by the list's virtualiser. The button, stretched over the row, is named by the
 * party alone and described by the rest, so a screen reader hears the name first.
 */
export const ConversationRow = memo(function ConversationRow({
  conversation,
  showAccountNumber,
  isNew,
  filtering,
  onOpen,
  name = null,
  current = false,
  index,
  setSize,
  measureRef,
  onActions,
  actionsOpen = false,
  optedOut = false,
}: ConversationRowProps) {
  const id = useId();
  const actionsButton = useRef<HTMLButtonElement>(null);
  const openActions = () => {
    if (actionsButton.current !== null) onActions(conversation, actionsButton.current);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ContextMenu' && !(event.shiftKey && event.key === 'F10')) return;
    event.preventDefault();
    if (!actionsOpen) openActions();
  };
  const latest = conversation.messages[0];
  if (latest === undefined) return null;
  const count = conversation.messages.length;
  const counted = filtering ? 'matching' : count === 1 ? 'message' : 'messages';
  return (
    <li
      ref={measureRef}
      data-index={index}
      aria-posinset={index + 1}
      aria-setsize={setSize}
      className={current ? 'conversation-row conversation-row--current' : 'conversation-row'}
    >
      <div className="conversation-row__head">
        <button
          type="button"
          id={`${id}-party`}
          className="conversation-row__open"
          data-conversation={conversation.key}
          aria-describedby={`${id}-time ${id}-details`}
          aria-current={current || undefined}
          onClick={() => onOpen(conversation)}
          onKeyDown={onKeyDown}
          onContextMenu={(event) => {
            event.preventDefault();
            if (!actionsOpen) openActions();
          }}
        >
          <PartyName party={conversation.party} name={name} />
        </button>
        <span id={`${id}-time`} className="conversation-row__time">
          <ConversationTime timeMs={latest.dateCreatedMs} />
        </span>
        {/* Out of the Tab order: a focused row has its keys and Shift+F10 instead, one stop per row. */}
        <button
          ref={actionsButton}
          type="button"
          tabIndex={-1}
          className="conversation-row__actions"
          aria-haspopup="menu"
          aria-expanded={actionsOpen}
          aria-label="Actions"
          aria-describedby={`${id}-party`}
          onClick={openActions}
          onContextMenu={(event) => {
            event.preventDefault();
            if (!actionsOpen) openActions();
          }}
        >
          <span aria-hidden="true">⋯</span>
        </button>
      </div>
      <div id={`${id}-details`} className="conversation-row__details">
        <p className="conversation-row__latest">
          {!latest.isInbound && 'You: '}
          {isBlank(latest.body) ? (
            <em>{latest.numMedia ? 'Attachment' : 'No text'}</em>
          ) : (
            <ProviderText>{latest.body}</ProviderText>
          )}
        </p>
        <span className="conversation-row__count">
          {count} {counted}
        </span>
        {conversation.pinned && (
          <span className="badge text-bg-secondary conversation-row__pinned">Pinned</span>
        )}
        {optedOut && <span className="badge text-bg-warning">Opted out</span>}
        <MessageMarks
          isNew={isNew}
          unread={conversation.shownUnread}
          accountNumber={showAccountNumber ? conversation.accountNumber : undefined}
        />
      </div>
    </li>
  );
});

/** Only spaces and invisible characters would read as an empty row: the row says 'No text' instead. */
function isBlank(body: string): boolean {
  return /^[\s\u200B-\u200D\u2060\uFEFF]*$/u.test(body);
}

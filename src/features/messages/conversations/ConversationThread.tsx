import { useEffect, useId, useRef, type ReactNode } from 'react';
import { afterNextPaint } from '../../../lib/scheduling/afterNextPaint';
import type { Message } from '../../../lib/twilio/models';
import { formatPhoneNumber } from '../../../lib/phoneNumbers/formatPhoneNumber';
import type { History } from '../history/useHistory';
import { partyLabel, type ConversationId } from './conversationGroups';
import { OlderMessagesButton } from '../history/OlderMessagesButton';
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
  /** Sends a failed message of the thread again, as a new message. */
  onSendAgain: (message: Message) => void;
  /** A send of this conversation is under way. */
  sending: boolean;
  /** The failed messages already sent again (by sid). */
  sentAgain: ReadonlySet<string>;
  /** The name the person gave the party's number, if any: the heading shows it, then the number. */
  name?: string | null;
  /** What can be done to the conversation (pin, archive…), beside its heading. */
  actions?: ReactNode;
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
  onSendAgain,
  sending,
  sentAgain,
  name = null,
  actions,
  children,
}: ConversationThreadProps) {
  const headingId = useId();
  const { hasOlder, isLoadingOlder, olderError, loadOlder } = history;
  const root = useRef<HTMLDivElement>(null);
  // Opened, the newest message and the reply box show as far as the window allows (on a phone they were
  // below the fold), from the first painted frame, so the layout read is not the opening render's.
  useEffect(() => {
    const element = root.current;
    return element === null ? undefined : keepWholeInWindow(element);
  }, []);
  return (
    <div ref={root} className="conversation-thread">
      <div className="conversation-thread__head">
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm conversation-thread__back"
          onClick={onBack}
        >
          Back <span className="visually-hidden">to conversations</span>
        </button>
        <h2 id={headingId} className="conversation-thread__title">
          <PartyName party={conversation.party} name={name} />
          {name !== null && <span className="conversation-thread__on">{partyLabel(conversation.party)}</span>}
          {showAccountNumber && (
            <span className="conversation-thread__on">
              on {formatPhoneNumber(conversation.accountNumber)}
            </span>
          )}
        </h2>
        {actions}
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
        onSendAgain={onSendAgain}
        sending={sending}
        sentAgain={sentAgain}
      />
      {children}
    </div>
  );
}

/**
 * Scrolls the page just enough for `element`'s end to be in the window, but never past its start: its
 * heading and Back stay in sight where the window is too short for all of it.
 */
function showWholeInWindow(element: HTMLElement): void {
  const { top, bottom } = element.getBoundingClientRect();
  const by = Math.min(Math.ceil(bottom - window.innerHeight), Math.floor(top));
  if (by > 0) window.scrollBy({ top: by, behavior: 'instant' });
}

const PERSON_ACTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
/** How long a thread may take to settle: its bubbles drawn and measured, its pictures in. */
const SETTLING_MS = 3000;

/**
 * Shows `element` whole from the next painted frame, and again as it changes size while the thread settles,
 * until the person does anything: known by their input, not by the scroll position, which the browser
 * moves too (scroll anchoring). Returns a function that stops it.
 */
function keepWholeInWindow(element: HTMLElement): () => void {
  let observer: ResizeObserver | null = null;
  let settled: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    observer?.disconnect();
    observer = null;
    clearTimeout(settled);
    for (const type of PERSON_ACTS) window.removeEventListener(type, stop, true);
  };
  const cancel = afterNextPaint(() => {
    showWholeInWindow(element);
    if (typeof ResizeObserver === 'undefined') return;
    for (const type of PERSON_ACTS) window.addEventListener(type, stop, { capture: true, passive: true });
    observer = new ResizeObserver(() => showWholeInWindow(element));
    observer.observe(element);
    settled = setTimeout(stop, SETTLING_MS);
  });
  return () => {
    cancel();
    stop();
  };
}

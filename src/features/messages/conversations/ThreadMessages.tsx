import { elementScroll, observeElementOffset, useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef } from 'react';
import { afterNextPaint } from '../../../lib/scheduling/afterNextPaint';
import type { Message } from '../../../lib/twilio/models';
import {
  correctFromCurrentScroll,
  measureFromResizeObserver,
  useOverscan,
} from '../../../lib/virtualList/listOptions';
import { ThreadBubble } from './ThreadBubble';
import { offersSendAgain } from './sendAgain';
// Here too, not only in the view: the thread is a bounded scroll box only with its styles.
import './conversations.css';

export interface ThreadMessagesProps {
  /** Oldest first (the thread reads top to bottom and opens at the newest), each sid once (threadOf). */
  messages: readonly Message[];
  /** Names the list ('Messages with …'). */
  label: string;
  /** The scroll container's name: the thread's heading. */
  labelledBy?: string;
  isUnread?: (message: Message) => boolean;
  newSids?: ReadonlySet<string>;
  /** Called as the person scrolls near the oldest message: older history may be read. */
  onNearStart?: () => void;
  /** Sends a failed message again as a new one; offered where offersSendAgain says so. */
  onSendAgain?: (message: Message) => void;
  /** A send of this conversation is under way. */
  sending?: boolean;
  /** The failed messages already sent again (by sid). */
  sentAgain?: ReadonlySet<string>;
}

/** A one-line bubble with its status line, rounded up: measured sizes replace it as bubbles render. */
const ESTIMATED_BUBBLE_PX = 64;
const estimateBubble = () => ESTIMATED_BUBBLE_PX;
const measureBubble = measureFromResizeObserver(ESTIMATED_BUBBLE_PX);
const boxScrolling = correctFromCurrentScroll<HTMLDivElement>(elementScroll);
/** Closer to the top than this, older messages are asked for. */
const NEAR_START_PX = 300;

const NO_SIDS: ReadonlySet<string> = new Set();
const noneUnread = () => false;

/**
 * The thread's messages, virtualised: only the bubbles near the view are in the page (a thread may be
 * 20,000 long), each keeping its place in the list for screen readers (aria-posinset of aria-setsize).
 * Its own scroll container, anchored at the newest: it opens there, follows new messages while the
 * person is at the end, and keeps the bubble being read in place when older ones are added above.
 */
export function ThreadMessages({
  messages,
  label,
  labelledBy,
  isUnread = noneUnread,
  newSids = NO_SIDS,
  onNearStart,
  onSendAgain,
  sending = false,
  sentAgain = NO_SIDS,
}: ThreadMessagesProps) {
  const scroller = useRef<HTMLDivElement>(null);
  // Stable between renders: a new function would make the virtualiser lay out every item again.
  const getItemKey = useCallback((index: number) => messages[index]?.sid ?? index, [messages]);
  const { overscan, observeOffset } = useOverscan(
    4 * ESTIMATED_BUBBLE_PX,
    observeElementOffset<HTMLDivElement>,
  );
  // TanStack Virtual returns functions React Compiler cannot memoise; this component is not compiled.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scroller.current,
    estimateSize: estimateBubble,
    getItemKey,
    overscan,
    observeElementOffset: observeOffset,
    anchorTo: 'end',
    followOnAppend: true,
    scrollEndThreshold: 80,
    initialOffset: () => messages.length * ESTIMATED_BUBBLE_PX,
    scrollToFn: boxScrolling,
    measureElement: measureBubble,
    directDomUpdates: true,
    directDomUpdatesMode: 'position',
  });

  // Opening a thread puts the person in it: a screen reader says whose it is, the arrows scroll it. After
  // its first frame, as the list's row takes it back (ConversationsView): a press still under way on the
  // row that opened it ends there first.
  useEffect(() => afterNextPaint(() => scroller.current?.focus()), []);

  // A reply sent from here goes to the end even when the person had scrolled up to read.
  // By sid, not the object: a status followed to 'delivered' is a new copy, not a new message.
  const newest = messages.at(-1);
  const sentSid = newest === undefined || newest.isInbound ? null : newest.sid;
  useEffect(() => {
    if (sentSid !== null) virtualizer.scrollToEnd();
  }, [sentSid, virtualizer]);

  const items = virtualizer.getVirtualItems();
  return (
    // A focusable scroll region, whose Home and End keys scroll it as the browser's own would.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={scroller}
      className="thread"
      role="region"
      aria-labelledby={labelledBy}
      // A scroll box must take the focus for the keyboard to scroll it (arrows, Page Up/Down, Home/End).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      onScroll={(event) => {
        if (event.currentTarget.scrollTop < NEAR_START_PX) onNearStart?.();
      }}
      onKeyDown={(event) => {
        // Home and End reach the first and the newest message exactly. The browser's own animated scroll
        // was cut short when bubbles measured on the way moved the position.
        if (event.target !== event.currentTarget) return;
        if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
        if (event.key === 'Home') {
          event.preventDefault();
          virtualizer.scrollToIndex(0, { align: 'start' });
        } else if (event.key === 'End') {
          event.preventDefault();
          virtualizer.scrollToEnd();
        }
      }}
    >
      {/* Its height, and each bubble's `top`, are written by the virtualiser. */}
      <ol ref={virtualizer.containerRef} className="thread__items" aria-label={label}>
        {items.map((item) => {
          const message = messages[item.index];
          if (message === undefined) return null;
          return (
            <li
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              aria-setsize={messages.length}
              aria-posinset={item.index + 1}
              className={message.isInbound ? 'thread__item' : 'thread__item thread__item--out'}
            >
              <ThreadBubble
                message={message}
                isNew={newSids.has(message.sid)}
                unread={isUnread(message)}
                // Only the bubbles that offer it take these, so a send re-renders no other bubble.
                {...(onSendAgain && offersSendAgain(message)
                  ? { onSendAgain, sending, sentAgain: sentAgain.has(message.sid) }
                  : {})}
              />
            </li>
          );
        })}
      </ol>
    </div>
  );
}

import {
  defaultRangeExtractor,
  elementScroll,
  observeElementOffset,
  type Range,
  useVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { afterNextPaint } from '../../../lib/scheduling/afterNextPaint';
import type { Message } from '../../../lib/twilio/models';
import { correctFromCurrentScroll } from '../../../lib/virtualList/correctFromCurrentScroll';
import { measureFromResizeObserver } from '../../../lib/virtualList/measureFromResizeObserver';
import { OVERSCAN, useOverscan } from '../../../lib/virtualList/useOverscan';
import { withoutAttachingScroll } from '../../../lib/virtualList/withoutAttachingScroll';
import { ThreadBubble } from './ThreadBubble';
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
}

/** A one-line bubble with its status line; measured sizes replace it as bubbles render. */
const ESTIMATED_BUBBLE_PX = 80;
const estimateBubble = () => ESTIMATED_BUBBLE_PX;
const measureBubble = measureFromResizeObserver(ESTIMATED_BUBBLE_PX);
/**
 * The thread's height until it is measured: its largest, min(65vh, 42rem) (conversations.css), at the
 * browser's default 16 px rem. The first render draws the bubbles that fill it at the newest end; a fixed
 * 540 px, a phone's, left the top of a laptop's taller box empty until the next frame.
 */
function estimatedThreadPx(): number {
  return Math.min(0.65 * window.innerHeight, 42 * 16);
}
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
}: ThreadMessagesProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [threadPx] = useState(estimatedThreadPx);
  // Stable between renders: a new function would make the virtualiser lay out all 20,000 items again.
  const getItemKey = useCallback((index: number) => messages[index]?.sid ?? index, [messages]);
  // As the long list's: on a phone the view's bubbles one per frame; the ones beyond once the view is
  // painted; none while racing.
  const { overscan, limitToScreenItems, observeOffset } = useOverscan(
    messages.length > 0,
    OVERSCAN * ESTIMATED_BUBBLE_PX,
    observeElementOffset<HTMLDivElement>,
  );
  // The first frames' are the newest: the thread opens at its end.
  const rangeExtractor = useCallback(
    (range: Range) => limitToScreenItems(defaultRangeExtractor(range), 'end'),
    [limitToScreenItems],
  );
  // TanStack Virtual returns functions React Compiler cannot memoise; this component is not compiled.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scroller.current,
    estimateSize: estimateBubble,
    getItemKey,
    overscan,
    rangeExtractor,
    observeElementOffset: observeOffset,
    anchorTo: 'end',
    followOnAppend: true,
    scrollEndThreshold: 80,
    // Nothing here makes the browser lay out the page in the middle of React's commit (decision 0022): on
    // a slow phone, that made opening a thread one long task. The first render assumes the thread's
    // height and starts at the newest end; the box's size and each bubble's height come from
    // ResizeObservers, which report after the browser's own layout and before it paints, and the positions
    // they change go straight to the elements' styles.
    initialRect: { width: 0, height: threadPx },
    initialOffset: () => Math.max(messages.length * ESTIMATED_BUBBLE_PX - threadPx, 0),
    observeElementRect: observeBoxSize,
    scrollToFn: boxScrolling.scrollToFn,
    measureElement: measureBubble,
    directDomUpdates: true,
    directDomUpdatesMode: 'position',
  });

  // Opens at the newest: at the next frame, before it is painted, once the bubbles are in the page (their
  // measured heights keep it there as they come in: the thread is anchored at its end).
  useLayoutEffect(() => {
    const frame = requestAnimationFrame(() => virtualizer.scrollToEnd());
    return () => cancelAnimationFrame(frame);
  }, [virtualizer]);

  // Opening a thread puts the person in it: a screen reader says whose it is, the arrows scroll it. Once
  // the thread's first frame is drawn: focus() lays the page out there and then, and in the render that
  // opened the thread that made one long task on a slow phone (issue 11).
  useEffect(() => afterNextPaint(() => scroller.current?.focus()), []);

  // A reply sent from here goes to the end even when the person had scrolled up to read.
  // By sid, not the object: a status followed to 'delivered' is a new copy, not a new message.
  const newest = messages.at(-1);
  const sentSid = newest === undefined || newest.isInbound ? null : newest.sid;
  useEffect(() => {
    if (sentSid !== null) virtualizer.scrollToEnd();
  }, [sentSid, virtualizer]);

  const items = virtualizer.getVirtualItems();
  // As the long list's: while the bubbles beyond the view are still to come (or away during a race), the
  // list says it is being put together.
  const busy = messages.length > 0 && overscan < OVERSCAN;
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
        // was cut short when bubbles measured on the way moved the position (it stopped 18 px from the top).
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
      <ol
        ref={virtualizer.containerRef}
        className="thread__items"
        aria-label={label}
        aria-busy={busy || undefined}
      >
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
              <ThreadBubble message={message} isNew={newSids.has(message.sid)} unread={isUnread(message)} />
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/**
 * The library's scrolling, except the scroll it makes as it attaches: the thread scrolls to its newest at
 * the next frame instead. Its corrections for bubbles measured above the view start from where the box
 * is scrolled now (or, within one report, from where a clamped correction asked to be).
 */
const boxScrolling = withoutAttachingScroll(correctFromCurrentScroll<HTMLDivElement>(elementScroll));

/**
 * The thread box's size, from a ResizeObserver (its first report comes after the browser's layout, before
 * the paint). The library's own reads it at once as it attaches, in the middle of React's commit; the first
 * render has `initialRect`. Without a ResizeObserver (jsdom), it is read at once.
 */
function observeBoxSize(
  instance: Virtualizer<HTMLDivElement, HTMLElement>,
  callback: (rect: { width: number; height: number }) => void,
): (() => void) | undefined {
  const box = instance.scrollElement;
  if (box === null) return undefined;
  boxScrolling.noteAttaching(instance);
  const report = () => callback({ width: box.clientWidth, height: box.clientHeight });
  if (typeof ResizeObserver === 'undefined') {
    report();
    return undefined;
  }
  const observer = new ResizeObserver(report);
  observer.observe(box);
  return () => observer.disconnect();
}

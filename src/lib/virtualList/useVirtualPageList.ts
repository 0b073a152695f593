/**
 * A long list in the page's own scroll (the window scrolls, not a box inside it): only the items on or
 * near the screen are in the document, each measured as it renders. Beside what the virtualiser does, it
 * keeps the item with the keyboard focus, and one the caller keeps, rendered with their neighbours, and
 * keeps what the person reads in place when items arrive above it or move to the top. Decision 0022 says
 * why each choice was made.
 */
import {
  defaultRangeExtractor,
  observeWindowOffset,
  useWindowVirtualizer,
  windowScroll,
  type Range,
  type VirtualItem,
  type Virtualizer,
} from '@tanstack/react-virtual';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  startTransition,
  type CSSProperties,
  type FocusEvent,
  type RefObject,
} from 'react';
import { correctFromCurrentScroll } from './correctFromCurrentScroll';
import { measureFromResizeObserver } from './measureFromResizeObserver';
import { OVERSCAN, useOverscan } from './useOverscan';
import { withoutAttachingScroll } from './withoutAttachingScroll';

/**
 * The most common item: a one-line card at laptop width (116.5 px in Chromium) and the 8 px gap under it,
 * rounded as the measurer rounds. An item measured at its estimate moves nothing; every other one shifts
 * all those below it, and the virtualiser then works out the place of every item after it again: with
 * 117 here, once the cards had grown, that was each frame of a fast scroll through 20,000 messages.
 * `e2e/compact-cards.spec.ts` checks the figure against the cards Chromium lays out.
 */
export const ESTIMATED_ITEM_PX = 125;

/** The attribute that tells the virtualiser (and the focus tracking) which item an element is. */
const INDEX_ATTRIBUTE = 'data-index';

export interface VirtualPageList {
  /** The items to render, in order: near the screen, plus the focused and the kept one with their neighbours. */
  items: VirtualItem[];
  /** Spread on the list element (`<ol {...list.listProps}>`), which sets none of these itself. */
  listProps: VirtualListElementProps;
  /**
   * On each item element (with `data-index`): places it (its style's `top`, which the element must not
   * set) and measures it as the browser lays it out, and whenever it changes size.
   */
  measureRef: (element: HTMLElement | null) => void;
}

export interface VirtualListElementProps {
  /**
   * Finds the list's place in the page and, once it is placed, hands the element to the virtualiser,
   * which writes its height (the full list's, as if every item were rendered) straight into its style.
   */
  ref: (element: HTMLElement | null) => void;
  /**
   * Until the virtualiser writes its own: the list's height with every item at the estimate, so what is
   * below the list does not move when the items arrive.
   */
  style: CSSProperties | undefined;
  /**
   * While the list is still being put together: until its first screen of items and the items beyond it
   * are rendered.
   */
  'aria-busy': true | undefined;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

export interface VirtualPageListOptions {
  /** The most common item's height with its gap, in px: what an item counts as until it is measured. */
  estimatedItemPx?: number;
  /**
   * An item kept rendered wherever the page is scrolled, with its neighbours, as the focused one is: one
   * the focus is about to go back to (a conversation's row, once its thread is closed).
   */
  keptKey?: string | null;
  /**
   * False while the list is hidden (a thread shown in its place): it then keeps no reading position,
   * and the page's scrolling is left to what is shown. True by default.
   */
  active?: boolean;
  /**
   * False while the list is on its way out (another view renders in its place): it draws no more items
   * than it has, neither beyond the screen nor, on a phone, the rest of its first screen. True by default.
   */
  drawsAhead?: boolean;
}

/**
 * A virtual list of `keys.length` items (one stable key each) drawn inside the element given
 * `listProps`, which sits in the page's flow.
 */
export function useVirtualPageList(
  keys: readonly string[],
  {
    estimatedItemPx = ESTIMATED_ITEM_PX,
    keptKey = null,
    active = true,
    drawsAhead = true,
  }: VirtualPageListOptions = {},
): VirtualPageList {
  const listRef = useRef<HTMLElement | null>(null);
  const top = useTopInPage(listRef, keys.length > 0);
  const scrollMargin = top ?? 0;
  const [focusedKey, setFocusedKey] = useState<string | null>(null);
  const heldIndexes = useMemo(
    () => [focusedKey, keptKey].flatMap((key) => (key === null ? [] : [keys.indexOf(key)])),
    [keys, focusedKey, keptKey],
  );
  // Measurements are kept by key, so an item keeps its height when messages arrive above it.
  const getItemKey = useCallback((index: number) => keys[index] ?? index, [keys]);
  const { overscan, limitToScreenItems, observeOffset } = useOverscan(
    top !== null && keys.length > 0 && drawsAhead,
    OVERSCAN * estimatedItemPx,
    observeWindowOffset,
  );
  const rangeExtractor = useCallback(
    (range: Range) =>
      heldIndexes.reduce(
        (indexes, held) => withHeld(indexes, held, range.count),
        // The first frames' are the screen's topmost: the list is read from the top.
        limitToScreenItems(defaultRangeExtractor(range), 'start'),
      ),
    [heldIndexes, limitToScreenItems],
  );
  // Read once, as the list mounts: window.innerWidth waits for layout, and read at every render it made
  // the browser lay out the page in the middle of each (a scroll's, an overscan step's, a switch's).
  const [initialRect] = useState(windowRect);
  const estimateSize = useCallback(() => estimatedItemPx, [estimatedItemPx]);
  const measureItem = useMemo(() => measureFromResizeObserver(estimatedItemPx), [estimatedItemPx]);
  const virtualizer = useWindowVirtualizer<HTMLElement>({
    // Off until the list's place in the page is known: a first pass with the wrong one would measure
    // every item's position only to do it again, and render the wrong items.
    enabled: top !== null,
    // The window's size from the first render, rather than none until the virtualiser has looked.
    initialRect,
    observeElementRect: observeWindowSize,
    observeElementOffset: observeOffset,
    scrollToFn: windowScrolling.scrollToFn,
    count: keys.length,
    estimateSize,
    overscan,
    scrollMargin,
    getItemKey,
    rangeExtractor,
    measureElement: measureItem,
    // Positions and the list's height go straight to the elements' styles, also from the ResizeObserver's
    // measurements, which the browser delivers after its layout and before it paints: the first frame
    // shows every item where it belongs without a layout forced in the middle of React's commit.
    directDomUpdates: true,
    directDomUpdatesMode: 'position',
    // Scrolling ends with the browser's scrollend event where there is one, not a 150 ms timer per scroll.
    useScrollendEvent: true,
  });
  useKeepReadingPosition(virtualizer, keys, scrollMargin, active);

  const onFocus = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      const index = indexOfItemAround(event.target);
      setFocusedKey(index === null ? null : (keys[index] ?? null));
    },
    [keys],
  );
  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    // Leaving for elsewhere on the page lets the item go; a blur to nowhere (another window) keeps it.
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) setFocusedKey(null);
  }, []);

  // Handed over once the virtualiser is on: before, it would write the height of no items at all over
  // the reserved one. The new ref then attaches after React has dropped its own height.
  const containerRef = top === null ? noContainer : virtualizer.containerRef;
  const ref = useCallback(
    (element: HTMLElement | null) => {
      listRef.current = element;
      containerRef(element);
    },
    [containerRef],
  );
  const busy = keys.length > 0 && (top === null || overscan < OVERSCAN);
  return {
    items: virtualizer.getVirtualItems(),
    listProps: {
      ref,
      style: top === null ? { height: keys.length * estimatedItemPx } : undefined,
      'aria-busy': busy || undefined,
      onFocus,
      onBlur,
    },
    measureRef: virtualizer.measureElement,
  };
}

const noContainer = () => undefined;

/**
 * The library's window scrolling, except the scroll it makes as it attaches: back to where the window was
 * when the list was first rendered. Where the page scrolls is the person's, not the list's to restore.
 * Its corrections for items measured above the screen start from where the page is now (or, within one
 * report, from where a clamped correction asked to be).
 */
const windowScrolling = withoutAttachingScroll(correctFromCurrentScroll<Window>(windowScroll));

function windowRect(): { width: number; height: number } {
  return { width: window.innerWidth, height: window.innerHeight };
}

/**
 * The window's size for the virtualiser: at the next frame and on every resize. The library's own reads it
 * at once when the list is first enabled, in the middle of React's commit, which makes the browser lay out
 * the whole page there and then (window.innerWidth waits for layout); the first render has `initialRect`.
 */
function observeWindowSize(
  instance: Virtualizer<Window, HTMLElement>,
  callback: (rect: { width: number; height: number }) => void,
): () => void {
  windowScrolling.noteAttaching(instance);
  const report = () => callback(windowRect());
  const frame = requestAnimationFrame(() => {
    report();
    // Without the attaching scroll, a scroll made while the list was being rendered would go unseen
    // until the next one: the virtualiser reads the position from the scroll event.
    if (Math.abs(window.scrollY - (instance.scrollOffset ?? window.scrollY)) >= 1)
      window.dispatchEvent(new Event('scroll'));
  });
  window.addEventListener('resize', report, { passive: true });
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('resize', report);
  };
}

/**
 * The rendered range with a held item (the focused one, or the kept one) and the ones either side of it:
 * focus stays where it is when the person scrolls away, and Tab or Shift+Tab from it reaches the next
 * item, not the rendered edge.
 */
function withHeld(indexes: number[], held: number, count: number): number[] {
  if (held < 0 || held >= count) return indexes;
  const extra = [held - 1, held, held + 1].filter(
    (index) => index >= 0 && index < count && !indexes.includes(index),
  );
  return extra.length === 0 ? indexes : [...indexes, ...extra].sort((a, b) => a - b);
}

function indexOfItemAround(target: EventTarget): number | null {
  if (!(target instanceof Element)) return null;
  const index = target.closest(`[${INDEX_ATTRIBUTE}]`)?.getAttribute(INDEX_ATTRIBUTE);
  return index == null ? null : Number(index);
}

/**
 * Where the list starts in the page (the virtualiser's scroll margin), null until first measured: in the
 * ResizeObserver's first report, the frame after the list first shows, and again whenever the page
 * changes height (a banner, the filters panel, a notice above it). Without layout (jsdom) it is 0.
 */
function useTopInPage(listRef: RefObject<HTMLElement | null>, shown: boolean): number | null {
  const [top, setTop] = useState<number | null>(null);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!shown || list === null) return;
    const measure = () => {
      // No box: a hidden panel keeps the last top, rather than read 0; with no layout at all, it is 0.
      if (list.getClientRects().length === 0) {
        setTop((previous) => previous ?? 0);
        return;
      }
      const next = list.getBoundingClientRect().top + window.scrollY;
      setTop((previous) => (previous !== null && Math.abs(previous - next) < 0.5 ? previous : next));
    };
    // At once where no report would come soon: without an observer (jsdom), or in a tab in the
    // background, which draws no frames until it is shown. Always in the background (a transition): the
    // items then render in small slices rather than in one long task (Lighthouse's Total Blocking Time).
    const observes = typeof ResizeObserver !== 'undefined';
    if (!observes || document.visibilityState === 'hidden') startTransition(measure);
    if (!observes) return;
    // Otherwise first measured in the observer's first report, which the browser makes once it has laid
    // the page out for the next frame: measured here, in the commit, the list made it lay the page out
    // there and then, in the same long task.
    const observer = new ResizeObserver(() => startTransition(measure));
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [listRef, shown]);
  return top;
}

interface ReadingAnchor {
  /** The item at the screen's top edge, and where it was in the list. */
  key: string;
  index: number;
  /** The item's top less the scroll position: where it sits on the screen. */
  fromTop: number;
  /** The item after it, and where that one sits on the screen. */
  next: { key: string; fromTop: number } | null;
}

/**
 * When items are added above the one at the top of the screen (a live update, a sent message), the page
 * scrolls by as much, so what the person is reading does not move. A person at the top of the list sees
 * the new item come in. The browser's own scroll anchoring does not apply: moving an item suppresses it.
 *
 * An item that moved up the list (a conversation that got a message goes to the top) is not followed:
 * the one after it, which stayed where it was, is kept in place instead, as the browser's anchoring
 * would. When items above both were removed (a filter), the one after moved by as much, so it is the same.
 * While the list is hidden (`active` false: a thread is open over it) it notes nothing and scrolls nothing:
 * the page then belongs to what is shown.
 */
function useKeepReadingPosition(
  virtualizer: Virtualizer<Window, HTMLElement>,
  keys: readonly string[],
  scrollMargin: number,
  active: boolean,
): void {
  const anchor = useRef<ReadingAnchor | null>(null);
  const keysBefore = useRef(keys);

  const note = useCallback(() => {
    if (!active) {
      anchor.current = null;
      return;
    }
    // The virtualiser's own reading of the last scroll event: window.scrollY here, after every commit,
    // would force a layout of the page in the middle of scrolling.
    const scrollY = virtualizer.scrollOffset ?? 0;
    const item = scrollY > scrollMargin ? virtualizer.getVirtualItemForOffset(scrollY) : undefined;
    const next = item === undefined ? undefined : virtualizer.measurementsCache[item.index + 1];
    anchor.current = item
      ? {
          key: String(item.key),
          index: item.index,
          fromTop: item.start - scrollY,
          next: next ? { key: String(next.key), fromTop: next.start - scrollY } : null,
        }
      : null;
  }, [virtualizer, scrollMargin, active]);

  // After every commit: put the anchor back if the items changed (it then stays as noted), or note it.
  useLayoutEffect(() => {
    const noted = anchor.current;
    const changed = keysBefore.current !== keys;
    keysBefore.current = keys;
    const kept = active && changed && noted !== null ? itemToKeepInPlace(noted, keys) : null;
    if (kept !== null) {
      virtualizer.getTotalSize(); // brings the measurements up to date with what was just rendered
      const item = virtualizer.measurementsCache[kept.index];
      if (item) {
        const target = item.start - kept.fromTop;
        if (Math.abs(target - window.scrollY) >= 1) window.scrollTo({ top: target });
        return;
      }
    }
    note();
  });

  useEffect(() => {
    window.addEventListener('scroll', note, { passive: true });
    return () => window.removeEventListener('scroll', note);
  }, [note]);
}

/**
 * Which item to keep where it was on the screen once the keys changed, and its new index: the noted one
 * if it stayed or moved down, else the one after it if that is still there, else none (no scroll).
 */
function itemToKeepInPlace(
  noted: ReadingAnchor,
  keys: readonly string[],
): { index: number; fromTop: number } | null {
  const index = keys.indexOf(noted.key);
  if (index >= noted.index) return { index, fromTop: noted.fromTop };
  const nextIndex = noted.next === null ? -1 : keys.indexOf(noted.next.key);
  return noted.next !== null && nextIndex >= 0 ? { index: nextIndex, fromTop: noted.next.fromTop } : null;
}

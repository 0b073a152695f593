/**
 * A long list in the page's own scroll: only the items near the screen are in the document. Beside what
 * the virtualiser does, it keeps the focused item (and one the caller keeps) drawn with its neighbours,
 * and what the person reads in place when items arrive above it. Decisions 0022 and 0047.
 */
import {
  defaultRangeExtractor,
  elementScroll,
  observeElementOffset,
  observeWindowOffset,
  useVirtualizer,
  useWindowVirtualizer,
  windowScroll,
} from '@tanstack/react-virtual';
import type { Range, ReactVirtualizer, Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { FocusEvent, RefObject } from 'react';
import { correctFromCurrentScroll, measureFromResizeObserver, useOverscan } from './listOptions';

/** A one-line card at laptop width and its gap: an item measured at its estimate moves nothing below it. */
export const ESTIMATED_ITEM_PX = 125;

export interface VirtualPageListOptions {
  /** The most common item's height with its gap, in px: what an item counts as until it is measured. */
  estimatedItemPx?: number;
  /** An item kept drawn wherever the page is, as the focused one is: one the focus is to go back to. */
  keptKey?: string | null;
  /** False while the list is hidden (a thread shown in its place): it then keeps no reading position. */
  active?: boolean;
}

const windowScrolling = correctFromCurrentScroll<Window>(windowScroll);
const boxScrolling = correctFromCurrentScroll<HTMLElement>(elementScroll);

/**
 * `items` to render; `listProps` for the list element (the virtualiser writes its height); `measureRef`
 * for each item element, which has `data-index` and no `top` of its own.
 */
export function useVirtualPageList(
  keys: readonly string[],
  { estimatedItemPx = ESTIMATED_ITEM_PX, keptKey = null, active = true }: VirtualPageListOptions = {},
) {
  const listRef = useRef<HTMLElement | null>(null);
  const scrollMargin = useTopIn(listRef, null, keys.length > 0);
  const held = useHeldItems(keys, keptKey);
  const sizing = useItemSizing(keys, estimatedItemPx);
  const { overscan, observeOffset } = useOverscan(4 * estimatedItemPx, observeWindowOffset);
  // The window's size from the first render, so the first render draws the screen's items, not none.
  const [initialRect] = useState(windowSize);
  const virtualizer = useWindowVirtualizer<HTMLElement>({
    count: keys.length,
    ...sizing,
    overscan,
    observeElementOffset: observeOffset,
    scrollMargin,
    initialRect,
    rangeExtractor: held.rangeExtractor,
    scrollToFn: windowScrolling,
    // Each item's `top` and the list's height go straight into their styles, not through a render.
    directDomUpdates: true,
    directDomUpdatesMode: 'position',
    useScrollendEvent: true,
  });
  useKeepReadingPosition(virtualizer, keys, scrollMargin, active, null);
  return useListResult(virtualizer, listRef, held);
}

/**
 * The same list in a scroll box of its own (`scroller`, which holds the list element): a pane beside
 * another, which scrolls apart from the page.
 */
export function useVirtualBoxList(
  keys: readonly string[],
  scroller: RefObject<HTMLElement | null>,
  { estimatedItemPx = ESTIMATED_ITEM_PX, keptKey = null }: Omit<VirtualPageListOptions, 'active'> = {},
) {
  const listRef = useRef<HTMLElement | null>(null);
  const scrollMargin = useTopIn(listRef, scroller, keys.length > 0);
  const held = useHeldItems(keys, keptKey);
  const sizing = useItemSizing(keys, estimatedItemPx);
  const { overscan, observeOffset } = useOverscan(4 * estimatedItemPx, observeElementOffset<HTMLElement>);
  // TanStack Virtual returns functions React Compiler cannot memoise; this hook is not compiled.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer<HTMLElement, HTMLElement>({
    count: keys.length,
    ...sizing,
    getScrollElement: () => scroller.current,
    overscan,
    observeElementOffset: observeOffset,
    scrollMargin,
    rangeExtractor: held.rangeExtractor,
    scrollToFn: boxScrolling,
    directDomUpdates: true,
    directDomUpdatesMode: 'position',
  });
  useKeepReadingPosition(virtualizer, keys, scrollMargin, true, scroller);
  return useListResult(virtualizer, listRef, held);
}

/** By key, so an item keeps its measured height when others arrive above it. */
function useItemSizing(keys: readonly string[], estimatedItemPx: number) {
  const getItemKey = useCallback((index: number) => keys[index] ?? index, [keys]);
  const estimateSize = useCallback(() => estimatedItemPx, [estimatedItemPx]);
  const measureElement = useMemo(() => measureFromResizeObserver(estimatedItemPx), [estimatedItemPx]);
  return { getItemKey, estimateSize, measureElement };
}

/** The focused item, and one the caller keeps, are drawn wherever the list is scrolled. */
function useHeldItems(keys: readonly string[], keptKey: string | null) {
  const [focusedKey, setFocusedKey] = useState<string | null>(null);
  const held = useMemo(
    () => [focusedKey, keptKey].flatMap((key) => (key === null ? [] : [keys.indexOf(key)])),
    [keys, focusedKey, keptKey],
  );
  const rangeExtractor = useCallback(
    (range: Range) =>
      held.reduce((drawn, index) => withHeld(drawn, index, range.count), defaultRangeExtractor(range)),
    [held],
  );
  const onFocus = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      const index = event.target.closest('[data-index]')?.getAttribute('data-index');
      setFocusedKey(index == null ? null : (keys[Number(index)] ?? null));
    },
    [keys],
  );
  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    // Leaving for elsewhere on the page lets the item go; a blur to nowhere (another window) keeps it.
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) setFocusedKey(null);
  }, []);
  return { rangeExtractor, onFocus, onBlur };
}

function useListResult<TScroll extends Element | Window>(
  virtualizer: ReactVirtualizer<TScroll, HTMLElement>,
  listRef: RefObject<HTMLElement | null>,
  { onFocus, onBlur }: ReturnType<typeof useHeldItems>,
) {
  const ref = useCallback(
    (element: HTMLElement | null) => {
      listRef.current = element;
      virtualizer.containerRef(element);
    },
    [listRef, virtualizer],
  );
  return {
    items: virtualizer.getVirtualItems(),
    listProps: { ref, onFocus, onBlur },
    measureRef: virtualizer.measureElement,
  };
}

function windowSize() {
  return { width: window.innerWidth, height: window.innerHeight };
}

/** The drawn range with a held item and its neighbours: Tab and Shift+Tab from it reach the next item. */
function withHeld(indexes: number[], held: number, count: number): number[] {
  if (held < 0 || held >= count) return indexes;
  const extra = [held - 1, held, held + 1].filter(
    (index) => index >= 0 && index < count && !indexes.includes(index),
  );
  return extra.length === 0 ? indexes : [...indexes, ...extra].sort((a, b) => a - b);
}

/**
 * Where the list starts in what scrolls it, the page or a box (the virtualiser's scroll margin), again
 * whenever the page changes height (a banner, the filters panel). A hidden list keeps the last one;
 * without layout (jsdom) it is 0.
 */
function useTopIn(
  listRef: RefObject<HTMLElement | null>,
  boxRef: RefObject<HTMLElement | null> | null,
  shown: boolean,
): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!shown || list === null) return;
    const measure = () => {
      if (list.getClientRects().length === 0) return;
      const box = boxRef?.current ?? null;
      const next =
        box === null
          ? list.getBoundingClientRect().top + window.scrollY
          : list.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
      setTop((previous) => (Math.abs(previous - next) < 0.5 ? previous : next));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [listRef, boxRef, shown]);
  return top;
}

/**
 * When items are added above the one at the top of the screen (a live update, a sent message), the page
 * scrolls by as much: moving an item's `top` suppresses the browser's own scroll anchoring. At the top of
 * the list, the new item comes in. An item that moved up the list (a conversation that got a message) is
 * not followed: the one after it stays in place, as the browser's anchoring would. A hidden list scrolls
 * nothing.
 */
function useKeepReadingPosition<TScroll extends Element | Window>(
  virtualizer: Virtualizer<TScroll, HTMLElement>,
  keys: readonly string[],
  scrollMargin: number,
  active: boolean,
  /** The box that scrolls the list; null for the page. */
  boxRef: RefObject<HTMLElement | null> | null,
): void {
  // The item at the view's top edge and the one after it: where each was in the list and on the screen.
  const noted = useRef<{ key: string; index: number; fromTop: number }[]>([]);
  const keysBefore = useRef(keys);

  const note = useCallback(() => {
    // The virtualiser's reading of the last scroll event: window.scrollY here would lay the page out.
    const scrollY = virtualizer.scrollOffset ?? 0;
    const item = active && scrollY > scrollMargin ? virtualizer.getVirtualItemForOffset(scrollY) : undefined;
    const pair = item ? [item, virtualizer.measurementsCache[item.index + 1]] : [];
    noted.current = pair.flatMap((each) =>
      each ? [{ key: String(each.key), index: each.index, fromTop: each.start - scrollY }] : [],
    );
  }, [virtualizer, scrollMargin, active]);

  // After every commit: if the items changed, scroll the noted item back to its place; else note it.
  useLayoutEffect(() => {
    const changed = keysBefore.current !== keys;
    keysBefore.current = keys;
    const [top, next] = noted.current;
    const kept = top && keys.indexOf(top.key) >= top.index ? top : next;
    if (active && changed && kept) {
      virtualizer.getTotalSize(); // brings the measurements up to date with what was just rendered
      const item = virtualizer.measurementsCache[keys.indexOf(kept.key)];
      if (item) {
        const target = item.start - kept.fromTop;
        const box = boxRef?.current ?? null;
        const now = box === null ? window.scrollY : box.scrollTop;
        if (Math.abs(target - now) >= 1) (box ?? window).scrollTo({ top: target });
        return;
      }
    }
    note();
  });

  useEffect(() => {
    const scroller = boxRef?.current ?? window;
    scroller.addEventListener('scroll', note, { passive: true });
    return () => scroller.removeEventListener('scroll', note);
  }, [boxRef, note]);
}

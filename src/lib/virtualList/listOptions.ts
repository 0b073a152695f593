/** What the page's long lists and a conversation's thread give their virtualiser alike (decision 0047). */
import type { Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, useState } from 'react';

type ScrollElement = Element | Window;
type Instance<TScroll extends ScrollElement> = Virtualizer<TScroll, HTMLElement>;
type ObserveOffset<TScroll extends ScrollElement> = (
  instance: Instance<TScroll>,
  onOffset: (offset: number, isScrolling: boolean) => void,
) => void | (() => void);
type ScrollTo<TScroll extends ScrollElement> = (
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  instance: Instance<TScroll>,
) => void;

/** Items drawn beyond each edge of the view: a wheel or Page Down lands on items already drawn. */
const OVERSCAN = 4;
/** Scrolls closer together than this continue one another (TanStack's own wait for a scroll's end). */
const SCROLL_REST_MS = 150;

/**
 * OVERSCAN, but none while the view races (a fast flick, a dragged scrollbar): scrolls one soon after
 * another, each farther than those items reach (`reachPx`), land past them, so drawing them only made
 * each frame later. They come back once the view has rested.
 */
export function useOverscan<TScroll extends ScrollElement>(reachPx: number, observe: ObserveOffset<TScroll>) {
  const [racing, setRacing] = useState(false);
  const last = useRef<{ offset: number; at: number } | null>(null);
  const rest = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(rest.current), []);
  const observeOffset = useCallback<ObserveOffset<TScroll>>(
    (instance, onOffset) =>
      observe(instance, (offset, isScrolling) => {
        const before = last.current;
        const at = performance.now();
        if (isScrolling) last.current = { offset, at };
        if (
          isScrolling &&
          before &&
          at - before.at < SCROLL_REST_MS &&
          Math.abs(offset - before.offset) > reachPx
        ) {
          // Set in the scroll event, it is drawn with the scroll: the virtualiser renders that in flushSync.
          setRacing(true);
          clearTimeout(rest.current);
          rest.current = setTimeout(() => setRacing(false), SCROLL_REST_MS);
        }
        onOffset(offset, isScrolling);
      }),
    [observe, reachPx],
  );
  return { overscan: racing ? 0 : OVERSCAN, observeOffset };
}

/**
 * An item's height from the ResizeObserver alone: read as the item renders, each read would make the
 * browser lay the page out again in the middle of React's commit. An item with no box (a hidden list,
 * jsdom) keeps what it measured before, or the estimate, so the list neither collapses nor draws all.
 */
export function measureFromResizeObserver(estimate: number) {
  return <TScroll extends ScrollElement>(
    element: HTMLElement,
    entry: ResizeObserverEntry | undefined,
    instance: Instance<TScroll>,
  ) => {
    const measured = entry?.borderBoxSize[0]?.blockSize ?? 0;
    if (measured > 0) return Math.round(measured);
    const key = instance.options.getItemKey(instance.indexFromElement(element));
    return instance.itemSizeCache.get(key) ?? estimate;
  };
}

/**
 * Scrolling whose corrections (an item above the view measured taller or shorter than thought) start
 * from where the element is scrolled now, not from the last scroll event's position: from there they
 * took back a scroll made since, and every other step of a flick went nowhere. A correction the browser
 * clamps, before the list's new height is in the page, the virtualiser writes again itself.
 */
export function correctFromCurrentScroll<TScroll extends ScrollElement>(
  scroll: ScrollTo<TScroll>,
): ScrollTo<TScroll> {
  return (offset, options, instance) => {
    const element = instance.scrollElement;
    const correcting = options.adjustments && options.behavior !== 'smooth' && element !== null;
    scroll(
      !correcting ? offset : element instanceof Element ? element.scrollTop : element.scrollY,
      options,
      instance,
    );
  };
}

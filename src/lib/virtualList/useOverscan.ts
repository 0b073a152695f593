/**
 * How many items a long list (useVirtualPageList, and a conversation's thread in its own box) renders
 * beyond each edge of the screen, and when. Decision 0022 says why.
 */
import type { Virtualizer } from '@tanstack/react-virtual';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { afterNextPaint } from '../scheduling/afterNextPaint';

/**
 * Items rendered beyond each edge of the screen, about half a laptop screen each way: a wheel, a flick or
 * a Page Down lands on cards already drawn. Each costs some 50 elements and a share of every frame. The
 * first items the list renders are the screen's alone; these come once that screen is painted.
 */
export const OVERSCAN = 4;

/**
 * The items beyond the screen come this many at a time, each step in a task of its own after a painted
 * frame: all four at once were one task of 65–110 ms on Lighthouse's phone, two at a time were frames of
 * 60–90; one at a time mostly stays under 50 ms, below which Total Blocking Time counts nothing (decision 0022).
 */
export const OVERSCAN_STEP = 1;

/**
 * How many of the screen's items a list's first frame draws on a phone; the rest of the screen comes one
 * item per frame after that, each after a paint, as the items beyond it do. On Lighthouse's phone the
 * frame that drew a chosen number's first screen of cards at once was 66–111 ms, the longest task of
 * choosing it: the first cards of a page pay for styles, text and layout that no later card pays again
 * (decision 0022).
 */
export const FIRST_FRAME_ITEMS = 1;

/**
 * Below this width (Bootstrap's `sm` breakpoint, where the page takes a phone's layout) a list's screen
 * comes an item per frame: under the page's controls a phone shows three or four cards (more of the
 * smaller conversation rows and bubbles). On a laptop there are seven cards, and the screen would come
 * several frames later (the large list's first screen on a laptop: 102 ms, 155 with only two first).
 */
const PHONE_MAX_WIDTH_PX = 576;

/**
 * A scroll that comes this soon after the last one continues it; once the page has been still this long,
 * it rests. TanStack Virtual's own wait for the end of a scroll where the browser has no `scrollend`.
 */
const SCROLL_REST_MS = 150;

/** A virtualiser's `observeElementOffset`: TanStack's observeWindowOffset or observeElementOffset. */
type ObserveOffset<TScroll extends Element | Window> = (
  instance: Virtualizer<TScroll, HTMLElement>,
  onOffset: (offset: number, isScrolling: boolean) => void,
) => void | (() => void);

export interface Overscan<TScroll extends Element | Window> {
  /** The virtualiser's `overscan` option. */
  overscan: number;
  /**
   * For the caller's range extractor: the items to render of the default range (the screen's, while
   * the screen is still coming on a phone). `opensAt` is the list's edge the person sees first: the
   * items nearest to it come first. It also notes whether it left any out, which tells the next step
   * whether the screen is full: give it the default range alone, before adding anything (held items).
   */
  limitToScreenItems: (indexes: number[], opensAt: 'start' | 'end') => number[];
  /** The virtualiser's `observeElementOffset`: the one given, which also tells when the page races. */
  observeOffset: ObserveOffset<TScroll>;
}

/**
 * On a phone, FIRST_FRAME_ITEMS of the screen's items first and the rest of the screen one at a time,
 * each once the one before is painted; no items beyond the screen until it is full and painted, then
 * OVERSCAN, OVERSCAN_STEP at a time. The first items of a page are the dearest to lay out, and a screen's
 * worth at once was one long task (Lighthouse's Total Blocking Time, issue 11); the rest comes in tasks
 * of their own, before anyone can scroll to it.
 *
 * None either while the page races: scrolls, one soon after another, each farther than the items beyond
 * the screen reach (`reachPx`), as a fast flick or a dragged scrollbar makes. Each frame then lands past
 * what was drawn beyond the screen, so drawing it only made every frame dearer. They come back, a step
 * at a time again, once the page has rested SCROLL_REST_MS. A single jump (Home, End, a link) renders
 * them with the screen, as before.
 */
export function useOverscan<TScroll extends Element | Window>(
  rendering: boolean,
  reachPx: number,
  observeScrollOffset: ObserveOffset<TScroll>,
): Overscan<TScroll> {
  // How many of the screen's items are drawn while it is still coming (on a phone), else null.
  const [screenItems, setScreenItems] = useState(() =>
    window.innerWidth < PHONE_MAX_WIDTH_PX ? FIRST_FRAME_ITEMS : null,
  );
  // Whether the last range had more of the screen's items than were drawn: the screen is not full yet.
  // Written by limitToScreenItems as the virtualiser calls the range extractor in a render; read, and
  // reset, by the step after the paint. A render without a range (no items, a box of no height) leaves
  // it false, so the screen ends rather than grow a step at a time forever.
  const screenCut = useRef(false);
  const [overscan, setOverscan] = useState(0);
  const [racing, setRacing] = useState(false);
  const lastScroll = useRef<{ offset: number; at: number } | null>(null);
  // Set while the page races: the rest that ends it.
  const restTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!rendering || racing || (screenItems === null && overscan === OVERSCAN)) return;
    return afterNextPaint(() =>
      startTransition(() => {
        const cut = screenCut.current;
        screenCut.current = false;
        if (screenItems === null) setOverscan((before) => Math.min(OVERSCAN, before + OVERSCAN_STEP));
        // From the latest value: a race that lifted the limit meanwhile keeps it lifted.
        else if (cut) setScreenItems((before) => (before === null ? null : before + 1));
        else {
          // The screen is full and painted: the first step beyond it comes with the end of the limit.
          setScreenItems(null);
          setOverscan(OVERSCAN_STEP);
        }
      }),
    );
  }, [rendering, racing, screenItems, overscan]);

  useEffect(() => () => clearTimeout(restTimer.current), []);

  const noteScroll = useCallback(
    (offset: number) => {
      const at = performance.now();
      const last = lastScroll.current;
      lastScroll.current = { offset, at };
      const continues = last !== null && at - last.at < SCROLL_REST_MS;
      // Set in the scroll event, these are rendered with the scroll itself: the virtualiser renders it
      // with flushSync, which in React 19 takes the updates waiting from the same event along.
      if (continues && Math.abs(offset - last.offset) > reachPx) {
        setRacing(true);
        setScreenItems(null);
        setOverscan(0);
      } else if (restTimer.current === undefined) return;
      clearTimeout(restTimer.current);
      restTimer.current = setTimeout(() => {
        restTimer.current = undefined;
        startTransition(() => setRacing(false));
      }, SCROLL_REST_MS);
    },
    [reachPx],
  );

  const observeOffset = useCallback<ObserveOffset<TScroll>>(
    (instance, onOffset) =>
      observeScrollOffset(instance, (offset, isScrolling) => {
        if (isScrolling) noteScroll(offset);
        onOffset(offset, isScrolling);
      }),
    [noteScroll, observeScrollOffset],
  );

  const limitToScreenItems = useCallback(
    (indexes: number[], opensAt: 'start' | 'end') => {
      if (screenItems === null) return indexes;
      screenCut.current = indexes.length > screenItems;
      return opensAt === 'start' ? indexes.slice(0, screenItems) : indexes.slice(-screenItems);
    },
    [screenItems],
  );

  return { overscan, limitToScreenItems, observeOffset };
}

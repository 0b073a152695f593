import type { Virtualizer } from '@tanstack/react-virtual';

export type ScrollToFn<TScrollElement extends Element | Window> = (
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  instance: Virtualizer<TScrollElement, HTMLElement>,
) => void;

/**
 * A virtualiser's scrolling whose corrections start from where the scroll element is now. When an item
 * above the view is measured taller or shorter than thought, TanStack Virtual scrolls by the difference
 * (`adjustments`) so that what the person reads stays put, but from the position it last read in a
 * scroll event: a scroll made since (the next step of a flick or a wheel, already applied by the
 * browser) was undone. Flicking up a long thread went half the way, every other step taken back.
 * Read here, in the ResizeObserver's report after the browser's layout, the position costs nothing.
 *
 * One exception: a correction the browser could not make in full. Bubbles measured in one report are
 * corrected one by one, before the list's new height is in the page, so a bubble measured taller can ask
 * for a position past the end, which the browser clamps. The position it kept is then not the person's
 * but the clamp's, and the next correction goes on from the one asked for (the virtualiser's own count).
 * Starting from the clamped one left a thread opened at its newest 27 px short of it: every bubble after
 * the tall one was measured shorter and moved it up from there.
 */
export function correctFromCurrentScroll<TScrollElement extends Element | Window>(
  scroll: ScrollToFn<TScrollElement>,
): ScrollToFn<TScrollElement> {
  // The last correction per virtualiser: the position it asked for, and the one the element then had.
  const lastCorrection = new WeakMap<object, { asked: number; kept: number }>();
  return (offset, options, instance) => {
    const element = instance.scrollElement;
    if (!options.adjustments || options.behavior === 'smooth' || element === null) {
      lastCorrection.delete(instance);
      scroll(offset, options, instance);
      return;
    }
    const horizontal = instance.options.horizontal;
    const now = currentOffsetOf(element, horizontal);
    const last = lastCorrection.get(instance);
    // Unmoved since a clamped correction: nobody scrolled, the browser only could not go that far yet.
    const from = last !== undefined && Math.abs(now - last.kept) < 0.5 ? last.asked : now;
    scroll(from, options, instance);
    // Never above the top, where the virtualiser's own count stops too.
    const asked = Math.max(from + options.adjustments, 0);
    if (!lastCorrection.has(instance))
      // Only for the rest of this report: a clamp the list's new height then allows, the virtualiser
      // makes up for itself, and a later report starts from where the person is.
      queueMicrotask(() => lastCorrection.delete(instance));
    lastCorrection.set(instance, { asked, kept: currentOffsetOf(element, horizontal) });
  };
}

function currentOffsetOf(element: Element | Window, horizontal: boolean): number {
  if (element instanceof Element) return horizontal ? element.scrollLeft : element.scrollTop;
  return horizontal ? element.scrollX : element.scrollY;
}

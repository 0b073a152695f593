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
 */
export function correctFromCurrentScroll<TScrollElement extends Element | Window>(
  scroll: ScrollToFn<TScrollElement>,
): ScrollToFn<TScrollElement> {
  return (offset, options, instance) => {
    const element = instance.scrollElement;
    if (!options.adjustments || options.behavior === 'smooth' || element === null) {
      scroll(offset, options, instance);
      return;
    }
    scroll(currentOffsetOf(element, instance.options.horizontal), options, instance);
  };
}

function currentOffsetOf(element: Element | Window, horizontal: boolean): number {
  if (element instanceof Element) return horizontal ? element.scrollLeft : element.scrollTop;
  return horizontal ? element.scrollX : element.scrollY;
}

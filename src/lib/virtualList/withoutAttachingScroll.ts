import type { Virtualizer } from '@tanstack/react-virtual';
import type { ScrollToFn } from './correctFromCurrentScroll';

/**
 * A virtualiser's scrolling, less the scroll TanStack Virtual makes as it attaches to its scroll element
 * (to where it assumes that element is scrolled): the write would make the browser lay out the page in
 * the middle of React's commit (decision 0022). The library calls its `observeElementRect` just before
 * that scroll: the one given to it calls `noteAttaching`, and `scrollToFn` then leaves that scroll out.
 */
export function withoutAttachingScroll<TScrollElement extends Element | Window>(
  scroll: ScrollToFn<TScrollElement>,
) {
  const attaching = new WeakSet<Virtualizer<TScrollElement, HTMLElement>>();
  const scrollToFn: ScrollToFn<TScrollElement> = (offset, options, instance) => {
    if (attaching.delete(instance)) return;
    scroll(offset, options, instance);
  };
  return {
    noteAttaching(instance: Virtualizer<TScrollElement, HTMLElement>): void {
      attaching.add(instance);
      queueMicrotask(() => attaching.delete(instance));
    },
    scrollToFn,
  };
}

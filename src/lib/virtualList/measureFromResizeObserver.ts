import type { Virtualizer } from '@tanstack/react-virtual';

/**
 * A virtualiser's item measurer that takes an item's height from the ResizeObserver only (decision 0022).
 * Reading it as the item is rendered would force the browser to lay the page out in the middle of React's
 * commit, and the observer reports it before the frame is painted anyway. Until then, and where there is
 * no layout (jsdom, or a tab panel that is hidden: every size reads 0), the item keeps what it measured
 * before, or `estimate`, so the list neither collapses nor renders all.
 */
export function measureFromResizeObserver(estimate: number) {
  return <TScrollElement extends Element | Window>(
    element: HTMLElement,
    entry: ResizeObserverEntry | undefined,
    instance: Virtualizer<TScrollElement, HTMLElement>,
  ): number => {
    const measured = entry?.borderBoxSize[0]?.blockSize ?? 0;
    // Whole pixels, as the virtualiser's own measure does: positions stay whole, and so does the scroll
    // correction that keeps the person's place.
    if (measured > 0) return Math.round(measured);
    const key = instance.options.getItemKey(instance.indexFromElement(element));
    return instance.itemSizeCache.get(key) ?? estimate;
  };
}

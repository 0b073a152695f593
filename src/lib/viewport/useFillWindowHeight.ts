import { useLayoutEffect, type RefObject } from 'react';

/** Below this the element stops shrinking and the page scrolls instead: a pane stays usable. */
const MIN_HEIGHT_PX = 320;

/**
 * Sizes `ref`'s element to take the window's height left by what is above and below it, so the page does
 * not scroll and the element's own parts scroll instead; again as the window or the page around it
 * changes (a banner, a status line). Only while `enabled`; without layout (jsdom) it sets nothing.
 */
export function useFillWindowHeight(ref: RefObject<HTMLElement | null>, enabled: boolean): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || element === null) return;
    const fit = () => {
      const { top, bottom } = element.getBoundingClientRect();
      if (top === 0 && bottom === 0) return;
      // What the page holds under the element (the body ends where its content does).
      const below = document.body.getBoundingClientRect().bottom - bottom;
      const height = Math.max(MIN_HEIGHT_PX, Math.floor(window.innerHeight - (top + window.scrollY) - below));
      if (element.style.height !== `${height}px`) element.style.height = `${height}px`;
    };
    fit();
    window.addEventListener('resize', fit);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', fit);
      observer?.disconnect();
      element.style.height = '';
    };
  }, [ref, enabled]);
}

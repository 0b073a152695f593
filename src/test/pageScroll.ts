/**
 * jsdom has no layout and no scrolling: `window.scrollTo` only logs "Not implemented". The message lists
 * render what is near the screen of a page that scrolls, so tests give jsdom the minimum a browser does:
 * scrolling moves `scrollY` and fires `scroll` and then `scrollend` (after the caller's own work, as a
 * browser fires them on its next frame), and nothing fires when the position does not change. There is
 * no document height to stop at: a test scrolls only as far as there is a list.
 */
import { act } from '@testing-library/react';

function scrollPageTo(top: number): void {
  const y = Math.max(0, top);
  if (y === window.scrollY) return;
  // jsdom's scrollY and pageYOffset are plain settable properties.
  window.scrollY = y;
  window.pageYOffset = y;
  queueMicrotask(() => {
    document.dispatchEvent(new Event('scroll', { bubbles: true }));
    document.dispatchEvent(new Event('scrollend', { bubbles: true }));
  });
}

type ScrollArgs = [ScrollToOptions?] | [number, number];

/** The vertical position `scrollTo` (or `scrollBy`, from `from`) asks for. */
function topAskedFor(args: ScrollArgs, from: number | null): number {
  const [first, second] = args;
  if (typeof first === 'number') return (from ?? 0) + (second ?? 0);
  if (from !== null) return from + (first?.top ?? 0);
  return first?.top ?? window.scrollY;
}

export function installPageScrolling(): void {
  window.scrollTo = (...args: ScrollArgs) => scrollPageTo(topAskedFor(args, null));
  window.scrollBy = (...args: ScrollArgs) => scrollPageTo(topAskedFor(args, window.scrollY));
  // Present in browsers that fire scrollend; the virtualiser then waits for it rather than a timer.
  if (!('onscrollend' in window)) Object.assign(window, { onscrollend: null });
}

/** Each test starts at the top of the page, without an event (nothing is rendered between tests). */
export function resetPageScroll(): void {
  window.scrollY = 0;
  window.pageYOffset = 0;
}

/** The person scrolls the page to `top` (px), and what it renders comes on screen. */
export async function scrollPage(top: number): Promise<void> {
  await act(async () => {
    window.scrollTo({ top });
    // The scroll events come after this task's own work, as in a browser.
    await Promise.resolve();
  });
}

/**
 * jsdom has no layout, so a conversation's thread box is 0 px tall and its virtualiser renders no bubble.
 * Tests that read a thread give the box a phone's height; restore it with `vi.restoreAllMocks()`.
 */
import { vi } from 'vitest';

export const THREAD_BOX_PX = 600;

export function giveThreadBoxAHeight(): void {
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
    return this.classList.contains('thread') ? THREAD_BOX_PX : 0;
  });
}

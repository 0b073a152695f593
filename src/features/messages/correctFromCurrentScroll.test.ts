import type { Virtualizer } from '@tanstack/react-virtual';
import { describe, expect, it, vi } from 'vitest';
import { correctFromCurrentScroll } from './correctFromCurrentScroll';

/** A virtualiser as the scrolling sees it: its element, which the person has scrolled to `scrollTop`. */
function virtualizerOver(scrollTop: number): Virtualizer<HTMLElement, HTMLElement> {
  const element = document.createElement('div');
  // jsdom has no layout to scroll; the property is all the scrolling reads.
  Object.defineProperty(element, 'scrollTop', { value: scrollTop });
  return { scrollElement: element, options: { horizontal: false } } as unknown as Virtualizer<
    HTMLElement,
    HTMLElement
  >;
}

describe('correctFromCurrentScroll', () => {
  it('corrects from where the element is scrolled now, not where the last scroll event said', () => {
    const scroll = vi.fn();
    // The virtualiser last read 800; the person has scrolled on to 500 since.
    correctFromCurrentScroll<HTMLElement>(scroll)(800, { adjustments: -20 }, virtualizerOver(500));
    expect(scroll).toHaveBeenCalledWith(500, { adjustments: -20 }, expect.anything());
  });

  it('leaves a scroll asked for (no correction) and a smooth one as they are', () => {
    const scroll = vi.fn();
    const instance = virtualizerOver(500);
    correctFromCurrentScroll<HTMLElement>(scroll)(800, {}, instance);
    correctFromCurrentScroll<HTMLElement>(scroll)(800, { adjustments: 0 }, instance);
    correctFromCurrentScroll<HTMLElement>(scroll)(800, { adjustments: -20, behavior: 'smooth' }, instance);
    expect(scroll.mock.calls.map(([offset]) => offset)).toEqual([800, 800, 800]);
  });
});

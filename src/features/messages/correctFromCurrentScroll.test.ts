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

  it('goes on from the position asked for when the browser clamped the last correction', () => {
    // A thread box opened at its end (383 of 383), its seven bubbles measured in one report: 9 px shorter,
    // 9 shorter, 45 taller, then four 9 shorter (the list 9 px shorter in all). The taller one asks for a
    // place past the end, which the browser clamps until the list's new height is in the page.
    const element = document.createElement('div');
    let scrollTop = 383;
    Object.defineProperty(element, 'scrollTop', { get: () => scrollTop });
    const instance = { scrollElement: element, options: { horizontal: false } } as unknown as Virtualizer<
      HTMLElement,
      HTMLElement
    >;
    const clampingScroll = (offset: number, { adjustments = 0 }: { adjustments?: number }) => {
      scrollTop = Math.min(Math.max(offset + adjustments, 0), 383);
    };
    const correct = correctFromCurrentScroll<HTMLElement>(clampingScroll);
    for (const adjustments of [-9, -9, 45, -9, -9, -9, -9]) correct(0, { adjustments }, instance);
    // The new end, 9 px up; going on from the clamped 383 ended 27 px above it, at 347.
    expect(scrollTop).toBe(374);
  });

  it('starts from where the person scrolled after a clamped correction', () => {
    const element = document.createElement('div');
    let scrollTop = 383;
    Object.defineProperty(element, 'scrollTop', { get: () => scrollTop });
    const instance = { scrollElement: element, options: { horizontal: false } } as unknown as Virtualizer<
      HTMLElement,
      HTMLElement
    >;
    const clampingScroll = (offset: number, { adjustments = 0 }: { adjustments?: number }) => {
      scrollTop = Math.min(Math.max(offset + adjustments, 0), 383);
    };
    const correct = correctFromCurrentScroll<HTMLElement>(clampingScroll);
    correct(0, { adjustments: 45 }, instance);
    scrollTop = 200; // a wheel up, before the next report
    correct(0, { adjustments: -9 }, instance);
    expect(scrollTop).toBe(191);
  });

  it('forgets a clamped correction once its report is over, and never asks above the top', async () => {
    const element = document.createElement('div');
    let scrollTop = 0;
    Object.defineProperty(element, 'scrollTop', { get: () => scrollTop });
    const instance = { scrollElement: element, options: { horizontal: false } } as unknown as Virtualizer<
      HTMLElement,
      HTMLElement
    >;
    const clampingScroll = (offset: number, { adjustments = 0 }: { adjustments?: number }) => {
      scrollTop = Math.min(Math.max(offset + adjustments, 0), 383);
    };
    const correct = correctFromCurrentScroll<HTMLElement>(clampingScroll);
    // At the top, a bubble measured shorter asks for −9: the browser keeps 0, and so does the next step.
    correct(0, { adjustments: -9 }, instance);
    correct(0, { adjustments: 5 }, instance);
    expect(scrollTop).toBe(5);
    // At the end, clamped; a later report starts from where the element is.
    scrollTop = 383;
    correct(0, { adjustments: 40 }, instance);
    await Promise.resolve();
    correct(0, { adjustments: -10 }, instance);
    expect(scrollTop).toBe(373);
  });
});

import type { Virtualizer } from '@tanstack/react-virtual';
import { describe, expect, it, vi } from 'vitest';
import { correctFromCurrentScroll } from './correctFromCurrentScroll';

function virtualizerWith(element: HTMLElement): Virtualizer<HTMLElement, HTMLElement> {
  return { scrollElement: element, options: { horizontal: false } } as unknown as Virtualizer<
    HTMLElement,
    HTMLElement
  >;
}

/** A virtualiser as the scrolling sees it: its element, which the person has scrolled to `scrollTop`. */
function virtualizerOver(scrollTop: number): Virtualizer<HTMLElement, HTMLElement> {
  const element = document.createElement('div');
  // jsdom has no layout to scroll; the property is all the scrolling reads.
  Object.defineProperty(element, 'scrollTop', { value: scrollTop });
  return virtualizerWith(element);
}

/**
 * A thread box 383 px from its end, scrolled to `scrollTop`, whose scrolling the browser clamps as it
 * would (never above the top or past the end), corrected through the wrapper.
 */
function clampingBox(scrollTop: number) {
  const element = document.createElement('div');
  const instance = virtualizerWith(element);
  const correct = correctFromCurrentScroll<HTMLElement>((offset, { adjustments = 0 }) => {
    box.scrollTop = Math.min(Math.max(offset + adjustments, 0), 383);
  });
  const box = {
    scrollTop,
    /** One correction, as the virtualiser makes it for an item measured `adjustments` px off. */
    correct: (adjustments: number) => correct(0, { adjustments }, instance),
  };
  Object.defineProperty(element, 'scrollTop', { get: () => box.scrollTop });
  return box;
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
    const box = clampingBox(383);
    for (const adjustments of [-9, -9, 45, -9, -9, -9, -9]) box.correct(adjustments);
    // The new end, 9 px up; going on from the clamped 383 ended 27 px above it, at 347.
    expect(box.scrollTop).toBe(374);
  });

  it('starts from where the person scrolled after a clamped correction', () => {
    const box = clampingBox(383);
    box.correct(45);
    box.scrollTop = 200; // a wheel up, before the next report
    box.correct(-9);
    expect(box.scrollTop).toBe(191);
  });

  it('forgets a clamped correction once its report is over, and never asks above the top', async () => {
    const box = clampingBox(0);
    // At the top, a bubble measured shorter asks for −9: the browser keeps 0, and so does the next step.
    box.correct(-9);
    box.correct(5);
    expect(box.scrollTop).toBe(5);
    // At the end, clamped; a later report starts from where the element is.
    box.scrollTop = 383;
    box.correct(40);
    await Promise.resolve();
    box.correct(-10);
    expect(box.scrollTop).toBe(373);
  });
});

/**
 * In-page helpers of the benchmark pages that time rendering (large-list, large-thread,
 * large-conversations): frames, paints, long animation frames, the size of the document and scrolling,
 * read the same way by each.
 */

/** Long animation frames since the page loaded (Chromium), for the frames a step caused. */
export const longFrames: { start: number; duration: number }[] = [];
if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      longFrames.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'long-animation-frame', buffered: true });
}

export const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/** A frame's work is painted after its rAF callbacks; a task queued from there runs after that paint. */
export const afterPaint = () =>
  new Promise<number>((resolve) =>
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)),
  );

/** Every element in the document. */
export const elementCount = () => document.getElementsByTagName('*').length;

/** What scrolling a box did to the page's frames. */
export interface FlickResult {
  frames: number;
  /** The longest gap between two frames. */
  longestFrameMs: number;
  longestAnimationFrameMs: number;
  longAnimationFrames: number;
  scrolledPx: number;
  /** The most elements the document held in any of the frames. */
  maxDomNodes: number;
}

/** One flick: a reader's fast swipe, drawn in one frame. */
const FLICK_PX = 1500;

/**
 * Scrolls `box` like a reader flicking through a long list (`direction` 1 down, -1 up; FLICK_PX a frame,
 * at most 120 frames or 15 s), then jumps to each fraction of its range in `jumps`, two frames each.
 */
export async function flickThrough(
  box: HTMLElement,
  direction: 1 | -1,
  jumps: readonly number[],
): Promise<FlickResult> {
  const since = performance.now();
  let previous = await nextFrame();
  let longest = 0;
  let frames = 0;
  let maxDomNodes = elementCount();
  const step = async () => {
    const now = await nextFrame();
    longest = Math.max(longest, now - previous);
    maxDomNodes = Math.max(maxDomNodes, elementCount());
    previous = now;
    frames += 1;
  };
  let flicked = 0;
  while (flicked < 120 && performance.now() - since < 15_000) {
    box.scrollBy(0, direction * FLICK_PX);
    await step();
    flicked += 1;
  }
  for (const fraction of jumps) {
    box.scrollTop = (box.scrollHeight - box.clientHeight) * fraction;
    await step();
    await step();
  }
  const during = longFrames.filter((frame) => frame.start >= since);
  return {
    frames,
    longestFrameMs: longest,
    longestAnimationFrameMs: Math.max(0, ...during.map((frame) => frame.duration)),
    longAnimationFrames: during.length,
    scrolledPx: flicked * FLICK_PX,
    maxDomNodes,
  };
}

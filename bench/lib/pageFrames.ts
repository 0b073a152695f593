/**
 * In-page helpers of the benchmark pages that time rendering (large-list, large-thread): frames, paints,
 * long animation frames and the size of the document, read the same way by each.
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

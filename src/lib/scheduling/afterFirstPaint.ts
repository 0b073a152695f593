/**
 * Runs work just after the page's first frame has been painted, instead of during it. Why
 * (docs/decisions/0004-sign-in-path-stays-small.md): a download that finishes before the first paint
 * counts, for Lighthouse's simulated mobile load, as needed for that paint, so lazy chunks started during
 * the first render pushed the first and largest paint back. Once the first frame is painted, work runs at
 * once.
 */
let firstFramePainted = false;
const waiting = new Set<() => void>();
let scheduled = false;

export function hasPaintedFirstFrame(): boolean {
  return firstFramePainted;
}

function scheduleAfterFirstPaint(): void {
  if (scheduled) return;
  scheduled = true;
  const done = () => {
    firstFramePainted = true;
    for (const notify of waiting) notify();
    waiting.clear();
  };
  // A task queued from a frame callback runs once that frame has been painted. Hidden tabs run no
  // frame callbacks, so a plain timer settles it there (it only needs to come after the first render).
  if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible') {
    requestAnimationFrame(() => setTimeout(done, 0));
  } else {
    setTimeout(done, 0);
  }
}

/** Calls `work` once the first frame is painted (at once if it already is); returns a cancel function. */
export function afterFirstPaint(work: () => void): () => void {
  if (firstFramePainted) {
    work();
    return () => undefined;
  }
  waiting.add(work);
  scheduleAfterFirstPaint();
  return () => {
    waiting.delete(work);
  };
}

/**
 * Runs work just after the page's first frame is on screen, instead of during it. Why
 * (docs/decisions/0004-sign-in-path-stays-small.md): a download that finishes before the first paint
 * counts, for Lighthouse's simulated mobile load, as needed for that paint, so lazy chunks started during
 * the first render pushed the first and largest paint back. Once the first frame is on screen, work runs at
 * once.
 *
 * "On screen" is the browser's paint timing entry where it has one (decision 0038): a task queued from a
 * frame callback runs once the frame is drawn, but the compositor can take tens of milliseconds more to
 * show it, and a download started in between still finished "before" the paint.
 */
let firstFramePainted = false;
const waiting = new Set<() => void>();
let scheduled = false;

export function hasPaintedFirstFrame(): boolean {
  return firstFramePainted;
}

/**
 * How long to wait for the first contentful paint's timing entry once the frame is drawn. A first frame
 * with no text or image has none; the app's always has (its header), so this is only a bound.
 */
export const PAINT_ENTRY_WAIT_MS = 250;

function supportsPaintTiming(): boolean {
  return (
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('paint')
  );
}

/** Calls `done` once the first contentful paint is reported, or after PAINT_ENTRY_WAIT_MS. */
function whenFirstPaintShown(done: () => void): void {
  if (!supportsPaintTiming()) {
    done();
    return;
  }
  let called = false;
  let observer: PerformanceObserver | null = null;
  const finish = () => {
    if (called) return;
    called = true;
    observer?.disconnect();
    clearTimeout(bound);
    done();
  };
  const bound = setTimeout(finish, PAINT_ENTRY_WAIT_MS);
  try {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) finish();
    });
    // Buffered: a paint reported before this call is delivered too.
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    // A browser that lists paint timing but refuses this way of asking for it: the drawn frame will do.
    finish();
  }
}

function scheduleAfterFirstPaint(): void {
  if (scheduled) return;
  scheduled = true;
  const done = () => {
    firstFramePainted = true;
    for (const notify of waiting) notify();
    waiting.clear();
  };
  // A task queued from a frame callback runs once that frame has been drawn; the paint entry says when it
  // was shown. Hidden tabs run no frame callbacks and paint nothing, so a plain timer settles it there (it
  // only needs to come after the first render).
  if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible') {
    requestAnimationFrame(() => setTimeout(() => whenFirstPaintShown(done), 0));
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

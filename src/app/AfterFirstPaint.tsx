/**
 * Holds back a lazy route on the page's very first frame, so its chunks start downloading just after the
 * first paint instead of during it. Why (docs/decisions/0004-sign-in-path-stays-small.md): a download that
 * finishes before the first paint counts, for Lighthouse's simulated mobile load, as needed for that paint,
 * and pushed the Messages page's first and largest paint back by the ~60 KB of its chunks. Later
 * navigations render at once: the first frame is long gone by then.
 */
import { useEffect, useState, type ReactNode } from 'react';

let firstFramePainted = false;
const waiting = new Set<() => void>();
let scheduled = false;

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

export interface AfterFirstPaintProps {
  children: ReactNode;
  /** What the first frame shows in place of `children`. */
  fallback: ReactNode;
}

export function AfterFirstPaint({ children, fallback }: AfterFirstPaintProps) {
  const [ready, setReady] = useState(firstFramePainted);

  useEffect(() => {
    if (ready) return;
    const notify = () => setReady(true);
    waiting.add(notify);
    scheduleAfterFirstPaint();
    return () => {
      waiting.delete(notify);
    };
  }, [ready]);

  return ready ? children : fallback;
}

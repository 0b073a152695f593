/**
 * Holds back a lazy route on the page's very first frame, so its chunks start downloading just after the
 * first paint instead of during it (see lib/scheduling/afterFirstPaint.ts). Later navigations render at
 * once: the first frame is long gone by then.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { afterFirstPaint, hasPaintedFirstFrame } from '../lib/scheduling/afterFirstPaint';

export interface AfterFirstPaintProps {
  children: ReactNode;
  /** What the first frame shows in place of `children`. */
  fallback: ReactNode;
}

export function AfterFirstPaint({ children, fallback }: AfterFirstPaintProps) {
  const [ready, setReady] = useState(hasPaintedFirstFrame);

  useEffect(() => {
    if (ready) return;
    return afterFirstPaint(() => setReady(true));
  }, [ready]);

  return ready ? children : fallback;
}

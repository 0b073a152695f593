/**
 * Holds back a lazy route on the page's very first frame, so its chunks start downloading just after the
 * first paint instead of during it (see lib/scheduling/afterFirstPaint.ts). Later navigations render at
 * once: the first frame is long gone by then.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { afterFirstPaint, hasPaintedFirstFrame } from '../lib/scheduling/afterFirstPaint';

export interface AfterFirstPaintProps {
  children: ReactNode;
  /** What the first frame shows in place of `children`. */
  fallback: ReactNode;
  /**
   * Runs once the first frame is painted, in a task of its own before `children` render: work that would
   * otherwise run inside their first render, such as starting a lazy route's download.
   */
  onFirstPaint?: () => void;
}

export function AfterFirstPaint({ children, fallback, onFirstPaint }: AfterFirstPaintProps) {
  const [ready, setReady] = useState(hasPaintedFirstFrame);
  const latestOnFirstPaint = useRef(onFirstPaint);
  useEffect(() => {
    latestOnFirstPaint.current = onFirstPaint;
  });

  useEffect(() => {
    if (ready) return;
    return afterFirstPaint(() => {
      latestOnFirstPaint.current?.();
      setReady(true);
    });
  }, [ready]);

  return ready ? children : fallback;
}

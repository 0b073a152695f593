import { useEffect, useState, type RefObject } from 'react';

export interface NearViewportOptions {
  /** How far beyond the screen counts as near, as an IntersectionObserver's `rootMargin` ('800px 0px'). */
  margin: string;
  /** Stays true once the element has come near: what it started (a lookup) is not taken back. */
  once?: boolean;
  /** What it says without an IntersectionObserver (old browsers, jsdom). */
  withoutObserver: boolean;
}

/** Whether the element is on or near the screen, kept up to date (or, with `once`, until it has been). */
export function useNearViewport(
  ref: RefObject<Element | null>,
  { margin, once = false, withoutObserver }: NearViewportOptions,
): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined' && withoutObserver);
  const settled = once && near;
  useEffect(() => {
    const element = ref.current;
    if (settled || element === null || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const last = entries.at(-1);
        if (last) setNear(last.isIntersecting);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.unobserve(element);
  }, [ref, margin, settled]);
  return near;
}

import { useEffect, useState, type RefObject } from 'react';

/** How far ahead of the end the next page starts loading, so it is usually there when the person is. */
const AHEAD = '800px 0px';

/**
 * Whether the element is on or near the screen, kept up to date. Without IntersectionObserver (old
 * browsers, jsdom) it is never near: the button beside it does the job.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (element === null || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const last = entries[entries.length - 1];
        if (last) setNear(last.isIntersecting);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return near;
}

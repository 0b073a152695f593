/**
 * Tells a component once its element has come near the viewport, so media is looked up only for cards a
 * person can see. One IntersectionObserver serves every card (a list can hold 20,000 of them); without
 * one (old browsers, jsdom) everything counts as on screen at once.
 */
import { useEffect, useState, type RefObject } from 'react';

/** Start a little before the card scrolls in, so images are usually ready when it arrives. */
const ROOT_MARGIN = '200px 0px';

const waiting = new Map<Element, () => void>();
let sharedObserver: IntersectionObserver | null = null;
/** The constructor the shared observer came from; a replaced global (a test double) gets a new observer. */
let sharedObserverClass: typeof IntersectionObserver | null = null;

function hasIntersectionObserver(): boolean {
  return typeof IntersectionObserver !== 'undefined';
}

function observer(): IntersectionObserver {
  if (sharedObserver === null || sharedObserverClass !== IntersectionObserver) {
    sharedObserverClass = IntersectionObserver;
    sharedObserver = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const notify = waiting.get(entry.target);
          stopWatching(entry.target);
          notify?.();
        }
      },
      { rootMargin: ROOT_MARGIN },
    );
  }
  return sharedObserver;
}

function stopWatching(element: Element): void {
  waiting.delete(element);
  sharedObserver?.unobserve(element);
}

export function useOnceOnScreen(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(() => !hasIntersectionObserver());

  useEffect(() => {
    const element = ref.current;
    if (seen || element === null) return;
    waiting.set(element, () => setSeen(true));
    observer().observe(element);
    return () => stopWatching(element);
  }, [ref, seen]);

  return seen;
}

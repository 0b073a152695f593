import { useSyncExternalStore } from 'react';

const MINUTE_MS = 60_000;
const listeners = new Set<() => void>();
let nowMs = Date.now();
let timer: ReturnType<typeof setTimeout> | undefined;

function tick() {
  nowMs = Date.now();
  for (const listener of listeners) listener();
  schedule();
}

/** Wakes on the next minute boundary, so '1 min ago' turns into '2 min ago' when it should. */
function schedule() {
  timer = setTimeout(tick, MINUTE_MS - (Date.now() % MINUTE_MS));
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    nowMs = Date.now();
    schedule();
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearTimeout(timer);
  };
}

const getNow = () => nowMs;

/** The time to the minute: one timer for every relative time on the page, running only while one shows. */
export function useMinuteClock(): number {
  return useSyncExternalStore(subscribe, getNow, getNow);
}

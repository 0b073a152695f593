/// <reference types="vite/client" />
/**
 * Bench-only page (never part of the app's build): one conversation of 20,000 messages, picked out of a
 * newest-first history by the app's own `threadOf` and shown by its `ThreadMessages`, no provider and no
 * network. Once the page has painted, the history is handed in; it reports the time from then to the
 * first frame painted with the newest message in view, and exposes `threadScrollBench()` for
 * bench/largeThread.ts. No media: lookups are a network concern, measured by bench/requests.ts.
 */
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { Message } from '../../src/forTools';
import { threadOf, ThreadMessages } from '../../src/forBench';
import '../../src/styles/index.scss';
import { BUSY_NUMBER, benchMessage } from '../lib/benchMessage';
import { afterPaint, elementCount, flickThrough, nextFrame, type FlickResult } from '../lib/pageFrames';

export interface LargeThreadResult {
  count: number;
  renderMs: number;
  domNodes: number;
}

export type ThreadScrollResult = FlickResult;

declare global {
  interface Window {
    largeThreadResult?: LargeThreadResult;
    threadScrollBench?: () => Promise<ThreadScrollResult>;
  }
}

const COUNT = Number(new URLSearchParams(location.search).get('count') ?? '20000');
const CONTACT = '+13125551000';
const BODIES = [
  'Are we still on for today?',
  'Order confirmed, thank you! Your parcel will arrive on Thursday between 9:00 and 12:00.',
  'Can you call me back when you have a minute?',
  'Running late, be there in 15 🚗',
  'Your code is 482913',
  'Le colis est arrivé, merci !\nÀ demain.',
];

/** Deterministic messages of one conversation, newest first, half inbound, one sent in seven undelivered. */
function makeHistory(count: number): Message[] {
  return Array.from({ length: count }, (_, i) =>
    benchMessage({
      index: i,
      party: CONTACT,
      inbound: i % 2 === 0,
      body: BODIES[i % BODIES.length] ?? '',
      minutesApart: 3,
      undelivered: i % 2 !== 0 && i % 7 === 1,
    }),
  );
}

function scroller(): HTMLElement {
  const element = document.querySelector<HTMLElement>('.thread');
  if (element === null) throw new Error('no thread on the page');
  return element;
}

/** Whether the rendered bubbles reach the top of the thread's visible box (or the thread begins there). */
function viewFilled(): boolean {
  const first = scroller().querySelector('li[aria-posinset]');
  if (first === null) return false;
  return (
    first.getAttribute('aria-posinset') === '1' ||
    first.getBoundingClientRect().top <= scroller().getBoundingClientRect().top + 1
  );
}

/** Whether the newest message is rendered and inside the thread's visible box. */
function newestInView(count: number): boolean {
  const newest = document.querySelector(`[aria-posinset="${count}"]`);
  if (newest === null) return false;
  const box = scroller().getBoundingClientRect();
  const item = newest.getBoundingClientRect();
  return item.height > 0 && item.top >= box.top - 1 && item.bottom <= box.bottom + 1;
}

const history = makeHistory(COUNT);
const accountNumbers = new Set([BUSY_NUMBER]);

/** The thread, once `history` is handed in; timed from that moment (`arrivedAt`). */
function Thread({ messages, arrivedAt }: { messages: readonly Message[]; arrivedAt: number }) {
  const thread = threadOf(messages, { accountNumber: BUSY_NUMBER, party: CONTACT }, accountNumbers);
  useEffect(() => {
    void (async () => {
      // The first screen: the newest message drawn where the thread opens, after any re-measuring, and
      // the view filled above it.
      while (!newestInView(thread.length) || !viewFilled()) await nextFrame();
      const paintedAt = await afterPaint();
      window.largeThreadResult = {
        count: thread.length,
        renderMs: paintedAt - arrivedAt,
        domNodes: elementCount(),
      };
    })();
  }, [arrivedAt, thread.length]);
  return <ThreadMessages messages={thread} label="Messages with +1 312 555 1000" />;
}

/**
 * The page first paints without the thread, as the app's page is up before a conversation's messages
 * are: what is timed is the thread from the moment its data is there, not the page's own start.
 */
function Harness() {
  const [arrived, setArrived] = useState<{ at: number } | null>(null);
  useEffect(() => {
    // The app's page has written times of day long before a thread opens, which loads the locale's data.
    new Date().toLocaleTimeString();
    void afterPaint().then(() => setArrived({ at: performance.now() }));
  }, []);
  if (arrived === null) return <p>Waiting for the data…</p>;
  return <Thread messages={history} arrivedAt={arrived.at} />;
}

/**
 * Scrolls back through the thread like a reader flicking up its history (1,500 px a frame, at most 120
 * frames or 15 s), then jumps to the middle, a quarter, the oldest message and back to the newest;
 * returns the longest gap between frames and the most elements the page held meanwhile.
 */
window.threadScrollBench = () => flickThrough(scroller(), -1, [0.5, 0.25, 0, 1]);

const container = document.getElementById('root');
if (!container) throw new Error('no #root');
createRoot(container).render(
  <StrictMode>
    <Harness />
  </StrictMode>,
);

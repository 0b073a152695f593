/// <reference types="vite/client" />
/**
 * Bench-only page (never part of the app's build): the app's own search box and MessageList, through its
 * useMessageFilter, with 20,000 messages handed straight in, no provider and no network, so what is timed
 * is rendering alone. It shows the app's spinner, then hands the messages in, as a provider's answer
 * would come, and reports the time from then to the first frame painted with the list; it exposes
 * `scrollBench()` and `keystrokeBench` for bench/largeList.ts. Messages carry no media here:
 * media lookups are a network concern, measured by bench/requests.ts.
 */
// First, as the app loads it (main.tsx) before the Messages page's own stylesheets, which override it.
import '../../src/styles/index.scss';
import { StrictMode, useEffect, useLayoutEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { Message } from '../../src/forTools';
import { LoadingSpinner, MessageFilters, useMessageFilter, MessageList } from '../../src/forBench';
import { benchMessage } from '../lib/benchMessage';
import { afterPaint, elementCount, longFrames, nextFrame } from '../lib/pageFrames';

export interface LargeListResult {
  count: number;
  renderMs: number;
  /** Elements in the document once the first screen is painted. */
  domNodes: number;
}

export interface KeystrokeTiming {
  ms: number;
  matches: number;
  domNodes: number;
}

export interface KeystrokeResult {
  /** What was typed, one key at a time, into the empty search box. */
  typed: string;
  /** For each key: from its keydown to the first frame painted with its results. */
  keystrokeMs: number[];
  /** How many messages each key's search let through. */
  matches: number[];
  /** The most elements in the document after any key. */
  domNodes: number;
}

export interface ScrollResult {
  frames: number;
  /** The display's, measured before scrolling (16.7 ms at 60 Hz). */
  refreshIntervalMs: number;
  /** The most elements in the document at any frame. */
  domNodes: number;
  longestFrameMs: number;
  longestAnimationFrameMs: number;
  longAnimationFrames: number;
  scrolledPx: number;
}

declare global {
  interface Window {
    largeListResult?: LargeListResult;
    scrollBench?: () => Promise<ScrollResult>;
    /** Times one key: `arm()`, then the bench presses it in the focused search box, then `result()`. */
    keystrokeBench?: {
      arm: () => void;
      result: () => Promise<KeystrokeTiming>;
    };
  }
}

const COUNT = Number(new URLSearchParams(location.search).get('count') ?? '20000');
const BODIES = [
  'Are we still on for today?',
  'Order confirmed, thank you! Your parcel will arrive on Thursday between 9:00 and 12:00.',
  'Can you call me back when you have a minute?',
  'Running late, be there in 15 🚗',
  'Your code is 482913',
  'Le colis est arrivé, merci !',
];

/** Deterministic messages, newest first, half inbound, with 60 parties. */
function makeMessages(count: number): Message[] {
  return Array.from({ length: count }, (_, i) =>
    benchMessage({
      index: i,
      party: `+1312555${String(1000 + (i % 60)).padStart(4, '0')}`,
      inbound: i % 2 === 0,
      body: BODIES[i % BODIES.length] ?? '',
      minutesApart: 3,
    }),
  );
}

const messages = makeMessages(COUNT);
const noop = () => undefined;
/** A person who named no numbers: the search reads bodies and numbers only. */
const NO_CONTACTS = {};

/** The key being timed: when it went down, and what to tell once its results are painted. */
let armed: { keyDownAt: number | null; done: (result: { ms: number; matches: number }) => void } | null =
  null;

document.addEventListener(
  'keydown',
  (event) => {
    if (armed && armed.keyDownAt === null) armed.keyDownAt = event.timeStamp;
  },
  { capture: true },
);

/** Called when a list of results has been committed: times the armed key to the frame that paints it. */
function resultsCommitted(matches: number): void {
  const key = armed;
  if (!key || key.keyDownAt === null) return;
  armed = null;
  const from = key.keyDownAt;
  void afterPaint().then((paintedAt) => key.done({ ms: paintedAt - from, matches }));
}

let timing: Promise<KeystrokeTiming> | null = null;

window.keystrokeBench = {
  arm: () => {
    timing = new Promise((resolve) => {
      armed = {
        keyDownAt: null,
        done: ({ ms, matches }) => resolve({ ms, matches, domNodes: elementCount() }),
      };
    });
  },
  result: () => timing ?? Promise.reject(new Error('no key was armed')),
};

/**
 * The Messages tab as the app shows it: its spinner while the provider answers, then, once the data is
 * there (`dataAt`), the search box and filters above the list.
 */
function MessagesTab() {
  const [dataAt, setDataAt] = useState<number | null>(null);
  useEffect(() => {
    // The data comes in once the page is on screen, as a provider's answer would; the app's page has
    // written a time of day by then (when it last checked for messages), which loads the locale's data.
    new Date().toLocaleTimeString();
    void afterPaint().then(() => setDataAt(performance.now()));
  }, []);
  if (dataAt === null) return <LoadingSpinner label="Loading messages..." />;
  return <Harness dataAt={dataAt} />;
}

/** Whether the list's rendered cards reach the bottom of the screen. */
function screenFilled(): boolean {
  const cards = document.querySelectorAll('ol.message-list > li');
  const last = cards[cards.length - 1];
  return last !== undefined && last.getBoundingClientRect().bottom >= window.innerHeight;
}

function Harness({ dataAt }: { dataAt: number }) {
  const { filter, setFilter, shown, statuses, filtering } = useMessageFilter(messages, NO_CONTACTS);
  useEffect(() => {
    void (async () => {
      // The first screen: cards down to the screen's bottom edge.
      while (!screenFilled()) await nextFrame();
      const paintedAt = await afterPaint();
      window.largeListResult = {
        count: COUNT,
        renderMs: paintedAt - dataAt,
        domNodes: elementCount(),
      };
    })();
  }, [dataAt]);
  // A new list of results is committed once per key: the filter's messages, in the keystroke's render.
  useLayoutEffect(() => resultsCommitted(shown.length), [shown]);
  return (
    <>
      <MessageFilters
        filter={filter}
        onChange={setFilter}
        statuses={statuses}
        shownCount={shown.length}
        totalCount={messages.length}
        shownFiltered={filtering}
      />
      <MessageList messages={shown} onReply={noop} label="Messages from and to +1 201 555 0000" />
    </>
  );
}

/**
 * The display's refresh interval, from twenty gaps between frames while nothing else happens: the mean
 * of those of one interval (the shortest, and any within the clock's coarsening of it). A gap between
 * two animation frames is a whole number of these.
 */
async function refreshInterval(): Promise<number> {
  let previous = await nextFrame();
  const gaps: number[] = [];
  for (let i = 0; i < 20; i++) {
    const now = await nextFrame();
    gaps.push(now - previous);
    previous = now;
  }
  const shortest = Math.min(...gaps);
  const single = gaps.filter((gap) => gap < shortest * 1.5);
  return single.reduce((sum, gap) => sum + gap, 0) / single.length;
}

/**
 * Scrolls like a reader who flicks through a long history (1,500 px a frame, at most 120 frames or 15 s),
 * then jumps to the middle, the end and back to the top; returns the longest gap between frames meanwhile.
 */
window.scrollBench = async () => {
  const interval = await refreshInterval();
  const since = performance.now();
  let previous = await nextFrame();
  let longest = 0;
  let frames = 0;
  let domNodes = 0;
  const step = async () => {
    const now = await nextFrame();
    longest = Math.max(longest, now - previous);
    previous = now;
    frames += 1;
    domNodes = Math.max(domNodes, elementCount());
  };
  let flicked = 0;
  while (flicked < 120 && performance.now() - since < 15_000) {
    window.scrollBy(0, 1500);
    await step();
    flicked += 1;
  }
  const height = document.documentElement.scrollHeight;
  for (const fraction of [0.5, 0.75, 1, 0]) {
    window.scrollTo(0, height * fraction);
    await step();
    await step();
  }
  const during = longFrames.filter((frame) => frame.start >= since);
  // In whole refresh intervals, to 0.1 ms: the browser coarsens its clock to 0.1 ms, which made three
  // intervals (50.0 ms at 60 Hz) read 50.1 now and then.
  const longestFrameMs = Math.round(Math.round(longest / interval) * interval * 10) / 10;
  return {
    frames,
    domNodes,
    refreshIntervalMs: interval,
    longestFrameMs,
    longestAnimationFrameMs: Math.max(0, ...during.map((frame) => frame.duration)),
    longAnimationFrames: during.length,
    scrolledPx: flicked * 1500,
  };
};

const container = document.getElementById('root');
if (!container) throw new Error('no #root');
createRoot(container).render(
  <StrictMode>
    <MessagesTab />
  </StrictMode>,
);

/// <reference types="vite/client" />
/**
 * Bench-only page (never part of the app's build): the app's own MessageList with 20,000 messages handed
 * straight in, no provider and no network, so what is timed is rendering alone. It reports the time from
 * render() to the first frame painted with the list, and exposes `scrollBench()` for bench/largeList.ts.
 * Messages carry no media here: media lookups are a network concern, measured by bench/requests.ts.
 */
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { MessageList } from '../../src/features/messages/MessageList';
import type { Message } from '../../src/lib/twilio/models';
import '../../src/styles/index.scss';

export interface LargeListResult {
  count: number;
  renderMs: number;
  domNodes: number;
}

export interface ScrollResult {
  frames: number;
  longestFrameMs: number;
  longestAnimationFrameMs: number;
  longAnimationFrames: number;
  scrolledPx: number;
}

declare global {
  interface Window {
    largeListResult?: LargeListResult;
    scrollBench?: () => Promise<ScrollResult>;
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

/** Deterministic messages shaped like the app's model, newest first, half inbound. */
function makeMessages(count: number): Message[] {
  const busy = '+12015550000';
  const start = Date.UTC(2025, 0, 1);
  return Array.from({ length: count }, (_, i) => {
    const inbound = i % 2 === 0;
    const contact = `+1312555${String(1000 + (i % 60)).padStart(4, '0')}`;
    const ms = start - i * 180_000;
    const hex = i.toString(16).padStart(32, '0');
    return {
      sid: `SM${hex}`,
      direction: inbound ? 'inbound' : 'outbound-api',
      isInbound: inbound,
      from: inbound ? contact : busy,
      to: inbound ? busy : contact,
      dateCreated: new Date(ms).toUTCString().replace('GMT', '+0000'),
      dateCreatedMs: ms,
      status: inbound ? 'received' : 'delivered',
      body: BODIES[i % BODIES.length] ?? '',
      numMedia: 0,
      errorCode: null,
      errorMessage: null,
      dateSentMs: ms,
      numSegments: 1,
      price: '-0.00790',
      priceUnit: 'USD',
    };
  });
}

const longFrames: { start: number; duration: number }[] = [];
if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      longFrames.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'long-animation-frame', buffered: true });
}

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
/** A frame's work is painted after its rAF callbacks; a task queued from there runs after that paint. */
const afterPaint = () =>
  new Promise<number>((resolve) =>
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)),
  );

const messages = makeMessages(COUNT);
const noop = () => undefined;

function Harness({ startedAt }: { startedAt: number }) {
  useEffect(() => {
    void afterPaint().then((paintedAt) => {
      window.largeListResult = {
        count: COUNT,
        renderMs: paintedAt - startedAt,
        domNodes: document.getElementsByTagName('*').length,
      };
    });
  }, [startedAt]);
  return <MessageList messages={messages} onAnswer={noop} label="Messages from and to +1 201 555 0000" />;
}

/**
 * Scrolls like a reader who flicks through a long history (1,500 px a frame, at most 120 frames or 15 s),
 * then jumps to the middle, the end and back to the top; returns the longest gap between frames meanwhile.
 */
window.scrollBench = async () => {
  const since = performance.now();
  let previous = await nextFrame();
  let longest = 0;
  let frames = 0;
  const step = async () => {
    const now = await nextFrame();
    longest = Math.max(longest, now - previous);
    previous = now;
    frames += 1;
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
  return {
    frames,
    longestFrameMs: longest,
    longestAnimationFrameMs: Math.max(0, ...during.map((frame) => frame.duration)),
    longAnimationFrames: during.length,
    scrolledPx: flicked * 1500,
  };
};

const container = document.getElementById('root');
if (!container) throw new Error('no #root');
const startedAt = performance.now();
createRoot(container).render(
  <StrictMode>
    <Harness startedAt={startedAt} />
  </StrictMode>,
);

/// <reference types="vite/client" />
/**
 * Bench-only page (never part of the app's build): the app's Conversations view, two panes at a desktop
 * width, with 20,000 messages across 2,000 conversations handed straight in, no provider and no network.
 * Once the page has painted, the messages are handed in; it reports the time from then to the first frame
 * painted with the rows, and exposes `rowsScrollBench()` for bench/largeConversations.ts, which times
 * opening and switching threads with the browser's Event Timing.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { Message } from '../../src/forTools';
import {
  ConversationsView,
  createAppQueryClient,
  CredentialsProvider,
  type ConversationId,
  writeStoredCredentials,
} from '../../src/forBench';
import '../../src/styles/index.scss';
import { BUSY_NUMBER, benchMessage } from '../lib/benchMessage';
import { afterPaint, elementCount, flickThrough, nextFrame, type FlickResult } from '../lib/pageFrames';

export interface LargeConversationsResult {
  messages: number;
  conversations: number;
  renderMs: number;
  domNodes: number;
}

export type RowsScrollResult = FlickResult;

declare global {
  interface Window {
    largeConversationsResult?: LargeConversationsResult;
    rowsScrollBench?: () => Promise<RowsScrollResult>;
    /** The most elements the document has held since the page loaded, sampled every frame. */
    maxDomNodes?: () => number;
    /** Watches for the next click and the first frame after it with the thread of `label` in the page. */
    watchForThread?: (label: string) => void;
    /** From the watched click to that frame; null until both have happened. */
    threadShownMs?: () => number | null;
  }
}

const params = new URLSearchParams(location.search);
const MESSAGES = Number(params.get('messages') ?? '20000');
const CONVERSATIONS = Number(params.get('conversations') ?? '2000');
export const LABEL = 'Conversations on +1 201 555 0000';
const BODIES = [
  'Are we still on for today?',
  'Order confirmed, thank you! Your parcel will arrive on Thursday between 9:00 and 12:00.',
  'Can you call me back when you have a minute?',
  'Running late, be there in 15 🚗',
  'Your code is 482913',
  'Le colis est arrivé, merci !\nÀ demain.',
];

/** The party of conversation `k`: +1 312 555 then four digits, in a US group the app formats. */
export function partyOf(k: number): string {
  return `+1312${String(5_550_000 + k).padStart(7, '0')}`;
}

/** Deterministic messages, newest first, two in three inbound, spread evenly over the conversations. */
function makeMessages(count: number, conversations: number): Message[] {
  return Array.from({ length: count }, (_, i) =>
    benchMessage({
      index: i,
      party: partyOf((i * 7) % conversations),
      inbound: i % 3 !== 1,
      body: BODIES[i % BODIES.length] ?? '',
      minutesApart: 1,
    }),
  );
}

const messages = makeMessages(MESSAGES, CONVERSATIONS);
const accountNumbers = new Set([BUSY_NUMBER]);
const noSids = new Set<string>();
// Stable, as the page's is: a new one would regroup every message on each render.
const noneUnread = () => false;
const history = {
  messages,
  hasOlder: false,
  loadOlder: () => undefined,
  isLoadingOlder: false,
  olderError: null,
  unreadable: 0,
  cutShort: false,
};

let maxDomNodes = 0;
const sampleDomNodes = () => {
  maxDomNodes = Math.max(maxDomNodes, elementCount());
  requestAnimationFrame(sampleDomNodes);
};
requestAnimationFrame(sampleDomNodes);
window.maxDomNodes = () => maxDomNodes;

let clickAt: number | null = null;
let threadAt: number | null = null;
window.watchForThread = (label) => {
  clickAt = null;
  threadAt = null;
  addEventListener('click', (event) => (clickAt ??= event.timeStamp), { capture: true, once: true });
  const until = performance.now() + 30_000;
  const look = (frame: number) => {
    if (clickAt !== null && document.querySelector(`[aria-label="${label}"] li:last-child`) !== null)
      threadAt = frame;
    else if (frame < until) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
};
window.threadShownMs = () => (clickAt === null || threadAt === null ? null : threadAt - clickAt);

function rowsBox(): HTMLElement {
  const list = document.querySelector(`[aria-label="${LABEL}"]`);
  let box = list?.parentElement ?? null;
  while (
    box !== null &&
    getComputedStyle(box).overflowY !== 'auto' &&
    getComputedStyle(box).overflowY !== 'scroll'
  )
    box = box.parentElement;
  if (box === null) throw new Error('the rows have no scrolling box');
  return box;
}

function Conversations({ arrivedAt }: { arrivedAt: number }) {
  const [open, setOpen] = useState<ConversationId | null>(null);
  useEffect(() => {
    void (async () => {
      while (document.querySelector(`[aria-label="${LABEL}"] button`) === null) await nextFrame();
      const paintedAt = await afterPaint();
      window.largeConversationsResult = {
        messages: messages.length,
        conversations: CONVERSATIONS,
        renderMs: paintedAt - arrivedAt,
        domNodes: elementCount(),
      };
    })();
  }, [arrivedAt]);
  return (
    <ConversationsView
      messages={messages}
      shown={messages}
      filtering={false}
      accountNumbers={accountNumbers}
      showAccountNumber={false}
      label={LABEL}
      emptyText="No conversations."
      newSids={noSids}
      isUnread={noneUnread}
      history={history}
      open={open}
      // As the page's: the open conversation is in the address, and React Router moves to a new address in
      // a transition.
      onOpenChange={(next) => startTransition(() => setOpen(next))}
    />
  );
}

/** The page paints first without the data, as the app's page is up before its messages are. */
function Harness() {
  const [arrived, setArrived] = useState<{ at: number } | null>(null);
  useEffect(() => {
    new Date().toLocaleTimeString();
    void afterPaint().then(() => setArrived({ at: performance.now() }));
  }, []);
  if (arrived === null) return <p>Waiting for the data…</p>;
  return <Conversations arrivedAt={arrived.at} />;
}

/**
 * Scrolls down the rows like a reader flicking through them (1,500 px a frame, at most 120 frames or
 * 15 s), then jumps to the middle, the end and back to the top.
 */
window.rowsScrollBench = () => flickThrough(rowsBox(), 1, [0.5, 1, 0]);

// The view is the signed-in account's: made-up credentials, which nothing here sends anywhere.
writeStoredCredentials({
  type: 'auth-token',
  accountSid: `AC${'0'.repeat(32)}`,
  authToken: '0'.repeat(32),
  apiKey: '',
  apiSecret: '',
});
const container = document.getElementById('root');
if (!container) throw new Error('no #root');
createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={createAppQueryClient()}>
      <CredentialsProvider>
        <Harness />
      </CredentialsProvider>
    </QueryClientProvider>
  </StrictMode>,
);

/**
 * Reading back through the busy number's history on the large account (20,000 messages), with 100 ms
 * added to every provider answer. A scroller in the page moves down the list, frame by frame, until the
 * end of the list is in view, and waits there until the list grows; five times. Timed in page time from
 * the frame that brings the end into view to the first frame painted after the list grew (0 when the next
 * messages were there before the end came into view). Older pages are read before the person gets there
 * (an IntersectionObserver 800 px ahead), so the budget is 1 round trip (measured in the same page with
 * the same kind of request) + 100 ms, for each page.
 *
 * Three ways of reaching the end, each in a fresh tab: a fast mouse wheel (2,000 px/s), a fling faster
 * than the margin can hide a round trip (8,000 px/s), and straight to the end (End key), where no margin
 * can help at all.
 */
import type { Browser, Page } from 'playwright-core';
import { DEMO_ACCOUNT } from '../emulator/src/core/accounts';
import { largeSeedBusyNumber } from '../emulator/src/core/seed';
import type { EmulatorControl } from '../emulator/src/node/controlClient';
import { demoAuthorization } from './lib/browser';
import { openOnNumber } from './lib/livePage';
import { NAME_SHIM } from './lib/messagesPage';
import { median, type Row } from './lib/results';
import { LARGE_SEED, LATENCY_MS, RENDER_ALLOWANCE_MS } from './timeToList';

/** MESSAGE_LIST_ID in src/features/messages/MessageList.tsx: the list's element. */
const LIST_ID = 'message-list';
const PAGES = 5;
/** A fast mouse wheel: 20 notches of 100 px a second. */
export const SCROLL_PX_PER_S = 2000;
/** A trackpad fling: faster than a prefetch 800 px ahead can hide a round trip. */
export const FLING_PX_PER_S = 8000;
/** Bounds one reading (all its pages) in the page. */
const READING_TIMEOUT_MS = 120_000;

export interface PageReached {
  /** The frame that brought the end of the list into view (page time); null if the page came first. */
  endInView: number | null;
  /** First frame painted after the list grew. */
  rendered: number;
  /** Messages in the list before and after the page was added (each item's aria-setsize). */
  cardsBefore: number;
  cardsAfter: number;
  /** When the page came before the end: how far below the screen the end still was, in px. */
  sparePx: number | null;
  /** Whether the request of the page that was added started before the end came into view. */
  requestedBefore: boolean;
}

export interface Reading {
  label: string;
  /** null: straight to the end (End key). */
  pxPerSecond: number | null;
  pages: PageReached[];
}

export interface HistoryReport {
  phoneNumber: string;
  roundTripMs: number;
  readings: Reading[];
  /** Older-page requests' own durations (resource timing), start to end of the answer. */
  pageRequestMs: number[];
}

interface ReadingOptions {
  listId: string;
  pages: number;
  pxPerSecond: number | null;
  timeoutMs: number;
}

/**
 * Runs in the page: reads back until the list has grown `pages` times. Each frame moves down by the
 * speed (or jumps to the end) until the end of the list is in view, then waits there, as a person does.
 * Every wait is bounded.
 */
async function readBack(page: Page, options: ReadingOptions): Promise<PageReached[]> {
  await page.evaluate(NAME_SHIM);
  return page.evaluate(async (opts) => {
    const list = document.getElementById(opts.listId);
    const scroller = document.scrollingElement;
    if (list === null || scroller === null) throw new Error(`no #${opts.listId} to scroll`);
    const deadline = performance.now() + opts.timeoutMs;
    const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
    /** The older-page request answered last before `at`: the one whose messages were just added. */
    const lastAnswered = (at: number) => {
      const answered = performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            entry.name.includes('/Messages.json') &&
            entry.name.includes('PageToken') &&
            entry.startTime + entry.duration <= at,
        )
        .sort((a, b) => b.startTime - a.startTime);
      return answered[0] ?? null;
    };
    // The list renders only the items near the screen (decision 0022): how many messages it holds is
    // what every item says of its set, not how many items are in the document.
    const loaded = () => Number(list.querySelector('li[aria-setsize]')?.getAttribute('aria-setsize') ?? 0);
    const reached: PageReached[] = [];
    for (let p = 0; p < opts.pages; p++) {
      const cardsBefore = loaded();
      const heightBefore = list.getBoundingClientRect().height;
      let endInView: number | null = null;
      // Set by the observer, so not narrowed by the loop below.
      const grown: { sparePx: number | null; rendered: number | null } = { sparePx: null, rendered: null };
      const observer = new MutationObserver(() => {
        if (grown.sparePx !== null || loaded() <= cardsBefore) return;
        observer.disconnect();
        // Where the end was before the list grew: the list's top now, plus its height then.
        const endBefore = list.getBoundingClientRect().top + heightBefore;
        grown.sparePx = Math.max(0, endBefore - window.innerHeight);
        // The frame that shows it: a task queued from the next animation frame runs after its paint.
        requestAnimationFrame(() => setTimeout(() => (grown.rendered = performance.now()), 0));
      });
      observer.observe(list, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ['aria-setsize'],
      });
      let previous = await frame();
      while (grown.rendered === null) {
        const now = await frame();
        if (now > deadline) {
          observer.disconnect();
          throw new Error(`page ${p + 1} of ${opts.pages} did not come in time`);
        }
        if (endInView === null && grown.sparePx === null) {
          if (opts.pxPerSecond === null) scroller.scrollTop = scroller.scrollHeight;
          else scroller.scrollBy(0, (opts.pxPerSecond * (now - previous)) / 1000);
          // Layout with the new scroll position: this frame paints the end.
          if (list.getBoundingClientRect().bottom <= window.innerHeight) endInView = now;
        }
        previous = now;
      }
      const renderedAt = grown.rendered;
      reached.push({
        endInView,
        rendered: renderedAt,
        cardsBefore,
        cardsAfter: loaded(),
        sparePx: endInView === null ? grown.sparePx : null,
        requestedBefore: endInView === null || (lastAnswered(renderedAt)?.startTime ?? Infinity) < endInView,
      });
    }
    return reached;
  }, options);
}

/** How the person reads back: at a steady speed, faster than the prefetch margin, and straight to the end. */
export const READINGS: readonly { label: string; pxPerSecond: number | null }[] = [
  { label: `scrolling ${SCROLL_PX_PER_S} px/s`, pxPerSecond: SCROLL_PX_PER_S },
  { label: `flinging ${FLING_PX_PER_S} px/s`, pxPerSecond: FLING_PX_PER_S },
  { label: 'End key', pxPerSecond: null },
];

/** One round trip, the way the app pays it: a page of the number's sent messages, from the same page. */
async function roundTrip(page: Page, emulatorUrl: string, phoneNumber: string): Promise<number> {
  const probes = await page.evaluate(
    async ({ url, authorization }) => {
      const times: number[] = [];
      for (let i = 0; i < 3; i++) {
        const start = performance.now();
        const response = await fetch(url, {
          headers: { Authorization: authorization, Accept: 'application/json' },
        });
        await response.arrayBuffer();
        times.push(performance.now() - start);
      }
      return times;
    },
    {
      url: `${emulatorUrl}/2010-04-01/Accounts/${DEMO_ACCOUNT.accountSid}/Messages.json?From=${encodeURIComponent(phoneNumber)}`,
      authorization: demoAuthorization(),
    },
  );
  return median(probes);
}

export async function measureHistory(
  browser: Browser,
  appUrl: string,
  control: EmulatorControl,
): Promise<HistoryReport> {
  await control.seed(LARGE_SEED);
  await control.faults({ latencyMs: LATENCY_MS });
  const phoneNumber = largeSeedBusyNumber(LARGE_SEED);
  const readings: Reading[] = [];
  const pageRequestMs: number[] = [];
  let roundTripMs = Number.NaN;
  try {
    // Each reading in a fresh tab, from the same first page.
    for (const { label, pxPerSecond } of READINGS) {
      const { context, page } = await openOnNumber(browser, appUrl, control.url, phoneNumber);
      try {
        const pages = await readBack(page, {
          listId: LIST_ID,
          pages: PAGES,
          pxPerSecond,
          timeoutMs: READING_TIMEOUT_MS,
        });
        readings.push({ label, pxPerSecond, pages });
        pageRequestMs.push(
          ...(await page.evaluate(() =>
            performance
              .getEntriesByType('resource')
              .filter((entry) => entry.name.includes('/Messages.json') && entry.name.includes('PageToken'))
              .map((entry) => entry.duration),
          )),
        );
        if (Number.isNaN(roundTripMs)) roundTripMs = await roundTrip(page, control.url, phoneNumber);
      } finally {
        await context.close();
      }
    }
  } finally {
    await control.reset();
  }
  return { phoneNumber, roundTripMs, readings, pageRequestMs };
}

/** Each page's wait at the end of the list: 0 when it was on screen before the end came into view. */
function waits(pages: readonly PageReached[]): number[] {
  return pages.map((p) => (p.endInView === null ? 0 : Math.max(0, p.rendered - p.endInView)));
}

export function historyRows(report: HistoryReport): Row[] {
  const budget = report.roundTripMs + RENDER_ALLOWANCE_MS;
  return report.readings.map((reading, index) => {
    const waited = waits(reading.pages);
    const early = reading.pages.filter((p) => p.endInView === null);
    const ahead = reading.pages.filter((p) => p.requestedBefore).length;
    const spare = early.map((p) => p.sparePx ?? 0);
    return {
      group: 'history',
      name: `end of list → next page on screen, ${reading.label} (worst of ${waited.length})`,
      value: Math.max(...waited),
      unit: 'ms',
      budget,
      note:
        (index === 0
          ? `budget = 1 round trip (${report.roundTripMs.toFixed(0)} ms, measured) + ${RENDER_ALLOWANCE_MS} ms;` +
            ` ${report.phoneNumber} (20,000 messages), ${LATENCY_MS} ms latency;` +
            ` older-page requests took ${median(report.pageRequestMs).toFixed(0)} ms (median of ${report.pageRequestMs.length});`
          : 'same budget;') +
        ` waits ${waited.map((w) => w.toFixed(0)).join(', ')} ms, median ${median(waited).toFixed(0)};` +
        ` ${early.length} of ${waited.length} pages on screen before the end came into view` +
        (spare.length > 0 ? ` (the end still ${Math.min(...spare).toFixed(0)} px or more below)` : '') +
        `; ${ahead} requested before it; messages ${reading.pages.map((p) => `+${p.cardsAfter - p.cardsBefore}`).join(' ')}`,
    };
  });
}

/**
 * Live updates on an account with 20 SMS numbers, at the default interval, with 100 ms added to every
 * provider answer. The built app in Chromium, signed in, on the Messages page with the busy number chosen:
 *
 * - idle: every provider request over a 60 s window while nothing new arrives (budget ≤ 6 a minute);
 * - arrival: a message delivered to the chosen number right after a look has been answered (the worst
 *   case: it waits a whole interval for the next look), timed from the injection to the first frame
 *   painted with its card; median of 5, budget one interval + 1 round trip (the look that brought it,
 *   as the page's resource timing measured it) + 100 ms.
 */
import type { Browser } from 'playwright-core';
import { largeSeedBusyNumber } from '../emulator/src/core/seed';
import type { EmulatorControl } from '../emulator/src/node/controlClient';
import {
  arrivalOf,
  DEFAULT_INTERVAL_S,
  firstLookAfter,
  isLiveLook,
  nextLookAnswered,
  openOnNumber,
  pageNow,
  recordArrivals,
  shownInterval,
  watchRequests,
} from './lib/livePage';
import { median, type Row } from './lib/results';

/** 20 numbers, all SMS-capable; the messages all belong to the busy number (the lowest). */
export const LIVE_SEED = { kind: 'large', numbers: 20, smsNumbers: 20, messages: 2000 } as const;
export const LIVE_LATENCY_MS = 100;
export const IDLE_BUDGET_PER_MINUTE = 6;
export const RENDER_ALLOWANCE_MS = 100;
/** One of the large seed's contacts (emulator/src/core/seed.ts). */
export const SENDER = '+13125550007';
const IDLE_WINDOW_MS = 60_000;
const INJECTIONS = 5;

export interface ArrivalSample {
  sid: string;
  /** Injection (page time just before the control request) → first frame painted with the card. */
  delayMs: number;
  /** Injection → start of the look that brought it. */
  waitMs: number;
  /** That look's request, start to end of the answer. */
  roundTripMs: number;
  /** End of that look's answer → frame painted with the card. */
  renderMs: number;
  markedNew: boolean;
}

export interface LiveUpdatesReport {
  phoneNumber: string;
  intervalS: number;
  idleWindowMs: number;
  idleLooks: number;
  idleOther: string[];
  idlePreflights: number;
  idleLookGapsMs: number[];
  arrivals: ArrivalSample[];
}

export async function measureLiveUpdates(
  browser: Browser,
  appUrl: string,
  control: EmulatorControl,
): Promise<LiveUpdatesReport> {
  await control.seed(LIVE_SEED);
  await control.faults({ latencyMs: LIVE_LATENCY_MS });
  const phoneNumber = largeSeedBusyNumber(LIVE_SEED);
  const { context, page } = await openOnNumber(browser, appUrl, control.url, phoneNumber);
  try {
    const intervalS = await shownInterval(page);
    if (intervalS !== DEFAULT_INTERVAL_S)
      throw new Error(
        `the 'Live updates' control shows ${intervalS} s, not the default ${DEFAULT_INTERVAL_S} s`,
      );

    // Idle: a window of fixed length from an arbitrary moment, half-open, so a look exactly at both ends
    // is never counted twice.
    const watched = await watchRequests(page, control.url);
    const windowStart = Date.now();
    await page.waitForTimeout(IDLE_WINDOW_MS);
    const windowEnd = windowStart + IDLE_WINDOW_MS;
    await watched.stop();
    const inWindow = watched.requests.filter((r) => r.at >= windowStart && r.at < windowEnd);
    const looks = inWindow.filter((r) => r.method === 'GET' && isLiveLook(r.url, control.url));
    const lookTimes = looks.map((r) => r.at);
    const idleLookGapsMs = lookTimes.slice(1).map((at, i) => at - (lookTimes[i] as number));

    // Arrival: each message is delivered as soon as a look's answer is in, and the look after it brings it.
    await recordArrivals(page);
    const injected: { sid: string; before: number }[] = [];
    const lookTimeoutMs = 3 * intervalS * 1000 + 10_000;
    let lookDone = nextLookAnswered(page, control.url, lookTimeoutMs);
    for (let i = 0; i < INJECTIONS; i++) {
      await lookDone;
      const before = await pageNow(page);
      const message = await control.deliverInbound({
        from: SENDER,
        to: phoneNumber,
        body: `Benchmark arrival ${i + 1} of ${INJECTIONS}`,
      });
      lookDone = nextLookAnswered(page, control.url, lookTimeoutMs);
      injected.push({ sid: message.sid, before });
    }
    const arrivals: ArrivalSample[] = [];
    for (const { sid, before } of injected) {
      const arrival = await arrivalOf(page, sid, lookTimeoutMs);
      const look = await firstLookAfter(page, control.url, before);
      if (look === null) throw new Error(`no look was seen after message ${sid} was delivered`);
      // The card's item carries the marks (MessageMarks.tsx): a badge whose text is exactly 'New'.
      const markedNew = await page.evaluate(
        (id) =>
          [...document.querySelectorAll('li')].some(
            (item) =>
              item.textContent?.includes(id) === true &&
              [...item.querySelectorAll('span')].some((span) => span.textContent?.trim() === 'New'),
          ),
        sid,
      );
      arrivals.push({
        sid,
        delayMs: arrival.frame - before,
        waitMs: look.start - before,
        roundTripMs: look.end - look.start,
        renderMs: arrival.frame - look.end,
        markedNew,
      });
    }
    return {
      phoneNumber,
      intervalS,
      idleWindowMs: IDLE_WINDOW_MS,
      idleLooks: looks.length,
      idleOther: inWindow
        .filter((r) => !looks.includes(r))
        .map((r) => `${r.method} ${new URL(r.url).pathname}${new URL(r.url).search}`),
      idlePreflights: watched.preflights.filter((at) => at >= windowStart && at < windowEnd).length,
      idleLookGapsMs,
      arrivals,
    };
  } finally {
    await context.close();
    await control.reset();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export function liveUpdatesRows(report: LiveUpdatesReport): Row[] {
  const requests = report.idleLooks + report.idleOther.length;
  const perMinute = (requests * 60_000) / report.idleWindowMs;
  const delays = report.arrivals.map((a) => a.delayMs);
  const roundTrip = median(report.arrivals.map((a) => a.roundTripMs));
  const intervalMs = report.intervalS * 1000;
  const markedNew = report.arrivals.filter((a) => a.markedNew).length;
  return [
    {
      group: 'live',
      name: 'idle, 20 SMS numbers: provider requests a minute',
      value: perMinute,
      unit: 'count',
      budget: IDLE_BUDGET_PER_MINUTE,
      note:
        `${report.idleLooks} looks (account-wide Messages.json) + ${report.idleOther.length} other in a ` +
        `${report.idleWindowMs / 1000} s window, 'Every ${report.intervalS} s' (the default), ${report.phoneNumber} chosen;` +
        ` looks ${report.idleLookGapsMs.length > 0 ? seconds(median(report.idleLookGapsMs)) : 'n/a'} apart (median);` +
        ` besides, ${report.idlePreflights} CORS preflights (OPTIONS, not API calls: the emulator sends no` +
        ` Access-Control-Max-Age, so Chromium's 5 s preflight cache runs out between looks)` +
        (report.idleOther.length > 0 ? `; other: ${report.idleOther.slice(0, 5).join(', ')}` : ''),
    },
    {
      group: 'live',
      name: `message injected → on screen (median of ${report.arrivals.length})`,
      value: median(delays),
      unit: 'ms',
      budget: intervalMs + roundTrip + RENDER_ALLOWANCE_MS,
      note:
        `budget = interval ${report.intervalS} s + 1 round trip (${roundTrip.toFixed(0)} ms, the looks that brought them, median) + ${RENDER_ALLOWANCE_MS} ms;` +
        ` each injected right after a look was answered (worst case: a whole interval to wait), ${LIVE_LATENCY_MS} ms latency;` +
        ` runs ${delays.map((d) => d.toFixed(0)).join(', ')} ms, worst ${Math.max(...delays).toFixed(0)};` +
        ` wait for the look ${median(report.arrivals.map((a) => a.waitMs)).toFixed(0)} ms,` +
        ` render after its answer ${median(report.arrivals.map((a) => a.renderMs)).toFixed(0)} ms (medians);` +
        ` marked 'New' ${markedNew} of ${report.arrivals.length}`,
    },
  ];
}

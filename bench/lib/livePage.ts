/**
 * What the live-updates and history steps share: a signed-in page on a chosen number, the provider
 * requests it makes (seen through the DevTools protocol), and a recorder in the page that notes, in page
 * time, the first frame painted after each message id appears in the document.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_ACCOUNT } from '../../emulator/src/core/accounts';
import { signedInContext } from './browser';
import { chooseNumber, NAME_SHIM, SID_PATTERN_SOURCE, waitForList, waitForQuiet } from './messagesPage';

/** The app's default interval (DEFAULT_LIVE_INTERVAL_S in src/lib/preferences/preferences.ts). */
export const DEFAULT_INTERVAL_S = 10;

export interface OpenPage {
  context: BrowserContext;
  page: Page;
}

/**
 * The demo account signed in, the messages page open on `phoneNumber`, its list in and the network quiet.
 * `keepTimings`: raise the page's resource timing buffer (250 entries by default) for a step that reads
 * the timings of a long session; off for the soak, whose memory it would add to.
 */
export async function openOnNumber(
  browser: Browser,
  appUrl: string,
  emulatorUrl: string,
  phoneNumber: string,
  options: { keepTimings: boolean } = { keepTimings: true },
): Promise<OpenPage> {
  const context = await signedInContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(`${appUrl}phone-numbers`, { waitUntil: 'load' });
    await page.getByText('Select (or type) a phone number...').waitFor({ timeout: 30_000 });
    if (options.keepTimings) await page.evaluate(() => performance.setResourceTimingBufferSize(10_000));
    await chooseNumber(page, phoneNumber);
    await waitForList(page);
    await waitForQuiet(page, emulatorUrl, 750, 30_000);
    return { context, page };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** The interval the 'Live updates' control shows, in seconds ('10' for 'Every 10 s'). */
export async function shownInterval(page: Page): Promise<number> {
  return Number(await page.getByLabel('Live updates', { exact: true }).inputValue({ timeout: 10_000 }));
}

/** A look of live updates: the account-wide message list (no To, no From). */
export function isLiveLook(url: string, emulatorUrl: string): boolean {
  if (!url.startsWith(emulatorUrl)) return false;
  const parsed = new URL(url);
  return (
    parsed.pathname === `/2010-04-01/Accounts/${DEMO_ACCOUNT.accountSid}/Messages.json` &&
    !parsed.searchParams.has('To') &&
    !parsed.searchParams.has('From')
  );
}

export interface SeenRequest {
  /** Node's clock (Date.now()) when the request was sent. */
  at: number;
  method: string;
  url: string;
}

/**
 * Every request the page sends to the emulator, with CORS preflights counted apart: Playwright's request
 * events leave preflights out, so those come from the DevTools protocol's own Network events.
 */
export async function watchRequests(page: Page, emulatorUrl: string) {
  const requests: SeenRequest[] = [];
  const preflights: number[] = [];
  const onRequest = (request: { url(): string; method(): string }) => {
    if (request.url().startsWith(emulatorUrl) && request.method() !== 'OPTIONS')
      requests.push({ at: Date.now(), method: request.method(), url: request.url() });
  };
  page.on('request', onRequest);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.startsWith(emulatorUrl) && event.request.method === 'OPTIONS')
      preflights.push(Date.now());
  });
  return {
    requests,
    preflights,
    async stop() {
      page.off('request', onRequest);
      await cdp.detach().catch(() => undefined);
    },
  };
}

/** Resolves when the next live look's answer has been read by the page (bounded). */
export function nextLookAnswered(page: Page, emulatorUrl: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (request: { url(): string; method(): string }) => {
      if (request.method() !== 'GET' || !isLiveLook(request.url(), emulatorUrl)) return;
      clearTimeout(timer);
      page.off('requestfinished', done);
      resolve();
    };
    const timer = setTimeout(() => {
      page.off('requestfinished', done);
      reject(new Error(`no live look answered within ${timeoutMs} ms`));
    }, timeoutMs);
    page.on('requestfinished', done);
  });
}

export interface Arrival {
  /** The mutation that put the id in the document. */
  dom: number;
  /** The first frame painted after it (a task queued from the next animation frame runs after its paint). */
  frame: number | null;
}

declare global {
  interface Window {
    __arrivals?: Record<string, Arrival>;
  }
}

/**
 * From now on, records in the page when each message id first appears in an added node. Only added
 * nodes are read, so a re-render that keeps a card does not count as its arrival.
 */
export async function recordArrivals(page: Page): Promise<void> {
  await page.evaluate(NAME_SHIM);
  await page.evaluate((sidSource) => {
    const arrivals: Record<string, Arrival> = {};
    window.__arrivals = arrivals;
    const sid = new RegExp(sidSource, 'g');
    const observer = new MutationObserver((mutations) => {
      const now = performance.now();
      const found: string[] = [];
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) {
          // textContent, not innerText: cards use content-visibility (see messagesPage.ts).
          for (const match of (node.textContent ?? '').matchAll(sid)) {
            if (arrivals[match[0]] !== undefined) continue;
            arrivals[match[0]] = { dom: now, frame: null };
            found.push(match[0]);
          }
        }
      }
      if (found.length === 0) return;
      requestAnimationFrame(() => {
        setTimeout(() => {
          const frame = performance.now();
          for (const id of found) {
            const arrival = arrivals[id];
            if (arrival) arrival.frame = frame;
          }
        }, 0);
      });
    });
    observer.observe(document.body, { childList: true, subtree: true });
  }, SID_PATTERN_SOURCE);
}

/** Waits (bounded) until `sid` has been painted, and returns its arrival in page time. */
export async function arrivalOf(
  page: Page,
  sid: string,
  timeoutMs: number,
): Promise<{ dom: number; frame: number }> {
  const handle = await page.waitForFunction(
    (id) => {
      const arrival = window.__arrivals?.[id];
      return arrival && arrival.frame !== null ? arrival : null;
    },
    sid,
    { timeout: timeoutMs, polling: 50 },
  );
  return (await handle.jsonValue()) as { dom: number; frame: number };
}

/** The page's clock. */
export function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

/** Start and end (page time) of the first live look the page started at or after `from`. */
export async function firstLookAfter(
  page: Page,
  emulatorUrl: string,
  from: number,
): Promise<{ start: number; end: number } | null> {
  const looks = await page.evaluate(
    (since) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/Messages.json') && entry.startTime >= since)
        .map((entry) => ({
          name: entry.name,
          start: entry.startTime,
          end: entry.startTime + entry.duration,
        })),
    from,
  );
  const look = looks
    .filter((entry) => isLiveLook(entry.name, emulatorUrl))
    .sort((a, b) => a.start - b.start)[0];
  return look ? { start: look.start, end: look.end } : null;
}

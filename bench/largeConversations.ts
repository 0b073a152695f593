/**
 * Many conversations: bench/large-conversations (the app's Conversations view, two panes at 1280×800, with
 * 20,000 messages across 2,000 conversations handed straight in), built by lib/buildBenchPage.ts. In each
 * fresh tab: the time to the first screen of rows, then at 4× CPU opening a conversation and switching to
 * four others by a click each, timed by the page's Event Timing as the interaction step times the app's
 * journey, then the rows scrolled through; and the most elements the document held at any frame.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import type { LargeConversationsResult, RowsScrollResult } from './large-conversations/main';
import {
  clickTimed,
  CPU_SLOWDOWN,
  described,
  DURATION_THRESHOLD_MS,
  idle,
  MEDIAN_BUDGET_MS,
  observeEvents,
  type Measured,
} from './interactionLatency';
import { readSite, serveSite } from '../scripts/stack/staticServer';
import { median, type Row } from './lib/results';

export const MESSAGES = 20_000;
export const CONVERSATIONS = 2_000;
/** The list of conversations' name on the page (bench/large-conversations/main.tsx). */
const ROWS_LABEL = 'Conversations on +1 201 555 0000';
const FIRST_SCREEN_BUDGET_MS = 150;
const LONGEST_FRAME_BUDGET_MS = 50;
const DOM_ELEMENTS_BUDGET = 3000;
const RUNS = 5;
/** INP's "good": the thread a person asked for, on a mid-range phone, within what feels immediate. */
const SHOWN_BUDGET_MS = 200;
/** Switches after the first open, to the next rows down. */
const SWITCHES = 4;
const OUTCOME_TIMEOUT_MS = 30_000;

export interface LargeConversationsRun {
  firstScreen: LargeConversationsResult;
  open: Opened;
  switches: Opened[];
  scroll: RowsScrollResult;
  maxDomNodes: number;
}

export interface LargeConversationsReport {
  runs: LargeConversationsRun[];
}

/** What a click on a row costs: the browser's figure for the click, and when its thread was there to see. */
export interface Opened {
  /** Event Timing: from the input to the next frame painted after its handlers. */
  measured: Measured;
  /** From the click to the first frame with the thread in the page, as a person waits for it. */
  shownMs: number;
}

/**
 * Clicks `row` and waits for its thread beside the rows: the row marked open, its newest bubble drawn.
 * Watched with plain selectors once a frame: a role query computes names across the document in the
 * page's own thread, and would add its time to the frames being measured.
 */
async function openTimed(page: Page, row: Locator): Promise<Opened> {
  const party = (await row.textContent())?.trim() ?? '';
  const label = `Messages with ${party}`;
  await page.evaluate((threadLabel) => {
    if (!window.watchForThread) throw new Error('the large-conversations page has no watchForThread()');
    window.watchForThread(threadLabel);
  }, label);
  const measured = await clickTimed(page, row, async () => {
    await page.waitForFunction(
      () => (window as unknown as { threadAt: number | null }).threadAt !== null,
      null,
      {
        timeout: OUTCOME_TIMEOUT_MS,
      },
    );
  });
  const shownMs = await page.evaluate(() => window.threadShownMs?.() ?? Number.NaN);
  return { measured, shownMs };
}

async function run(browser: Browser, url: string): Promise<LargeConversationsRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(observeEvents, DURATION_THRESHOLD_MS);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const rendered = await page.waitForFunction(() => window.largeConversationsResult ?? null, undefined, {
      timeout: 120_000,
      polling: 100,
    });
    const firstScreen = (await rendered.jsonValue()) as LargeConversationsResult;
    await idle(page);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const rows = page.getByRole('list', { name: ROWS_LABEL, exact: true }).getByRole('button');
    const open = await openTimed(page, rows.nth(0));
    const switches: Opened[] = [];
    for (let index = 1; index <= SWITCHES; index++) switches.push(await openTimed(page, rows.nth(index)));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    const scroll = await page.evaluate(async () => {
      if (!window.rowsScrollBench) throw new Error('the large-conversations page has no rowsScrollBench()');
      return window.rowsScrollBench();
    });
    const maxDomNodes = await page.evaluate(() => window.maxDomNodes?.() ?? 0);
    return { firstScreen, open, switches, scroll, maxDomNodes };
  } finally {
    await context.close();
  }
}

export async function measureLargeConversations(
  browser: Browser,
  distDir: string,
): Promise<LargeConversationsReport> {
  const server = await serveSite(await readSite(distDir), '/');
  try {
    const runs: LargeConversationsRun[] = [];
    for (let index = 0; index < RUNS; index++)
      runs.push(
        await run(browser, `${server.url}index.html?messages=${MESSAGES}&conversations=${CONVERSATIONS}`),
      );
    return { runs };
  } finally {
    await server.close();
  }
}

/** The slowest interaction's longest animation frame, in words, when it had one. */
function worstFrame(measured: readonly Measured[]): string {
  const worst = measured.reduce<Measured | null>(
    (slowest, m) => (slowest === null || m.ms > slowest.ms ? m : slowest),
    null,
  );
  return worst?.frame ? `; the slowest: ${worst.frame}` : '';
}

export function largeConversationsRows(report: LargeConversationsReport): Row[] {
  const { runs } = report;
  const first = runs.map((run) => run.firstScreen.renderMs);
  const opens = runs.map((run) => run.open.measured);
  const switches = runs.flatMap((run) => run.switches.map((each) => each.measured));
  const shown = runs.flatMap((run) => [run.open, ...run.switches].map((each) => each.shownMs));
  const frames = runs.map((run) => run.scroll.longestFrameMs);
  const what = `${MESSAGES.toLocaleString('en')} messages in ${CONVERSATIONS.toLocaleString('en')} conversations`;
  return [
    {
      group: 'conversations',
      name: `first screen of ${what}`,
      value: median(first),
      unit: 'ms',
      budget: FIRST_SCREEN_BUDGET_MS,
      note: `median of ${runs.length} (${first.map((ms) => ms.toFixed(0)).join(', ')} ms): from the messages handed to the painted page to the rows painted beside the empty thread pane, grouping included; ${runs[0]?.firstScreen.domNodes.toLocaleString('en')} DOM elements then`,
    },
    {
      group: 'conversations',
      name: `open a conversation (median of ${opens.length})`,
      value: median(opens.map((m) => m.ms)),
      unit: 'ms',
      budget: MEDIAN_BUDGET_MS,
      note: `Event Timing at ${CPU_SLOWDOWN}× CPU, a click on the newest row; runs ${opens.map(described).join(', ')} ms${worstFrame(opens)}`,
    },
    {
      group: 'conversations',
      name: `switch to another thread (median of ${switches.length})`,
      value: median(switches.map((m) => m.ms)),
      unit: 'ms',
      budget: MEDIAN_BUDGET_MS,
      note: `Event Timing at ${CPU_SLOWDOWN}× CPU, a click on each of the next ${SWITCHES} rows with a thread open; worst ${Math.round(Math.max(...switches.map((m) => m.ms)))} ms${worstFrame(switches)}`,
    },
    {
      group: 'conversations',
      name: `a clicked row's thread shown (median of ${shown.length})`,
      value: median(shown),
      unit: 'ms',
      budget: SHOWN_BUDGET_MS,
      note: `at ${CPU_SLOWDOWN}× CPU, from the click to the first frame with the thread beside the rows (the page answers the click at once and draws the thread in a transition, as the router does); worst ${Math.round(Math.max(...shown))} ms`,
    },
    {
      group: 'conversations',
      name: 'longest frame while scrolling the rows',
      value: median(frames),
      unit: 'ms',
      budget: LONGEST_FRAME_BUDGET_MS,
      note: `median of ${runs.length}, runs ${frames.map((ms) => ms.toFixed(0)).join(', ')} ms; ${runs[0]?.scroll.frames} frames: ${((runs[0]?.scroll.scrolledPx ?? 0) / 1e3).toFixed(0)} k px of flicks down the rows pane, then jumps to 50 %, the end and the top`,
    },
    {
      group: 'conversations',
      name: 'most DOM elements',
      value: Math.max(...runs.map((run) => run.maxDomNodes)),
      unit: 'count',
      budget: DOM_ELEMENTS_BUDGET,
      note: 'the whole document, sampled every frame of every run: the rows, a thread open beside them, scrolling',
    },
  ];
}

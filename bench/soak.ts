/**
 * A long stay: the Messages page open on the busy number of the 20-number account, live updates at the
 * default interval, against a provider having a bad day all along (BAD_DAY_FAULTS: late answers, 5xx,
 * dropped connections, cut-off JSON), and a message delivered every 10 s, in turn to each of the account's
 * 20 numbers (so one in 20 lands on the list on screen, the rest in live updates' state and the unread
 * counts). Every minute, after a garbage collection forced through the DevTools protocol
 * (HeapProfiler.collectGarbage), the JS heap in use and the document's nodes (Performance.getMetrics)
 * less those of the list's rendered cards: how many cards fit the screen changes with the cards'
 * heights as messages arrive (6 or 7), which is not growth; the cards are reported beside it.
 * Budget: neither grows more than 10 % above its first-minute figure, at any later sample.
 */
import type { Browser } from 'playwright-core';
import { DEMO_ACCOUNT } from '../emulator/src/core/accounts';
import { BAD_DAY_FAULTS } from '../emulator/src/core/faults';
import { largeSeedBusyNumber } from '../emulator/src/core/seed';
import { pageFootprint, type PageFootprint } from '../scripts/stack/pageFootprint';
import type { EmulatorControl } from '../emulator/src/node/controlClient';
import { demoAuthorization } from './lib/browser';
import { openOnNumber, shownInterval } from './lib/livePage';
import type { Row } from './lib/results';
import { LIVE_SEED, SENDER } from './liveUpdates';

export const DEFAULT_SOAK_MINUTES = 10;
export const GROWTH_BUDGET_PERCENT = 10;
const MESSAGE_EVERY_MS = 10_000;
const SAMPLE_EVERY_MS = 60_000;

export interface SoakSample extends PageFootprint {
  /** Since the page was ready, ms. */
  at: number;
}

export interface SoakReport {
  phoneNumber: string;
  minutes: number;
  intervalS: number;
  delivered: number;
  deliveredOnScreen: number;
  samples: SoakSample[];
  /** DOM nodes of one card, as the list holds it (its item and everything in it). */
  nodesPerCard: number;
}

async function smsNumbers(emulatorUrl: string): Promise<string[]> {
  const response = await fetch(
    `${emulatorUrl}/2010-04-01/Accounts/${DEMO_ACCOUNT.accountSid}/IncomingPhoneNumbers.json?PageSize=100`,
    { headers: { Authorization: demoAuthorization() }, signal: AbortSignal.timeout(30_000) },
  );
  const body = (await response.json()) as {
    incoming_phone_numbers?: { phone_number: string; capabilities?: { sms?: boolean } }[];
  };
  const numbers = (body.incoming_phone_numbers ?? [])
    .filter((n) => n.capabilities?.sms === true)
    .map((n) => n.phone_number)
    .sort();
  if (numbers.length === 0) throw new Error('the seeded account lists no SMS numbers');
  return numbers;
}

export async function measureSoak(
  browser: Browser,
  appUrl: string,
  control: EmulatorControl,
  minutes: number,
  log: (line: string) => void = () => undefined,
): Promise<SoakReport> {
  await control.seed(LIVE_SEED);
  const numbers = await smsNumbers(control.url);
  const phoneNumber = largeSeedBusyNumber(LIVE_SEED);
  const { context, page } = await openOnNumber(browser, appUrl, control.url, phoneNumber, {
    keepTimings: false,
  });
  try {
    // The page opens on a well provider; the bad day starts with the stay.
    await control.faults(BAD_DAY_FAULTS);
    const intervalS = await shownInterval(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const nodesPerCard = await page.evaluate(
      () => document.querySelector('#message-list > li')?.querySelectorAll('*').length ?? 0,
    );

    const durationMs = minutes * 60_000;
    // The first sample at one minute, or halfway through a shorter run.
    const firstSampleMs = Math.min(SAMPLE_EVERY_MS, durationMs / 2);
    const sampleTimes: number[] = [];
    for (let at = firstSampleMs; at < durationMs; at += SAMPLE_EVERY_MS) sampleTimes.push(at);
    sampleTimes.push(durationMs);

    const start = Date.now();
    const samples: SoakSample[] = [];
    let delivered = 0;
    let deliveredOnScreen = 0;
    let nextMessage = 0;
    // Bounded: one pass over a fixed schedule of deliveries and samples.
    const events = [
      ...Array.from({ length: Math.floor(durationMs / MESSAGE_EVERY_MS) }, (_, k) => ({
        at: k * MESSAGE_EVERY_MS,
        kind: 'message' as const,
      })),
      ...sampleTimes.map((at) => ({ at, kind: 'sample' as const })),
    ].sort((a, b) => a.at - b.at || (a.kind === 'sample' ? -1 : 1));
    for (const event of events) {
      const wait = start + event.at - Date.now();
      if (wait > 0) await page.waitForTimeout(wait);
      if (event.kind === 'message') {
        const to = numbers[nextMessage % numbers.length] as string;
        nextMessage += 1;
        await control.deliverInbound({ from: SENDER, to, body: `Benchmark soak message ${nextMessage}` });
        delivered += 1;
        if (to === phoneNumber) deliveredOnScreen += 1;
      } else {
        const taken = { at: Date.now() - start, ...(await pageFootprint(cdp, page)) };
        samples.push(taken);
        log(
          `soak ${(taken.at / 60_000).toFixed(1)} min: heap ${(taken.heapBytes / 2 ** 20).toFixed(2)} MB, ${taken.nodesBesideCards} nodes, ${taken.cards} cards`,
        );
      }
    }
    await cdp.detach().catch(() => undefined);
    return {
      phoneNumber,
      minutes,
      intervalS,
      delivered,
      deliveredOnScreen,
      samples,
      nodesPerCard,
    };
  } finally {
    await context.close();
    await control.reset();
  }
}

function growth(samples: readonly SoakSample[], of: (s: SoakSample) => number): number {
  const first = samples[0];
  if (first === undefined || samples.length < 2) return Number.NaN;
  return Math.max(...samples.slice(1).map((s) => ((of(s) - of(first)) / of(first)) * 100));
}

export function soakRows(report: SoakReport): Row[] {
  const first = report.samples[0];
  const last = report.samples[report.samples.length - 1];
  if (first === undefined || last === undefined || report.samples.length < 2)
    throw new Error('the soak took fewer than two samples');
  const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(2);
  const heap = growth(report.samples, (s) => s.heapBytes);
  const nodes = growth(report.samples, (s) => s.nodesBesideCards);
  const setting =
    `${report.minutes} min on ${report.phoneNumber}, 'Every ${report.intervalS} s', provider faults ${JSON.stringify(BAD_DAY_FAULTS)};` +
    ` ${report.delivered} messages, one every ${MESSAGE_EVERY_MS / 1000} s in turn to the 20 numbers (${report.deliveredOnScreen} to the one on screen);` +
    ` after a forced GC, first sample at ${(first.at / 1000).toFixed(0)} s`;
  return [
    {
      group: 'soak',
      name: 'JS heap growth after the first minute (peak)',
      value: heap,
      unit: '%',
      budget: GROWTH_BUDGET_PERCENT,
      note: `${mb(first.heapBytes)} MB → ${mb(last.heapBytes)} MB (samples ${report.samples.map((s) => mb(s.heapBytes)).join(', ')}); ${setting}`,
    },
    {
      group: 'soak',
      name: 'DOM nodes beside the cards, growth after the first minute (peak)',
      value: nodes,
      unit: '%',
      budget: GROWTH_BUDGET_PERCENT,
      note:
        `${first.nodesBesideCards} → ${last.nodesBesideCards} nodes beside the list's cards (samples ${report.samples.map((s) => s.nodesBesideCards).join(', ')}); cards rendered ${first.cards} → ${last.cards} (samples ${report.samples.map((s) => s.cards).join(', ')}),` +
        ` about ${report.nodesPerCard} nodes each; event listeners ${first.listeners} → ${last.listeners}`,
    },
  ];
}

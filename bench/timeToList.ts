/**
 * Time to list on a large account (2,000 numbers of which 1,500 SMS-capable, 20,000 messages on the
 * busiest number) with 100 ms added to every provider answer: from the Sign-in click to a dropdown that
 * offers numbers, to the whole number list, and from the choice of a number to its list on screen. The
 * list's budget is one round trip (measured in the same page, same request) plus 100 ms.
 */
import type { Browser } from 'playwright-core';
import { DEMO_ACCOUNT } from '../emulator/src/core/accounts';
import { largeSeedBusyNumber } from '../emulator/src/core/seed';
import type { EmulatorControl } from '../emulator/src/node/controlClient';
import { demoAuthorization } from './lib/browser';
import { chooseNumber, instrument, recorded } from './lib/messagesPage';
import { median, type Row } from './lib/results';

export const LARGE_SEED = { kind: 'large', numbers: 2000, smsNumbers: 1500, messages: 20000 } as const;
export const LATENCY_MS = 100;
export const RENDER_ALLOWANCE_MS = 100;

export interface TimeToListReport {
  phoneNumber: string;
  signInToOptionsMs: number;
  optionsWhileLoading: number;
  offeredWhilePaging: boolean;
  signInToAllNumbersMs: number;
  numbersOffered: number;
  choiceToListMs: number;
  /** From the choice to the start of the earlier of the two list requests. */
  choiceToRequestsMs: number;
  /** From the choice to the end of the later of the two list answers. */
  choiceToAnswersMs: number;
  roundTripMs: number;
}

/** Names the stage that timed out, so a failure says where the journey stopped. */
async function stage<T>(name: string, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw new Error(`${name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
}

export async function measureTimeToList(
  browser: Browser,
  appUrl: string,
  control: EmulatorControl,
): Promise<TimeToListReport> {
  await control.seed(LARGE_SEED);
  await control.faults({ latencyMs: LATENCY_MS });
  const phoneNumber = largeSeedBusyNumber(LARGE_SEED);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`${appUrl}authentication-token`, { waitUntil: 'load' });
    await page.getByLabel('Account SID', { exact: true }).fill(DEMO_ACCOUNT.accountSid);
    await page.getByLabel('Auth Token', { exact: true }).fill(DEMO_ACCOUNT.authToken);
    await instrument(page, { watchDropdown: true });
    await page.getByRole('button', { name: 'Sign-in' }).click();

    const loaded = await stage('waiting for every number', recorded(page, 'allNumbers'));
    if (loaded.signIn === null || loaded.usable === null || loaded.allNumbers === null) {
      throw new Error(`the dropdown never offered numbers: ${JSON.stringify(loaded)}`);
    }
    const numbersOffered = await page.getByRole('option').count();
    await page.keyboard.press('Escape');

    await chooseNumber(page, phoneNumber);
    const listed = await stage('waiting for the list', recorded(page, 'list', 30_000));
    if (listed.choice === null || listed.list === null) throw new Error('the choice was not seen');
    // Where the time went: the two list requests' start and the later answer, relative to the choice.
    const { asked, answered } = await page.evaluate((choice) => {
      const lists = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/Messages.json') && entry.startTime >= choice)
        .map((entry) => entry as PerformanceResourceTiming);
      return {
        asked: Math.min(...lists.map((entry) => entry.startTime)) - choice,
        answered: Math.max(...lists.map((entry) => entry.responseEnd)) - choice,
      };
    }, listed.choice);

    // One round trip, measured the way the app pays it: the same request from the same page.
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
        url: `${control.url}/2010-04-01/Accounts/${DEMO_ACCOUNT.accountSid}/Messages.json?To=${encodeURIComponent(phoneNumber)}`,
        authorization: demoAuthorization(),
      },
    );
    return {
      phoneNumber,
      signInToOptionsMs: loaded.usable - loaded.signIn,
      optionsWhileLoading: loaded.usableOptions,
      offeredWhilePaging: loaded.usableWhileLoading && loaded.usableOptions > 0,
      signInToAllNumbersMs: loaded.allNumbers - loaded.signIn,
      numbersOffered,
      choiceToListMs: listed.list - listed.choice,
      choiceToRequestsMs: asked,
      choiceToAnswersMs: answered,
      roundTripMs: median(probes),
    };
  } finally {
    await context.close();
    await control.reset();
  }
}

export function timeToListRows(report: TimeToListReport): Row[] {
  return [
    {
      group: 'time',
      name: 'sign-in → dropdown offers numbers',
      value: report.signInToOptionsMs,
      unit: 'ms',
      note: `${report.optionsWhileLoading} numbers offered at that point; ${LATENCY_MS} ms latency per request`,
    },
    {
      group: 'time',
      name: 'dropdown offers numbers while paging',
      value: report.offeredWhilePaging ? 1 : 0,
      unit: 'count',
      budget: 1,
      kind: 'equal',
      note: report.offeredWhilePaging ? 'yes' : 'no: the menu had no options until every page was in',
    },
    {
      group: 'time',
      name: 'sign-in → all 1,500 numbers',
      value: report.signInToAllNumbersMs,
      unit: 'ms',
      note: `${report.numbersOffered} offered; 40 pages of 50 at ≥ ${LATENCY_MS} ms each`,
    },
    {
      group: 'time',
      name: 'choice of number → list on screen',
      value: report.choiceToListMs,
      unit: 'ms',
      budget: report.roundTripMs + RENDER_ALLOWANCE_MS,
      note: `budget = 1 round trip (${report.roundTripMs.toFixed(0)} ms, measured) + ${RENDER_ALLOWANCE_MS} ms; requests out after ${report.choiceToRequestsMs.toFixed(0)} ms, answers in after ${report.choiceToAnswersMs.toFixed(0)} ms, so ${(report.choiceToListMs - report.choiceToAnswersMs).toFixed(0)} ms to render; ${report.phoneNumber}, 20,000 messages`,
    },
  ];
}

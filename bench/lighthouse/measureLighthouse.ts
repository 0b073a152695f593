/**
 * Lighthouse 12 on the production build served under its sub-path, mobile and desktop presets, median of
 * five runs per screen (issue 11):
 * - the chooser and the Auth Token form: plain navigations;
 * - the messages page with a number chosen: a user flow in one page, signed in by putting the session
 *   into sessionStorage before any page script runs (as a reload of a signed-in tab would). It navigates
 *   to /phone-numbers, records a timespan while a number is chosen and its list renders, then takes a
 *   snapshot of the page with the list. A snapshot has no load metrics and a timespan no accessibility
 *   or SEO audits, so each category's score is the lowest of the steps that score it;
 * - a conversation (issue 11): the same flow, where the timespan also switches to Conversations and
 *   opens the first one, and the snapshot is of its thread and reply box.
 * Lighthouse and puppeteer-core are the benchmark's own pinned dependencies (bench/package.json, installed
 * with `npm ci --prefix bench`), so this folder is type-checked by its own tsconfig.json and loaded by
 * run.ts only when the step runs (lib/lighthouseStep.ts).
 */
import lighthouse, { desktopConfig, startFlow, type Config, type Flags, type Result } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { DEMO_SHOP_NUMBER } from '../../emulator/src/core/seed';
import { CHROMIUM_ARGS, chromiumExecutable } from '../../scripts/stack/chromium';
import { signedInInitScript } from '../lib/browser';
import type { LighthouseStep, LighthouseStepOptions, Preset } from '../lib/lighthouseStep';
import { SID_PATTERN_SOURCE } from '../lib/messagesPage';
import { median, type Row } from '../lib/results';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
export type Screen = 'chooser' | 'sign-in form' | 'sign-in form, dark' | 'messages + number' | 'conversation';

export interface ScreenScores {
  screen: Screen;
  preset: Preset;
  /** Median of the runs; null when no step of this screen scores the category. */
  scores: Record<Category, number | null>;
  runs: Record<Category, (number | null)[]>;
  /** Audit id → how many runs it failed in, per category. */
  failing: Record<Category, Map<string, number>>;
  /** Audit id → its measured value in the runs it failed in (metrics only, e.g. '96 ms'). */
  failingValues: Map<string, number[]>;
  /** Audit id → the unit of those values. */
  units: Map<string, string>;
}

const FLAGS: Flags = {
  onlyCategories: [...CATEGORIES],
  logLevel: 'error',
  output: 'json',
  maxWaitForLoad: 30_000,
};

function configFor(preset: Preset): Config | undefined {
  return preset === 'desktop' ? desktopConfig : undefined;
}

/** Scored audits below a perfect score, per category. */
function failingAudits(lhr: Result): Record<Category, string[]> {
  const failing = Object.fromEntries(CATEGORIES.map((c) => [c, [] as string[]])) as Record<
    Category,
    string[]
  >;
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null) continue;
      if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'informative') continue;
      if (audit.scoreDisplayMode === 'manual') continue;
      if (audit.score < 1 && (ref.weight > 0 || audit.scoreDisplayMode === 'binary'))
        failing[category].push(ref.id);
    }
  }
  return failing;
}

interface RunResult {
  scores: Record<Category, number | null>;
  failing: Record<Category, string[]>;
  /** What a failing metric measured (id as in `failing` → value and Lighthouse's unit). */
  values: Map<string, { value: number; unit: string }>;
}

/**
 * A category's score in one step, or null when that step cannot score it: a snapshot reports a
 * performance "score" of 0 with no weighted audit at all, which says nothing about the page.
 */
function stepScore(lhr: Result, category: Category): number | null {
  const result = lhr.categories[category];
  if (!result || typeof result.score !== 'number') return null;
  if (!result.auditRefs.some((ref) => ref.weight > 0)) return null;
  return result.score;
}

function fromSteps(lhrs: readonly Result[]): RunResult {
  const scores = {} as Record<Category, number | null>;
  const failing = {} as Record<Category, string[]>;
  const measured = new Map<string, { value: number; unit: string }>();
  const several = lhrs.length > 1;
  const label = (lhr: Result, id: string) => (several ? `${id}@${lhr.gatherMode}` : id);
  for (const category of CATEGORIES) {
    const values = lhrs
      .map((lhr) => stepScore(lhr, category))
      .filter((score): score is number => score !== null);
    scores[category] = values.length === 0 ? null : Math.round(Math.min(...values) * 100);
    const failingHere = lhrs.flatMap((lhr) =>
      stepScore(lhr, category) === null
        ? []
        : failingAudits(lhr)[category].map((id) => {
            // A metric's figure says how far it is from a full score; a check's pass/fail says it all.
            const audit = lhr.audits[id];
            if (typeof audit?.numericValue === 'number' && audit.numericUnit)
              measured.set(label(lhr, id), { value: audit.numericValue, unit: audit.numericUnit });
            return label(lhr, id);
          }),
    );
    failing[category] = [...new Set(failingHere)];
  }
  return { scores, failing, values: measured };
}

async function runNavigation(
  browser: Browser,
  url: string,
  preset: Preset,
  colorScheme: 'light' | 'dark' = 'light',
): Promise<RunResult> {
  const page = await browser.newPage();
  try {
    // The system's setting, which the app follows until the person chooses (issue 11's colour modes).
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: colorScheme }]);
    const result = await lighthouse(url, FLAGS, configFor(preset), page);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const shown = await page.evaluate(() => document.documentElement.getAttribute('data-bs-theme'));
    if (shown !== colorScheme)
      throw new Error(`${url} was measured in ${shown ?? 'no'} mode, not ${colorScheme}`);
    return fromSteps([result.lhr]);
  } finally {
    await page.close();
  }
}

async function chooseNumberWithPuppeteer(page: Page, phoneNumber: string): Promise<void> {
  const input = await page.waitForSelector('input[role="combobox"]', { timeout: 30_000 });
  if (!input) throw new Error('no phone-number dropdown');
  await page.waitForFunction(() => !document.body.innerText.includes('Loading phone numbers...'), {
    timeout: 30_000,
  });
  // Click to open the menu and take the first number with Enter: the shortest way a person picks one.
  await input.click();
  await page.waitForSelector('[role="option"]', { timeout: 30_000 });
  const first = await page.$eval('[role="option"]', (option) => option.textContent ?? '');
  if (first.replace(/\s/g, '') !== phoneNumber)
    throw new Error(`first option is ${first}, expected ${phoneNumber}`);
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    (source: string) => new RegExp(source).test(document.body.textContent ?? ''),
    {
      timeout: 30_000,
      polling: 50,
    },
    SID_PATTERN_SOURCE,
  );
}

/** Switches the chosen number's messages to Conversations and opens the first (newest) one. */
async function openFirstConversation(page: Page): Promise<void> {
  // The radio is drawn as its label (Bootstrap's .btn-check): the label is what a person clicks.
  await page.click('input.btn-check[id$="-conversations"] + label');
  const open = await page.waitForSelector('.conversation-row__open', { timeout: 30_000 });
  if (!open) throw new Error('no conversation listed');
  await open.click();
  await page.waitForSelector('form.reply-box textarea', { timeout: 30_000 });
}

async function runMessagesFlow(
  browser: Browser,
  url: string,
  preset: Preset,
  view: 'list' | 'conversation',
): Promise<RunResult> {
  // A context of its own: a first visit each run, and the view chosen in one run is not the next one's.
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    await page.evaluateOnNewDocument(signedInInitScript());
    const flow = await startFlow(page, {
      name: view === 'list' ? 'Messages page with a number chosen' : 'A conversation opened',
      config: configFor(preset),
      flags: FLAGS,
    });
    await flow.navigate(url, { name: 'Open /phone-numbers signed in' });
    await flow.startTimespan({
      name: view === 'list' ? 'Choose a number' : 'Choose a number, Conversations, the first',
    });
    await chooseNumberWithPuppeteer(page, DEMO_SHOP_NUMBER);
    if (view === 'conversation') await openFirstConversation(page);
    // Let the media lookups of the cards or bubbles on screen finish inside the timespan.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await flow.endTimespan();
    await flow.snapshot({ name: view === 'list' ? 'List on screen' : 'Thread on screen' });
    const result = await flow.createFlowResult();
    return fromSteps(result.steps.map((step) => step.lhr));
  } finally {
    await context.close();
  }
}

function launchForLighthouse(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: chromiumExecutable(),
    headless: true,
    args: CHROMIUM_ARGS,
    timeout: 30_000,
    protocolTimeout: 120_000,
  });
}

export async function measureLighthouse(options: LighthouseStepOptions): Promise<ScreenScores[]> {
  const { appUrl } = options;
  await options.control.reset();
  const screens: { screen: Screen; run: (browser: Browser, preset: Preset) => Promise<RunResult> }[] = [
    { screen: 'chooser', run: (b, p) => runNavigation(b, `${appUrl}authentication`, p) },
    { screen: 'sign-in form', run: (b, p) => runNavigation(b, `${appUrl}authentication-token`, p) },
    {
      screen: 'sign-in form, dark',
      run: (b, p) => runNavigation(b, `${appUrl}authentication-token`, p, 'dark'),
    },
    {
      screen: 'messages + number',
      run: (b, p) => runMessagesFlow(b, `${appUrl}phone-numbers`, p, 'list'),
    },
    {
      screen: 'conversation',
      run: (b, p) => runMessagesFlow(b, `${appUrl}phone-numbers`, p, 'conversation'),
    },
  ];
  // Round by round: run 1 of every screen and preset, then run 2, and so on. A slow spell of a shared
  // machine lasts a minute or more; run back to back, it fell on most runs of one screen and decided its
  // median. Interleaved, it costs each screen at most a run or two, and the median keeps the rest.
  const plan = options.presets.flatMap((preset) =>
    screens.map(({ screen, run }) => ({ preset, screen, run })),
  );
  const runsOf = plan.map((): RunResult[] => []);
  const browser = await launchForLighthouse();
  try {
    for (let i = 0; i < options.runs; i++) {
      for (const [index, { preset, screen, run }] of plan.entries()) {
        const started = Date.now();
        const result = await run(browser, preset);
        runsOf[index]!.push(result);
        options.log(
          `lighthouse ${preset} ${screen} run ${i + 1}: ${JSON.stringify(result.scores)} (${Date.now() - started} ms)`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  return plan.map(({ preset, screen }, index) => summarise(screen, preset, runsOf[index]!));
}

/** One screen and preset: the median of its runs per category, and what failed in them. */
function summarise(screen: Screen, preset: Preset, runs: readonly RunResult[]): ScreenScores {
  const scores = {} as ScreenScores['scores'];
  const perRun = {} as ScreenScores['runs'];
  const failing = {} as ScreenScores['failing'];
  for (const category of CATEGORIES) {
    const values = runs.map((r) => r.scores[category]);
    const numbers = values.filter((v): v is number => v !== null);
    perRun[category] = values;
    scores[category] = numbers.length === 0 ? null : median(numbers);
    const counts = new Map<string, number>();
    for (const r of runs) for (const id of r.failing[category]) counts.set(id, (counts.get(id) ?? 0) + 1);
    failing[category] = counts;
  }
  const failingValues = new Map<string, number[]>();
  const units = new Map<string, string>();
  for (const r of runs)
    for (const [id, { value, unit }] of r.values) {
      failingValues.set(id, [...(failingValues.get(id) ?? []), value]);
      units.set(id, unit);
    }
  return { screen, preset, scores, runs: perRun, failing, failingValues, units };
}

/** The median of what a failing metric measured, in its unit: '96 ms', '0.012'. */
function measuredFigure(values: readonly number[] | undefined, unit: string | undefined): string {
  if (!values || values.length === 0) return '';
  const middle = median(values);
  if (unit === 'millisecond') return `${Math.round(middle)} ms`;
  return unit === 'unitless' ? middle.toFixed(3) : `${Math.round(middle)} ${unit ?? ''}`.trim();
}

/**
 * A floor, not a target: accessibility, best practices and SEO are all-or-nothing checks and stay at 100;
 * the performance score moves by several points between runs of the same build on a shared 2-core
 * machine, so it is held at a level a real regression falls below.
 */
function floorOf(category: string, preset: string): number {
  if (category !== 'performance') return 100;
  return preset === 'desktop' ? 98 : 90;
}

export function lighthouseRows(results: readonly ScreenScores[]): Row[] {
  const rows: Row[] = [];
  for (const result of results) {
    for (const category of CATEGORIES) {
      const score = result.scores[category];
      const failing = [...result.failing[category].entries()]
        .sort((a, b) => b[1] - a[1])
        .map(([id, count]) => {
          const runs = result.runs[category].length;
          const measured = measuredFigure(result.failingValues.get(id), result.units.get(id));
          const details = [count < runs ? `${count}/${runs}` : '', measured].filter(Boolean).join(', ');
          return details ? `${id} (${details})` : id;
        });
      rows.push({
        group: 'lighthouse',
        name: `${result.screen}, ${result.preset}: ${category}`,
        value: score ?? 'n/a',
        unit: 'score',
        budget: floorOf(category, result.preset),
        kind: 'min',
        note: [
          `runs ${result.runs[category].map((v) => v ?? '-').join('/')}`,
          failing.length > 0 ? `failing: ${failing.join(', ')}` : '',
        ]
          .filter(Boolean)
          .join('; '),
        ...(score === null ? { error: 'no step scored this category' } : {}),
      });
    }
  }
  return rows;
}

/** The whole step, as run.ts loads it (lib/lighthouseStep.ts): measure, then the rows. */
export const lighthouseStep: LighthouseStep = async (options) =>
  lighthouseRows(await measureLighthouse(options));

/**
 * `npm run bench`: builds the app, measures it and prints one table with the budget beside each figure.
 * Exits 1 when a budget is missed or a measurement could not be taken. Method: bench/README.md.
 *
 *   npm run bench                      everything (about 21 minutes, 10 of them the soak)
 *   npm run bench -- --quick           without Lighthouse and the soak
 *   npm run bench -- --only=bytes,requests   just these (bytes, install, requests, time, live, history, soak,
 *                                      large-list, large-thread, large-conversations, interaction,
 *                                      bulk-send, lighthouse)
 *   npm run bench -- --soak-minutes=2  a shorter soak (default 10 minutes)
 *   npm run bench -- --runs=1          Lighthouse runs per screen and preset (default 5, the median is kept)
 *   npm run bench -- --write-readme    also put the results into bench/README.md (a partial run
 *                                      replaces only the rows it measured)
 *
 * Lighthouse is the benchmark's own dependency: `npm ci --prefix bench` once (lib/lighthouseStep.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import * as prettier from 'prettier';
import { buildApp, startStack, type Stack } from '../scripts/stack/buildAndServe';
import { chromiumExecutable } from '../scripts/stack/chromium';
import { analyseBytes, bytesRows, type BytesReport } from './bytes';
import { cssContributors, dependencyCost, dependencyRows } from './dependencyCost';
import { largeListRows, measureLargeList } from './largeList';
import { largeThreadRows, measureLargeThread } from './largeThread';
import { largeConversationsRows, measureLargeConversations } from './largeConversations';
import { launchChromium } from './lib/browser';
import { buildBenchPage, type BenchPage } from './lib/buildBenchPage';
import { lighthouseInstallProblem, loadLighthouseStep } from './lib/lighthouseStep';
import { writeResults } from './lib/readmeResults';
import { failedRows, renderMarkdown, renderTable, type Row } from './lib/results';
import { measureNodeModules, nodeModulesRows } from './nodeModules';
import { historyRows, measureHistory } from './history';
import { interactionRows, measureInteractionLatency } from './interactionLatency';
import { bulkSendRows, measureBulkSend } from './bulkSend';
import { liveUpdatesRows, measureLiveUpdates } from './liveUpdates';
import { measureRequests, requestsRows } from './requests';
import { DEFAULT_SOAK_MINUTES, measureSoak, soakRows } from './soak';
import { measureTimeToList, timeToListRows } from './timeToList';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BASE_PATH = '/sms-web-client/';
const FIRST_VERSION_BUILD_S = 13.9;
/** A build slower than the first version's is a regression worth failing on. */
const BUILD_BUDGET_S = FIRST_VERSION_BUILD_S;
const STEPS = [
  'bytes',
  'install',
  'requests',
  'time',
  'live',
  'history',
  'soak',
  'large-list',
  'large-thread',
  'large-conversations',
  'interaction',
  'bulk-send',
  'lighthouse',
] as const;
/** The steps that drive the app in Chromium (Lighthouse launches its own). */
const BROWSER_STEPS: readonly Step[] = [
  'requests',
  'time',
  'live',
  'history',
  'soak',
  'large-list',
  'large-thread',
  'large-conversations',
  'interaction',
  'bulk-send',
];
type Step = (typeof STEPS)[number];

interface Options {
  steps: Set<Step>;
  runs: number;
  soakMinutes: number;
  writeReadme: boolean;
}

function parseOptions(argv: readonly string[]): Options {
  let steps = new Set<Step>(STEPS);
  let runs = 5;
  let soakMinutes = DEFAULT_SOAK_MINUTES;
  let writeReadme = false;
  for (const arg of argv) {
    if (arg === '--quick') {
      steps.delete('lighthouse');
      steps.delete('soak');
    } else if (arg === '--write-readme') writeReadme = true;
    else if (arg.startsWith('--runs=')) runs = Math.max(1, Math.min(9, Number(arg.slice(7)) || 5));
    else if (arg.startsWith('--soak-minutes=')) {
      soakMinutes = Number(arg.slice('--soak-minutes='.length));
      if (!Number.isInteger(soakMinutes) || soakMinutes < 1 || soakMinutes > 60)
        throw new Error('--soak-minutes takes a whole number of minutes from 1 to 60');
    } else if (arg.startsWith('--only=')) {
      const wanted = arg.slice(7).split(',');
      const unknown = wanted.filter((step) => !(STEPS as readonly string[]).includes(step));
      if (unknown.length > 0)
        throw new Error(`unknown step(s) ${unknown.join(', ')}; known: ${STEPS.join(', ')}`);
      steps = new Set(wanted as Step[]);
    } else throw new Error(`unknown option ${arg}`);
  }
  return { steps, runs, soakMinutes, writeReadme };
}

const started = Date.now();
function log(line: string): void {
  process.stderr.write(`[bench ${((Date.now() - started) / 1000).toFixed(1)}s] ${line}\n`);
}

function machine(): string {
  let chromium = 'unknown';
  try {
    chromium = execFileSync(chromiumExecutable(), ['--version'], {
      encoding: 'utf8',
      timeout: 10_000,
    }).trim();
  } catch {
    // Reported as unknown; the browser steps will say what went wrong.
  }
  const cpu = cpus();
  return `${cpu.length} × ${cpu[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GB RAM, Node ${process.version}, ${chromium}`;
}

async function step<T>(
  name: string,
  rows: Row[],
  fn: () => Promise<T>,
  toRows: (value: T) => Row[],
): Promise<T | null> {
  log(`${name}…`);
  try {
    const value = await fn();
    rows.push(...toRows(value));
    return value;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log(`${name} failed: ${error instanceof Error && process.env.BENCH_DEBUG ? error.stack : message}`);
    rows.push({
      group: name,
      name: `${name} measurement`,
      value: 0,
      unit: 'text',
      error: message.split('\n')[0] ?? message,
    });
    return null;
  }
}

/**
 * Puts the run's rows into bench/README.md, formatted as the repository's format check wants it. A run of
 * some steps only keeps the other steps' rows (lib/readmeResults.ts).
 */
async function writeReadme(run: Parameters<typeof writeResults>[1]): Promise<void> {
  const path = join(REPO_ROOT, 'bench', 'README.md');
  const text = writeResults(readFileSync(path, 'utf8'), run);
  const options = await prettier.resolveConfig(path);
  writeFileSync(path, await prettier.format(text, { ...options, filepath: path }));
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  if (options.steps.has('lighthouse')) {
    // Before a minute of building: the one thing a fresh clone is missing, and the command that fixes it.
    const problem = lighthouseInstallProblem();
    if (problem) {
      process.stderr.write(`${problem}\n`);
      return 2;
    }
  }
  const work = mkdtempSync(join(tmpdir(), 'sms-bench-'));
  const rows: Row[] = [];
  let stack: Stack | null = null;
  let browser: Browser | null = null;
  try {
    // The build people run, twice (a shared machine's load varies a lot), keeping the faster; the stack
    // (the same one the browser suite runs against) serves it, and every browser step uses it.
    stack = await step(
      'build',
      rows,
      () => startStack({ basePath: BASE_PATH, builds: 2 }),
      ({ buildTimesMs }) => [
        {
          group: 'install',
          name: 'npm run build (best of 2)',
          value: Math.min(...buildTimesMs) / 1000,
          unit: 's',
          budget: BUILD_BUDGET_S,
          note: `runs ${buildTimesMs.map((ms) => (ms / 1000).toFixed(1)).join(' s, ')} s; first version ${FIRST_VERSION_BUILD_S} s`,
        },
      ],
    );
    const app = stack;

    if (app && options.steps.has('bytes')) {
      const bytes: BytesReport | null = await step(
        'bytes',
        rows,
        async () => analyseBytes(app.distDir),
        bytesRows,
      );
      // Per-module sizes: a second build with the visualiser on (it slows the build, so not the timed one).
      if (bytes) {
        const stats = join(work, 'modules.json');
        const visualDist = join(work, 'dist-visualize');
        await step(
          'deps',
          rows,
          async () => {
            await buildApp({
              outDir: visualDist,
              basePath: BASE_PATH,
              apiUrl: app.emulatorUrl,
              env: { BENCH_VISUALIZE: '1', BENCH_VISUALIZE_FILE: stats },
            });
            const visualBytes = analyseBytes(visualDist);
            return [...dependencyCost(stats, visualBytes), ...cssContributors(visualBytes)];
          },
          (contributors) => dependencyRows(contributors, 14),
        );
      }
    }

    if (options.steps.has('install')) {
      await step('install', rows, async () => measureNodeModules(REPO_ROOT), nodeModulesRows);
    }

    if (app && BROWSER_STEPS.some((s) => options.steps.has(s))) {
      log(`app on ${app.appUrl}, emulator on ${app.emulatorUrl}`);
      browser = await launchChromium();
      const chromium = browser;
      // A bench page is built into the work folder, then measured in the shared browser.
      const onBenchPage =
        <T>(page: BenchPage, measure: (browser: Browser, distDir: string) => Promise<T>) =>
        async () => {
          const out = join(work, page);
          await buildBenchPage(REPO_ROOT, page, out);
          return measure(chromium, out);
        };
      if (options.steps.has('requests')) {
        await step('requests', rows, () => measureRequests(chromium, app.appUrl, app.control), requestsRows);
      }
      if (options.steps.has('time')) {
        await step('time', rows, () => measureTimeToList(chromium, app.appUrl, app.control), timeToListRows);
      }
      if (options.steps.has('live')) {
        await step(
          'live',
          rows,
          () => measureLiveUpdates(chromium, app.appUrl, app.control),
          liveUpdatesRows,
        );
      }
      if (options.steps.has('history')) {
        await step('history', rows, () => measureHistory(chromium, app.appUrl, app.control), historyRows);
      }
      if (options.steps.has('soak')) {
        await step(
          'soak',
          rows,
          () => measureSoak(chromium, app.appUrl, app.control, options.soakMinutes, log),
          soakRows,
        );
      }
      if (options.steps.has('large-list')) {
        await step('large list', rows, onBenchPage('large-list', measureLargeList), largeListRows);
      }
      if (options.steps.has('large-thread')) {
        await step('large thread', rows, onBenchPage('large-thread', measureLargeThread), largeThreadRows);
      }
      if (options.steps.has('large-conversations')) {
        await step(
          'large conversations',
          rows,
          onBenchPage('large-conversations', measureLargeConversations),
          largeConversationsRows,
        );
      }
      if (options.steps.has('interaction')) {
        await step(
          'interaction',
          rows,
          () => measureInteractionLatency(chromium, app.appUrl, app.control),
          interactionRows,
        );
      }
      if (options.steps.has('bulk-send')) {
        await step('bulk send', rows, () => measureBulkSend(chromium, app.appUrl, app.control), bulkSendRows);
      }
      await browser.close();
      browser = null;
    }
    if (app && options.steps.has('lighthouse')) {
      await step(
        'lighthouse',
        rows,
        async () =>
          (await loadLighthouseStep())({
            appUrl: app.appUrl,
            control: app.control,
            runs: options.runs,
            presets: ['mobile', 'desktop'],
            log,
          }),
        (lighthouseRows) => lighthouseRows,
      );
    }
  } finally {
    await browser?.close().catch(() => undefined);
    await stack?.close();
    rmSync(work, { recursive: true, force: true });
  }

  const header = `SMS Web Client benchmark — ${new Date().toISOString()} — ${machine()}`;
  process.stdout.write(`\n${header}\n\n${renderTable(rows)}\n`);
  const failed = failedRows(rows);
  process.stdout.write(
    failed.length === 0
      ? `\nEvery budget holds (${((Date.now() - started) / 1000).toFixed(0)} s).\n`
      : `\n${failed.length} budget(s) missed or not measured (${((Date.now() - started) / 1000).toFixed(0)} s):\n${failed
          .map((row) => `  - ${row.group}: ${row.name}`)
          .join('\n')}\n`,
  );

  const resultsDir = join(REPO_ROOT, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  const when = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const optionsText = process.argv.slice(2).join(' ') || '(none)';
  const intro = `Run of ${when} on ${machine()}; options: ${optionsText}.`;
  const markdown = `${intro}\n\n${renderMarkdown(rows)}`;
  writeFileSync(join(resultsDir, 'latest.json'), JSON.stringify({ header, rows }, null, 2));
  writeFileSync(join(resultsDir, 'latest.md'), `${markdown}\n`);
  if (options.writeReadme) {
    const partial = STEPS.some((step) => !options.steps.has(step));
    await writeReadme({ intro, rows, partial, when: `${when} (\`${optionsText}\`)` });
  }
  return failed.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);

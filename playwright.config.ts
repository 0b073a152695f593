import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './scripts/stack/chromium';

/**
 * Browser journeys against the production build under a sub-path, with the emulator over real HTTP
 * (see e2e/global-setup.ts). Each worker has its own emulator that every test resets; a file's tests run
 * in order in one worker. Two workers on the two cores: a third was faster on a quick day (291–327 s
 * against 409 s), but on a slower one it gained nothing (8.7–8.9 min against 8.8) and pushed the longest
 * tests past their 30 s (decision 0029).
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // A stop for a hung test, not a judge of speed (bench/ is): on 2026-11-27 the 2-core machine ran the
  // suite at a third of its usual speed, and the longest journeys took 34–42 s.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['./e2e/support/summaryReporter.ts']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumExecutable(),
      // Heap snapshots cut each string at 1,024 characters by default; the credentials audit
      // (credentials.spec.ts) must see a secret however far into a long string it is. Every worker's
      // browser has it, so that audit needs no browser of its own at the end of the run.
      args: [...CHROMIUM_ARGS, '--js-flags=--heap-snapshot-string-limit=100000000'],
    },
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'America/Los_Angeles',
    // A trace recorded for every test costs a third of the suite's time (1.7 → 1.1 min on three files), and
    // CI keeps no artefacts to read one from: CI prints the error and its call log; a local run keeps the
    // trace of a failure (or record one in CI with --trace=on).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 7_000,
    // One browser context per worker, reset between tests, instead of a new one each: a third less time
    // for the suite (decision 0054). What Playwright's reset leaves, the suite's fixture undoes.
    reuseContext: true,
    navigationTimeout: 15_000,
  },
});

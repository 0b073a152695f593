import type { FullConfig } from '@playwright/test';
import { startStacks } from '../scripts/stack/buildAndServe';
import { chromiumExecutable } from '../scripts/stack/chromium';

/**
 * Builds the app once and serves it to each worker against its own fresh emulator, so tests in parallel
 * workers never reset one another's provider. Workers read their URLs from the environment (set here,
 * before they start) under their parallel index; the returned function is Playwright's teardown.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  chromiumExecutable(); // fail before a minute of building if there is no browser
  const stacks = await startStacks(config.workers);
  for (const [index, stack] of stacks.entries()) {
    process.env[`E2E_APP_URL_${index}`] = stack.appUrl;
    process.env[`E2E_PAGES_APP_URL_${index}`] = stack.pagesAppUrl;
    process.env[`E2E_EMULATOR_URL_${index}`] = stack.emulatorUrl;
  }
  return async () => {
    for (const stack of stacks) await stack.close();
  };
}

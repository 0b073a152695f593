import type { FullConfig } from '@playwright/test';
import { startStack } from '../scripts/stack/buildAndServe';
import { chromiumExecutable } from '../scripts/stack/chromium';

/**
 * Builds and serves the app against a fresh emulator once per run. Workers read the URLs from the
 * environment (set here, before they start); the returned function is Playwright's teardown.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  chromiumExecutable(); // fail before a minute of building if there is no browser
  const stack = await startStack();
  process.env.E2E_APP_URL = stack.appUrl;
  process.env.E2E_PAGES_APP_URL = stack.pagesAppUrl;
  process.env.E2E_EMULATOR_URL = stack.emulatorUrl;
  return () => stack.close();
}

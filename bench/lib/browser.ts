/** Debian's Chromium and the flags every browser in the benchmark runs with. */
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumExecutable } from '../../scripts/stack/chromium';
import { DEMO_ACCOUNT } from '../../emulator/src/core/accounts';
import { CREDENTIALS_STORAGE_KEY } from '../../src/forTools';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumExecutable(),
    headless: true,
    args: CHROMIUM_ARGS,
    timeout: 30_000,
  });
}

/** The value the app keeps in sessionStorage after a successful Auth Token sign-in with the demo account. */
export function demoSessionValue(): string {
  return JSON.stringify({
    accountSid: DEMO_ACCOUNT.accountSid,
    authToken: DEMO_ACCOUNT.authToken,
    apiKey: '',
    apiSecret: '',
    type: 'auth-token',
  });
}

/** Script that signs the demo account in before any page script runs, as a reload of a signed-in tab would. */
export function signedInInitScript(): string {
  return `try { sessionStorage.setItem(${JSON.stringify(CREDENTIALS_STORAGE_KEY)}, ${JSON.stringify(demoSessionValue())}); } catch {}`;
}

export async function signedInContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(signedInInitScript());
  return context;
}

/** Basic-auth header of the demo account, for probes the benchmark sends itself. */
export function demoAuthorization(): string {
  return `Basic ${Buffer.from(`${DEMO_ACCOUNT.accountSid}:${DEMO_ACCOUNT.authToken}`).toString('base64')}`;
}

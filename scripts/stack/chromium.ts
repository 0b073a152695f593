/**
 * The browser the browser suite, the screenshots and the benchmark drive: Debian's Chromium, never
 * Playwright's own download (no internet here).
 * A missing browser fails the run loudly with the fix, so the browser suite can never pass by skipping.
 */
import { accessSync, constants } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/lib/chromium/chromium'];

/**
 * The features Playwright disables in every Chromium it launches (playwright-core's chromiumSwitches).
 * Chromium keeps only the last `--disable-features` of its command line, and ours comes after
 * Playwright's, so it must carry Playwright's list as well. chromium.test.ts fails when a Playwright
 * upgrade disables one more.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The omnibox's suggestion popups, two WebUI pages that headless Chromium loads for every new window, in
 * a renderer of their own, though no one ever sees an address bar here. Each browser test opens a new
 * window. Opening the Messages page cost Chromium's processes 1.4–2.2 s of CPU with them, 0.9–1.0 s
 * without (decision 0029).
 */
const UNSEEN_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_BROWSER_UI].join(',')}`,
];

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** `CHROMIUM_PATH` when set, else the first Debian location that exists; throws with the fix otherwise. */
export function chromiumExecutable(): string {
  const override = process.env.CHROMIUM_PATH?.trim();
  const candidates = override ? [override] : CANDIDATES;
  const found = candidates.find(isExecutable);
  if (found) return found;
  throw new Error(
    `No Chromium found (looked at ${candidates.join(', ')}). The browser tests need Debian's Chromium: ` +
      'run `apt-get install -y chromium` (as root), or set CHROMIUM_PATH to a Chromium executable.',
  );
}

/**
 * The browser the browser suite, the screenshots and the benchmark drive: Debian's Chromium, never
 * Playwright's own download (no internet here).
 * A missing browser fails the run loudly with the fix, so the browser suite can never pass by skipping.
 */
import { accessSync, constants } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/lib/chromium/chromium'];

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
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

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES } from './chromium';

/** The features the installed Playwright disables, read from its source (it does not export them). */
function featuresPlaywrightDisables(): string[] {
  const packageJson = createRequire(import.meta.url).resolve('playwright-core/package.json');
  const source = readFileSync(join(dirname(packageJson), 'lib', 'coreBundle.js'), 'utf8');
  const list = /\bdisabledFeatures = \[([^\]]*)\]/.exec(source)?.[1];
  if (list === undefined) throw new Error("Playwright's list of disabled features was not found in its code");
  return [...list.matchAll(/^\s*"([^"]+)"/gm)].map((match) => match[1] ?? '');
}

describe('the Chromium command line', () => {
  it('disables every feature Playwright disables, since only its last --disable-features counts', () => {
    const disabled = featuresPlaywrightDisables();
    expect(disabled).toContain('PaintHolding');
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(expect.arrayContaining(disabled));
  });

  it('has a single --disable-features, carrying Playwright’s list and the unseen omnibox popups', () => {
    const switches = CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    const features = switches[0]?.slice('--disable-features='.length).split(',');
    expect(features).toEqual(
      expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']),
    );
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, createLogger } from 'vite';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { originOfItsOwn } from './originOfItsOwn';

const root = mkdtempSync(join(tmpdir(), 'origin-of-its-own-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/**
 * The warnings a production build prints for `base`, of a page that starts a web worker (bundled on its
 * own, the case a sub-path most often breaks); the build itself must succeed.
 */
async function buildWarnings(base: string): Promise<string[]> {
  writeFileSync(join(root, 'index.html'), '<!doctype html><script type="module" src="./main.js"></script>');
  writeFileSync(
    join(root, 'main.js'),
    "new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });",
  );
  writeFileSync(join(root, 'worker.js'), "self.postMessage('ready');");
  const logger = createLogger('silent');
  const warn = vi.spyOn(logger, 'warn');
  await build({
    root,
    base,
    logLevel: 'silent',
    customLogger: logger,
    configFile: false,
    plugins: [originOfItsOwn()],
    build: { outDir: join(root, 'dist') },
  });
  return warn.mock.calls.map(([message]) => message);
}

describe('originOfItsOwn', () => {
  it('warns once, without failing the build, when the app is built for a sub-path', async () => {
    const warnings = await buildWarnings('/sms-web-client/');
    expect(warnings).toHaveLength(1);
    const [warning] = warnings;
    expect(warning).toContain('BASE_PATH is /sms-web-client/');
    expect(warning).toMatch(/per origin, not per path/);
    expect(warning).toMatch(/any other page .* can read the credentials/);
    expect(warning).toContain('README');
  });

  it('says nothing for an app at the root of its origin', async () => {
    expect(await buildWarnings('/')).toEqual([]);
  });
});

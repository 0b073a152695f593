import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rollup } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, eagerCompileHints } from './compileHints';

const root = mkdtempSync(join(tmpdir(), 'compile-hints-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A minified production build of a page whose entry loads a route lazily, as the app's does. */
async function buildPage(): Promise<Rollup.OutputBundle[string][]> {
  writeFileSync(join(root, 'index.html'), '<!doctype html><script type="module" src="./main.js"></script>');
  writeFileSync(
    join(root, 'main.js'),
    "document.body.onclick = () => import('./route.js').then((m) => m.show());",
  );
  writeFileSync(
    join(root, 'route.js'),
    "import './route.css';\nexport function show() { document.title = 'shown'; }",
  );
  writeFileSync(join(root, 'route.css'), 'body { color: rebeccapurple; }');
  const result = await build({
    root,
    logLevel: 'silent',
    configFile: false,
    plugins: [eagerCompileHints()],
    build: { write: false, minify: true },
  });
  const outputs = Array.isArray(result) ? result : [result];
  return outputs.flatMap((output) => ('output' in output ? output.output : []));
}

describe('eagerCompileHints', () => {
  it('puts the hint first in every script chunk of a minified build, the entry with its preload map too', async () => {
    const files = await buildPage();
    const chunks = files.filter((file) => file.type === 'chunk');
    expect(chunks.map((chunk) => chunk.isEntry).sort()).toEqual([false, true]);
    for (const chunk of chunks) expect(chunk.code.startsWith(COMPILE_HINT), chunk.fileName).toBe(true);
    const entry = chunks.find((chunk) => chunk.isEntry);
    expect(entry?.code).toContain('__vite__mapDeps');

    // A stylesheet is no script: it stays as it was.
    const stylesheet = files.find((file) => file.type === 'asset' && file.fileName.endsWith('.css'));
    const css = stylesheet?.type === 'asset' ? String(stylesheet.source) : '';
    expect(css).toContain('#639'); // rebeccapurple, minified
    expect(css).not.toContain(COMPILE_HINT.trim());
  });
});

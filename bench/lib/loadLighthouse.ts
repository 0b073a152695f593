/**
 * Lighthouse on demand. With puppeteer-core, Sentry, OpenTelemetry and its trace engine it is about 180 MB,
 * more than half of what `npm ci` would install, for one step of `npm run bench` that most people never
 * run. So it is not a devDependency: the first Lighthouse run installs the pinned version into a tool cache
 * inside the project's node_modules (git-ignored, and gone with the next `npm ci`), later runs reuse it.
 * Why this version: docs/decisions/0003-bundle-budget.md.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LighthouseModule, PuppeteerModule } from './lighthouseApi';

/** The newest Lighthouse whose engines accept Node 20 (13.x needs Node 22.19). */
export const LIGHTHOUSE_VERSION = '12.8.2';
const INSTALL_TIMEOUT_MS = 10 * 60_000;

export function lighthouseCacheDir(repoRoot: string): string {
  return join(repoRoot, 'node_modules', '.cache', 'sms-web-client-bench', `lighthouse-${LIGHTHOUSE_VERSION}`);
}

function installedVersion(dir: string, name: string): string | null {
  try {
    const manifest = JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8')) as {
      version?: unknown;
    };
    return typeof manifest.version === 'string' ? manifest.version : null;
  } catch {
    return null;
  }
}

function npmInstall(prefix: string): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    execFile(
      'npm',
      ['install', '--prefix', prefix, '--no-audit', '--no-fund', `lighthouse@${LIGHTHOUSE_VERSION}`],
      { timeout: INSTALL_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error)
          reject(new Error(`npm install lighthouse@${LIGHTHOUSE_VERSION} failed: ${stderr.slice(-2000)}`));
        else resolvePromise();
      },
    );
  });
}

/**
 * Makes sure the cache holds lighthouse@LIGHTHOUSE_VERSION and its dependencies, installing it when not.
 * The install goes to a staging folder that is renamed into place only when npm succeeded, so an
 * interrupted install is never mistaken for a complete one.
 */
export async function ensureLighthouse(repoRoot: string, log: (line: string) => void): Promise<string> {
  const dir = lighthouseCacheDir(repoRoot);
  if (installedVersion(dir, 'lighthouse') === LIGHTHOUSE_VERSION && installedVersion(dir, 'puppeteer-core'))
    return dir;
  const staging = `${dir}.installing-${process.pid}`;
  log(
    `installing lighthouse@${LIGHTHOUSE_VERSION} into ${relative(repoRoot, dir)} (first Lighthouse run only, about 180 MB)…`,
  );
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  // A manifest of its own keeps npm from walking up to the project's package.json.
  writeFileSync(
    join(staging, 'package.json'),
    `${JSON.stringify({ name: 'sms-web-client-bench-lighthouse', private: true }, null, 2)}\n`,
  );
  try {
    await npmInstall(staging);
    if (installedVersion(staging, 'lighthouse') !== LIGHTHOUSE_VERSION)
      throw new Error(`npm did not install lighthouse@${LIGHTHOUSE_VERSION} into ${staging}`);
    rmSync(dir, { recursive: true, force: true });
    renameSync(staging, dir);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  return dir;
}

/** The file an ES-module `import` of `name` would load, resolved from `fromFile` as Node would. */
function esmEntry(fromFile: string, name: string): string {
  const manifestPath = createRequire(fromFile).resolve(`${name}/package.json`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    main?: string;
    module?: string;
    exports?: Record<string, unknown>;
  };
  const root = manifest.exports?.['.'];
  const entry =
    root && typeof root === 'object' && typeof (root as { import?: unknown }).import === 'string'
      ? (root as { import: string }).import
      : (manifest.main ?? 'index.js');
  const path = join(dirname(manifestPath), entry);
  if (!existsSync(path)) throw new Error(`${name}: no entry at ${path}`);
  return path;
}

export interface LoadedLighthouse {
  lighthouse: LighthouseModule;
  puppeteer: PuppeteerModule;
}

/**
 * Loads Lighthouse from the cache, and the puppeteer-core that Lighthouse itself resolves, so the page
 * handed to Lighthouse comes from the same puppeteer it was built against.
 */
export async function loadLighthouse(
  repoRoot: string,
  log: (line: string) => void,
): Promise<LoadedLighthouse> {
  const dir = await ensureLighthouse(repoRoot, log);
  const lighthousePath = esmEntry(join(dir, 'package.json'), 'lighthouse');
  const puppeteerPath = esmEntry(lighthousePath, 'puppeteer-core');
  const lighthouse = (await import(pathToFileURL(lighthousePath).href)) as LighthouseModule;
  const puppeteer = (await import(pathToFileURL(puppeteerPath).href)) as PuppeteerModule;
  if (typeof lighthouse.default !== 'function' || typeof lighthouse.startFlow !== 'function')
    throw new Error(`${lighthousePath} does not export lighthouse() and startFlow()`);
  if (typeof puppeteer.default?.launch !== 'function')
    throw new Error(`${puppeteerPath} does not export a default puppeteer with launch()`);
  return { lighthouse, puppeteer };
}

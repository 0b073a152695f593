/**
 * Everything the browser tests (and the README screenshot script) run against: the emulator over real
 * HTTP on a free loopback port, the app's production build pointed at it and built for a non-root
 * sub-path, and a static host serving that build with an SPA fallback. Each caller gets its own temp
 * build directory, so nothing lands in dist/ or the repository.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmulatorServer, type RunningEmulator } from '../../emulator/src/node/server';
import { serveStatic, type StaticSite } from './staticServer';

export const E2E_BASE_PATH = '/e2e-base/';

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface Stack {
  /** The app's entry URL, including the base path, e.g. http://127.0.0.1:41234/e2e-base/ */
  appUrl: string;
  /** The same build on a host without an SPA fallback that answers 404.html instead (GitHub Pages). */
  pagesAppUrl: string;
  /** The emulator's origin, e.g. http://127.0.0.1:41235 */
  emulatorUrl: string;
  close(): Promise<void>;
}

/** `vite build` in a child process, so the build sees exactly the environment a deploy would. */
function viteBuild(outDir: string, basePath: string, apiUrl: string): Promise<void> {
  const viteBin = join(repositoryRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    BASE_PATH: basePath,
    VITE_TWILIO_API_URL: apiUrl,
    // Analytics and the demo hint are not part of the product under test.
    VITE_GTM_ID: '',
    VITE_DEMO_CREDENTIALS: '',
  };
  return new Promise((resolvePromise, reject) => {
    const child = spawn(
      process.execPath,
      [viteBin, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
      { cwd: repositoryRoot, env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    // The build's own chatter (Sass deprecation notices) would bury the test report: shown only on failure.
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolvePromise();
      else
        reject(
          new Error(
            `vite build failed (exit code ${code ?? 'none'}, signal ${signal ?? 'none'}):\n${output.slice(-8000)}`,
          ),
        );
    });
  });
}

export async function startStack(options: { basePath?: string } = {}): Promise<Stack> {
  const basePath = options.basePath ?? E2E_BASE_PATH;
  const cleanups: Array<() => Promise<void>> = [];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const emulator: RunningEmulator = await startEmulatorServer({ port: 0 });
    cleanups.push(() => emulator.close());

    const outDir = await mkdtemp(join(tmpdir(), 'sms-web-client-e2e-'));
    cleanups.push(() => rm(outDir, { recursive: true, force: true }));
    await viteBuild(outDir, basePath, emulator.url);

    const site: StaticSite = await serveStatic(outDir, basePath, 'spa');
    cleanups.push(() => site.close());
    const pages: StaticSite = await serveStatic(outDir, basePath, 'github-pages');
    cleanups.push(() => pages.close());

    return { appUrl: site.url, pagesAppUrl: pages.url, emulatorUrl: emulator.url, close };
  } catch (error) {
    await close();
    throw error;
  }
}

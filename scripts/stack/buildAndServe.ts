/**
 * The one build-and-serve stack that the browser suite, the benchmark and the README screenshots run
 * against: the emulator over real HTTP on a free loopback port, the app's production build pointed at it
 * and built for a sub-path, and the static host (staticServer.ts) serving that build twice: with the SPA
 * fallback, and the GitHub Pages way (404.html). Each stack builds into its own temp folder, so nothing
 * lands in dist/ or the repository.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EmulatorControl } from '../../emulator/src/node/controlClient';
import { startEmulatorServer } from '../../emulator/src/node/server';
import { readSite, replaceInSite, serveSite } from './staticServer';

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const BUILD_TIMEOUT_MS = 180_000;

export interface BuildOptions {
  outDir: string;
  /** The sub-path the build is served from, with leading and trailing slash. */
  basePath: string;
  /** The provider the build talks to: the emulator's origin. */
  apiUrl: string;
  /** More environment for the build, e.g. the benchmark's BENCH_VISUALIZE. */
  env?: Record<string, string>;
}

/**
 * `npm run build`, in a child process, exactly as a deploy runs it, into `outDir`. Resolves with the wall
 * time in ms (the benchmark reports it); rejects with the tail of the build's output, which is otherwise
 * kept quiet (Sass deprecation notices would bury a test report).
 */
export function buildApp(options: BuildOptions): Promise<number> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    BASE_PATH: options.basePath,
    VITE_TWILIO_API_URL: options.apiUrl,
    // The emulator serves the Messaging API's paths too.
    VITE_TWILIO_MESSAGING_API_URL: options.apiUrl,
    // Analytics and the demo hint are not part of the product under test.
    VITE_GTM_ID: '',
    VITE_DEMO_CREDENTIALS: '',
    ...options.env,
  };
  return new Promise((resolvePromise, reject) => {
    const started = performance.now();
    const child = spawn('npm', ['run', 'build', '--', '--outDir', options.outDir, '--emptyOutDir'], {
      cwd: repositoryRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-8000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => child.kill('SIGTERM'), BUILD_TIMEOUT_MS);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolvePromise(performance.now() - started);
      else
        reject(
          new Error(
            `npm run build failed (exit code ${code ?? 'none'}, signal ${signal ?? 'none'}):\n${output}`,
          ),
        );
    });
  });
}

export interface Stack {
  /** The app's entry URL, including the base path, e.g. http://localhost:41234/e2e-base/ */
  appUrl: string;
  /** The same build on a host without an SPA fallback that answers 404.html instead (GitHub Pages). */
  pagesAppUrl: string;
  /** The emulator's origin, e.g. http://127.0.0.1:41235 */
  emulatorUrl: string;
  /** The emulator's control routes. */
  control: EmulatorControl;
  /** The folder holding the build (as made for the first stack; the others serve a retargeted copy). */
  distDir: string;
  /** Wall time of each build, in order (the benchmark builds twice and reports the faster). */
  buildTimesMs: number[];
  close(): Promise<void>;
}

export interface StackOptions {
  /** Default '/e2e-base/': a sub-path that is not the deployed one, so nothing depends on its name. */
  basePath?: string;
  /** How many times to build (the last output is served); default 1. */
  builds?: number;
}

export const E2E_BASE_PATH = '/e2e-base/';

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const [stack] = await startStacks(1, options);
  if (stack === undefined) throw new Error('startStacks(1) started no stack');
  return stack;
}

/**
 * `count` stacks from one build, each with its own emulator and static hosts, so browser tests in
 * parallel workers never share (or reset) one another's provider. The build is made against the first
 * emulator; the others serve a copy with its URL replaced by their own (replaceInSite). Closing any one
 * stack leaves the others running; the build folder goes with the last.
 */
export async function startStacks(count: number, options: StackOptions = {}): Promise<Stack[]> {
  const basePath = options.basePath ?? E2E_BASE_PATH;
  const shared: Array<() => Promise<void>> = [];
  const closeAll = async (stacks: ReadonlyArray<{ cleanups: Array<() => Promise<void>> }>) => {
    for (const { cleanups } of stacks)
      for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    for (const cleanup of shared.reverse()) await cleanup().catch(() => undefined);
  };
  const started: Array<{ cleanups: Array<() => Promise<void>> }> = [];
  try {
    const emulators = [];
    for (let i = 0; i < Math.max(1, count); i++) {
      const emulator = await startEmulatorServer({ port: 0 });
      emulators.push(emulator);
      started.push({ cleanups: [() => emulator.close()] });
    }
    const [first] = emulators;
    if (first === undefined) throw new Error('no emulator started');

    const distDir = await mkdtemp(join(tmpdir(), 'sms-web-client-build-'));
    shared.push(() => rm(distDir, { recursive: true, force: true }));
    const buildTimesMs: number[] = [];
    for (let i = 0; i < Math.max(1, options.builds ?? 1); i++)
      buildTimesMs.push(await buildApp({ outDir: distDir, basePath, apiUrl: first.url }));
    const built = await readSite(distDir);

    let open = emulators.length;
    const stacks: Stack[] = [];
    for (const [index, emulator] of emulators.entries()) {
      const cleanups = started[index]?.cleanups ?? [];
      const files = index === 0 ? built : await replaceInSite(built, first.url, emulator.url);
      const site = await serveSite(files, basePath, 'spa');
      cleanups.push(() => site.close());
      const pages = await serveSite(files, basePath, 'github-pages');
      cleanups.push(() => pages.close());
      let closed = false;
      stacks.push({
        appUrl: site.url,
        pagesAppUrl: pages.url,
        emulatorUrl: emulator.url,
        control: new EmulatorControl(emulator.url),
        distDir,
        buildTimesMs,
        close: async () => {
          if (closed) return;
          closed = true;
          for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
          open -= 1;
          if (open === 0) for (const cleanup of shared.reverse()) await cleanup().catch(() => undefined);
        },
      });
    }
    return stacks;
  } catch (error) {
    await closeAll(started);
    throw error;
  }
}

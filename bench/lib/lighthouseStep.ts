/**
 * How run.ts reaches the Lighthouse step without making the project depend on Lighthouse. Lighthouse and
 * its puppeteer-core (about 185 MB) are the benchmark's own pinned dependencies, in bench/package.json and
 * bench/package-lock.json, installed with `npm ci --prefix bench`: in the root install they would be 45 %
 * more of every `npm ci`, CI's included, for one step that CI never runs. So bench/lighthouse/ is checked
 * by its own tsconfig.json (`npm run typecheck --prefix bench`), left out of the root one, and loaded here
 * only when the step runs.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { EmulatorControl } from '../../emulator/src/node/controlClient';
import type { Row } from './results';

const BENCH_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const STEP_MODULE = join(BENCH_DIR, 'lighthouse', 'measureLighthouse.ts');

export type Preset = 'mobile' | 'desktop';

export interface LighthouseStepOptions {
  /** The app's entry URL with its base path, ending in '/'. */
  appUrl: string;
  control: EmulatorControl;
  /** Runs per screen and preset; the median is kept. */
  runs: number;
  presets: readonly Preset[];
  log: (line: string) => void;
}

/** What bench/lighthouse/measureLighthouse.ts exports as `lighthouseStep`, for run.ts. */
export type LighthouseStep = (options: LighthouseStepOptions) => Promise<Row[]>;

function readVersion(manifest: string, read: (parsed: Record<string, unknown>) => unknown): string | null {
  try {
    const value = read(JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, unknown>);
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

/**
 * Why the step cannot run, with the command that fixes it; null when bench/node_modules holds the
 * Lighthouse that bench/package.json pins. The benchmark does not install it by itself: a measuring run
 * that quietly downloads 185 MB is a surprise, and `npm ci --prefix bench` is the one command, like the
 * project's own `npm ci`.
 */
export function lighthouseInstallProblem(): string | null {
  const pinned = readVersion(join(BENCH_DIR, 'package.json'), (manifest) => {
    const dependencies = manifest.dependencies as Record<string, unknown> | undefined;
    return dependencies?.lighthouse;
  });
  const installed = readVersion(
    join(BENCH_DIR, 'node_modules', 'lighthouse', 'package.json'),
    (manifest) => manifest.version,
  );
  if (installed !== null && installed === pinned) return null;
  const found =
    installed === null ? 'is not installed' : `${installed} is installed, ${pinned ?? '?'} pinned`;
  return (
    `Lighthouse ${found} for the benchmark. Run \`npm ci --prefix bench\` once (about 185 MB in ` +
    'bench/node_modules), or leave the step out with `npm run bench -- --quick`.'
  );
}

export async function loadLighthouseStep(): Promise<LighthouseStep> {
  const problem = lighthouseInstallProblem();
  if (problem) throw new Error(problem);
  // A computed specifier, so the root type check (which has no Lighthouse) does not follow it.
  const loaded = (await import(pathToFileURL(STEP_MODULE).href)) as { lighthouseStep?: unknown };
  if (typeof loaded.lighthouseStep !== 'function')
    throw new Error(`${STEP_MODULE} does not export lighthouseStep()`);
  return loaded.lighthouseStep as LighthouseStep;
}

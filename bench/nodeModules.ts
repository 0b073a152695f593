/**
 * The size of what `npm ci` installs, and which direct dependency brings in how much of it: for each entry
 * of package.json, the packages of package-lock.json reachable only through it (what removing it would
 * save). Sizes are disk usage, like `du`. The figure is a reported target against the first version's,
 * not a budget that fails the run: the big entries left are each required by a test suite or the build
 * (docs/decisions/0009-node-modules-target-and-lighthouse-on-demand.md).
 */
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Row } from './lib/results';

const MIB = 1024 * 1024;
/** The first version's node_modules (Create React App, 2022). */
export const FIRST_VERSION_NODE_MODULES_MB = 309;

/**
 * Folders inside node_modules that `npm ci` does not install: tool caches (Vite's pre-bundled
 * dependencies, and any other tool's). They come and go with use, so they are reported apart.
 */
const NOT_INSTALLED = ['.cache', '.vite', '.vite-temp'];

/** Why each large entry of package.json is there, for the note beside the figure. */
const WHY: Record<string, string> = {
  '@twilio/cli-core': "Twilio's OpenAPI for the emulator fidelity tests",
  twilio: 'official library for the emulator fidelity tests',
  '@playwright/test': 'browser suite',
  'playwright-core': 'browser suite and bench',
  '@axe-core/playwright': 'accessibility checks in the browser suite',
  'eslint-plugin-react-hooks': 'lint',
  'eslint-plugin-jsx-a11y': 'lint',
  eslint: 'lint',
  'typescript-eslint': 'lint',
  typescript: 'type checks',
  vite: 'build',
  vitest: 'unit tests',
  jsdom: 'unit tests',
  sass: 'Bootstrap Sass',
  msw: 'unit tests',
  tsx: 'scripts, emulator, bench',
  bootstrap: 'Sass sources of the CSS',
  prettier: 'formatting',
  '@fullhuman/postcss-purgecss': 'unused CSS removal',
  'rollup-plugin-visualizer': 'bench dependency report',
  '@vitejs/plugin-react': 'build',
  'fast-check': 'property tests',
  postcss: 'unused CSS removal (its test)',
};

interface LockPackage {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  dev?: boolean;
}

/**
 * Disk usage of `dir` in bytes, like `du`: a file with several hard links counts once (esbuild's install
 * links its 11 MB binary into two packages). A folder named node_modules directly inside `dir`, and the
 * top-level entries named in `skipTopLevel`, are left out when asked.
 */
export function diskUsage(
  dir: string,
  skipNestedNodeModules = false,
  skipTopLevel: readonly string[] = [],
): number {
  let total = 0;
  const linked = new Set<string>();
  const stack = [dir];
  // Bounded by the file system itself; symlinks are counted as links, never followed.
  while (stack.length > 0) {
    const current = stack.pop() as string;
    let entries: string[];
    try {
      entries = readdirSync(current);
    } catch {
      continue;
    }
    for (const entry of entries) {
      if (
        current === dir &&
        (skipTopLevel.includes(entry) || (skipNestedNodeModules && entry === 'node_modules'))
      )
        continue;
      const path = join(current, entry);
      const stats = lstatSync(path);
      if (stats.nlink > 1 && !stats.isDirectory()) {
        const inode = `${stats.dev}:${stats.ino}`;
        if (linked.has(inode)) continue;
        linked.add(inode);
      }
      total += stats.blocks * 512;
      if (stats.isDirectory()) stack.push(path);
    }
  }
  return total;
}

function resolveInLock(packages: Record<string, LockPackage>, from: string, name: string): string | null {
  let base = from;
  for (;;) {
    const candidate = `${base === '' ? '' : `${base}/`}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (base === '') return null;
    const index = base.lastIndexOf('/node_modules/');
    base = index >= 0 ? base.slice(0, index) : '';
  }
}

export interface NodeModulesReport {
  /** What `npm ci` installed: node_modules without the tool caches. */
  totalBytes: number;
  /** The tool caches inside node_modules (Vite's and the like), not counted above. */
  cacheBytes: number;
  /** The benchmark's own install (bench/node_modules: Lighthouse), when present; never part of `npm ci`. */
  benchBytes: number | null;
  /** Direct dependency → bytes reachable only through it. */
  exclusive: { name: string; bytes: number }[];
}

export function measureNodeModules(root: string): NodeModulesReport {
  const totalBytes = diskUsage(join(root, 'node_modules'), false, NOT_INSTALLED);
  const cacheBytes = NOT_INSTALLED.reduce(
    (sum, entry) => sum + diskUsage(join(root, 'node_modules', entry)),
    0,
  );
  const benchModules = join(root, 'bench', 'node_modules');
  const benchBytes = existsSync(benchModules) ? diskUsage(benchModules) : null;
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockPackage>;
  };
  const packages = lock.packages;
  const rootPackage = packages[''] ?? {};
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const direct = [
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.devDependencies ?? {}),
  ];

  const edges = (path: string): string[] => {
    const info = path === '' ? rootPackage : packages[path];
    const names = [
      ...Object.keys(info?.dependencies ?? {}),
      ...Object.keys(info?.optionalDependencies ?? {}),
      ...Object.keys(info?.peerDependencies ?? {}),
    ];
    return names.map((name) => resolveInLock(packages, path, name)).filter((p): p is string => p !== null);
  };

  const reachable = (start: string): Set<string> => {
    const seen = new Set<string>([start]);
    const queue = [start];
    while (queue.length > 0) {
      const current = queue.pop() as string;
      for (const next of edges(current)) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    return seen;
  };

  const reach = new Map<string, Set<string>>();
  for (const name of direct) {
    const path = resolveInLock(packages, '', name);
    if (path) reach.set(name, reachable(path));
  }
  const owners = new Map<string, number>();
  for (const set of reach.values()) for (const path of set) owners.set(path, (owners.get(path) ?? 0) + 1);

  const sizeCache = new Map<string, number>();
  const sizeOf = (path: string) => {
    let size = sizeCache.get(path);
    if (size === undefined) {
      size = diskUsage(join(root, path), true);
      sizeCache.set(path, size);
    }
    return size;
  };
  const exclusive = [...reach.entries()]
    .map(([name, set]) => ({
      name,
      bytes: [...set]
        .filter((path) => owners.get(path) === 1)
        .reduce((total, path) => total + sizeOf(path), 0),
    }))
    .sort((a, b) => b.bytes - a.bytes);
  return { totalBytes, cacheBytes, benchBytes, exclusive };
}

export function nodeModulesRows(report: NodeModulesReport): Row[] {
  const top = report.exclusive
    .slice(0, 6)
    .map((entry) => {
      const why = WHY[entry.name];
      return `${entry.name} ${(entry.bytes / MIB).toFixed(0)}${why ? ` (${why})` : ''}`;
    })
    .join(', ');
  const share = Math.round((report.totalBytes / MIB / FIRST_VERSION_NODE_MODULES_MB) * 100);
  return [
    {
      group: 'install',
      name: 'node_modules size (npm ci)',
      value: report.totalBytes / MIB,
      unit: 'MB',
      target: FIRST_VERSION_NODE_MODULES_MB,
      note: [
        `first version ${FIRST_VERSION_NODE_MODULES_MB} MB (${share} % of it); largest, MB only through them: ${top}`,
        report.cacheBytes > 0
          ? `tool caches not counted (Vite): ${(report.cacheBytes / MIB).toFixed(0)} MB`
          : '',
      ]
        .filter(Boolean)
        .join('; '),
    },
    ...(report.benchBytes === null
      ? []
      : [
          {
            group: 'install',
            name: 'bench/node_modules (npm ci --prefix bench)',
            value: report.benchBytes / MIB,
            unit: 'MB' as const,
            note: "the benchmark's own Lighthouse and puppeteer-core; not part of the project's npm ci",
          },
        ]),
  ];
}

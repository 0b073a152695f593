/**
 * The size of what `npm ci` installs, and which direct dependency brings in how much of it: for each entry
 * of package.json, the packages of package-lock.json reachable only through it (what removing it would
 * save). Sizes are disk usage, like `du`.
 */
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Row } from './lib/results';

const MIB = 1024 * 1024;
/** The first version's node_modules (Create React App, 2022). */
export const FIRST_VERSION_NODE_MODULES_MB = 309;

interface LockPackage {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  dev?: boolean;
}

/** Disk usage of `dir` in bytes; a folder named node_modules directly inside it is skipped when asked. */
export function diskUsage(dir: string, skipNestedNodeModules = false): number {
  let total = 0;
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
      if (skipNestedNodeModules && current === dir && entry === 'node_modules') continue;
      const path = join(current, entry);
      const stats = lstatSync(path);
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
  totalBytes: number;
  /** Direct dependency → bytes reachable only through it. */
  exclusive: { name: string; bytes: number }[];
}

export function measureNodeModules(root: string): NodeModulesReport {
  const totalBytes = diskUsage(join(root, 'node_modules'));
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
  return { totalBytes, exclusive };
}

export function nodeModulesRows(report: NodeModulesReport): Row[] {
  const top = report.exclusive
    .slice(0, 5)
    .map((entry) => `${entry.name} ${(entry.bytes / MIB).toFixed(0)}`)
    .join(', ');
  return [
    {
      group: 'install',
      name: 'node_modules size (npm ci)',
      value: report.totalBytes / MIB,
      unit: 'MB',
      budget: FIRST_VERSION_NODE_MODULES_MB,
      note: `first version 309 MB; largest, MB only through them: ${top}`,
    },
  ];
}

/**
 * What each dependency costs in the shipped bundle, from rollup-plugin-visualizer's raw data (written
 * when the build runs with BENCH_VISUALIZE=1). The plugin sizes each module before minification, so a
 * module's figure here is its share of its chunk's real gzip size, weighted by its rendered length —
 * good for ranking contributors, not exact to the byte.
 */
import { readFileSync } from 'node:fs';
import { KB, type Row } from './lib/results';
import type { BytesReport } from './bytes';

interface VisualizerData {
  nodeParts: Record<string, { renderedLength: number; gzipLength: number; brotliLength: number }>;
  nodeMetas: Record<string, { id: string; moduleParts: Record<string, string> }>;
}

export interface Contributor {
  /** An npm package name, or 'app: src/<folder>' for our own code. */
  name: string;
  /** 'sign-in' (in a file the sign-in screen loads) or 'lazy'. */
  path: 'sign-in' | 'lazy';
  gzip: number;
  rendered: number;
}

/** The package a module belongs to: the last node_modules segment wins (nested installs). */
export function packageOf(moduleId: string): string {
  const id = moduleId.replace(/\\/g, '/').replace(/^\0/, '');
  const index = id.lastIndexOf('node_modules/');
  if (index >= 0) {
    const parts = id.slice(index + 'node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1] ?? ''}` : (parts[0] ?? id);
  }
  const src = id.match(/(?:^|\/)src\/([^/]+)/);
  if (src) return `app: src/${src[1]}${src[1]?.includes('.') ? '' : '/'}`;
  if (id.includes('vite/') || id.includes('rolldown')) return 'bundler runtime';
  return `app: ${id.split('/').slice(-2).join('/')}`;
}

export function dependencyCost(statsFile: string, bytes: BytesReport): Contributor[] {
  const data = JSON.parse(readFileSync(statsFile, 'utf8')) as VisualizerData;
  const signInFiles = new Set(bytes.signIn.files);

  // Total rendered length per output file, to turn a module's share into real gzip bytes.
  const renderedPerFile = new Map<string, number>();
  for (const meta of Object.values(data.nodeMetas)) {
    for (const [file, partId] of Object.entries(meta.moduleParts)) {
      const part = data.nodeParts[partId];
      if (part) renderedPerFile.set(file, (renderedPerFile.get(file) ?? 0) + part.renderedLength);
    }
  }

  const totals = new Map<string, Contributor>();
  for (const meta of Object.values(data.nodeMetas)) {
    for (const [file, partId] of Object.entries(meta.moduleParts)) {
      const part = data.nodeParts[partId];
      const fileSizes = bytes.perFile.get(file);
      const fileRendered = renderedPerFile.get(file) ?? 0;
      if (!part || !fileSizes || fileRendered === 0) continue;
      const path = signInFiles.has(file) ? 'sign-in' : 'lazy';
      const name = packageOf(meta.id);
      const key = `${path}\u0000${name}`;
      const entry = totals.get(key) ?? { name, path, gzip: 0, rendered: 0 };
      entry.gzip += (part.renderedLength / fileRendered) * fileSizes.gzip;
      entry.rendered += part.renderedLength;
      totals.set(key, entry);
    }
  }
  return [...totals.values()].sort((a, b) => b.gzip - a.gzip);
}

/** Stylesheets are not modules to the visualizer: each CSS file is its own contributor. */
export function cssContributors(bytes: BytesReport): Contributor[] {
  const signInFiles = new Set(bytes.signIn.files);
  return bytes.wholeApp.files
    .filter((file) => file.endsWith('.css'))
    .map((file) => ({
      name: `stylesheet ${file}`,
      path: signInFiles.has(file) ? ('sign-in' as const) : ('lazy' as const),
      gzip: bytes.perFile.get(file)?.gzip ?? 0,
      rendered: bytes.perFile.get(file)?.raw ?? 0,
    }));
}

export function dependencyRows(contributors: readonly Contributor[], top = 12): Row[] {
  return [...contributors]
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, top)
    .map((contributor) => ({
      group: 'deps',
      name: `${contributor.name} (${contributor.path})`,
      value: contributor.gzip / KB,
      unit: 'KB' as const,
      note: 'gzip share of its chunk',
    }));
}

/**
 * Bytes on the wire, from Vite's build manifest: what index.html makes the browser fetch before the sign-in
 * screen can show (the entry chunk, its static imports and their stylesheets), what the messages page adds
 * (its lazy chunk graph minus what is already loaded), and every lazy chunk on its own. Sizes are gzip and
 * brotli at maximum level, as a static host or CDN would serve them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { KB, type Row } from './lib/results';

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  /** Files the chunk refers to by URL, among them workers (`new Worker(new URL(…))`). */
  assets?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export const SIGN_IN_BUDGET_GZIP_KB = 100;
/** What the Messages page loads to show itself, beyond the sign-in screen's files. */
export const MESSAGES_FIRST_LOAD_BUDGET_GZIP_KB = 160;

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

export function compressedSizes(content: Buffer): Sizes {
  return {
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }).length,
  };
}

/** Files (JS and CSS) a manifest key needs once loaded: itself, its static imports, their stylesheets. */
export function staticClosure(manifest: Manifest, key: string): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current)) return;
    seen.add(current);
    const chunk = manifest[current];
    if (!chunk) throw new Error(`The build manifest has no entry '${current}'`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

/** Every chunk reachable through dynamic imports from `key`, transitively (lazy routes and their lazy parts). */
export function dynamicEntriesFrom(manifest: Manifest, key: string): string[] {
  const found: string[] = [];
  const queue = [key];
  const seen = new Set<string>(queue);
  while (queue.length > 0) {
    const current = queue.shift() as string;
    const chunk = manifest[current];
    const next = [...(chunk?.dynamicImports ?? []), ...(chunk?.imports ?? [])];
    for (const imported of next) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      queue.push(imported);
      if (manifest[imported]?.isDynamicEntry) found.push(imported);
    }
  }
  return found;
}

export interface BytesReport {
  entryKey: string;
  signIn: { files: string[]; js: Sizes; css: Sizes; total: Sizes };
  messagesKey: string | null;
  /** What the Messages page loads to show itself, beyond the sign-in screen's files. */
  messagesFirstLoad: { files: string[]; total: Sizes } | null;
  /** What the Messages page loads only when a person first uses it (a dialog, a view), each on its own. */
  laterCapabilities: { key: string; name: string; files: string[]; total: Sizes }[];
  lazyChunks: { key: string; name: string; files: string[]; total: Sizes }[];
  wholeApp: { files: string[]; total: Sizes };
  perFile: Map<string, Sizes>;
}

function sum(sizes: readonly Sizes[]): Sizes {
  return sizes.reduce(
    (a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }),
    {
      raw: 0,
      gzip: 0,
      brotli: 0,
    },
  );
}

const isCode = (file: string) => file.endsWith('.js') || file.endsWith('.css');

/** `messagesPattern` finds the messages page's lazy chunk by its source path. */
export function analyseBytes(
  distDir: string,
  messagesPattern = /features\/messages\/MessagesPage\.tsx$/,
): BytesReport {
  const manifest = readManifest(distDir);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith('index.html'));
  if (!entryKey) throw new Error('The build manifest has no index.html entry');

  const perFile = new Map<string, Sizes>();
  const sizeOf = (file: string): Sizes => {
    let sizes = perFile.get(file);
    if (!sizes) {
      sizes = compressedSizes(readFileSync(join(distDir, file)));
      perFile.set(file, sizes);
    }
    return sizes;
  };

  const signInFiles = [...staticClosure(manifest, entryKey)].filter(isCode);
  const signInSet = new Set(signInFiles);
  const js = sum(signInFiles.filter((file) => file.endsWith('.js')).map(sizeOf));
  const css = sum(signInFiles.filter((file) => file.endsWith('.css')).map(sizeOf));

  const lazyKeys = dynamicEntriesFrom(manifest, entryKey);
  const lazyChunks = lazyKeys.map((key) => {
    const files = [...staticClosure(manifest, key)].filter((file) => isCode(file) && !signInSet.has(file));
    return {
      key,
      name: manifest[key]?.name ?? key,
      files,
      total: sum(files.map(sizeOf)),
    };
  });
  const messagesKey = lazyKeys.find((key) => messagesPattern.test(key)) ?? null;
  let messagesFirstLoad: BytesReport['messagesFirstLoad'] = null;
  let laterCapabilities: BytesReport['laterCapabilities'] = [];
  if (messagesKey) {
    const files = [...staticClosure(manifest, messagesKey)].filter(
      (file) => isCode(file) && !signInSet.has(file),
    );
    messagesFirstLoad = { files, total: sum(files.map(sizeOf)) };
    const loaded = new Set([...signInSet, ...files]);
    // What the entry itself loads lazily (web vitals, the routes) is not a part of the page.
    const entryLoads = new Set(
      Object.values(manifest)
        .filter((chunk) => signInSet.has(chunk.file))
        .flatMap((chunk) => chunk.dynamicImports ?? []),
    );
    laterCapabilities = dynamicEntriesFrom(manifest, messagesKey)
      .filter((key) => !entryLoads.has(key))
      .map((key) => {
        const later = [...staticClosure(manifest, key)].filter((file) => isCode(file) && !loaded.has(file));
        return { key, name: manifest[key]?.name ?? key, files: later, total: sum(later.map(sizeOf)) };
      });
  }

  // Everything the app can ever load: every JS and CSS file the manifest knows about, workers included.
  const allFiles = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    if (isCode(chunk.file)) allFiles.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) if (isCode(file)) allFiles.add(file);
  }
  const wholeApp = { files: [...allFiles], total: sum([...allFiles].map(sizeOf)) };

  return {
    entryKey,
    signIn: { files: signInFiles, js, css, total: sum([js, css]) },
    messagesKey,
    messagesFirstLoad,
    laterCapabilities,
    lazyChunks,
    wholeApp,
    perFile,
  };
}

const kb = (bytes: number) => bytes / KB;

export function bytesRows(report: BytesReport): Row[] {
  const rows: Row[] = [];
  const { signIn } = report;
  rows.push({
    group: 'bytes',
    name: 'sign-in screen JS+CSS (gzip)',
    value: kb(signIn.total.gzip),
    unit: 'KB',
    budget: SIGN_IN_BUDGET_GZIP_KB,
    note: `JS ${kb(signIn.js.gzip).toFixed(1)} + CSS ${kb(signIn.css.gzip).toFixed(1)}; ${signIn.files.length} files; first version 115.7, Vite rewrite 139.3`,
  });
  rows.push({
    group: 'bytes',
    name: 'sign-in screen JS+CSS (brotli)',
    value: kb(signIn.total.brotli),
    unit: 'KB',
    note: `raw ${kb(signIn.total.raw).toFixed(1)} KB`,
  });
  if (report.messagesFirstLoad) {
    rows.push({
      group: 'bytes',
      name: 'messages page first load, beyond sign-in (gzip)',
      value: kb(report.messagesFirstLoad.total.gzip),
      unit: 'KB',
      budget: MESSAGES_FIRST_LOAD_BUDGET_GZIP_KB,
      note: `brotli ${kb(report.messagesFirstLoad.total.brotli).toFixed(1)} KB; ${report.messagesFirstLoad.files.length} files`,
    });
    for (const later of report.laterCapabilities) {
      rows.push({
        group: 'bytes',
        name: `loaded on first use: '${later.name}' (gzip)`,
        value: kb(later.total.gzip),
        unit: 'KB',
        note: `brotli ${kb(later.total.brotli).toFixed(1)} KB; ${later.files.join(', ')}`,
      });
    }
  } else {
    rows.push({
      group: 'bytes',
      name: 'messages page first load, beyond sign-in (gzip)',
      value: 0,
      unit: 'KB',
      error: 'no lazy chunk for src/features/messages/MessagesPage.tsx: the messages page is not code-split',
    });
  }
  const laterKeys = new Set(report.laterCapabilities.map((later) => later.key));
  for (const chunk of report.lazyChunks.filter(
    (lazy) => lazy.key !== report.messagesKey && !laterKeys.has(lazy.key),
  )) {
    rows.push({
      group: 'bytes',
      name: `lazy chunk '${chunk.name}' (gzip)`,
      value: kb(chunk.total.gzip),
      unit: 'KB',
      note: `brotli ${kb(chunk.total.brotli).toFixed(1)} KB; ${chunk.files.join(', ')}`,
    });
  }
  rows.push({
    group: 'bytes',
    name: 'whole app JS+CSS (gzip)',
    value: kb(report.wholeApp.total.gzip),
    unit: 'KB',
    note: `a report, not a budget; brotli ${kb(report.wholeApp.total.brotli).toFixed(1)} KB; ${report.wholeApp.files.length} files`,
  });
  return rows;
}

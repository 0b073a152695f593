/**
 * The benchmark's own pages (bench/large-list, large-thread, large-conversations: an index.html and its
 * main.tsx, never part of the app's build), built with Vite's JS API into a temporary folder.
 */
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { SCSS_OPTIONS, unusedCssRemoval } from '../../scripts/productionCss';

export type BenchPage = 'large-list' | 'large-thread' | 'large-conversations';

export async function buildBenchPage(repoRoot: string, page: BenchPage, outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: join(repoRoot, 'bench', page),
    base: '/',
    logLevel: 'error',
    plugins: [react()],
    // The stylesheet the app ships: Bootstrap without the rules our markup never uses. All of Bootstrap made
    // every new card's style a few times dearer than in the app.
    css: { postcss: { plugins: [unusedCssRemoval(repoRoot)] }, preprocessorOptions: { scss: SCSS_OPTIONS } },
    build: { outDir, emptyOutDir: true, sourcemap: false, reportCompressedSize: false },
  });
}

/**
 * Large lists: builds bench/large-list (the app's MessageList with 20,000 messages handed straight in)
 * into a temporary folder with Vite's JS API, serves it, and reports the time to render and the longest
 * frame while scrolling. No budget yet: the figures are the baseline for the full-history work.
 */
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import type { Browser } from 'playwright-core';
import type { LargeListResult, ScrollResult } from './large-list/main';
import { readSite, serveSite } from '../scripts/stack/staticServer';
import type { Row } from './lib/results';

export const LARGE_LIST_COUNT = 20_000;

export async function buildLargeListPage(repoRoot: string, outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: join(repoRoot, 'bench', 'large-list'),
    base: '/',
    logLevel: 'error',
    plugins: [react()],
    css: { preprocessorOptions: { scss: { quietDeps: true, silenceDeprecations: ['import'] } } },
    build: { outDir, emptyOutDir: true, sourcemap: false, reportCompressedSize: false },
  });
}

export interface LargeListReport extends LargeListResult, ScrollResult {}

export async function measureLargeList(browser: Browser, distDir: string): Promise<LargeListReport> {
  const server = await serveSite(await readSite(distDir), '/');
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`${server.url}index.html?count=${LARGE_LIST_COUNT}`, {
      waitUntil: 'load',
      timeout: 60_000,
    });
    const rendered = await page.waitForFunction(() => window.largeListResult ?? null, undefined, {
      timeout: 120_000,
      polling: 100,
    });
    const result = (await rendered.jsonValue()) as LargeListResult;
    const scroll = await page.evaluate(async () => {
      if (!window.scrollBench) throw new Error('the large-list page has no scrollBench()');
      return window.scrollBench();
    });
    return { ...result, ...scroll };
  } finally {
    await context.close();
    await server.close();
  }
}

export function largeListRows(report: LargeListReport): Row[] {
  return [
    {
      group: 'large list',
      name: `render ${report.count.toLocaleString('en')} cards`,
      value: report.renderMs,
      unit: 'ms',
      note: `baseline, no budget; ${report.domNodes.toLocaleString('en')} DOM elements`,
    },
    {
      group: 'large list',
      name: 'longest frame while scrolling',
      value: report.longestFrameMs,
      unit: 'ms',
      note:
        `baseline, no budget; ${report.frames} frames: ${(report.scrolledPx / 1e3).toFixed(0)} k px of flicks, then jumps to 50/75/100 % and top; ` +
        `${report.longAnimationFrames} long animation frames, longest ${report.longestAnimationFrameMs.toFixed(0)} ms`,
    },
  ];
}

/**
 * `npx tsx scripts/icons.ts`: the installable app's PNG icons, drawn from public/favicon.svg by Debian's
 * Chromium and written to public/icons/. Run once when the favicon changes; the PNGs are committed as
 * assets, so neither the build nor the deploy needs a browser.
 *
 * - icon-192.png, icon-512.png: the favicon as it is (purpose "any"), transparent outside its rounded square.
 * - icon-maskable-512.png: full-bleed background with the glyph inside the central 80 % circle, which is
 *   all a launcher's mask (circle, squircle, teardrop) is sure to keep.
 * - apple-touch-icon.png (180): the same full-bleed picture; iOS rounds the corners itself and would
 *   paint transparent ones black.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumExecutable } from './stack/chromium';

const publicDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const outDir = join(publicDir, 'icons');

/** The favicon's square (its first <rect>) and the glyph drawn on it (everything after). */
function splitFavicon(svg: string): { background: string; glyph: string } {
  const rect = /<rect\b[^>]*\bfill="(#[0-9a-fA-F]{3,6})"[^>]*\/>/.exec(svg);
  const close = svg.lastIndexOf('</svg>');
  if (!rect || close < 0) throw new Error('public/favicon.svg: expected a <rect> background, then the glyph');
  const background = rect[1] ?? '';
  return { background, glyph: svg.slice(rect.index + rect[0].length, close).trim() };
}

/**
 * The glyph spans x 10–54, y 18–52 of the favicon's 64 × 64 box (centre 32, 35). Scaled by 0.8 about its
 * centre and moved to the box's centre, its corners stay inside the maskable safe zone (radius 25.6).
 */
function fullBleed(background: string, glyph: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="${background}"/>
  <g transform="translate(32 32) scale(0.8) translate(-32 -35)">${glyph}</g>
</svg>`;
}

async function draw(page: Page, svg: string, size: number, file: string): Promise<void> {
  await page.setViewportSize({ width: size, height: size });
  const source = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}img{display:block}</style>` +
      `<img src="${source}" width="${size}" height="${size}" alt="">`,
  );
  await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
  const path = join(outDir, file);
  await page.screenshot({ path, omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  console.log(`  wrote ${path}`);
}

async function main(): Promise<void> {
  const favicon = await readFile(join(publicDir, 'favicon.svg'), 'utf8');
  const { background, glyph } = splitFavicon(favicon);
  const maskable = fullBleed(background, glyph);
  await mkdir(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    await draw(page, favicon, 192, 'icon-192.png');
    await draw(page, favicon, 512, 'icon-512.png');
    await draw(page, maskable, 512, 'icon-maskable-512.png');
    await draw(page, maskable, 180, 'apple-touch-icon.png');
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { readSite, replaceInSite, serveSite, type SiteFiles, type StaticSite } from './staticServer';

const BASE = '/app-base/';
const INDEX = '<!doctype html><title>the app</title>';
const NOT_FOUND_PAGE = '<!doctype html><title>not here</title>';
const SCRIPT = `console.log(${JSON.stringify('a hashed chunk '.repeat(200))});`;

let parent = '';
let files: SiteFiles;
let spa: StaticSite;
let pages: StaticSite;

beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'static-server-test-'));
  const root = join(parent, 'dist');
  await mkdir(join(root, 'assets'), { recursive: true });
  await writeFile(join(root, 'index.html'), INDEX);
  await writeFile(join(root, '404.html'), NOT_FOUND_PAGE);
  await writeFile(join(root, 'robots.txt'), 'User-agent: *');
  await writeFile(join(root, 'assets', 'index-AbC123.js'), SCRIPT);
  // Beside the build, not in it: must never be served.
  await writeFile(join(parent, 'secret.txt'), 'outside the build');
  files = await readSite(root);
  spa = await serveSite(files, BASE, 'spa');
  pages = await serveSite(files, BASE, 'github-pages');
});

afterAll(async () => {
  await spa.close();
  await pages.close();
  await rm(parent, { recursive: true, force: true });
});

const get = (site: StaticSite, path: string, init: RequestInit = {}) =>
  fetch(`${site.origin}${path}`, { redirect: 'manual', ...init });

describe('the static host', () => {
  it('names its URL with localhost and the base path', () => {
    expect(spa.url).toMatch(/^http:\/\/localhost:\d+\/app-base\/$/);
    expect(spa.url.startsWith(spa.origin)).toBe(true);
  });

  it('serves the entry page and revalidates it on every visit', async () => {
    const response = await get(spa, BASE);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX);
  });

  it('caches hashed assets for a year and compresses them as the browser asks', async () => {
    for (const encoding of ['br', 'gzip']) {
      const response = await get(spa, `${BASE}assets/index-AbC123.js`, {
        headers: { 'Accept-Encoding': encoding },
      });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Number(response.headers.get('content-length'))).toBeLessThan(SCRIPT.length / 4);
      expect(await response.text()).toBe(SCRIPT);
    }
    const plain = await get(spa, `${BASE}assets/index-AbC123.js`, {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-length')).toBe(String(SCRIPT.length));
  });

  it('answers a deep link with index.html in SPA mode, and with 404.html and a 404 like GitHub Pages', async () => {
    const deep = await get(spa, `${BASE}phone-numbers?tab=1`);
    expect(deep.status).toBe(200);
    expect(await deep.text()).toBe(INDEX);

    const onPages = await get(pages, `${BASE}phone-numbers`);
    expect(onPages.status).toBe(404);
    expect(await onPages.text()).toBe(NOT_FOUND_PAGE);
  });

  it('answers a missing asset with a plain 404, never with the app page', async () => {
    const missing = await get(spa, `${BASE}assets/gone-123.js`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('Not found');
  });

  it('owns nothing outside the base path, and sends `/` to it', async () => {
    expect((await get(spa, '/robots.txt')).status).toBe(404);
    const root = await get(spa, '/');
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe(BASE);
  });

  it('never serves a file from outside the build', async () => {
    for (const path of [`${BASE}../secret.txt`, `${BASE}..%2fsecret.txt`, `${BASE}%2e%2e/secret.txt`]) {
      const response = await get(spa, path);
      expect(await response.text()).not.toContain('outside the build');
    }
    expect((await get(spa, `${BASE}%E0%A4%A`)).status).toBe(400);
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await get(spa, BASE, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const post = await get(spa, BASE, { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('a site retargeted at another provider', () => {
  it('replaces the setting in every form the host serves, and leaves other files as they were', async () => {
    const retargeted = await replaceInSite(files, 'hashed chunk', 'other chunk');
    const script = retargeted.get('assets/index-AbC123.js');
    const expected = SCRIPT.replaceAll('hashed chunk', 'other chunk');
    expect(script?.identity.toString()).toBe(expected);
    expect(gunzipSync(script?.gzip ?? Buffer.alloc(0)).toString()).toBe(expected);
    expect(brotliDecompressSync(script?.br ?? Buffer.alloc(0)).toString()).toBe(expected);
    expect(retargeted.get('index.html')).toBe(files.get('index.html'));
    expect(files.get('assets/index-AbC123.js')?.identity.toString()).toBe(SCRIPT);
  });
});

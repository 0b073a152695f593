/**
 * The one static host for the production build, shaped like the ones the app is deployed to, for the
 * browser suite, the benchmark and the screenshots:
 * - files under the base sub-path only; outside it the app owns nothing (no /robots.txt), and `/` is
 *   redirected to the sub-path, as on a project site;
 * - a page URL with no file behind it gets index.html (`'spa'`: Netlify rewrites, nginx try_files) or the
 *   site's 404.html with status 404 (`'github-pages'`); a missing asset is a plain 404 either way, so a
 *   lost chunk fails the way it would in production instead of receiving HTML;
 * - gzip or brotli when the browser accepts it, compressed before the first request as a host's deploy
 *   step would (compressing on first use made the first Lighthouse run of each screen see a slow server);
 * - hashed assets (`assets/`) cached for a year, everything else revalidated (`no-cache`).
 * Listens on 127.0.0.1 and a free port.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, posix, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.svg',
  '.txt',
]);

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

interface SiteFile {
  identity: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
}

/** A build read into memory with its compressed forms, keyed by path relative to its folder ('assets/x.js'). */
export type SiteFiles = ReadonlyMap<string, SiteFile>;

/** Reads every file under `root` once, so several hosts of the same build share the compression work. */
async function siteFile(path: string, identity: Buffer): Promise<SiteFile> {
  const compressible = COMPRESSIBLE.has(extname(path));
  return {
    identity,
    gzip: compressible ? await gzipAsync(identity, { level: 9 }) : null,
    br: compressible ? await brotliAsync(identity) : null,
  };
}

export async function readSite(root: string): Promise<SiteFiles> {
  const files = new Map<string, SiteFile>();
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const path = join(entry.parentPath, entry.name);
        files.set(relative(root, path).split(sep).join('/'), await siteFile(path, await readFile(path)));
      }),
  );
  return files;
}

/**
 * The same site with every occurrence of `from` replaced by `to` in its text files, as a deploy step that
 * fills in a setting would. The browser suite points one build at each worker's own emulator this way.
 */
export async function replaceInSite(files: SiteFiles, from: string, to: string): Promise<SiteFiles> {
  const replaced = new Map<string, SiteFile>();
  await Promise.all(
    [...files].map(async ([path, file]) => {
      const text = COMPRESSIBLE.has(extname(path)) ? file.identity.toString('utf8') : '';
      replaced.set(
        path,
        text.includes(from) ? await siteFile(path, Buffer.from(text.replaceAll(from, to))) : file,
      );
    }),
  );
  return replaced;
}

/**
 * How the host answers a page URL with no file behind it: 'spa' sends index.html (the fallback deep
 * links need); 'github-pages' sends the site's 404.html with status 404, as GitHub Pages does.
 */
export type MissingFileMode = 'spa' | 'github-pages';

export interface StaticSite {
  /** Origin plus base path, e.g. http://localhost:41234/sms-web-client/ */
  url: string;
  /** e.g. http://localhost:41234 */
  origin: string;
  close(): Promise<void>;
}

interface Answer {
  status: number;
  path: string | null;
}

/** Which file answers `relativePath` (already inside the base path), and with which status. */
function resolveFile(files: SiteFiles, relativePath: string, missing: MissingFileMode): Answer {
  const wanted =
    relativePath === '' || relativePath.endsWith('/') ? `${relativePath}index.html` : relativePath;
  if (files.has(wanted)) return { status: 200, path: wanted };
  if (missing === 'github-pages') return { status: 404, path: files.has('404.html') ? '404.html' : null };
  // A client-side route: the SPA fallback. A missing file with an extension is a real 404.
  if (extname(relativePath) === '' && files.has('index.html')) return { status: 200, path: 'index.html' };
  return { status: 404, path: null };
}

/** Serves `files` at `basePath` (leading and trailing slash) on the loopback interface and a free port. */
export async function serveSite(
  files: SiteFiles,
  basePath: string,
  missing: MissingFileMode = 'spa',
): Promise<StaticSite> {
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (!pathname.startsWith(basePath)) {
      if (pathname === '/') response.writeHead(302, { Location: basePath }).end();
      else response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname.slice(basePath.length));
    } catch {
      response.writeHead(400).end();
      return;
    }
    // Normalised from a leading slash, `..` cannot climb out; and only files read from the build exist.
    const relativePath = posix.normalize(`/${decoded}`).slice(1);
    const { status, path } = resolveFile(files, relativePath, missing);
    const file = path === null ? undefined : files.get(path);
    if (path === null || file === undefined) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const [encoding, body] =
      file.br && /\bbr\b/.test(accepts)
        ? ['br', file.br]
        : file.gzip && /\bgzip\b/.test(accepts)
          ? ['gzip', file.gzip]
          : [null, file.identity];
    response.writeHead(status, {
      'Content-Type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
      'Content-Length': String(body.length),
      'Cache-Control': path.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  // `localhost`, while the emulator is reached as 127.0.0.1: the app and the provider are then on
  // different sites, as in production (github.io vs api.twilio.com) and in the `npm start` demo.
  const origin = `http://localhost:${port}`;
  return {
    url: `${origin}${basePath}`,
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

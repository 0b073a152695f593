/**
 * A minimal static host for the production build, the way a real one serves an SPA from a sub-path:
 * files under the base path are served as they are; any other page URL under the base path gets
 * index.html (the SPA fallback deep links need); a missing asset is a plain 404, so a lost chunk
 * fails like it would in production instead of receiving HTML.
 */
import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { AddressInfo } from 'node:net';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

export interface StaticSite {
  /** Origin plus base path, e.g. http://127.0.0.1:41234/e2e-base/ */
  url: string;
  close(): Promise<void>;
}

async function fileIfExists(path: string): Promise<Buffer | null> {
  try {
    if (!(await stat(path)).isFile()) return null;
    return await readFile(path);
  } catch {
    return null;
  }
}

/**
 * How the host answers a URL with no file behind it: 'spa' sends index.html (Netlify-style rewrites,
 * nginx try_files); 'github-pages' sends the site's 404.html with status 404, as GitHub Pages does.
 */
export type MissingFileMode = 'spa' | 'github-pages';

/** Serves `root` at `basePath` (leading and trailing slash) on the loopback interface and a free port. */
export async function serveStatic(
  root: string,
  basePath: string,
  mode: MissingFileMode = 'spa',
): Promise<StaticSite> {
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      if (!url.pathname.startsWith(basePath)) {
        response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
      const relative = decodeURIComponent(url.pathname.slice(basePath.length));
      const target = normalize(join(root, relative));
      if (target !== root && !target.startsWith(root + sep)) {
        response.writeHead(403).end();
        return;
      }
      let status = 200;
      let body = await fileIfExists(relative === '' ? join(root, 'index.html') : target);
      let type =
        relative === ''
          ? 'text/html; charset=utf-8'
          : (CONTENT_TYPES[extname(target)] ?? 'application/octet-stream');
      if (body === null && mode === 'spa' && extname(relative) === '') {
        body = await fileIfExists(join(root, 'index.html'));
        type = 'text/html; charset=utf-8';
      }
      if (body === null && mode === 'github-pages') {
        body = await fileIfExists(join(root, '404.html'));
        type = 'text/html; charset=utf-8';
        status = 404;
      }
      if (body === null) {
        response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
      response.writeHead(status, {
        'Content-Type': type,
        'Content-Length': body.length,
        'Cache-Control': 'no-cache',
      });
      response.end(request.method === 'HEAD' ? undefined : body);
    })().catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    // `localhost`, while the emulator is reached as 127.0.0.1: the app and the provider are then on
    // different sites, as in production (github.io vs api.twilio.com) and in the `npm start` demo.
    url: `http://localhost:${port}${basePath}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

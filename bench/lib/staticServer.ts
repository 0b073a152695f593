/**
 * A small static host for the production build, shaped like the ones the app is deployed to: files under
 * the base sub-path, the SPA fallback to index.html for client-side routes, gzip or brotli when the
 * browser accepts it, long caching for hashed assets. Listens on 127.0.0.1 only.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.webmanifest']);

export interface RunningStaticServer {
  /** http://127.0.0.1:PORT/base/ */
  url: string;
  origin: string;
  close(): Promise<void>;
}

interface Encoded {
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

export function startStaticServer(rootDir: string, basePath: string): Promise<RunningStaticServer> {
  const cache = new Map<string, Encoded>();
  const load = (file: string): Encoded => {
    let entry = cache.get(file);
    if (!entry) {
      const identity = readFileSync(file);
      entry = COMPRESSIBLE.has(extname(file))
        ? { identity, gzip: gzipSync(identity, { level: 9 }), br: brotliCompressSync(identity) }
        : { identity };
      cache.set(file, entry);
    }
    return entry;
  };
  const root = normalize(rootDir + sep);
  // Compress everything before the first request, as a real host's build step would: compressing on
  // first use made the first Lighthouse run of each screen see a slow server.
  for (const entry of readdirSync(rootDir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) load(normalize(join(entry.parentPath, entry.name)));
  }
  const isFile = (file: string) => {
    try {
      return statSync(file).isFile();
    } catch {
      return false;
    }
  };

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (!url.pathname.startsWith(basePath)) {
      // Outside the sub-path the app owns nothing (robots.txt included), as on a project-site host.
      if (url.pathname === '/') res.writeHead(302, { location: basePath }).end();
      else res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const relative = decodeURIComponent(url.pathname.slice(basePath.length));
    let file = normalize(join(root, relative));
    if (!file.startsWith(root)) {
      res.writeHead(400).end();
      return;
    }
    const isAsset = isFile(file);
    if (!isAsset) {
      // A client-side route: the SPA fallback. A missing file with an extension is a real 404.
      if (extname(relative) !== '') {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
        return;
      }
      file = join(root, 'index.html');
    }
    const encoded = load(file);
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const [encoding, body] =
      encoded.br && /\bbr\b/.test(accepts)
        ? ['br', encoded.br]
        : encoded.gzip && /\bgzip\b/.test(accepts)
          ? ['gzip', encoded.gzip]
          : [null, encoded.identity];
    const hashed = relative.startsWith('assets/');
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-length': String(body.length),
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      const origin = `http://127.0.0.1:${port}`;
      resolve({
        url: `${origin}${basePath}`,
        origin,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

/**
 * Serves an Emulator over HTTP on 127.0.0.1 only. Node requests become web Requests and the emulator's
 * Responses are written back; a `Response.error()` becomes a destroyed socket, which clients see as a
 * dropped connection (a network error), the way a real outage looks. The control routes answer only to
 * the server's own Host names (loopbackHosts), so a web page that re-points its domain at 127.0.0.1 (DNS
 * rebinding) cannot reach them.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createEmulator, type Emulator, type EmulatorOptions } from '../core/emulator';

export interface RunningEmulator {
  /** http://127.0.0.1:PORT */
  url: string;
  port: number;
  emulator: Emulator;
  close(): Promise<void>;
}

export const DEFAULT_PORT = 4010;
const HOST = '127.0.0.1';

/** The Host header values that name this server: its loopback address or name, with its port. */
export function loopbackHosts(port: number): string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`];
}

async function toRequest(req: IncomingMessage, fallbackHost: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // Keep the host the client used, so redirects to /cdn/ stay on the same origin (localhost vs 127.0.0.1).
  const url = `http://${req.headers.host ?? fallbackHost}${req.url ?? '/'}`;
  const method = req.method ?? 'GET';
  if (method === 'GET' || method === 'HEAD') return new Request(url, { method, headers });
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Request(url, { method, headers, body: Buffer.concat(chunks) });
}

async function writeResponse(res: ServerResponse, response: Response, head: boolean): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const body = head ? null : Buffer.from(await response.arrayBuffer());
  if (body) headers['content-length'] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(body ?? undefined);
}

export function startEmulatorServer(
  opts: { port?: number; emulator?: Emulator; options?: EmulatorOptions } = {},
): Promise<RunningEmulator> {
  const emulator = opts.emulator ?? createEmulator(opts.options);
  const server = createServer((req, res) => {
    void (async () => {
      try {
        const { port } = server.address() as AddressInfo;
        const response = await emulator.handle(await toRequest(req, `${HOST}:${port}`), {
          controlHosts: loopbackHosts(port),
        });
        if (response.type === 'error') {
          req.socket.destroy();
          return;
        }
        await writeResponse(res, response, req.method === 'HEAD');
      } catch {
        req.socket.destroy();
      }
    })();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? DEFAULT_PORT, HOST, () => {
      server.off('error', reject);
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://${HOST}:${port}`,
        port,
        emulator,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            server.closeAllConnections();
          }),
      });
    });
  });
}

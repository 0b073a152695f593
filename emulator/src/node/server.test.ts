import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../core/accounts';
import type { MediaListResponse, MessageResource } from '../core/resources';
import { DEMO_SMS_NUMBERS } from '../core/seed';
import { loopbackHosts, startEmulatorServer, type RunningEmulator } from './server';

const auth = `Basic ${Buffer.from(`${DEMO_ACCOUNT.accountSid}:${DEMO_ACCOUNT.authToken}`).toString('base64')}`;
let running: RunningEmulator | null = null;

afterEach(async () => {
  await running?.close();
  running = null;
});

const api = (path: string) => `${running?.url}/2010-04-01/Accounts/${DEMO_ACCOUNT.accountSid}/${path}`;

describe('the HTTP server', () => {
  it('listens on 127.0.0.1 and answers real fetches', async () => {
    running = await startEmulatorServer({ port: 0 });
    expect(running.url).toBe(`http://127.0.0.1:${running.port}`);
    const response = await fetch(api('IncomingPhoneNumbers.json?PageSize=1'), {
      headers: { Authorization: auth },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('twilio-request-id')).toMatch(/^RQ[0-9a-f]{32}$/);
    const body = (await response.json()) as { incoming_phone_numbers: unknown[] };
    expect(body.incoming_phone_numbers).toHaveLength(1);
  });

  it('accepts form-encoded POSTs and answers 201', async () => {
    running = await startEmulatorServer({ port: 0 });
    const response = await fetch(api('Messages.json'), {
      method: 'POST',
      headers: { Authorization: auth, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ To: '+14155551234', From: DEMO_SMS_NUMBERS[0] ?? '', Body: 'over HTTP' }),
    });
    expect(response.status).toBe(201);
    expect(((await response.json()) as MessageResource).body).toBe('over HTTP');
  });

  it('follows the media redirect to image bytes on the same origin', async () => {
    running = await startEmulatorServer({ port: 0 });
    const mms = running.emulator.listMessages(DEMO_ACCOUNT.accountSid).find((m) => m.num_media !== '0');
    const list = (await (
      await fetch(api(`Messages/${mms?.sid}/Media.json`), { headers: { Authorization: auth } })
    ).json()) as MediaListResponse;
    const bytesUrl = `${running.url}${list.media_list[0]?.uri.replace(/\.json$/, '')}`;
    const manual = await fetch(bytesUrl, { headers: { Authorization: auth }, redirect: 'manual' });
    expect(manual.status).toBe(307);
    expect(manual.headers.get('location')?.startsWith(`${running.url}/cdn/`)).toBe(true);
    const image = await fetch(bytesUrl, { headers: { Authorization: auth } });
    expect(image.headers.get('content-type')).toBe('image/png');
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('surfaces a dropped connection as a network error', async () => {
    running = await startEmulatorServer({ port: 0, options: { faults: { dropRate: 1 } } });
    await expect(
      fetch(api('IncomingPhoneNumbers.json'), { headers: { Authorization: auth } }),
    ).rejects.toThrow(TypeError);
    // Control routes still work while every API call is dropped.
    const faults = await fetch(`${running.url}/__emulator/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ dropRate: 0 }),
    });
    expect(faults.status).toBe(200);
    expect((await fetch(api('IncomingPhoneNumbers.json'), { headers: { Authorization: auth } })).status).toBe(
      200,
    );
  });

  it('answers a browser preflight', async () => {
    running = await startEmulatorServer({ port: 0 });
    const response = await fetch(api('Messages.json'), {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('refuses a port that is already taken', async () => {
    running = await startEmulatorServer({ port: 0 });
    await expect(startEmulatorServer({ port: running.port })).rejects.toThrow(/EADDRINUSE/);
  });
});

/** One request over a raw socket, so the test can send any Host header (fetch sets its own). */
function send(
  port: number,
  init: { method: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method: init.method, path: init.path, headers: init.headers },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

describe('the control endpoint over HTTP', () => {
  const JSON_TYPE = { 'Content-Type': 'application/json' };
  const messageCount = () => running?.emulator.listMessages(DEMO_ACCOUNT.accountSid).length ?? 0;
  const corsHeaders = (headers: IncomingHttpHeaders) =>
    Object.keys(headers).filter((name) => name.startsWith('access-control-'));

  it('answers the tools on this machine: JSON, no Origin, the loopback Host names', async () => {
    running = await startEmulatorServer({ port: 0, options: { seed: { kind: 'empty' } } });
    const { port } = running;
    for (const host of loopbackHosts(port)) {
      running.emulator.seed({ kind: 'empty' });
      const answer = await send(port, {
        method: 'POST',
        path: '/__emulator/seed',
        headers: { ...JSON_TYPE, Host: host },
        body: '{"kind":"demo"}',
      });
      expect(answer.status).toBe(200);
      expect(corsHeaders(answer.headers)).toEqual([]);
      expect(messageCount()).toBeGreaterThan(30);
    }
    // A script on the emulator's own origin sends its Origin; that is the same origin.
    const own = await fetch(`${running.url}/__emulator/reset`, {
      method: 'POST',
      headers: { ...JSON_TYPE, Origin: running.url },
      body: '{}',
    });
    expect(own.status).toBe(200);
  });

  it('refuses a rebound domain (a Host that is not the server’s own) with 403', async () => {
    running = await startEmulatorServer({ port: 0 });
    const before = messageCount();
    for (const host of [`evil.example:${running.port}`, `127.0.0.1:${running.port + 1}`, '127.0.0.1']) {
      const answer = await send(running.port, {
        method: 'POST',
        path: '/__emulator/seed',
        headers: { ...JSON_TYPE, Host: host },
        body: '{"kind":"empty"}',
      });
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.body)).toEqual({
        error: `control routes answer only to Host ${loopbackHosts(running.port).join(', ')}, not ${host}`,
      });
    }
    const read = await send(running.port, {
      method: 'GET',
      path: `/__emulator/messages?accountSid=${DEMO_ACCOUNT.accountSid}`,
      headers: { Host: `evil.example:${running.port}` },
    });
    expect(read.status).toBe(403);
    expect(read.body).not.toContain('"messages"');
    expect(messageCount()).toBe(before);
  });

  it('refuses a page on another origin, its preflight and its plain-text POST', async () => {
    running = await startEmulatorServer({ port: 0 });
    const before = messageCount();
    const fromPage = await fetch(`${running.url}/__emulator/seed`, {
      method: 'POST',
      headers: { ...JSON_TYPE, Origin: 'http://localhost:5173' },
      body: '{"kind":"empty"}',
    });
    expect(fromPage.status).toBe(403);
    expect(fromPage.headers.get('access-control-allow-origin')).toBeNull();

    const preflight = await fetch(`${running.url}/__emulator/seed`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();

    // A string body is sent as text/plain: what a page's no-preflight ("simple") request looks like.
    const plain = await fetch(`${running.url}/__emulator/seed`, { method: 'POST', body: '{"kind":"empty"}' });
    expect(plain.status).toBe(415);
    const form = await fetch(`${running.url}/__emulator/seed`, {
      method: 'POST',
      body: new URLSearchParams({ kind: 'empty' }),
    });
    expect(form.status).toBe(415);
    expect(messageCount()).toBe(before);

    // The API routes keep answering pages on any origin, as api.twilio.com does.
    const api = await fetch(`${running.url}/2010-04-01/Accounts/${DEMO_ACCOUNT.accountSid}/Messages.json`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://evil.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(api.status).toBe(200);
    expect(api.headers.get('access-control-allow-origin')).toBe('*');
  });
});

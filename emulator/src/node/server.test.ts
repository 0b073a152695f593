import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../core/accounts';
import type { MediaListResponse, MessageResource } from '../core/resources';
import { DEMO_SMS_NUMBERS } from '../core/seed';
import { startEmulatorServer, type RunningEmulator } from './server';

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

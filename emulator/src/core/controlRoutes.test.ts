import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from './accounts';
import { createEmulator } from './emulator';
import type { MessageResource } from './resources';
import { DEMO_SMS_NUMBERS } from './seed';
import { call, control, json, ORIGIN } from './test-helpers';

const NUMBERS = 'IncomingPhoneNumbers.json';

describe('control routes', () => {
  const SHOP = DEMO_SMS_NUMBERS[0] ?? '';

  it('delivers an inbound message now', async () => {
    const emulator = createEmulator();
    const response = await control(emulator, 'inbound', {
      from: '+14155559999',
      to: SHOP,
      body: 'Knock knock',
    });
    expect(response.status).toBe(201);
    const m = await json<MessageResource>(response);
    expect(m).toMatchObject({ direction: 'inbound', status: 'received', body: 'Knock knock', to: SHOP });
    const listed = await json<{ messages: MessageResource[] }>(
      await control(emulator, `messages?accountSid=${DEMO_ACCOUNT.accountSid}`),
    );
    expect(listed.messages[0]?.sid).toBe(m.sid);
  });

  it('delivers inbound MMS with picture bytes', async () => {
    const emulator = createEmulator();
    const m = emulator.deliverInbound({ from: '+14155559999', to: SHOP, mediaUrls: ['https://x/y.png'] });
    expect(m.num_media).toBe('1');
    expect(m.sid).toMatch(/^MM/);
  });

  it('refuses an inbound message to a number nobody owns', async () => {
    const emulator = createEmulator();
    expect((await control(emulator, 'inbound', { from: '+1', to: '+19990000000' })).status).toBe(400);
  });

  it.each([
    [{ from: '+14155559999', to: SHOP, mediaUrls: 'https://x.example/a.png' }, 'mediaUrls must be a list'],
    [{ from: 14155559999, to: SHOP }, 'from must be text'],
    [{ from: '+14155559999', to: SHOP, body: { text: 'Hi' } }, 'body must be text'],
    [{ from: '+14155559999', to: SHOP, mediaUrls: [1] }, 'mediaUrls[0] must be text'],
    [['+14155559999', SHOP], 'the request body must be an object'],
    ['{"from":', 'the request body must be JSON'],
    [{ from: ' ', to: SHOP }, 'from is required'],
    [{ from: '+14155559999', to: '+19990000000' }, '+19990000000 is not a number of any emulated account'],
  ])('answers an inbound message it cannot take (%j) with a Twilio-shaped 400', async (body, message) => {
    const emulator = createEmulator();
    const before = emulator.listMessages(DEMO_ACCOUNT.accountSid).length;
    const response = await control(emulator, 'inbound', body);
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({
      code: 20001,
      message,
      more_info: 'https://www.twilio.com/docs/errors/20001',
      status: 400,
    });
    expect(emulator.listMessages(DEMO_ACCOUNT.accountSid)).toHaveLength(before);
  });

  it('refuses a large seed beyond its bounds at once, without building it', async () => {
    const emulator = createEmulator();
    const started = performance.now();
    const response = await control(emulator, 'seed', { kind: 'large', numbers: 10, messages: 1e12 });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ error: 'messages must be a number from 0 to 100000' });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('seeds, sets faults and media auth, and resets', async () => {
    const emulator = createEmulator();
    expect((await control(emulator, 'seed', { kind: 'empty' })).status).toBe(200);
    expect(emulator.listMessages(DEMO_ACCOUNT.accountSid)).toEqual([]);
    expect(
      (await control(emulator, 'seed', { kind: 'large', numbers: 10, smsNumbers: 2, messages: 15 })).status,
    ).toBe(200);
    expect(emulator.listMessages(DEMO_ACCOUNT.accountSid)).toHaveLength(15);
    expect((await control(emulator, 'seed', { kind: 'nonsense' })).status).toBe(400);
    expect((await control(emulator, 'faults', { errorRate: 1 })).status).toBe(200);
    expect((await call(emulator, NUMBERS)).status).toBeGreaterThanOrEqual(500);
    expect((await control(emulator, 'media-auth', { required: 'maybe' })).status).toBe(400);
    expect((await control(emulator, 'media-auth', { required: false })).status).toBe(200);
    expect((await control(emulator, 'reset', {})).status).toBe(200);
    expect((await call(emulator, NUMBERS)).status).toBe(200);
    expect(emulator.listMessages(DEMO_ACCOUNT.accountSid).length).toBeGreaterThan(30);
  });

  it("moves the emulator's clock, checks the amount, and a reset puts it back", async () => {
    const emulator = createEmulator({ now: () => Date.UTC(2026, 11, 3, 12, 0, 0) });
    const hour = 60 * 60_000;
    expect((await control(emulator, 'clock', { aheadMs: 'soon' })).status).toBe(400);
    expect(await json(await control(emulator, 'clock', { aheadMs: 100 * 24 * hour }))).toEqual({
      aheadMs: 100 * 24 * hour,
    });
    const later = emulator.deliverInbound({ from: '+14155559999', to: SHOP, body: 'In March' });
    expect(later.date_created).toBe('Sat, 13 Mar 2027 12:00:00 +0000');
    emulator.reset();
    const now = emulator.deliverInbound({ from: '+14155559999', to: SHOP, body: 'Today' });
    expect(now.date_created).toBe('Thu, 03 Dec 2026 12:00:00 +0000');
  });

  it('answers unknown control routes and bad JSON with errors, not exceptions', async () => {
    const emulator = createEmulator();
    expect((await control(emulator, 'nothing', {})).status).toBe(404);
    expect((await control(emulator, 'faults', '{')).status).toBe(400);
  });
});

describe('control routes refuse what a web page could send', () => {
  const EVIL = 'http://evil.example';
  const corsHeaders = (response: Response) =>
    [...response.headers.keys()].filter((name) => name.startsWith('access-control-'));

  it('refuses another origin (403, no CORS headers) and leaves the emulator as it was', async () => {
    const emulator = createEmulator();
    emulator.seed({ kind: 'empty' });
    for (const origin of [EVIL, 'null', 'http://localhost:5173']) {
      const refused = await control(emulator, 'reset', {}, { headers: { Origin: origin } });
      expect(refused.status).toBe(403);
      expect(await json(refused)).toEqual({
        error: `control routes take no cross-origin requests (Origin ${origin})`,
      });
      expect(corsHeaders(refused)).toEqual([]);
    }
    const read = await control(emulator, `messages?accountSid=${DEMO_ACCOUNT.accountSid}`, undefined, {
      headers: { Origin: EVIL },
    });
    expect(read.status).toBe(403);
    expect(emulator.listMessages(DEMO_ACCOUNT.accountSid)).toEqual([]);

    // The emulator's own origin, or no Origin at all (curl, Node's fetch), may.
    expect((await control(emulator, 'reset', {}, { headers: { Origin: ORIGIN } })).status).toBe(200);
    expect(emulator.listMessages(DEMO_ACCOUNT.accountSid).length).toBeGreaterThan(30);
  });

  it('refuses a CORS preflight, so no page can go on to send JSON', async () => {
    const emulator = createEmulator();
    const preflight = await control(emulator, 'reset', undefined, {
      method: 'OPTIONS',
      headers: { Origin: EVIL, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    expect(corsHeaders(preflight)).toEqual([]);
  });

  it('takes only JSON POSTs (415 otherwise), the kind a page cannot send elsewhere unasked', async () => {
    const emulator = createEmulator();
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      const refused = await control(emulator, 'faults', '{"dropRate":1}', {
        headers: { 'Content-Type': contentType },
      });
      expect(refused.status).toBe(415);
      expect(await json(refused)).toEqual({
        error: 'control routes take JSON: send Content-Type: application/json',
      });
    }
    const untyped = new Request(`${ORIGIN}/__emulator/faults`, {
      method: 'POST',
      body: new Uint8Array([123, 125]),
    });
    expect(untyped.headers.get('Content-Type')).toBeNull();
    expect((await emulator.handle(untyped)).status).toBe(415);
    expect(emulator.currentFaults().dropRate).toBe(0);
    const accepted = await control(emulator, 'faults', '{"dropRate":1}', {
      headers: { 'Content-Type': 'Application/JSON; charset=utf-8' },
    });
    expect(accepted.status).toBe(200);
    expect(emulator.currentFaults().dropRate).toBe(1);
  });

  it('answers only to the Host names the server gives it, against DNS rebinding', async () => {
    const emulator = createEmulator();
    const hosts = { controlHosts: ['127.0.0.1:4010', 'localhost:4010', '[::1]:4010'] };
    const reset = (host: string) =>
      emulator.handle(
        new Request(`http://${host}/__emulator/reset`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{}',
        }),
        hosts,
      );
    for (const host of ['evil.example:4010', '127.0.0.1:4011', 'localhost']) {
      const refused = await reset(host);
      expect(refused.status).toBe(403);
      expect(((await json(refused)) as { error: string }).error).toMatch(/Host/);
    }
    for (const host of ['127.0.0.1:4010', 'LOCALHOST:4010', '[::1]:4010'])
      expect((await reset(host)).status).toBe(200);
    // The API routes keep answering any Host, as before.
    expect((await call(emulator, NUMBERS)).status).toBe(200);
  });
});

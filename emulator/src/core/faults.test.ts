import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from './accounts';
import { createEmulator } from './emulator';
import type { MessageResource } from './resources';
import { DEMO_SMS_NUMBERS } from './seed';
import { call, json, ORIGIN } from './test-helpers';

const NUMBERS = 'IncomingPhoneNumbers.json';

describe('faults', () => {
  it('adds latency (fixed + jitter) to API answers', async () => {
    const emulator = createEmulator({ faults: { latencyMs: 60, jitterMs: 20 } });
    const started = performance.now();
    expect((await call(emulator, NUMBERS)).status).toBe(200);
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(55);
    expect(took).toBeLessThan(1000);
  });

  it('replaces answers with Twilio-shaped 500/503 at errorRate', async () => {
    const emulator = createEmulator({ faults: { errorRate: 1 } });
    const statuses = new Set<number>();
    for (let i = 0; i < 30; i++) {
      const response = await call(emulator, NUMBERS);
      statuses.add(response.status);
      const body = await json(response);
      expect([20500, 20503]).toContain(body.code);
      expect(response.headers.get('Twilio-Request-Id')).toMatch(/^RQ[0-9a-f]{32}$/);
    }
    expect(statuses).toEqual(new Set([500, 503]));
  });

  it('answers 429 / 20429 beyond maxInFlight concurrent requests', async () => {
    const emulator = createEmulator({ faults: { maxInFlight: 2, latencyMs: 40 } });
    const responses = await Promise.all(Array.from({ length: 5 }, () => call(emulator, NUMBERS)));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 429, 429, 429]);
    const refused = responses.find((r) => r.status === 429);
    expect(await json(refused as Response)).toMatchObject({ code: 20429, status: 429 });
    // Once the burst is over, requests pass again.
    expect((await call(emulator, NUMBERS)).status).toBe(200);
  });

  it('drops connections at dropRate (Response.error)', async () => {
    const emulator = createEmulator({ faults: { dropRate: 1 } });
    const response = await call(emulator, NUMBERS);
    expect(response.type).toBe('error');
  });

  it('carries a request out and then drops its answer at lostAnswerRate', async () => {
    const emulator = createEmulator({ faults: { lostAnswerRate: 1 } });
    const [from] = DEMO_SMS_NUMBERS;
    const before = emulator.listMessages(DEMO_ACCOUNT.accountSid).length;
    const response = await call(emulator, 'Messages.json', {
      form: { To: '+8613800138000', From: from ?? '', Body: 'Did this arrive?' },
    });
    expect(response.type).toBe('error');
    const stored = emulator.listMessages(DEMO_ACCOUNT.accountSid);
    expect(stored).toHaveLength(before + 1);
    expect(stored[0]).toMatchObject({ to: '+8613800138000', from, body: 'Did this arrive?' });
    // A dropped connection (dropRate), by contrast, is not processed.
    emulator.setFaults({ lostAnswerRate: 0, dropRate: 1 });
    await call(emulator, 'Messages.json', {
      form: { To: '+8613800138000', From: from ?? '', Body: 'Again?' },
    });
    expect(emulator.listMessages(DEMO_ACCOUNT.accountSid)).toHaveLength(before + 1);
  });

  it('cuts JSON bodies in half at truncateRate', async () => {
    const emulator = createEmulator({ faults: { truncateRate: 1 } });
    const response = await call(emulator, NUMBERS);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text.length).toBeGreaterThan(10);
    expect(() => JSON.parse(text) as unknown).toThrow();
  });

  it('never applies faults to control routes or preflight, and reset clears them', async () => {
    const emulator = createEmulator();
    emulator.setFaults({ dropRate: 1 });
    const control = await emulator.handle(new Request(`${ORIGIN}/__emulator/faults`));
    expect(control.status).toBe(200);
    expect(await json(control)).toMatchObject({ dropRate: 1 });
    const preflight = await emulator.handle(new Request(`${ORIGIN}/2010-04-01/x`, { method: 'OPTIONS' }));
    expect(preflight.status).toBe(200);
    emulator.reset();
    expect((await call(emulator, NUMBERS)).status).toBe(200);
  });

  it('rejects impossible settings', () => {
    const emulator = createEmulator();
    expect(() => emulator.setFaults({ errorRate: 2 })).toThrow(/errorRate/);
    expect(() => emulator.setFaults({ latencyMs: -1 })).toThrow(/latencyMs/);
    expect(() => emulator.setFaults({ lostAnswerRate: 1.5 })).toThrow(/lostAnswerRate/);
  });
});

describe('CORS and request ids', () => {
  const emulator = createEmulator();

  it('answers a preflight without credentials, exactly like api.twilio.com', async () => {
    const response = await emulator.handle(
      new Request(`${ORIGIN}/2010-04-01/Accounts/${DEMO_ACCOUNT.accountSid}/Messages.json`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'http://localhost:5173',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization,content-type',
        },
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(response.headers.get('Access-Control-Allow-Headers')).toBe(
      'Accept, Authorization, Content-Type, If-Match, If-Modified-Since, If-None-Match, If-Unmodified-Since, Idempotency-Key',
    );
    expect(response.headers.get('Access-Control-Allow-Methods')).toBe('GET, POST, DELETE, OPTIONS');
    expect(response.headers.get('Access-Control-Expose-Headers')).toBe('ETag');
  });

  it('puts CORS headers and a fresh Twilio-Request-Id on every answer, errors included', async () => {
    const ok = await call(emulator, NUMBERS);
    const denied = await call(emulator, NUMBERS, { auth: 'none' });
    const missing = await call(emulator, '/elsewhere');
    const ids = new Set<string>();
    for (const r of [ok, denied, missing]) {
      expect(r.headers.get('Access-Control-Allow-Origin')).toBe('*');
      const id = r.headers.get('Twilio-Request-Id') ?? '';
      expect(id).toMatch(/^RQ[0-9a-f]{32}$/);
      ids.add(id);
    }
    expect(ids.size).toBe(3);
  });
});

describe('control routes', () => {
  const post = (emulator: ReturnType<typeof createEmulator>, path: string, body: unknown) =>
    emulator.handle(
      new Request(`${ORIGIN}/__emulator/${path}`, { method: 'POST', body: JSON.stringify(body) }),
    );
  const SHOP = DEMO_SMS_NUMBERS[0] ?? '';

  it('delivers an inbound message now', async () => {
    const emulator = createEmulator();
    const response = await post(emulator, 'inbound', { from: '+14155559999', to: SHOP, body: 'Knock knock' });
    expect(response.status).toBe(201);
    const m = await json<MessageResource>(response);
    expect(m).toMatchObject({ direction: 'inbound', status: 'received', body: 'Knock knock', to: SHOP });
    const listed = await json<{ messages: MessageResource[] }>(
      await emulator.handle(
        new Request(`${ORIGIN}/__emulator/messages?accountSid=${DEMO_ACCOUNT.accountSid}`),
      ),
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
    expect((await post(emulator, 'inbound', { from: '+1', to: '+19990000000' })).status).toBe(400);
  });

  it('seeds, sets faults and media auth, and resets', async () => {
    const emulator = createEmulator();
    expect((await post(emulator, 'seed', { kind: 'empty' })).status).toBe(200);
    expect(emulator.listMessages(DEMO_ACCOUNT.accountSid)).toEqual([]);
    expect(
      (await post(emulator, 'seed', { kind: 'large', numbers: 10, smsNumbers: 2, messages: 15 })).status,
    ).toBe(200);
    expect(emulator.listMessages(DEMO_ACCOUNT.accountSid)).toHaveLength(15);
    expect((await post(emulator, 'seed', { kind: 'nonsense' })).status).toBe(400);
    expect((await post(emulator, 'faults', { errorRate: 1 })).status).toBe(200);
    expect((await call(emulator, NUMBERS)).status).toBeGreaterThanOrEqual(500);
    expect((await post(emulator, 'media-auth', { required: 'maybe' })).status).toBe(400);
    expect((await post(emulator, 'media-auth', { required: false })).status).toBe(200);
    expect((await post(emulator, 'reset', {})).status).toBe(200);
    expect((await call(emulator, NUMBERS)).status).toBe(200);
    expect(emulator.listMessages(DEMO_ACCOUNT.accountSid).length).toBeGreaterThan(30);
  });

  it('answers unknown control routes and bad JSON with errors, not exceptions', async () => {
    const emulator = createEmulator();
    expect((await post(emulator, 'nothing', {})).status).toBe(404);
    const bad = await emulator.handle(
      new Request(`${ORIGIN}/__emulator/faults`, { method: 'POST', body: '{' }),
    );
    expect(bad.status).toBe(400);
  });
});

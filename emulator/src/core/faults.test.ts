import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNT } from './accounts';
import { createEmulator, type Emulator, type FaultSettings } from './emulator';
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

  it('strikes only the requests whose method and path contain faultRequestContains when it is set', async () => {
    const emulator = createEmulator({ faults: { errorRate: 1, faultRequestContains: '/Media' } });
    expect((await call(emulator, NUMBERS)).status).toBe(200);
    const media = await call(emulator, 'Messages/MM00000000000000000000000000000000/Media.json');
    expect(media.status).toBeGreaterThanOrEqual(500);
    // The request line: the method too, so a send can fail while reads work.
    emulator.setFaults({ faultRequestContains: 'POST ' });
    expect((await call(emulator, NUMBERS)).status).toBe(200);
    emulator.setFaults({ faultRequestContains: null });
    expect((await call(emulator, NUMBERS)).status).toBeGreaterThanOrEqual(500);
  });

  it('rejects impossible settings', () => {
    const emulator = createEmulator();
    expect(() => emulator.setFaults({ errorRate: 2 })).toThrow(/errorRate/);
    expect(() => emulator.setFaults({ latencyMs: -1 })).toThrow(/latencyMs/);
    expect(() => emulator.setFaults({ lostAnswerRate: 1.5 })).toThrow(/lostAnswerRate/);
    expect(() => emulator.setFaults({ faultSeed: -3 })).toThrow(/faultSeed/);
    expect(() => emulator.setFaults({ faultRequestContains: '' })).toThrow(/faultRequestContains/);
  });
});

describe('seeded faults (a faulty run can be replayed)', () => {
  const FLAKY: Partial<FaultSettings> = { errorRate: 0.3, dropRate: 0.2, truncateRate: 0.3 };

  /** What a client saw for each of `count` requests in a row: dropped, cut off, or a status. */
  async function outcomes(emulator: Emulator, count = 40): Promise<string[]> {
    const seen: string[] = [];
    for (let i = 0; i < count; i++) {
      const response = await call(emulator, NUMBERS);
      if (response.type === 'error') {
        seen.push('dropped');
        continue;
      }
      const text = await response.text();
      let readable = true;
      try {
        JSON.parse(text);
      } catch {
        readable = false;
      }
      seen.push(readable ? String(response.status) : 'cut off');
    }
    return seen;
  }

  afterEach(() => vi.useRealTimers());

  it('faults the same requests for the same seed, and other requests for another seed', async () => {
    const first = await outcomes(createEmulator({ faults: { ...FLAKY, faultSeed: 7 } }));
    const again = await outcomes(createEmulator({ faults: { ...FLAKY, faultSeed: 7 } }));
    const other = await outcomes(createEmulator({ faults: { ...FLAKY, faultSeed: 8 } }));
    expect(new Set(first)).toEqual(new Set(['200', '500', '503', 'dropped', 'cut off']));
    expect(again).toEqual(first);
    expect(other).not.toEqual(first);
  });

  it('starts the draws over when the seed is set, and on reset', async () => {
    const fresh = await outcomes(createEmulator({ faults: { ...FLAKY, faultSeed: 11 } }), 20);
    const emulator = createEmulator({ faults: { ...FLAKY, faultSeed: 11 } });
    await outcomes(emulator, 13);
    emulator.reset();
    expect(await outcomes(emulator, 20)).toEqual(fresh);

    const reseeded = createEmulator({ faults: FLAKY });
    await outcomes(reseeded, 5);
    reseeded.setFaults({ faultSeed: 11 });
    expect(await outcomes(reseeded, 20)).toEqual(fresh);
  });

  it('draws the jitter from the seed too', async () => {
    vi.useFakeTimers();
    /** How long each of five requests took, on the fake clock. */
    const delays = async (faultSeed: number): Promise<number[]> => {
      const emulator = createEmulator({ faults: { jitterMs: 1000, faultSeed } });
      const taken: number[] = [];
      for (let i = 0; i < 5; i++) {
        const started = Date.now();
        const answered = call(emulator, NUMBERS);
        await vi.runAllTimersAsync();
        expect((await answered).status).toBe(200);
        taken.push(Date.now() - started);
      }
      return taken;
    };
    const first = await delays(3);
    expect(new Set(first).size).toBeGreaterThan(1);
    expect(await delays(3)).toEqual(first);
    expect(await delays(4)).not.toEqual(first);
  });
});

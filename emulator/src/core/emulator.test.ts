import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from './accounts';
import { createEmulator } from './emulator';
import { authHeader, call, control, ORIGIN } from './test-helpers';

const NUMBERS = 'IncomingPhoneNumbers.json';

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

  it('answers a page on any origin on the API routes, but gives control answers no CORS headers', async () => {
    const fromPage = await emulator.handle(
      new Request(`${ORIGIN}/2010-04-01/Accounts/${DEMO_ACCOUNT.accountSid}/${NUMBERS}`, {
        headers: { Origin: 'http://localhost:5173', Authorization: authHeader('token') ?? '' },
      }),
    );
    expect(fromPage.status).toBe(200);
    expect(fromPage.headers.get('Access-Control-Allow-Origin')).toBe('*');

    const controlAnswer = await control(emulator, 'faults');
    expect(controlAnswer.status).toBe(200);
    for (const name of ['Allow-Origin', 'Allow-Headers', 'Allow-Methods', 'Expose-Headers'])
      expect(controlAnswer.headers.get(`Access-Control-${name}`)).toBeNull();
  });
});

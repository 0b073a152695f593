import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, OTHER_ACCOUNT } from './accounts';
import { createEmulator } from './emulator';
import { call, json } from './test-helpers';

const NUMBERS = 'IncomingPhoneNumbers.json';

describe('authentication', () => {
  const emulator = createEmulator();

  it('accepts the Account SID with its Auth Token', async () => {
    expect((await call(emulator, NUMBERS, { auth: 'token' })).status).toBe(200);
  });

  it('accepts an API key SID with its secret', async () => {
    expect((await call(emulator, NUMBERS, { auth: 'key' })).status).toBe(200);
  });

  it.each([
    ['missing credentials', 'none' as const],
    ['a wrong token', { user: DEMO_ACCOUNT.accountSid, password: '0'.repeat(32) }],
    ['a wrong key secret', { user: DEMO_ACCOUNT.apiKeySid, password: DEMO_ACCOUNT.authToken }],
    ['an unknown user', { user: 'ACffffffffffffffffffffffffffffffff', password: DEMO_ACCOUNT.authToken }],
  ])('refuses %s with 401 / 20003 and a Basic challenge', async (_name, auth) => {
    const response = await call(emulator, NUMBERS, { auth });
    expect(response.status).toBe(401);
    expect(response.headers.get('WWW-Authenticate')).toBe('Basic realm="Twilio API"');
    expect(await json(response)).toEqual({
      code: 20003,
      message: 'Authenticate',
      more_info: 'https://www.twilio.com/docs/errors/20003',
      status: 401,
    });
  });

  it("refuses a valid key used on another account's path", async () => {
    const other = `/2010-04-01/Accounts/${OTHER_ACCOUNT.accountSid}/${NUMBERS}`;
    expect((await call(emulator, other, { auth: 'key' })).status).toBe(401);
    expect((await call(emulator, other, { auth: 'token' })).status).toBe(401);
    expect((await call(emulator, NUMBERS, { auth: 'key', account: OTHER_ACCOUNT })).status).toBe(200);
  });

  it('refuses an account that does not exist even with demo credentials', async () => {
    const response = await call(emulator, `/2010-04-01/Accounts/AC${'0'.repeat(32)}/${NUMBERS}`);
    expect(response.status).toBe(401);
  });

  it('refuses a malformed Authorization header', async () => {
    const response = await emulator.handle(
      new Request(`http://x/2010-04-01/Accounts/${DEMO_ACCOUNT.accountSid}/${NUMBERS}`, {
        headers: { Authorization: 'Basic %%%not-base64' },
      }),
    );
    expect(response.status).toBe(401);
  });
});

describe('unknown resources', () => {
  const emulator = createEmulator();

  it('answers 404 / 20404 naming the path', async () => {
    const response = await call(emulator, `Messages/SM${'0'.repeat(32)}.json`);
    expect(response.status).toBe(404);
    const body = await json(response);
    expect(body.code).toBe(20404);
    expect(body.message).toBe(
      `The requested resource /2010-04-01/Accounts/${DEMO_ACCOUNT.accountSid}/Messages/SM${'0'.repeat(32)}.json was not found`,
    );
    expect(body.more_info).toBe('https://www.twilio.com/docs/errors/20404');
  });

  it('answers 404 for paths outside the API', async () => {
    expect((await call(emulator, '/nothing/here')).status).toBe(404);
    expect((await call(emulator, 'Calls.json')).status).toBe(404);
  });

  it('checks credentials before revealing whether a resource exists', async () => {
    expect((await call(emulator, 'Nope.json', { auth: 'none' })).status).toBe(401);
  });

  it('answers 405 for a method the resource does not support', async () => {
    const response = await call(emulator, NUMBERS, { method: 'DELETE' });
    expect(response.status).toBe(405);
  });
});

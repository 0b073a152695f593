import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../core/accounts';
import { DEMO_CONTACTS, DEMO_SHOP_NUMBER } from '../core/seed';
import { EmulatorControl } from './controlClient';
import { startEmulatorServer, type RunningEmulator } from './server';

let running: RunningEmulator | null = null;

afterEach(async () => {
  await running?.close();
  running = null;
});

const demoAuthorization = `Basic ${Buffer.from(`${DEMO_ACCOUNT.accountSid}:${DEMO_ACCOUNT.authToken}`).toString('base64')}`;

/** The sign-in check's request, as the app sends it. */
function numbersPage(): Promise<Response> {
  return fetch(
    `${running?.url}/2010-04-01/Accounts/${DEMO_ACCOUNT.accountSid}/IncomingPhoneNumbers.json?PageSize=1`,
    { headers: { Authorization: demoAuthorization } },
  );
}

async function startControlled(): Promise<{ control: EmulatorControl }> {
  running = await startEmulatorServer({ port: 0 });
  return { control: new EmulatorControl(running.url) };
}

describe('the emulator control client, over real HTTP', () => {
  it('seeds, reads back and resets the store', async () => {
    const { control } = await startControlled();
    const demo = await control.messages(DEMO_ACCOUNT.accountSid);
    expect(demo.length).toBeGreaterThan(0);

    await control.seed({ kind: 'empty' });
    expect(await control.messages(DEMO_ACCOUNT.accountSid)).toEqual([]);

    await control.reset();
    expect((await control.messages(DEMO_ACCOUNT.accountSid)).map((m) => m.sid)).toEqual(
      demo.map((m) => m.sid),
    );
  });

  it('delivers an inbound message to a demo number', async () => {
    const { control } = await startControlled();
    const delivered = await control.deliverInbound({
      from: DEMO_CONTACTS.maya,
      to: DEMO_SHOP_NUMBER,
      body: 'Are you open today?',
    });
    expect(delivered).toMatchObject({ from: DEMO_CONTACTS.maya, to: DEMO_SHOP_NUMBER, direction: 'inbound' });
    const stored = await control.messages(DEMO_ACCOUNT.accountSid);
    expect(stored.some((m) => m.sid === delivered.sid)).toBe(true);
  });

  it('sets faults and the hold, and reset clears them', async () => {
    const { control } = await startControlled();
    await control.faults({ errorRate: 1 });
    expect((await numbersPage()).status).toBeGreaterThanOrEqual(500);
    await control.reset();
    expect((await numbersPage()).status).toBe(200);

    await control.hold(true);
    let answered = false;
    const held = numbersPage().then((response) => {
      answered = true;
      return response;
    });
    // The held request is still waiting after the next control call has come and gone.
    await control.mediaAuth(true);
    expect(answered).toBe(false);
    await control.hold(false);
    expect((await held).status).toBe(200);
  });

  it('reports a refused request with the route and its answer', async () => {
    const { control } = await startControlled();
    await expect(control.seed({ kind: 'large', numbers: -1, smsNumbers: 0, messages: 0 })).rejects.toThrow(
      /^emulator POST seed answered 400: /,
    );
  });
});

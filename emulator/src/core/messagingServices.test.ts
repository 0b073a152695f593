import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, OTHER_ACCOUNT } from './accounts';
import { SCHEDULE_MAX_MS, SCHEDULE_MIN_MS } from './api';
import { createEmulator } from './emulator';
import type { MessageResource } from './resources';
import {
  DEMO_CLINIC_NUMBER,
  DEMO_SERVICES,
  DEMO_SHOP_NUMBER,
  DEMO_SUPPORT_LINE_NUMBER,
  DEMO_VOICE_ONLY_NUMBER,
} from './seed';
import { call, json } from './test-helpers';

const DELAYS = { sending: 1_000, sent: 2_000, delivered: 3_000 };
const START = Date.UTC(2026, 2, 7, 18, 0, 0);

function emulatorAt(start = START) {
  let t = start;
  const emulator = createEmulator({ now: () => t, statusDelaysMs: DELAYS });
  return { emulator, advance: (ms: number) => (t += ms), now: () => t };
}

interface ServiceList {
  services: { sid: string; friendly_name: string; account_sid: string }[];
  meta: { key: string; next_page_url: string | null; url: string };
}

async function services(emulator: ReturnType<typeof createEmulator>) {
  const body = await json<ServiceList>(await call(emulator, '/v1/Services'));
  return Object.fromEntries(body.services.map((service) => [service.friendly_name, service.sid]));
}

function iso(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

describe('Messaging Services', () => {
  it('lists the account’s services and the numbers in each, with the credentials naming the account', async () => {
    const { emulator } = emulatorAt();
    const list = await json<ServiceList>(await call(emulator, '/v1/Services', { auth: 'key' }));
    expect(list.services.map((service) => service.friendly_name)).toEqual([
      DEMO_SERVICES.shop.friendlyName,
      DEMO_SERVICES.support.friendlyName,
    ]);
    expect(list.services.every((service) => service.account_sid === DEMO_ACCOUNT.accountSid)).toBe(true);
    expect(list.meta).toMatchObject({ key: 'services', next_page_url: null });
    expect(list.meta.url).toMatch(/^http:\/\/emulator\.test\/v1\/Services\?/);

    const sid = list.services[1]?.sid ?? '';
    const numbers = await json<{ phone_numbers: { phone_number: string; capabilities: string[] }[] }>(
      await call(emulator, `/v1/Services/${sid}/PhoneNumbers`),
    );
    expect(numbers.phone_numbers.map((number) => [number.phone_number, number.capabilities])).toEqual([
      [DEMO_SUPPORT_LINE_NUMBER, ['MMS', 'SMS', 'Voice']],
      [DEMO_VOICE_ONLY_NUMBER, ['Voice']],
    ]);
    const one = await json<{ friendly_name: string }>(await call(emulator, `/v1/Services/${sid}`));
    expect(one.friendly_name).toBe(DEMO_SERVICES.support.friendlyName);
  });

  it('pages services with PageSize and follows next_page_url', async () => {
    const { emulator } = emulatorAt();
    const first = await json<ServiceList>(await call(emulator, '/v1/Services?PageSize=1'));
    expect(first.services).toHaveLength(1);
    const next = new URL(first.meta.next_page_url ?? '');
    const second = await json<ServiceList>(await call(emulator, `${next.pathname}${next.search}`));
    expect(second.services.map((service) => service.friendly_name)).toEqual([
      DEMO_SERVICES.support.friendlyName,
    ]);
    expect(second.meta.next_page_url).toBeNull();
  });

  it('refuses wrong credentials, and another account’s service is not found', async () => {
    const { emulator } = emulatorAt();
    expect((await call(emulator, '/v1/Services', { auth: 'none' })).status).toBe(401);
    expect(
      (await call(emulator, '/v1/Services', { auth: { user: DEMO_ACCOUNT.accountSid, password: 'x' } }))
        .status,
    ).toBe(401);
    const sid = (await services(emulator))[DEMO_SERVICES.shop.friendlyName];
    const other = await json<ServiceList>(await call(emulator, '/v1/Services', { account: OTHER_ACCOUNT }));
    expect(other.services).toEqual([]);
    const answer = await call(emulator, `/v1/Services/${sid}`, { account: OTHER_ACCOUNT });
    expect(answer.status).toBe(404);
    expect(await json(answer)).toMatchObject({ code: 20404 });
  });

  it('sends through a service from its pool: the number that last wrote to the person, else its first', async () => {
    const { emulator } = emulatorAt();
    const ids = await services(emulator);
    const send = async (to: string, service: string) =>
      json<MessageResource>(
        await call(emulator, 'Messages.json', { form: { To: to, MessagingServiceSid: service, Body: 'Hi' } }),
      );
    const fresh = await send('+14155559876', ids[DEMO_SERVICES.support.friendlyName] ?? '');
    expect(fresh).toMatchObject({
      from: DEMO_SUPPORT_LINE_NUMBER,
      messaging_service_sid: ids[DEMO_SERVICES.support.friendlyName],
      status: 'queued',
    });
    // The service as From works the same way.
    const asFrom = await json<MessageResource>(
      await call(emulator, 'Messages.json', {
        form: { To: '+14155559877', From: ids[DEMO_SERVICES.shop.friendlyName] ?? '', Body: 'Hi' },
      }),
    );
    expect(asFrom).toMatchObject({
      from: DEMO_SHOP_NUMBER,
      messaging_service_sid: ids[DEMO_SERVICES.shop.friendlyName],
    });
  });

  it('names what is wrong with a service: not one of the account’s (21705), or with no number that can send (21703)', async () => {
    const { emulator } = emulatorAt();
    const refused = await call(emulator, 'Messages.json', {
      form: { To: '+14155559876', MessagingServiceSid: 'MG00000000000000000000000000000000', Body: 'Hi' },
    });
    expect(refused.status).toBe(400);
    expect(await json(refused)).toMatchObject({ code: 21705 });
    const custom = createEmulator({
      seed: {
        kind: 'custom',
        numbers: [{ phoneNumber: '+14155550170', friendlyName: 'Desk phone', sms: false }],
        messages: [],
        services: [{ friendlyName: 'Voice only', phoneNumbers: ['+14155550170'] }],
      },
    });
    const sid = (await services(custom))['Voice only'] ?? '';
    const empty = await call(custom, 'Messages.json', {
      form: { To: '+14155559876', MessagingServiceSid: sid, Body: 'Hi' },
    });
    expect(await json(empty)).toMatchObject({ code: 21703, status: 400 });
  });
});

describe('scheduled messages', () => {
  async function schedule(
    emulator: ReturnType<typeof createEmulator>,
    form: Record<string, string>,
  ): Promise<Response> {
    const ids = await services(emulator);
    return call(emulator, 'Messages.json', {
      form: {
        To: '+14155559876',
        MessagingServiceSid: ids[DEMO_SERVICES.shop.friendlyName] ?? '',
        Body: 'Your bike is ready tomorrow.',
        ScheduleType: 'fixed',
        ...form,
      },
    });
  }

  it('stays scheduled until SendAt on the emulator’s clock, then runs through the usual statuses', async () => {
    const { emulator, advance } = emulatorAt();
    const answer = await schedule(emulator, { SendAt: iso(START + 3_600_000) });
    expect(answer.status).toBe(201);
    const message = await json<MessageResource>(answer);
    expect(message).toMatchObject({
      status: 'scheduled',
      date_sent: null,
      price: null,
      from: DEMO_SHOP_NUMBER,
    });
    const read = async () => json<MessageResource>(await call(emulator, `Messages/${message.sid}.json`));
    advance(3_600_000 - 1);
    expect((await read()).status).toBe('scheduled');
    advance(1);
    expect((await read()).status).toBe('queued');
    advance(DELAYS.delivered);
    expect(await read()).toMatchObject({ status: 'delivered', date_sent: expect.any(String) });
  });

  it('cancels while scheduled; a canceled or sent message cannot be canceled (30409)', async () => {
    const { emulator, advance } = emulatorAt();
    const message = await json<MessageResource>(await schedule(emulator, { SendAt: iso(START + 7_200_000) }));
    const cancel = () => call(emulator, `Messages/${message.sid}.json`, { form: { Status: 'canceled' } });
    const canceled = await cancel();
    expect(canceled.status).toBe(200);
    expect(await json(canceled)).toMatchObject({ status: 'canceled', sid: message.sid });
    advance(8_000_000);
    const later = await json<MessageResource>(await call(emulator, `Messages/${message.sid}.json`));
    expect(later.status).toBe('canceled');
    expect(await json(await cancel())).toMatchObject({ code: 30409, status: 400 });

    const sent = await json<MessageResource>(
      await call(emulator, 'Messages.json', {
        form: { To: '+14155559876', From: DEMO_CLINIC_NUMBER, Body: 'Now' },
      }),
    );
    const refused = await call(emulator, `Messages/${sent.sid}.json`, { form: { Status: 'canceled' } });
    expect(await json(refused)).toMatchObject({ code: 30409 });
  });

  it('keeps Twilio’s window, 15 minutes to 35 days ahead inclusive, and says what is missing', async () => {
    const { emulator } = emulatorAt();
    const code = async (form: Record<string, string>) =>
      (await json<{ code?: number }>(await schedule(emulator, form))).code;
    expect(await code({ SendAt: iso(START + SCHEDULE_MIN_MS) })).toBeUndefined();
    expect(await code({ SendAt: iso(START + SCHEDULE_MAX_MS) })).toBeUndefined();
    expect(await code({ SendAt: iso(START + SCHEDULE_MIN_MS - 1_000) })).toBe(35114);
    expect(await code({ SendAt: iso(START + SCHEDULE_MAX_MS + 1_000) })).toBe(35114);
    expect(await code({ SendAt: 'tomorrow at nine' })).toBe(35114);
    expect(await code({ SendAt: '' })).toBe(35111);
    expect(await code({ SendAt: iso(START + 3_600_000), ScheduleType: 'flexible' })).toBe(35126);

    const withoutService = await call(emulator, 'Messages.json', {
      form: {
        To: '+14155559876',
        From: DEMO_CLINIC_NUMBER,
        Body: 'Later',
        ScheduleType: 'fixed',
        SendAt: iso(START + 3_600_000),
      },
    });
    expect(await json(withoutService)).toMatchObject({ code: 35118, status: 400 });
  });

  it('refuses to delete a scheduled message (20009) and deletes it once canceled', async () => {
    const { emulator } = emulatorAt();
    const message = await json<MessageResource>(await schedule(emulator, { SendAt: iso(START + 3_600_000) }));
    const remove = () => call(emulator, `Messages/${message.sid}.json`, { method: 'DELETE' });
    expect(await json(await remove())).toMatchObject({ code: 20009 });
    await call(emulator, `Messages/${message.sid}.json`, { form: { Status: 'canceled' } });
    expect((await remove()).status).toBe(204);
  });
});

import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from './accounts';
import { createEmulator } from './emulator';
import { call, json } from './test-helpers';

const ACCOUNT = DEMO_ACCOUNT.accountSid;
const PATH = `/2010-04-01/Accounts/${ACCOUNT}/Usage/Records/ThisMonth.json`;
const SHOP = '+14155550100';
const HOUR = 3_600_000;

interface UsageRecord {
  category: string;
  count: string;
  price: number;
  price_unit: string;
  usage: string;
  start_date: string;
  end_date: string;
}

describe('Usage Records this month', () => {
  /** A custom account of one number and no history, on a clock set to 10 December 2026. */
  function emptyMonth() {
    let now = Date.UTC(2026, 11, 10, 12, 0, 0);
    const emulator = createEmulator({ now: () => now });
    emulator.seed({
      kind: 'custom',
      numbers: [{ phoneNumber: SHOP, friendlyName: 'Shop', sms: true }],
      messages: [
        {
          from: '+14155551234',
          to: SHOP,
          body: 'Last month',
          direction: 'inbound',
          minutesAgo: 15 * 24 * 60,
        },
      ],
      services: [{ friendlyName: 'Shop pool', phoneNumbers: [SHOP] }],
    });
    return { emulator, now: () => now, advance: (ms: number) => (now += ms) };
  }

  async function records(emulator: ReturnType<typeof createEmulator>, query = ''): Promise<UsageRecord[]> {
    const response = await call(emulator, `${PATH}${query}`);
    expect(response.status).toBe(200);
    return (await json<{ usage_records: UsageRecord[] }>(response)).usage_records;
  }

  it("counts and prices this month's SMS and MMS, not last month's, with the month's dates", async () => {
    const { emulator, advance } = emptyMonth();
    const send = (body: string, media: string[] = []) =>
      call(emulator, 'Messages.json', {
        form: { To: '+14155551234', From: SHOP, Body: body, MediaUrl: media },
      });
    await send('One segment');
    await send('With a picture', ['https://example.com/a.png']);
    emulator.deliverInbound({ from: '+14155551234', to: SHOP, body: 'Thanks!' });
    advance(HOUR);
    const [sms, mms, total] = await records(emulator);
    expect(sms).toMatchObject({ category: 'sms', count: '2', usage: '2', price: 0.0158, price_unit: 'USD' });
    expect(mms).toMatchObject({ category: 'mms', count: '1', price: 0.0079 });
    expect(total).toMatchObject({ category: 'totalprice', price: 0.0237, usage: '0.02370' });
    expect(sms).toMatchObject({ start_date: '2026-12-01', end_date: '2026-12-10' });
    expect(await records(emulator, '?Category=mms')).toEqual([mms]);
    expect(await records(emulator, '?Category=calls')).toEqual([
      expect.objectContaining({ category: 'calls', count: '0', price: 0 }),
    ]);
  });

  it('counts a scheduled message from its time, and a canceled one never; refuses a category it cannot be', async () => {
    const { emulator, now, advance } = emptyMonth();
    const { services } = await json<{ services: { sid: string }[] }>(await call(emulator, '/v1/Services'));
    const schedule = (body: string) =>
      call(emulator, 'Messages.json', {
        form: {
          To: '+14155551234',
          MessagingServiceSid: services[0]?.sid ?? '',
          Body: body,
          ScheduleType: 'fixed',
          SendAt: new Date(now() + 2 * HOUR).toISOString().replace('.000Z', 'Z'),
        },
      });
    expect((await schedule('Goes at two')).status).toBe(201);
    const canceled = await json<{ sid: string }>(await schedule('Never goes'));
    await call(emulator, `Messages/${canceled.sid}.json`, { form: { Status: 'canceled' } });
    expect((await records(emulator, '?Category=sms'))[0]?.count).toBe('0');
    advance(3 * HOUR);
    expect((await records(emulator, '?Category=sms'))[0]?.count).toBe('1');
    const refused = await call(emulator, `${PATH}?Category=${encodeURIComponent('sms; drop')}`);
    expect(refused.status).toBe(400);
  });

  it('asks for the credentials of the account', async () => {
    const { emulator } = emptyMonth();
    const response = await call(emulator, PATH, { auth: 'none' });
    expect(response.status).toBe(401);
  });
});

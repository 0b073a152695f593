// The official `twilio` helper library, unmodified, as a client of the emulator over real HTTP. The only
// thing changed is where its requests go: a RequestClient that moves https://api.twilio.com onto the
// emulator's loopback address. Everything else — URL building, paging by next_page_uri, parsing dates,
// turning error bodies into RestException — is the library's own code, so what passes here would pass
// against api.twilio.com for the same answers.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import type Response from 'twilio/lib/http/response';
import { DEMO_ACCOUNT, DEMO_SUBACCOUNT, OTHER_ACCOUNT } from '../src/core/accounts';
import type { MessageResource } from '../src/core/resources';
import {
  DEMO_OPTED_OUT_CONTACT,
  DEMO_SERVICES,
  DEMO_SMS_NUMBERS,
  DEMO_SUBACCOUNT_NUMBER,
  DEMO_VOICE_ONLY_NUMBER,
} from '../src/core/seed';
import { startEmulatorServer, type RunningEmulator } from '../src/node/server';
import { busiestConversation, type Conversation } from './demo-data';
import { API_ORIGIN } from './requests';

const START = Date.UTC(2026, 0, 15, 12, 0, 0);
const DELAYS = { sending: 1_000, sent: 2_000, delivered: 3_000 };
let clock = START;
let server: RunningEmulator;

/** Where the library sends the Messaging API's requests. */
const MESSAGING_ORIGIN = 'https://messaging.twilio.com';

/**
 * Sends the library's requests (to api.twilio.com or messaging.twilio.com) to the emulator, which serves
 * both; refuses any that would leave for another host. The Messaging API's paging links are absolute, on
 * the emulator's own origin, and go there as they are.
 */
class EmulatorRequestClient extends twilio.RequestClient {
  readonly seen: string[] = [];

  constructor(private readonly target: string) {
    super();
  }

  override request<TData>(opts: RequestClient.RequestOptions<TData>): Promise<Response<TData>> {
    const url = new URL(opts.uri);
    if (![API_ORIGIN, MESSAGING_ORIGIN, this.target].includes(url.origin))
      throw new Error(`The library tried to reach ${url.origin}`);
    this.seen.push(`${opts.method.toUpperCase()} ${url.pathname}`);
    return super.request({ ...opts, uri: `${this.target}${url.pathname}${url.search}` });
  }
}

function clientFor(username: string, password: string, accountSid?: string) {
  const httpClient = new EmulatorRequestClient(server.url);
  const client = twilio(username, password, { httpClient, ...(accountSid ? { accountSid } : {}) });
  return { client, httpClient };
}

const demo = () => clientFor(DEMO_ACCOUNT.accountSid, DEMO_ACCOUNT.authToken);

function stored(): MessageResource[] {
  return server.emulator.listMessages(DEMO_ACCOUNT.accountSid);
}

function correspondent(): Conversation {
  return busiestConversation(stored());
}

beforeAll(async () => {
  server = await startEmulatorServer({ port: 0, options: { now: () => clock, statusDelaysMs: DELAYS } });
  expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  clock = START;
  server.emulator.reset();
});

describe('incoming phone numbers', () => {
  const all = [...DEMO_SMS_NUMBERS, DEMO_VOICE_ONLY_NUMBER].sort();

  it('list() with a small pageSize follows next_page_uri and sees each number once', async () => {
    const { client, httpClient } = demo();
    const numbers = await client.incomingPhoneNumbers.list({ pageSize: 2 });
    const seen = numbers.map((number) => number.phoneNumber);
    expect([...seen].sort()).toEqual(all);
    expect(new Set(numbers.map((number) => number.sid)).size).toBe(all.length);
    expect(httpClient.seen.length).toBe(Math.ceil(all.length / 2));
    const voiceOnly = numbers.find((number) => number.phoneNumber === DEMO_VOICE_ONLY_NUMBER);
    expect(voiceOnly?.capabilities).toMatchObject({ voice: true, sms: false });
    expect(voiceOnly?.dateCreated).toBeInstanceOf(Date);
    expect(Number.isNaN(voiceOnly?.dateCreated.getTime())).toBe(false);
  });

  it('page() by page number sees each number once', async () => {
    const { client } = demo();
    const seen: string[] = [];
    for (let pageNumber = 0; pageNumber < 50; pageNumber += 1) {
      const page = await client.incomingPhoneNumbers.page({ pageSize: 2, pageNumber });
      seen.push(...page.instances.map((number) => number.phoneNumber));
      if (page.nextPageUrl === undefined) break;
    }
    expect([...seen].sort()).toEqual(all);
  });

  it('page().nextPage() walks to the end and back with previousPage()', async () => {
    interface SidPage {
      instances: { sid: string }[];
      nextPage(): Promise<SidPage> | undefined;
      previousPage(): Promise<SidPage> | undefined;
    }
    const { client } = demo();
    let page: SidPage = await client.incomingPhoneNumbers.page({ pageSize: 2 });
    const first = page.instances.map((number) => number.sid);
    const seen = [...first];
    for (let next = page.nextPage(); next !== undefined; next = page.nextPage()) {
      page = await next;
      seen.push(...page.instances.map((number) => number.sid));
    }
    expect(new Set(seen).size).toBe(all.length);
    expect(seen.length).toBe(all.length);
    let back = page;
    for (let previous = back.previousPage(); previous !== undefined; previous = back.previousPage()) {
      back = await previous;
    }
    expect(back.instances.map((number) => number.sid)).toEqual(first);
  });

  it('filters by phone number', async () => {
    const { client } = demo();
    const numbers = await client.incomingPhoneNumbers.list({ phoneNumber: DEMO_VOICE_ONLY_NUMBER });
    expect(numbers.map((number) => number.phoneNumber)).toEqual([DEMO_VOICE_ONLY_NUMBER]);
  });
});

describe('messages', () => {
  it('list({ from }) across pages returns exactly the stored messages from that number, newest first', async () => {
    const { ours } = correspondent();
    const expected = stored().filter((message) => message.from === ours);
    expect(expected.length).toBeGreaterThan(2);
    const { client, httpClient } = demo();
    const messages = await client.messages.list({ from: ours, pageSize: 2 });
    expect(httpClient.seen.length).toBeGreaterThan(1);
    expect(messages.map((message) => message.sid).sort()).toEqual(
      expected.map((message) => message.sid).sort(),
    );
    expect(messages.every((message) => message.from === ours)).toBe(true);
    const created = messages.map((message) => message.dateCreated.getTime());
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it('list({ to }) across pages returns exactly the stored messages to that number', async () => {
    const { contact } = correspondent();
    const expected = stored().filter((message) => message.to === contact);
    expect(expected.length).toBeGreaterThan(1);
    const { client } = demo();
    const messages = await client.messages.list({ to: contact, pageSize: 1 });
    expect(messages.map((message) => message.sid).sort()).toEqual(
      expected.map((message) => message.sid).sort(),
    );
  });

  it('list({ dateSentAfter, dateSentBefore }) returns the messages sent between two instants', async () => {
    // twilio-node serializes these as full UTC timestamps (DateSent>=2026-01-01T12:00:00Z); the instants
    // are picked between two sends so that inclusive and exclusive bounds agree.
    const sentTimes = [
      ...new Set(
        stored().flatMap((message) => (message.date_sent === null ? [] : [Date.parse(message.date_sent)])),
      ),
    ].sort((a, b) => a - b);
    const between = (index: number): Date => {
      const lower = sentTimes[index] ?? 0;
      return new Date(Math.floor((lower + (sentTimes[index + 1] ?? lower)) / 2_000) * 1_000);
    };
    const after = between(Math.floor(sentTimes.length / 4));
    const before = between(Math.floor((sentTimes.length * 3) / 4));
    const expected = stored().filter((message) => {
      const sent = message.date_sent === null ? NaN : Date.parse(message.date_sent);
      return sent >= after.getTime() && sent <= before.getTime();
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(stored().length);
    const { client, httpClient } = demo();
    const messages = await client.messages.list({
      dateSentAfter: after,
      dateSentBefore: before,
      pageSize: 3,
    });
    expect(httpClient.seen.length).toBeGreaterThan(1);
    expect(messages.map((message) => message.sid).sort()).toEqual(
      expected.map((message) => message.sid).sort(),
    );
  });

  it('page({ pageNumber }) over a filtered list sees each message once', async () => {
    const { ours } = correspondent();
    const expected = stored().filter((message) => message.from === ours);
    const { client } = demo();
    const seen: string[] = [];
    for (let pageNumber = 0; pageNumber < 100; pageNumber += 1) {
      const page = await client.messages.page({ from: ours, pageSize: 2, pageNumber });
      seen.push(...page.instances.map((message) => message.sid));
      if (page.nextPageUrl === undefined) break;
    }
    expect(seen.length).toBe(expected.length);
    expect([...seen].sort()).toEqual(expected.map((message) => message.sid).sort());
  });

  it('each() over every message sees each once', async () => {
    const { client } = demo();
    const sids: string[] = [];
    await client.messages.each({ pageSize: 7 }, (message) => {
      sids.push(message.sid);
    });
    expect(sids.length).toBe(stored().length);
    expect(new Set(sids).size).toBe(sids.length);
  });

  it('fetch() parses every field the way it would from Twilio', async () => {
    const failed = stored().find(
      (message) => message.status === 'failed' || message.status === 'undelivered',
    );
    if (failed === undefined) throw new Error('The demo seed has no failed message');
    const { client } = demo();
    const message = await client.messages(failed.sid).fetch();
    expect(message).toMatchObject({
      sid: failed.sid,
      accountSid: DEMO_ACCOUNT.accountSid,
      from: failed.from,
      to: failed.to,
      body: failed.body,
      status: failed.status,
      direction: failed.direction,
      numSegments: failed.num_segments,
      numMedia: failed.num_media,
      errorCode: failed.error_code,
      apiVersion: '2010-04-01',
      uri: failed.uri,
    });
    expect(typeof message.errorCode).toBe('number');
    expect(message.dateCreated.getTime()).toBe(Date.parse(failed.date_created));
    expect(message.subresourceUris).toMatchObject({ media: expect.stringMatching(/\/Media\.json$/) });
  });

  it('media.list() lists an MMS’s media', async () => {
    const mms = stored().find((message) => Number(message.num_media) > 0);
    if (mms === undefined) throw new Error('The demo seed has no MMS');
    const { client } = demo();
    const media = await client.messages(mms.sid).media.list();
    expect(media).toHaveLength(Number(mms.num_media));
    for (const item of media) {
      expect(item.sid).toMatch(/^ME[0-9a-f]{32}$/);
      expect(item.parentSid).toBe(mms.sid);
      expect(item.contentType).toMatch(/^image\/(png|jpeg)$/);
      const fetched = await client.messages(mms.sid).media(item.sid).fetch();
      expect(fetched.uri).toBe(item.uri);
    }
  });

  it('create() answers a queued message whose status advances on the emulator’s clock', async () => {
    const { contact, ours } = correspondent();
    const { client } = demo();
    const created = await client.messages.create({
      to: contact,
      from: ours,
      body: 'Hello from twilio-node 👋',
    });
    expect(created).toMatchObject({ status: 'queued', direction: 'outbound-api', to: contact, from: ours });
    expect(created.sid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(created.body).toBe('Hello from twilio-node 👋');
    const statuses: string[] = [];
    for (const at of [0, DELAYS.sending, DELAYS.sent, DELAYS.delivered]) {
      clock = START + at;
      statuses.push((await client.messages(created.sid).fetch()).status);
    }
    expect(statuses).toEqual(['queued', 'sending', 'sent', 'delivered']);
    const listed = await client.messages.list({ to: contact, limit: 1 });
    expect(listed[0]?.sid).toBe(created.sid);
  });

  it('create() with mediaUrl answers an MMS with its media', async () => {
    const { contact, ours } = correspondent();
    const { client } = demo();
    const created = await client.messages.create({
      to: contact,
      from: ours,
      mediaUrl: ['https://example.com/one.png', 'https://example.com/two.jpg'],
    });
    expect(created.sid).toMatch(/^MM[0-9a-f]{32}$/);
    expect(created.numMedia).toBe('2');
    expect(await client.messages(created.sid).media.list()).toHaveLength(2);
  });
});

describe('deleting and redacting', () => {
  it("update({ body: '' }) redacts a message, and remove() deletes one once it is sent", async () => {
    const { contact, ours } = correspondent();
    const { client } = demo();
    const received = stored().find((message) => message.direction === 'inbound');
    if (received === undefined) throw new Error('The demo seed has no inbound message');
    const redacted = await client.messages(received.sid).update({ body: '' });
    expect(redacted).toMatchObject({ sid: received.sid, body: '', from: received.from });

    const created = await client.messages.create({ to: contact, from: ours, body: 'Delete me' });
    await expectRestException(client.messages(created.sid).remove(), 400, 20009);
    clock = START + DELAYS.delivered;
    expect(await client.messages(created.sid).remove()).toBe(true);
    await expectRestException(client.messages(created.sid).fetch(), 404, 20404);
  });
});

describe('Messaging Services and scheduled messages', () => {
  it('lists the services page by page and the numbers in each', async () => {
    const { client, httpClient } = demo();
    const services = await client.messaging.v1.services.list({ pageSize: 1 });
    expect(services.map((service) => service.friendlyName)).toEqual([
      DEMO_SERVICES.shop.friendlyName,
      DEMO_SERVICES.support.friendlyName,
    ]);
    expect(httpClient.seen.filter((request) => request === 'GET /v1/Services')).toHaveLength(2);
    const support = services[1];
    const numbers = await client.messaging.v1.services(support?.sid ?? '').phoneNumbers.list();
    expect(numbers.map((number) => number.phoneNumber)).toEqual([...DEMO_SERVICES.support.phoneNumbers]);
    expect(numbers[0]?.dateCreated).toBeInstanceOf(Date);
  });

  it('schedules a message through a service, which stays scheduled until its time, and cancels another', async () => {
    const { client } = demo();
    const [shop] = await client.messaging.v1.services.list();
    const schedule = (hours: number) =>
      client.messages.create({
        to: '+14155559876',
        messagingServiceSid: shop?.sid ?? '',
        body: 'Your bike is ready.',
        scheduleType: 'fixed',
        sendAt: new Date(START + hours * 3_600_000),
      });
    const kept = await schedule(2);
    expect(kept).toMatchObject({ status: 'scheduled', messagingServiceSid: shop?.sid });
    const dropped = await schedule(3);
    expect((await client.messages(dropped.sid).update({ status: 'canceled' })).status).toBe('canceled');

    clock = START + 2 * 3_600_000 + DELAYS.delivered;
    expect((await client.messages(kept.sid).fetch()).status).toBe('delivered');
    expect((await client.messages(dropped.sid).fetch()).status).toBe('canceled');
    await expectRestException(client.messages(dropped.sid).update({ status: 'canceled' }), 400, 30409);
    await expectRestException(schedule(0.1), 400, 35114);
  });
});

describe('Usage Records this month', () => {
  it("reads this month's SMS and MMS with their counts, prices and dates", async () => {
    const { client } = demo();
    const [sms] = await client.usage.records.thisMonth.list({ category: 'sms' });
    const all = await client.usage.records.thisMonth.list({ pageSize: 1 });
    expect(all.map((record) => record.category)).toEqual(['sms', 'mms', 'totalprice']);
    expect(sms).toMatchObject({ category: 'sms', priceUnit: 'USD', countUnit: 'messages' });
    expect(Number(sms?.count)).toBeGreaterThan(0);
    expect(sms?.price).toBeGreaterThan(0);
    expect(sms?.startDate).toBeInstanceOf(Date);
    expect(sms?.startDate.toISOString().slice(0, 10)).toBe('2026-01-01');
  });
});

describe('Subaccounts', () => {
  it("lists the account and its subaccounts, and reads a subaccount's numbers with the parent's token", async () => {
    const { client, httpClient } = demo();
    const accounts = await client.api.v2010.accounts.list({ pageSize: 2 });
    expect(accounts.map(({ friendlyName, status }) => [friendlyName, status])).toEqual([
      [DEMO_ACCOUNT.friendlyName, 'active'],
      ['Downtown store', 'active'],
      ['Summer pop-up 2025', 'closed'],
    ]);
    const numbers = await client.api.v2010.accounts(DEMO_SUBACCOUNT.accountSid).incomingPhoneNumbers.list();
    expect(numbers.map((number) => number.phoneNumber)).toEqual([DEMO_SUBACCOUNT_NUMBER]);
    expect(httpClient.seen).toContain(
      `GET /2010-04-01/Accounts/${DEMO_SUBACCOUNT.accountSid}/IncomingPhoneNumbers.json`,
    );
  });
});

describe('API key authentication', () => {
  it('twilio(apiKeySid, apiKeySecret, { accountSid }) works', async () => {
    const { client, httpClient } = clientFor(
      DEMO_ACCOUNT.apiKeySid,
      DEMO_ACCOUNT.apiKeySecret,
      DEMO_ACCOUNT.accountSid,
    );
    const numbers = await client.incomingPhoneNumbers.list();
    expect(numbers.length).toBe(DEMO_SMS_NUMBERS.length + 1);
    expect(httpClient.seen[0]).toBe(
      `GET /2010-04-01/Accounts/${DEMO_ACCOUNT.accountSid}/IncomingPhoneNumbers.json`,
    );
  });

  it('another account’s key on this account’s path is refused with 20003', async () => {
    const { client } = clientFor(
      OTHER_ACCOUNT.apiKeySid,
      OTHER_ACCOUNT.apiKeySecret,
      DEMO_ACCOUNT.accountSid,
    );
    await expectRestException(client.messages.list(), 401, 20003);
  });
});

describe('client.api.baseUrl pointed at the emulator', () => {
  it('works as well as a custom RequestClient', async () => {
    const client = twilio(DEMO_ACCOUNT.accountSid, DEMO_ACCOUNT.authToken);
    client.api.baseUrl = server.url;
    const numbers = await client.incomingPhoneNumbers.list({ pageSize: 3 });
    expect(numbers.length).toBe(DEMO_SMS_NUMBERS.length + 1);
  });
});

async function expectRestException(promise: Promise<unknown>, status: number, code: number): Promise<void> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(twilio.RestException);
  expect(error).toMatchObject({ status, code, moreInfo: `https://www.twilio.com/docs/errors/${code}` });
}

describe('errors arrive as RestException with Twilio’s status and code', () => {
  it('20003 for a wrong auth token', async () => {
    const { client } = clientFor(DEMO_ACCOUNT.accountSid, 'f'.repeat(32));
    await expectRestException(client.incomingPhoneNumbers.list(), 401, 20003);
  });

  it('20404 for an unknown message', async () => {
    await expectRestException(
      demo()
        .client.messages(`SM${'0'.repeat(32)}`)
        .fetch(),
      404,
      20404,
    );
  });

  it('20007 for pageSize 1001', async () => {
    await expectRestException(demo().client.messages.list({ pageSize: 1001 }), 400, 20007);
  });

  it('PageSize 1000 is accepted', async () => {
    const page = await demo().client.messages.page({ pageSize: 1000 });
    expect(page.instances.length).toBe(Math.min(1000, stored().length));
  });

  type Params = Parameters<ReturnType<typeof demo>['client']['messages']['create']>[0];
  const sends: [string, number, (contact: string, ours: string) => Params][] = [
    ['21604 for an empty To', 21604, (_, ours) => ({ to: '', from: ours, body: 'hi' })],
    ['21603 without From', 21603, (contact) => ({ to: contact, body: 'hi' })],
    ['21211 for an invalid To', 21211, (_, ours) => ({ to: '12', from: ours, body: 'hi' })],
    ['21602 without Body or MediaUrl', 21602, (contact, ours) => ({ to: contact, from: ours })],
    [
      '21606 from a voice-only number',
      21606,
      (contact) => ({ to: contact, from: DEMO_VOICE_ONLY_NUMBER, body: 'hi' }),
    ],
    [
      '21610 to an unsubscribed recipient',
      21610,
      (_, ours) => ({ to: '+15005550004', from: ours, body: 'hi' }),
    ],
    [
      '21617 for a body over 1600 characters',
      21617,
      (contact, ours) => ({ to: contact, from: ours, body: 'é'.repeat(1601) }),
    ],
  ];
  it.each(sends)('%s', async (_, code, params) => {
    const { contact, ours } = correspondent();
    await expectRestException(demo().client.messages.create(params(contact, ours)), 400, code);
  });

  it('21610 to the demo contact who texted STOP, from the number they unsubscribed from', async () => {
    const stop = stored().find(
      (message) => message.from === DEMO_OPTED_OUT_CONTACT && /^stop$/i.test(message.body.trim()),
    );
    if (stop === undefined) throw new Error('The demo seed has no STOP message');
    const { client } = demo();
    await expectRestException(
      client.messages.create({ to: stop.from, from: stop.to, body: 'hi' }),
      400,
      21610,
    );
  });

  it('20429 when too many requests are in flight', async () => {
    server.emulator.setFaults({ maxInFlight: 1, latencyMs: 150 });
    const { client } = demo();
    const sid = stored()[0]?.sid ?? '';
    const outcomes = await Promise.allSettled([1, 2, 3, 4].map(() => client.messages(sid).fetch()));
    const rejected = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(rejected.length).toBeGreaterThan(0);
    expect(outcomes.some((outcome) => outcome.status === 'fulfilled')).toBe(true);
    for (const outcome of rejected) {
      await expectRestException(Promise.reject(outcome.reason), 429, 20429);
    }
  });

  it('500 and 503 from the fault injector arrive as RestException 20500 / 20503', async () => {
    server.emulator.setFaults({ errorRate: 1 });
    const { client } = demo();
    const statuses = new Set<number>();
    for (let attempt = 0; attempt < 60 && statuses.size < 2; attempt += 1) {
      const error: unknown = await client.incomingPhoneNumbers.list().then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(twilio.RestException);
      const { status, code } = error as { status: number; code: number };
      expect(code).toBe(status === 500 ? 20500 : 20503);
      statuses.add(status);
    }
    expect([...statuses].sort()).toEqual([500, 503]);
  });
});

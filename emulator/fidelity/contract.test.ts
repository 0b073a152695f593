// Contract tests: every body the emulator answers for the 2010-04-01 operations it supports is checked
// against the schema Twilio's own OpenAPI description declares for that path, method and status. The
// validators are closed and complete (see openapi.ts), so a missing field, an extra field or a number
// where Twilio sends a string fails here.
import { beforeEach, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../src/core/emulator';
import { DEMO_ACCOUNT, DEMO_SUBACCOUNT, OTHER_ACCOUNT } from '../src/core/accounts';
import { DEMO_SMS_NUMBERS, DEMO_VOICE_ONLY_NUMBER } from '../src/core/seed';
import { PATHS, responseValidator, twilioErrorValidator, type BodyValidator } from './openapi';
import { busiestConversation, type Conversation } from './demo-data';
import { basicAuth, call, list, record, type Answer, type CallOptions } from './requests';

const ACCOUNT = DEMO_ACCOUNT.accountSid;
const BASE = `/2010-04-01/Accounts/${ACCOUNT}`;
const AUTH = basicAuth(ACCOUNT, DEMO_ACCOUNT.authToken);

let clock = Date.UTC(2026, 0, 15, 12, 0, 0);
const DELAYS = { sending: 1_000, sent: 2_000, delivered: 3_000 };
let emulator: Emulator;

beforeEach(() => {
  clock = Date.UTC(2026, 0, 15, 12, 0, 0);
  emulator = createEmulator({ now: () => clock, statusDelaysMs: DELAYS });
});

function get(path: string, options: CallOptions = {}): Promise<Answer> {
  return call(emulator, path, { auth: AUTH, ...options });
}

/** Asserts the answer's status and that its body conforms, printing the problems when it does not. */
function expectConforms(answer: Answer, status: number, validate: BodyValidator): Record<string, unknown> {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.response.headers.get('Content-Type')).toMatch(/^application\/json/);
  // api.twilio.com tags every answer, errors included, with a request id.
  expect(answer.response.headers.get('Twilio-Request-Id')).toMatch(/^RQ[0-9a-f]{32}$/);
  expect(validate(answer.body)).toEqual([]);
  return record(answer.body);
}

function expectTwilioError(answer: Answer, status: number, code: number): Record<string, unknown> {
  const body = expectConforms(answer, status, twilioErrorValidator());
  expect(body).toMatchObject({ status, code, more_info: `https://www.twilio.com/docs/errors/${code}` });
  expect(body.message).toEqual(expect.any(String));
  expect(body.message).not.toBe('');
  return body;
}

/** Follows next_page_uri from `first` to the end, validating every page on the way. */
async function walkPages(first: string, validate: BodyValidator): Promise<Record<string, unknown>[]> {
  const pages: Record<string, unknown>[] = [];
  let next: unknown = first;
  while (typeof next === 'string') {
    const page = expectConforms(await get(next), 200, validate);
    pages.push(page);
    expect(pages.length).toBeLessThan(500);
    next = page.next_page_uri;
  }
  expect(next).toBeNull();
  return pages;
}

function conversation(): Conversation {
  return busiestConversation(emulator.listMessages(ACCOUNT));
}

function mediaMessageSids(): string[] {
  return emulator
    .listMessages(ACCOUNT)
    .filter((message) => Number(message.num_media) > 0)
    .map((message) => message.sid);
}

describe('IncomingPhoneNumbers.json', () => {
  const validate = (): BodyValidator => responseValidator(PATHS.incomingPhoneNumbers, 'get', 200);

  it('default page conforms and lists every demo number', async () => {
    const page = expectConforms(await get(`${BASE}/IncomingPhoneNumbers.json`), 200, validate());
    const numbers = list(page, 'incoming_phone_numbers').map((item) => item.phone_number);
    expect(new Set(numbers)).toEqual(new Set([...DEMO_SMS_NUMBERS, DEMO_VOICE_ONLY_NUMBER]));
    expect(page).toMatchObject({
      page: 0,
      page_size: 50,
      start: 0,
      next_page_uri: null,
      previous_page_uri: null,
    });
  });

  it('first, middle and last pages of PageSize=1 conform', async () => {
    const pages = await walkPages(`${BASE}/IncomingPhoneNumbers.json?PageSize=1`, validate());
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages.map((page) => page.page)).toEqual(pages.map((_, index) => index));
    expect(pages[0]?.previous_page_uri).toBeNull();
    expect(pages[1]?.previous_page_uri).toEqual(expect.stringMatching(/^\/2010-04-01\//));
  });

  it.each([
    ['Beta=false', (): string => 'Beta=false'],
    ['PhoneNumber', (): string => `PhoneNumber=${encodeURIComponent(DEMO_VOICE_ONLY_NUMBER)}`],
    ['FriendlyName (no match)', (): string => 'FriendlyName=No%20such%20name'],
  ])('filtered by %s conforms', async (_, query) => {
    expectConforms(await get(`${BASE}/IncomingPhoneNumbers.json?${query()}`), 200, validate());
  });

  it('items have PN sids, E.164 numbers, four boolean capabilities and relative URIs', async () => {
    const page = await get(`${BASE}/IncomingPhoneNumbers.json`);
    for (const item of list(page.body, 'incoming_phone_numbers')) {
      expect(item.sid).toMatch(/^PN[0-9a-f]{32}$/);
      expect(item.uri).toBe(`${BASE}/IncomingPhoneNumbers/${String(item.sid)}.json`);
      expect(Object.values(record(item.capabilities)).every((flag) => typeof flag === 'boolean')).toBe(true);
    }
  });
});

describe('Messages.json list', () => {
  const validate = (): BodyValidator => responseValidator(PATHS.messages, 'get', 200);

  it('unfiltered first, middle and last pages conform and are newest first', async () => {
    const pages = await walkPages(`${BASE}/Messages.json?PageSize=5`, validate());
    expect(pages.length).toBeGreaterThanOrEqual(3);
    const messages = pages.flatMap((page) => list(page, 'messages'));
    expect(messages.length).toBe(emulator.listMessages(ACCOUNT).length);
    const created = messages.map((message) => Date.parse(String(message.date_created)));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it('pages addressed by Page number conform too', async () => {
    const first = expectConforms(await get(`${BASE}/Messages.json?PageSize=5&Page=0`), 200, validate());
    expect(first.next_page_uri).toEqual(expect.any(String));
    expectConforms(await get(`${BASE}/Messages.json?PageSize=5&Page=1`), 200, validate());
  });

  it('filtered by From and by To conform, across pages', async () => {
    const { contact, ours } = conversation();
    const byFrom = await walkPages(
      `${BASE}/Messages.json?From=${encodeURIComponent(ours)}&PageSize=2`,
      validate(),
    );
    expect(byFrom.flatMap((page) => list(page, 'messages')).every((m) => m.from === ours)).toBe(true);
    const byTo = await walkPages(
      `${BASE}/Messages.json?To=${encodeURIComponent(contact)}&PageSize=1`,
      validate(),
    );
    expect(byTo.flatMap((page) => list(page, 'messages')).every((m) => m.to === contact)).toBe(true);
  });

  it.each(['DateSent>=2020-01-01', 'DateSent<=2020-01-01', 'DateSent=2020-01-01'])(
    'filtered by %s conforms',
    async (filter) => {
      expectConforms(
        await get(`${BASE}/Messages.json?${filter.replace(/[<>]/, encodeURIComponent)}`),
        200,
        validate(),
      );
    },
  );

  it('an empty list conforms', async () => {
    const page = expectConforms(await get(`${BASE}/Messages.json?To=%2B19998887777`), 200, validate());
    expect(page).toMatchObject({ messages: [], next_page_uri: null, start: 0 });
  });

  it('an account with no data answers a conforming empty list', async () => {
    emulator.seed({ kind: 'empty' });
    const page = expectConforms(await get(`${BASE}/Messages.json`), 200, validate());
    expect(page.messages).toEqual([]);
  });
});

describe('Messages/{Sid}.json', () => {
  it('every stored message conforms when fetched', async () => {
    const validate = responseValidator(PATHS.message, 'get', 200);
    const sids = emulator.listMessages(ACCOUNT).map((message) => message.sid);
    expect(sids.length).toBeGreaterThan(0);
    for (const sid of sids) {
      const body = expectConforms(await get(`${BASE}/Messages/${sid}.json`), 200, validate);
      expect(body.sid).toBe(sid);
    }
  });

  it('a redaction (POST Body empty) answers 200 with a conforming message whose body is empty', async () => {
    const validate = responseValidator(PATHS.message, 'post', 200);
    const sid = emulator.listMessages(ACCOUNT)[0]?.sid;
    const body = expectConforms(
      await get(`${BASE}/Messages/${sid}.json`, { method: 'POST', form: [['Body', '']] }),
      200,
      validate,
    );
    expect(body).toMatchObject({ sid, body: '' });
  });

  it('a DELETE answers 204 with no body, then 404; one still being sent is a Twilio-shaped 20009', async () => {
    const sid = emulator.listMessages(ACCOUNT)[0]?.sid;
    const deleted = await get(`${BASE}/Messages/${sid}.json`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expectTwilioError(await get(`${BASE}/Messages/${sid}.json`), 404, 20404);
    const queued = record(
      (
        await get(`${BASE}/Messages.json`, {
          method: 'POST',
          form: [
            ['To', '+14155551234'],
            ['From', DEMO_SMS_NUMBERS[0] ?? ''],
            ['Body', 'Hello'],
          ],
        })
      ).body,
    );
    expectTwilioError(
      await get(`${BASE}/Messages/${String(queued.sid)}.json`, { method: 'DELETE' }),
      400,
      20009,
    );
  });

  it('the demo seed covers the shapes that matter: inbound, outbound, MMS, failed, undelivered', () => {
    const messages = emulator.listMessages(ACCOUNT);
    expect(messages.some((m) => m.direction === 'inbound')).toBe(true);
    expect(messages.some((m) => m.direction !== 'inbound')).toBe(true);
    expect(messages.some((m) => m.sid.startsWith('MM') && Number(m.num_media) > 0)).toBe(true);
    expect(messages.some((m) => m.status === 'failed' && typeof m.error_code === 'number')).toBe(true);
    expect(messages.some((m) => m.status === 'undelivered' && typeof m.error_code === 'number')).toBe(true);
  });
});

describe('POST Messages.json', () => {
  it('answers 201 with a conforming queued message that then moves through the status clock', async () => {
    const { contact, ours } = conversation();
    const created = expectConforms(
      await get(`${BASE}/Messages.json`, {
        form: [
          ['To', contact],
          ['From', ours],
          ['Body', 'Contract test ✓'],
        ],
      }),
      201,
      responseValidator(PATHS.messages, 'post', 201),
    );
    expect(created).toMatchObject({
      status: 'queued',
      direction: 'outbound-api',
      num_media: '0',
      to: contact,
    });
    const fetchValidator = responseValidator(PATHS.message, 'get', 200);
    const seen: unknown[] = [];
    for (const at of [0, DELAYS.sending, DELAYS.sent, DELAYS.delivered]) {
      clock = Date.UTC(2026, 0, 15, 12, 0, 0) + at;
      const body = expectConforms(await get(String(created.uri)), 200, fetchValidator);
      seen.push(body.status);
    }
    expect(seen).toEqual(['queued', 'sending', 'sent', 'delivered']);
  });

  it('answers 201 for an MMS whose media list and media resources conform', async () => {
    const { contact, ours } = conversation();
    const created = expectConforms(
      await get(`${BASE}/Messages.json`, {
        form: [
          ['To', contact],
          ['From', ours],
          ['MediaUrl', 'https://example.com/a.png'],
          ['MediaUrl', 'https://example.com/b.jpg'],
        ],
      }),
      201,
      responseValidator(PATHS.messages, 'post', 201),
    );
    expect(created.sid).toMatch(/^MM[0-9a-f]{32}$/);
    expect(created.num_media).toBe('2');
    const mediaUri = record(created.subresource_uris).media;
    const page = expectConforms(
      await get(String(mediaUri)),
      200,
      responseValidator(PATHS.mediaList, 'get', 200),
    );
    expect(list(page, 'media_list')).toHaveLength(2);
  });
});

describe('Media', () => {
  it('Media.json and Media/{Sid}.json conform for every MMS in the demo seed', async () => {
    const sids = mediaMessageSids();
    expect(sids.length).toBeGreaterThan(0);
    for (const sid of sids) {
      const page = expectConforms(
        await get(`${BASE}/Messages/${sid}/Media.json`),
        200,
        responseValidator(PATHS.mediaList, 'get', 200),
      );
      const items = list(page, 'media_list');
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(item.parent_sid).toBe(sid);
        expectConforms(await get(String(item.uri)), 200, responseValidator(PATHS.media, 'get', 200));
      }
    }
  });

  it('each media resource’s content_type is what its bytes are served as', async () => {
    const sid = mediaMessageSids()[0] ?? '';
    const page = await get(`${BASE}/Messages/${sid}/Media.json`);
    for (const item of list(page.body, 'media_list')) {
      // The media itself is the resource URI without `.json`: a redirect to the bytes on a CDN.
      const redirect = await get(String(item.uri).replace(/\.json$/, ''));
      expect(redirect.status).toBe(307);
      const location = new URL(redirect.response.headers.get('Location') ?? '');
      expect(location.origin).toBe('https://api.twilio.com');
      const bytes = await emulator.handle(new Request(location));
      expect(bytes.status).toBe(200);
      expect(bytes.headers.get('Content-Type')).toBe(item.content_type);
      const head = new Uint8Array(await bytes.arrayBuffer()).slice(0, 3);
      const magic = item.content_type === 'image/png' ? [0x89, 0x50, 0x4e] : [0xff, 0xd8, 0xff];
      expect([...head]).toEqual(magic);
    }
  });

  it('a message without media has a conforming empty media list', async () => {
    const plain = emulator.listMessages(ACCOUNT).find((message) => message.num_media === '0');
    const page = expectConforms(
      await get(`${BASE}/Messages/${String(plain?.sid)}/Media.json`),
      200,
      responseValidator(PATHS.mediaList, 'get', 200),
    );
    expect(page.media_list).toEqual([]);
  });
});

describe('other sources of data', () => {
  it('every page of a large generated account conforms', async () => {
    emulator.seed({ kind: 'large', numbers: 40, smsNumbers: 25, messages: 300, randomSeed: 7 });
    const numbers = await walkPages(
      `${BASE}/IncomingPhoneNumbers.json?PageSize=15`,
      responseValidator(PATHS.incomingPhoneNumbers, 'get', 200),
    );
    expect(numbers.flatMap((page) => list(page, 'incoming_phone_numbers'))).toHaveLength(40);
    const messages = await walkPages(
      `${BASE}/Messages.json?PageSize=100`,
      responseValidator(PATHS.messages, 'get', 200),
    );
    expect(messages.flatMap((page) => list(page, 'messages'))).toHaveLength(300);
  });

  it('an inbound message delivered through the control API conforms, with its media', async () => {
    const { contact, ours } = conversation();
    const sms = emulator.deliverInbound({ from: contact, to: ours, body: 'Inbound ✓' });
    const fetched = expectConforms(await get(sms.uri), 200, responseValidator(PATHS.message, 'get', 200));
    expect(fetched).toMatchObject({ direction: 'inbound', status: 'received', from: contact, to: ours });
    const mms = emulator.deliverInbound({
      from: contact,
      to: ours,
      mediaUrls: ['https://example.com/c.png'],
    });
    const page = expectConforms(
      await get(mms.subresource_uris.media),
      200,
      responseValidator(PATHS.mediaList, 'get', 200),
    );
    expect(list(page, 'media_list')).toHaveLength(1);
  });
});

describe('error bodies', () => {
  it('401 20003 without credentials, with a Basic challenge', async () => {
    const answer = await get(`${BASE}/Messages.json`, { auth: null });
    const body = expectTwilioError(answer, 401, 20003);
    expect(body.message).toBe('Authenticate');
    expect(answer.response.headers.get('WWW-Authenticate')).toBe('Basic realm="Twilio API"');
  });

  it.each([
    ['a wrong auth token', (): string => basicAuth(ACCOUNT, '0'.repeat(32))],
    [
      'another account’s API key',
      (): string => basicAuth(OTHER_ACCOUNT.apiKeySid, OTHER_ACCOUNT.apiKeySecret),
    ],
    ['another account’s token', (): string => basicAuth(OTHER_ACCOUNT.accountSid, OTHER_ACCOUNT.authToken)],
  ])('401 20003 with %s', async (_, auth) => {
    expectTwilioError(await get(`${BASE}/IncomingPhoneNumbers.json`, { auth: auth() }), 401, 20003);
  });

  it('404 20404 for an unknown message, media and path', async () => {
    const missing = `${BASE}/Messages/SM${'0'.repeat(32)}.json`;
    const body = expectTwilioError(await get(missing), 404, 20404);
    expect(body.message).toBe(`The requested resource ${missing} was not found`);
    const mms = mediaMessageSids()[0] ?? '';
    expectTwilioError(await get(`${BASE}/Messages/${mms}/Media/ME${'0'.repeat(32)}.json`), 404, 20404);
    expectTwilioError(await get(`${BASE}/Nothing.json`), 404, 20404);
  });

  it.each(['Messages.json', 'IncomingPhoneNumbers.json'])(
    '400 20007 for PageSize=1001 on %s',
    async (path) => {
      expectTwilioError(await get(`${BASE}/${path}?PageSize=1001`), 400, 20007);
    },
  );

  it('PageSize=1000 is still a conforming page', async () => {
    const page = expectConforms(
      await get(`${BASE}/Messages.json?PageSize=1000`),
      200,
      responseValidator(PATHS.messages, 'get', 200),
    );
    expect(page.page_size).toBe(1000);
  });

  describe('send validation', () => {
    type Form = [string, string][];
    const cases: [string, number, (contact: string, ours: string) => Form][] = [
      [
        'missing To',
        21604,
        (_, ours) => [
          ['From', ours],
          ['Body', 'hi'],
        ],
      ],
      [
        'missing From',
        21603,
        (contact) => [
          ['To', contact],
          ['Body', 'hi'],
        ],
      ],
      [
        'an invalid To',
        21211,
        (_, ours) => [
          ['To', '123'],
          ['From', ours],
          ['Body', 'hi'],
        ],
      ],
      [
        'a voice-only From',
        21606,
        (contact) => [
          ['To', contact],
          ['From', DEMO_VOICE_ONLY_NUMBER],
          ['Body', 'hi'],
        ],
      ],
      [
        'no Body and no MediaUrl',
        21602,
        (contact, ours) => [
          ['To', contact],
          ['From', ours],
        ],
      ],
      [
        'a Body over 1600 characters',
        21617,
        (contact, ours) => [
          ['To', contact],
          ['From', ours],
          ['Body', 'x'.repeat(1601)],
        ],
      ],
      // Twilio's documented magic number for a recipient who replied STOP.
      [
        'an unsubscribed recipient',
        21610,
        (_, ours) => [
          ['To', '+15005550004'],
          ['From', ours],
          ['Body', 'hi'],
        ],
      ],
    ];
    it.each(cases)('400 for %s (%i)', async (_, code, form) => {
      const { contact, ours } = conversation();
      expectTwilioError(await get(`${BASE}/Messages.json`, { form: form(contact, ours) }), 400, code);
    });
  });

  it('429 20429 when more requests are in flight than allowed', async () => {
    emulator.setFaults({ maxInFlight: 1, latencyMs: 100 });
    const answers = await Promise.all([1, 2, 3].map(() => get(`${BASE}/Messages.json?PageSize=1`)));
    const limited = answers.filter((answer) => answer.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    for (const answer of limited) expectTwilioError(answer, 429, 20429);
  });

  it('500 and 503 answers are Twilio-shaped errors', async () => {
    emulator.setFaults({ errorRate: 1 });
    const statuses = new Set<number>();
    for (let attempt = 0; attempt < 60 && statuses.size < 2; attempt += 1) {
      const answer = await get(`${BASE}/Messages.json?PageSize=1`);
      expect([500, 503]).toContain(answer.status);
      expectTwilioError(answer, answer.status, record(answer.body).code as number);
      expect(record(answer.body).code).toBe(answer.status === 500 ? 20500 : 20503);
      statuses.add(answer.status);
    }
    expect([...statuses].sort()).toEqual([500, 503]);
  });
});

describe('GET Usage/Records/ThisMonth.json', () => {
  it('every page, one category and a category of nothing used conform', async () => {
    const pages = await walkPages(
      `${BASE}/Usage/Records/ThisMonth.json?PageSize=1`,
      responseValidator(PATHS.usageThisMonth, 'get', 200),
    );
    expect(pages.flatMap((page) => list(page, 'usage_records').map((item) => item.category))).toEqual([
      'sms',
      'mms',
      'totalprice',
    ]);
    for (const category of ['mms', 'calls'])
      expectConforms(
        await get(`${BASE}/Usage/Records/ThisMonth.json?Category=${category}`),
        200,
        responseValidator(PATHS.usageThisMonth, 'get', 200),
      );
  });

  it('a category that cannot be one is a Twilio-shaped 400', async () => {
    expectTwilioError(await get(`${BASE}/Usage/Records/ThisMonth.json?Category=sms%3Bdrop`), 400, 20001);
  });
});

describe('Accounts', () => {
  it('every page of the list, filtered by status, and one subaccount fetched by its parent conform', async () => {
    const pages = await walkPages(
      '/2010-04-01/Accounts.json?PageSize=1',
      responseValidator(PATHS.accounts, 'get', 200),
    );
    expect(pages.flatMap((page) => list(page, 'accounts').map((item) => item.status))).toEqual([
      'active',
      'active',
      'closed',
    ]);
    expectConforms(
      await get('/2010-04-01/Accounts.json?Status=closed'),
      200,
      responseValidator(PATHS.accounts, 'get', 200),
    );
    const sub = expectConforms(
      await get(`/2010-04-01/Accounts/${DEMO_SUBACCOUNT.accountSid}.json`),
      200,
      responseValidator(PATHS.account, 'get', 200),
    );
    expect(sub).toMatchObject({ owner_account_sid: ACCOUNT, sid: DEMO_SUBACCOUNT.accountSid });
  });

  it("another account's subaccount is a Twilio-shaped 401", async () => {
    expectTwilioError(
      await get(`/2010-04-01/Accounts/${DEMO_SUBACCOUNT.accountSid}.json`, {
        auth: basicAuth(OTHER_ACCOUNT.accountSid, OTHER_ACCOUNT.authToken),
      }),
      401,
      20003,
    );
  });
});

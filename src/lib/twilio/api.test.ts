import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, OTHER_ACCOUNT } from '../../../emulator/src/core/accounts';
import { FOREIGN_ORIGIN } from '../../../emulator/src/core/listQuirks';
import {
  DEMO_CLINIC_NUMBER,
  DEMO_SMS_NUMBERS,
  DEMO_VOICE_ONLY_NUMBER,
  largeSeedBusyNumber,
} from '../../../emulator/src/core/seed';
import { demo } from '../../test/render';
import { providerPostedForms, providerRequests, testEmulator } from '../../test/emulator';
import {
  checkCredentials,
  deleteMessage,
  fetchMediaBlob,
  fetchMessage,
  isOwnMediaUrl,
  listMediaFiles,
  listMessages,
  listMessagesPage,
  listSmsPhoneNumbers,
  offeredNextPage,
  redactMessage,
  sendMessage,
  type PhoneNumbersProgress,
} from './api';
import type { Credentials } from './credentials';
import { ProviderError } from './errors';
import type { Message } from './models';
import { resolveProviderUri } from './wire';

const token = demo.credentials('auth-token');
const apiKey = demo.credentials('api-key');

async function rejection(promise: Promise<unknown>): Promise<ProviderError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ProviderError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

function pathOf(url: URL): string {
  return url.pathname.replace(/^\/2010-04-01\/Accounts\/[^/]+/, '');
}

describe('checkCredentials (call 1 with PageSize 1)', () => {
  it.each([
    ['an auth token', token],
    ['an API key', apiKey],
  ])('accepts %s of the account', async (_, credentials) => {
    await expect(checkCredentials(credentials)).resolves.toBeUndefined();
    const [request] = providerRequests();
    expect(request?.pathname).toBe(
      `/2010-04-01/Accounts/${DEMO_ACCOUNT.accountSid}/IncomingPhoneNumbers.json`,
    );
    expect(request?.searchParams.get('PageSize')).toBe('1');
    expect(request?.searchParams.get('Beta')).toBe('false');
  });

  it("maps a wrong token to 'Incorrect credentials'", async () => {
    const error = await rejection(checkCredentials({ ...token, authToken: 'f'.repeat(32) }));
    expect(error.message).toBe('Incorrect credentials');
    expect(error).toMatchObject({ name: 'ProviderError', kind: 'http', status: 401 });
  });

  it("refuses a key of this account on another account's path", async () => {
    const error = await rejection(checkCredentials({ ...apiKey, accountSid: OTHER_ACCOUNT.accountSid }));
    expect(error.message).toBe('Incorrect credentials');
  });

  it('sends empty basic auth for an unknown credential type, which the provider refuses', async () => {
    const error = await rejection(checkCredentials({ ...token, type: '' }));
    expect(error.message).toBe('Incorrect credentials');
  });

  it('maps a dropped connection to the spec wording', async () => {
    testEmulator().setFaults({ dropRate: 1 });
    const error = await rejection(checkCredentials(token));
    expect(error.message).toBe('Incorrect credentials or unable to access your Twilio account');
    expect(error).toMatchObject({ kind: 'network', status: null });
  });

  it("passes a server error through with Twilio's message", async () => {
    testEmulator().setFaults({ errorRate: 1 });
    const error = await rejection(checkCredentials(token));
    expect([500, 503]).toContain(error.status);
    expect(error.kind).toBe('http');
    expect(error.message).not.toMatch(/Request failed with status code/);
    expect(error.message.length).toBeGreaterThan(0);
  });

  it('reports a truncated answer as unreadable, with the status it came with, rather than crashing', async () => {
    testEmulator().setFaults({ truncateRate: 1 });
    const error = await rejection(checkCredentials(token));
    expect(error.message).toMatch(/cannot read/);
    // An answer arrived: not a network failure, and so never retried as one.
    expect(error).toMatchObject({ name: 'ProviderError', kind: 'unreadable', status: 200 });
  });

  it('accepts an account whose first number has a null phone_number (the schema allows it)', async () => {
    testEmulator().setFaults({ nullOnFirstItem: ['phone_number'] });
    await expect(checkCredentials(token)).resolves.toBeUndefined();
  });
});

describe('listSmsPhoneNumbers (call 1, every page)', () => {
  const LARGE = { kind: 'large', numbers: 130, smsNumbers: 101, messages: 0 } as const;

  it('returns the SMS-capable numbers sorted, without voice-only ones', async () => {
    const listing = await listSmsPhoneNumbers(token);
    expect(listing.numbers).toEqual([...DEMO_SMS_NUMBERS].sort());
    expect(listing.numbers).not.toContain(DEMO_VOICE_ONLY_NUMBER);
    expect(listing).toMatchObject({ unreadable: 0, pagesRead: 1, cutShort: null });
  });

  it('follows next_page_uri: PageSize 50, Page incrementing, its PageToken carried', async () => {
    testEmulator().seed(LARGE);
    const progress: number[] = [];
    const listing = await listSmsPhoneNumbers(apiKey, {
      onPage: (soFar) => progress.push(soFar.numbers.length),
    });
    expect(listing.numbers).toHaveLength(101);
    expect(new Set(listing.numbers).size).toBe(101);
    expect(listing.numbers).toEqual([...listing.numbers].sort());
    expect(listing).toMatchObject({ pagesRead: 3, cutShort: null });
    const requests = providerRequests();
    expect(requests.map((url) => url.searchParams.get('Page'))).toEqual(['0', '1', '2']);
    expect(requests.every((url) => url.searchParams.get('PageSize') === '50')).toBe(true);
    expect(requests.every((url) => url.searchParams.get('Beta') === 'false')).toBe(true);
    expect(requests[0]?.searchParams.has('PageToken')).toBe(false);
    expect(requests.slice(1).map((url) => url.searchParams.get('PageToken'))).toEqual([
      expect.stringMatching(/^PA/),
      expect.stringMatching(/^PA/),
    ]);
    // Progress after each page but the last, growing.
    expect(progress).toHaveLength(2);
    expect(progress[0]).toBeLessThan(progress[1] ?? 0);
  });

  it('keeps a path prefix of the configured provider URL when following next_page_uri, and only this list', () => {
    const list = '/twilio/2010-04-01/Accounts/AC1/IncomingPhoneNumbers.json';
    expect(
      offeredNextPage(
        '/2010-04-01/Accounts/AC1/IncomingPhoneNumbers.json?PageSize=50&Page=1&PageToken=PA1',
        'https://proxy.example/twilio',
        list,
      )?.href,
    ).toBe(
      'https://proxy.example/twilio/2010-04-01/Accounts/AC1/IncomingPhoneNumbers.json?PageSize=50&Page=1&PageToken=PA1',
    );
    const apiList = '/2010-04-01/Accounts/AC1/IncomingPhoneNumbers.json';
    for (const foreign of [
      'https://evil.example/2010-04-01/Accounts/AC1/IncomingPhoneNumbers.json',
      '//evil.example/2010-04-01/Accounts/AC1/IncomingPhoneNumbers.json',
      '/2010-04-01/Accounts/AC1/Messages.json?Page=1',
      '/2010-04-01/Accounts/AC2/IncomingPhoneNumbers.json?Page=1',
    ]) {
      expect(offeredNextPage(foreign, 'https://api.twilio.com', apiList), foreign).toBeNull();
    }
  });

  it('goes on from the page that failed when asked again', async () => {
    testEmulator().seed(LARGE);
    const all = await listSmsPhoneNumbers(token);
    const before = providerRequests().length;
    testEmulator().setFaults({ errorOnPage: 1 });
    let progress: PhoneNumbersProgress | undefined;
    await expect(listSmsPhoneNumbers(token, { onPage: (soFar) => (progress = soFar) })).rejects.toThrow(
      ProviderError,
    );
    expect(progress?.numbers.length).toBeGreaterThan(0);

    testEmulator().setFaults({ errorOnPage: null });
    const afterFailure = providerRequests().length;
    const resumed = await listSmsPhoneNumbers(token, { resumeFrom: progress });
    expect(resumed).toEqual(all);
    expect(afterFailure - before).toBe(2);
    const resumedRequests = providerRequests().slice(afterFailure);
    expect(resumedRequests.map((url) => url.searchParams.get('Page'))).toEqual(['1', '2']);
    expect(resumedRequests.every((url) => url.searchParams.get('PageToken')?.startsWith('PA'))).toBe(true);
  });

  it('stops when the provider offers the same page again, and says the list was cut short', async () => {
    testEmulator().setFaults({ endlessPaging: 'same-uri' });
    const listing = await listSmsPhoneNumbers(token);
    expect(listing.numbers).toEqual([...DEMO_SMS_NUMBERS].sort());
    expect(listing).toMatchObject({ pagesRead: 1, cutShort: 'endless' });
    expect(providerRequests()).toHaveLength(1);
  });

  it('stops when a further page brings nothing new, without repeating a number', async () => {
    testEmulator().seed(LARGE);
    testEmulator().setFaults({ endlessPaging: 'next-page' });
    const listing = await listSmsPhoneNumbers(token);
    expect(listing.numbers).toHaveLength(101);
    expect(new Set(listing.numbers).size).toBe(101);
    expect(listing).toMatchObject({ pagesRead: 4, cutShort: 'endless' });
    expect(providerRequests().map((url) => url.searchParams.get('Page'))).toEqual(['0', '1', '2', '3']);
  });

  it('stops at an empty page that still offers more', async () => {
    testEmulator().setFaults({ endlessPaging: 'next-page' });
    const listing = await listSmsPhoneNumbers(token);
    expect(listing.numbers).toEqual([...DEMO_SMS_NUMBERS].sort());
    expect(listing).toMatchObject({ pagesRead: 2, cutShort: 'endless' });
  });

  it('never follows a next page on another origin, and says so', async () => {
    testEmulator().seed(LARGE);
    testEmulator().setFaults({ foreignNextPageUri: true });
    const listing = await listSmsPhoneNumbers(token);
    expect(listing.numbers.length).toBeGreaterThan(0);
    expect(listing.numbers.length).toBeLessThan(101);
    expect(listing).toMatchObject({ pagesRead: 1, cutShort: 'foreign-next-page' });
    expect(providerRequests()).toHaveLength(1);
  });

  it('stops at the page cap', async () => {
    testEmulator().seed(LARGE);
    const listing = await listSmsPhoneNumbers(token, { maxPages: 2 });
    expect(listing).toMatchObject({ pagesRead: 2, cutShort: 'page-cap' });
    expect(providerRequests()).toHaveLength(2);
  });

  it('skips and counts a number without its phone_number, keeping the rest of the page', async () => {
    testEmulator().setFaults({ nullOnFirstItem: ['phone_number'] });
    const listing = await listSmsPhoneNumbers(token);
    // The demo account's first number is the voice-only one.
    expect(listing.numbers).toEqual([...DEMO_SMS_NUMBERS].sort());
    expect(listing.unreadable).toBe(1);
  });

  it('accepts null capabilities as "not known to send SMS"', async () => {
    testEmulator().setFaults({ nullOnFirstItem: ['capabilities', 'sid'] });
    const listing = await listSmsPhoneNumbers(token);
    expect(listing.numbers).toEqual([...DEMO_SMS_NUMBERS].sort());
    expect(listing.unreadable).toBe(0);
  });

  it('refuses a page without its list of numbers as unreadable', async () => {
    testEmulator().setFaults({ truncateRate: 1 });
    await expect(listSmsPhoneNumbers(token)).rejects.toThrow(/cannot read/);
  });

  it('returns an empty list for an account without numbers', async () => {
    testEmulator().seed({ kind: 'empty' });
    await expect(listSmsPhoneNumbers(token)).resolves.toMatchObject({ numbers: [], cutShort: null });
  });
});

/** A large account whose messages are all on one number (its busy number): 150 of them, both ways. */
const BUSY_SEED = { kind: 'large', numbers: 4, smsNumbers: 2, messages: 150 } as const;
const BUSY = largeSeedBusyNumber(BUSY_SEED);

describe('listMessages (calls 2 and 3)', () => {
  it('merges messages sent from and to the number, newest first', async () => {
    const number = DEMO_SMS_NUMBERS[0] ?? '';
    const { messages, unreadable } = await listMessages(token, number);
    expect(unreadable).toBe(0);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.every((message) => message.from === number || message.to === number)).toBe(true);
    expect(messages.some((message) => message.isInbound)).toBe(true);
    expect(messages.some((message) => !message.isInbound)).toBe(true);
    const times = messages.map((message) => message.dateCreatedMs ?? Number.NaN);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const requests = providerRequests().map((url) => ({
      path: pathOf(url),
      from: url.searchParams.get('From'),
      to: url.searchParams.get('To'),
    }));
    expect(requests).toEqual(
      expect.arrayContaining([
        { path: '/Messages.json', from: number, to: null },
        { path: '/Messages.json', from: null, to: number },
      ]),
    );
    expect(requests).toHaveLength(2);
  });

  it('says there is no further page when each stream fits on its first', async () => {
    const listing = await listMessages(token, DEMO_SMS_NUMBERS[0] ?? '');
    expect(listing.next).toEqual({ sent: null, received: null });
  });

  it("hands back each stream's next page, on the provider, so history can go on from there", async () => {
    testEmulator().seed(BUSY_SEED);
    const listing = await listMessages(token, BUSY);
    // The spec's calls, unchanged: no PageSize of ours, so the provider's 50 a page.
    expect(listing.messages).toHaveLength(100);
    const sent = new URL(listing.next.sent ?? '');
    const received = new URL(listing.next.received ?? '');
    expect(sent.origin).toBe('https://api.twilio.com');
    expect(pathOf(sent)).toBe('/Messages.json');
    expect(sent.searchParams.get('From')).toBe(BUSY);
    expect(sent.searchParams.get('PageToken')).toMatch(/^PA/);
    expect(received.searchParams.get('To')).toBe(BUSY);
    expect(received.searchParams.get('PageToken')).toMatch(/^PA/);
  });

  it('offers no next page that is on another origin', async () => {
    testEmulator().seed(BUSY_SEED);
    testEmulator().setFaults({ foreignNextPageUri: true });
    const listing = await listMessages(token, BUSY);
    expect(listing.messages).toHaveLength(100);
    expect(listing.next).toEqual({ sent: null, received: null });
  });

  const SHOP = DEMO_SMS_NUMBERS[0] ?? '';

  it('skips and counts a message without a sid, keeping the others', async () => {
    const all = (await listMessages(token, SHOP)).messages;
    testEmulator().setFaults({ nullOnFirstItem: ['sid'] });
    const listing = await listMessages(token, SHOP);
    // The first message of each of the two answers (From and To) has no sid.
    expect(listing.unreadable).toBe(2);
    expect(listing.messages).toHaveLength(all.length - 2);
    expect(listing.messages.every((message) => message.sid !== '')).toBe(true);
  });

  it('shows every other null field as empty or unknown, and puts unknown dates last', async () => {
    const all = (await listMessages(token, SHOP)).messages;
    const nullable = ['body', 'direction', 'from', 'to', 'date_created', 'status', 'num_media'];
    testEmulator().setFaults({ nullOnFirstItem: nullable });
    const listing = await listMessages(token, SHOP);
    expect(listing.unreadable).toBe(0);
    expect(listing.messages).toHaveLength(all.length);
    const undated = listing.messages.slice(-2);
    expect(undated.map((message) => message.dateCreatedMs)).toEqual([null, null]);
    expect(undated[0]).toMatchObject({ body: '', from: '', to: '', status: '', numMedia: null });
    const dated = listing.messages.slice(0, -2).map((message) => message.dateCreatedMs ?? Number.NaN);
    expect(dated).toEqual([...dated].sort((a, b) => b - a));
  });
});

describe('listMessagesPage (history and live updates, beside the spec)', () => {
  const sids = (messages: Message[]) => messages.map((message) => message.sid);

  it.each([
    ['sent from a number', { from: BUSY }, { From: BUSY }],
    ['sent to a number', { to: BUSY }, { To: BUSY }],
    ['of the whole account, with no To or From', { account: true }, {}],
  ] as const)('reads the first page of messages %s, newest first', async (_, stream, params) => {
    testEmulator().seed(BUSY_SEED);
    const page = await listMessagesPage(token, { stream, pageSize: 20 });
    expect(page.messages).toHaveLength(20);
    const times = page.messages.map((message) => message.dateCreatedMs ?? Number.NaN);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page).toMatchObject({ unreadable: 0, cutShort: null });
    expect(page.nextPageUrl).toMatch(
      /^https:\/\/api\.twilio\.com\/2010-04-01\/Accounts\/AC[^/]+\/Messages\.json\?/,
    );
    const [request] = providerRequests();
    expect(request && pathOf(request)).toBe('/Messages.json');
    expect(Object.fromEntries(request?.searchParams ?? [])).toEqual({ ...params, PageSize: '20' });
  });

  it('leaves PageSize to the provider when none is asked for', async () => {
    await listMessagesPage(token, { stream: { account: true } });
    expect([...(providerRequests()[0]?.searchParams ?? [])]).toEqual([]);
  });

  it("pages through a busy number's history with the provider's PageToken: nothing skipped, nothing repeated", async () => {
    const seed = { kind: 'large', numbers: 4, smsNumbers: 2, messages: 20_000 } as const;
    testEmulator().seed(seed);
    const busy = largeSeedBusyNumber(seed);
    const stored = testEmulator()
      .listMessages(DEMO_ACCOUNT.accountSid)
      .filter((message) => message.from === busy);

    const read: Message[] = [];
    let page = await listMessagesPage(token, { stream: { from: busy }, pageSize: 1000 });
    read.push(...page.messages);
    while (page.nextPageUrl !== null) {
      page = await listMessagesPage(token, { pageUrl: page.nextPageUrl });
      read.push(...page.messages);
    }
    expect(page.cutShort).toBeNull();
    expect(read).toHaveLength(stored.length);
    expect(new Set(sids(read)).size).toBe(stored.length);
    expect(new Set(sids(read))).toEqual(new Set(stored.map((message) => message.sid)));
    const times = read.map((message) => message.dateCreatedMs ?? Number.NaN);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const requests = providerRequests();
    expect(requests).toHaveLength(Math.ceil(stored.length / 1000));
    expect(requests.map((url) => url.searchParams.get('Page'))).toEqual(
      requests.map((_, index) => (index === 0 ? null : String(index))),
    );
    for (const url of requests.slice(1)) {
      expect(url.searchParams.get('From')).toBe(busy);
      expect(url.searchParams.get('PageSize')).toBe('1000');
      expect(url.searchParams.get('PageToken')).toMatch(/^PA/);
    }
  });

  it('neither skips nor repeats a message when new ones arrive between pages', async () => {
    testEmulator().seed(BUSY_SEED);
    const before = testEmulator()
      .listMessages(DEMO_ACCOUNT.accountSid)
      .filter((message) => message.to === BUSY);
    const first = await listMessagesPage(token, { stream: { to: BUSY }, pageSize: 10 });
    for (let i = 0; i < 3; i++)
      testEmulator().deliverInbound({ from: '+14155551234', to: BUSY, body: `New ${i}` });

    const read = [...first.messages];
    let next = first.nextPageUrl;
    while (next !== null) {
      const page = await listMessagesPage(token, { pageUrl: next });
      read.push(...page.messages);
      next = page.nextPageUrl;
    }
    expect(sids(read)).toEqual(before.map((message) => message.sid));
  });

  it('never follows a next page on another origin, and says why the history ends there', async () => {
    testEmulator().seed(BUSY_SEED);
    testEmulator().setFaults({ foreignNextPageUri: true });
    const page = await listMessagesPage(token, { stream: { from: BUSY }, pageSize: 20 });
    expect(page.messages).toHaveLength(20);
    expect(page).toMatchObject({ nextPageUrl: null, cutShort: 'foreign-next-page' });
    expect(providerRequests()).toHaveLength(1);
  });

  it("refuses a page address that is not this account's message list, before sending credentials", async () => {
    for (const pageUrl of [
      `${FOREIGN_ORIGIN}/2010-04-01/Accounts/${DEMO_ACCOUNT.accountSid}/Messages.json?Page=1&PageToken=PA1`,
      `https://api.twilio.com/2010-04-01/Accounts/${DEMO_ACCOUNT.accountSid}/IncomingPhoneNumbers.json?Page=1`,
      `https://api.twilio.com/2010-04-01/Accounts/${OTHER_ACCOUNT.accountSid}/Messages.json?Page=1`,
    ]) {
      await expect(listMessagesPage(token, { pageUrl }), pageUrl).rejects.toThrow(/Refusing/);
    }
    expect(providerRequests()).toHaveLength(0);
  });

  it('skips and counts an item without its sid, and refuses a page without its list', async () => {
    testEmulator().setFaults({ nullOnFirstItem: ['sid'] });
    const page = await listMessagesPage(token, { stream: { account: true } });
    expect(page.unreadable).toBe(1);
    expect(page.messages.length).toBeGreaterThan(0);
    testEmulator().setFaults({ nullOnFirstItem: [], truncateRate: 1 });
    const error = await rejection(listMessagesPage(token, { stream: { account: true } }));
    expect(error).toMatchObject({ kind: 'unreadable', status: 200 });
  });
});

describe('fetchMessage (a sent message followed by its sid)', () => {
  const clinicMessage = (to: string) => {
    const stored = testEmulator()
      .listMessages(DEMO_ACCOUNT.accountSid)
      .find((message) => message.from === DEMO_CLINIC_NUMBER && message.to === to);
    if (!stored) throw new Error('seed changed');
    return stored;
  };

  it('reads one message, with its status and why it was not delivered', async () => {
    const stored = clinicMessage('+14155550666');
    const message = await fetchMessage(token, stored.sid);
    expect(message).toMatchObject({
      sid: stored.sid,
      status: 'undelivered',
      errorCode: 30003,
      errorMessage: 'Unreachable destination handset',
      numSegments: 1,
      priceUnit: 'USD',
    });
    expect(message.price).toMatch(/^-\d+\.\d+$/);
    expect(message.dateSentMs).not.toBeNull();
    const [request] = providerRequests();
    expect(request && pathOf(request)).toBe(`/Messages/${stored.sid}.json`);
  });

  it('reads a failed message with its code, and a delivered one without', async () => {
    const failed = await fetchMessage(apiKey, clinicMessage('+13125550999').sid);
    expect(failed).toMatchObject({ status: 'failed', errorCode: 30008, dateSentMs: null, price: null });
    const delivered = await fetchMessage(apiKey, clinicMessage('+16505559876').sid);
    expect(delivered).toMatchObject({ status: 'delivered', errorCode: null, errorMessage: null });
  });

  it("passes the provider's 404 through for a sid it does not know", async () => {
    const error = await rejection(fetchMessage(token, `SM${'0'.repeat(32)}`));
    expect(error).toMatchObject({ kind: 'http', status: 404 });
  });

  it('reports an answer that cannot be read as a message as unreadable', async () => {
    const sid = clinicMessage('+14155550666').sid;
    testEmulator().setFaults({ truncateRate: 1 });
    expect(await rejection(fetchMessage(token, sid))).toMatchObject({ kind: 'unreadable', status: 200 });
  });
});

describe('deleteMessage and redactMessage', () => {
  const received = () => {
    const stored = testEmulator()
      .listMessages(DEMO_ACCOUNT.accountSid)
      .find((message) => message.direction === 'inbound');
    if (!stored) throw new Error('seed changed');
    return stored;
  };

  it('deletes one message by its id; deleting it again (a lost answer tried again) counts as done', async () => {
    const { sid } = received();
    await deleteMessage(token, sid);
    expect(
      testEmulator()
        .listMessages(DEMO_ACCOUNT.accountSid)
        .some((message) => message.sid === sid),
    ).toBe(false);
    await expect(deleteMessage(token, sid)).resolves.toBeUndefined();
    expect(providerRequests().map(pathOf)).toEqual([`/Messages/${sid}.json`, `/Messages/${sid}.json`]);
  });

  it('says why Twilio refused, and never names a path from a malformed id', async () => {
    const sent = await sendMessage(token, {
      to: '+14155551234',
      from: DEMO_SMS_NUMBERS[0] ?? '',
      body: 'Hello',
    });
    const refused = await rejection(deleteMessage(token, sent?.sid ?? ''));
    expect(refused).toMatchObject({ status: 400, code: 20009 });
    await expect(deleteMessage(token, '../IncomingPhoneNumbers')).rejects.toThrow(
      'A message id has letters and digits only',
    );
  });

  it('redacts a message: the record stays, its text goes', async () => {
    const stored = received();
    const redacted = await redactMessage(token, stored.sid);
    expect(redacted).toMatchObject({ sid: stored.sid, body: '', from: stored.from });
    expect((await providerPostedForms()).at(-1)?.toString()).toBe('Body=');
  });
});

describe('media (call 4 and the bytes)', () => {
  async function firstMessageWithMedia(credentials: Credentials) {
    for (const number of DEMO_SMS_NUMBERS) {
      const withMedia = (await listMessages(credentials, number)).messages.find(
        (message) => (message.numMedia ?? 0) > 0,
      );
      if (withMedia) return withMedia;
    }
    throw new Error('the demo seed has no MMS');
  }

  it('lists media as absolute URLs on the provider host, without .json', async () => {
    const message = await firstMessageWithMedia(token);
    const { files: media, unreadable } = await listMediaFiles(token, message.sid);
    expect(unreadable).toBe(0);
    expect(media).toHaveLength(message.numMedia ?? -1);
    for (const file of media) {
      expect(
        file.url.startsWith(`https://api.twilio.com/2010-04-01/Accounts/${DEMO_ACCOUNT.accountSid}/`),
      ).toBe(true);
      expect(file.url.endsWith('.json')).toBe(false);
    }
  });

  it('skips and counts a media item without its uri or sid', async () => {
    const message = await firstMessageWithMedia(token);
    for (const field of ['uri', 'sid']) {
      testEmulator().setFaults({ nullOnFirstItem: [field] });
      const listing = await listMediaFiles(token, message.sid);
      expect(listing.unreadable).toBe(1);
      expect(listing.files).toHaveLength((message.numMedia ?? 0) - 1);
    }
    testEmulator().setFaults({ nullOnFirstItem: ['content_type'] });
    expect((await listMediaFiles(token, message.sid)).files).toHaveLength(message.numMedia ?? -1);
  });

  it.each([true, false])(
    'fetches image bytes with the credentials (media auth enforced: %s)',
    async (enforced) => {
      testEmulator().setMediaAuth(enforced);
      const message = await firstMessageWithMedia(apiKey);
      const {
        files: [file],
      } = await listMediaFiles(apiKey, message.sid);
      const blob = await fetchMediaBlob(apiKey, file?.url ?? '');
      expect(blob.size).toBeGreaterThan(0);
      expect(blob.type).toMatch(/^image\//);
    },
  );

  it('never sends credentials to another host', async () => {
    await expect(fetchMediaBlob(token, 'https://evil.example/steal')).rejects.toThrow(
      /other than the provider/,
    );
    expect(providerRequests()).toHaveLength(0);
  });

  const ACCOUNT = DEMO_ACCOUNT.accountSid;
  const ANOTHER_MESSAGE = `MM${'0'.repeat(32)}`;
  const A_MEDIA = `ME${'0'.repeat(31)}1`;
  /** Media uris a hostile answer could list that stay on the provider's host but leave this message's media. */
  const LEAVING_URIS = [
    '../../../../evil/x.json',
    `/2010-04-01/Accounts/${ACCOUNT}/Messages/${ANOTHER_MESSAGE}/Media/../../../IncomingPhoneNumbers.json`,
    `/2010-04-01/Accounts/${ACCOUNT}/Messages/${ANOTHER_MESSAGE}/Media/%2e%2e/%2E%2E/%2e%2e/IncomingPhoneNumbers.json`,
    `/2010-04-01/Accounts/${ACCOUNT}/Messages/${ANOTHER_MESSAGE}/Media\\..\\..\\..\\IncomingPhoneNumbers.json`,
    '//evil.example/x.json',
    '/\\evil.example/x.json',
    `/2010-04-01/Accounts/${OTHER_ACCOUNT.accountSid}/Messages/${ANOTHER_MESSAGE}/Media/${A_MEDIA}.json`,
    `/2010-04-01/Accounts/${ACCOUNT}/Messages/${ANOTHER_MESSAGE}/Media/${A_MEDIA}.json`,
    `https://api.twilio.com/2010-04-01/Accounts/${ACCOUNT}/IncomingPhoneNumbers.json`,
  ];

  it.each(LEAVING_URIS)(
    "leaves out and counts a media uri that leaves this message's media: %s",
    async (uri) => {
      const body = 'One picture, one hostile uri';
      testEmulator().seed({
        kind: 'custom',
        numbers: [{ phoneNumber: '+14155550100', friendlyName: 'Shop', sms: true }],
        messages: [
          {
            from: '+14155559876',
            to: '+14155550100',
            body,
            direction: 'inbound',
            minutesAgo: 1,
            media: [
              { contentType: 'image/png', picture: 1, uri },
              { contentType: 'image/png', picture: 2 },
            ],
          },
        ],
      });
      const sid = testEmulator()
        .listMessages(ACCOUNT)
        .find((message) => message.body === body)?.sid;
      const listing = await listMediaFiles(token, sid ?? '');
      expect(listing.unreadable).toBe(1);
      expect(listing.files.map((file) => new URL(file.url).pathname)).toEqual([
        expect.stringMatching(
          new RegExp(`^/2010-04-01/Accounts/${ACCOUNT}/Messages/${sid}/Media/ME[0-9a-f]{32}$`),
        ),
      ]);
    },
  );

  it.each([
    `https://api.twilio.com/2010-04-01/Accounts/${ACCOUNT}/IncomingPhoneNumbers.json`,
    `https://api.twilio.com/2010-04-01/Accounts/${ACCOUNT}/Messages/${ANOTHER_MESSAGE}/Media/%2e%2e/%2e%2e/%2e%2e/Messages.json`,
    `https://api.twilio.com/2010-04-01/Accounts/${ACCOUNT}/Messages/${ANOTHER_MESSAGE}/Media/${A_MEDIA}%2F..%2F..`,
    `https://api.twilio.com/2010-04-01/Accounts/${ACCOUNT}/Messages/${ANOTHER_MESSAGE}/Media/${A_MEDIA}?PageSize=1000`,
    `https://api.twilio.com/2010-04-01/Accounts/${OTHER_ACCOUNT.accountSid}/Messages/${ANOTHER_MESSAGE}/Media/${A_MEDIA}`,
    `https://someone@api.twilio.com/2010-04-01/Accounts/${ACCOUNT}/Messages/${ANOTHER_MESSAGE}/Media/${A_MEDIA}`,
    'not a URL',
  ])('refuses to fetch bytes from anything but media of this account: %s', async (url) => {
    await expect(fetchMediaBlob(token, url)).rejects.toThrow(/other than the provider/);
    expect(providerRequests()).toHaveLength(0);
  });
});

describe('isOwnMediaUrl', () => {
  const media = (uri: string, base = 'https://api.twilio.com') => resolveProviderUri(uri, base);
  const own = '/2010-04-01/Accounts/AC1/Messages/MM1/Media/ME1';

  it("accepts a media file of this message of this account, under the API URL's path prefix", () => {
    for (const base of [
      'https://api.twilio.com',
      'https://proxy.example/twilio',
      'https://proxy.example/twilio/',
    ]) {
      const url = media(own, base);
      if (url === null) throw new Error(`${own} did not resolve against ${base}`);
      expect(isOwnMediaUrl(url, base, 'AC1', 'MM1'), base).toBe(true);
      expect(isOwnMediaUrl(url, base, 'AC1', null), base).toBe(true);
      expect(isOwnMediaUrl(url, base, 'AC1', 'MM2'), base).toBe(false);
      expect(isOwnMediaUrl(url, base, 'AC2', null), base).toBe(false);
    }
  });

  it.each([
    '/2010-04-01/Accounts/AC1/Messages/MM1/Media',
    '/2010-04-01/Accounts/AC1/Messages/MM1/Media/',
    '/2010-04-01/Accounts/AC1/Messages/MM1/Media/ME1/x',
    '/2010-04-01/Accounts/AC1/Messages/MM1/Media/ME1.json',
    '/2010-04-01/Accounts/AC1/Messages/MM1/Media/ME1?Page=1',
    '/2010-04-01/Accounts/AC1/Messages/MM1/Media/ME1#x',
    '/2010-04-01/Accounts/AC1/Messages/MM1/Media/ME1%2F..%2F..%2F..',
    '/2010-04-01/Accounts/AC1/Messages/MM1/Media/%2e%2e/%2e%2e/MM2/Media/ME1',
    '/2010-04-01/Accounts/AC1/Messages/MM1/Media/..\\..\\MM2/Media/ME1',
    '/2010-04-01/Accounts/AC1/Messages/MM1/./Media/../../MM2/Media/ME1',
    '/2010-04-01/Accounts/AC2/Messages/MM1/Media/ME1',
    '/2010-04-01/Accounts/AC1/Messages/MM2/Media/ME1',
    '/2010-04-01/Accounts/AC1/IncomingPhoneNumbers',
    '/2010-04-02/Accounts/AC1/Messages/MM1/Media/ME1',
    '/\\api.twilio.com/2010-04-01/Accounts/AC1/Messages/MM1/Media/ME1',
    '//api.twilio.com//2010-04-01/Accounts/AC1/Messages/MM1/Media/ME1',
    'https://user:pass@api.twilio.com/2010-04-01/Accounts/AC1/Messages/MM1/Media/ME1',
    'http://api.twilio.com/2010-04-01/Accounts/AC1/Messages/MM1/Media/ME1',
  ])('refuses %s', (uri) => {
    const url = media(uri);
    if (url !== null) expect(isOwnMediaUrl(url, 'https://api.twilio.com', 'AC1', 'MM1')).toBe(false);
  });

  it("refuses a path that leaves the API URL's path prefix", () => {
    const base = 'https://proxy.example/twilio';
    for (const uri of [`/..${own}`, `/%2e%2e${own}`, `https://proxy.example${own}`]) {
      const url = media(uri, base);
      if (url !== null) expect(isOwnMediaUrl(url, base, 'AC1', 'MM1'), uri).toBe(false);
    }
  });
});

describe('sendMessage (call 5)', () => {
  it('creates the message form-encoded', async () => {
    const from = DEMO_SMS_NUMBERS[0] ?? '';
    await sendMessage(token, { to: '+14155550123', from, body: 'Hello from the test' });
    const sent = testEmulator()
      .listMessages(DEMO_ACCOUNT.accountSid)
      .find((message) => message.body === 'Hello from the test');
    expect(sent).toMatchObject({ to: '+14155550123', from, direction: 'outbound-api' });
  });

  it('sends one MediaUrl field per image, in order, and the provider lists that many media', async () => {
    const from = DEMO_SMS_NUMBERS[0] ?? '';
    const mediaUrls = ['https://media.example/a.png', 'https://media.example/b.jpg?size=large&v=2'];
    const accepted = await sendMessage(token, { to: '+14155550123', from, body: 'Two pictures', mediaUrls });
    const [form] = await providerPostedForms();
    expect(form?.getAll('MediaUrl')).toEqual(mediaUrls);
    expect(form?.get('Body')).toBe('Two pictures');
    expect(accepted?.numMedia).toBe(2);
    const media = await listMediaFiles(token, accepted?.sid ?? '');
    expect(media.files).toHaveLength(2);
  });

  it('sends no MediaUrl field for a text message', async () => {
    const from = DEMO_SMS_NUMBERS[0] ?? '';
    await sendMessage(token, { to: '+14155550123', from, body: 'Just text', mediaUrls: [] });
    const [form] = await providerPostedForms();
    expect([...(form?.keys() ?? [])]).toEqual(['To', 'From', 'Body']);
  });

  it('hands back the accepted message, so its status can be followed by sid', async () => {
    const from = DEMO_SMS_NUMBERS[0] ?? '';
    const accepted = await sendMessage(token, { to: '+14155550123', from, body: 'Follow me' });
    const stored = testEmulator()
      .listMessages(DEMO_ACCOUNT.accountSid)
      .find((message) => message.body === 'Follow me');
    expect(accepted).toMatchObject({
      sid: stored?.sid,
      from,
      to: '+14155550123',
      body: 'Follow me',
      isInbound: false,
      status: 'queued',
      errorCode: null,
    });
  });

  it("fails with Twilio's code and message for an invalid recipient", async () => {
    const error = await rejection(
      sendMessage(token, { to: '+15005550001', from: DEMO_SMS_NUMBERS[0] ?? '', body: 'Hello' }),
    );
    expect(error).toMatchObject({ name: 'ProviderError', kind: 'http', status: 400, code: 21211 });
    expect(error.message).toMatch(/not a valid phone number/);
  });

  it('counts any 2xx as sent, even when the answer is cut short: the message did go out', async () => {
    const from = DEMO_SMS_NUMBERS[0] ?? '';
    testEmulator().setFaults({ truncateRate: 1 });
    await expect(
      sendMessage(token, { to: '+14155550123', from, body: 'Sent, whatever the answer says' }),
    ).resolves.toBeNull();
    const stored = testEmulator()
      .listMessages(DEMO_ACCOUNT.accountSid)
      .filter((message) => message.body === 'Sent, whatever the answer says');
    expect(stored).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, OTHER_ACCOUNT } from './accounts';
import { createEmulator } from './emulator';
import type {
  IncomingPhoneNumberListResponse,
  MediaListResponse,
  MessageListResponse,
  MessageResource,
} from './resources';
import {
  DEMO_OPTED_OUT_CONTACT,
  DEMO_SMS_NUMBERS,
  DEMO_SUPPORT_LINE_NAME,
  DEMO_VOICE_ONLY_NUMBER,
} from './seed';
import { call, json, ORIGIN } from './test-helpers';

const RFC2822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} \+0000$/;
const [SHOP, SUPPORT, CLINIC] = DEMO_SMS_NUMBERS as [string, string, string];
const q = encodeURIComponent;

function fixedClock(start = Date.UTC(2024, 2, 15, 12, 0, 0)) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('incoming phone numbers', () => {
  const emulator = createEmulator();

  it('lists the demo numbers with the full field set', async () => {
    const body: IncomingPhoneNumberListResponse = await json(
      await call(emulator, 'IncomingPhoneNumbers.json'),
    );
    const phones = body.incoming_phone_numbers.map((n) => n.phone_number);
    expect(phones).toEqual([DEMO_VOICE_ONLY_NUMBER, ...DEMO_SMS_NUMBERS].sort());
    const voice = body.incoming_phone_numbers.find((n) => n.phone_number === DEMO_VOICE_ONLY_NUMBER);
    expect(voice?.capabilities).toEqual({ voice: true, sms: false, mms: false, fax: false });
    for (const n of body.incoming_phone_numbers) {
      expect(n.sid).toMatch(/^PN[0-9a-f]{32}$/);
      expect(n.uri).toBe(
        `/2010-04-01/Accounts/${DEMO_ACCOUNT.accountSid}/IncomingPhoneNumbers/${n.sid}.json`,
      );
      expect(n.date_created).toMatch(RFC2822);
      expect(n.beta).toBe(false);
    }
  });

  it('filters by PhoneNumber (partial, * for any digit) and FriendlyName', async () => {
    const byPart: IncomingPhoneNumberListResponse = await json(
      await call(emulator, `IncomingPhoneNumbers.json?PhoneNumber=${q('555012*')}`),
    );
    expect(byPart.incoming_phone_numbers.map((n) => n.phone_number)).toEqual([SUPPORT]);
    const exact: IncomingPhoneNumberListResponse = await json(
      await call(emulator, `IncomingPhoneNumbers.json?PhoneNumber=${q(CLINIC)}`),
    );
    expect(exact.incoming_phone_numbers.map((n) => n.phone_number)).toEqual([CLINIC]);
    const named: IncomingPhoneNumberListResponse = await json(
      await call(emulator, `IncomingPhoneNumbers.json?FriendlyName=${q(DEMO_SUPPORT_LINE_NAME)}`),
    );
    expect(named.incoming_phone_numbers.map((n) => n.phone_number)).toEqual([SUPPORT]);
  });

  it('hides beta numbers when Beta=false', async () => {
    const all: IncomingPhoneNumberListResponse = await json(
      await call(emulator, 'IncomingPhoneNumbers.json', { account: OTHER_ACCOUNT }),
    );
    const nonBeta: IncomingPhoneNumberListResponse = await json(
      await call(emulator, 'IncomingPhoneNumbers.json?Beta=false', { account: OTHER_ACCOUNT }),
    );
    expect(all.incoming_phone_numbers).toHaveLength(2);
    expect(nonBeta.incoming_phone_numbers).toHaveLength(1);
    expect(nonBeta.incoming_phone_numbers[0]?.beta).toBe(false);
  });
});

describe('reading messages', () => {
  it('lists newest first with Twilio’s field shapes', async () => {
    const emulator = createEmulator();
    const body: MessageListResponse = await json(await call(emulator, 'Messages.json?PageSize=1000'));
    expect(body.messages.length).toBeGreaterThan(30);
    const created = body.messages.map((m) => Date.parse(m.date_created));
    expect([...created].sort((a, b) => b - a)).toEqual(created);
    for (const m of body.messages) {
      expect(m.sid).toMatch(/^(SM|MM)[0-9a-f]{32}$/);
      expect(m.num_media).toBe(String(Number(m.num_media)));
      expect(m.num_segments).toMatch(/^\d+$/);
      expect(['inbound', 'outbound-api', 'outbound-reply']).toContain(m.direction);
      expect(m.uri).toBe(`/2010-04-01/Accounts/${DEMO_ACCOUNT.accountSid}/Messages/${m.sid}.json`);
      expect(m.subresource_uris.media).toBe(
        `/2010-04-01/Accounts/${DEMO_ACCOUNT.accountSid}/Messages/${m.sid}/Media.json`,
      );
      expect(m.date_created).toMatch(RFC2822);
    }
    const statuses = new Set(body.messages.map((m) => m.status));
    expect(statuses).toEqual(new Set(['received', 'delivered', 'failed', 'undelivered']));
    const failed = body.messages.find((m) => m.status === 'failed');
    expect(failed).toMatchObject({ error_code: 30008, date_sent: null, price: null });
    const undelivered = body.messages.find((m) => m.status === 'undelivered');
    expect(undelivered).toMatchObject({
      error_code: 30003,
      error_message: 'Unreachable destination handset',
    });
    expect(
      body.messages.some(
        (m) => /[^\p{Script=Latin}\p{Script=Common}]/u.test(m.body) && m.num_segments === '1',
      ),
    ).toBe(true);
    expect(body.messages.some((m) => m.num_media !== '0' && m.sid.startsWith('MM'))).toBe(true);
  });

  it('filters by To and by From, and by both', async () => {
    const emulator = createEmulator();
    const from: MessageListResponse = await json(await call(emulator, `Messages.json?From=${q(SHOP)}`));
    const to: MessageListResponse = await json(await call(emulator, `Messages.json?To=${q(SHOP)}`));
    expect(from.messages.length).toBeGreaterThan(0);
    expect(to.messages.length).toBeGreaterThan(0);
    expect(from.messages.every((m) => m.from === SHOP)).toBe(true);
    expect(to.messages.every((m) => m.to === SHOP)).toBe(true);
    const both: MessageListResponse = await json(
      await call(emulator, `Messages.json?From=${q(SHOP)}&To=${q('+14155551234')}`),
    );
    expect(both.messages.length).toBeGreaterThan(0);
    expect(both.messages.every((m) => m.from === SHOP && m.to === '+14155551234')).toBe(true);
  });

  it('filters by DateSent, DateSent< and DateSent> (UTC days, inclusive)', async () => {
    const clock = fixedClock();
    const emulator = createEmulator({ now: clock.now });
    const all = emulator.listMessages(DEMO_ACCOUNT.accountSid).filter((m) => m.date_sent);
    const day = (m: MessageResource) => new Date(m.date_sent ?? '').toISOString().slice(0, 10);
    const pivot = day(all[Math.floor(all.length / 2)] as MessageResource);
    const read = async (query: string) =>
      ((await json(await call(emulator, `Messages.json?PageSize=1000&${query}`))) as MessageListResponse)
        .messages;
    const on = await read(`DateSent=${pivot}`);
    const onOrBefore = await read(`${q('DateSent<')}=${pivot}`);
    const onOrAfter = await read(`${q('DateSent>')}=${pivot}`);
    expect(on.length).toBeGreaterThan(0);
    expect(on.every((m) => day(m) === pivot)).toBe(true);
    expect(onOrBefore.every((m) => day(m) <= pivot)).toBe(true);
    expect(onOrAfter.every((m) => day(m) >= pivot)).toBe(true);
    expect(onOrBefore.length + onOrAfter.length - on.length).toBe(all.length);
    const bad = await call(emulator, 'Messages.json?DateSent=yesterday-ish');
    expect(bad.status).toBe(400);
  });

  it('fetches one message, lists its media and redirects to the bytes', async () => {
    const emulator = createEmulator();
    const mms = emulator.listMessages(DEMO_ACCOUNT.accountSid).find((m) => m.num_media === '2');
    expect(mms).toBeDefined();
    const one = await json<MessageResource>(await call(emulator, `Messages/${mms?.sid}.json`));
    expect(one).toEqual(mms);
    const media: MediaListResponse = await json(await call(emulator, `Messages/${mms?.sid}/Media.json`));
    expect(media.media_list).toHaveLength(2);
    const item = media.media_list[0];
    expect(item?.sid).toMatch(/^ME[0-9a-f]{32}$/);
    expect(item?.parent_sid).toBe(mms?.sid);
    expect(item?.uri.endsWith('.json')).toBe(true);
    expect(await json(await call(emulator, (item?.uri ?? '').replace(/^/, '')))).toEqual(item);

    const bytesPath = (item?.uri ?? '').replace(/\.json$/, '');
    const redirect = await call(emulator, bytesPath);
    expect(redirect.status).toBe(307);
    const location = redirect.headers.get('Location') ?? '';
    expect(location.startsWith(`${ORIGIN}/cdn/`)).toBe(true);
    const image = await emulator.handle(new Request(location));
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toBe('image/png');
    expect(image.headers.get('Access-Control-Allow-Origin')).toBe('*');
    // Opened as a page, a sender's file runs in an opaque origin: it cannot call the control routes.
    expect(image.headers.get('Content-Security-Policy')).toBe('sandbox');
    const bytes = new Uint8Array(await image.arrayBuffer());
    expect(Array.from(bytes.slice(0, 8))).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });

  it('media bytes need auth only while media auth is on; the JSON always does', async () => {
    const emulator = createEmulator();
    const mms = emulator.listMessages(DEMO_ACCOUNT.accountSid).find((m) => m.num_media !== '0');
    const list: MediaListResponse = await json(await call(emulator, `Messages/${mms?.sid}/Media.json`));
    const uri = list.media_list[0]?.uri ?? '';
    const bytesPath = uri.replace(/\.json$/, '');
    expect((await call(emulator, bytesPath, { auth: 'none' })).status).toBe(401);
    emulator.setMediaAuth(false);
    expect((await call(emulator, bytesPath, { auth: 'none' })).status).toBe(307);
    expect((await call(emulator, uri, { auth: 'none' })).status).toBe(401);
    expect((await call(emulator, `Messages/${mms?.sid}/Media.json`, { auth: 'none' })).status).toBe(401);
    emulator.reset();
    const again: MediaListResponse = await json(await call(emulator, `Messages/${mms?.sid}/Media.json`));
    expect(
      (await call(emulator, (again.media_list[0]?.uri ?? '').replace(/\.json$/, ''), { auth: 'none' }))
        .status,
    ).toBe(401);
  });

  it('keeps accounts apart', async () => {
    const emulator = createEmulator();
    const demoSid = emulator.listMessages(DEMO_ACCOUNT.accountSid)[0]?.sid;
    const response = await call(emulator, `Messages/${demoSid}.json`, { account: OTHER_ACCOUNT });
    expect(response.status).toBe(404);
  });
});

describe('sending messages', () => {
  const send = (form: Record<string, string | string[]>) => {
    const emulator = createEmulator();
    return call(emulator, 'Messages.json', { form });
  };
  const expectError = async (form: Record<string, string | string[]>, code: number, message?: string) => {
    const response = await send(form);
    expect(response.status).toBe(400);
    const body = await json(response);
    expect(body.code).toBe(code);
    expect(body.more_info).toBe(`https://www.twilio.com/docs/errors/${code}`);
    if (message) expect(body.message).toBe(message);
  };

  it('creates a queued outbound-api message answering 201', async () => {
    const response = await send({ To: '+14155551234', From: SHOP, Body: 'Hello from the test 👋' });
    expect(response.status).toBe(201);
    const m = await json<MessageResource>(response);
    expect(m).toMatchObject({
      to: '+14155551234',
      from: SHOP,
      body: 'Hello from the test 👋',
      status: 'queued',
      direction: 'outbound-api',
      num_media: '0',
      num_segments: '1',
      date_sent: null,
      price: null,
      error_code: null,
    });
  });

  it('stores repeated MediaUrl values as media', async () => {
    const emulator = createEmulator();
    const response = await call(emulator, 'Messages.json', {
      form: {
        To: '+14155551234',
        From: SHOP,
        MediaUrl: ['https://example.com/a.png', 'https://example.com/b.jpg'],
      },
    });
    const m = await json<MessageResource>(response);
    expect(m.num_media).toBe('2');
    expect(m.sid).toMatch(/^MM/);
    const media: MediaListResponse = await json(await call(emulator, `Messages/${m.sid}/Media.json`));
    expect(media.media_list).toHaveLength(2);
  });

  it('counts segments like carriers do', async () => {
    const gsm = await json<MessageResource>(
      await send({ To: '+14155551234', From: SHOP, Body: 'a'.repeat(161) }),
    );
    expect(gsm.num_segments).toBe('2');
    const ucs = await json<MessageResource>(
      await send({ To: '+14155551234', From: SHOP, Body: 'é😀'.repeat(24) }),
    );
    expect(ucs.num_segments).toBe('2');
  });

  it('refuses with Twilio’s codes and wording', async () => {
    await expectError({ From: SHOP, Body: 'x' }, 21604, "A 'To' phone number is required.");
    await expectError({ To: '+14155551234', Body: 'x' }, 21603, "A 'From' phone number is required.");
    await expectError({ To: '+14155551234', From: SHOP }, 21602, 'Message body is required.');
    await expectError(
      { To: '+14155551234', From: SHOP, Body: 'x'.repeat(1601) },
      21617,
      'The concatenated message body exceeds the 1600 character limit.',
    );
    await expectError(
      { To: '12345', From: SHOP, Body: 'x' },
      21211,
      "The 'To' number 12345 is not a valid phone number.",
    );
    await expectError(
      { To: '+14155551234', From: DEMO_VOICE_ONLY_NUMBER, Body: 'x' },
      21606,
      `The From phone number ${DEMO_VOICE_ONLY_NUMBER} is not a valid, SMS-capable inbound phone number or short code for your account.`,
    );
    await expectError({ To: '+14155551234', From: '+19998887777', Body: 'x' }, 21606);
    await expectError(
      { To: DEMO_OPTED_OUT_CONTACT, From: SUPPORT, Body: 'x' },
      21610,
      'Attempt to send to unsubscribed recipient',
    );
    await expectError(
      { To: '+14155551234', From: SHOP, MediaUrl: Array(11).fill('https://e.com/x.png') },
      21623,
    );
    for (const mediaUrl of ['example.com/x.png', 'ftp://example.com/x.png', 'not a url'])
      await expectError(
        { To: '+14155551234', From: SHOP, Body: 'x', MediaUrl: ['https://e.com/ok.png', mediaUrl] },
        21620,
        'Invalid media URL(s)',
      );
  });

  it('accepts 1600 characters and a message with media but no body', async () => {
    expect((await send({ To: '+14155551234', From: SHOP, Body: 'x'.repeat(1600) })).status).toBe(201);
    expect((await send({ To: '+14155551234', From: SHOP, MediaUrl: 'https://e.com/x.png' })).status).toBe(
      201,
    );
  });

  it('honours Twilio’s magic test numbers', async () => {
    const to = '+14155551234';
    expect((await send({ To: to, From: '+15005550006', Body: 'x' })).status).toBe(201);
    await expectError({ To: to, From: '+15005550001', Body: 'x' }, 21212);
    await expectError({ To: to, From: '+15005550007', Body: 'x' }, 21606);
    await expectError({ To: to, From: '+15005550008', Body: 'x' }, 21611);
    await expectError({ To: '+15005550001', From: SHOP, Body: 'x' }, 21211);
    await expectError({ To: '+15005550002', From: SHOP, Body: 'x' }, 21612);
    await expectError({ To: '+15005550003', From: SHOP, Body: 'x' }, 21408);
    await expectError({ To: '+15005550004', From: SHOP, Body: 'x' }, 21610);
    await expectError({ To: '+15005550009', From: SHOP, Body: 'x' }, 21614);
  });

  it('a STOP from a person blocks sending to them until they text START', async () => {
    const emulator = createEmulator();
    const person = '+14155552222';
    const sendTo = () => call(emulator, 'Messages.json', { form: { To: person, From: CLINIC, Body: 'hi' } });
    expect((await sendTo()).status).toBe(201);
    emulator.deliverInbound({ from: person, to: CLINIC, body: 'stop' });
    expect((await sendTo()).status).toBe(400);
    emulator.deliverInbound({ from: person, to: CLINIC, body: 'START' });
    expect((await sendTo()).status).toBe(201);
  });
});

describe('deleting and redacting a message', () => {
  it('deletes a message with its media: 204, then 404 for it, its media and their bytes', async () => {
    const emulator = createEmulator();
    const mms = emulator.listMessages(DEMO_ACCOUNT.accountSid).find((m) => m.num_media === '2');
    const media: MediaListResponse = await json(await call(emulator, `Messages/${mms?.sid}/Media.json`));
    const bytesPath = (media.media_list[0]?.uri ?? '').replace(/\.json$/, '');
    const location = (await call(emulator, bytesPath)).headers.get('Location') ?? '';

    const deleted = await call(emulator, `Messages/${mms?.sid}.json`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe('');
    expect((await call(emulator, `Messages/${mms?.sid}.json`)).status).toBe(404);
    expect((await call(emulator, `Messages/${mms?.sid}/Media.json`)).status).toBe(404);
    expect((await emulator.handle(new Request(location))).status).toBe(404);
    expect(emulator.listMessages(DEMO_ACCOUNT.accountSid).some((m) => m.sid === mms?.sid)).toBe(false);
    const list: MessageListResponse = await json(
      await call(emulator, `Messages.json?To=${q(mms?.to ?? '')}`),
    );
    expect(list.messages.some((m) => m.sid === mms?.sid)).toBe(false);
    // Deleted twice: the second finds nothing.
    expect((await call(emulator, `Messages/${mms?.sid}.json`, { method: 'DELETE' })).status).toBe(404);
  });

  it('refuses to delete a message still queued or being sent (20009), and deletes it once sent', async () => {
    const clock = fixedClock();
    const emulator = createEmulator({ now: clock.now });
    const sent = await json<MessageResource>(
      await call(emulator, 'Messages.json', { form: { To: '+14155551234', From: SHOP, Body: 'On its way' } }),
    );
    const refused = await call(emulator, `Messages/${sent.sid}.json`, { method: 'DELETE' });
    expect(refused.status).toBe(400);
    expect(await json(refused)).toMatchObject({
      code: 20009,
      message: 'Cannot delete this resource before it is complete',
    });
    clock.advance(10_000);
    expect((await call(emulator, `Messages/${sent.sid}.json`, { method: 'DELETE' })).status).toBe(204);
  });

  it('redacts a message’s text with an empty Body, keeping the record; nothing else can be updated', async () => {
    const emulator = createEmulator();
    const inbound = emulator.listMessages(DEMO_ACCOUNT.accountSid).find((m) => m.direction === 'inbound');
    const redacted = await call(emulator, `Messages/${inbound?.sid}.json`, { form: { Body: '' } });
    expect(redacted.status).toBe(200);
    expect(await json<MessageResource>(redacted)).toMatchObject({
      sid: inbound?.sid,
      body: '',
      from: inbound?.from,
    });
    expect(await json<MessageResource>(await call(emulator, `Messages/${inbound?.sid}.json`))).toMatchObject({
      body: '',
    });
    const other = await call(emulator, `Messages/${inbound?.sid}.json`, { form: { Body: 'Rewritten' } });
    expect(other.status).toBe(400);
    expect((await json(other)).code).toBe(30400);
  });
});

describe('status clock', () => {
  const delays = { sending: 1000, sent: 2000, delivered: 4000 };

  async function track(to: string): Promise<{ status: string; error_code: number | null }[]> {
    const clock = fixedClock();
    const emulator = createEmulator({ now: clock.now, statusDelaysMs: delays });
    const created = await json<MessageResource>(
      await call(emulator, 'Messages.json', { form: { To: to, From: SHOP, Body: 'tick' } }),
    );
    const seen = [{ status: created.status, error_code: created.error_code }];
    for (const step of [1000, 1000, 2000, 60_000]) {
      clock.advance(step);
      const m = await json<MessageResource>(await call(emulator, `Messages/${created.sid}.json`));
      seen.push({ status: m.status, error_code: m.error_code });
    }
    return seen;
  }

  it('moves a message queued → sending → sent → delivered as the clock runs', async () => {
    expect((await track('+14155551234')).map((s) => s.status)).toEqual([
      'queued',
      'sending',
      'sent',
      'delivered',
      'delivered',
    ]);
  });

  it('ends undelivered (30003) for recipients ending in 666 and failed (30008) for 999', async () => {
    const undelivered = await track('+14155550666');
    expect(undelivered.map((s) => s.status)).toEqual([
      'queued',
      'sending',
      'sent',
      'undelivered',
      'undelivered',
    ]);
    expect(undelivered.at(-1)?.error_code).toBe(30003);
    const failed = await track('+13125550999');
    expect(failed.map((s) => s.status)).toEqual(['queued', 'sending', 'failed', 'failed', 'failed']);
    expect(failed.at(-1)?.error_code).toBe(30008);
  });

  it('fills date_sent and price once the message is sent', async () => {
    const clock = fixedClock();
    const emulator = createEmulator({ now: clock.now, statusDelaysMs: delays });
    const m = await json<MessageResource>(
      await call(emulator, 'Messages.json', { form: { To: '+14155551234', From: SHOP, Body: 'x' } }),
    );
    clock.advance(5000);
    const later = await json<MessageResource>(await call(emulator, `Messages/${m.sid}.json`));
    expect(later.date_sent).toBe(new Date(clock.now() - 5000 + 2000).toUTCString().replace('GMT', '+0000'));
    expect(later.price).toBe('-0.00790');
    expect(later.date_updated).not.toBe(m.date_updated);
  });
});

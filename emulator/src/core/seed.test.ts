import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from './accounts';
import { createEmulator, type Emulator } from './emulator';
import { adler32, crc32, pictureBytes } from './png';
import type { IncomingPhoneNumberListResponse, MessageListResponse } from './resources';
import { DEMO_SMS_NUMBERS, largeSeedBusyNumber } from './seed';
import { call, json } from './test-helpers';

describe('demo seed', () => {
  it('is deterministic for a given clock', () => {
    const now = () => Date.UTC(2024, 0, 10, 9, 0, 0);
    const a = createEmulator({ now }).listMessages(DEMO_ACCOUNT.accountSid);
    const b = createEmulator({ now }).listMessages(DEMO_ACCOUNT.accountSid);
    expect(a).toEqual(b);
  });

  it('spans weeks, both directions, several people, and dates nothing in the future', () => {
    const now = Date.UTC(2024, 0, 10, 9, 0, 0);
    const messages = createEmulator({ now: () => now }).listMessages(DEMO_ACCOUNT.accountSid);
    const times = messages.map((m) => Date.parse(m.date_created));
    expect(Math.max(...times)).toBeLessThanOrEqual(now);
    expect(now - Math.min(...times)).toBeGreaterThan(21 * 86_400_000);
    const people = new Set(messages.map((m) => (m.direction === 'inbound' ? m.from : m.to)));
    expect(people.size).toBeGreaterThanOrEqual(5);
    expect(messages.some((m) => m.direction === 'inbound')).toBe(true);
    expect(messages.some((m) => m.direction === 'outbound-api')).toBe(true);
    expect(messages.some((m) => /\p{Extended_Pictographic}/u.test(m.body))).toBe(true);
    const owned = new Set(DEMO_SMS_NUMBERS);
    expect(messages.every((m) => owned.has(m.direction === 'inbound' ? m.to : m.from))).toBe(true);
  });
});

describe('large seed', () => {
  const spec = { kind: 'large' as const, numbers: 2000, smsNumbers: 500, messages: 20000 };
  let emulator: Emulator;
  let seedMs = 0;

  beforeAll(() => {
    const started = performance.now();
    emulator = createEmulator({ seed: spec });
    seedMs = performance.now() - started;
  });

  it('builds 2,000 numbers and 20,000 messages in well under a second', async () => {
    expect(seedMs).toBeLessThan(1000);
    const last: MessageListResponse = await json(await call(emulator, 'Messages.json?PageSize=1000&Page=19'));
    expect(last.messages).toHaveLength(1000);
    expect(last.end).toBe(19_999);
    expect(last.next_page_uri).toBeNull();
  });

  it('has the requested SMS share and puts every message on the lowest SMS number', async () => {
    const numbers: IncomingPhoneNumberListResponse = await json(
      await call(emulator, 'IncomingPhoneNumbers.json?PageSize=1000&Page=0'),
    );
    const second: IncomingPhoneNumberListResponse = await json(
      await call(emulator, 'IncomingPhoneNumbers.json?PageSize=1000&Page=1'),
    );
    const all = [...numbers.incoming_phone_numbers, ...second.incoming_phone_numbers];
    expect(all).toHaveLength(2000);
    const sms = all.filter((n) => n.capabilities.sms).map((n) => n.phone_number);
    expect(sms).toHaveLength(500);
    const busy = largeSeedBusyNumber(spec);
    expect(busy).toBe([...sms].sort()[0]);
    const from: MessageListResponse = await json(
      await call(emulator, `Messages.json?From=${encodeURIComponent(busy)}&PageSize=1`),
    );
    const to: MessageListResponse = await json(
      await call(emulator, `Messages.json?To=${encodeURIComponent(busy)}&PageSize=1`),
    );
    expect(from.messages[0]?.from).toBe(busy);
    expect(to.messages[0]?.to).toBe(busy);
  });

  it('pages deep into a per-number index quickly', async () => {
    const busy = encodeURIComponent(largeSeedBusyNumber(spec));
    const started = performance.now();
    for (let page = 150; page < 190; page++) {
      const body: MessageListResponse = await json(
        await call(emulator, `Messages.json?To=${busy}&PageSize=50&Page=${page}`),
      );
      expect(body.start).toBe(page * 50);
    }
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('PNG encoder', () => {
  it('computes the standard CRC-32 and Adler-32 check values', () => {
    const data = new TextEncoder().encode('123456789');
    expect(crc32(data)).toBe(0xcbf43926);
    expect(adler32(new TextEncoder().encode('Wikipedia'))).toBe(0x11e60398);
  });

  it('produces valid PNG chunks with correct CRCs and distinct pictures', () => {
    const png = pictureBytes(0);
    const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
    expect(Array.from(png.slice(1, 4))).toEqual([0x50, 0x4e, 0x47]);
    let pos = 8;
    const types: string[] = [];
    while (pos < png.length) {
      const length = view.getUint32(pos);
      const type = String.fromCharCode(...png.slice(pos + 4, pos + 8));
      types.push(type);
      expect(view.getUint32(pos + 8 + length)).toBe(crc32(png, pos + 4, pos + 8 + length));
      if (type === 'IHDR') expect([view.getUint32(pos + 8), view.getUint32(pos + 12)]).toEqual([96, 64]);
      pos += 12 + length;
    }
    expect(types).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(pictureBytes(1)).not.toEqual(pictureBytes(0));
  });
});

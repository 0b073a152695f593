import { describe, expect, it } from 'vitest';
import { createEmulator } from './emulator';
import type { IncomingPhoneNumberListResponse, MediaListResponse, MessageListResponse } from './resources';
import { call, json } from './test-helpers';
import { validateSeed } from './validation';

const NOW = Date.UTC(2024, 0, 10, 9, 0, 0);
const MARKUP_NUMBER = '+1555<img src=x onerror=alert(1)>';

describe('custom seed', () => {
  it('answers with the numbers, messages and media uris exactly as given', async () => {
    const emulator = createEmulator({
      now: () => NOW,
      seed: validateSeed({
        kind: 'custom',
        numbers: [{ phoneNumber: MARKUP_NUMBER, friendlyName: '<script>x</script>', sms: true }],
        messages: [
          { from: '+14155551234', to: MARKUP_NUMBER, body: 'older', direction: 'inbound', minutesAgo: 5 },
          {
            from: MARKUP_NUMBER,
            to: '+14155551234',
            body: '<b>newer</b>',
            direction: 'outbound-api',
            minutesAgo: 1,
            media: [
              { contentType: 'image/svg+xml', text: '<svg onload="x()"/>' },
              { contentType: 'image/png', picture: 3, uri: 'https://evil.example/a.png' },
              { contentType: '' },
            ],
          },
        ],
      }),
    });

    const numbers = await json<IncomingPhoneNumberListResponse>(
      await call(emulator, 'IncomingPhoneNumbers.json'),
    );
    expect(numbers.incoming_phone_numbers).toMatchObject([
      { phone_number: MARKUP_NUMBER, friendly_name: '<script>x</script>', capabilities: { sms: true } },
    ]);
    const list = await json<MessageListResponse>(
      await call(emulator, `Messages.json?From=${encodeURIComponent(MARKUP_NUMBER)}`),
    );
    expect(list.messages.map((m) => [m.body, m.num_media, m.status])).toEqual([
      ['<b>newer</b>', '3', 'delivered'],
    ]);
    const [newer] = list.messages;
    expect(Date.parse(newer?.date_created ?? '')).toBeLessThanOrEqual(NOW);

    const media = await json<MediaListResponse>(
      await call(emulator, `Messages/${newer?.sid ?? ''}/Media.json`),
    );
    expect(media.media_list.map((m) => m.content_type)).toEqual(['image/svg+xml', 'image/png', '']);
    expect(media.media_list[1]?.uri).toBe('https://evil.example/a.png');
    const svg = media.media_list[0];
    const redirect = await call(emulator, svg?.uri.replace(/\.json$/, '') ?? '');
    const served = await emulator.handle(new Request(redirect.headers.get('Location') ?? ''));
    expect(await served.text()).toBe('<svg onload="x()"/>');
  });

  it('refuses what it cannot seed, naming the field', () => {
    const message = { from: '+1', to: '+2', body: 'hi', direction: 'inbound', minutesAgo: 0 };
    expect(() =>
      validateSeed({ kind: 'custom', numbers: [{ phoneNumber: 1, friendlyName: '', sms: true }] }),
    ).toThrow('numbers[0].phoneNumber must be text');
    expect(() =>
      validateSeed({ kind: 'custom', messages: [{ ...message, body: 'x'.repeat(1601) }] }),
    ).toThrow('messages[0].body must be at most 1600 characters');
    expect(() =>
      validateSeed({
        kind: 'custom',
        messages: [{ ...message, media: Array.from({ length: 11 }, () => ({ contentType: 'image/png' })) }],
      }),
    ).toThrow('messages[0].media must hold at most 10 items');
    expect(() =>
      validateSeed({
        kind: 'custom',
        messages: [{ ...message, media: [{ contentType: '', text: 'a', picture: 1 }] }],
      }),
    ).toThrow('messages[0].media[0] takes text or picture, not both');
    expect(() => validateSeed({ kind: 'custom', messages: [{ ...message, direction: 'outbound' }] })).toThrow(
      "messages[0].direction must be 'inbound' or 'outbound-api'",
    );
    expect(() => validateSeed({ kind: 'custom', messages: [{ ...message, minutesAgo: -1 }] })).toThrow(
      'messages[0].minutesAgo must be a number from 0',
    );
    expect(() => validateSeed({ kind: 'hostile' })).toThrow("'custom'");
  });

  it('is taken through the control route', async () => {
    const emulator = createEmulator({ now: () => NOW });
    const seeded = await emulator.handle(
      new Request('http://emulator.test/__emulator/seed', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          kind: 'custom',
          numbers: [{ phoneNumber: '+15550001', friendlyName: 'n', sms: true }],
          messages: [{ from: '+1', to: '+15550001', body: '<i>', direction: 'inbound', minutesAgo: 1 }],
        }),
      }),
    );
    expect(seeded.status).toBe(200);
    const refused = await emulator.handle(
      new Request('http://emulator.test/__emulator/seed', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ kind: 'custom', numbers: 'many' }),
      }),
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: 'numbers must be a list' });
  });
});

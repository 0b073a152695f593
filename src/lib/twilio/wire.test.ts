import { describe, expect, it } from 'vitest';
import { ProviderError } from './errors';
import { MessagesPageSchema, parseWire, toMediaFile, toMessage } from './wire';

describe('toMessage', () => {
  it('counts any direction containing "inbound" as inbound', () => {
    const base = {
      sid: 'SM1',
      from: '+1',
      to: '+2',
      date_created: null,
      status: 'received',
      body: 'hi',
      num_media: '0',
    };
    expect(toMessage({ ...base, direction: 'inbound' }).isInbound).toBe(true);
    expect(toMessage({ ...base, direction: 'outbound-api' }).isInbound).toBe(false);
    expect(toMessage({ ...base, direction: 'outbound-reply' }).isInbound).toBe(false);
  });

  it('parses RFC 2822 dates and string counts', () => {
    const message = toMessage({
      sid: 'SM1',
      direction: 'inbound',
      from: '+1',
      to: '+2',
      date_created: 'Tue, 14 Nov 2023 09:26:35 +0000',
      status: 'received',
      body: null,
      num_media: '2',
    });
    expect(message.dateCreatedMs).toBe(Date.UTC(2023, 10, 14, 9, 26, 35));
    expect(message.numMedia).toBe(2);
    expect(message.body).toBe('');
  });

  it('keeps an unknown media count unknown, so the card still looks media up', () => {
    const base = {
      sid: 'SM1',
      direction: 'inbound',
      from: '+1',
      to: '+2',
      date_created: null,
      status: '',
      body: '',
    };
    expect(toMessage({ ...base, num_media: null }).numMedia).toBeNull();
    expect(toMessage({ ...base, num_media: 'many' }).numMedia).toBeNull();
    expect(toMessage({ ...base, num_media: '0' }).numMedia).toBe(0);
  });
});

describe('parseWire', () => {
  it('rejects a body that does not fit with a readable provider error', () => {
    expect(() => parseWire(MessagesPageSchema, { messages: [{ sid: 42 }] })).toThrow(ProviderError);
    expect(() => parseWire(MessagesPageSchema, '{"messa')).toThrow(/cannot read/);
  });
});

describe('toMediaFile', () => {
  const api = 'https://api.twilio.com';

  it('builds the media URL from the uri without its .json suffix', () => {
    expect(
      toMediaFile(
        {
          sid: 'ME1',
          uri: '/2010-04-01/Accounts/AC1/Messages/MM1/Media/ME1.json',
          content_type: 'image/png',
        },
        api,
      ),
    ).toEqual({
      sid: 'ME1',
      contentType: 'image/png',
      url: 'https://api.twilio.com/2010-04-01/Accounts/AC1/Messages/MM1/Media/ME1',
    });
  });

  it('keeps a path prefix of the configured provider URL', () => {
    expect(
      toMediaFile(
        { sid: 'ME1', uri: '/2010-04-01/Accounts/AC1/Messages/MM1/Media/ME1.json', content_type: null },
        'https://proxy.example/twilio',
      )?.url,
    ).toBe('https://proxy.example/twilio/2010-04-01/Accounts/AC1/Messages/MM1/Media/ME1');
  });

  it('drops media on any other host, so credentials never leave for it', () => {
    expect(
      toMediaFile({ sid: 'ME1', uri: 'https://evil.example/ME1.json', content_type: null }, api),
    ).toBeNull();
    expect(toMediaFile({ sid: 'ME1', uri: '//evil.example/ME1.json', content_type: null }, api)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { testMessage } from '../../../test/messageFixture';
import { messagesJson } from './messagesJson';

describe('messagesJson', () => {
  it('is a pretty-printed array of plain objects with raw values and the names given, in the order given', () => {
    const json = messagesJson(
      [
        testMessage({
          sid: 'SM2',
          direction: 'outbound-api',
          isInbound: false,
          from: '+14155550100',
          to: '+14155551234',
          dateCreatedMs: Date.UTC(2026, 10, 22, 19, 0, 36),
          status: 'failed',
          body: '=1+1, "quoted"\r\nand 🚲 Ça',
          numMedia: 1,
          numSegments: 2,
          price: '-0.00790',
          priceUnit: 'USD',
          errorCode: 30008,
          errorMessage: 'Unknown error',
        }),
        testMessage({ sid: 'SM1', dateCreatedMs: null, numMedia: null, body: '@home' }),
      ],
      { '+14155551234': { name: 'Maya <b>' } },
    );
    expect(json.startsWith('[\n  {\n    "sid": "SM2",')).toBe(true);
    expect(json.endsWith(']\n')).toBe(true);
    expect(JSON.parse(json)).toEqual([
      {
        sid: 'SM2',
        date_created: '2026-11-22T19:00:36Z',
        date_sent: null,
        direction: 'outbound-api',
        from: '+14155550100',
        to: '+14155551234',
        status: 'failed',
        body: '=1+1, "quoted"\r\nand 🚲 Ça',
        num_media: 1,
        num_segments: 2,
        price: '-0.00790',
        price_unit: 'USD',
        error_code: 30008,
        error_message: 'Unknown error',
        from_name: null,
        to_name: 'Maya <b>',
      },
      {
        sid: 'SM1',
        date_created: null,
        date_sent: null,
        direction: 'inbound',
        from: '+14155551234',
        to: '+14155550100',
        status: 'received',
        body: '@home',
        num_media: null,
        num_segments: null,
        price: null,
        price_unit: null,
        error_code: null,
        error_message: null,
        from_name: 'Maya <b>',
        to_name: null,
      },
    ]);
  });

  it('has no byte order mark, and is an empty array for no messages', () => {
    expect(messagesJson([], {})).toBe('[]\n');
  });

  it('writes a date beyond what a Date can hold as unknown rather than throwing', () => {
    const [record] = JSON.parse(messagesJson([testMessage({ sid: 'SM1', dateCreatedMs: 9e15 })], {})) as {
      date_created: string | null;
    }[];
    expect(record?.date_created).toBeNull();
  });
});

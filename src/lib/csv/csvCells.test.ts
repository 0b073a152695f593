import { describe, expect, it } from 'vitest';
import { csvCell } from './csvCells';

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

import { describe, expect, it } from 'vitest';
import GraphemeSplitter from './graphemeSplitter';

const split = (text: string) => new GraphemeSplitter().splitGraphemes(text);

describe('the grapheme splitter that stands in for grapheme-splitter', () => {
  it('gives one piece per character of plain text', () => {
    expect(split('Late, sorry!')).toEqual([...'Late, sorry!']);
  });

  it('keeps a letter with its combining accent, and a precomposed one, as one character each', () => {
    expect(split('e\u0301té')).toEqual(['e\u0301', 't', 'é']);
  });

  it('keeps emoji whole as a person sees them: skin tone, family, flag', () => {
    expect(split('👍🏽👨‍👩‍👧🇫🇷!')).toEqual(['👍🏽', '👨‍👩‍👧', '🇫🇷', '!']);
  });

  it('keeps CRLF as one piece, which sms-segments-calculator then counts as two characters', () => {
    expect(split('a\r\nb')).toEqual(['a', '\r\n', 'b']);
  });
});

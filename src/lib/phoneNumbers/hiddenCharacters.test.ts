import { describe, expect, it } from 'vitest';
import { hasHiddenCharacters, revealHiddenCharacters } from './hiddenCharacters';

const codePoint = (cp: number): string => String.fromCodePoint(cp);
const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe('hasHiddenCharacters', () => {
  it.each([
    ['bidi embeddings and overrides U+202A–U+202E', range(0x202a, 0x202e)],
    ['bidi isolates U+2066–U+2069', range(0x2066, 0x2069)],
    ['zero-width characters and marks U+200B–U+200F', range(0x200b, 0x200f)],
    ['the Arabic letter mark U+061C', [0x061c]],
    ['the byte order mark U+FEFF', [0xfeff]],
    ['word joiner and invisible operators U+2060–U+2064', range(0x2060, 0x2064)],
    ['the soft hyphen U+00AD', [0x00ad]],
    [
      'other format characters (Arabic number sign, interlinear annotation, tag, Mongolian vowel separator)',
      [0x0600, 0xfff9, 0xe0041, 0x180e],
    ],
    ['control characters', [0x00, 0x09, 0x0a, 0x0d, 0x1b, 0x7f, 0x85, 0x9f]],
    ['line and paragraph separators', [0x2028, 0x2029]],
    ['invisible fillers and variation selectors', [0x3164, 0x115f, 0xffa0, 0x034f, 0xfe0f]],
  ])('flags %s anywhere in a number', (_, codePoints) => {
    for (const cp of codePoints) {
      expect(hasHiddenCharacters(`+1415${codePoint(cp)}5550100`), `U+${cp.toString(16)}`).toBe(true);
      expect(hasHiddenCharacters(`${codePoint(cp)}+14155550100`), `U+${cp.toString(16)}`).toBe(true);
    }
  });

  it('passes numbers and names a person can read as they are', () => {
    for (const text of [
      '+14155550100',
      '+44 7700 900123',
      '(415) 555-0100',
      'whatsapp:+14155550100',
      'ACME Shop',
      'متجر',
      'שלום',
      '',
    ]) {
      expect(hasHiddenCharacters(text), text).toBe(false);
    }
  });

  it('gives the same answer when called again (no regular-expression state carried over)', () => {
    const spoofed = '\u202E1234-555-514+';
    expect(hasHiddenCharacters(spoofed)).toBe(true);
    expect(hasHiddenCharacters(spoofed)).toBe(true);
  });
});

describe('revealHiddenCharacters', () => {
  it('names each hidden character by its code point, in the order it is stored', () => {
    expect(revealHiddenCharacters('\u202E1234-555-514+')).toBe('⟨U+202E⟩1234-555-514+');
    expect(revealHiddenCharacters('+1415\u200B555\uFEFF0100')).toBe('+1415⟨U+200B⟩555⟨U+FEFF⟩0100');
    expect(revealHiddenCharacters('+1\u{E0041}2')).toBe('+1⟨U+E0041⟩2');
    expect(revealHiddenCharacters('+1\u00002')).toBe('+1⟨U+0000⟩2');
  });

  it('leaves text without hidden characters unchanged', () => {
    expect(revealHiddenCharacters('+14155550100')).toBe('+14155550100');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { segmentInfo } from './segmentInfo';

describe('segmentInfo', () => {
  it('counts plain GSM-7 text: one character per letter, one segment', () => {
    expect(segmentInfo('Your bike is ready.')).toEqual({
      characters: 19,
      encoding: 'GSM-7',
      segments: 1,
      firstNonGsmCharacter: null,
    });
  });

  it('reports nothing to send for an empty body', () => {
    expect(segmentInfo('')).toEqual({
      characters: 0,
      encoding: 'GSM-7',
      segments: 0,
      firstNonGsmCharacter: null,
    });
  });

  it("keeps accented letters of GSM-7's basic set ('é', 'ü', 'Ç', 'ñ') and line breaks in GSM-7", () => {
    expect(segmentInfo('Café über Ça, mañana\nbye')).toMatchObject({
      encoding: 'GSM-7',
      firstNonGsmCharacter: null,
    });
  });

  it('splits GSM-7 at 160 and 161 characters, then every 153', () => {
    expect(segmentInfo('a'.repeat(160))).toMatchObject({ characters: 160, segments: 1 });
    expect(segmentInfo('a'.repeat(161))).toMatchObject({ characters: 161, segments: 2 });
    expect(segmentInfo('a'.repeat(306))).toMatchObject({ segments: 2 });
    expect(segmentInfo('a'.repeat(307))).toMatchObject({ segments: 3 });
  });

  it("counts GSM-7's extension characters ('€', '{') as one character but two septets", () => {
    expect(segmentInfo('€')).toMatchObject({ characters: 1, encoding: 'GSM-7' });
    expect(segmentInfo('€'.repeat(80))).toMatchObject({ characters: 80, segments: 1 });
    expect(segmentInfo('€'.repeat(81))).toMatchObject({ characters: 81, segments: 2 });
    expect(segmentInfo(`${'a'.repeat(158)}{`)).toMatchObject({ characters: 159, segments: 1 });
    expect(segmentInfo(`${'a'.repeat(159)}{`)).toMatchObject({ characters: 160, segments: 2 });
  });

  it("switches to UCS-2 for a letter outside GSM-7 ('ç', 'ą') and names the first one", () => {
    expect(segmentInfo('Merci beaucoup, ça va')).toEqual({
      characters: 21,
      encoding: 'UCS-2',
      segments: 1,
      firstNonGsmCharacter: 'ç',
    });
    expect(segmentInfo('Dziękuję, ąę')).toMatchObject({ encoding: 'UCS-2', firstNonGsmCharacter: 'ę' });
  });

  it('splits UCS-2 at 70 and 71 characters, then every 67', () => {
    expect(segmentInfo('ą'.repeat(70))).toMatchObject({ characters: 70, segments: 1 });
    expect(segmentInfo('ą'.repeat(71))).toMatchObject({ characters: 71, segments: 2 });
    expect(segmentInfo('ą'.repeat(134))).toMatchObject({ segments: 2 });
    expect(segmentInfo('ą'.repeat(135))).toMatchObject({ segments: 3 });
    // One non-GSM character turns the whole message to UCS-2: 160 GSM letters become 3 segments.
    expect(segmentInfo(`${'a'.repeat(159)}ą`)).toMatchObject({ encoding: 'UCS-2', segments: 3 });
  });

  it('counts an emoji as one character as a person does, though it takes two UTF-16 units', () => {
    expect(segmentInfo('Thanks 👍🏽')).toMatchObject({
      characters: 8,
      encoding: 'UCS-2',
      firstNonGsmCharacter: '👍🏽',
    });
    // 35 emoji of two units each fill one UCS-2 segment (70 units); the 36th needs a second.
    expect(segmentInfo('😀'.repeat(35))).toMatchObject({ characters: 35, segments: 1 });
    expect(segmentInfo('😀'.repeat(36))).toMatchObject({ characters: 36, segments: 2 });
  });

  it('counts and names newer emoji and conjuncts whole, which the calculator cuts in two', () => {
    expect(segmentInfo('Hi 🧑‍🦰')).toMatchObject({ characters: 4, firstNonGsmCharacter: '🧑‍🦰' });
    expect(segmentInfo('👩‍👩‍👧‍👦')).toMatchObject({ characters: 1, firstNonGsmCharacter: '👩‍👩‍👧‍👦' });
    expect(segmentInfo('क्षि')).toMatchObject({ characters: 1, firstNonGsmCharacter: 'क्षि' });
  });

  it("names a decomposed 'é' (e + U+0301), which GSM-7 has only precomposed", () => {
    expect(segmentInfo('Cafe\u0301')).toMatchObject({
      characters: 4,
      encoding: 'UCS-2',
      firstNonGsmCharacter: 'e\u0301',
    });
  });

  it('names an invisible character that switched the encoding: zero-width space, bidi control, tab', () => {
    expect(segmentInfo('ok\u200Bthen')).toMatchObject({ encoding: 'UCS-2', firstNonGsmCharacter: '\u200B' });
    expect(segmentInfo('\u202E1234')).toMatchObject({ firstNonGsmCharacter: '\u202E' });
    expect(segmentInfo('a\tb')).toMatchObject({ firstNonGsmCharacter: '\t' });
  });

  describe('in a browser without Intl.Segmenter', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.resetModules();
    });

    it("falls back to the calculator's own characters, older emoji rules included", async () => {
      vi.stubGlobal('Intl', { ...Intl, Segmenter: undefined });
      vi.resetModules();
      const { segmentInfo: withoutSegmenter } = await import('./segmentInfo');
      expect(withoutSegmenter('Thanks 👍🏽')).toMatchObject({ characters: 8, firstNonGsmCharacter: '👍🏽' });
      expect(withoutSegmenter('ça')).toMatchObject({ encoding: 'UCS-2', firstNonGsmCharacter: 'ç' });
      expect(withoutSegmenter('🧑‍🦰')).toMatchObject({ characters: 2, firstNonGsmCharacter: '🧑‍' });
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  isValidMessage,
  isValidTo,
  messagePlaceholder,
  nextMessageValue,
  nextToValue,
  pasteRefusal,
  pasteRefusalNote,
  pastedLength,
} from './composerRules';

describe('composer rules', () => {
  it('reduces To to a plus followed by the digits typed', () => {
    expect(nextToValue('1', '')).toBe('+1');
    expect(nextToValue('+1 (555) 010-0001', '')).toBe('+15550100001');
    expect(nextToValue('abc', '')).toBe('+');
    expect(nextToValue('', '+1')).toBe('');
  });

  it('ignores a To change that grows past 13 characters', () => {
    expect(nextToValue('+123456789012', '+12345678901')).toBe('+123456789012');
    expect(nextToValue('+1234567890123', '+123456789012')).toBeNull();
    expect(nextToValue('+12345678901234567', '')).toBeNull();
  });

  it('past 13 characters takes only a shortening change or the card number coming back', () => {
    // A 15-digit number taken from a card (16 characters): Backspace and overtyping a digit still work.
    expect(nextToValue('+86138001380001', '+861380013800012')).toBe('+86138001380001');
    // Overtyping a digit makes a number nobody gave: refused…
    expect(nextToValue('+861380013800019', '+861380013800012')).toBeNull();
    expect(nextToValue('+861380013800019', '+861380013800012', '+861380013800012')).toBeNull();
    // …and so is growing it…
    expect(nextToValue('+8613800138000123', '+861380013800012')).toBeNull();
    // …unless it restores the card's number (retyping a digit just deleted, or one in the middle).
    expect(nextToValue('+861380013800012', '+86138001380001', '+861380013800012')).toBe('+861380013800012');
    expect(nextToValue('+861380013800012', '+86138001380012', '+861380013800012')).toBe('+861380013800012');
    expect(nextToValue('+8613800138000123', '+861380013800012', '+861380013800012')).toBeNull();
    // A number typed over a selected card number has the spec's cap, whatever the card's length.
    expect(nextToValue('+12345678901234', '+1234567890123', '+861380013800012')).toBeNull();
  });

  it('ignores a Message change that reaches 200 characters', () => {
    expect(nextMessageValue('a'.repeat(199))).toBe('a'.repeat(199));
    expect(nextMessageValue('a'.repeat(200))).toBeNull();
  });

  it('accepts To with a plus and at least 11 digits, E.164 lengths included', () => {
    expect(isValidTo('+15550100001')).toBe(true);
    expect(isValidTo('+447700900123')).toBe(true);
    expect(isValidTo('+8613800138000')).toBe(true);
    expect(isValidTo('+49151234567890')).toBe(true);
    expect(isValidTo('+491512345678901')).toBe(true);
    expect(isValidTo('+1555010000')).toBe(false);
    expect(isValidTo('15550100001')).toBe(false);
    expect(isValidTo('+')).toBe(false);
  });

  it('refuses a To holding anything but a plus and ASCII digits', () => {
    // Bidi controls and invisible characters, wherever they sit.
    expect(isValidTo('\u202E+8613800138000')).toBe(false);
    expect(isValidTo('+8613800138000\u202C')).toBe(false);
    expect(isValidTo('+86138\u200B00138000')).toBe(false);
    expect(isValidTo('+\u2066861380013800\u2069')).toBe(false);
    expect(isValidTo('+8613800138000\uFEFF')).toBe(false);
    // Digits of other scripts and look-alikes.
    expect(isValidTo('+٨٦١٣٨٠٠١٣٨٠٠٠')).toBe(false);
    expect(isValidTo('+８６１３８００１３８０００')).toBe(false);
    // Spaces, separators, a second plus, a trailing newline.
    expect(isValidTo('+86 138 0013 8000')).toBe(false);
    expect(isValidTo('++8613800138000')).toBe(false);
    expect(isValidTo('+8613800138000\n')).toBe(false);
  });

  it('accepts a Message with 3 word characters in a row (ASCII)', () => {
    expect(isValidMessage('Hey')).toBe(true);
    expect(isValidMessage('ok 123')).toBe(true);
    expect(isValidMessage('a_b')).toBe(true);
    expect(isValidMessage('a b c d')).toBe(false);
    expect(isValidMessage('  ok!')).toBe(false);
    expect(isValidMessage('Ca va ?')).toBe(false);
    expect(isValidMessage('')).toBe(false);
  });

  it('counts the letters, marks and digits of every script', () => {
    expect(isValidMessage('À été')).toBe(true);
    expect(isValidMessage('ありがとうございます')).toBe(true);
    expect(isValidMessage('Привет')).toBe(true);
    expect(isValidMessage('شكرا لك')).toBe(true);
    expect(isValidMessage('مع')).toBe(false);
    // Hindi: न म स ् त े — the virama and the vowel sign are combining marks inside the word.
    expect(isValidMessage('नमस्ते')).toBe(true);
    expect(isValidMessage('٣٤٥')).toBe(true);
    expect(isValidMessage('你好吗')).toBe(true);
  });

  it('judges the precomposed and the decomposed form of a text alike', () => {
    // 'Ça va ?' has at most 2 letters in a row, like 'Ca va ?': refused in both forms.
    expect(isValidMessage('Ça va ?')).toBe(false);
    expect(isValidMessage('Ça va ?'.normalize('NFD'))).toBe(false);
    expect('Ça va ?'.normalize('NFD')).toHaveLength(8);
    expect(isValidMessage('À été'.normalize('NFD'))).toBe(true);
    expect(isValidMessage('Ça')).toBe(false);
    expect(isValidMessage('Ça'.normalize('NFD'))).toBe(false);
  });

  it('does not count emoji as word characters', () => {
    expect(isValidMessage('😀😀😀')).toBe(false);
    expect(isValidMessage('👍 ok')).toBe(false);
    expect(isValidMessage('👍 yes')).toBe(true);
  });

  it('measures a paste as the text area will hold it', () => {
    expect(pastedLength('abc')).toBe(3);
    // Browsers turn CRLF and lone CR into LF in a text area's value.
    expect(pastedLength('a\r\nb\rc\n')).toBe(6);
  });

  it('explains a refused paste by the lengths involved', () => {
    expect(pasteRefusalNote({ pasted: 270, kept: 0 })).toBe(
      'The pasted text has 270 characters; a message can have at most 199.',
    );
    expect(pasteRefusalNote({ pasted: 150, kept: 80 })).toBe(
      'The pasted text has 150 characters; with the 80 characters already in the message that would make 230, and a message can have at most 199.',
    );
    expect(pasteRefusalNote({ pasted: 1, kept: 199 })).toBe(
      'The pasted text has 1 character; with the 199 characters already in the message that would make 200, and a message can have at most 199.',
    );
  });

  it('refuses a paste only when what stays plus what comes would reach 200 characters', () => {
    const field = (value: string, selectionStart = value.length, selectionEnd = selectionStart) => ({
      value,
      selectionStart,
      selectionEnd,
    });
    expect(pasteRefusal(field('a'.repeat(100)), 'b'.repeat(99))).toBeNull();
    expect(pasteRefusal(field('a'.repeat(100)), 'b'.repeat(100))).toBe(
      'The pasted text has 100 characters; with the 100 characters already in the message that would make 200, and a message can have at most 199.',
    );
    // Selected text is replaced, so it does not count; CRLF counts as one character.
    expect(pasteRefusal(field('a'.repeat(150), 0, 100), 'b\r\n'.repeat(74))).toBeNull();
  });

  it('words the placeholder as the spec does', () => {
    expect(messagePlaceholder('+15550100002', '+15550100001')).toBe(
      'Enter the message to sent to: +15550100002 from: +15550100001',
    );
  });
});

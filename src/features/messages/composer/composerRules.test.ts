import { describe, expect, it } from 'vitest';
import {
  hasTooManyDigits,
  isValidMessage,
  isValidReply,
  isValidTo,
  messagePlaceholder,
  nextMessageValue,
  nextToValue,
  pasteRefusal,
  pasteRefusalNote,
  pastedLength,
  REPLY_MOST,
  sendsToLine,
  TO_INVALID_HINT,
  toProblem,
} from './composerRules';

describe('composer rules', () => {
  it('reduces To to a plus followed by the digits typed', () => {
    expect(nextToValue('1')).toBe('+1');
    expect(nextToValue('+1 (555) 010-0001')).toBe('+15550100001');
    expect(nextToValue('abc')).toBe('+');
    expect(nextToValue('')).toBe('');
  });

  it('never cuts or refuses what was typed, however long (decision 0043)', () => {
    expect(nextToValue('+86 138 0013 8000')).toBe('+8613800138000');
    expect(nextToValue('+1234567890123456789')).toBe('+1234567890123456789');
  });

  it("reads '00', the international prefix, as '+'", () => {
    expect(nextToValue('0033 6 12 34 56 78')).toBe('+33612345678');
    expect(nextToValue('+0044 20 7946 0958')).toBe('+442079460958');
    // Typed key by key: '+0' then '+00', which is '+'.
    expect(nextToValue('+00')).toBe('+');
    // A single 0 is no prefix: kept, and refused later as no country's code.
    expect(nextToValue('0612345678')).toBe('+0612345678');
  });

  it('says why a To cannot be sent to: the spec’s hint, or what makes the number impossible', () => {
    expect(toProblem('+14155550100')).toBeNull();
    expect(toProblem('+33612345678')).toBeNull();
    expect(toProblem('+8613800138000')).toBeNull();
    expect(toProblem('')).toBe(TO_INVALID_HINT);
    expect(toProblem('+1555010000')).toBe(TO_INVALID_HINT);
    expect(toProblem('+8613800138000123')).toBe('A phone number has at most 15 digits; this one has 16.');
    expect(toProblem('+06123456789')).toMatch(/^No country has the calling code this number starts with/);
    expect(toProblem('+3361234567890')).toBe(
      'Too many digits for a number with the country code +33 (France).',
    );
    expect(toProblem('+4412345678901')).toBe(
      'Too many digits for a number with the country code +44 (United Kingdom).',
    );
    expect(toProblem('+14155550100123')).toBe(
      'Too many digits for a number with the country code +1 (United States).',
    );
    expect(hasTooManyDigits('+1234567890123456')).toBe(true);
    expect(hasTooManyDigits('+123456789012345')).toBe(false);
  });

  it('names the number a To goes to as people write it, and its country when the number says which', () => {
    expect(sendsToLine('+33612345678')).toBe('Sends to +33 6 12 34 56 78 · France');
    expect(sendsToLine('+14155550100')).toBe('Sends to +1 415 555 0100 · United States');
    expect(sendsToLine('+16135550100')).toBe('Sends to +1 613 555 0100 · Canada');
    // +1 555 belongs to no one country of the 25 that share +1.
    expect(sendsToLine('+15550100001')).toBe('Sends to +1 555 010 0001');
  });

  it('ignores a Message change that reaches 200 characters', () => {
    expect(nextMessageValue('a'.repeat(199))).toBe('a'.repeat(199));
    expect(nextMessageValue('a'.repeat(200))).toBeNull();
  });

  it('lets a reply hold any text that is not blank, up to Twilio’s 1,600 characters', () => {
    for (const reply of ['OK', 'No', '👍', 'k']) expect(isValidReply(reply)).toBe(true);
    for (const reply of ['', '   ', '\n\t']) expect(isValidReply(reply)).toBe(false);
    expect(nextMessageValue('a'.repeat(1600), REPLY_MOST)).toBe('a'.repeat(1600));
    expect(nextMessageValue('a'.repeat(1601), REPLY_MOST)).toBeNull();
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

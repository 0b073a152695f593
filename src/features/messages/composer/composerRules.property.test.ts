/** Properties of the composer's input filters and validators, over any text a person can type. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidTo, MESSAGE_LENGTH_LIMIT, nextMessageValue, nextToValue, toProblem } from './composerRules';

const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

describe('the To filter', () => {
  it('lets through only a plus and digits, and never drops one', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (typed) => {
        const next = nextToValue(typed);
        if (typed === '') {
          expect(next).toBe('');
          return;
        }
        expect(next).toMatch(/^\+\d*$/);
        const typedDigits = typed.replace(/\D/g, '');
        // Every digit typed, in order; only a leading '00' (the international prefix) reads as the plus.
        expect(next.slice(1)).toBe(typedDigits.startsWith('00') ? typedDigits.slice(2) : typedDigits);
      }),
    );
  });

  it('keeps a number of any length as typed, and refuses one outside 11 to 15 digits', () => {
    fc.assert(
      fc.property(digits(1, 20), (typed) => {
        fc.pre(!typed.startsWith('00'));
        expect(nextToValue(`+${typed}`)).toBe(`+${typed}`);
        if (typed.length < 11 || typed.length > 15) expect(toProblem(`+${typed}`)).not.toBeNull();
      }),
    );
  });
});

describe('isValidTo', () => {
  it('accepts exactly a plus and at least 11 ASCII digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (text) => {
        const expected = text.startsWith('+') && text.length >= 12 && /^[0-9]+$/.test(text.slice(1));
        expect(isValidTo(text)).toBe(expected);
      }),
    );
    fc.assert(
      fc.property(digits(11, 15), (number) => {
        expect(isValidTo(`+${number}`)).toBe(true);
      }),
    );
  });
});

describe('the Message filter', () => {
  it('takes a change below the limit as typed and refuses one that reaches it', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 260 }), (typed) => {
        const next = nextMessageValue(typed);
        expect(next).toBe(typed.length >= MESSAGE_LENGTH_LIMIT ? null : typed);
      }),
    );
  });
});

/** Properties of the composer's input filters and validators (issue 12), over any text a person can type. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isValidTo,
  MESSAGE_LENGTH_LIMIT,
  nextMessageValue,
  nextToValue,
  TO_MAX_LENGTH,
} from './composerRules';

const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

describe('the To filter', () => {
  it('lets through only a plus and digits, within the spec’s 13 characters unless it shortens', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 30 }),
        fc.option(digits(0, 15)),
        (typed, current) => {
          const currentValue = current === null ? '' : `+${current}`;
          const next = nextToValue(typed, currentValue);
          if (next === null) return;
          if (typed === '') expect(next).toBe('');
          else expect(next).toMatch(/^\+\d*$/);
          if (next.length > TO_MAX_LENGTH) expect(next.length).toBeLessThan(currentValue.length);
        },
      ),
    );
  });

  it('keeps every digit typed, in order, when it takes the change', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (typed) => {
        const next = nextToValue(typed, '');
        if (next === null || typed === '') return;
        expect(next.slice(1)).toBe(typed.replace(/\D/g, ''));
      }),
    );
  });

  it('lets a digit deleted from a card’s longer number be typed back', () => {
    fc.assert(
      fc.property(digits(14, 15), fc.nat(), (cardDigits, cut) => {
        const card = `+${cardDigits}`;
        const shortened = card.slice(0, Math.max(TO_MAX_LENGTH + 1, card.length - 1 - (cut % 2)));
        const backTo = card.slice(0, shortened.length + 1);
        if (backTo.length <= shortened.length) return;
        expect(nextToValue(backTo, shortened, card)).toBe(backTo);
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

/** Properties of how numbers are written (docs/product.md#phone-number-formatting), over any number the provider may send. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhoneNumber } from './formatPhoneNumber';
import { hasHiddenCharacters } from './hiddenCharacters';

const e164 = fc
  .string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 15 })
  .map((digits) => `+${digits}`);

const nanp = fc
  .string({ unit: fc.constantFrom(...'0123456789'), minLength: 0, maxLength: 14 })
  .map((digits) => `+1${digits}`);

describe('formatPhoneNumber', () => {
  it('groups a +1 number as 2, 3, 3 and the rest, keeping every character in order', () => {
    fc.assert(
      fc.property(nanp, (raw) => {
        const groups = formatPhoneNumber(raw).split(' ');
        expect(groups.join('')).toBe(raw);
        expect(groups.length).toBeLessThanOrEqual(4);
        // Every group but the last has its full size; only the fourth holds more than three.
        groups.slice(0, -1).forEach((group, index) => expect(group).toHaveLength(index === 0 ? 2 : 3));
        // A last group in one of the first three places is no longer than that place.
        const slot = [2, 3, 3][groups.length - 1];
        if (slot !== undefined) expect(groups.at(-1)?.length).toBeLessThanOrEqual(slot);
        expect(groups.every((group) => group !== '')).toBe(true);
      }),
    );
  });

  it('writes any number with its digits all there and in order, after one plus', () => {
    fc.assert(
      fc.property(e164, (raw) => {
        const shown = formatPhoneNumber(raw);
        expect(shown.startsWith('+')).toBe(true);
        expect(shown.replace(/\D/g, '')).toBe(raw.slice(1));
      }),
    );
  });

  it('never shows a hidden character: it names them and says so', () => {
    const hidden = fc.constantFrom('\u202E', '\u202D', '\u200B', '\u2066', '\u200F', '\uFEFF');
    fc.assert(
      fc.property(e164, hidden, fc.nat(), (raw, character, at) => {
        const position = at % (raw.length + 1);
        const spoofed = raw.slice(0, position) + character + raw.slice(position);
        const shown = formatPhoneNumber(spoofed);
        expect(hasHiddenCharacters(shown)).toBe(false);
        expect(shown).toMatch(/\(contains hidden characters\)$/);
      }),
    );
  });
});

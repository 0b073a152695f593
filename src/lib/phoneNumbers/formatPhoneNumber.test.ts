import { describe, expect, it } from 'vitest';
import { formatPhoneNumber } from './formatPhoneNumber';

describe('formatPhoneNumber', () => {
  it('groups a +1 number as the spec does: the first 2 characters, the next 3, the next 3 and the rest', () => {
    expect(formatPhoneNumber('+15550100001')).toBe('+1 555 010 0001');
    expect(formatPhoneNumber('+16135550100')).toBe('+1 613 555 0100');
  });

  it('writes every other number in its own country’s international format', () => {
    expect(formatPhoneNumber('+33612345678')).toBe('+33 6 12 34 56 78');
    expect(formatPhoneNumber('+447700900123')).toBe('+44 7700 900123');
    expect(formatPhoneNumber('+442079460958')).toBe('+44 20 7946 0958');
    expect(formatPhoneNumber('+8613800138000')).toBe('+86 138 0013 8000');
    expect(formatPhoneNumber('+4915123456789')).toBe('+49 1512 3456789');
  });

  it('shows a number no country’s format fits as it came, never split in made-up places', () => {
    expect(formatPhoneNumber('+99912345678')).toBe('+99912345678');
    // Romania's format would drop the leading 0 as a national prefix, and with it a digit.
    expect(formatPhoneNumber('+400000000')).toBe('+400000000');
    expect(formatPhoneNumber('72345')).toBe('72345');
    expect(formatPhoneNumber('MyShop')).toBe('MyShop');
  });

  it('keeps short +1 values without empty groups', () => {
    expect(formatPhoneNumber('')).toBe('');
    expect(formatPhoneNumber('+1555')).toBe('+1 555');
    expect(formatPhoneNumber('+1555010')).toBe('+1 555 010');
  });

  it('writes out hidden characters instead of grouping a number that has some', () => {
    expect(formatPhoneNumber('\u202E1234-555-514+')).toBe(
      '⟨U+202E⟩1234-555-514+ (contains hidden characters)',
    );
    expect(formatPhoneNumber('+1415\u200B5550100')).toBe('+1415⟨U+200B⟩5550100 (contains hidden characters)');
  });
});

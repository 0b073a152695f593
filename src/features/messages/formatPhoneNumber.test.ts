import { describe, expect, it } from 'vitest';
import { formatPhoneNumber } from './formatPhoneNumber';

describe('formatPhoneNumber', () => {
  it('groups the first 2 characters, the next 3, the next 3 and the rest', () => {
    expect(formatPhoneNumber('+15550100001')).toBe('+1 555 010 0001');
    expect(formatPhoneNumber('+447700900123')).toBe('+4 477 009 00123');
  });

  it('keeps short values without empty groups', () => {
    expect(formatPhoneNumber('')).toBe('');
    expect(formatPhoneNumber('+1')).toBe('+1');
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

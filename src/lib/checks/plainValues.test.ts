import { describe, expect, it } from 'vitest';
import { isOneOf, isRecord, stringFields } from './plainValues';

describe('plain value checks', () => {
  it('take an object, not null, an array or a string', () => {
    expect(isRecord({})).toBe(true);
    expect([null, [], 'text', 1].some(isRecord)).toBe(false);
  });

  it('take one of the choices only, of the same type', () => {
    expect(isOneOf([5, 10], 10)).toBe(true);
    expect(isOneOf([5, 10], '10')).toBe(false);
  });

  it('copy the named string fields alone, and refuse a missing or other-typed one', () => {
    expect(stringFields({ a: 'x', b: '', extra: 1 }, ['a', 'b'])).toEqual({ a: 'x', b: '' });
    expect(stringFields({ a: 'x' }, ['a', 'b'])).toBeNull();
    expect(stringFields({ a: 'x', b: 2 }, ['a', 'b'])).toBeNull();
    expect(stringFields('a', ['a'])).toBeNull();
  });
});

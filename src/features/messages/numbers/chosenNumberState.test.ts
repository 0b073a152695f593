import { describe, expect, it } from 'vitest';
import { chosenNumberState, isE164 } from './chosenNumberState';
import { ALL_NUMBERS } from './useChosenNumber';

const NUMBERS = ['+14155550100', '+16505550142'];

describe('chosenNumberState', () => {
  it('shows a number the account has, even before the whole list is read', () => {
    expect(chosenNumberState('+16505550142', NUMBERS, false)).toEqual({
      kind: 'number',
      phoneNumber: '+16505550142',
    });
  });

  it('waits while more numbers may come, whatever the value', () => {
    expect(chosenNumberState('+12125550199', NUMBERS, false)).toEqual({ kind: 'waiting' });
    expect(chosenNumberState('nonsense', [], false)).toEqual({ kind: 'waiting' });
  });

  it('tells a number the account does not have from a value that is no number, once the list is read', () => {
    expect(chosenNumberState('+12125550199', NUMBERS, true)).toEqual({
      kind: 'not-the-accounts',
      value: '+12125550199',
    });
    expect(chosenNumberState('4155550100', NUMBERS, true)).toEqual({
      kind: 'not-a-number',
      value: '4155550100',
    });
  });

  it('accepts a number the provider lists even when it is not E.164: membership decides', () => {
    expect(chosenNumberState('12345', ['12345'], true)).toEqual({ kind: 'number', phoneNumber: '12345' });
  });

  it('passes nothing and all-numbers through', () => {
    expect(chosenNumberState('', NUMBERS, true)).toEqual({ kind: 'none' });
    expect(chosenNumberState(ALL_NUMBERS, NUMBERS, false)).toEqual({ kind: 'all-numbers' });
  });
});

describe('isE164', () => {
  it('takes a plus, a country code not starting with 0, and at most 15 digits', () => {
    expect(isE164('+14155550100')).toBe(true);
    expect(isE164('+123456789012345')).toBe(true);
    expect(isE164('+1234567890123456')).toBe(false);
    expect(isE164('+04155550100')).toBe(false);
    expect(isE164('14155550100')).toBe(false);
    expect(isE164('+1 415 555 0100')).toBe(false);
    expect(isE164('+14155550100\n')).toBe(false);
  });
});

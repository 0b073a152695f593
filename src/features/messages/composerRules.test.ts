import { describe, expect, it } from 'vitest';
import {
  isValidMessage,
  isValidTo,
  messagePlaceholder,
  nextMessageValue,
  nextToValue,
} from './composerRules';

describe('composer rules', () => {
  it('reduces To to a plus followed by the digits typed', () => {
    expect(nextToValue('1')).toBe('+1');
    expect(nextToValue('+1 (555) 010-0001')).toBe('+15550100001');
    expect(nextToValue('abc')).toBe('+');
    expect(nextToValue('')).toBe('');
  });

  it('ignores a To change past 13 characters', () => {
    expect(nextToValue('+123456789012')).toBe('+123456789012');
    expect(nextToValue('+1234567890123')).toBeNull();
  });

  it('ignores a Message change that reaches 200 characters', () => {
    expect(nextMessageValue('a'.repeat(199))).toBe('a'.repeat(199));
    expect(nextMessageValue('a'.repeat(200))).toBeNull();
  });

  it('accepts To with a plus and at least 11 digits', () => {
    expect(isValidTo('+15550100001')).toBe(true);
    expect(isValidTo('+1555010000')).toBe(false);
    expect(isValidTo('15550100001')).toBe(false);
    expect(isValidTo('+')).toBe(false);
  });

  it('accepts a Message with 3 word characters in a row', () => {
    expect(isValidMessage('Hey')).toBe(true);
    expect(isValidMessage('a b c d')).toBe(false);
    expect(isValidMessage('  ok!')).toBe(false);
  });

  it('words the placeholder as the spec does', () => {
    expect(messagePlaceholder('+15550100002', '+15550100001')).toBe(
      'Enter the message to sent to: +15550100002 from: +15550100001',
    );
  });
});

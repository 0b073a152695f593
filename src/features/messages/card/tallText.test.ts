import { describe, expect, it } from 'vitest';
import { exceedsLines } from './tallText';

describe('exceedsLines', () => {
  it('counts line breaks of every kind', () => {
    expect(exceedsLines('a\nb\nc', 3, 80)).toBe(false);
    expect(exceedsLines('a\nb\nc\nd', 3, 80)).toBe(true);
    expect(exceedsLines('a\r\nb\r\nc', 3, 80)).toBe(false);
    expect(exceedsLines('a\rb\rc\rd', 3, 80)).toBe(true);
    expect(exceedsLines('a\u2028b\u2029c\u0085d', 3, 80)).toBe(true);
    expect(exceedsLines('\n'.repeat(1600), 12, 80)).toBe(true);
  });

  it('counts a long line as the lines it wraps to', () => {
    expect(exceedsLines('x'.repeat(240), 3, 80)).toBe(false);
    expect(exceedsLines('x'.repeat(241), 3, 80)).toBe(true);
    expect(exceedsLines(`${'x'.repeat(160)}\n${'x'.repeat(81)}`, 3, 80)).toBe(true);
  });

  it('leaves short texts alone', () => {
    expect(exceedsLines('', 12, 80)).toBe(false);
    expect(exceedsLines('Running 10 minutes late, sorry!', 12, 80)).toBe(false);
    expect(exceedsLines(`a${'\u0301'.repeat(200)}`, 12, 80)).toBe(false);
  });
});

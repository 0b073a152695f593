import { describe, expect, it } from 'vitest';
import { counted, formatCount } from './formatCount';

// Against the locale's own writing ('1,234' in English), so the test holds in any locale.
describe('formatCount and counted', () => {
  it('write a count as the locale does, with the noun for one or many', () => {
    expect(formatCount(1234)).toBe((1234).toLocaleString());
    expect(formatCount(2.345, 1)).toBe((2.3).toLocaleString());
    expect(formatCount(2.5)).toBe((3).toLocaleString());
    expect(counted(1, 'contact', 'contacts')).toBe('1 contact');
    expect(counted(0, 'person', 'people')).toBe('0 people');
    expect(counted(1000, 'person', 'people')).toBe(`${(1000).toLocaleString()} people`);
  });
});

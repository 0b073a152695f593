import { describe, expect, it } from 'vitest';
import { writtenNumber } from './writtenNumber';

describe('writtenNumber', () => {
  it("reads a national number as one of the account's country, and an international one as itself", () => {
    expect(writtenNumber('(415) 555-0100', 'US')).toBe('+14155550100');
    expect(writtenNumber('06 12 34 56 78', 'FR')).toBe('+33612345678');
    expect(writtenNumber('00 33 6 12 34 56 78', 'FR')).toBe('+33612345678');
    expect(writtenNumber('+33 6 12 34 56 78', 'US')).toBe('+33612345678');
    expect(writtenNumber('06 12 34 56 78', null)).toBeNull();
    expect(writtenNumber('12', 'US')).toBeNull();
    expect(writtenNumber('maya@example.com', 'US')).toBeNull();
  });
});

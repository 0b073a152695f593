import { describe, expect, it } from 'vitest';
import { exportFileName } from './exportFileName';

// 23 November 2026, 00:30 on this computer's clock, whatever its time zone.
const NOW = new Date(2026, 10, 23, 0, 30);

describe('exportFileName', () => {
  it('names a number without its +, and the day of the export', () => {
    expect(exportFileName('+14155550100', 'csv', NOW)).toBe('messages-14155550100-2026-11-23.csv');
    expect(exportFileName('+14155550100', 'json', NOW)).toBe('messages-14155550100-2026-11-23.json');
  });

  it("says 'all-numbers' for every number", () => {
    expect(exportFileName(null, 'json', NOW)).toBe('messages-all-numbers-2026-11-23.json');
  });

  it('keeps only letters and digits of a number that is provider text', () => {
    expect(exportFileName('+1 415/../555 0100', 'csv', NOW)).toBe('messages-14155550100-2026-11-23.csv');
    expect(exportFileName('\u202E+44', 'csv', NOW)).toBe('messages-44-2026-11-23.csv');
    expect(exportFileName('+', 'csv', NOW)).toBe('messages-number-2026-11-23.csv');
  });

  it('pads month and day', () => {
    expect(exportFileName(null, 'csv', new Date(2027, 0, 5, 12))).toBe('messages-all-numbers-2027-01-05.csv');
  });
});

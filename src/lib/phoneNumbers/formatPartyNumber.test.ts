import { describe, expect, it } from 'vitest';
import { formatPartyNumber } from './formatPartyNumber';

describe('formatPartyNumber', () => {
  it('writes a phone number as the dropdown does', () => {
    expect(formatPartyNumber('+14155551234')).toBe('+1 415 555 1234');
    expect(formatPartyNumber('+447700900123')).toBe('+44 7700 900123');
  });

  it('leaves short codes, sender ids and anything else as they came', () => {
    for (const raw of ['72345', 'MyShop', '+1415', '14155551234', '+1 415 555 1234', 'whatsapp:+14155551234'])
      expect(formatPartyNumber(raw)).toBe(raw);
  });
});

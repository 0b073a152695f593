import { describe, expect, it } from 'vitest';
import { formatPrice } from './formatPrice';

describe('formatPrice', () => {
  it('shows what was charged as money in its currency, sub-cent digits kept', () => {
    expect(formatPrice('-0.00790', 'USD')).toBe('$0.0079');
    expect(formatPrice('-0.07500', 'eur')).toBe('€0.075');
    expect(formatPrice('-1.2', 'GBP')).toBe('£1.20');
    expect(formatPrice('0.00000', 'USD')).toBe('$0.00');
  });

  it('says a positive amount was credited, not charged', () => {
    expect(formatPrice('0.0079', 'USD')).toBe('$0.0079 credited');
  });

  it('gives up on what it cannot read, so the raw value is shown instead', () => {
    expect(formatPrice('-0.0079', null)).toBeNull();
    expect(formatPrice('-0.0079', 'not a currency')).toBeNull();
    expect(formatPrice('free', 'USD')).toBeNull();
    expect(formatPrice('', 'USD')).toBeNull();
  });
});

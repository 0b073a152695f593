import { describe, expect, it } from 'vitest';
import { conversationInAddress } from './useOpenConversation';

const SHOP = '+14155550100';
const MAYA = '+14155550123';

describe('conversationInAddress', () => {
  it('reads the party on the chosen number', () => {
    expect(conversationInAddress('?number=%2B14155550100&with=%2B14155550123')).toEqual({
      accountNumber: SHOP,
      party: MAYA,
    });
  });

  it('reads the number it is on from `on` with All numbers', () => {
    expect(conversationInAddress('?number=all&with=%2B14155550123&on=%2B14155550100')).toEqual({
      accountNumber: SHOP,
      party: MAYA,
    });
  });

  it('reads a bare + typed by hand as the number meant, and a sender name as it is', () => {
    expect(conversationInAddress('?number=+14155550100&with=+14155550123')).toEqual({
      accountNumber: SHOP,
      party: MAYA,
    });
    expect(conversationInAddress('?number=%2B14155550100&with=AcmeBank')).toEqual({
      accountNumber: SHOP,
      party: 'AcmeBank',
    });
  });

  it('finds none without a party, without a number, or on All numbers without the number it is on', () => {
    for (const search of [
      '',
      '?number=%2B14155550100',
      '?with=%2B14155550123',
      '?number=%2B14155550100&with=',
      '?number=all&with=%2B14155550123',
    ])
      expect(conversationInAddress(search)).toBeNull();
  });
});

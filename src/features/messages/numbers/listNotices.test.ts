import { describe, expect, it } from 'vitest';
import { leftOutNumbersNotice, otherNumbersNotice } from './listNotices';

describe('what a list says it leaves out', () => {
  it('counts the account numbers not offered, and why', () => {
    const numbers = ['+14155550100'];
    expect(leftOutNumbersNotice({ numbers, withoutSms: [], smsUnknown: [] })).toBeNull();
    expect(leftOutNumbersNotice({ numbers, withoutSms: ['+12125550199'], smsUnknown: [] })).toBe(
      "1 of the account's numbers is not offered (1 cannot send SMS).",
    );
    expect(leftOutNumbersNotice({ numbers: [], withoutSms: [], smsUnknown: [] })).toBe(
      'This account has no phone numbers.',
    );
    expect(leftOutNumbersNotice({ numbers: [], withoutSms: [], smsUnknown: ['+1', '+2'] })).toBe(
      "This account has no SMS-capable numbers (2 have no capabilities in Twilio's answer).",
    );
  });

  it('counts the messages listed for a number that name other numbers', () => {
    expect(otherNumbersNotice(0)).toBeNull();
    expect(otherNumbersNotice(1)).toBe(
      '1 message Twilio listed for this number names other numbers and is not shown.',
    );
    expect(otherNumbersNotice(3)).toBe(
      '3 messages Twilio listed for this number name other numbers and are not shown.',
    );
  });
});

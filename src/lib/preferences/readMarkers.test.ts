import { afterEach, describe, expect, it } from 'vitest';
import { lastReadAt, markRead, readMarkers, startMarkers } from './readMarkers';

const ACCOUNT = 'AC00000000000000000000000000000001';
const SHOP = '+14155550100';

afterEach(() => localStorage.clear());

describe('read markers', () => {
  it('before the first look nothing is unread; after it, everything the account held is read', () => {
    expect(lastReadAt(readMarkers(ACCOUNT), SHOP)).toBe(Infinity);
    startMarkers(ACCOUNT, 5000);
    expect(lastReadAt(readMarkers(ACCOUNT), SHOP)).toBe(5000);
    // Set once: a later visit keeps the first starting point.
    startMarkers(ACCOUNT, 9000);
    expect(readMarkers(ACCOUNT)?.since).toBe(5000);
  });

  it('moves a number forward, never back, and keeps only times', () => {
    startMarkers(ACCOUNT, 1000);
    markRead(ACCOUNT, SHOP, 8000);
    markRead(ACCOUNT, SHOP, 7000);
    expect(lastReadAt(readMarkers(ACCOUNT), SHOP)).toBe(8000);
    const stored = Object.entries(localStorage).map(([key, value]) => `${key}=${value}`);
    expect(stored).toEqual([`sms-web-client.read.${ACCOUNT}={"since":1000,"numbers":{"${SHOP}":8000}}`]);
  });

  it('a corrupt or hand-edited entry counts as a first visit', () => {
    localStorage.setItem(`sms-web-client.read.${ACCOUNT}`, '{"since":"yesterday"}');
    expect(readMarkers(ACCOUNT)).toBeNull();
  });
});

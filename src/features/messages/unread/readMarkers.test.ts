import { afterEach, describe, expect, it } from 'vitest';
import { accountKey } from '../../../lib/preferences/accountKey';
import { lastReadAt, markRead, readMarkers, startMarkers } from './readMarkers';

const ACCOUNT = 'AC00000000000000000000000000000001';
const SHOP = '+14155550100';
const STORED_KEY = `sms-web-client.${accountKey(ACCOUNT, 'read')}`;

afterEach(() => localStorage.clear());

describe('read markers', () => {
  it('before the first poll nothing is unread; after it, everything the account held is read', () => {
    expect(lastReadAt(readMarkers(ACCOUNT), SHOP)).toBe(Infinity);
    startMarkers(ACCOUNT, 5000);
    expect(lastReadAt(readMarkers(ACCOUNT), SHOP)).toBe(5000);
    // Set once: a later visit keeps the first starting point.
    startMarkers(ACCOUNT, 9000);
    expect(readMarkers(ACCOUNT)?.since).toBe(5000);
  });

  it('moves a number forward, never back, and keeps only times, under a key that does not show the account SID', () => {
    startMarkers(ACCOUNT, 1000);
    markRead(ACCOUNT, SHOP, 8000);
    markRead(ACCOUNT, SHOP, 7000);
    expect(lastReadAt(readMarkers(ACCOUNT), SHOP)).toBe(8000);
    const stored = Object.entries(localStorage).map(([key, value]) => `${key}=${value}`);
    expect(stored).toEqual([`${STORED_KEY}={"since":1000,"numbers":{"${SHOP}":8000}}`]);
    expect(STORED_KEY).not.toContain(ACCOUNT);
  });

  it('each account has markers of its own', () => {
    const other = 'AC00000000000000000000000000000002';
    startMarkers(ACCOUNT, 1000);
    expect(readMarkers(other)).toBeNull();
    startMarkers(other, 3000);
    expect(readMarkers(ACCOUNT)?.since).toBe(1000);
    expect(readMarkers(other)?.since).toBe(3000);
  });

  it('markers kept under the account SID by an earlier version move to the new key on the first read', () => {
    const earlier = 'AC00000000000000000000000000000003';
    localStorage.setItem(`sms-web-client.read.${earlier}`, `{"since":1000,"numbers":{"${SHOP}":8000}}`);
    expect(lastReadAt(readMarkers(earlier), SHOP)).toBe(8000);
    expect(Object.keys(localStorage)).toEqual([`sms-web-client.${accountKey(earlier, 'read')}`]);
    markRead(earlier, SHOP, 9000);
    expect(lastReadAt(readMarkers(earlier), SHOP)).toBe(9000);
    expect(JSON.stringify({ ...localStorage })).not.toContain(earlier);
  });

  it('a corrupt or hand-edited entry counts as a first visit', () => {
    localStorage.setItem(STORED_KEY, '{"since":"yesterday"}');
    expect(readMarkers(ACCOUNT)).toBeNull();
  });
});

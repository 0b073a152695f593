import { afterEach, describe, expect, it } from 'vitest';
import { lastReadAt, markRead, readMarkers } from './readMarkers';

const ACCOUNT = 'AC00000000000000000000000000000001';
const SHOP = '+14155550100';

afterEach(() => localStorage.clear());

describe('read markers', () => {
  it('an account seen for the first time has everything read up to now', () => {
    const markers = readMarkers(ACCOUNT, 5000);
    expect(lastReadAt(markers, SHOP)).toBe(5000);
    // Remembered: a later visit keeps the first time.
    expect(readMarkers(ACCOUNT, 9000).since).toBe(5000);
  });

  it('moves a number forward, never back, and keeps only times', () => {
    readMarkers(ACCOUNT, 1000);
    markRead(ACCOUNT, SHOP, 8000);
    markRead(ACCOUNT, SHOP, 7000);
    expect(lastReadAt(readMarkers(ACCOUNT), SHOP)).toBe(8000);
    const stored = Object.entries(localStorage).map(([key, value]) => `${key}=${value}`);
    expect(stored).toEqual([`sms-web-client.read.${ACCOUNT}={"since":1000,"numbers":{"${SHOP}":8000}}`]);
  });

  it('a corrupt or hand-edited entry counts as a first visit', () => {
    localStorage.setItem(`sms-web-client.read.${ACCOUNT}`, '{"since":"yesterday"}');
    expect(readMarkers(ACCOUNT, 3000)).toEqual({ since: 3000, numbers: {} });
  });
});

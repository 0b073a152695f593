import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, OTHER_ACCOUNT } from '../../../emulator/src/core/accounts';
import { accountKey } from './accountKey';

describe('accountKey', () => {
  it('names what is kept for an account without showing its SID', () => {
    const key = accountKey(DEMO_ACCOUNT.accountSid, 'read');
    expect(key).toMatch(/^account\.[0-9a-f]{16}\.read$/);
    expect(key).not.toContain(DEMO_ACCOUNT.accountSid);
    expect(key).not.toContain(DEMO_ACCOUNT.accountSid.slice(2));
  });

  it('is the same for an account every time, and keeps accounts and what is kept for them apart', () => {
    expect(accountKey(DEMO_ACCOUNT.accountSid, 'read')).toBe(accountKey(DEMO_ACCOUNT.accountSid, 'read'));
    expect(accountKey(OTHER_ACCOUNT.accountSid, 'read')).not.toBe(
      accountKey(DEMO_ACCOUNT.accountSid, 'read'),
    );
    expect(accountKey(DEMO_ACCOUNT.accountSid, 'notifications')).toBe(
      accountKey(DEMO_ACCOUNT.accountSid, 'read').replace(/read$/, 'notifications'),
    );
  });

  it('is FNV-1a, 64 bits: its published check values hold', () => {
    // From the FNV reference test vectors (draft-eastlake-fnv): "" and "a".
    expect(accountKey('', 'x')).toBe('account.cbf29ce484222325.x');
    expect(accountKey('a', 'x')).toBe('account.af63dc4c8601ec8c.x');
  });
});

import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, OTHER_ACCOUNT } from '../../../emulator/src/core/accounts';
import { accountKey } from './accountKey';
import {
  readNotificationSettings,
  useNotificationSetting,
  writeNotificationSettings,
} from './notificationSettings';
import { readPreferences } from './preferences';

const FIRST = DEMO_ACCOUNT.accountSid;
const SECOND = OTHER_ACCOUNT.accountSid;

afterEach(() => localStorage.clear());

describe('notification settings', () => {
  it('are off until the person turns them on, for each account of its own', () => {
    expect(readNotificationSettings(FIRST)).toEqual({ notify: false, notifyWithBody: false });
    writeNotificationSettings(FIRST, { notify: true });
    writeNotificationSettings(FIRST, { notifyWithBody: true });
    expect(readNotificationSettings(FIRST)).toEqual({ notify: true, notifyWithBody: true });
    // A second account signed in on the same browser starts with them off.
    expect(readNotificationSettings(SECOND)).toEqual({ notify: false, notifyWithBody: false });
    // Not kept with the browser's other preferences.
    expect(readPreferences()).not.toHaveProperty('notify');
    expect(readPreferences()).not.toHaveProperty('notifyWithBody');
  });

  it('are kept under a key that does not show the account SID', () => {
    writeNotificationSettings(FIRST, { notify: true });
    expect(Object.keys(localStorage)).toEqual([`sms-web-client.${accountKey(FIRST, 'notifications')}`]);
    expect(JSON.stringify({ ...localStorage })).not.toContain(FIRST);
  });

  it('a stored value that is not one of the choices counts as off', () => {
    localStorage.setItem(`sms-web-client.${accountKey(FIRST, 'notifications')}`, '{"notify":"yes"}');
    expect(readNotificationSettings(FIRST).notify).toBe(false);
  });

  it('renders a reader again when its account’s setting changes, and not for another account’s', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useNotificationSetting(FIRST, 'notify');
    });
    expect(result.current).toBe(false);
    const before = renders;
    act(() => writeNotificationSettings(SECOND, { notify: true }));
    expect(result.current).toBe(false);
    expect(renders).toBe(before);
    act(() => writeNotificationSettings(FIRST, { notify: true }));
    expect(result.current).toBe(true);
  });
});

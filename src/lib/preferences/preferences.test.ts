import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, readPreferences, writePreferences } from './preferences';

afterEach(() => localStorage.clear());

describe('preferences', () => {
  it('live updates every 10 s and no notifications until the person changes them', () => {
    expect(readPreferences()).toEqual({ liveIntervalS: 10, notify: false, notifyWithBody: false });
  });

  it('keeps a change, and ignores a stored value that is not one of the choices', () => {
    writePreferences({ liveIntervalS: 30 });
    expect(readPreferences().liveIntervalS).toBe(30);
    localStorage.setItem('sms-web-client.preferences', '{"liveIntervalS":1}');
    expect(readPreferences()).toEqual(DEFAULT_PREFERENCES);
  });
});

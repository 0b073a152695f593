import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PREFERENCES, readPreferences, usePreference, writePreferences } from './preferences';

afterEach(() => localStorage.clear());

describe('preferences', () => {
  it('live updates every 10 s, the list of cards and single-key shortcuts until the person changes them', () => {
    expect(readPreferences()).toEqual({
      liveIntervalS: 10,
      colorMode: 'system',
      messagesView: 'list',
      singleKeyShortcuts: true,
    });
  });

  it('remembers single-key shortcuts turned off, and a stored value that is not a yes or no counts as absent', () => {
    writePreferences({ singleKeyShortcuts: false });
    expect(readPreferences().singleKeyShortcuts).toBe(false);
    localStorage.setItem('sms-web-client.preferences', '{"singleKeyShortcuts":"off"}');
    expect(readPreferences().singleKeyShortcuts).toBe(true);
  });

  it('remembers Conversations, and a stored view that is not one of the choices counts as absent', () => {
    writePreferences({ messagesView: 'conversations' });
    expect(readPreferences().messagesView).toBe('conversations');
    localStorage.setItem('sms-web-client.preferences', '{"messagesView":"threads"}');
    expect(readPreferences().messagesView).toBe('list');
  });

  it('keeps a change, and ignores a stored value that is not one of the choices', () => {
    writePreferences({ liveIntervalS: 30 });
    expect(readPreferences().liveIntervalS).toBe(30);
    localStorage.setItem('sms-web-client.preferences', '{"liveIntervalS":1}');
    expect(readPreferences()).toEqual(DEFAULT_PREFERENCES);
  });

  it('a choice the browser refuses to store still holds for this page', () => {
    const refuse = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    writePreferences({ liveIntervalS: 60 });
    expect(readPreferences().liveIntervalS).toBe(60);
    refuse.mockRestore();
    // Stored once the browser takes it again.
    writePreferences({ liveIntervalS: 10 });
    expect(localStorage.getItem('sms-web-client.preferences')).toContain('"liveIntervalS":10');
  });

  it('renders a reader of one setting again when that setting changes, and only then', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return usePreference('liveIntervalS');
    });
    expect(result.current).toBe(10);
    const before = renders;
    act(() => writePreferences({ messagesView: 'conversations', colorMode: 'dark' }));
    expect(renders).toBe(before);
    act(() => writePreferences({ liveIntervalS: 30 }));
    expect(result.current).toBe(30);
    expect(renders).toBe(before + 1);
  });
});

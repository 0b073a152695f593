import { afterEach, describe, expect, it } from 'vitest';
import { fakeSystemColorScheme } from '../../test/systemColorScheme';
import { followColorMode, readColorMode, resolveColorMode, writeColorMode } from './colorMode';
import { writePreferences } from './preferences';

const STORED_KEY = 'sms-web-client.preferences';
const html = document.documentElement;

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
  html.removeAttribute('data-bs-theme');
});

describe('colour mode preference', () => {
  it('follows the system until the person chooses, and is kept with the other preferences', () => {
    expect(readColorMode()).toBe('system');
    writePreferences({ liveIntervalS: 30 });
    writeColorMode('dark');
    expect(readColorMode()).toBe('dark');
    expect(Object.keys(localStorage)).toEqual([STORED_KEY]);
    expect(JSON.parse(localStorage.getItem(STORED_KEY) ?? '')).toMatchObject({
      liveIntervalS: 30,
      colorMode: 'dark',
    });
  });

  it('a stored value that is not one of the choices counts as none', () => {
    localStorage.setItem(STORED_KEY, '{"colorMode":"sepia"}');
    expect(readColorMode()).toBe('system');
    localStorage.setItem(STORED_KEY, 'not json');
    expect(readColorMode()).toBe('system');
  });

  it('system stands for what the system asks; a choice stands for itself', () => {
    expect(resolveColorMode('system', true)).toBe('dark');
    expect(resolveColorMode('system', false)).toBe('light');
    expect(resolveColorMode('light', true)).toBe('light');
    expect(resolveColorMode('dark', false)).toBe('dark');
  });
});

describe('followColorMode', () => {
  it('sets the mode on <html> at once, and follows the system while the preference is system', () => {
    const system = fakeSystemColorScheme(true);
    stop = followColorMode();
    expect(html).toHaveAttribute('data-bs-theme', 'dark');
    system.set(false);
    expect(html).toHaveAttribute('data-bs-theme', 'light');
  });

  it("a person's choice wins over the system, and applies as soon as it is made", () => {
    const system = fakeSystemColorScheme(false);
    stop = followColorMode();
    writeColorMode('dark');
    expect(html).toHaveAttribute('data-bs-theme', 'dark');
    system.set(true);
    system.set(false);
    expect(html).toHaveAttribute('data-bs-theme', 'dark');
    writeColorMode('system');
    expect(html).toHaveAttribute('data-bs-theme', 'light');
  });

  it('a choice made in another tab applies here too', () => {
    fakeSystemColorScheme(false);
    stop = followColorMode();
    localStorage.setItem(STORED_KEY, '{"colorMode":"dark"}');
    window.dispatchEvent(new StorageEvent('storage', { key: STORED_KEY }));
    expect(html).toHaveAttribute('data-bs-theme', 'dark');
  });

  it('without matchMedia the system counts as light', () => {
    stop = followColorMode();
    expect(html).toHaveAttribute('data-bs-theme', 'light');
  });

  it('stops following when told to', () => {
    const system = fakeSystemColorScheme(false);
    followColorMode()();
    system.set(true);
    writeColorMode('dark');
    expect(html).toHaveAttribute('data-bs-theme', 'light');
  });
});

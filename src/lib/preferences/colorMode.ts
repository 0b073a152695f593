/**
 * Light or dark, applied as Bootstrap's `data-bs-theme` on <html>; 'system' follows the operating system
 * live. main.tsx starts this before React renders, so the first frame has the right colours
 * (docs/decisions/0019-colour-modes-and-install.md).
 */
import { subscribeLocal } from './localStore';
import { COLOR_MODES, readPreferences, usePreference, writePreferences } from './preferences';

export { COLOR_MODES };
export type ColorModePreference = (typeof COLOR_MODES)[number];
export type ColorMode = Exclude<ColorModePreference, 'system'>;

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function readColorMode(): ColorModePreference {
  return readPreferences().colorMode;
}

export function writeColorMode(colorMode: ColorModePreference): void {
  writePreferences({ colorMode });
}

export function useColorMode(): [ColorModePreference, (mode: ColorModePreference) => void] {
  return [usePreference('colorMode'), writeColorMode];
}

/** The mode a preference stands for, given whether the system asks for dark. */
export function resolveColorMode(preference: ColorModePreference, systemDark: boolean): ColorMode {
  if (preference === 'system') return systemDark ? 'dark' : 'light';
  return preference;
}

/** Sets `data-bs-theme` on `root` now and on every change of the preference or the system's setting. */
export function followColorMode(root: HTMLElement = document.documentElement): () => void {
  // Older or stripped-down environments (jsdom) have no matchMedia: they count as light.
  const systemDark = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
  const apply = () => {
    const mode = resolveColorMode(readColorMode(), systemDark?.matches ?? false);
    if (root.getAttribute('data-bs-theme') !== mode) root.setAttribute('data-bs-theme', mode);
  };
  apply();
  const stopLocal = subscribeLocal(apply);
  systemDark?.addEventListener('change', apply);
  return () => {
    stopLocal();
    systemDark?.removeEventListener('change', apply);
  };
}

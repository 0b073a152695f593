/** The person's settings that outlive the tab and hold for every account (notifications are per account). */
import { useCallback, useSyncExternalStore } from 'react';
import { isOneOf, isRecord } from '../checks/plainValues';
import { readLocal, subscribeLocal, writeLocal } from './localStore';

/** Seconds between looks for new messages; 0 is off. */
export const LIVE_INTERVAL_CHOICES = [0, 5, 10, 30, 60] as const;
export const DEFAULT_LIVE_INTERVAL_S = 10;

/** 'system' follows the operating system's light or dark setting (colorMode.ts). */
export const COLOR_MODES = ['system', 'light', 'dark'] as const;

/** The spec's list of cards, or one row per other party that opens as a thread. */
export const MESSAGE_VIEWS = ['list', 'conversations'] as const;
export type MessagesView = (typeof MESSAGE_VIEWS)[number];

export interface Preferences {
  liveIntervalS: (typeof LIVE_INTERVAL_CHOICES)[number];
  colorMode: (typeof COLOR_MODES)[number];
  /** The spec's list until the person picks Conversations. */
  messagesView: MessagesView;
  /** Conversations' shortcuts of one character key (j, e, /, ?…); Escape and the arrows stay. */
  singleKeyShortcuts: boolean;
}

const KEY = 'preferences';
export const DEFAULT_PREFERENCES: Preferences = {
  liveIntervalS: DEFAULT_LIVE_INTERVAL_S,
  colorMode: 'system',
  messagesView: 'list',
  singleKeyShortcuts: true,
};

/** The stored preferences, each one absent or not one of its choices read as its default. */
function checkPreferences(stored: unknown): Preferences | undefined {
  if (!isRecord(stored)) return undefined;
  const { liveIntervalS, colorMode, messagesView, singleKeyShortcuts } = stored;
  return {
    liveIntervalS: isOneOf(LIVE_INTERVAL_CHOICES, liveIntervalS) ? liveIntervalS : DEFAULT_LIVE_INTERVAL_S,
    colorMode: isOneOf(COLOR_MODES, colorMode) ? colorMode : DEFAULT_PREFERENCES.colorMode,
    messagesView: isOneOf(MESSAGE_VIEWS, messagesView) ? messagesView : DEFAULT_PREFERENCES.messagesView,
    singleKeyShortcuts:
      typeof singleKeyShortcuts === 'boolean' ? singleKeyShortcuts : DEFAULT_PREFERENCES.singleKeyShortcuts,
  };
}

let cachedRaw: Preferences | null = null;

export function readPreferences(): Preferences {
  // One object per stored value, so useSyncExternalStore sees a change only when there is one.
  const fresh = readLocal(KEY, checkPreferences, DEFAULT_PREFERENCES);
  if (cachedRaw !== null && JSON.stringify(cachedRaw) === JSON.stringify(fresh)) return cachedRaw;
  cachedRaw = fresh;
  return fresh;
}

export function writePreferences(change: Partial<Preferences>): void {
  writeLocal(KEY, { ...readPreferences(), ...change });
}

/**
 * One setting, read so that a change to another does not render its reader again (switching to
 * Conversations must not render the whole Messages page). Change settings with writePreferences.
 */
export function usePreference<K extends keyof Preferences>(key: K): Preferences[K] {
  const read = useCallback(() => readPreferences()[key], [key]);
  return useSyncExternalStore(subscribeLocal, read, () => DEFAULT_PREFERENCES[key]);
}

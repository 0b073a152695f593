/**
 * The little the app keeps in localStorage: preferences and read markers, never message content or
 * credentials; an account's entries are named with accountKey.ts, which hides the SID. Every value is
 * checked when read back: a corrupt or hand-edited entry counts as absent.
 */
const PREFIX = 'sms-web-client.';

/** The name `key` has in localStorage itself. */
export function storageKeyOf(key: string): string {
  return PREFIX + key;
}

type Listener = () => void;
const listeners = new Set<Listener>();
/** What the browser refused to store (full, or storage off): it still holds for this page. */
const refused = new Map<string, string>();

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be disabled by the browser's privacy settings: everything then lasts for the page only.
    return null;
  }
}

/** What a stored value reads as: undefined when it is not one (the entry then counts as absent). */
export type LocalCheck<T> = (value: unknown) => T | undefined;

/** The stored value of `key`, or `fallback` when there is none or it does not pass `check`. */
export function readLocal<T>(key: string, check: LocalCheck<T>, fallback: T): T {
  let raw = refused.get(key) ?? null;
  if (!refused.has(key)) {
    try {
      raw = storage()?.getItem(PREFIX + key) ?? null;
    } catch {
      raw = null;
    }
  }
  if (raw === null) return fallback;
  try {
    const value = check(JSON.parse(raw));
    return value === undefined ? fallback : value;
  } catch {
    return fallback;
  }
}

// The last value read per key with its text, so an unchanged entry gives the same object.
const lastRead = new Map<string, { text: string; value: unknown }>();

/**
 * readLocal, returning the very object it returned before while the entry is unchanged: what
 * useSyncExternalStore needs from a snapshot that is read on every render.
 */
export function readLocalStable<T>(key: string, check: LocalCheck<T>, fallback: T): T {
  const value = readLocal(key, check, fallback);
  const text = JSON.stringify(value);
  const last = lastRead.get(key);
  if (last !== undefined && last.text === text) return last.value as T;
  lastRead.set(key, { text, value });
  return value;
}

/**
 * Stores `value` under `key`; false when the browser refused (its storage full or off), and the value
 * then holds for this page only.
 */
export function writeLocal(key: string, value: unknown): boolean {
  const text = JSON.stringify(value);
  try {
    const store = storage();
    if (store === null) throw new Error('No storage');
    store.setItem(PREFIX + key, text);
    refused.delete(key);
  } catch {
    refused.set(key, text);
  }
  for (const listener of listeners) listener();
  return !refused.has(key);
}

/**
 * Removes every stored entry whose key starts with `keyPrefix` (without the app's prefix), here and in what
 * the browser refused to store. Returns how many there were.
 */
export function removeLocalStartingWith(keyPrefix: string): number {
  let removed = 0;
  for (const key of [...refused.keys()]) {
    if (key.startsWith(keyPrefix)) {
      refused.delete(key);
      removed++;
    }
  }
  try {
    const store = storage();
    if (store !== null) {
      const keys = Array.from({ length: store.length }, (_, index) => store.key(index) ?? '');
      for (const key of keys) {
        if (!key.startsWith(PREFIX + keyPrefix)) continue;
        store.removeItem(key);
        removed++;
      }
    }
  } catch {
    // Storage refused: nothing of ours is in it.
  }
  for (const listener of listeners) listener();
  return removed;
}

/** Moves a stored entry to another key; readers see the same value, so nobody is told. `toKey`'s own wins. */
export function moveLocal(fromKey: string, toKey: string): void {
  try {
    const store = storage();
    const text = store?.getItem(PREFIX + fromKey) ?? null;
    if (store === null || text === null) return;
    if (store.getItem(PREFIX + toKey) === null) store.setItem(PREFIX + toKey, text);
    store.removeItem(PREFIX + fromKey);
  } catch {
    // Full or refused: the entry stays where it was, and is moved on a later page.
  }
}

/** For useSyncExternalStore: called on any change to the app's stored values, here or in another tab. */
export function subscribeLocal(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

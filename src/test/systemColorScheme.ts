/**
 * The operating system's light/dark setting, as `matchMedia('(prefers-color-scheme: dark)')` reports it.
 * jsdom has no matchMedia; this one answers that query and can be switched while the page is open, as a
 * person switching their system to dark at sunset would.
 */
import { afterEach } from 'vitest';

const DARK_QUERY = '(prefers-color-scheme: dark)';

export interface SystemColorScheme {
  /** Switches the system to dark (true) or light (false) and tells the page, as the browser does. */
  set(dark: boolean): void;
}

class FakeMediaQueryList extends EventTarget {
  onchange = null;
  constructor(
    readonly media: string,
    public matches: boolean,
  ) {
    super();
  }
  // The deprecated listener API, present on the real object.
  addListener(): void {}
  removeListener(): void {}
}

let installed = false;

/** Installs the fake for the current test (removed after it), starting dark or light. */
export function fakeSystemColorScheme(dark: boolean): SystemColorScheme {
  const list = new FakeMediaQueryList(DARK_QUERY, dark);
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => (query === DARK_QUERY ? list : new FakeMediaQueryList(query, false)),
  });
  installed = true;
  return {
    set(next) {
      list.matches = next;
      list.dispatchEvent(new Event('change'));
    },
  };
}

afterEach(() => {
  if (!installed) return;
  Reflect.deleteProperty(window, 'matchMedia');
  installed = false;
});

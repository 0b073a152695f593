/**
 * Driving the messages page the way a person does, and timing it inside the page (performance.now(), so
 * the figures do not include the cost of talking to the browser over the DevTools protocol).
 */
import type { Page } from 'playwright-core';

/** A message id as the cards show it (no \b: in textContent it runs into the neighbouring words). */
export const SID_PATTERN_SOURCE = '(?:SM|MM)[0-9a-f]{32}';

export interface BenchState {
  signIn: number | null;
  /** First frame in which the open dropdown listed at least one number. */
  usable: number | null;
  usableOptions: number;
  usableWhileLoading: boolean;
  /** First frame without the 'Loading phone numbers...' placeholder. */
  allNumbers: number | null;
  choice: number | null;
  list: number | null;
}

declare global {
  interface Window {
    __bench?: BenchState;
  }
}

/**
 * tsx compiles with esbuild's keepNames, which wraps named inner functions in `__name(...)`; functions sent
 * to the page need that helper there too. A string, so it is not compiled itself.
 */
export const NAME_SHIM = 'globalThis.__name ??= (fn) => fn';

const LOADING_PLACEHOLDER = 'Loading phone numbers...';

/**
 * Records, in the page: when Sign-in is clicked; when the dropdown first offers a number (a frame loop
 * opens the menu with ArrowDown as soon as the dropdown exists, as an impatient person would, and looks for
 * options); when the number list is complete; when Enter picks a number; and the first frame painted
 * after a message id is in the document (the list is on screen).
 */
export async function instrument(
  page: Page,
  options: { watchDropdown: boolean } = { watchDropdown: false },
): Promise<void> {
  await page.evaluate(NAME_SHIM);
  await page.evaluate(
    ({ sidSource, watchDropdown, loadingPlaceholder }) => {
      const state: BenchState = {
        signIn: null,
        usable: null,
        usableOptions: 0,
        usableWhileLoading: false,
        allNumbers: null,
        choice: null,
        list: null,
      };
      window.__bench = state;
      const sid = new RegExp(sidSource);
      window.addEventListener(
        'keydown',
        (event) => {
          if (
            event.key === 'Enter' &&
            event.isTrusted &&
            state.choice === null &&
            document.activeElement?.getAttribute('role') === 'combobox'
          )
            state.choice = performance.now();
        },
        true,
      );
      window.addEventListener(
        'click',
        (event) => {
          const target = event.target instanceof Element ? event.target.closest('button') : null;
          if (target?.textContent?.trim() === 'Sign-in' && state.signIn === null) {
            state.signIn = performance.now();
            if (watchDropdown) requestAnimationFrame(watch);
          }
        },
        true,
      );
      // Bounded: gives up after 60 s of frames.
      const watch = (now: number) => {
        if (state.signIn !== null && now - state.signIn > 60_000) return;
        const input = document.querySelector<HTMLInputElement>('input[role="combobox"]');
        const text = document.body.textContent ?? '';
        if (input && state.usable === null) {
          if (input.getAttribute('aria-expanded') !== 'true') {
            input.focus();
            input.dispatchEvent(
              new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }),
            );
          }
          const options = document.querySelectorAll('[role="option"]').length;
          if (options > 0) {
            state.usable = performance.now();
            state.usableOptions = options;
            state.usableWhileLoading = text.includes(loadingPlaceholder);
          }
        }
        if (input && state.allNumbers === null && !text.includes(loadingPlaceholder))
          state.allNumbers = performance.now();
        if (state.usable === null || state.allNumbers === null) requestAnimationFrame(watch);
      };
      const observer = new MutationObserver(() => {
        if (state.choice === null || state.list !== null) return;
        // textContent, not innerText: cards use content-visibility, whose text innerText leaves out until
        // the browser has decided they are on screen, one frame later.
        if (!sid.test(document.body.textContent ?? '')) return;
        observer.disconnect();
        // The frame that shows it: a task queued from the next animation frame runs after that frame's paint.
        requestAnimationFrame(() => {
          setTimeout(() => {
            state.list = performance.now();
          }, 0);
        });
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    {
      sidSource: SID_PATTERN_SOURCE,
      watchDropdown: options.watchDropdown,
      loadingPlaceholder: LOADING_PLACEHOLDER,
    },
  );
}

/** Waits until the page's recorder has `key` (bounded). */
export async function recorded(page: Page, key: keyof BenchState, timeoutMs = 60_000): Promise<BenchState> {
  const handle = await page.waitForFunction(
    (name) => (window.__bench && window.__bench[name as keyof BenchState] !== null ? window.__bench : null),
    key,
    { timeout: timeoutMs, polling: 50 },
  );
  return (await handle.jsonValue()) as BenchState;
}

export function combobox(page: Page) {
  return page.getByRole('combobox', { name: 'Phone number' }).or(page.getByRole('combobox')).first();
}

/** Opens the dropdown, types the number and presses Enter, as a person picking from the list would. */
export async function chooseNumber(page: Page, phoneNumber: string): Promise<void> {
  const input = combobox(page);
  await input.click();
  await input.fill(phoneNumber);
  await page.getByRole('option').first().waitFor({ timeout: 30_000 });
  await input.press('Enter');
}

/** Waits for the first card's message id to be on screen. */
export async function waitForList(page: Page, timeoutMs = 30_000): Promise<void> {
  await page.waitForFunction(
    (sidSource) => new RegExp(sidSource).test(document.body.textContent ?? ''),
    SID_PATTERN_SOURCE,
    { timeout: timeoutMs, polling: 50 },
  );
}

/** Resolves once no request to `origin` has started or finished for `quietMs` (bounded by `timeoutMs`). */
export async function waitForQuiet(
  page: Page,
  origin: string,
  quietMs = 750,
  timeoutMs = 20_000,
): Promise<void> {
  let last = Date.now();
  let inFlight = 0;
  const touch = (url: string, delta: number) => {
    if (!url.startsWith(origin)) return;
    inFlight += delta;
    last = Date.now();
  };
  const onRequest = (request: { url(): string }) => touch(request.url(), 1);
  const onDone = (request: { url(): string }) => touch(request.url(), -1);
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      if (inFlight <= 0 && Date.now() - last >= quietMs) return;
      await page.waitForTimeout(100);
    }
    throw new Error(`requests to ${origin} did not settle within ${timeoutMs} ms`);
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
  }
}

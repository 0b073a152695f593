/**
 * The suite's `test`: every test starts from a freshly reset emulator (demo seed, no faults, media auth
 * on), fails if any page broke the Content Security Policy, and gets helpers to reach the app under its
 * sub-path, sign in, and check accessibility and layout.
 */
import {
  test as base,
  expect,
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { DEMO_ACCOUNT } from '../../emulator/src/core/accounts';
import { DEMO_SHOP_NUMBER } from '../../emulator/src/core/seed';
import { CREDENTIALS_STORAGE_KEY, formatPhoneNumber } from '../../src/forTools';
import { EmulatorControl } from '../../emulator/src/node/controlClient';
import { expectNoUnexpectedCspViolations, recordCspViolations } from './cspViolations';

export { expect };
export { DEMO_ACCOUNT };
export { expectCspViolations, inAnotherContext, type CspViolation } from './cspViolations';

/** One of this worker's URLs (e2e/global-setup.ts gives each parallel worker its own stack). */
export function requiredEnv(name: 'E2E_APP_URL' | 'E2E_PAGES_APP_URL' | 'E2E_EMULATOR_URL'): string {
  const key = `${name}_${process.env.TEST_PARALLEL_INDEX ?? '0'}`;
  const value = process.env[key];
  if (!value) throw new Error(`${key} is not set: run the browser tests through playwright.config.ts`);
  return value;
}

/** Absolute URL of an app route under the sub-path, e.g. appUrl('/phone-numbers'). */
export function appUrl(route = '/'): string {
  return new URL(route.replace(/^\/+/, ''), requiredEnv('E2E_APP_URL')).href;
}

/** The path part the browser shows for a route, e.g. '/e2e-base/phone-numbers'. */
export function appPath(route = '/'): string {
  return new URL(appUrl(route)).pathname;
}

/** A number as the app writes it: the spec's groups for +1, its country's international format otherwise. */
export function shownNumber(raw: string): string {
  return formatPhoneNumber(raw);
}

export type AuthKind = 'auth-token' | 'api-key';

/** Signs in through the UI, the way a person does, and waits for the Messages page. */
export async function signInThroughForm(page: Page, kind: AuthKind = 'auth-token'): Promise<void> {
  await page.goto(appUrl(kind === 'auth-token' ? '/authentication-token' : '/authentication-api-key'));
  await page.getByLabel('Account SID', { exact: true }).fill(DEMO_ACCOUNT.accountSid);
  if (kind === 'auth-token') {
    await page.getByLabel('Auth Token', { exact: true }).fill(DEMO_ACCOUNT.authToken);
  } else {
    await page.getByLabel('API Key', { exact: true }).fill(DEMO_ACCOUNT.apiKeySid);
    await page.getByLabel('API Secret', { exact: true }).fill(DEMO_ACCOUNT.apiKeySecret);
  }
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await expect(page).toHaveURL(appUrl('/phone-numbers'));
}

/**
 * Puts the demo credentials in the tab's session before any page script runs, as a completed sign-in
 * would, for journeys that start on the Messages page (sign-in itself has its own journeys).
 */
export async function startSignedIn(page: Page, kind: AuthKind = 'auth-token'): Promise<void> {
  const credentials = {
    accountSid: DEMO_ACCOUNT.accountSid,
    authToken: kind === 'auth-token' ? DEMO_ACCOUNT.authToken : '',
    apiKey: kind === 'api-key' ? DEMO_ACCOUNT.apiKeySid : '',
    apiSecret: kind === 'api-key' ? DEMO_ACCOUNT.apiKeySecret : '',
    type: kind,
  };
  await page.addInitScript(
    ([key, value]) => {
      if (window.sessionStorage.getItem(key) === null) window.sessionStorage.setItem(key, value);
    },
    [CREDENTIALS_STORAGE_KEY, JSON.stringify(credentials)] as const,
  );
}

/** The phone-number dropdown (react-select's input). */
export function numberPicker(page: Page) {
  return page.getByRole('combobox').first();
}

/**
 * The options of the phone-number dropdown's open menu (react-select's listbox). Not `getByRole('option')`
 * alone: the page has other options, such as those of the 'Live updates' select.
 */
export function numberOptions(page: Page) {
  return page.getByRole('listbox').getByRole('option');
}

/**
 * The menu's option for `raw`: its label, with the number's friendly name and unread count beside it when
 * it has them ('+1 415 555 0123 · Support line1 unread').
 */
export function numberOption(page: Page, raw: string) {
  const label = shownNumber(raw).replace(/[+]/g, '\\+');
  return numberOptions(page).filter({ hasText: new RegExp(`^${label}( · .+?)?(\\s*\\d+ unread)?$`) });
}

/** Chooses a number from the dropdown by typing it, and waits for its panel. */
export async function chooseNumber(page: Page, raw: string): Promise<void> {
  const picker = numberPicker(page);
  await expect(picker).toBeEnabled();
  await picker.click();
  await picker.pressSequentially(raw);
  await numberOption(page, raw).click();
  await expect(page.getByRole('tab', { name: 'Messages' })).toBeVisible();
}

/**
 * Opens the Messages page for a number of the demo account, signed in already, by its address (as a
 * bookmark does): a third of a second less per test than typing it into the dropdown, which
 * `chooseNumber` and the dropdown's own journeys cover.
 */
export async function openNumber(page: Page, raw: string = DEMO_SHOP_NUMBER, kind: AuthKind = 'auth-token') {
  await startSignedIn(page, kind);
  await page.goto(appUrl(`/phone-numbers?number=${encodeURIComponent(raw)}`));
  await expect(page.getByRole('tab', { name: 'Messages' })).toBeVisible();
}

/** Send to many, signed in already, with `from` chosen as the number it sends from. */
export async function openSendToMany(page: Page, from: string): Promise<void> {
  await startSignedIn(page);
  await page.goto(appUrl('/send-to-many'));
  const fromSelect = page.getByRole('combobox', { name: 'From' });
  await expect(fromSelect.getByRole('option', { name: shownNumber(from) })).toBeAttached();
  await fromSelect.selectOption(from);
}

/**
 * The system's colour scheme switched, with the app following it (its theme choice left on System). The
 * switch reaches the page through a media-query listener, a moment after: waiting for it keeps axe from
 * reading a page that is half-way between light and dark.
 */
export async function switchSystemColorScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', scheme);
}

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits for the page's finite CSS transitions and animations to end. axe reads colours as they are at
 * that instant: a button fading into its hover colours (the pointer rests on it after a click) measured
 * 2.15:1 half-way, a state no one reads. Endless ones (spinners) are left running.
 */
async function settledTransitions(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running')
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** axe-core over the whole page: zero WCAG 2.2 A/AA violations, reported readably when there are some. */
export async function expectNoA11yViolations(page: Page, state: string): Promise<void> {
  await settledTransitions(page);
  // Legacy mode runs axe in the page itself. The default finishes each run in a new blank page, which cost
  // about a second per check on the 2-core machine for the same findings (the app has no frames).
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode().analyze();
  const found = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
  }));
  expect(found, `axe violations in state "${state}"`).toEqual([]);
}

/** No horizontal scrolling at the current viewport width. */
export async function expectNoHorizontalScroll(page: Page, state: string): Promise<void> {
  // Polled: after a resize the page lays itself out again (two panes fold into one) a frame or two later.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: `horizontal scroll in "${state}" at ${page.viewportSize()?.width ?? '?'}px`,
    })
    .toBeLessThanOrEqual(0);
}

/**
 * Whether the focused element shows where focus is: an outline or a box-shadow on it, or on the
 * wrapper that draws focus for it (react-select paints focus on its control, not on the inner input).
 */
export async function focusIndicator(page: Page): Promise<{ visible: boolean; element: string }> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return { visible: false, element: 'body' };
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('aria-label') ? `[aria-label="${el.getAttribute('aria-label')}"]` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const shows = (el: Element) => {
      const style = getComputedStyle(el);
      const outline =
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) > 0 &&
        style.outlineColor !== 'transparent';
      const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
      return outline || shadow;
    };
    let candidate: Element | null = active;
    for (let depth = 0; candidate && depth < 4; depth++, candidate = candidate.parentElement) {
      if (shows(candidate)) return { visible: true, element: describe(active) };
    }
    return { visible: false, element: describe(active) };
  });
}

/** Presses a key and asserts focus is visible afterwards. */
export async function pressWithVisibleFocus(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key);
  const focus = await focusIndicator(page);
  expect(focus.visible, `focus after ${key} is not visible on ${focus.element}`).toBe(true);
}

/** Tabs forward (visible focus at every stop) until the focused element matches, within `max` presses. */
export async function tabTo(
  page: Page,
  matches: (el: { role: string | null; name: string; tag: string; label: string }) => boolean,
  max = 25,
): Promise<void> {
  for (let i = 0; i < max; i++) {
    await pressWithVisibleFocus(page, 'Tab');
    const el = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      const labelledBy = active?.getAttribute('aria-labelledby');
      const labelText =
        (active && 'labels' in active && (active as HTMLInputElement).labels?.[0]?.textContent) ||
        active?.getAttribute('aria-label') ||
        (labelledBy ? document.getElementById(labelledBy)?.textContent : '') ||
        '';
      return {
        role: active?.getAttribute('role') ?? null,
        name: (active?.textContent ?? '').trim(),
        tag: (active?.tagName ?? '').toLowerCase(),
        label: labelText.trim(),
      };
    });
    if (matches(el)) return;
  }
  throw new Error(`no focus stop matched within ${max} Tab presses`);
}

/**
 * A worker's tests share one browser context (reuseContext in playwright.config.ts, decision 0054), which
 * Playwright resets as the next test starts: storage, cache, routes, init scripts, bindings, emulation.
 * The rest is undone here as this test ends: its pages stop (a page left running would poll or send to
 * the emulator the next test has just reset), and permissions and the network come back to their defaults.
 */
async function leaveForTheNextTest(context: BrowserContext): Promise<void> {
  for (const page of context.pages()) if (!page.isClosed()) await page.goto('about:blank');
  await context.clearPermissions();
  await context.setOffline(false);
}

export const test = base.extend<{ emulator: EmulatorControl }>({
  // Every test fails on a Content Security Policy refusal it did not expect (expectCspViolations).
  context: async ({ context }, use) => {
    const record = await recordCspViolations(context);
    await use(context);
    await leaveForTheNextTest(context);
    expectNoUnexpectedCspViolations(record);
  },
  emulator: [
    // Playwright reads a fixture's dependencies from this parameter's destructuring, so it must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const control = new EmulatorControl(requiredEnv('E2E_EMULATOR_URL'));
      await control.reset();
      await use(control);
    },
    { auto: true },
  ],
});

/** The buttons that open a list's conversations: not the Actions button beside each. */
export function conversationRowButtons(list: Locator): Locator {
  return list.getByRole('button', { name: /^(?!Actions$)/ });
}

/** The message card whose body is `body`. */
export function messageCard(page: Page, body: string) {
  return page.getByRole('article').filter({ hasText: body });
}

/** Waits until the image has really been decoded and drawn (naturalWidth > 0), not merely inserted. */
export async function expectImageRendered(image: ReturnType<Page['locator']>): Promise<void> {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), {
      message: 'image decoded with a natural width',
      timeout: 10_000,
    })
    .toBeGreaterThan(0);
}

/**
 * Makes every lazily loaded script fail like a dropped connection: only the scripts index.html names
 * (the entry and its preloads) still load, so the app starts and then cannot fetch a route's chunk.
 */
export async function failLazyChunks(page: Page): Promise<string[]> {
  const html = await (await page.request.get(appUrl('/'))).text();
  const entry = new Set(
    [...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map(
      (match) => new URL(match[1] ?? '', appUrl('/')).href,
    ),
  );
  const blocked: string[] = [];
  await page.route(
    (url) => url.pathname.endsWith('.js') && !entry.has(url.href),
    async (route) => {
      blocked.push(route.request().url());
      await route.abort('connectionfailed');
    },
  );
  return blocked;
}

/** The Messages.json requests a page sends to the provider, sorted by what they are for. */
export interface MessagesRequests {
  /** The spec's calls 2 and 3, a number's first pages: 'From +1…' or 'To +1…'. */
  lists: string[];
  /** Live updates' looks at the whole account (no To or From, no PageToken): their query strings. */
  looks: URLSearchParams[];
  /** Further pages (the provider's PageToken) of a number's or the whole account's history. */
  olderPages: URLSearchParams[];
  /** How many of `olderPages` have had their answer (or failed): a page under way is not yet counted. */
  olderPagesSettled: number;
}

/** Records, from now on, the GET Messages.json requests the page sends to the emulator (no preflights). */
export function recordMessagesRequests(page: Page): MessagesRequests {
  const providerOrigin = new URL(requiredEnv('E2E_EMULATOR_URL')).origin;
  const seen: MessagesRequests = { lists: [], looks: [], olderPages: [], olderPagesSettled: 0 };
  const isMessagesGet = (url: URL, method: string) =>
    url.origin === providerOrigin && method === 'GET' && url.pathname.endsWith('/Messages.json');
  const settled = (request: Request) => {
    const url = new URL(request.url());
    if (isMessagesGet(url, request.method()) && url.searchParams.has('PageToken'))
      seen.olderPagesSettled += 1;
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!isMessagesGet(url, request.method())) return;
    const params = url.searchParams;
    if (params.has('PageToken')) seen.olderPages.push(params);
    else if (params.has('From')) seen.lists.push(`From ${params.get('From')}`);
    else if (params.has('To')) seen.lists.push(`To ${params.get('To')}`);
    else seen.looks.push(params);
  });
  return seen;
}

/**
 * What a look costs: one small page of the whole account's stream — no To or From, PageSize 20 (the
 * first look of a page: 50), never a DateSent filter (whole days on Twilio) and never a further page.
 */
export function expectSmallLooks(looks: readonly URLSearchParams[], { first }: { first: boolean }): void {
  looks.forEach((params, index) => {
    const query = params.toString();
    expect([...params.keys()].sort(), `look ${index}: ${query}`).toEqual(['PageSize']);
    expect(params.get('PageSize'), `look ${index}: ${query}`).toBe(first && index === 0 ? '50' : '20');
  });
}

/** Opens the toolbar's live-updates menu ('Live · 10:32'), unless it is open already. */
export async function openLiveMenu(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: /^Live/ }).and(page.locator('[aria-expanded]'));
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
}

/** A poll now, as a person asks for it: Refresh in the live-updates menu. */
export async function pressRefresh(page: Page): Promise<void> {
  await openLiveMenu(page);
  await page.getByRole('button', { name: 'Refresh' }).click();
}

/** The live-updates interval, in its menu (opened). */
export async function liveUpdatesSelect(page: Page) {
  await openLiveMenu(page);
  return page.getByLabel('Live updates', { exact: true });
}

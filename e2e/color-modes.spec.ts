/**
 * Issue 11's dark mode and installable app in the browser, against the production build: the system's
 * setting followed, the header's Theme choice remembered, no flash of the wrong colours, axe clean in
 * dark, and a web app manifest whose icons exist at the sizes it states, with no service worker.
 */
import type { Page } from '@playwright/test';
import {
  appUrl,
  expect,
  expectNoA11yViolations,
  numberOption,
  numberPicker,
  openNumber,
  pressWithVisibleFocus,
  test,
  pressRefresh,
} from './support/fixtures';
import { scrollToCard } from './support/longLists';
import { DEMO_CONTACTS, DEMO_SHOP_NUMBER, DEMO_SUPPORT_LINE_NUMBER } from '../emulator/src/core/seed';

/** Bootstrap's page background in each mode ($body-bg and $body-bg-dark). */
const LIGHT_BG = 'rgb(255, 255, 255)';
const DARK_BG = 'rgb(33, 37, 41)';

type Mode = 'System' | 'Light' | 'Dark';

function themeChoice(page: Page) {
  return page.getByRole('banner').getByRole('radiogroup', { name: 'Theme' });
}

/** The radio button of a mode (drawn as a segment of one button: the radio itself is not shown). */
function modeRadio(page: Page, mode: Mode) {
  return themeChoice(page).getByRole('radio', { name: mode });
}

/** Clicks a mode's segment (its icon, with the mode's name on hover), as a person does. */
async function chooseMode(page: Page, mode: Mode): Promise<void> {
  await themeChoice(page).getByTitle(mode, { exact: true }).click();
  await expect(modeRadio(page, mode)).toBeChecked();
}

function theme(page: Page) {
  return page.locator('html');
}

async function pageBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

/** The first look of the Messages page has been answered (live updates, decision 0017). */
async function firstLookDone(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: /^Live · \d/ })).toBeVisible({ timeout: 15_000 });
}

test.describe('on a system set to dark', () => {
  test.use({ colorScheme: 'dark' });

  test('the app opens dark, and Light keeps it light until System is chosen again', async ({ page }) => {
    await page.goto(appUrl('/authentication'));
    await expect(page.getByRole('button', { name: 'AuthToken' })).toBeVisible();
    await expect(theme(page)).toHaveAttribute('data-bs-theme', 'dark');
    await expect(modeRadio(page, 'System')).toBeChecked();
    expect(await pageBackground(page)).toBe(DARK_BG);

    await chooseMode(page, 'Light');
    await expect(theme(page)).toHaveAttribute('data-bs-theme', 'light');
    expect(await pageBackground(page)).toBe(LIGHT_BG);
    await page.reload();
    await expect(theme(page)).toHaveAttribute('data-bs-theme', 'light');

    await expect(modeRadio(page, 'Light')).toBeChecked();
    await chooseMode(page, 'System');
    await expect(theme(page)).toHaveAttribute('data-bs-theme', 'dark');
  });

  test('the page is dark even before its script has run', async ({ page }) => {
    // The script never arrives: what shows is index.html and the stylesheet alone, as in the moment
    // before main.tsx sets the mode on a slow connection.
    await page.route(/\.js$/, (route) => route.abort('connectionfailed'));
    await page.goto(appUrl('/authentication'));
    await expect(theme(page)).not.toHaveAttribute('data-bs-theme');
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor))
      .toBe(DARK_BG);
  });

  test('axe: the sign-in screens', async ({ page }) => {
    await page.goto(appUrl('/authentication'));
    await expect(page.getByRole('button', { name: 'AuthToken' })).toBeVisible();
    await expectNoA11yViolations(page, 'dark: chooser');

    await page.goto(appUrl('/authentication-token'));
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await expect(page.getByLabel('Account SID', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectNoA11yViolations(page, 'dark: auth token form with required-field errors');

    await page.getByLabel('Account SID', { exact: true }).fill('AC00000000000000000000000000000000');
    await page.getByLabel('Auth Token', { exact: true }).fill('wrong');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await expect(page.getByText(/^Incorrect credentials/)).toBeVisible();
    await expectNoA11yViolations(page, 'dark: auth token form with a credentials error');
  });

  test('axe: the Messages page with a number chosen, its list, and the dropdown open on it', async ({
    page,
    emulator,
  }) => {
    await openNumber(page, DEMO_SHOP_NUMBER);
    await firstLookDone(page);
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 15_000 });
    // Media is fetched once its card comes near the screen: the oldest card, scrolled down to.
    const mms = await scrollToCard(page, 'My rear brake squeaks. Photo attached.');
    await expect(mms.getByRole('img', { name: 'Attached media file (MMS)' })).toBeVisible({
      timeout: 10_000,
    });
    await expectNoA11yViolations(page, 'dark: message list with images');

    // An unread count beside another number, and the chosen one highlighted, in the open menu.
    await emulator.deliverInbound({
      from: DEMO_CONTACTS.maya,
      to: DEMO_SUPPORT_LINE_NUMBER,
      body: 'Is my ticket still open?',
    });
    await pressRefresh(page);
    await numberPicker(page).click();
    await expect(numberOption(page, DEMO_SUPPORT_LINE_NUMBER)).toContainText('1 unread');
    await expect(numberOption(page, DEMO_SHOP_NUMBER)).toHaveAttribute('aria-selected', 'true');
    await expectNoA11yViolations(page, 'dark: dropdown open on the chosen number');
    // The menu is not a white box on the dark page.
    const menuBackground = await page
      .getByRole('listbox')
      .evaluate((list) => getComputedStyle(list.parentElement ?? list).backgroundColor);
    expect(menuBackground).toBe(DARK_BG);
  });

  test('axe: the composer with hints and a failure', async ({ page }) => {
    await openNumber(page, DEMO_SHOP_NUMBER);
    await page.getByRole('tab', { name: 'Composer' }).click();
    await page.getByLabel('To', { exact: true }).pressSequentially('+15005550001');
    await page.getByLabel('Message', { exact: true }).pressSequentially('a');
    await page.getByLabel('To', { exact: true }).focus();
    await expect(page.getByText('Invalid message, it must be between 3 and 200 characters')).toBeVisible();
    await expectNoA11yViolations(page, 'dark: composer with a hint');

    await page.getByLabel('Message', { exact: true }).fill('Hello there');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText(/^Error 21211: /)).toBeVisible();
    await expectNoA11yViolations(page, 'dark: composer failure');
  });
});

test.describe('on a system set to light', () => {
  test.use({ colorScheme: 'light' });

  test('Dark is chosen with the keyboard, applies at once, and is remembered across a reload', async ({
    page,
  }) => {
    await page.goto(appUrl('/authentication'));
    await expect(theme(page)).toHaveAttribute('data-bs-theme', 'light');
    expect(await pageBackground(page)).toBe(LIGHT_BG);

    // Tab from the product title to the group beside it, then the arrow keys, as in any radio group.
    await page.getByRole('link', { name: 'SMS Web Client' }).focus();
    await pressWithVisibleFocus(page, 'Tab');
    await expect(modeRadio(page, 'System')).toBeFocused();
    await pressWithVisibleFocus(page, 'ArrowRight');
    await pressWithVisibleFocus(page, 'ArrowRight');
    await expect(modeRadio(page, 'Dark')).toBeChecked();
    await expect(theme(page)).toHaveAttribute('data-bs-theme', 'dark');
    expect(await pageBackground(page)).toBe(DARK_BG);

    await page.reload();
    await expect(modeRadio(page, 'Dark')).toBeChecked();
    await expect(theme(page)).toHaveAttribute('data-bs-theme', 'dark');
    // Kept with the other preferences in localStorage (docs/product.md#storage).
    const stored = await page.evaluate(() => window.localStorage.getItem('sms-web-client.preferences'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ colorMode: 'dark' });
  });

  test('no flash: a remembered Dark is on <html> before the app renders anything', async ({ page }) => {
    await page.addInitScript(() => {
      // In order: the mode being set on <html>, and the app's first content in #root.
      const seen: string[] = [];
      Object.assign(window, { colorModeOrder: seen });
      const observer = new MutationObserver((records) => {
        for (const record of records) {
          const target = record.target as Element;
          if (record.type === 'attributes' && target === document.documentElement)
            seen.push(`theme ${target.getAttribute('data-bs-theme') ?? 'none'}`);
          else if (record.type === 'childList' && target.id === 'root' && record.addedNodes.length > 0)
            seen.push('app rendered');
        }
        if (seen.includes('app rendered')) observer.disconnect();
      });
      observer.observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['data-bs-theme'],
      });
      document.addEventListener('DOMContentLoaded', () =>
        seen.push(`DOMContentLoaded ${document.documentElement.getAttribute('data-bs-theme') ?? 'none'}`),
      );
    });
    await page.goto(appUrl('/authentication'));
    await chooseMode(page, 'Dark');
    await page.reload();
    await expect(page.getByRole('button', { name: 'AuthToken' })).toBeVisible();
    const order = await page.evaluate(
      () => (window as unknown as { colorModeOrder: string[] }).colorModeOrder,
    );
    expect(order[0]).toBe('theme dark');
    expect(order).toContain('DOMContentLoaded dark');
    expect(order.indexOf('theme dark')).toBeLessThan(order.indexOf('app rendered'));
    expect(order.filter((entry) => entry.startsWith('theme'))).toEqual(['theme dark']);
  });

  test('a choice made in one tab reaches the other tabs of the app', async ({ page, context }) => {
    await page.goto(appUrl('/authentication'));
    const other = await context.newPage();
    await other.goto(appUrl('/authentication-token'));
    await expect(theme(other)).toHaveAttribute('data-bs-theme', 'light');
    await chooseMode(page, 'Dark');
    await expect(theme(other)).toHaveAttribute('data-bs-theme', 'dark');
    await expect(modeRadio(other, 'Dark')).toBeChecked();
  });
});

/** Width and height from a PNG's IHDR chunk (bytes 16–23, big-endian). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1'), 'PNG signature').toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe('colours on hover and focus', () => {
  test('change at once: no transition on buttons, fields or the number dropdown (decision 0039)', async ({
    page,
  }) => {
    await openNumber(page);
    await numberPicker(page).focus();
    const durations = await page.evaluate(() => {
      const controls = [...document.querySelectorAll('.btn, .form-control, .form-select, .form-check-input')];
      // The dropdown is react-select's own elements, each styled on its own: all of them.
      const dropdown = [...document.querySelectorAll('.phone-number-select *')];
      const moving = (elements: Element[]) =>
        elements
          .filter((element) => getComputedStyle(element).transitionDuration !== '0s')
          .map((element) => element.className);
      return {
        controls: controls.length,
        dropdown: dropdown.length,
        moving: moving([...controls, ...dropdown]),
      };
    });
    expect(durations.controls).toBeGreaterThan(5);
    expect(durations.dropdown).toBeGreaterThan(5);
    expect(durations.moving).toEqual([]);
  });
});

test.describe('installable', () => {
  test('the manifest is linked, served and valid, and its icons exist at the sizes it states', async ({
    page,
  }) => {
    await page.goto(appUrl('/authentication'));
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).not.toBeNull();
    const manifestUrl = new URL(href ?? '', page.url()).href;
    const answer = await page.request.get(manifestUrl);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await answer.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest.name).toBe('SMS Web Client');
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    // Relative to the manifest: the app's own sub-path, whatever BASE_PATH the build was made for.
    expect(new URL(manifest.start_url, manifestUrl).href).toBe(appUrl('/'));
    expect(new URL(manifest.scope, manifestUrl).href).toBe(appUrl('/'));

    const found: string[] = [];
    for (const icon of manifest.icons) {
      const image = await page.request.get(new URL(icon.src, manifestUrl).href);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type'], icon.src).toBe(icon.type);
      const { width, height } = pngSize(await image.body());
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      found.push(`${icon.sizes} ${icon.purpose ?? 'any'}`);
    }
    expect(found).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));

    // The tab's icon is the SVG itself, sharp at any size.
    const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
    const tabIcon = await page.request.get(new URL(favicon ?? '', page.url()).href);
    expect(tabIcon.status()).toBe(200);
    expect(tabIcon.headers()['content-type']).toContain('image/svg+xml');

    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    const touch = await page.request.get(new URL(touchIcon ?? '', page.url()).href);
    expect(touch.status()).toBe(200);
    expect(pngSize(await touch.body())).toEqual({ width: 180, height: 180 });
  });

  test('Chromium finds the app installable, and no service worker is registered', async ({ page }) => {
    await page.goto(appUrl('/authentication'));
    await expect(page.getByRole('button', { name: 'AuthToken' })).toBeVisible();
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
    const cdp = await page.context().newCDPSession(page);
    const { errors, url } = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: { message: string }[];
    };
    expect(url).toBe(appUrl('/manifest.webmanifest'));
    expect(errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // Chromium's own install check (icons, start URL, display, …); Playwright's contexts are incognito
    // ones, where nothing can be installed, and that is the one error allowed.
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual(
      [],
    );
    const registrations = await page.evaluate(async () =>
      'serviceWorker' in navigator ? (await navigator.serviceWorker.getRegistrations()).length : 0,
    );
    expect(registrations).toBe(0);
  });
});

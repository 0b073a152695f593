import type { Page } from '@playwright/test';
import {
  DEMO_ACCOUNT,
  appPath,
  appUrl,
  expect,
  requiredEnv,
  signInThroughForm,
  startSignedIn,
  test,
} from './support/fixtures';

/**
 * Credentials stay in the tab's session: localStorage may hold only preferences, and per account (under a
 * key that does not show the account SID) read markers and notification settings; the markers are times,
 * never a secret or text. Nothing the browser keeps beyond the session holds message content or
 * credentials.
 */
async function expectNoCredentialsInLocalStorage(page: Page): Promise<void> {
  const entries = await page.evaluate(() => Object.entries(window.localStorage));
  for (const [key, value] of entries) {
    expect(key).toMatch(/^sms-web-client\.(preferences|account\.[0-9a-f]{16}\.(read|notifications))$/);
    expect(`${key}=${value}`).not.toContain(DEMO_ACCOUNT.accountSid);
    expect(value).not.toContain(DEMO_ACCOUNT.authToken);
    expect(value).not.toContain(DEMO_ACCOUNT.apiKeySecret);
    if (key.endsWith('.read')) {
      const markers = JSON.parse(value) as { since: unknown; numbers: Record<string, unknown> };
      expect(typeof markers.since).toBe('number');
      for (const time of Object.values(markers.numbers)) expect(typeof time).toBe('number');
    }
  }
}

test.describe('sign-in', () => {
  test('the chooser leads to the Auth Token form, which signs in and opens the Messages page', async ({
    page,
  }) => {
    await page.goto(appUrl('/'));
    await expect(page.getByRole('heading', { name: 'Authentication' })).toBeVisible();
    await expect(page.getByText('Choose your Twilio authentication method:')).toBeVisible();
    await page.getByRole('button', { name: 'AuthToken' }).click();
    await expect(page).toHaveURL(appUrl('/authentication-token'));
    await expect(page.getByRole('heading', { name: 'Authentication with Auth Token' })).toBeVisible();
    await expect(page.getByLabel('Auth Token', { exact: true })).toHaveAttribute('type', 'password');

    await page.getByLabel('Account SID', { exact: true }).fill(DEMO_ACCOUNT.accountSid);
    await page.getByLabel('Auth Token', { exact: true }).fill(DEMO_ACCOUNT.authToken);
    await page.getByRole('button', { name: 'Sign-in' }).click();

    await expect(page).toHaveURL(appUrl('/phone-numbers'));
    await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
    const stored = await page.evaluate(() => JSON.stringify(window.sessionStorage));
    expect(stored).toContain(DEMO_ACCOUNT.accountSid);
    // Once live updates have had their first look, the account's read markers are stored beside them.
    await expect(page.getByRole('button', { name: /^Live · \d/ })).toBeVisible();
    await expectNoCredentialsInLocalStorage(page);
  });

  test('the Api Key form signs in with an API key and secret', async ({ page }) => {
    await page.goto(appUrl('/authentication'));
    await page.getByRole('button', { name: 'Api Key' }).click();
    await expect(page).toHaveURL(appUrl('/authentication-api-key'));
    await expect(page.getByRole('heading', { name: 'Authentication with Api Key' })).toBeVisible();
    await expect(page.getByLabel('API Secret', { exact: true })).toHaveAttribute('type', 'password');

    await page.getByLabel('Account SID', { exact: true }).fill(DEMO_ACCOUNT.accountSid);
    await page.getByLabel('API Key', { exact: true }).fill(DEMO_ACCOUNT.apiKeySid);
    await page.getByLabel('API Secret', { exact: true }).fill(DEMO_ACCOUNT.apiKeySecret);
    await page.getByRole('button', { name: 'Sign-in' }).click();

    await expect(page).toHaveURL(appUrl('/phone-numbers'));
    // Signed in with the key: the numbers of the account load through it.
    await expect(page.getByText('Select (or type) a phone number...')).toBeVisible();
  });

  test('wrong credentials show "Incorrect credentials" and the form stays usable', async ({ page }) => {
    await page.goto(appUrl('/authentication-token'));
    await page.getByLabel('Account SID', { exact: true }).fill(DEMO_ACCOUNT.accountSid);
    await page.getByLabel('Auth Token', { exact: true }).fill('0'.repeat(32));
    await page.getByRole('button', { name: 'Sign-in' }).click();

    await expect(page.getByText('Incorrect credentials', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(appUrl('/authentication-token'));
    await expect(page.getByLabel('Account SID', { exact: true })).toBeEnabled();
    await expect(page.getByLabel('Auth Token', { exact: true })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Sign-in' })).toBeEnabled();

    // Correcting the token on the same form signs in.
    await page.getByLabel('Auth Token', { exact: true }).fill(DEMO_ACCOUNT.authToken);
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await expect(page).toHaveURL(appUrl('/phone-numbers'));
  });

  test('an unreachable provider shows the network error wording', async ({ page, emulator }) => {
    await emulator.faults({ dropRate: 1 });
    await page.goto(appUrl('/authentication-api-key'));
    await page.getByLabel('Account SID', { exact: true }).fill(DEMO_ACCOUNT.accountSid);
    await page.getByLabel('API Key', { exact: true }).fill(DEMO_ACCOUNT.apiKeySid);
    await page.getByLabel('API Secret', { exact: true }).fill(DEMO_ACCOUNT.apiKeySecret);
    await page.getByRole('button', { name: 'Sign-in' }).click();

    await expect(
      page.getByText('Incorrect credentials or unable to access your Twilio account', { exact: true }),
    ).toBeVisible();
    // Beneath the spec's words, what the browser knows: nothing came back, which is not a refusal.
    await expect(page.getByText(/^No answer came back from 127\.0\.0\.1:\d+\./)).toBeVisible();
    await expect(page).toHaveURL(appUrl('/authentication-api-key'));
    await expect(page.getByLabel('API Secret', { exact: true })).toBeEnabled();
    expect(await page.evaluate(() => window.sessionStorage.length)).toBe(0);
  });

  test('while the check runs the inputs are disabled and Sign-in shows it is busy', async ({
    page,
    emulator,
  }) => {
    await emulator.hold(true);
    await page.goto(appUrl('/authentication-token'));
    await page.getByLabel('Account SID', { exact: true }).fill(DEMO_ACCOUNT.accountSid);
    await page.getByLabel('Auth Token', { exact: true }).fill(DEMO_ACCOUNT.authToken);
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await expect(page.getByLabel('Account SID', { exact: true })).toBeDisabled();
    await expect(page.getByLabel('Auth Token', { exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Sign-in' })).toHaveAttribute('aria-busy', 'true');
    await emulator.hold(false);
    await expect(page).toHaveURL(appUrl('/phone-numbers'), { timeout: 10_000 });
  });

  test('Cancel returns to the chooser', async ({ page }) => {
    await page.goto(appUrl('/authentication-token'));
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(appUrl('/authentication'));
    await expect(page.getByRole('button', { name: 'AuthToken' })).toBeVisible();
  });
});

test.describe('session and routes', () => {
  test('opening /phone-numbers signed out lands on /authentication', async ({ page }) => {
    await page.goto(appUrl('/phone-numbers'));
    await expect(page).toHaveURL(appUrl('/authentication'));
    await expect(page.getByRole('heading', { name: 'Authentication' })).toBeVisible();
  });

  test('a reload keeps the session', async ({ page }) => {
    await signInThroughForm(page, 'auth-token');
    await page.reload();
    await expect(page).toHaveURL(appUrl('/phone-numbers'));
    await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
    await expect(page.getByText('Select (or type) a phone number...')).toBeVisible();
  });

  test('a new tab does not share the session', async ({ page, context }) => {
    await signInThroughForm(page, 'api-key');
    const other = await context.newPage();
    await other.goto(appUrl('/phone-numbers'));
    await expect(other).toHaveURL(appUrl('/authentication'));
  });

  const deepLinks: Array<[route: string, heading: string]> = [
    ['/', 'Authentication'],
    ['/authentication', 'Authentication'],
    ['/authentication-token', 'Authentication with Auth Token'],
    ['/authentication-api-key', 'Authentication with Api Key'],
    ['/phone-numbers', 'Messages'],
  ];
  for (const [route, heading] of deepLinks) {
    test(`a deep link to ${route} works after a full page load under the sub-path`, async ({ page }) => {
      await startSignedIn(page);
      const response = await page.goto(appUrl(route));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { name: heading, exact: true, level: 1 })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(appPath(route));
    });
  }

  test('a deep link works on a host without an SPA fallback, through public/404.html (GitHub Pages)', async ({
    page,
  }) => {
    await startSignedIn(page);
    const pagesUrl = new URL('phone-numbers?tab=1#top', requiredEnv('E2E_PAGES_APP_URL')).href;
    const first = await page.goto(pagesUrl);
    expect(first?.status()).toBe(404); // the host really has no fallback
    await expect(page.getByRole('heading', { name: 'Messages', exact: true, level: 1 })).toBeVisible();
    const landed = new URL(page.url());
    expect(landed.pathname).toBe(appPath('/phone-numbers'));
    expect(landed.search).toBe('?tab=1');
    expect(landed.hash).toBe('#top');
  });

  test("404.html and the deep-link restore never leave the site or the app's sub-path", async ({ page }) => {
    const pagesApp = new URL(requiredEnv('E2E_PAGES_APP_URL'));
    // An address whose route starts like another host: the browser stays on this site, at the app.
    const first = await page.goto(`${pagesApp.origin}${pagesApp.pathname}/evil.example/x`);
    expect(first?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Authentication', exact: true })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(pagesApp.origin);
    expect(new URL(page.url()).pathname).toBe(appPath('/'));

    // A restored route that climbs above the sub-path is refused: the app's entry, not a blank page.
    await page.goto(`${pagesApp.href}?deep-link=${encodeURIComponent('/../../x')}`);
    await expect(page.getByRole('heading', { name: 'Authentication', exact: true })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(appPath('/'));
  });

  test('an unknown path under the sub-path shows a not-found screen with a way back', async ({ page }) => {
    await page.goto(appUrl('/no-such-screen'));
    const back = page.getByRole('main').getByRole('link').first();
    await expect(back).toBeVisible();
    await back.click();
    await expect(page.getByRole('heading', { name: 'Authentication', exact: true })).toBeVisible();
  });

  test('the header links to Authentication, Messages and the source repository', async ({ page }) => {
    await startSignedIn(page);
    await page.goto(appUrl('/authentication'));
    const nav = page.getByRole('banner');
    await nav.getByRole('link', { name: 'Messages' }).click();
    await expect(page).toHaveURL(appUrl('/phone-numbers'));
    await nav.getByRole('link', { name: 'Authentication' }).click();
    await expect(page).toHaveURL(appUrl('/authentication'));
    await expect(nav.getByRole('link', { name: /source|github|repository/i })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
  });
});

import type { Page } from '@playwright/test';
import { DEMO_ACCOUNT, appUrl, expect, test } from './support/fixtures';

test('a script chunk that fails to load shows the recovery screen, and reloading recovers', async ({
  page,
}) => {
  await failMessagesChunk(page);
  await page.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await expect(page.getByText('Select (or type) a phone number...')).toBeVisible();
});

test('after a failed chunk, coming back to the page tries the download again', async ({ page }) => {
  await failMessagesChunk(page);
  await page.getByRole('link', { name: 'Authentication' }).click();
  await page.getByRole('link', { name: 'Messages' }).click();
  await expect(page.getByText('Select (or type) a phone number...')).toBeVisible();
});

/** Signs in while every script not loaded yet fails like a dropped connection; ends on the recovery screen. */
async function failMessagesChunk(page: Page): Promise<void> {
  await page.goto(appUrl('/authentication-token'));
  await expect(page.getByRole('heading', { name: 'Authentication with Auth Token' })).toBeVisible();

  // The form fetches the provider module (lib/twilio/api.ts, its own chunk) as it shows, which can end a
  // moment after the heading is there: it must be in before the cut.
  const providerModuleLoaded = () =>
    page.evaluate(() =>
      performance.getEntriesByType('resource').some((entry) => /\/assets\/api-[\w-]+\.js$/.test(entry.name)),
    );
  await expect.poll(providerModuleLoaded).toBe(true);

  // From here on, any script not already loaded (the Messages page chunk) fails like a dropped connection.
  const loaded = new Set(
    await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.js')),
    ),
  );
  const blocked: string[] = [];
  await page.route(
    (url) => url.pathname.endsWith('.js') && !loaded.has(url.href),
    async (route) => {
      blocked.push(route.request().url());
      await route.abort('connectionfailed');
    },
  );

  await page.getByLabel('Account SID', { exact: true }).fill(DEMO_ACCOUNT.accountSid);
  await page.getByLabel('Auth Token', { exact: true }).fill(DEMO_ACCOUNT.authToken);
  await page.getByRole('button', { name: 'Sign-in' }).click();

  await expect(page.getByRole('heading', { name: 'This part of the app could not be loaded' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This part of the app could not be loaded' })).toBeFocused();
  expect(blocked.length).toBeGreaterThan(0);

  await page.unrouteAll({ behavior: 'ignoreErrors' });
}

/**
 * The suite's own footing (decision 0054): a worker's tests share one browser context, so each must find
 * it as a fresh one would be. The first test leaves behind everything a journey can; the second, which
 * runs next in the same worker, finds none of it.
 */
import { appUrl, expect, openNumber, test } from './support/fixtures';

const LEFT_KEY = 'e2e-left-behind';

test('a test leaves the shared context signed in, stored, dark, small, offline and routed', async ({
  page,
  context,
}) => {
  await openNumber(page);
  await page.evaluate((key) => window.localStorage.setItem(key, 'x'), LEFT_KEY);
  await context.grantPermissions(['notifications'], { origin: new URL(appUrl()).origin });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 400, height: 500 });
  await page.route('**/authentication-token', (route) => route.fulfill({ body: 'routed' }));
  await context.setOffline(true);
});

test('the next test finds a fresh page: signed out, nothing stored, default permissions and emulation', async ({
  page,
}) => {
  expect(page.url()).toBe('about:blank');
  await page.goto(appUrl('/'));
  await expect(page.getByRole('heading', { name: 'Authentication' })).toBeVisible();
  await page.getByRole('button', { name: 'AuthToken' }).click();
  await expect(page.getByRole('heading', { name: 'Authentication with Auth Token' })).toBeVisible();

  const state = await page.evaluate((key) => {
    return {
      session: window.sessionStorage.length,
      left: window.localStorage.getItem(key),
      notifications: Notification.permission,
      online: navigator.onLine,
      dark: window.matchMedia('(prefers-color-scheme: dark)').matches,
      width: window.innerWidth,
    };
  }, LEFT_KEY);
  expect(state).toEqual({
    session: 0,
    left: null,
    notifications: 'default',
    online: true,
    dark: false,
    width: 1280,
  });
});

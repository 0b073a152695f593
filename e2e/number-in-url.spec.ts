/**
 * The chosen number kept in the address (/phone-numbers?number=%2B1…): a reload, Back and Forward, and a
 * link opened in another browser all show the same number; a link to a number that is not one of the
 * account's SMS numbers says so instead of opening a panel.
 */
import type { Page } from '@playwright/test';
import {
  appPath,
  appUrl,
  chooseNumber,
  expect,
  shownNumber,
  inAnotherContext,
  requiredEnv,
  startSignedIn,
  test,
} from './support/fixtures';
import { DEMO_CLINIC_NUMBER, DEMO_SHOP_NUMBER, DEMO_VOICE_ONLY_NUMBER } from '../emulator/src/core/seed';

function numberInAddress(page: Page): string | null {
  return new URL(page.url()).searchParams.get('number');
}

function panel(page: Page, raw: string) {
  return page.getByRole('region', { name: `Phone number ${shownNumber(raw)}` });
}

/** The dropdown shows `raw` as its chosen value, and that number's panel is open on its messages. */
async function expectChosen(page: Page, raw: string): Promise<void> {
  await expect(panel(page, raw)).toBeVisible();
  await expect(panel(page, raw).getByRole('article').first()).toBeVisible();
  await expect(page.locator('[class*="singleValue"]')).toHaveText(shownNumber(raw));
  expect(numberInAddress(page)).toBe(raw);
}

/** The list requests (calls 2 and 3) the page sends from now on, as 'From +1…' / 'To +1…'. */
function recordListRequests(page: Page): string[] {
  const lists: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() !== 'GET' || !url.pathname.endsWith('/Messages.json')) return;
    for (const key of ['From', 'To']) {
      const value = url.searchParams.get(key);
      if (value !== null) lists.push(`${key} ${value}`);
    }
  });
  return lists;
}

test('a chosen number survives a reload, and Back and Forward go between the choices', async ({ page }) => {
  await startSignedIn(page);
  await page.goto(appUrl('/phone-numbers'));
  await chooseNumber(page, DEMO_SHOP_NUMBER);
  expect(new URL(page.url()).search).toBe(`?number=${encodeURIComponent(DEMO_SHOP_NUMBER)}`);
  await expectChosen(page, DEMO_SHOP_NUMBER);

  const lists = recordListRequests(page);
  await page.reload();
  await expectChosen(page, DEMO_SHOP_NUMBER);
  // A reload is a new page: its two lists once, as for any choice.
  expect([...lists].sort()).toEqual([`From ${DEMO_SHOP_NUMBER}`, `To ${DEMO_SHOP_NUMBER}`]);

  await chooseNumber(page, DEMO_CLINIC_NUMBER);
  await expectChosen(page, DEMO_CLINIC_NUMBER);
  await expect(panel(page, DEMO_SHOP_NUMBER)).toHaveCount(0);

  await page.goBack();
  await expectChosen(page, DEMO_SHOP_NUMBER);
  await expect(panel(page, DEMO_CLINIC_NUMBER)).toHaveCount(0);
  await page.goForward();
  await expectChosen(page, DEMO_CLINIC_NUMBER);

  // Back past the first choice: the page as it was opened, nothing chosen.
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expect(page.getByText('Select (or type) a phone number...')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(appPath('/phone-numbers'));
  expect(numberInAddress(page)).toBeNull();
});

test('a shared link opens its number in a fresh page, signed in there; signed out, it asks to sign in', async ({
  page,
  browser,
}) => {
  await startSignedIn(page);
  await page.goto(appUrl('/phone-numbers'));
  await chooseNumber(page, DEMO_CLINIC_NUMBER);
  const link = page.url();

  await inAnotherContext(browser, async (other) => {
    const signedIn = await other.newPage();
    await startSignedIn(signedIn, 'api-key');
    const lists = recordListRequests(signedIn);
    await signedIn.goto(link);
    await expectChosen(signedIn, DEMO_CLINIC_NUMBER);
    expect([...lists].sort()).toEqual([`From ${DEMO_CLINIC_NUMBER}`, `To ${DEMO_CLINIC_NUMBER}`]);

    // The spec: no stored account means the sign-in screen, link or not.
    const signedOut = await other.newPage();
    await signedOut.goto(link);
    await expect(signedOut).toHaveURL(appUrl('/authentication'));
  });
});

test('a shared link reaches its number on a host without an SPA fallback, through 404.html', async ({
  page,
}) => {
  await startSignedIn(page);
  const link = new URL(
    `phone-numbers?number=${encodeURIComponent(DEMO_SHOP_NUMBER)}`,
    requiredEnv('E2E_PAGES_APP_URL'),
  );
  const first = await page.goto(link.href);
  expect(first?.status()).toBe(404);
  await expectChosen(page, DEMO_SHOP_NUMBER);
  expect(new URL(page.url()).pathname).toBe(appPath('/phone-numbers'));
});

test('a link to a number that is not one of the account’s SMS numbers says so and opens no panel', async ({
  page,
}) => {
  await startSignedIn(page);
  const lists = recordListRequests(page);
  await page.goto(appUrl(`/phone-numbers?number=${encodeURIComponent(DEMO_VOICE_ONLY_NUMBER)}`));
  await expect(page.getByRole('alert').filter({ hasText: 'address' })).toHaveText(
    `The number ${shownNumber(DEMO_VOICE_ONLY_NUMBER)} from the address is not one of this account's SMS numbers. Choose one below.`,
  );
  await expect(page.getByText('Select (or type) a phone number...')).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  expect(lists).toEqual([]);

  // Choosing one of the account's numbers replaces the message with that number's panel.
  await chooseNumber(page, DEMO_SHOP_NUMBER);
  await expectChosen(page, DEMO_SHOP_NUMBER);
  await expect(page.getByRole('alert').filter({ hasText: 'address' })).toHaveCount(0);

  await page.goto(appUrl('/phone-numbers?number=%3Cscript%3E'));
  await expect(page.getByRole('alert').filter({ hasText: 'address' })).toHaveText(
    "The address asks for “<script>”, which is not a phone number. Choose one of this account's SMS numbers below.",
  );
  await expect(page.getByRole('tablist')).toHaveCount(0);
});

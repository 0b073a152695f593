/**
 * The Account page (docs/product.md#account), in Chromium: reached from the header by keyboard, this
 * month's messages and cost read from the emulator's usage records, Refresh, axe in light and dark; a
 * subaccount shown instead of the signed-in account, and back.
 */
import { DEMO_ACCOUNT, DEMO_SUBACCOUNT } from '../emulator/src/core/accounts';
import { NO_FAULTS } from '../emulator/src/core/faults';
import { DEMO_SUBACCOUNT_NUMBER } from '../emulator/src/core/seed';
import {
  appUrl,
  expect,
  expectNoA11yViolations,
  messageCard,
  numberOption,
  numberPicker,
  pressRefresh,
  recordMessagesRequests,
  requiredEnv,
  startSignedIn,
  switchSystemColorScheme,
  test,
} from './support/fixtures';

test('keyboard only: the header leads to this month’s messages and their cost; Refresh reads them again; axe in light and dark', async ({
  page,
  emulator,
}) => {
  await startSignedIn(page);
  await page.goto(appUrl('/phone-numbers'));
  await page.getByRole('banner').getByRole('link', { name: 'Account' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  const table = page.getByRole('table', { name: /^From .+ \(UTC\), in USD\.$/ });
  await expect(table).toBeVisible();
  const smsCount = table.getByRole('row', { name: /^SMS / }).getByRole('cell').first();
  await expect(smsCount).toHaveText(/^[\d,]+ messages?$/);
  const before = Number((await smsCount.innerText()).replace(/\D/g, ''));
  await expectNoA11yViolations(page, 'the Account page');

  await emulator.deliverInbound({ from: '+14155551234', to: '+14155550100', body: 'One more this month' });
  await page.getByRole('button', { name: 'Refresh' }).focus();
  await page.keyboard.press('Enter');
  await expect(smsCount).toHaveText(`${(before + 1).toLocaleString('en')} messages`);
  await switchSystemColorScheme(page, 'dark');
  await expectNoA11yViolations(page, 'the Account page, dark');
});

test('a subaccount shown by keyboard, after a failure: the header names it, its number and messages are read, and only it is polled; then back', async ({
  page,
  emulator,
}) => {
  await startSignedIn(page);
  await page.goto(appUrl('/account'));
  const accounts = page.getByRole('table', { name: 'The account you signed in with, then its subaccounts.' });
  await expect(accounts.getByRole('row')).toHaveCount(4);
  await expectNoA11yViolations(page, 'the accounts list');
  // Twilio fails the first time: the reason is said, and the same key press tries again.
  await emulator.faults({
    ...NO_FAULTS,
    errorRate: 1,
    faultRequestContains: `${DEMO_SUBACCOUNT.accountSid}.json`,
  });
  const show = page.getByRole('button', { name: 'Show Downtown store' });
  await show.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Downtown store could not be shown:' }),
  ).toBeVisible();
  await expect(show).toBeFocused();
  await expectNoA11yViolations(page, 'a subaccount that could not be shown');
  await emulator.faults(NO_FAULTS);
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Showing Downtown store, a subaccount/)).toBeFocused();
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Account: Downtown store' })).toBeVisible();

  const emulatorOrigin = new URL(requiredEnv('E2E_EMULATOR_URL')).origin;
  const requests: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === emulatorOrigin && request.method() === 'GET') requests.push(url);
  });
  const polls = recordMessagesRequests(page);
  await header.getByRole('link', { name: 'Messages' }).focus();
  await page.keyboard.press('Enter');
  await numberPicker(page).focus();
  await page.keyboard.type(DEMO_SUBACCOUNT_NUMBER);
  await expect(numberOption(page, DEMO_SUBACCOUNT_NUMBER)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(messageCard(page, 'Yes please, I will come by at noon.')).toBeVisible();
  await pressRefresh(page);
  await expect.poll(() => polls.looks.length).toBeGreaterThanOrEqual(1);
  const looks = polls.looks.length;
  await pressRefresh(page);
  await expect.poll(() => polls.looks.length).toBe(looks + 1);
  const accountPaths = new Set(
    requests.flatMap((url) => /^\/2010-04-01\/Accounts\/(AC[0-9a-f]{32})\//.exec(url.pathname)?.[1] ?? []),
  );
  expect([...accountPaths]).toEqual([DEMO_SUBACCOUNT.accountSid]);
  // Polls read the shown account's stream alone; Messaging Services are never polled.
  expect(requests.filter((url) => url.pathname.startsWith('/v1/'))).toEqual([]);

  await header.getByRole('link', { name: 'Account: Downtown store' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: `Show ${DEMO_ACCOUNT.friendlyName}` }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByText(`Showing ${DEMO_ACCOUNT.friendlyName}, the account you signed in with.`),
  ).toBeFocused();
  await expect(header.getByRole('link', { name: 'Account', exact: true })).toBeVisible();
});

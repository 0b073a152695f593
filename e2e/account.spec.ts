/**
 * The Account page (docs/product.md#account), in Chromium: reached from the header by keyboard, this
 * month's messages and cost read from the emulator's usage records, Refresh, axe in light and dark.
 */
import {
  appUrl,
  expect,
  expectNoA11yViolations,
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

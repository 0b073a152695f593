/**
 * Names for numbers (docs/product.md#conversations): given from a thread's More, by keyboard, kept in this
 * browser, and shown in place of the number wherever the number stood for a person.
 */
import { appUrl, expect, expectNoA11yViolations, shownNumber, startSignedIn, test } from './support/fixtures';
import { DEMO_CONTACTS, DEMO_SHOP_NUMBER } from '../emulator/src/core/seed';

const MAYA = DEMO_CONTACTS.maya;

test('keyboard only: name a party from its thread, see the name in the list and on the cards after a reload', async ({
  page,
}) => {
  await startSignedIn(page);
  await page.goto(appUrl(`/phone-numbers?number=${encodeURIComponent(DEMO_SHOP_NUMBER)}`));
  await page.getByRole('radiogroup', { name: 'Show messages as' }).getByText('Conversations').click();
  const list = page.getByRole('list', { name: `Conversations on ${shownNumber(DEMO_SHOP_NUMBER)}` });
  await list.getByRole('button', { name: shownNumber(MAYA) }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: shownNumber(MAYA) })).toBeFocused();

  await page.getByRole('button', { name: 'More actions' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Add name' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add name' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await expectNoA11yViolations(page, 'the name dialog');
  await page.keyboard.type('Maya <img src=x onerror=alert(1)>');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 2 })).toContainText('Maya <img src=x onerror=alert(1)>');
  await expect(list.getByRole('button', { name: 'Maya <img src=x onerror=alert(1)>' })).toBeVisible();
  expect(await page.locator('img[src="x"]').count()).toBe(0);

  await page.reload();
  await page.getByRole('radiogroup', { name: 'Show messages as' }).getByText('List').click();
  await expect(page.getByRole('article').filter({ hasText: 'Maya <img' }).first()).toBeVisible();
});

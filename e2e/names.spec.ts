/**
 * Names for numbers (docs/product.md#conversations, #contacts): given from a thread's More, by keyboard,
 * kept in this browser, shown in place of the number wherever the number stood for a person, and managed
 * on the Contacts page.
 */
import { appUrl, expect, expectNoA11yViolations, shownNumber, startSignedIn, test } from './support/fixtures';
import { DEMO_CONTACTS, DEMO_SHOP_NUMBER } from '../emulator/src/core/seed';

const MAYA = DEMO_CONTACTS.maya;

test('keyboard only: name a party from its thread, see the name in the list and on the cards after a reload, then edit, delete and restore it on the Contacts page', async ({
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

  // The Contacts page, from the header: the name, its number, edited and deleted by keyboard.
  await page.getByRole('banner').getByRole('link', { name: 'Contacts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  const contacts = page.getByRole('list', { name: 'Contacts' });
  await expect(contacts.getByRole('listitem')).toHaveCount(1);
  await expect(contacts.getByRole('listitem')).toContainText(shownNumber(MAYA));
  await expectNoA11yViolations(page, 'the Contacts page');
  await page.getByRole('button', { name: /^Edit Maya/ }).focus();
  await page.keyboard.press('Enter');
  const edit = page.getByRole('dialog', { name: 'Edit name' });
  await expect(edit.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Maya Lopez');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Edit Maya Lopez' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Maya Lopez' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('No contacts yet.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('button', { name: 'Edit Maya Lopez' })).toBeVisible();
});

test.describe('in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('the Contacts page with no contact yet, and its confirmation, pass axe', async ({ page }) => {
    await startSignedIn(page);
    await page.goto(appUrl('/contacts'));
    await expect(page.getByText('No contacts yet.', { exact: false })).toBeVisible();
    await expectNoA11yViolations(page, 'dark: the empty Contacts page');
    await page.getByRole('button', { name: "Forget this browser's data for this account" }).click();
    await expect(page.getByRole('dialog', { name: "Forget this browser's data?" })).toBeVisible();
    await expectNoA11yViolations(page, 'dark: forgetting asks first');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

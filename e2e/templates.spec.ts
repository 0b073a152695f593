/**
 * Templates (docs/product.md#templates): written on their page, inserted in a thread's reply box by `/`
 * and the keyboard, filled for the recipient and sent; the menu and the `/` list stay in the window and
 * pass axe in light and dark.
 */
import type { Page } from '@playwright/test';
import {
  DEMO_ACCOUNT,
  appUrl,
  expect,
  expectNoA11yViolations,
  shownNumber,
  startSignedIn,
  test,
} from './support/fixtures';
import { DEMO_CONTACTS, DEMO_SHOP_NUMBER } from '../emulator/src/core/seed';

const MAYA = DEMO_CONTACTS.maya;

async function openMayasThread(page: Page): Promise<void> {
  await page.goto(appUrl(`/phone-numbers?number=${encodeURIComponent(DEMO_SHOP_NUMBER)}`));
  await page.getByRole('radiogroup', { name: 'Show messages as' }).getByText('Conversations').click();
  const list = page.getByRole('list', { name: `Conversations on ${shownNumber(DEMO_SHOP_NUMBER)}` });
  await list.getByRole('button', { name: shownNumber(MAYA) }).click();
  await expect(page.getByRole('textbox', { name: 'Reply' })).toBeVisible();
}

test('keyboard only: write a template on its page, insert it in a reply by / and send it filled in', async ({
  page,
  emulator,
}) => {
  await startSignedIn(page);
  await page.goto(appUrl('/phone-numbers'));
  await page.getByRole('banner').getByRole('link', { name: 'Templates' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible();
  await page.getByRole('button', { name: 'New template' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New template' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await page.keyboard.type('Ready');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Your order is ready. Questions? Text ');
  for (const _variable of ['{first_name}', '{name}', '{my_number}']) await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Insert {my_number}' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('textbox', { name: 'Text' })).toBeFocused();
  await page.keyboard.type('.');
  await expectNoA11yViolations(page, 'the template dialog');
  await dialog.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Templates' })).toContainText(
    'Your order is ready. Questions? Text {my_number}.',
  );
  await expectNoA11yViolations(page, 'the Templates page');

  await openMayasThread(page);
  const reply = page.getByRole('textbox', { name: 'Reply' });
  await reply.focus();
  await page.keyboard.type('/rea');
  const suggestions = page.getByRole('listbox', { name: 'Templates' });
  await expect(suggestions.getByRole('option', { selected: true })).toContainText('/Ready');
  await expectNoA11yViolations(page, 'the / list of templates');
  await page.keyboard.press('Enter');
  const sent = `Your order is ready. Questions? Text ${shownNumber(DEMO_SHOP_NUMBER)}.`;
  await expect(reply).toHaveValue(sent);
  await page.keyboard.press('Enter');
  await expect(reply).toHaveValue('');
  await expect
    .poll(async () => (await emulator.messages(DEMO_ACCOUNT.accountSid)).some((m) => m.body === sent))
    .toBe(true);
});

test.describe('in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('the reply box’s Templates menu and / list open upward inside the window and pass axe', async ({
    page,
  }) => {
    await startSignedIn(page);
    await page.goto(appUrl('/templates'));
    for (const [name, text] of [
      ['Hours', 'We are open 9 to 5.'],
      ['Thanks', 'Thank you, {first_name}!'],
    ] as const) {
      await page.getByRole('button', { name: 'New template' }).click();
      await page.getByRole('textbox', { name: 'Name' }).fill(name);
      await page.getByRole('textbox', { name: 'Text' }).fill(text);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('dialog')).toBeHidden();
    }
    await openMayasThread(page);
    await page.getByRole('button', { name: 'Templates' }).click();
    const hours = page.getByRole('button', { name: 'Hours' });
    await expect(hours).toBeInViewport({ ratio: 1 });
    await expectNoA11yViolations(page, 'dark: the Templates menu');
    await hours.click();
    const reply = page.getByRole('textbox', { name: 'Reply' });
    await expect(reply).toHaveValue('We are open 9 to 5.');
    await expect(reply).toBeFocused();

    await page.keyboard.type(' /th');
    await expect(page.getByRole('listbox', { name: 'Templates' })).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Tab');
    await expect(reply).toHaveValue('We are open 9 to 5. Thank you, {first_name}!');
    await expect(page.getByText('Replace {first_name} before sending', { exact: false })).toBeVisible();
    await expectNoA11yViolations(page, 'dark: a variable left in the reply');
  });
});

/**
 * Contacts in and out of this browser (docs/product.md#contacts): a file imported after a preview that
 * lists every line it cannot import, by keyboard; the names then standing for the numbers in the
 * conversations; and the contacts exported as CSV and vCard and read back after the browser forgot them.
 */
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { appUrl, expect, expectNoA11yViolations, shownNumber, startSignedIn, test } from './support/fixtures';
import { DEMO_CONTACTS, DEMO_SHOP_NUMBER } from '../emulator/src/core/seed';

/** A Google Contacts export, as its columns come: names in parts, numbers national and international. */
const GOOGLE_CSV = [
  'First Name,Middle Name,Last Name,Phone 1 - Label,Phone 1 - Value,Phone 2 - Label,Phone 2 - Value',
  `Maya,,Lopez,Mobile,(415) 555-1234,Work Fax,(415) 555-9999`,
  `Lucas,,Martin,Mobile,${DEMO_CONTACTS.lucas},,`,
  `"<img src=x onerror=""document.title='pwned'"">",,,Mobile,${DEMO_CONTACTS.sam},,`,
  `=HYPERLINK("http://example.com"),,,Mobile,${DEMO_CONTACTS.priya},,`,
  'Typo,,,Mobile,555-01,,',
  'No Number,,,,,,',
].join('\r\n');

async function chooseFile(page: Page, name: string, content: string | Buffer, mimeType = 'text/csv') {
  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel('Contacts file').focus();
  await page.keyboard.press('Space');
  await (await chooser).setFiles({ name, mimeType, buffer: Buffer.from(content) });
}

async function download(page: Page, act: () => Promise<void>): Promise<{ name: string; text: string }> {
  const saved: Promise<Download> = page.waitForEvent('download');
  await act();
  const file = await saved;
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
}

test('keyboard only: import a Google export after its preview, see the names in the conversations, export them and read them back', async ({
  page,
}) => {
  await startSignedIn(page);
  await page.goto(appUrl('/contacts'));
  await chooseFile(page, 'google.csv', GOOGLE_CSV);

  const preview = page.getByRole('region', { name: 'Preview of google.csv' });
  await expect(preview.getByRole('status')).toHaveText(
    '4 contacts to import: 4 new, 0 with a new name. 2 lines cannot be imported.',
  );
  await expect(preview.getByRole('combobox', { name: /without a country code/ })).toHaveValue('US');
  await expect(preview.getByRole('row')).toHaveCount(5);
  await expect(preview.getByRole('row').nth(1)).toContainText(
    `Maya Lopez${shownNumber(DEMO_CONTACTS.maya)}New`,
  );
  await expect(preview.getByRole('listitem')).toHaveText([
    /^Line 5: The name “=HYPERLINK\("http:\/\/example\.com"\)” starts as a spreadsheet formula does/,
    /^Line 6: “555-01” is not a phone number of United States/,
    'Line 7: No phone number. Not imported.',
  ]);
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  await expectNoA11yViolations(page, 'the import preview');

  const importButton = preview.getByRole('button', { name: 'Import 4 contacts' });
  await importButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Imported 4 contacts.')).toBeFocused();
  await expect(page.getByRole('list', { name: 'Contacts' }).getByRole('listitem')).toHaveCount(4);
  expect(await page.title()).not.toBe('pwned');

  await page.goto(appUrl(`/phone-numbers?number=${encodeURIComponent(DEMO_SHOP_NUMBER)}`));
  await page.getByRole('radiogroup', { name: 'Show messages as' }).getByText('Conversations').click();
  const conversations = page.getByRole('list', { name: `Conversations on ${shownNumber(DEMO_SHOP_NUMBER)}` });
  await expect(conversations.getByRole('button', { name: 'Maya Lopez' })).toBeVisible();
  await expect(conversations.getByRole('button', { name: 'Lucas Martin' })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Contacts' }).click();
  const csv = await download(page, async () => {
    await page.getByRole('button', { name: 'Export 4 contacts as CSV' }).focus();
    await page.keyboard.press('Enter');
  });
  expect(csv.name).toMatch(/^contacts-\d{4}-\d\d-\d\d\.csv$/);
  expect(csv.text).toContain(`Maya Lopez,"'${DEMO_CONTACTS.maya}"`);
  expect(csv.text).toContain(`"'=HYPERLINK(""http://example.com"")"`);
  const vcard = await download(page, async () => {
    await page.getByRole('button', { name: 'Export 4 contacts as vCard' }).focus();
    await page.keyboard.press('Enter');
  });
  expect(vcard.name).toMatch(/^contacts-\d{4}-\d\d-\d\d\.vcf$/);
  expect(vcard.text.match(/BEGIN:VCARD/g)).toHaveLength(4);

  // Forgotten, then read back from the vCard: the same four.
  await page.getByRole('button', { name: "Forget this browser's data for this account" }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Forget/ })
    .click();
  await expect(page.getByText('No contacts yet.', { exact: false })).toBeVisible();
  await chooseFile(page, vcard.name, vcard.text, 'text/vcard');
  await expect(page.getByRole('region', { name: `Preview of ${vcard.name}` }).getByRole('status')).toHaveText(
    '4 contacts to import: 4 new, 0 with a new name.',
  );
  await page.getByRole('button', { name: 'Import 4 contacts' }).click();
  await expect(page.getByRole('list', { name: 'Contacts' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Edit Maya Lopez' })).toBeVisible();
});

test('a file that cannot be read says why beside the field, and nothing is kept', async ({ page }) => {
  await startSignedIn(page);
  await page.goto(appUrl('/contacts'));
  await chooseFile(page, 'emails.csv', 'Name,Email\r\nMaya,maya@example.com\r\n');
  const field = page.getByLabel('Contacts file');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/emails\.csv: The file has no column of phone numbers/);
  await chooseFile(
    page,
    'old.vcf',
    'BEGIN:VCARD\r\nVERSION:2.1\r\nFN:Old\r\nTEL;CELL:+14155551234\r\nEND:VCARD\r\n',
  );
  const preview = page.getByRole('region', { name: 'Preview of old.vcf' });
  await expect(preview.getByRole('listitem')).toHaveText([/^Line 1: This card is vCard 2\.1/]);
  await expect(preview.getByRole('button', { name: /^Import/ })).toHaveCount(0);
  await preview.getByRole('button', { name: 'Close the preview' }).click();
  await expect(page.getByText('No contacts yet.', { exact: false })).toBeVisible();
});

test.describe('in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('the import preview with its problems passes axe', async ({ page }) => {
    await startSignedIn(page);
    await page.goto(appUrl('/contacts'));
    await chooseFile(page, 'google.csv', GOOGLE_CSV);
    await expect(page.getByRole('region', { name: 'Preview of google.csv' })).toBeVisible();
    await expectNoA11yViolations(page, 'dark: the import preview');
  });
});

/**
 * Send to many (docs/product.md#send-to-many) in Chromium against the emulator over HTTP: a keyboard-only
 * run with axe on each state. The run to 1,000 recipients under faults is bulk-send-under-faults.spec.ts.
 */
import { DEMO_SUPPORT_LINE_NUMBER } from '../emulator/src/core/seed';
import {
  DEMO_ACCOUNT,
  expect,
  expectNoA11yViolations,
  openSendToMany,
  shownNumber,
  switchSystemColorScheme,
  test,
} from './support/fixtures';

const SUPPORT = DEMO_SUPPORT_LINE_NUMBER;

test('keyboard only: a list typed in, reviewed, sent and its results exported; axe in light and dark', async ({
  page,
  emulator,
}) => {
  await openSendToMany(page, SUPPORT);
  await page.getByRole('textbox', { name: 'Numbers, one per line' }).focus();
  await page.keyboard.type('Ana Ruiz, (415) 555-0301\n415 555 0302\nnot a number');
  await page.getByRole('textbox', { name: 'Message' }).focus();
  await page.keyboard.type('Hello from the support line. Text {my_number} any time.');
  await page.getByRole('combobox', { name: 'Pace' }).focus();
  await page.keyboard.press('End');
  const review = page.getByRole('region', { name: 'Review' });
  await expect(review).toContainText('2 people get the message: 1 segment each, 2 segments in all.');
  await expect(review.getByText('1 left out')).toBeVisible();
  await expectNoA11yViolations(page, 'Send to many, reviewed');

  await page.getByRole('button', { name: 'Send to 2 people' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Done' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('2 sent', { exact: true })).toBeVisible();
  await expectNoA11yViolations(page, 'Send to many, done');
  await switchSystemColorScheme(page, 'dark');
  await expectNoA11yViolations(page, 'dark: Send to many, done');

  const stored = await emulator.messages(DEMO_ACCOUNT.accountSid);
  const body = `Hello from the support line. Text ${shownNumber(SUPPORT)} any time.`;
  expect(
    stored
      .filter((m) => m.body === body)
      .map((m) => m.to)
      .sort(),
  ).toEqual(['+14155550301', '+14155550302']);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export results (CSV)' }).focus();
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toMatch(/^send-to-many-.+\.csv$/);
});

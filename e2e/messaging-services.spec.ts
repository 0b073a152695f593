/**
 * Messaging Services and Send later (docs/product.md#messaging-services), in Chromium against the emulator:
 * sending through a service and scheduling from the keyboard, cancelling, axe in light and dark; and a
 * schedule across midnight and the spring-forward night in the person's zone, the page's clock and the
 * emulator's moved together.
 */
import type { Page } from '@playwright/test';
import {
  DEMO_ACCOUNT,
  appUrl,
  expect,
  expectNoA11yViolations,
  openNumber,
  startSignedIn,
  switchSystemColorScheme,
  test,
} from './support/fixtures';
import { NO_FAULTS } from '../emulator/src/core/faults';
import {
  DEMO_CLINIC_NUMBER,
  DEMO_CONTACTS,
  DEMO_SERVICES,
  DEMO_SHOP_NUMBER,
  DEMO_SUPPORT_LINE_NUMBER,
} from '../emulator/src/core/seed';

const MAYA = DEMO_CONTACTS.maya;
const MINUTE_MS = 60_000;

/** Tomorrow at 9:00 in the page's zone (the suite's: Los Angeles), as a datetime-local value. */
function tomorrowAtNine(): string {
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Los_Angeles' });
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return `${new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10)}T09:00`;
}

async function toComposer(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Composer' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('form', { name: 'Compose a message' })).toBeVisible();
}

test('keyboard only: the services read again after a failure, send through the shop’s service, schedule one for later, then cancel it; axe in light and dark', async ({
  page,
  emulator,
}) => {
  await openNumber(page, DEMO_SHOP_NUMBER);
  // The services cannot be read at first: the Composer says so, sends from the number, and tries again.
  await emulator.faults({ ...NO_FAULTS, errorRate: 1, faultRequestContains: '/v1/' });
  await toComposer(page);
  const notice = page.getByRole('status').filter({ hasText: 'Messaging Services could not be read' });
  await expect(notice).toBeVisible();
  await expectNoA11yViolations(page, 'the Composer when Messaging Services could not be read');
  await emulator.faults(NO_FAULTS);
  await notice.getByRole('button', { name: 'Try again' }).focus();
  await page.keyboard.press('Enter');
  const sendFrom = page.getByRole('radiogroup', { name: 'Send from' });
  await sendFrom.getByRole('radio', { name: '+1 415 555 0100' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(sendFrom.getByRole('radio', { name: DEMO_SERVICES.shop.friendlyName })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('To', { exact: true })).toBeFocused();
  await page.keyboard.type(MAYA);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Through the pool, now');
  await page.keyboard.press('Control+Enter');
  await expect(page.getByText('Message sent successfully.')).toBeVisible();

  await page.getByLabel('Message', { exact: true }).focus();
  await page.keyboard.type('Your bike is ready tomorrow');
  await page.getByRole('checkbox', { name: 'Send later' }).focus();
  await page.keyboard.press('Space');
  await page.getByLabel('Send at').fill(tomorrowAtNine());
  await expect(page.getByLabel('Send at')).toHaveAccessibleDescription(
    /^Tomorrow 9:00 AM, in \d+ h( \d+ min)?, through Bike shop notifications$/,
  );
  await expectNoA11yViolations(page, 'the Composer with Send from and Send later');
  await page.getByRole('button', { name: 'Schedule' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Message scheduled for Tomorrow 9:00 AM, in \d+ h( \d+ min)?\./)).toBeVisible();

  const stored = (await emulator.messages(DEMO_ACCOUNT.accountSid)).filter(
    (message) => message.body === 'Through the pool, now' || message.body === 'Your bike is ready tomorrow',
  );
  expect(stored.map((message) => [message.body, message.status, message.messaging_service_sid])).toEqual([
    ['Your bike is ready tomorrow', 'scheduled', expect.stringMatching(/^MG/)],
    ['Through the pool, now', expect.any(String), expect.stringMatching(/^MG/)],
  ]);

  await page.getByRole('tab', { name: 'Messages' }).focus();
  await page.keyboard.press('Enter');
  const card = page.getByRole('article').filter({ hasText: 'Your bike is ready tomorrow' });
  await expect(card.getByText(/^Scheduled for Tomorrow 9:00 AM, in \d+ h( \d+ min)?$/)).toBeVisible();
  await card.getByRole('button', { name: 'Details' }).focus();
  await page.keyboard.press('Enter');
  await card.getByRole('button', { name: 'Cancel sending' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cancel this scheduled message?' });
  await expect(dialog).toBeVisible();
  await switchSystemColorScheme(page, 'dark');
  await expectNoA11yViolations(page, 'the cancel dialog, dark');
  await dialog.getByRole('button', { name: 'Cancel sending' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(card.getByText('canceled', { exact: true })).toBeVisible();
  const canceled = (await emulator.messages(DEMO_ACCOUNT.accountSid)).find(
    (message) => message.body === 'Your bike is ready tomorrow',
  );
  expect(canceled?.status).toBe('canceled');
});

test('across midnight and the spring-forward night in Los Angeles: the words, SendAt in UTC, and the statuses after its time', async ({
  browser,
  emulator,
}) => {
  // Saturday 13 March 2027, 23:50 PST: the clocks go from 02:00 to 03:00 tonight.
  const evening = Date.parse('2027-03-13T23:50:00-08:00');
  await emulator.clock(evening - Date.now());
  const context = await browser.newContext({ timezoneId: 'America/Los_Angeles', locale: 'en-US' });
  try {
    await context.clock.install({ time: evening });
    const page = await context.newPage();
    await startSignedIn(page);
    await page.goto(appUrl(`/phone-numbers?number=${encodeURIComponent(DEMO_SHOP_NUMBER)}`));
    await page.getByRole('tab', { name: 'Composer' }).click();
    await page.getByLabel('To', { exact: true }).pressSequentially(MAYA);
    await page.getByLabel('Message', { exact: true }).fill('See you at 3:30');
    await page.getByRole('checkbox', { name: 'Send later' }).check();
    const sendAt = page.getByLabel('Send at');

    await sendAt.fill('2027-03-14T00:10');
    await expect(sendAt).toHaveAccessibleDescription(
      'Tomorrow 12:10 AM, in 20 min, through Bike shop notifications',
    );
    // 02:30 does not exist tonight: it reads as 03:30 daylight time, 2 h 40 min away, and says so.
    await sendAt.fill('2027-03-14T02:30');
    await expect(sendAt).toHaveAccessibleDescription(
      'Tomorrow 3:30 AM, in 2 h 40 min, through Bike shop notifications',
    );
    const posted = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/Messages.json'),
    );
    await page.getByRole('button', { name: 'Schedule' }).click();
    const form = new URLSearchParams((await posted).postData() ?? '');
    expect(form.get('SendAt')).toBe('2027-03-14T10:30:00Z');
    await expect(page.getByText('Message scheduled for Tomorrow 3:30 AM, in 2 h 40 min.')).toBeVisible();

    await page.getByRole('tab', { name: 'Messages' }).click();
    const card = page.getByRole('article').filter({ hasText: 'See you at 3:30' });
    await expect(card.getByText('Scheduled for Tomorrow 3:30 AM, in 2 h 40 min')).toBeVisible();

    // 03:35 on both clocks: Twilio sent it at 03:30, and the card follows it to delivered.
    await emulator.clock(evening + (2 * 60 + 45) * MINUTE_MS - Date.now());
    await context.clock.fastForward('02:45:00');
    await expect(card.getByText('delivered', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(card.getByText(/^Scheduled for/)).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('two services and a number in none: the support line offers its own service, the clinic’s line says why it cannot schedule; axe', async ({
  page,
}) => {
  await openNumber(page, DEMO_SUPPORT_LINE_NUMBER);
  await toComposer(page);
  const sendFrom = page.getByRole('radiogroup', { name: 'Send from' });
  await expect(sendFrom.getByRole('radio', { name: DEMO_SERVICES.support.friendlyName })).toBeVisible();
  await expect(page.getByText(/is in the Messaging Service Customer support \(2 numbers\)\./)).toBeVisible();
  await expect(sendFrom.getByRole('radio', { name: DEMO_SERVICES.shop.friendlyName })).toHaveCount(0);

  await page.goto(appUrl(`/phone-numbers?number=${encodeURIComponent(DEMO_CLINIC_NUMBER)}`));
  await toComposer(page);
  await expect(
    page.getByText('Send later needs a Messaging Service, and +1 650 555 0142 is in none.'),
  ).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Send later' })).toHaveCount(0);
  await expect(page.getByRole('radiogroup', { name: 'Send from' })).toHaveCount(0);
  await expectNoA11yViolations(page, 'the Composer of a number in no service');
});

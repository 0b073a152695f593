import {
  DEMO_ACCOUNT,
  expect,
  expectNoA11yViolations,
  messageCard,
  openNumber,
  test,
} from './support/fixtures';
import {
  DEMO_CONTACTS,
  DEMO_OPTED_OUT_CONTACT,
  DEMO_SHOP_NUMBER,
  DEMO_SUPPORT_LINE_NUMBER,
} from '../emulator/src/core/seed';
import type { Page } from '@playwright/test';

const TO_HINT = 'Phone number is invalid, it must contain the country code followed by 10 digits';
const MESSAGE_HINT = 'Invalid message, it must be between 3 and 200 characters';

async function openComposer(page: Page, from: string = DEMO_SHOP_NUMBER): Promise<void> {
  await openNumber(page, from);
  await page.getByRole('tab', { name: 'Composer' }).click();
  await expect(page.getByLabel('To', { exact: true })).toBeVisible();
}

test.describe('composer', () => {
  test('fields: To is a required tel input, Message a required 3-row text area with the spec placeholder', async ({
    page,
  }) => {
    await openComposer(page);
    const to = page.getByLabel('To', { exact: true });
    const message = page.getByLabel('Message', { exact: true });
    await expect(to).toHaveAttribute('type', 'tel');
    await expect(to).toHaveAttribute('required', '');
    await expect(message).toHaveAttribute('rows', '3');
    await expect(message).toHaveAttribute('required', '');
    await expect(to).toHaveValue('');
    await to.pressSequentially('+15551230000');
    await expect(message).toHaveAttribute(
      'placeholder',
      `Enter the message to sent to: +15551230000 from: ${DEMO_SHOP_NUMBER}`,
    );
  });

  test('To keeps a leading plus and every digit typed, and says which number it sends to', async ({
    page,
  }) => {
    await openComposer(page);
    const to = page.getByLabel('To', { exact: true });
    await to.pressSequentially('1 (415) 555-01ab23');
    await expect(to).toHaveValue('+14155550123');
    await expect(to).toHaveAccessibleDescription('Sends to +1 415 555 0123 · United States');
    await to.fill('');
    await to.pressSequentially('+86 138 0013 8000');
    await expect(to).toHaveValue('+8613800138000');
    await expect(page.getByText('Sends to +86 138 0013 8000 · China')).toBeVisible();
    await to.pressSequentially('123');
    await expect(to).toHaveValue('+8613800138000123');
    await expect(to).toHaveAccessibleDescription('A phone number has at most 15 digits; this one has 16.');
  });

  test('Message stops accepting input at 199 characters', async ({ page }) => {
    await openComposer(page);
    const message = page.getByLabel('Message', { exact: true });
    // Most of it in one go (205 keys one at a time outlast the action timeout on a loaded machine), then
    // typed across the limit.
    await message.fill('x'.repeat(195));
    await message.pressSequentially('x'.repeat(10));
    await expect(message).toHaveValue('x'.repeat(199));
    // Beside the spec: the keys it did not take are explained under the field.
    await expect(message).toHaveAccessibleDescription(
      'A message can have at most 199 characters. 199 characters · GSM-7 · 2 SMS segments',
    );
  });

  test('hints show only after a field loses focus, and go once the value is valid', async ({ page }) => {
    await openComposer(page);
    const to = page.getByLabel('To', { exact: true });
    const message = page.getByLabel('Message', { exact: true });

    await to.pressSequentially('+1415');
    await expect(page.getByText(TO_HINT)).toHaveCount(0);
    await message.focus();
    await expect(page.getByText(TO_HINT)).toBeVisible();
    await expect(to).toHaveAccessibleDescription(new RegExp(TO_HINT));

    await message.pressSequentially('a!');
    await expect(page.getByText(MESSAGE_HINT)).toHaveCount(0);
    await to.focus();
    await expect(page.getByText(MESSAGE_HINT)).toBeVisible();

    await to.pressSequentially('5550123');
    await message.pressSequentially('bcd');
    await to.focus();
    await expect(page.getByText(TO_HINT)).toHaveCount(0);
    await expect(page.getByText(MESSAGE_HINT)).toHaveCount(0);
  });

  test('the segment counter follows the typing and names the character that switched to UCS-2', async ({
    page,
  }) => {
    await openComposer(page);
    const message = page.getByLabel('Message', { exact: true });
    await message.pressSequentially('See you at 10');
    await expect(page.getByText('13 characters · GSM-7 · 1 SMS segment', { exact: true })).toBeVisible();
    await expect(page.getByText(/because of/)).toHaveCount(0);
    await expect(message).toHaveAccessibleDescription('13 characters · GSM-7 · 1 SMS segment');

    await message.pressSequentially(', ça va?');
    await expect(page.getByText('21 characters · UCS-2 · 1 SMS segment', { exact: true })).toBeVisible();
    await expect(page.getByText('UCS-2 because of “ç”', { exact: true })).toBeVisible();
    // The named character is a clipped inline block, which the browser reads with spaces around it.
    await expect(message).toHaveAccessibleDescription(
      /^21 characters · UCS-2 · 1 SMS segment UCS-2 because of “ ?ç ?”$/,
    );
  });

  test('a sent message shows the notice for 5 seconds and is in the provider', async ({ page, emulator }) => {
    // The page's own clock, stopped before sending: the notice's 5 seconds pass as the test moves it.
    await page.clock.install();
    await openComposer(page);
    const body = `Browser test ${Date.now()}: see you at 10`;
    await page.getByLabel('To', { exact: true }).pressSequentially(DEMO_CONTACTS.maya);
    await page.getByLabel('Message', { exact: true }).fill(body);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);
    await page.getByRole('button', { name: 'Send', exact: true }).click();

    // Moved a tenth of a second at a time until the notice shows: it came at most that long before.
    const notice = page.getByText('Message sent successfully.');
    await expect
      .poll(async () => {
        await page.clock.runFor(100);
        return notice.isVisible();
      })
      .toBe(true);
    await page.clock.runFor(4_800);
    await expect(notice).toBeVisible();
    await page.clock.runFor(300);
    await expect(notice).toBeHidden();

    const stored = await emulator.messages(DEMO_ACCOUNT.accountSid);
    const sent = stored.find((m) => m.body === body);
    expect(sent, 'the message reached the emulator').toBeDefined();
    expect(sent?.from).toBe(DEMO_SHOP_NUMBER);
    expect(sent?.to).toBe(DEMO_CONTACTS.maya);
  });

  test('fields are disabled and Send is busy while sending', async ({ page, emulator }) => {
    await openComposer(page);
    await page.getByLabel('To', { exact: true }).pressSequentially(DEMO_CONTACTS.maya);
    await page.getByLabel('Message', { exact: true }).fill('On my way now');
    await emulator.hold(true); // the send stays in flight until the checks below have seen it
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByLabel('To', { exact: true })).toBeDisabled();
    await expect(page.getByLabel('Message', { exact: true })).toBeDisabled();
    await emulator.hold(false);
    await expect(page.getByText('Message sent successfully.')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByLabel('To', { exact: true })).toBeEnabled();
  });

  test('an invalid recipient: the red label shows the provider error name and message, the text stays', async ({
    page,
  }) => {
    await openComposer(page);
    const body = 'Is this still the shop?';
    await page.getByLabel('To', { exact: true }).pressSequentially('+15005550001');
    await page.getByLabel('Message', { exact: true }).fill(body);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const error = page.getByText("Error 21211: The 'To' number +15005550001 is not a valid phone number.");
    await expect(error).toBeVisible();
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(body);
    await expect(page.getByLabel('To', { exact: true })).toHaveValue('+15005550001');
    await expect(page.getByText('Message sent successfully.')).toHaveCount(0);
  });

  test('a recipient who replied STOP is said before Send; Twilio’s 21610 is explained in words; axe finds nothing', async ({
    page,
    emulator,
  }) => {
    await openComposer(page, DEMO_SUPPORT_LINE_NUMBER);
    await page.getByLabel('To', { exact: true }).pressSequentially(DEMO_OPTED_OUT_CONTACT);
    const optedOut = page.getByRole('status').filter({ hasText: 'Opted out:' });
    await expect(optedOut).toContainText('they replied STOP to this number');
    await page.getByLabel('Message', { exact: true }).fill('One more update about your order');
    await page.keyboard.press('Control+Enter');
    await expect(page.getByText('Error 21610: Attempt to send to unsubscribed recipient')).toBeVisible();
    const alert = page.getByRole('alert').filter({ hasText: 'Error 21610' });
    await expect(alert).toContainText('Do not send again: wait until they text START');
    await expect(alert.getByRole('link', { name: /What error 21610 means/ })).toHaveAttribute(
      'href',
      'https://www.twilio.com/docs/api/errors/21610',
    );
    await expectNoA11yViolations(page, 'the Composer with an opted-out recipient and 21610');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('One more update about your order');
    const stored = await emulator.messages(DEMO_ACCOUNT.accountSid);
    expect(stored.some((m) => m.body === 'One more update about your order')).toBe(false);
  });

  // A number taken from a card is never cut to the typing cap: +8613800138000 once became +861380013800.
  for (const number of [
    '+12025550143',
    '+447700900123',
    '+8613800138000',
    '+49151234567890',
    '+491512345678901',
  ]) {
    test(`Reply to the ${number.length - 1}-digit ${number}: To holds exactly it and the reply goes there`, async ({
      page,
      emulator,
    }) => {
      const question = `Is my bike ready? (${number})`;
      await emulator.deliverInbound({ from: number, to: DEMO_SHOP_NUMBER, body: question });
      await openNumber(page, DEMO_SHOP_NUMBER);
      await messageCard(page, question).getByRole('button', { name: 'Reply' }).click();

      const to = page.getByLabel('To', { exact: true });
      const message = page.getByLabel('Message', { exact: true });
      await expect(to).toHaveValue(number);
      await expect(message).toBeFocused();
      await message.pressSequentially('Yes, come by at 5.');
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(page.getByText('Message sent successfully.')).toBeVisible();
      await expect(to).toHaveValue(number);

      const stored = await emulator.messages(DEMO_ACCOUNT.accountSid);
      const replies = stored.filter((m) => m.body === 'Yes, come by at 5.');
      expect(replies.map((m) => ({ from: m.from, to: m.to }))).toEqual([
        { from: DEMO_SHOP_NUMBER, to: number },
      ]);

      // Editing it stays possible: Backspace, and typing the digit back, on a number longer than the cap.
      await to.press('End');
      await to.press('Backspace');
      await expect(to).toHaveValue(number.slice(0, -1));
      await to.press(number.slice(-1));
      await expect(to).toHaveValue(number);
    });
  }
});

import type { Page } from '@playwright/test';
import {
  DEMO_ACCOUNT,
  appUrl,
  expect,
  expectNoA11yViolations,
  expectNoHorizontalScroll,
  failLazyChunks,
  focusIndicator,
  messageCard,
  numberOptions,
  numberPicker,
  openNumber,
  pressWithVisibleFocus,
  startSignedIn,
  tabTo,
  test,
} from './support/fixtures';
import { scrollToCard } from './support/longLists';
import { DEMO_CONTACTS, DEMO_SHOP_NUMBER } from '../emulator/src/core/seed';

async function openComposer(page: Page): Promise<void> {
  await openNumber(page, DEMO_SHOP_NUMBER);
  await page.getByRole('tab', { name: 'Composer' }).click();
  await expect(page.getByLabel('To', { exact: true })).toBeVisible();
}

test.describe('axe-core: zero WCAG 2.2 A/AA violations', () => {
  test('chooser', async ({ page }) => {
    await page.goto(appUrl('/authentication'));
    await expect(page.getByRole('button', { name: 'AuthToken' })).toBeVisible();
    await expectNoA11yViolations(page, 'chooser');
  });

  test('Auth Token form: empty, with required-field errors, with a credentials error', async ({ page }) => {
    await page.goto(appUrl('/authentication-token'));
    await expect(page.getByLabel('Account SID', { exact: true })).toBeVisible();
    await expectNoA11yViolations(page, 'auth token form');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await expect(page.getByLabel('Account SID', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectNoA11yViolations(page, 'auth token form, required errors');
    await page.getByLabel('Account SID', { exact: true }).fill(DEMO_ACCOUNT.accountSid);
    await page.getByLabel('Auth Token', { exact: true }).fill('wrong');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await expect(page.getByText('Incorrect credentials', { exact: true })).toBeVisible();
    await expectNoA11yViolations(page, 'auth token form, credentials error');
  });

  test('Api Key form: empty, with required-field errors, with a network error', async ({
    page,
    emulator,
  }) => {
    await page.goto(appUrl('/authentication-api-key'));
    await expect(page.getByLabel('API Secret', { exact: true })).toBeVisible();
    await expectNoA11yViolations(page, 'api key form');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await expect(page.getByLabel('Account SID', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectNoA11yViolations(page, 'api key form, required errors');
    await emulator.faults({ dropRate: 1 });
    await page.getByLabel('Account SID', { exact: true }).fill(DEMO_ACCOUNT.accountSid);
    await page.getByLabel('API Key', { exact: true }).fill(DEMO_ACCOUNT.apiKeySid);
    await page.getByLabel('API Secret', { exact: true }).fill(DEMO_ACCOUNT.apiKeySecret);
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await expect(
      page.getByText('Incorrect credentials or unable to access your Twilio account'),
    ).toBeVisible();
    await expectNoA11yViolations(page, 'api key form, network error');
  });

  test('Messages page while the numbers load', async ({ page, emulator }) => {
    await emulator.hold(true);
    await startSignedIn(page);
    await page.goto(appUrl('/phone-numbers'));
    await expect(page.getByText('Loading phone numbers...')).toBeVisible();
    await expectNoA11yViolations(page, 'messages page, numbers loading');
    await emulator.hold(false);
  });

  test('Messages page when the numbers cannot be loaded', async ({ page, emulator }) => {
    await emulator.faults({ errorRate: 1 });
    await startSignedIn(page);
    await page.goto(appUrl('/phone-numbers'));
    const banner = page.getByRole('alert').filter({ hasText: /\S/ });
    await expect(banner.first()).toBeVisible({ timeout: 15_000 });
    await expectNoA11yViolations(page, 'messages page, numbers error');
  });

  test('Messages page with the dropdown open', async ({ page }) => {
    await startSignedIn(page);
    await page.goto(appUrl('/phone-numbers'));
    await numberPicker(page).click();
    await expect(numberOptions(page).first()).toBeVisible();
    await expectNoA11yViolations(page, 'messages page, dropdown open');
  });

  test('message list loading, then loaded with images', async ({ page, emulator }) => {
    await startSignedIn(page);
    await page.goto(appUrl('/phone-numbers'));
    // The numbers must have arrived before the provider is held: only the message list should wait.
    await expect(page.getByText('Select (or type) a phone number...')).toBeVisible({ timeout: 15_000 });
    // Held, the list stays loading until the check below has seen it (a latency could run out first).
    await emulator.hold(true);
    await numberPicker(page).click();
    await numberPicker(page).pressSequentially(DEMO_SHOP_NUMBER);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Loading messages...' })).toBeVisible();
    await expectNoA11yViolations(page, 'message list loading');
    await emulator.hold(false);
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 15_000 });
    // The oldest card, scrolled down to: only the cards near the screen are rendered.
    const mms = await scrollToCard(page, 'My rear brake squeaks. Photo attached.');
    await expect(mms.getByRole('img', { name: 'Attached media file (MMS)' })).toBeVisible({
      timeout: 10_000,
    });
    await expectNoA11yViolations(page, 'message list loaded');
  });

  test('composer with hints, after a failure, after a success', async ({ page }) => {
    await openComposer(page);
    await expectNoA11yViolations(page, 'composer empty');
    await page.getByLabel('To', { exact: true }).pressSequentially('+1415');
    await page.getByLabel('Message', { exact: true }).pressSequentially('a');
    await page.getByLabel('To', { exact: true }).focus();
    await expect(page.getByText('Invalid message, it must be between 3 and 200 characters')).toBeVisible();
    await expect(
      page.getByText('Phone number is invalid, it must contain the country code followed by 10 digits'),
    ).toBeVisible();
    await expectNoA11yViolations(page, 'composer with hints');

    await page.getByLabel('To', { exact: true }).fill('');
    await page.getByLabel('To', { exact: true }).pressSequentially('+15005550001');
    await page.getByLabel('Message', { exact: true }).fill('Hello there');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const failure = page.getByText(/^Error 21211: /);
    await expect(failure).toBeVisible();
    await expectNoA11yViolations(page, 'composer failure');

    await page.getByLabel('To', { exact: true }).fill('');
    await page.getByLabel('To', { exact: true }).pressSequentially(DEMO_CONTACTS.maya);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText('Message sent successfully.')).toBeVisible();
    await expectNoA11yViolations(page, 'composer success');
  });

  test('not-found and recovery screens', async ({ page }) => {
    await page.goto(appUrl('/nowhere'));
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectNoA11yViolations(page, 'not found');

    await startSignedIn(page);
    await failLazyChunks(page);
    await page.goto(appUrl('/phone-numbers'));
    await expect(
      page.getByRole('heading', { name: 'This part of the app could not be loaded' }),
    ).toBeVisible();
    await expectNoA11yViolations(page, 'recovery screen');
  });
});

test.describe('announcements', () => {
  test('loading, success and error messages sit in live regions', async ({ page }) => {
    await openComposer(page);
    await page.getByLabel('To', { exact: true }).pressSequentially('+15005550001');
    await page.getByLabel('Message', { exact: true }).fill('Hello there');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const live = page.locator('[role=alert], [role=status], [aria-live=polite], [aria-live=assertive]');
    await expect(live.filter({ hasText: /Error 21211/ }).first()).toBeVisible();
    await page.getByLabel('To', { exact: true }).fill('');
    await page.getByLabel('To', { exact: true }).pressSequentially(DEMO_CONTACTS.maya);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(live.filter({ hasText: 'Message sent successfully.' }).first()).toBeVisible();
  });
});

test('keyboard only: from the chooser to a sent message, with visible focus throughout', async ({
  page,
  emulator,
}) => {
  await page.goto(appUrl('/'));
  // As a person does, once the screen is there: the load event can come before the app's first render.
  await expect(page.getByRole('button', { name: 'AuthToken' })).toBeVisible();
  await tabTo(page, (el) => el.tag === 'button' && el.name === 'AuthToken');
  // Navigating moves focus to the new screen's <main> on purpose (announced by screen readers); the
  // next Tab continues from there, and every interactive stop after it must show focus.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(appUrl('/authentication-token'));
  await expect(page.getByLabel('Account SID', { exact: true })).toBeVisible();

  await tabTo(page, (el) => el.label === 'Account SID');
  await page.keyboard.type(DEMO_ACCOUNT.accountSid);
  await tabTo(page, (el) => el.label === 'Auth Token');
  await page.keyboard.type(DEMO_ACCOUNT.authToken);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(appUrl('/phone-numbers'));
  // As a person would, wait for the page to show (its chunk may still be downloading) before tabbing on.
  await expect(page.getByText('Select (or type) a phone number...')).toBeVisible();

  await tabTo(page, (el) => el.role === 'combobox');
  await page.keyboard.type(DEMO_SHOP_NUMBER);
  await expect(numberOptions(page).first()).toBeVisible();
  await pressWithVisibleFocus(page, 'Enter');
  await expect(page.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');

  await tabTo(page, (el) => el.role === 'tab');
  const composerTab = page.getByRole('tab', { name: 'Composer' });
  // Tabs follow the ARIA pattern: arrows move between tabs; Enter or Space activates if needed.
  if (!(await composerTab.evaluate((el) => el === document.activeElement))) {
    await pressWithVisibleFocus(page, 'ArrowRight');
  }
  if ((await composerTab.getAttribute('aria-selected')) !== 'true')
    await pressWithVisibleFocus(page, 'Enter');
  await expect(composerTab).toHaveAttribute('aria-selected', 'true');

  await tabTo(page, (el) => el.label === 'To');
  await page.keyboard.type(DEMO_CONTACTS.maya);
  await tabTo(page, (el) => el.label === 'Message');
  const body = 'Sent with the keyboard only';
  await page.keyboard.type(body);
  await tabTo(page, (el) => el.tag === 'button' && el.name === 'Send');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Message sent successfully.')).toBeVisible();
  expect((await emulator.messages(DEMO_ACCOUNT.accountSid)).some((m) => m.body === body)).toBe(true);
});

test('keyboard only: after sending, focus stays in the composer instead of falling back to the page', async ({
  page,
}) => {
  await openNumber(page, DEMO_SHOP_NUMBER);
  await page.getByRole('tab', { name: 'Composer' }).click();
  await page.getByLabel('To', { exact: true }).pressSequentially(DEMO_CONTACTS.maya);
  await page.getByLabel('Message', { exact: true }).fill('Where is my focus?');
  await page.getByRole('button', { name: 'Send', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Message sent successfully.')).toBeVisible();
  // A keyboard user who lands on <body> must tab through the whole page again to continue.
  const focus = await focusIndicator(page);
  expect(focus.element, 'focused element after sending').not.toBe('body');
  expect(focus.visible, `focus after sending is not visible on ${focus.element}`).toBe(true);
});

test.describe('layout from 320 px to desktop without horizontal scrolling', () => {
  const WIDTHS = [320, 375, 768, 1280];
  const screens: Array<[name: string, open: (page: Page) => Promise<void>]> = [
    [
      'chooser',
      async (page) => {
        await page.goto(appUrl('/authentication'));
        await expect(page.getByRole('button', { name: 'Api Key' })).toBeVisible();
      },
    ],
    [
      'auth token form with errors',
      async (page) => {
        await page.goto(appUrl('/authentication-token'));
        await page.getByRole('button', { name: 'Sign-in' }).click();
        await expect(page.getByLabel('Account SID', { exact: true })).toHaveAttribute('aria-invalid', 'true');
      },
    ],
    [
      'api key form',
      async (page) => {
        await page.goto(appUrl('/authentication-api-key'));
        await expect(page.getByLabel('API Secret', { exact: true })).toBeVisible();
      },
    ],
    [
      'message list',
      async (page) => {
        await openNumber(page, DEMO_SHOP_NUMBER);
        await expect(messageCard(page, 'Running 10 minutes late, sorry!')).toBeVisible();
      },
    ],
    [
      'composer with hints',
      async (page) => {
        await openComposer(page);
        await page.getByLabel('To', { exact: true }).pressSequentially('+1415');
        await page.getByLabel('Message', { exact: true }).focus();
        await expect(page.getByText(/^Phone number is invalid/)).toBeVisible();
      },
    ],
  ];
  for (const [name, open] of screens) {
    test(name, async ({ page }) => {
      await page.setViewportSize({ width: WIDTHS[0] ?? 320, height: 740 });
      await open(page);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 740 });
        await expectNoHorizontalScroll(page, name);
      }
    });
  }
});

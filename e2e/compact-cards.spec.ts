/**
 * Compact message cards (issue 11): every field the spec names, in a card a one-line message keeps under
 * 120 px on a laptop; details on demand; the time as people say it.
 */
import {
  appUrl,
  chooseNumber,
  expect,
  expectNoA11yViolations,
  messageCard,
  openNumber,
  startSignedIn,
  switchSystemColorScheme,
  test,
} from './support/fixtures';
import { DEMO_CLINIC_NUMBER, DEMO_SHOP_NUMBER } from '../emulator/src/core/seed';

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };
const ONE_LINE_BODIES = ['Running 10 minutes late, sorry!', 'No problem, see you soon.'];

test.describe('compact message cards', () => {
  test('a one-line message takes at most 120 px at laptop width, every field still there', async ({
    page,
  }) => {
    await page.setViewportSize(LAPTOP);
    await openNumber(page, DEMO_SHOP_NUMBER);
    for (const body of ONE_LINE_BODIES) {
      const card = messageCard(page, body);
      await expect(card).toBeVisible();
      for (const label of ['From', 'To', 'Status', 'Direction', 'Date', 'Message id'])
        await expect(card.getByText(label, { exact: true })).toBeVisible();
      const box = await card.boundingBox();
      expect(box?.height, `card of "${body}"`).toBeLessThanOrEqual(120);
    }
  });

  test('a 375 px phone shows three whole messages on the first screen after choosing a number', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await openNumber(page, DEMO_SHOP_NUMBER);
    const cards = page.locator('article.message-card');
    await expect(cards.nth(2)).toBeVisible();
    for (let index = 0; index < 3; index++) {
      const card = cards.nth(index);
      await expect(card).toBeInViewport({ ratio: 1 });
      // Each keeps every field the spec names; the terms are there for screen readers (a role query
      // skips what is hidden from them).
      for (const label of ['From', 'To', 'Status', 'Direction', 'Date', 'Message id'])
        await expect(card.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })).toHaveCount(1);
      await expect(card.getByRole('button', { name: /^(Reply|Compose)$/ })).toBeInViewport();
      await expect(card.getByRole('button', { name: /^Copy / })).toHaveCount(2);
    }
    await expectNoA11yViolations(page, 'the first screen of a phone');
    await switchSystemColorScheme(page, 'dark');
    await expectNoA11yViolations(page, 'dark: the first screen of a phone');
  });

  test('on a phone, choosing a number moves nothing above the panel (no layout shift)', async ({ page }) => {
    for (const width of [375, 412]) {
      await page.setViewportSize({ width, height: 812 });
      await startSignedIn(page);
      await page.goto(appUrl('/phone-numbers'));
      await expect(page.getByText('Select (or type) a phone number...')).toBeVisible();
      const liveUpdates = page.getByRole('button', { name: /^Live/ });
      // Where it rests before the choice: the same place two reads running.
      let before = await liveUpdates.boundingBox();
      await expect(async () => {
        const now = await liveUpdates.boundingBox();
        const settled = now?.y === before?.y;
        before = now;
        expect(settled).toBe(true);
      }).toPass();
      await chooseNumber(page, DEMO_SHOP_NUMBER);
      await expect(page.getByRole('article').first()).toBeVisible();
      expect((await liveUpdates.boundingBox())?.y, `at ${width} px`).toBe(before?.y);
    }
  });

  test('details open and close from the keyboard, and the page stays axe-clean with them open', async ({
    page,
  }) => {
    await openNumber(page, DEMO_CLINIC_NUMBER);
    const card = messageCard(page, 'Your prescription is ready for pickup.');
    const details = card.getByRole('button', { name: 'Details' });
    await details.focus();
    await page.keyboard.press('Enter');
    await expect(details).toHaveAttribute('aria-expanded', 'true');
    await expect(card.getByText('Date sent', { exact: true })).toBeVisible();
    await expect(card.getByText('Not sent yet')).toBeVisible();
    // The whole message id, to copy: a phone's card cuts it short.
    await expect(card.getByRole('button', { name: /^Copy message SID$/ })).toBeVisible();
    await expectNoA11yViolations(page, 'a card with its details open');
    await page.keyboard.press('Enter');
    await expect(card.getByText('Date sent', { exact: true })).toBeHidden();
  });

  test('the time reads as people say it, with the full date on hover', async ({ page }) => {
    await openNumber(page, DEMO_SHOP_NUMBER);
    const card = messageCard(page, ONE_LINE_BODIES[0] ?? '');
    const time = card.locator('time');
    await expect(time).toHaveText(/ago$|^Just now$|^Today |^Yesterday |^\w{3} \d|^\d{1,2} \w{3}/);
    const fullDate = await card
      .getByText('Date', { exact: true })
      .locator('xpath=following-sibling::dd')
      .innerText();
    await expect(time).toHaveAttribute('title', fullDate);
  });
});

import {
  appUrl,
  expect,
  shownNumber,
  numberOption,
  numberOptions,
  numberPicker,
  pressWithVisibleFocus,
  signInThroughForm,
  startSignedIn,
  test,
  tabTo,
  openLiveMenu,
} from './support/fixtures';
import type { Page } from '@playwright/test';
import type { EmulatorControl } from '../emulator/src/node/controlClient';
import { DEMO_CLINIC_NUMBER } from '../emulator/src/core/seed';

const LARGE = { kind: 'large', numbers: 130, smsNumbers: 100, messages: 40 } as const;

/** The large seed's numbers, in sorted order, with whether each is SMS-capable (see emulator/src/core/seed.ts). */
function largeSeedNumbers(): Array<{ number: string; sms: boolean }> {
  return Array.from({ length: LARGE.numbers }, (_, i) => ({
    number: `+1${2015550000 + i}`,
    sms:
      Math.floor(((i + 1) * LARGE.smsNumbers) / LARGE.numbers) >
      Math.floor((i * LARGE.smsNumbers) / LARGE.numbers),
  }));
}

const SMS = largeSeedNumbers()
  .filter((n) => n.sms)
  .map((n) => n.number);
const VOICE_ONLY = largeSeedNumbers()
  .filter((n) => !n.sms)
  .map((n) => n.number);

async function openLargeAccount(page: Page, emulator: EmulatorControl): Promise<void> {
  await emulator.seed(LARGE);
  await startSignedIn(page);
  await page.goto(appUrl('/phone-numbers'));
  await expect(page.getByText('Select (or type) a phone number...')).toBeVisible({ timeout: 15_000 });
}

test.describe('phone-number dropdown on an account with more than 50 SMS numbers', () => {
  test('offers every SMS number from every page, none of the voice-only ones, sorted and grouped', async ({
    page,
    emulator,
  }) => {
    expect(SMS).toHaveLength(100);
    await openLargeAccount(page, emulator);
    await numberPicker(page).click();
    const options = numberOptions(page);
    await expect(options).toHaveCount(SMS.length);
    expect(await options.allInnerTexts()).toEqual(SMS.map(shownNumber));
    // react-select's default live text tells screen-reader users how many options there are.
    await expect(page.getByText(/\b100 results available\b/)).toHaveCount(1);

    // A voice-only number cannot be found by typing it.
    await numberPicker(page).pressSequentially(VOICE_ONLY[0] ?? '');
    await expect(page.getByText('No options')).toBeVisible();
  });

  test('choosing by typing part of a number from a later page', async ({ page, emulator }) => {
    await openLargeAccount(page, emulator);
    const target = SMS[SMS.length - 1] ?? '';
    await numberPicker(page).click();
    // Typed as the label shows it: groups separated by spaces.
    await numberPicker(page).pressSequentially(shownNumber(target).slice(-8));
    await expect(numberOptions(page)).toHaveCount(1);
    await numberOption(page, target).click();
    await expect(page.getByText(shownNumber(target), { exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
  });

  test('choosing with the keyboard alone: arrows, page jump of 5, Enter; Escape closes', async ({
    page,
    emulator,
  }) => {
    await openLargeAccount(page, emulator);
    await tabTo(page, (el) => el.role === 'combobox');
    await pressWithVisibleFocus(page, 'ArrowDown'); // opens the menu on the first option
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('PageDown'); // 5 options further
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const expected = SMS[6] ?? '';
    await expect(page.getByText(shownNumber(expected), { exact: true })).toBeVisible();
    // The panel for that number: its messages load (the busy number is SMS[0], so this one has none).
    await expect(page.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
  });

  test('typing then Tab selects the focused option, and the busy number lists its messages', async ({
    page,
    emulator,
  }) => {
    await openLargeAccount(page, emulator);
    await tabTo(page, (el) => el.role === 'combobox');
    const busy = SMS[0] ?? '';
    await page.keyboard.type(busy);
    await expect(numberOption(page, busy)).toBeVisible();
    await page.keyboard.press('Tab');
    // Chosen: its list comes, named after it (its cards show the number too, so the dropdown's text alone
    // is not one element to look for).
    // Its whole list: the first item says how long the list is (only the cards near the screen render).
    const list = page.getByRole('list', { name: `Messages from and to ${shownNumber(busy)}` });
    await expect(list.getByRole('listitem').first()).toHaveAttribute('aria-setsize', String(LARGE.messages), {
      timeout: 15_000,
    });
  });

  test('Space selects the focused option', async ({ page, emulator }) => {
    await openLargeAccount(page, emulator);
    await tabTo(page, (el) => el.role === 'combobox');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect(page.getByText(shownNumber(SMS[1] ?? ''), { exact: true })).toBeVisible();
  });
});

/** The Page of every number-list request the browser sends from now on (preflights left out). */
function numberPagesRequested(page: Page): (string | null)[] {
  const pages: (string | null)[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.endsWith('/IncomingPhoneNumbers.json'))
      pages.push(url.searchParams.get('Page'));
  });
  return pages;
}

test.describe('a number list the provider makes hard to read', () => {
  test('Try again after a failed page goes on from that page, by keyboard, and lands on the dropdown', async ({
    page,
    emulator,
  }) => {
    await emulator.seed(LARGE);
    await emulator.faults({ errorOnPage: 1 });
    const pages = numberPagesRequested(page);
    await startSignedIn(page);
    await page.goto(appUrl('/phone-numbers'));
    const banner = page.getByRole('alert');
    await expect(banner).toContainText('Could not load your phone numbers:', { timeout: 15_000 });
    const tryAgain = banner.getByRole('button', { name: 'Try again' });
    await expect(tryAgain).toBeVisible();
    const failedPages = pages.length;
    expect(pages).toEqual(['0', '1', '1', '1']);

    await emulator.faults({ errorOnPage: null });
    await emulator.hold(true);
    await tabTo(page, (el) => el.name === 'Try again');
    await page.keyboard.press('Enter');
    await expect(tryAgain).toHaveAttribute('aria-disabled', 'true');
    await expect(tryAgain).toBeFocused();
    await emulator.hold(false);

    await expect(page.getByText('Select (or type) a phone number...')).toBeVisible({ timeout: 15_000 });
    await expect(banner.getByRole('button')).toHaveCount(0);
    await expect(numberPicker(page)).toBeFocused();
    expect(pages.slice(failedPages)).toEqual(['1', '2']);
    await page.keyboard.press('ArrowDown');
    await expect(numberOptions(page)).toHaveCount(SMS.length);
  });

  test('a provider that keeps offering the same page is stopped, and the page says so', async ({
    page,
    emulator,
  }) => {
    await emulator.faults({ endlessPaging: 'same-uri' });
    const pages = numberPagesRequested(page);
    await startSignedIn(page);
    await page.goto(appUrl('/phone-numbers'));
    await expect(
      page.getByText(
        'The provider kept offering more pages; the list stopped after 1 page and may be incomplete.',
      ),
    ).toBeVisible({ timeout: 15_000 });
    await numberPicker(page).click();
    await expect(numberOptions(page)).toHaveCount(3);
    expect(pages).toEqual(['0']);
  });

  test('a next page on another origin is never requested', async ({ page, emulator }) => {
    await emulator.seed(LARGE);
    await emulator.faults({ foreignNextPageUri: true });
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname === 'elsewhere.example') foreign.push(request.url());
    });
    await startSignedIn(page);
    await page.goto(appUrl('/phone-numbers'));
    await expect(
      page.getByText(
        /^The provider offered its next page at another address, which this app does not follow/,
      ),
    ).toBeVisible({ timeout: 15_000 });
    expect(foreign).toEqual([]);
  });

  test('signing in works when the first number has no phone_number; it is counted, the others offered', async ({
    page,
    emulator,
  }) => {
    await emulator.faults({ nullOnFirstItem: ['phone_number'] });
    // The sign-in check (PageSize 1) reads exactly that number.
    await signInThroughForm(page);
    await expect(page.getByText('1 phone number could not be read and is not shown.')).toBeVisible({
      timeout: 15_000,
    });
    await numberPicker(page).click();
    await expect(numberOptions(page)).toHaveCount(3);
  });
});

test.describe('phone-number dropdown while the numbers load', () => {
  test('while the numbers load the words show at once and nothing turns before a second has passed', async ({
    page,
    emulator,
  }) => {
    await emulator.hold(true);
    await startSignedIn(page);
    await page.goto(appUrl('/phone-numbers'));
    await expect(page.getByText('Loading phone numbers...')).toBeVisible({ timeout: 15_000 });
    // The dropdown's icon and the live updates' busy Refresh (in the indicator's menu), two animations each:
    // held back a second (decision 0041), so a quick load draws no frames for them. react-select's own
    // dots started at once.
    await openLiveMenu(page);
    const delays = () =>
      page.evaluate(() =>
        document.getAnimations().map((animation) => Number(animation.effect?.getTiming().delay ?? 0)),
      );
    await expect.poll(async () => (await delays()).length).toBeGreaterThanOrEqual(4);
    expect((await delays()).filter((delay) => delay < 1000)).toEqual([]);
    const icons = page.locator('.spinner-icon');
    await expect(icons).toHaveCount(2);
    const dropdownIcon = page.locator('.phone-number-select .spinner-icon');
    await expect(dropdownIcon).toHaveAttribute('aria-hidden', 'true');
    // A wait that lasts: the icon turns.
    await expect(dropdownIcon).toBeVisible();
    await emulator.hold(false);
    await expect(page.getByText('Select (or type) a phone number...')).toBeVisible({ timeout: 15_000 });
    await expect(icons).toHaveCount(0);
  });
});

test.describe('phone-number dropdown on a phone', () => {
  test('its menu is drawn over what lies under it: an option over the pressed Conversations button takes the click', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await startSignedIn(page);
    await page.goto(appUrl('/phone-numbers'));
    await page.getByRole('button', { name: 'All numbers' }).click();
    // All numbers puts the switch right under the dropdown, where its menu opens. The pressed one of its
    // buttons is raised above its neighbours (Bootstrap's button group), and Conversations lies under the
    // middle of the menu's third option.
    await page.getByRole('radiogroup', { name: 'Show messages as' }).getByText('Conversations').click();
    await expect(page.getByRole('radio', { name: 'Conversations' })).toBeChecked();
    await numberPicker(page).click();
    const clinic = numberOption(page, DEMO_CLINIC_NUMBER);
    await expect(clinic).toBeVisible();
    // Playwright clicks only once the option itself is what the pointer would hit there.
    await clinic.click({ timeout: 5_000 });
    await expect(page).toHaveURL(new RegExp(`[?&]number=${encodeURIComponent(DEMO_CLINIC_NUMBER)}(&|$)`));
    await expect(numberOptions(page)).toHaveCount(0);
  });
});

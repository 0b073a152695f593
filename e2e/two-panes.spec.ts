/**
 * Conversations as a messenger (docs/product.md#conversations): on a wide screen the list beside the open
 * thread, under a toolbar of one line, each pane scrolling on its own while the page stays; on a phone one
 * pane at a time. The layout's targets are checked here at the sizes people use.
 */
import type { Locator, Page } from '@playwright/test';
import {
  appUrl,
  conversationRowButtons,
  expect,
  expectNoA11yViolations,
  shownNumber,
  startSignedIn,
  test,
} from './support/fixtures';
import { DEMO_CONTACTS, largeSeedBusyNumber } from '../emulator/src/core/seed';

// Sixty parties, about ten messages each, on one number.
const SEED = { kind: 'large', numbers: 3, smsNumbers: 2, messages: 600 } as const;
const BUSY = largeSeedBusyNumber(SEED);

function conversationList(page: Page): Locator {
  return page.getByRole('list', { name: `Conversations on ${shownNumber(BUSY)}` });
}

/** The busy number's page, shown as conversations (the person's choice, remembered). */
async function openConversations(page: Page): Promise<void> {
  await startSignedIn(page);
  await page.goto(appUrl(`/phone-numbers?number=${encodeURIComponent(BUSY)}`));
  await page.getByRole('radiogroup', { name: 'Show messages as' }).getByText('Conversations').click();
  await expect(conversationList(page).getByRole('listitem').first()).toBeVisible();
}

/** How many of `items` are wholly inside `box` (a pane's scroll box). */
async function wholeIn(box: Locator, items: string): Promise<number> {
  return box.evaluate((element, selector) => {
    const { top, bottom } = element.getBoundingClientRect();
    return [...element.querySelectorAll(selector)].filter((item) => {
      const rect = item.getBoundingClientRect();
      return rect.height > 0 && rect.top >= top - 0.5 && rect.bottom <= bottom + 0.5;
    }).length;
  }, items);
}

async function pageScrollRoom(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
}

for (const size of [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
]) {
  test(`at ${size.width}×${size.height} the list and the thread are two panes under one short toolbar, each scrolling on its own`, async ({
    page,
    emulator,
  }) => {
    await emulator.seed(SEED);
    await page.setViewportSize(size);
    await openConversations(page);
    const rows = page.locator('.conversation-panes__rows');
    await expect(page.getByText('Choose a conversation to read it here.')).toBeVisible();

    const rowButtons = conversationList(page).locator('button[data-conversation]');
    const party = (await rowButtons.first().textContent()) ?? '';
    await rowButtons.first().click();
    const thread = page.getByRole('region', { name: party });
    await expect(thread).toBeFocused();
    await expect(rowButtons.first()).toHaveAttribute('aria-current', 'true');
    // The list stays beside the open thread.
    await expect(conversationList(page)).toBeVisible();

    const panesTop = await page
      .locator('.conversation-panes')
      .evaluate((panes) => panes.getBoundingClientRect().top);
    expect(panesTop).toBeLessThanOrEqual(140);
    await expect.poll(() => wholeIn(rows, 'li.conversation-row')).toBeGreaterThanOrEqual(10);
    expect(await pageScrollRoom(page)).toBeLessThanOrEqual(0);
    await expect(page.getByRole('textbox', { name: 'Reply' })).toBeInViewport();

    // Another conversation opens in the same place, with its own draft kept apart.
    await page.getByRole('textbox', { name: 'Reply' }).fill('Half a thought');
    await rowButtons.nth(1).click();
    await expect(rowButtons.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('textbox', { name: 'Reply' })).toHaveValue('');
    await rowButtons.first().click();
    await expect(page.getByRole('textbox', { name: 'Reply' })).toHaveValue('Half a thought');
    await expectNoA11yViolations(page, `two panes at ${size.width}`);

    // The rows scroll, the page and the thread stay.
    const threadScroll = await thread.evaluate((box) => box.scrollTop);
    await rows.hover();
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => rows.evaluate((box) => box.scrollTop)).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await thread.evaluate((box) => box.scrollTop)).toBe(threadScroll);
  });
}

test('at 1280×800 a thread of the demo shop shows eight bubbles or more above its reply box', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await startSignedIn(page);
  await page.goto(appUrl('/phone-numbers?number=%2B14155550100'));
  await page.getByRole('radiogroup', { name: 'Show messages as' }).getByText('Conversations').click();
  await page.getByRole('button', { name: shownNumber(DEMO_CONTACTS.maya) }).click();
  const thread = page.getByRole('region', { name: shownNumber(DEMO_CONTACTS.maya) });
  await expect(thread).toBeFocused();
  // Shown: at least partly inside the thread's box (a picture's bubble is taller than the rest).
  await expect
    .poll(() =>
      thread.evaluate((box) => {
        const { top, bottom } = box.getBoundingClientRect();
        return [...box.querySelectorAll('li.thread__item')].filter((item) => {
          const rect = item.getBoundingClientRect();
          return rect.bottom > top && rect.top < bottom;
        }).length;
      }),
    )
    .toBeGreaterThanOrEqual(8);
  await expect(page.getByRole('textbox', { name: 'Reply' })).toBeInViewport();
});

test('at 1280×800 the List view’s first card starts high on the page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await startSignedIn(page);
  await page.goto(appUrl('/phone-numbers?number=%2B14155550100'));
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible();
  expect((await first.boundingBox())?.y).toBeLessThanOrEqual(260);
});

test.describe('on a 375×740 phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('six conversation rows, or three cards of the list, show on the first screen', async ({
    page,
    emulator,
  }) => {
    await emulator.seed(SEED);
    await openConversations(page);
    const rows = conversationList(page).getByRole('listitem');
    await expect
      .poll(async () => {
        const boxes = await Promise.all((await rows.all()).map((row) => row.boundingBox()));
        return boxes.filter((box) => box !== null && box.y + box.height <= 740).length;
      })
      .toBeGreaterThanOrEqual(6);

    // One pane at a time: the thread in the list's place, and Back to it.
    await rows.first().getByRole('button').first().click();
    await expect(conversationList(page)).toBeHidden();
    await page.getByRole('button', { name: 'Back to conversations' }).click();
    await expect(conversationList(page)).toBeVisible();

    await page.getByRole('radiogroup', { name: 'Show messages as' }).getByText('List').click();
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expect
      .poll(async () => {
        const boxes = await Promise.all((await cards.all()).map((card) => card.boundingBox()));
        return boxes.filter((box) => box !== null && box.y + box.height <= 740).length;
      })
      .toBeGreaterThanOrEqual(3);
  });
});

test.describe('in dark mode', () => {
  test.use({ colorScheme: 'dark', viewport: { width: 1280, height: 800 } });

  test('the two panes, the open row and the live menu pass axe', async ({ page, emulator }) => {
    await emulator.seed(SEED);
    await openConversations(page);
    await conversationList(page).getByRole('listitem').first().getByRole('button').first().click();
    await page.getByRole('button', { name: /^Live/ }).click();
    await expect(page.getByLabel('Live updates', { exact: true })).toBeVisible();
    await expectNoA11yViolations(page, 'dark: two panes with the live menu open');
  });
});

test('keyboard only: j and k move through the rows beside the open thread, Enter opens, Escape closes', async ({
  page,
  emulator,
}) => {
  await emulator.seed(SEED);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openConversations(page);
  const buttons = conversationRowButtons(conversationList(page));
  await buttons.first().focus();
  await page.keyboard.press('Enter');
  const firstParty = (await buttons.first().textContent()) ?? '';
  await expect(page.getByRole('region', { name: firstParty })).toBeFocused();
  await page.keyboard.press('j');
  await expect(buttons.first()).not.toBeFocused();
  await page.keyboard.press('j');
  const focused = page.locator('button[data-conversation]:focus');
  const secondParty = (await focused.textContent()) ?? '';
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: secondParty })).toBeFocused();
  await expect(conversationList(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Choose a conversation to read it here.')).toBeVisible();
  await expect(focused).toHaveText(secondParty);
});

test('by mouse: a row’s Actions pin and archive it without opening it, a right click opens them too, and the menu stays in the window', async ({
  page,
  emulator,
}) => {
  await emulator.seed(SEED);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openConversations(page);
  const rows = conversationList(page).getByRole('listitem');
  const first = rows.first();
  const firstParty = (await first.getByRole('button').first().textContent()) ?? '';
  const secondParty = (await rows.nth(1).getByRole('button').first().textContent()) ?? '';

  await first.getByRole('button', { name: 'Actions' }).click();
  const menu = page.getByRole('menu', { name: `Actions for ${firstParty}` });
  await expect(menu.getByRole('menuitemcheckbox', { name: 'Pin' })).toBeFocused();
  await expectNoA11yViolations(page, 'a row’s Actions menu open');
  await menu.getByRole('menuitemcheckbox', { name: 'Pin' }).click();
  await expect(page.getByText('Pinned.')).toBeAttached();
  await expect(menu).toBeHidden();
  await expect(first.getByRole('button').first()).toHaveAccessibleDescription(/Pinned/);
  await expect(page.getByText('Choose a conversation to read it here.')).toBeVisible();

  // A right click anywhere on a row.
  await rows.nth(1).click({ button: 'right' });
  const secondMenu = page.getByRole('menu', { name: `Actions for ${secondParty}` });
  await secondMenu.getByRole('menuitem', { name: 'Archive' }).click();
  await expect(page.getByText('Archived.')).toBeAttached();
  await expect(conversationRowButtons(conversationList(page)).nth(1)).not.toHaveText(secondParty);

  // The lowest row whole in the pane: its menu opens above its button, inside the window, and a scroll
  // of the pane closes it.
  const pane = page.locator('.conversation-panes__rows');
  const lowest = await pane.evaluate((box) => {
    const bottom = box.getBoundingClientRect().bottom;
    const whole = [...box.querySelectorAll('li[data-index]')].filter(
      (row) => row.getBoundingClientRect().bottom <= bottom,
    );
    return Math.max(...whole.map((row) => Number(row.getAttribute('data-index'))));
  });
  const low = conversationList(page).locator(`li[data-index="${lowest}"]`);
  await low.hover();
  await low.getByRole('button', { name: 'Actions' }).click();
  const lowMenu = page.getByRole('menu');
  await expect(lowMenu).toBeVisible();
  const menuBox = await lowMenu.boundingBox();
  const buttonBox = await low.getByRole('button', { name: 'Actions' }).boundingBox();
  expect(menuBox && buttonBox && menuBox.y + menuBox.height <= buttonBox.y).toBe(true);
  expect(menuBox && menuBox.y + menuBox.height <= 800 && menuBox.y >= 0).toBe(true);
  await page.mouse.wheel(0, 200);
  await expect(lowMenu).toBeHidden();
});

test('keyboard only: Shift+F10 opens a focused row’s Actions, the arrows move, Escape returns to the row; axe in dark', async ({
  page,
  emulator,
}) => {
  await emulator.seed(SEED);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await openConversations(page);
  const buttons = conversationRowButtons(conversationList(page));
  await page.keyboard.press('j');
  await expect(buttons.first()).toBeFocused();
  const party = (await buttons.first().textContent()) ?? '';
  await page.keyboard.press('Shift+F10');
  const menu = page.getByRole('menu', { name: `Actions for ${party}` });
  await expect(menu.getByRole('menuitemcheckbox', { name: 'Pin' })).toBeFocused();
  await expectNoA11yViolations(page, 'dark: a row’s Actions menu open from the keyboard');
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitem', { name: 'Add name' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitemcheckbox', { name: 'Pin' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(buttons.first()).toBeFocused();
  // Tab from a row goes on to the next row: the Actions buttons are not Tab stops.
  await page.keyboard.press('Tab');
  await expect(buttons.nth(1)).toBeFocused();
});

/**
 * A long message list in Chromium (decision 0022): only the cards near the screen are in the page, each
 * says its place in the whole list, and the keyboard goes through card after card, past what was
 * rendered, in both directions.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, shownNumber, openNumber, test } from './support/fixtures';
import { largeSeedBusyNumber } from '../emulator/src/core/seed';
import { flickCommits } from './support/longLists';

// More than the provider's first pages bring (50 from each list): the list is long from the start.
const SEED = { kind: 'large', numbers: 3, smsNumbers: 2, messages: 240 } as const;
const BUSY = largeSeedBusyNumber(SEED);

function items(page: Page): Locator {
  return page
    .getByRole('list', { name: `Messages from and to ${shownNumber(BUSY)}`, exact: true })
    .locator(':scope > li');
}

/** The place (aria-posinset) of the list item that holds the focus; 0 when the focus is elsewhere. */
function focusedPlace(page: Page): Promise<number> {
  return page.evaluate(() => {
    const item = document.activeElement?.closest('#message-list > li');
    return Number(item?.getAttribute('aria-posinset') ?? 0);
  });
}

test('Tab and Shift+Tab go through a long list card after card, past what was rendered', async ({
  page,
  emulator,
}) => {
  await emulator.seed(SEED);
  await openNumber(page, BUSY);
  const first = items(page).first();
  await expect(first).toHaveAttribute('aria-posinset', '1');
  const setSize = Number(await first.getAttribute('aria-setsize'));
  const rendered = await items(page).count();
  expect(rendered).toBeLessThan(setSize);
  // The last card rendered now: the keyboard must go on past it.
  const edge = Number(await items(page).last().getAttribute('aria-posinset'));

  await first
    .getByRole('button', { name: /^Copy / })
    .first()
    .focus();
  expect(await focusedPlace(page)).toBe(1);
  let place = 1;
  // Each card has four tab stops (copy From, copy To, Details, Reply or Compose).
  for (let press = 0; press < 200 && place <= edge + 2; press++) {
    await page.keyboard.press('Tab');
    const now = await focusedPlace(page);
    expect(now - place, `Tab ${press + 1} from card ${place}`).toBeGreaterThanOrEqual(0);
    expect(now - place, `Tab ${press + 1} from card ${place}`).toBeLessThanOrEqual(1);
    place = now;
  }
  expect(place).toBe(edge + 3);
  // The focused card is on screen, and the page still holds only what is near it.
  await expect(page.locator(':focus')).toBeInViewport();
  expect(await items(page).count()).toBeLessThan(setSize / 4);

  for (let press = 0; press < 200 && place > 1; press++) {
    await page.keyboard.press('Shift+Tab');
    const now = await focusedPlace(page);
    expect(place - now, `Shift+Tab ${press + 1} from card ${place}`).toBeGreaterThanOrEqual(0);
    expect(place - now, `Shift+Tab ${press + 1} from card ${place}`).toBeLessThanOrEqual(1);
    place = now;
  }
  expect(place).toBe(1);
  await expect(page.locator(':focus')).toBeInViewport();
});

test('a fast flick draws only the screen in each frame, and the cards beyond it once the page rests', async ({
  page,
  emulator,
}) => {
  await emulator.seed(SEED);
  await openNumber(page, BUSY);
  const list = page.getByRole('list', { name: `Messages from and to ${shownNumber(BUSY)}`, exact: true });
  await expect(list).not.toHaveAttribute('aria-busy');
  // Long enough for the flick below (7,500 px and a screen) to stay clear of its end.
  expect(Number(await items(page).first().getAttribute('aria-setsize'))).toBeGreaterThanOrEqual(80);

  // Five frames of 1,500 px each (the first scroll is a single jump); after each commit, the cards in
  // the page that are off the screen.
  const offScreenPerCommit = (
    await flickCommits(page, { list: '#message-list', scroller: null, by: 1500, frames: 5 })
  ).map((commit) => commit.outOfView);
  expect(offScreenPerCommit.length).toBeGreaterThanOrEqual(4);
  expect(offScreenPerCommit.slice(1)).toEqual(offScreenPerCommit.slice(1).map(() => 0));

  // Still a moment: the cards beyond the screen come back, and the list is no longer busy.
  await expect(list).not.toHaveAttribute('aria-busy');
  await expect
    .poll(() =>
      items(page).evaluateAll(
        (rendered) =>
          rendered.filter((item) => item.getBoundingClientRect().top >= window.innerHeight).length,
      ),
    )
    .toBeGreaterThan(0);
});

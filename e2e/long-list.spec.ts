/**
 * A long message list in Chromium (decisions 0022 and 0047): only the cards near the screen are in the
 * page, each says its place in the whole list, and what a person notices holds: the first screen comes
 * whole, the keyboard goes on past what was rendered, the focus stays on the card being read, what is
 * read stays where it is when messages arrive above or below it, and the end is reached.
 */
import type { Locator, Page } from '@playwright/test';
import {
  DEMO_ACCOUNT,
  expect,
  openNumber,
  recordMessagesRequests,
  shownNumber,
  test,
  liveUpdatesSelect,
} from './support/fixtures';
import { largeSeedBusyNumber } from '../emulator/src/core/seed';
import { flickCommits, wheelToEnd, wheelToTop } from './support/longLists';

// More than the provider's first pages bring (50 from each list): the list is long from the start.
const SEED = { kind: 'large', numbers: 3, smsNumbers: 2, messages: 240 } as const;
const BUSY = largeSeedBusyNumber(SEED);
const CONTACT = '+13125550000';

function list(page: Page): Locator {
  return page.getByRole('list', { name: `Messages from and to ${shownNumber(BUSY)}`, exact: true });
}

function items(page: Page): Locator {
  return list(page).locator(':scope > li');
}

/** The place (aria-posinset) of the list item that holds the focus; 0 when the focus is elsewhere. */
function focusedPlace(page: Page): Promise<number> {
  return page.evaluate(() => {
    const item = document.activeElement?.closest('#message-list > li');
    return Number(item?.getAttribute('aria-posinset') ?? 0);
  });
}

/** The card's 'Message id' of the list item that holds the focus; '' when the focus is outside the list. */
function focusedSid(page: Page): Promise<string> {
  return page.evaluate(() => {
    const item = document.activeElement?.closest('#message-list > li');
    const term = [...(item?.querySelectorAll('dt') ?? [])].find((dt) => dt.textContent === 'Message id');
    return term?.nextElementSibling?.textContent ?? '';
  });
}

/** The message id of the first item whose top is on the screen, and where that top is (whole px). */
function firstWholeOnScreen(page: Page): Promise<{ sid: string; top: number }> {
  return items(page).evaluateAll((rendered) => {
    const item = rendered.find((candidate) => candidate.getBoundingClientRect().top >= 0);
    const term = [...(item?.querySelectorAll('dt') ?? [])].find((dt) => dt.textContent === 'Message id');
    const top = item?.getBoundingClientRect().top;
    return {
      sid: term?.nextElementSibling?.textContent ?? '',
      top: top === undefined ? NaN : Math.round(top),
    };
  });
}

/** `firstWholeOnScreen` once the page has settled: the same in two readings running. */
async function settledFirstWholeOnScreen(page: Page): Promise<{ sid: string; top: number }> {
  let last = '';
  await expect
    .poll(async () => {
      const now = JSON.stringify(await firstWholeOnScreen(page));
      const same = now === last;
      last = now;
      return same;
    })
    .toBe(true);
  return JSON.parse(last) as { sid: string; top: number };
}

async function setSize(page: Page): Promise<number> {
  return Number(await items(page).first().getAttribute('aria-setsize'));
}

/** Scrolls the page with the wheel until the item at `place` is rendered, then brings it to the screen's top. */
async function wheelToPlace(page: Page, place: number): Promise<Locator> {
  const item = items(page).and(page.locator(`[aria-posinset="${place}"]`));
  await page.mouse.move(200, 300);
  await expect(async () => {
    if ((await item.count()) === 0) await page.mouse.wheel(0, 600);
    await expect(item).toHaveCount(1, { timeout: 500 });
  }).toPass();
  await item.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await expect(item).toBeInViewport();
  return item;
}

/** Presses Tab until the focus leaves the card it is on (at most `presses` times); its place then. */
async function tabToNextCard(page: Page, presses = 6): Promise<number> {
  const from = await focusedPlace(page);
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press('Tab');
    const now = await focusedPlace(page);
    if (now !== from) return now;
  }
  return from;
}

async function liveInterval(page: Page): Promise<Locator> {
  return liveUpdatesSelect(page);
}

test('Tab and Shift+Tab go through a long list card after card, past what was rendered', async ({
  page,
  emulator,
}) => {
  await emulator.seed(SEED);
  await openNumber(page, BUSY);
  const first = items(page).first();
  await expect(first).toHaveAttribute('aria-posinset', '1');
  const size = await setSize(page);
  const rendered = await items(page).count();
  expect(rendered).toBeLessThan(size);
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
  expect(await items(page).count()).toBeLessThan(size / 4);

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

for (const [screen, viewport] of [
  ['a laptop', { width: 1280, height: 800 }],
  ['a phone', { width: 375, height: 812 }],
] as const)
  test(`on ${screen}, the first screen of a long list comes whole: its first cards reach the bottom of the screen`, async ({
    page,
    emulator,
  }) => {
    await page.setViewportSize(viewport);
    await emulator.seed(SEED);
    // After each change to the page, until the list first holds cards: whether those reach the bottom
    // of the screen (or the list's own end). Nothing of it is painted before then.
    await page.addInitScript(() => {
      const record = window as unknown as { firstCards?: { cards: number; whole: boolean } };
      const observer = new MutationObserver(() => {
        const cards = [...document.querySelectorAll('#message-list > li')];
        const last = cards.at(-1);
        if (last === undefined) return;
        observer.disconnect();
        record.firstCards = {
          cards: cards.length,
          whole:
            last.getBoundingClientRect().bottom >= window.innerHeight ||
            last.getAttribute('aria-posinset') === last.getAttribute('aria-setsize'),
        };
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await openNumber(page, BUSY);
    await expect(items(page).first()).toBeVisible();
    const firstCards = await page.evaluate(
      () => (window as unknown as { firstCards?: { cards: number; whole: boolean } }).firstCards,
    );
    expect(firstCards?.whole, `${firstCards?.cards} cards first`).toBe(true);
  });

test('a fast flick draws only the screen in each frame, and the cards beyond it once the page rests', async ({
  page,
  emulator,
}) => {
  await emulator.seed(SEED);
  await openNumber(page, BUSY);
  // Long enough for the flick below (7,500 px and a screen) to stay clear of its end.
  await expect(items(page).first()).toBeVisible();
  expect(await setSize(page)).toBeGreaterThanOrEqual(80);

  // Five frames of 1,500 px each (the first scroll is a single jump); after each commit, the cards in
  // the page that are off the screen.
  const offScreenPerCommit = (
    await flickCommits(page, { list: '#message-list', scroller: null, by: 1500, frames: 5 })
  ).map((commit) => commit.outOfView);
  expect(offScreenPerCommit.length).toBeGreaterThanOrEqual(4);
  expect(offScreenPerCommit.slice(1)).toEqual(offScreenPerCommit.slice(1).map(() => 0));

  // Still a moment: the cards beyond the screen come back.
  await expect
    .poll(() =>
      items(page).evaluateAll(
        (rendered) =>
          rendered.filter((item) => item.getBoundingClientRect().top >= window.innerHeight).length,
      ),
    )
    .toBeGreaterThan(0);
});

test('the focus stays on the card being read while the page scrolls far away from it and back', async ({
  page,
  emulator,
}) => {
  await emulator.seed(SEED);
  await openNumber(page, BUSY);
  const reading = items(page).and(page.locator('[aria-posinset="2"]'));
  await reading.getByRole('button', { name: /^(Reply|Compose)$/ }).focus();
  const sid = await focusedSid(page);
  expect(sid).not.toBe('');

  // To the end of the list, older pages and all: the card is far above the screen, still holding the focus.
  await wheelToEnd(page);
  await expect(page.locator(':focus')).not.toBeInViewport();
  expect(await focusedSid(page)).toBe(sid);
  expect(await items(page).count()).toBeLessThan((await setSize(page)) / 4);

  await wheelToTop(page);
  await expect(page.locator(':focus')).toBeInViewport();
  expect(await focusedSid(page)).toBe(sid);
  // And the keyboard goes on from it to the next card.
  expect(await tabToNextCard(page)).toBe(3);
});

test.describe('messages that arrive while the list is read', () => {
  test.beforeEach(async ({ page, emulator }) => {
    await emulator.seed(SEED);
    await openNumber(page, BUSY);
    await expect(items(page).first()).toBeVisible();
    // Set before scrolling down: the select is at the top of the page.
    await (await liveInterval(page)).selectOption('Every 5 s');
  });

  test('newer messages arriving above the card being read leave it where it is on the screen', async ({
    page,
    emulator,
  }) => {
    await wheelToPlace(page, 30);
    const before = await settledFirstWholeOnScreen(page);
    const size = await setSize(page);

    await emulator.deliverInbound({ from: CONTACT, to: BUSY, body: 'Arrived while you read, 1' });
    await emulator.deliverInbound({ from: CONTACT, to: BUSY, body: 'Arrived while you read, 2' });
    // One interval and a round trip.
    await expect(items(page).first()).toHaveAttribute('aria-setsize', String(size + 2), { timeout: 7_000 });
    await expect.poll(() => firstWholeOnScreen(page)).toEqual(before);
  });

  test('the focus stays on the card being read while newer messages arrive above it', async ({
    page,
    emulator,
  }) => {
    const reading = await wheelToPlace(page, 20);
    await reading.getByRole('button', { name: /^(Reply|Compose)$/ }).focus();
    const sid = await focusedSid(page);
    const before = await settledFirstWholeOnScreen(page);
    const size = await setSize(page);

    await emulator.deliverInbound({ from: CONTACT, to: BUSY, body: 'Arrived while you read' });
    await expect(items(page).first()).toHaveAttribute('aria-setsize', String(size + 1), { timeout: 7_000 });
    expect(await focusedSid(page)).toBe(sid);
    expect(await focusedPlace(page)).toBe(21);
    await expect.poll(() => firstWholeOnScreen(page)).toEqual(before);
    expect(await tabToNextCard(page)).toBe(22);
  });
});

test('older messages loading at the end leave the card being read where it is on the screen', async ({
  page,
  emulator,
}) => {
  await emulator.seed(SEED);
  await openNumber(page, BUSY);
  await expect(items(page).first()).toBeVisible();
  const size = await setSize(page);
  const requests = recordMessagesRequests(page);

  // The end of what is loaded comes near: the next page is asked for, and held until the card is noted.
  await emulator.hold(true);
  await wheelToEnd(page);
  await expect.poll(() => requests.olderPages.length).toBeGreaterThan(0);
  const before = await settledFirstWholeOnScreen(page);
  await emulator.hold(false);

  await expect.poll(() => setSize(page)).toBeGreaterThan(size);
  await expect.poll(() => firstWholeOnScreen(page)).toEqual(before);
});

test('scrolling to the end of a long list reaches its last, oldest message', async ({ page, emulator }) => {
  await emulator.seed(SEED);
  const oldest = (await emulator.messages(DEMO_ACCOUNT.accountSid))
    .filter((message) => message.from === BUSY || message.to === BUSY)
    .sort((a, b) => Date.parse(a.date_created) - Date.parse(b.date_created))[0];
  await openNumber(page, BUSY);
  await expect(items(page).first()).toBeVisible();

  // Older pages load as the end comes near, until there are none.
  await expect(async () => {
    await wheelToEnd(page);
    await expect(page.getByText('No older messages.')).toBeInViewport({ timeout: 1_000 });
  }).toPass();
  const last = items(page).last();
  await expect(last).toBeInViewport();
  await expect(last).toHaveAttribute('aria-posinset', String(await setSize(page)));
  await expect(last.locator('dd').filter({ hasText: oldest?.sid ?? 'no message' })).toHaveCount(1);
  expect(await setSize(page)).toBe(SEED.messages);
});

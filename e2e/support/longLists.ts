/**
 * The message lists render only what is on or near the screen (docs/decisions/0022): a card further down
 * is found the way a person finds it, by scrolling down to it, and a whole list is read a screen at a time.
 * Every loop is bounded and waits for what it checks, never for a fixed time.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, messageCard } from './fixtures';

/** One item of a message list as a screen reader tells it: its place, the list's length, and its card. */
export interface ListedItem {
  position: number;
  setSize: number;
  /** The card's 'Message id'. */
  sid: string;
  /** The words above the card ('New', 'Unread', 'On +1 …'), '' when it has none. */
  marks: string;
}

/** The rendered items of `list`, read in one go. */
function renderedItems(list: Locator): Promise<ListedItem[]> {
  return list.locator(':scope > li').evaluateAll((items) =>
    items.map((item) => {
      const idTerm = [...item.querySelectorAll('dt')].find((dt) => dt.textContent === 'Message id');
      return {
        position: Number(item.getAttribute('aria-posinset')),
        setSize: Number(item.getAttribute('aria-setsize')),
        sid: idTerm?.nextElementSibling?.textContent ?? '',
        marks: item.querySelector('.message-marks')?.textContent ?? '',
      };
    }),
  );
}

/** The mouse over the page, where a wheel scrolls it. */
async function pointAtPage(page: Page): Promise<void> {
  const size = page.viewportSize();
  if (size) await page.mouse.move(size.width / 2, size.height / 2);
}

async function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

function atPageEnd(page: Page): Promise<boolean> {
  return page.evaluate(
    () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
  );
}

/** Down to the end of the page with the mouse wheel, once the page says it is there. */
export async function wheelToEnd(page: Page): Promise<void> {
  await pointAtPage(page);
  await expect(async () => {
    await page.mouse.wheel(0, 1e6);
    await scrollSettled(page);
    expect(await atPageEnd(page)).toBe(true);
  }).toPass();
}

/** Back to the top of the page with the mouse wheel, once the page says it is there. */
export async function wheelToTop(page: Page): Promise<void> {
  await pointAtPage(page);
  await page.mouse.wheel(0, -1e6);
  await expect.poll(() => scrollY(page)).toBe(0);
  await scrollSettled(page);
}

/** Until the page has stopped moving: the same scroll position two animation frames running. */
async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        let frames = 0;
        const check = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          frames += 1;
          // Bounded: a page that never stops (it should) is given 5 s worth of frames.
          if (still >= 2 || frames > 300) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

/**
 * One screen further down with the mouse wheel; false when the page was already at its end. Waits until
 * the page has moved and stopped (the wheel scrolls smoothly), and so until the list has rendered what
 * is there.
 */
async function wheelOneScreen(page: Page): Promise<boolean> {
  const before = await scrollY(page);
  if (await atPageEnd(page)) return false;
  await page.mouse.wheel(0, (page.viewportSize()?.height ?? 800) * 0.8);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(before);
  await scrollSettled(page);
  return true;
}

/**
 * The card whose text includes `text`, scrolled to as a person would: from the top of the page down a
 * screen at a time until it is rendered, then into the middle of the screen. A card at the edge of what
 * is rendered can leave as the list measures the cards above it, so finding it and bringing it into view
 * are one step in the page.
 */
export async function scrollToCard(page: Page, text: string): Promise<Locator> {
  const card = messageCard(page, text);
  // A list has loaded: the search is through its cards.
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 15_000 });
  const bringIntoView = () =>
    page.evaluate((wanted) => {
      const found = [...document.querySelectorAll('article')].find((article) =>
        article.textContent?.includes(wanted),
      );
      found?.scrollIntoView({ block: 'center' });
      return found !== undefined;
    }, text);
  if (!(await bringIntoView())) {
    await wheelToTop(page);
    await pointAtPage(page);
    for (let screens = 0; screens < 500 && !(await bringIntoView()); screens++) {
      if (!(await wheelOneScreen(page))) break;
    }
  }
  await scrollSettled(page);
  await expect(card).toBeInViewport();
  return card;
}

/** Where the item whose card includes `text` is in its list, as a screen reader says it. */
export async function placeOfCard(page: Page, text: string): Promise<{ position: number; setSize: number }> {
  const item = page.getByRole('listitem').filter({ has: await scrollToCard(page, text) });
  const [position, setSize] = await Promise.all([
    item.getAttribute('aria-posinset'),
    item.getAttribute('aria-setsize'),
  ]);
  return { position: Number(position), setSize: Number(setSize) };
}

/**
 * Every item of `list`, in order, read as a person reads a long list: from the top to the end, a screen
 * at a time. Fails when an item was never rendered on the way.
 */
export async function readWholeList(page: Page, list: Locator): Promise<ListedItem[]> {
  await wheelToTop(page);
  await pointAtPage(page);
  const read = new Map<number, ListedItem>();
  let setSize = Number.POSITIVE_INFINITY;
  for (let screens = 0; screens < 2000; screens++) {
    for (const item of await renderedItems(list)) {
      setSize = item.setSize;
      read.set(item.position, item);
    }
    if (read.size >= setSize || !(await wheelOneScreen(page))) break;
  }
  const items = [...read.values()].sort((a, b) => a.position - b.position);
  expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
  expect(items).toHaveLength(setSize);
  return items;
}

/** What one commit of a list left in the page, as a flick went on (`flickCommits`). */
export interface FlickCommit {
  /** Which scroll of the flick had been made (0 for the first) when the commit came. */
  frame: number;
  /** Items in the list element. */
  rendered: number;
  /** Those wholly outside the scroller's view. */
  outOfView: number;
}

/**
 * A fast flick: `frames` scrolls of `by` px, one per frame, of the element `scroller` (the window when
 * null), with the page's clock standing still meanwhile, so each scroll comes "soon" after the last
 * however slowly a busy machine draws the frames. Returns, for each commit to `list`'s children, what
 * it left in the page.
 */
export function flickCommits(
  page: Page,
  { list, scroller, by, frames }: { list: string; scroller: string | null; by: number; frames: number },
): Promise<FlickCommit[]> {
  return page.evaluate(
    async ({ list, scroller, by, frames }) => {
      const ol = document.querySelector(list);
      const box = scroller === null ? null : document.querySelector(scroller);
      if (!ol || (scroller !== null && !box)) throw new Error(`no ${list} in ${scroller ?? 'the page'}`);
      const view = () => box?.getBoundingClientRect() ?? { top: 0, bottom: window.innerHeight };
      let frame = 0;
      const commits: FlickCommit[] = [];
      const observer = new MutationObserver(() => {
        const { top, bottom } = view();
        const outOfView = [...ol.children].filter((item) => {
          const rect = item.getBoundingClientRect();
          return rect.bottom <= top || rect.top >= bottom;
        }).length;
        commits.push({ frame, rendered: ol.children.length, outOfView });
      });
      observer.observe(ol, { childList: true });
      const now = performance.now.bind(performance);
      const frozen = now();
      performance.now = () => frozen;
      try {
        for (; frame < frames; frame++) {
          (box ?? window).scrollBy(0, by);
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
      } finally {
        performance.now = now;
        observer.disconnect();
      }
      return commits;
    },
    { list, scroller, by, frames },
  );
}

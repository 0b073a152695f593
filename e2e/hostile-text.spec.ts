/**
 * Provider text built to mislead or to overrun the page, measured where it is painted: a bidi override
 * that turns one number into another, stacked combining marks (Zalgo) that paint over other fields, and a
 * body of endless line breaks. jsdom cannot lay text out; the component tests cover the rest.
 */
import type { Locator, LocatorScreenshotOptions, Page, PageScreenshotOptions } from '@playwright/test';
import { expect, expectNoA11yViolations, messageCard, openNumber, test } from './support/fixtures';
import { scrollToCard } from './support/longLists';
import { DEMO_CONTACTS, DEMO_SHOP_NUMBER } from '../emulator/src/core/seed';

/** Stored as '+1234-555-514' after a right-to-left override: painted as '+415-555-4321' unless isolated. */
const SPOOFED = '\u202E1234-555-514+';

function fieldValue(card: Locator, term: string): Locator {
  return card.locator(`dt:text-is("${term}") + dd`);
}

/** The painted left edge of each character of the element's text, in the order the text is stored. */
function characterLefts(element: Locator): Promise<number[]> {
  return element.evaluate((node) => {
    const text = node.firstChild;
    if (!text || text.nodeType !== Node.TEXT_NODE) throw new Error('expected a single text node');
    const lefts: number[] = [];
    const range = document.createRange();
    for (let index = 0; index < (text.textContent ?? '').length; index++) {
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      lefts.push(range.getBoundingClientRect().left);
    }
    return lefts;
  });
}

/** Where the element's text itself is laid out (its box also holds padding kept for tall accents). */
function textBox(element: Locator): Promise<{ left: number; right: number; top: number; bottom: number }> {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const { left, right, top, bottom } = range.getBoundingClientRect();
    return { left, right, top, bottom };
  });
}

/**
 * Whether two photographs differ by more than anti-aliasing: by more than 4 levels of a colour channel
 * anywhere. Text painted where it should not be differs by far more; the edge of a rounded
 * badge, rasterised again when something else on the card changed, differs by one level (it did, now
 * and then). Decoded by the page's own browser.
 */
async function differsBeyondAntialiasing(page: Page, first: Buffer, second: Buffer): Promise<boolean> {
  return page.evaluate(
    async ({ a, b }) => {
      const pixels = async (base64: string) => {
        // Not fetch() of a data: URL: the app's Content Security Policy allows connections to the provider only.
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d canvas');
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      };
      const [x, y] = await Promise.all([pixels(a), pixels(b)]);
      if (x.length !== y.length) return true;
      for (let index = 0; index < x.length; index++)
        if (Math.abs((x[index] ?? 0) - (y[index] ?? 0)) > 4) return true;
      return false;
    },
    { a: first.toString('base64'), b: second.toString('base64') },
  );
}

/**
 * Whether anything of `element` is painted outside its own box: the card is photographed with the
 * element's box masked, once as it is and once with the element hidden. Marks that escape the box show
 * in the first photograph only.
 */
async function paintsOutsideItsBox(card: Locator, element: Locator): Promise<boolean> {
  const options: LocatorScreenshotOptions = { mask: [element], animations: 'disabled', caret: 'hide' };
  const shown = await card.screenshot(options);
  await element.evaluate((node: HTMLElement) => (node.style.visibility = 'hidden'));
  const hidden = await card.screenshot(options);
  await element.evaluate((node: HTMLElement) => (node.style.visibility = ''));
  return differsBeyondAntialiasing(card.page(), shown, hidden);
}

/**
 * Whether the element's clipping cuts any of its text: the card's width, from a line above the element to
 * a line below it (where cut accents would paint), photographed clipped and unclipped. Only around the
 * element: lifting the clip can move what lies further down the card by a fraction of a pixel, which
 * repaints the edges there (the Reply button's border, once the live-updates bar put the list at a
 * fractional offset) without any text being cut.
 */
async function clippingCutsText(card: Locator, element: Locator): Promise<boolean> {
  await element.scrollIntoViewIfNeeded();
  const cardBox = await card.boundingBox();
  const box = await element.boundingBox();
  const line = await element.evaluate((node) => parseFloat(getComputedStyle(node).lineHeight));
  if (!cardBox || !box || !(line > 0)) throw new Error('element not laid out');
  const top = Math.max(cardBox.y, box.y - line);
  const clip = {
    x: cardBox.x,
    y: top,
    width: cardBox.width,
    height: Math.min(cardBox.y + cardBox.height, box.y + box.height + line) - top,
  };
  const options: PageScreenshotOptions = { clip, animations: 'disabled', caret: 'hide' };
  const page = card.page();
  const clipped = await page.screenshot(options);
  await element.evaluate((node: HTMLElement) => (node.style.overflow = 'visible'));
  const unclipped = await page.screenshot(options);
  await element.evaluate((node: HTMLElement) => (node.style.overflow = ''));
  return differsBeyondAntialiasing(page, clipped, unclipped);
}

test.describe('hostile provider text', () => {
  test('a spoofed number is painted in its stored order with the override named, warned about and refused', async ({
    page,
    emulator,
  }) => {
    await emulator.deliverInbound({
      from: SPOOFED,
      to: DEMO_SHOP_NUMBER,
      body: 'Call me back on this number',
    });
    await openNumber(page, DEMO_SHOP_NUMBER);
    const card = messageCard(page, 'Call me back on this number');
    const from = fieldValue(card, 'From');
    const number = from.locator('bdi');

    await expect(number).toHaveText('⟨U+202E⟩1234-555-514+');
    await expect(from).not.toContainText('+415-555-4321');
    // Painted left to right in stored order: '⟨' first, '+' last — not reversed into another number.
    const lefts = await characterLefts(number);
    expect(lefts.length).toBeGreaterThan(10);
    for (let index = 1; index < lefts.length; index++) {
      expect(lefts[index], `character ${index} of the number`).toBeGreaterThan(lefts[index - 1] ?? Infinity);
    }

    // The copy icon sits right after the number, on its line.
    const numberText = await textBox(number);
    const copyBox = await from.getByRole('button', { name: /^Copy / }).boundingBox();
    if (!copyBox) throw new Error('copy button not laid out');
    expect(copyBox.x).toBeGreaterThanOrEqual(numberText.right - 0.5);
    expect(copyBox.y).toBeLessThan(numberText.bottom);

    await expect(from.getByText('This number contains hidden characters')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Reply' })).toBeDisabled();
    await expect(
      card.getByText(/^Reply is off: the sender's number contains hidden characters/),
    ).toBeVisible();
    await expectNoA11yViolations(page, 'card with the hidden-characters warning');
  });

  test('a right-to-left body reads right to left; an override in it stays inside it', async ({
    page,
    emulator,
  }) => {
    await emulator.deliverInbound({
      from: DEMO_CONTACTS.maya,
      to: DEMO_SHOP_NUMBER,
      body: 'שלום, ההזמנה מוכנה?',
    });
    await emulator.deliverInbound({
      from: DEMO_CONTACTS.maya,
      to: DEMO_SHOP_NUMBER,
      body: 'Unclosed \u202Eoverride',
    });
    await openNumber(page, DEMO_SHOP_NUMBER);
    const hebrew = messageCard(page, 'שלום, ההזמנה מוכנה?').getByText('שלום, ההזמנה מוכנה?');
    await expect(hebrew).toHaveCSS('direction', 'rtl');

    const card = messageCard(page, 'override');
    const body = card.getByText('override', { exact: false });
    const bodyText = await textBox(body);
    const direction = card.getByText('Direction', { exact: true });
    const directionBox = await direction.boundingBox();
    if (!directionBox) throw new Error('Direction not laid out');
    const cardBox = await card.boundingBox();
    if (!cardBox) throw new Error('card not laid out');
    // The fields after the body still start at the card's left edge (inside its padding), below the body,
    // in their own order: the override did not carry on past the body to move or mirror them.
    expect(directionBox.y).toBeGreaterThanOrEqual(bodyText.bottom);
    expect(directionBox.x - cardBox.x).toBeLessThanOrEqual(16);
    await expect(card.locator('dl').last()).toHaveText(/^Direction.*Date.*Message id/);
    await expect(card.getByRole('button', { name: 'Reply' })).toHaveText('Reply');
  });

  test('stacked combining marks stay inside their own field and body; ordinary accents are not cut', async ({
    page,
    emulator,
  }) => {
    const zalgoBody = `Zalgo a${'\u0301'.repeat(200)}`;
    await emulator.deliverInbound({
      from: `+1415555${'\u0316'.repeat(200)}1234`,
      to: DEMO_SHOP_NUMBER,
      body: zalgoBody,
    });
    await emulator.deliverInbound({
      from: DEMO_CONTACTS.maya,
      to: DEMO_SHOP_NUMBER,
      body: 'Tiếng Việt: Ệ Ở Ữ ặ ẫ, Ångström, Żółć',
    });
    await openNumber(page, DEMO_SHOP_NUMBER);

    // In the middle of the screen first: a card at its edge would be scrolled by the first photograph
    // and not the second, and the list moves what it renders as the page scrolls.
    const zalgoCard = await scrollToCard(page, 'Zalgo');
    const zalgo = zalgoCard.locator('.message-card__body');
    const zalgoFrom = fieldValue(zalgoCard, 'From').locator('bdi');
    await expect(zalgo).toBeVisible();
    expect(await paintsOutsideItsBox(zalgoCard, zalgo), 'Zalgo body paints outside its box').toBe(false);
    expect(await paintsOutsideItsBox(zalgoCard, zalgoFrom), 'Zalgo number paints outside its box').toBe(
      false,
    );
    // Its box does not reach into the fields above it.
    const fieldsBox = await zalgoCard.locator('dl').first().boundingBox();
    const bodyBox = await zalgo.boundingBox();
    if (!fieldsBox || !bodyBox) throw new Error('card not laid out');
    expect(bodyBox.y).toBeGreaterThanOrEqual(fieldsBox.y + fieldsBox.height);

    const accented = messageCard(page, 'Tiếng Việt');
    expect(await clippingCutsText(accented, accented.locator('.message-card__body'))).toBe(false);
    expect(await clippingCutsText(accented, fieldValue(accented, 'From').locator('bdi'))).toBe(false);
  });

  test('a body of 1,600 line breaks keeps its card under 600 px until Show all', async ({
    page,
    emulator,
  }) => {
    await emulator.deliverInbound({
      from: DEMO_CONTACTS.maya,
      to: DEMO_SHOP_NUMBER,
      body: `First line${'\n'.repeat(1600)}Last line`,
    });
    await openNumber(page, DEMO_SHOP_NUMBER);
    const card = messageCard(page, 'First line');
    await expect(card).toBeVisible();

    const collapsed = await card.boundingBox();
    expect(collapsed?.height).toBeLessThan(600);

    const showAll = card.getByRole('button', { name: 'Show all' });
    await showAll.focus();
    await page.keyboard.press('Enter');
    await expect(card.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    const expanded = await card.boundingBox();
    expect(expanded?.height).toBeGreaterThan(20_000);
    await expect(card.getByText('Last line', { exact: false })).toBeAttached();
    test.info().annotations.push({
      type: 'card height',
      description: `collapsed ${Math.round(collapsed?.height ?? 0)} px, expanded ${Math.round(expanded?.height ?? 0)} px`,
    });
  });
});

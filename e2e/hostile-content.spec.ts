/**
 * Hostile provider content end to end (issue 12): an account whose numbers, names, bodies and media are
 * built to attack the page (e2e/support/hostileAccount.ts), read everywhere a person reads it — the whole
 * list, every card's Details, the pictures large, every conversation and its reply box, search, All
 * numbers, the exported files. Throughout: the text is shown as text, no element of a payload exists,
 * no script ran (no mark, no dialog, no page error), and every request went to the app, the provider or
 * a media redirect the provider issued. What the payloads look like when painted (bidi, combining marks,
 * tall bodies) is measured in hostile-text.spec.ts; object URLs opened as pages in media-safety.spec.ts.
 */
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Download, Locator, Page } from '@playwright/test';
import { parseCsv } from '../src/test/csv';
import {
  conversationRowButtons,
  appUrl,
  expect,
  expectImageRendered,
  expectNoA11yViolations,
  expectNoHorizontalScroll,
  shownNumber,
  numberOptions,
  numberPicker,
  startSignedIn,
  switchSystemColorScheme,
  test,
  pressRefresh,
} from './support/fixtures';
import {
  BIDI_NUMBER,
  BODIES,
  CARD_WORDS,
  HOSTILE_LINE,
  HOSTILE_PARTIES,
  HOSTILE_SEED,
  MARKUP_NUMBER,
} from './support/hostileAccount';
import { readWholeList, scrollToCard } from './support/longLists';
import { auditRequests, type RequestAudit } from './support/requestAudit';

const MEDIA_ALT = 'Attached media file (MMS)';
const LIVE_BODY = `live: <img src=x onerror="window.__pwned='live'"><script>alert('live')</script>`;
/** OWASP's formula starts, and the plain numbers (a price) a spreadsheet reads as nothing more. */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** What would show that a payload ran, collected over every page of the context. */
interface Witness {
  dialogs: string[];
  pageErrors: string[];
}

function watch(context: BrowserContext, page: Page): Witness {
  const witness: Witness = { dialogs: [], pageErrors: [] };
  const follow = (target: Page) => {
    target.on('dialog', (dialog) => {
      witness.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    target.on('pageerror', (error) => witness.pageErrors.push(error.message));
  };
  follow(page);
  context.on('page', follow);
  return witness;
}

/**
 * No element, attribute or URL of a payload in the page: no event-handler attribute anywhere (React sets
 * none), no `javascript:` URL, no `<img src=x>`, the payloads' circle, frames or objects, no inline
 * script. And no mark: neither `window.__pwned` nor the title 'pwned'.
 */
async function expectInert(page: Page, witness: Witness, state: string): Promise<void> {
  const found = await page.evaluate(() => {
    const problems: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      for (const name of element.getAttributeNames()) {
        const value = element.getAttribute(name) ?? '';
        if (/^on/i.test(name)) problems.push(`<${element.localName} ${name}>`);
        if (/^\s*javascript:/i.test(value)) problems.push(`<${element.localName} ${name}="${value}">`);
      }
    }
    for (const selector of ['img[src="x"]', 'circle[r="5"]', 'iframe', 'object', 'embed', 'frame'])
      if (document.querySelector(selector)) problems.push(selector);
    for (const script of document.querySelectorAll('script'))
      if (!script.src && (script.textContent ?? '').trim() !== '') problems.push('inline <script>');
    const marks = (window as { __pwned?: unknown }).__pwned;
    if (marks !== undefined) problems.push(`window.__pwned = ${String(marks)}`);
    if (document.title === 'pwned') problems.push('title pwned');
    return problems;
  });
  expect(found, `payload elements or marks in the page (${state})`).toEqual([]);
  expect(witness.dialogs, `dialogs opened (${state})`).toEqual([]);
  expect(witness.pageErrors, `uncaught errors (${state})`).toEqual([]);
}

/** Seeds the hostile account and opens the app signed in, watching and auditing the whole context. */
async function openHostileAccount(
  page: Page,
  context: BrowserContext,
  emulator: { seed: (spec: typeof HOSTILE_SEED) => Promise<void> },
): Promise<{ witness: Witness; audit: RequestAudit }> {
  await emulator.seed(HOSTILE_SEED);
  const witness = watch(context, page);
  const audit = auditRequests(context);
  await startSignedIn(page);
  await page.goto(appUrl('/phone-numbers'));
  return { witness, audit };
}

/** Chooses one of the account's numbers by clicking its option (markup numbers cannot be typed as-is). */
async function chooseOption(page: Page, label: string | RegExp): Promise<void> {
  const picker = numberPicker(page);
  await expect(picker).toBeEnabled();
  await picker.click();
  await numberOptions(page).filter({ hasText: label }).click();
  await expect(page.getByRole('tab', { name: 'Messages' })).toBeVisible();
}

function messageList(page: Page, number: string): Locator {
  return page.getByRole('list', { name: `Messages from and to ${shownNumber(number)}` });
}

/** The card's Details, opened; each shown as text. */
async function openDetails(card: Locator): Promise<Locator> {
  const details = card.getByRole('button', { name: 'Details' });
  await details.click();
  await expect(details).toHaveAttribute('aria-expanded', 'true');
  const shown = card.locator(`[id="${(await details.getAttribute('aria-controls')) ?? ''}"]`);
  await expect(shown).toBeVisible();
  return shown;
}

async function download(page: Page, act: () => Promise<void>): Promise<string> {
  const saved: Promise<Download> = page.waitForEvent('download');
  await act();
  return (await readFile(await (await saved).path())).toString('utf8');
}

test.describe('hostile provider content', () => {
  test('the hostile line read card by card: text shown as text, Details, ten pictures large, other media inert', async ({
    page,
    context,
    emulator,
  }) => {
    test.setTimeout(60_000);
    const { witness, audit } = await openHostileAccount(page, context, emulator);
    await chooseOption(page, shownNumber(HOSTILE_LINE));
    const list = messageList(page, HOSTILE_LINE);
    const lineMessages = HOSTILE_SEED.messages.filter(
      (message) => message.to === HOSTILE_LINE || message.from === HOSTILE_LINE,
    );
    // Every card renders, from the first to the last (the list renders only those near the screen).
    const items = await readWholeList(page, list);
    expect(items).toHaveLength(lineMessages.length);

    let read = 0;
    for (const word of CARD_WORDS) {
      const body = Object.values(BODIES).find((text) => text.includes(word)) ?? '';
      if (!lineMessages.some((message) => message.body === body)) continue;
      read += 1;
      const card = await scrollToCard(page, word);
      // The literal characters, markup included, are the card's text.
      await expect(card.locator('.message-card__body')).toHaveText(body, { useInnerText: false });
      const details = await openDetails(card);
      await expect(details).not.toBeEmpty();
    }
    // Every card but the blank one, read here (the words are unique: each found one card).
    expect(read).toBe(lineMessages.length - 1);
    await expectInert(page, witness, 'every card and its Details');

    // Literal markup as the sender and the recipient, shown as the text it is.
    const fromMarkup = await scrollToCard(page, 'from markup:');
    await expect(fromMarkup.locator('dt:text-is("From") + dd')).toContainText(HOSTILE_PARTIES.imgFrom);
    const toMarkup = await scrollToCard(page, 'to markup:');
    await expect(toMarkup.locator('dt:text-is("To") + dd')).toContainText(HOSTILE_PARTIES.svgTo);
    const fromJavascript = await scrollToCard(page, 'from javascript:');
    await expect(fromJavascript.getByRole('link')).toHaveCount(0);
    await expect(fromJavascript.locator('dt:text-is("From") + dd')).toContainText('javascript:');

    // The newline-only body: its card renders, with an empty body and the usual fields.
    const tenMedia = await scrollToCard(page, BODIES.tenMedia);
    const blank = page
      .getByRole('article')
      .filter({ has: page.locator('.message-card__body', { hasText: /^\s*$/ }) });
    await expect(blank).toHaveCount(1);
    await expect(blank.locator('.message-card__body')).toHaveText(BODIES.newlines, { useInnerText: false });
    await expect(blank.getByText('Message id')).toBeVisible();
    await openDetails(blank);

    // Ten pictures: all drawn, inside the card, nothing scrolls sideways; the last opens large.
    await tenMedia.scrollIntoViewIfNeeded();
    const pictures = tenMedia.getByRole('img', { name: MEDIA_ALT });
    await expect(pictures).toHaveCount(10);
    const cardBox = await tenMedia.boundingBox();
    for (const picture of await pictures.all()) {
      await expectImageRendered(picture);
      const box = await picture.boundingBox();
      expect(box && cardBox && box.x + box.width <= cardBox.x + cardBox.width).toBe(true);
    }
    await expectNoHorizontalScroll(page, 'a card with ten pictures');
    await tenMedia.getByRole('button', { name: 'Open image 10 of 10' }).click();
    const large = page.getByRole('dialog', { name: 'Image 10 of 10' });
    await expect(large).toBeVisible();
    await expectImageRendered(large.getByRole('img', { name: MEDIA_ALT }));
    await expectInert(page, witness, 'a picture large');
    await page.keyboard.press('Escape');
    await expect(large).toHaveCount(0);

    // SVG, HTML, no type, and HTML served behind a png listing: named files, never pictures.
    const types = await scrollToCard(page, BODIES.mediaTypes);
    await expect(types.getByText('Attached SVG image')).toBeVisible();
    // The HTML listed as such, and the HTML the host served for a png listing (named by what came).
    await expect(types.getByText('Attached web page (HTML)')).toHaveCount(2);
    await expect(types.getByText('Attached file of unknown type')).toBeVisible();
    await expect(types.getByText(/^Attached /)).toHaveCount(4);
    await expect(types.getByRole('img', { name: MEDIA_ALT })).toHaveCount(0);

    // Media whose uri points off the provider's host are left out and counted; the honest one shows.
    const offHost = await scrollToCard(page, BODIES.offHost);
    await expect(offHost.getByText('3 media files could not be read and are not shown.')).toBeVisible();
    await expectImageRendered(offHost.getByRole('img', { name: MEDIA_ALT }));

    await expectInert(page, witness, 'media of every kind');

    // Reply to a sender that is markup: the Composer holds it as text and refuses to send to it.
    await (await scrollToCard(page, 'from markup:')).getByRole('button', { name: 'Reply' }).click();
    const to = page.getByLabel('To', { exact: true });
    await expect(to).toHaveValue(HOSTILE_PARTIES.imgFrom);
    await page.getByLabel('Message', { exact: true }).fill(BODIES.svg);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText('Phone number is invalid', { exact: false })).toBeVisible();
    expect(audit.requests.filter((request) => request.method === 'POST')).toEqual([]);
    await expectInert(page, witness, 'a reply to markup refused');
    await switchSystemColorScheme(page, 'light');
    await expectNoA11yViolations(page, 'the hostile line, light');
    await audit.expectOnlyAppAndProvider();
  });

  test('conversations, reply boxes, search, the markup numbers, All numbers and both exports stay inert', async ({
    page,
    context,
    emulator,
  }) => {
    test.setTimeout(60_000);
    const { witness, audit } = await openHostileAccount(page, context, emulator);
    await chooseOption(page, shownNumber(HOSTILE_LINE));
    await expect(messageList(page, HOSTILE_LINE)).toBeVisible();

    // A hostile message that arrives while the page is open comes through live updates as text.
    await expect(page.getByRole('button', { name: /^Live · \d/ })).toBeVisible({ timeout: 15_000 });
    await emulator.deliverInbound({ from: HOSTILE_PARTIES.imgFrom, to: HOSTILE_LINE, body: LIVE_BODY });
    await pressRefresh(page);
    const arrived = page.getByRole('article').filter({ hasText: 'live:' });
    await expect(arrived.locator('.message-card__body')).toHaveText(LIVE_BODY);
    await expectInert(page, witness, 'a hostile message arrived live');

    // Search over the hostile text matches it as text.
    const search = page.getByRole('searchbox', { name: 'Search messages' });
    await search.fill('<script>window');
    await expect(page.getByRole('status').filter({ hasText: /loaded messages? match/ })).toHaveText(
      /^1 of \d+ loaded messages? match/,
    );
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article')).toContainText(BODIES.script);
    await search.fill('onerror');
    await expect(page.getByRole('status').filter({ hasText: /loaded messages? match/ })).toHaveText(
      /^[2-9] of \d+ loaded messages match/,
    );
    await expectInert(page, witness, 'a search for markup');
    await page.getByRole('button', { name: 'Clear search and filters' }).click();

    // Every conversation opened; a hostile reply typed (not sent) stays text in its box.
    await page.getByRole('radiogroup', { name: 'Show messages as' }).getByText('Conversations').click();
    const conversations = page.getByRole('list', { name: `Conversations on ${shownNumber(HOSTILE_LINE)}` });
    await expect(conversations).toBeVisible();
    const rowButtons = conversationRowButtons(conversations);
    // The rows come near the screen first, the others once that screen is painted.
    const count = 5;
    await expect(rowButtons).toHaveCount(count);
    let typed = 0;
    for (let index = 0; index < count; index++) {
      await rowButtons.nth(index).click();
      const back = page.getByRole('button', { name: 'Back to conversations' });
      await expect(back).toBeVisible();
      const thread = page.getByRole('list', { name: /^Messages with / });
      await expect(thread.getByRole('listitem').first()).toBeVisible();
      const reply = page.getByRole('textbox', { name: 'Reply' });
      // A party that hides characters gets no reply box (docs/decisions/0007).
      if ((await reply.count()) > 0) {
        await reply.fill(BODIES.img);
        await expect(reply).toHaveValue(BODIES.img);
        typed += 1;
      }
      await expectInert(page, witness, `conversation ${index + 1}`);
      await back.click();
      await expect(conversations).toBeVisible();
      await expect(rowButtons).toHaveCount(count);
    }
    expect(typed).toBeGreaterThan(0);
    await page.getByRole('radiogroup', { name: 'Show messages as' }).getByText('List').click();

    // The number that is markup, and the one with an override: chosen, listed, shown as text.
    await chooseOption(page, /onerror/);
    // Its address holds the markup (encoded); opened again from it, the same number is chosen.
    await page.reload();
    await expect(numberPicker(page)).toBeEnabled();
    const onMarkup = page.getByRole('article').filter({ hasText: 'on the markup number:' });
    await expect(onMarkup).toContainText(BODIES.onMarkupNumber);
    await expect(onMarkup.locator('dt:text-is("To") + dd')).toContainText(MARKUP_NUMBER);
    await expect(await openDetails(onMarkup)).toContainText('Message SID');
    await switchSystemColorScheme(page, 'light');
    await expectNoA11yViolations(page, 'the markup number chosen, its Details open, light');
    await expect(page.getByRole('article').filter({ hasText: 'from the markup number:' })).toContainText(
      MARKUP_NUMBER,
    );
    await chooseOption(page, /contains hidden characters/);
    await expect(page.getByRole('article').filter({ hasText: BODIES.onBidiNumber })).toContainText(
      '⟨U+202E⟩',
    );
    expect(BIDI_NUMBER).toContain('\u202E');
    await expectInert(page, witness, 'the markup and bidi numbers');

    // All numbers: every message of the account, read to the end; then both files hold the raw text.
    await page.getByRole('button', { name: /^All numbers/ }).click();
    const all = page.getByRole('list', { name: 'Messages from and to all numbers' });
    await expect(all).toBeVisible();
    const stored = [...HOSTILE_SEED.messages.map((message) => message.body), LIVE_BODY];
    expect(await readWholeList(page, all)).toHaveLength(stored.length);
    await expectInert(page, witness, 'All numbers');

    const exportButton = page.getByRole('button', { name: 'Export', exact: true });
    await exportButton.click();
    const total = stored.length;
    const csv = await download(page, () =>
      page.getByRole('button', { name: `Export ${total} messages as CSV` }).click(),
    );
    const [, ...rows] = parseCsv(csv.replace(/^\uFEFF/, ''));
    expect(rows).toHaveLength(total);
    // Raw text, every character kept; a cell a spreadsheet would read as a formula starts with a quote.
    const inert = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);
    expect(rows.map((row) => row[7]).sort()).toEqual(stored.map(inert).sort());
    expect(rows.map((row) => row[7])).toContain(`'${BODIES.formula}`);
    const cells = rows.flat();
    expect(cells.filter((cell) => FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell))).toEqual([]);
    expect(cells).toContain(`'${MARKUP_NUMBER}`);

    await exportButton.click();
    const json = await download(page, () =>
      page.getByRole('button', { name: `Export ${total} messages as JSON` }).click(),
    );
    const records = JSON.parse(json) as { body: string; from: string; to: string }[];
    expect(records.map((record) => record.body).sort()).toEqual([...stored].sort());
    expect(records.map((record) => record.from)).toContain(HOSTILE_PARTIES.imgFrom);
    expect(records.map((record) => record.to)).toContain(HOSTILE_PARTIES.svgTo);

    await expectInert(page, witness, 'after both exports');
    await audit.expectOnlyAppAndProvider();
  });
});

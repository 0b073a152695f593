/**
 * Send to many (docs/product.md#send-to-many) to 1,000 recipients with the provider failing in every way
 * at once: each recipient gets exactly one message or is listed as not sent (or as maybe sent, never sent
 * twice). The suite's longest test, in a file of its own named to come early: Playwright hands out files
 * in name order, so it runs beside other tests rather than alone at the end.
 */
import { NO_FAULTS } from '../emulator/src/core/faults';
import { DEMO_SUPPORT_LINE_NUMBER } from '../emulator/src/core/seed';
import { DEMO_ACCOUNT, expect, openSendToMany, test } from './support/fixtures';

test('1,000 recipients while the provider answers 5xx, cuts answers off and refuses with 429: each gets one message at most, and every one is accounted for', async ({
  page,
  emulator,
}) => {
  test.setTimeout(150_000);
  const numbers = Array.from({ length: 1000 }, (_, index) => `+1415556${String(index).padStart(4, '0')}`);
  const body = 'Stock-take on Saturday: the shop opens at noon.';
  await openSendToMany(page, DEMO_SUPPORT_LINE_NUMBER);
  // A thousand lines are read as they are pasted: on a slow machine that takes longer than a click.
  await page
    .getByRole('textbox', { name: 'Numbers, one per line' })
    .fill(numbers.join('\n'), { timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Message' }).fill(body);
  await page.getByRole('combobox', { name: 'Pace' }).selectOption('100');
  await expect(page.getByRole('region', { name: 'Review' })).toContainText('1,000 people get the message');

  // 5xx before Twilio does anything, and answers cut off after it stored the message, on sends and on the
  // checks alike; then a 429 storm for a while. Not dropped connections: Chromium itself may send a POST
  // again on a new connection then, below the page (decision 0027); the unit tests lose answers instead.
  // 1.5 % each: some 30 people left unsure to be read for, which is what takes the time (3 % each took a
  // minute of CI for the same checks).
  const faults = { ...NO_FAULTS, errorRate: 0.015, truncateRate: 0.015 };
  await emulator.faults(faults);
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/Messages.json')) posts++;
  });
  await page.getByRole('button', { name: 'Send to 1,000 people' }).click();
  const progress = page.getByRole('progressbar', { name: 'Messages sent or settled' });
  await expect(progress).toHaveAttribute('value', /^[1-9]\d\d$/, { timeout: 60_000 });
  // The storm on the sends: Twilio's 429 comes before it does anything.
  await emulator.faults({ ...NO_FAULTS, maxInFlight: 0, faultRequestContains: 'POST ' });
  // The run slows down: at its new pace what is left takes minutes, not seconds.
  await expect(page.getByText(/\d+ left · about \d+ (min|h)/)).toBeVisible();
  await emulator.faults(faults);
  await expect(page.getByRole('heading', { name: 'Done' })).toBeVisible({ timeout: 120_000 });
  await emulator.faults(NO_FAULTS);

  const received = new Map<string, number>();
  for (const message of await emulator.messages(DEMO_ACCOUNT.accountSid))
    if (message.body === body) received.set(message.to, (received.get(message.to) ?? 0) + 1);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export results (CSV)' }).click();
  const csv = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of csv) chunks.push(chunk as Buffer);
  const rows = Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .slice(1);
  expect(rows).toHaveLength(1000);
  const results = new Map(rows.map((row) => [row.split(',')[0]!.replace(/^"'|"$/g, ''), row.split(',')[2]!]));
  for (const number of numbers) {
    const count = received.get(number) ?? 0;
    const result = results.get(number);
    expect(count, number).toBeLessThanOrEqual(1);
    if (result === 'Sent') expect(count, number).toBe(1);
    else if (result === 'Not sent') expect(count, number).toBe(0);
    else expect(result, number).toBe('May have been sent');
  }
  const sent = [...results.values()].filter((result) => result === 'Sent').length;
  await expect(page.getByText(`${sent.toLocaleString('en')} sent`, { exact: true })).toBeVisible();
  // Faults at these rates leave nearly everyone sent; answers cut off after the message was stored were
  // found by the check, not sent again.
  expect(sent).toBeGreaterThan(950);
  expect(posts).toBeLessThan(1000 + 200);
});

/**
 * The short soak (issue 12; the long one is the benchmark's, bench/soak.ts): the Messages page left open
 * with live updates every 5 s against a provider that misbehaves all along — late answers, 5xx, dropped
 * connections, cut-off JSON — while a message arrives every 5 s, in turn for each number (few enough that
 * what the account holds grows by little: messages are kept by design). After a garbage collection
 * forced through the DevTools protocol, the JS heap and the document's nodes outside the list's cards do
 * not grow, and the list's cards stay what fits the screen. Bounded: a fixed schedule, then it stops.
 */
import { pageFootprint, type PageFootprint } from '../scripts/stack/pageFootprint';
import { BAD_DAY_FAULTS } from '../emulator/src/core/faults';
import {
  DEMO_CLINIC_NUMBER,
  DEMO_CONTACTS,
  DEMO_SHOP_NUMBER,
  DEMO_SUPPORT_LINE_NUMBER,
} from '../emulator/src/core/seed';
import { expect, messageCard, openNumber, test, openLiveMenu, liveUpdatesSelect } from './support/fixtures';

const NUMBERS = [DEMO_SHOP_NUMBER, DEMO_SUPPORT_LINE_NUMBER, DEMO_CLINIC_NUMBER];
const DELIVERIES = 12;
const DELIVER_EVERY_MS = 5_000;
/** Samples after every SAMPLE_EVERY deliveries. */
const SAMPLE_EVERY = 3;
/** Heap and nodes may wobble this much above the baseline: a leak of one card per look is far more. */
const GROWTH_BUDGET = 0.1;

test('the page stays flat through live updates against a faulty provider, and is well once it is', async ({
  page,
  emulator,
}) => {
  test.setTimeout(180_000);
  await openNumber(page, DEMO_SHOP_NUMBER);
  await (await liveUpdatesSelect(page)).selectOption('Every 5 s');
  await expect(page.getByRole('button', { name: /^Live · \d/ })).toBeVisible({ timeout: 15_000 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await emulator.faults(BAD_DAY_FAULTS);

  const samples: PageFootprint[] = [];
  for (let delivered = 1; delivered <= DELIVERIES; delivered++) {
    const to = NUMBERS[delivered % NUMBERS.length] ?? DEMO_SHOP_NUMBER;
    await emulator.deliverInbound({ from: DEMO_CONTACTS.maya, to, body: `Soak message ${delivered}` });
    // Real time passing is what a soak is: looks, retries and follows run on their own timers.
    await page.waitForTimeout(DELIVER_EVERY_MS);
    if (delivered % SAMPLE_EVERY === 0) samples.push(await pageFootprint(cdp, page));
  }

  // The first sample is the warm-up (code compiled, caches filled, the first retries under way); the
  // second is the baseline.
  test.info().annotations.push({ type: 'soak samples', description: JSON.stringify(samples) });
  const [, baseline, ...later] = samples;
  if (baseline === undefined || later.length === 0) throw new Error('too few samples taken');
  for (const taken of later) {
    expect(taken.heapBytes, `heap, samples ${JSON.stringify(samples)}`).toBeLessThanOrEqual(
      baseline.heapBytes * (1 + GROWTH_BUDGET),
    );
    expect(taken.nodesBesideCards, `nodes, samples ${JSON.stringify(samples)}`).toBeLessThanOrEqual(
      baseline.nodesBesideCards * (1 + GROWTH_BUDGET),
    );
    // Only what fits the screen is rendered, however many arrive.
    expect(taken.cards).toBeLessThanOrEqual(baseline.cards + 2);
  }

  // The provider is well again: the next look brings everything that arrived for this number.
  await emulator.faults({ latencyMs: 0, jitterMs: 0, errorRate: 0, dropRate: 0, truncateRate: 0 });
  await openLiveMenu(page);
  const refresh = page.getByRole('button', { name: 'Refresh' });
  // A press during a look does nothing (the button is busy), so after one.
  await expect(refresh).not.toHaveAttribute('aria-busy', 'true', { timeout: 15_000 });
  await refresh.click();
  await expect(page.getByRole('button', { name: /^Live · \d/ })).toBeVisible({ timeout: 15_000 });
  const lastForShop = Math.floor(DELIVERIES / NUMBERS.length) * NUMBERS.length;
  await expect(messageCard(page, `Soak message ${lastForShop}`)).toBeVisible();
});

/**
 * What the app asks the provider for when a number is chosen and its list is read to the end, counted on
 * the requests the page sends. These counts are behaviour (docs/product.md#provider-calls: the two lists are fetched
 * once for the chosen number; media lookups are cached per message), so they are asserted here. Beside
 * them, live updates (docs/product.md#live-updates) cost one small request for the whole account
 * per look, and nothing per number. How few requests the first view costs (lookups only for cards near
 * the screen) is speed: bench/requests.ts.
 */
import type { Page } from '@playwright/test';
import {
  DEMO_ACCOUNT,
  appUrl,
  chooseNumber,
  expect,
  expectImageRendered,
  expectSmallLooks,
  shownNumber,
  openNumber,
  startSignedIn,
  test,
  openLiveMenu,
  liveUpdatesSelect,
  pressRefresh,
} from './support/fixtures';
import { readWholeList, scrollToCard } from './support/longLists';
import { DEMO_SHOP_NUMBER, DEMO_SMS_NUMBERS } from '../emulator/src/core/seed';

interface ProviderRequests {
  /** One entry per message-list request (calls 2 and 3, first pages): 'From +1…' or 'To +1…'. */
  lists: string[];
  /** Live updates' looks: Messages.json with neither To nor From (and no PageToken), their queries. */
  looks: URLSearchParams[];
  /** The message id of every Media.json request. */
  mediaLookups: string[];
  /** Anything else sent to the provider, except the number list and media file downloads. */
  other: string[];
}

/** Records, from now on, what the page asks the provider at `providerOrigin` (CORS preflights left out). */
function recordProviderRequests(page: Page, providerOrigin: string): ProviderRequests {
  const seen: ProviderRequests = { lists: [], looks: [], mediaLookups: [], other: [] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== providerOrigin || request.method() === 'OPTIONS') return;
    const params = url.searchParams;
    const lookup = url.pathname.match(/\/Messages\/([A-Z]{2}[0-9a-f]{32})\/Media\.json$/);
    const firstPage =
      url.pathname.endsWith('/Messages.json') && request.method() === 'GET' && !params.has('PageToken');
    if (lookup?.[1]) seen.mediaLookups.push(lookup[1]);
    else if (firstPage && params.has('From')) seen.lists.push(`From ${params.get('From')}`);
    else if (firstPage && params.has('To')) seen.lists.push(`To ${params.get('To')}`);
    else if (firstPage) seen.looks.push(params);
    else if (
      !url.pathname.endsWith('/IncomingPhoneNumbers.json') &&
      !/\/Media\/ME[0-9a-f]{32}$/.test(url.pathname) &&
      !url.pathname.startsWith('/cdn/')
    )
      seen.other.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return seen;
}

test('choosing a number fetches its two lists once; reading to the end looks up each message with media once', async ({
  page,
  emulator,
}) => {
  const onShop = (await emulator.messages(DEMO_ACCOUNT.accountSid)).filter(
    (m) => m.from === DEMO_SHOP_NUMBER || m.to === DEMO_SHOP_NUMBER,
  );
  const withMedia = onShop.filter((m) => Number(m.num_media) > 0).map((m) => m.sid);
  // The demo seed gives the shop both kinds, or this test would prove nothing.
  expect(withMedia.length).toBeGreaterThan(0);
  expect(withMedia.length).toBeLessThan(onShop.length);

  const requests = recordProviderRequests(page, new URL(emulator.url).origin);
  await openNumber(page, DEMO_SHOP_NUMBER);
  const list = page.getByRole('list', { name: `Messages from and to ${shownNumber(DEMO_SHOP_NUMBER)}` });
  await expect(list.getByRole('listitem').first()).toHaveAttribute('aria-setsize', String(onShop.length));
  expect([...requests.lists].sort()).toEqual([`From ${DEMO_SHOP_NUMBER}`, `To ${DEMO_SHOP_NUMBER}`]);

  // Read to the end, a screen at a time, as a person scrolling through; then go to every picture.
  expect((await readWholeList(page, list)).map((item) => item.sid)).toEqual(onShop.map((m) => m.sid));
  for (const sid of withMedia) {
    const card = await scrollToCard(page, sid);
    const images = card.getByRole('img', { name: 'Attached media file (MMS)' });
    await expect(images.first()).toBeVisible();
    for (const image of await images.all()) await expectImageRendered(image);
  }

  // Each media message looked up exactly once, none without media, and the lists never fetched again.
  expect([...requests.mediaLookups].sort()).toEqual([...withMedia].sort());
  expect([...requests.lists].sort()).toEqual([`From ${DEMO_SHOP_NUMBER}`, `To ${DEMO_SHOP_NUMBER}`]);
  expect(requests.other).toEqual([]);
  // Live updates went on meanwhile (the page's first look, then one every 10 s), each one small page.
  expect(requests.looks.length).toBeGreaterThan(0);
  expectSmallLooks(requests.looks, { first: true });
});

test('live updates cost one small request for the whole account per look, and choosing numbers costs none', async ({
  page,
  emulator,
}) => {
  // The page's own clock, so the interval's looks come when the test moves it, not after real waits.
  await page.clock.install();
  const requests = recordProviderRequests(page, new URL(emulator.url).origin);
  await startSignedIn(page);
  await page.goto(appUrl('/phone-numbers'));
  await expect(page.getByRole('button', { name: /^Live · \d/ })).toBeVisible({ timeout: 15_000 });
  expect(requests.looks).toHaveLength(1);
  await openLiveMenu(page);
  const refresh = page.getByRole('button', { name: 'Refresh' });

  // Off: the page looks only when the person presses Refresh, so every look is one the test made.
  await (await liveUpdatesSelect(page)).selectOption('Off');
  for (const number of DEMO_SMS_NUMBERS) {
    await chooseNumber(page, number);
    await expect(
      page.getByRole('list', { name: `Messages from and to ${shownNumber(number)}` }),
    ).toBeVisible();
  }
  expect([...requests.lists].sort()).toEqual(
    DEMO_SMS_NUMBERS.flatMap((number) => [`From ${number}`, `To ${number}`]).sort(),
  );
  // Three numbers chosen, each with its own two lists, and not one more look at the account.
  expect(requests.looks).toHaveLength(1);

  for (let press = 1; press <= 3; press++) {
    await pressRefresh(page);
    await expect.poll(() => requests.looks.length).toBe(1 + press);
    await expect(refresh).not.toHaveAttribute('aria-busy', 'true');
  }

  // On an interval: each time it comes round, one look, one request.
  await (await liveUpdatesSelect(page)).selectOption('Every 5 s');
  for (let tick = 1; tick <= 3; tick++) {
    await page.clock.runFor(5_000);
    await expect.poll(() => requests.looks.length).toBe(4 + tick);
    await expect(refresh).not.toHaveAttribute('aria-busy', 'true');
  }

  expectSmallLooks(requests.looks, { first: true });
  expect(requests.looks).toHaveLength(7);
  expect(requests.other).toEqual([]);
  expect([...requests.lists].sort()).toEqual(
    DEMO_SMS_NUMBERS.flatMap((number) => [`From ${number}`, `To ${number}`]).sort(),
  );
});

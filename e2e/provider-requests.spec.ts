/**
 * What the app asks the provider for when a number is chosen and its list is read to the end, counted on
 * the requests the page sends. These counts are behaviour (SPEC.md §4 and §7: the two lists are fetched
 * once for the chosen number; media lookups are cached per message), so they are asserted here. How few
 * requests the first view costs (lookups only for cards near the screen) is speed: bench/requests.ts.
 */
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNT, expect, expectImageRendered, messageCard, openNumber, test } from './support/fixtures';
import { DEMO_SHOP_NUMBER } from '../emulator/src/core/seed';

interface ProviderRequests {
  /** One entry per message-list request: 'From +1…' or 'To +1…'. */
  lists: string[];
  /** The message id of every Media.json request. */
  mediaLookups: string[];
  /** Anything else sent to the provider, except the number list and media file downloads. */
  other: string[];
}

/** Records, from now on, what the page asks the provider at `providerOrigin` (CORS preflights left out). */
function recordProviderRequests(page: Page, providerOrigin: string): ProviderRequests {
  const seen: ProviderRequests = { lists: [], mediaLookups: [], other: [] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== providerOrigin || request.method() === 'OPTIONS') return;
    const lookup = url.pathname.match(/\/Messages\/([A-Z]{2}[0-9a-f]{32})\/Media\.json$/);
    if (lookup?.[1]) seen.mediaLookups.push(lookup[1]);
    else if (url.pathname.endsWith('/Messages.json'))
      seen.lists.push(
        url.searchParams.has('From')
          ? `From ${url.searchParams.get('From')}`
          : `To ${url.searchParams.get('To')}`,
      );
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
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(onShop.length);
  expect([...requests.lists].sort()).toEqual([`From ${DEMO_SHOP_NUMBER}`, `To ${DEMO_SHOP_NUMBER}`]);

  // Read to the end, a card at a time, as a person scrolling through; then wait for every picture.
  for (let i = 0; i < onShop.length; i++) await cards.nth(i).scrollIntoViewIfNeeded();
  for (const sid of withMedia) {
    const images = messageCard(page, sid).getByRole('img', { name: 'Attached media file (MMS)' });
    await messageCard(page, sid).scrollIntoViewIfNeeded();
    await expect(images.first()).toBeVisible();
    for (const image of await images.all()) await expectImageRendered(image);
  }

  // Each media message looked up exactly once, none without media, and the lists never fetched again.
  expect([...requests.mediaLookups].sort()).toEqual([...withMedia].sort());
  expect([...requests.lists].sort()).toEqual([`From ${DEMO_SHOP_NUMBER}`, `To ${DEMO_SHOP_NUMBER}`]);
  expect(requests.other).toEqual([]);
});

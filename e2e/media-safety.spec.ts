/**
 * Attachments that are not raster images never become object URLs on the app's origin: in Chromium, an
 * SVG behind a `blob:` URL of ours, opened in its own tab, would run its script beside the Auth Token.
 */
import { expect, expectCspViolations, expectImageRendered, openNumber, test } from './support/fixtures';
import { scrollToCard } from './support/longLists';
import { auditRequests } from './support/requestAudit';
import { DEMO_CONTACTS, DEMO_SHOP_NUMBER } from '../emulator/src/core/seed';

const SCRIPTED_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>sessionStorage.setItem("svg-ran", "yes")</script><rect width="10" height="10"/></svg>';
const RASTER = /^image\/(png|jpeg|gif|webp|bmp)$/;

test('an SVG attachment, listed as such or hidden behind image/png, shows as a named file and no object URL', async ({
  page,
  context,
  emulator,
}) => {
  // Every tab included: the object URLs opened below load nothing from anywhere else either.
  const audit = auditRequests(context);
  await emulator.mediaAuth(true);
  await emulator.deliverInbound({
    from: DEMO_CONTACTS.maya,
    to: DEMO_SHOP_NUMBER,
    body: 'Our new logo (SVG)',
    mediaUrls: [`data:image/svg+xml,${encodeURIComponent(SCRIPTED_SVG)}`],
  });
  await emulator.deliverInbound({
    from: DEMO_CONTACTS.maya,
    to: DEMO_SHOP_NUMBER,
    body: 'Our new logo (png, honest)',
    mediaUrls: [
      `data:image/png;served-as=${encodeURIComponent('image/svg+xml')},${encodeURIComponent(SCRIPTED_SVG)}`,
    ],
  });
  // Every Blob the app turns into an object URL, by type, and the URLs it gives back (a card scrolled
  // out of the list's rendered part revokes its images' URLs).
  await page.addInitScript(() => {
    const made: string[] = [];
    const urls: string[] = [];
    const revoked: string[] = [];
    Object.assign(window, { objectUrlTypes: made, objectUrls: urls, revokedObjectUrls: revoked });
    const original = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      made.push(object instanceof Blob ? object.type : 'media-source');
      const url = original(object);
      urls.push(url);
      return url;
    };
    const revoke = URL.revokeObjectURL.bind(URL);
    URL.revokeObjectURL = (url: string) => {
      revoked.push(url);
      revoke(url);
    };
  });
  await openNumber(page, DEMO_SHOP_NUMBER);

  for (const body of ['Our new logo (SVG)', 'Our new logo (png, honest)']) {
    const card = await scrollToCard(page, body);
    await expect(card.getByText('Attached SVG image')).toBeVisible();
    await expect(card.getByRole('button', { name: /^Download .+\.txt$/ })).toBeVisible();
    await expect(card.getByRole('img')).toHaveCount(0);
  }
  // The shop's own pictures still render, from object URLs of raster Blobs only.
  const pictureCard = await scrollToCard(page, 'My rear brake squeaks. Photo attached.');
  const picture = pictureCard.getByRole('img', { name: 'Attached media file (MMS)' });
  await expectImageRendered(picture);
  await expect(picture).toHaveAttribute('src', /^blob:/);
  const types = await page.evaluate(() => (window as unknown as { objectUrlTypes: string[] }).objectUrlTypes);
  expect(types.length).toBeGreaterThan(0);
  for (const type of types) expect(type).toMatch(RASTER);
  // The attack itself: every object URL the app made and still holds, opened in its own tab, runs no
  // script. A revoked one opens nothing at all.
  const { urls, revoked } = await page.evaluate(() => {
    const held = window as unknown as { objectUrls: string[]; revokedObjectUrls: string[] };
    return { urls: held.objectUrls, revoked: held.revokedObjectUrls };
  });
  const live = urls.filter((url) => !revoked.includes(url));
  expect(live.length).toBeGreaterThan(0);
  for (const url of live) {
    const opened = page.waitForEvent('popup');
    await page.evaluate((target) => void window.open(target), url);
    const tab = await opened;
    await tab.waitForLoadState();
    // Chromium's own image viewer styles itself inline, and the tab inherits the app's policy through the
    // blob: URL, which refuses that (decision 0024).
    await expectCspViolations(
      tab,
      (violation) => violation.page === url && violation.directive.startsWith('style-src'),
    );
    expect(await tab.evaluate(() => sessionStorage.getItem('svg-ran')), url).toBeNull();
    await tab.close();
  }
  await audit.expectOnlyAppAndProvider();
});

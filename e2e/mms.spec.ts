/**
 * MMS both ways (issue 11): images sent by public https URL (one MediaUrl each; their previews are refused
 * by the Content Security Policy, decision 0024), received images opened large and saved, other
 * attachments saved under their name. The "public image host" is answered inside the browser
 * (page.route): nothing leaves the machine.
 */
import { readFile } from 'node:fs/promises';
import type { Page, Request } from '@playwright/test';
import {
  DEMO_ACCOUNT,
  expect,
  expectImageRendered,
  expectNoA11yViolations,
  openNumber,
  requiredEnv,
  test,
} from './support/fixtures';
import { scrollToCard } from './support/longLists';
import { auditRequests } from './support/requestAudit';
import { pictureBytes } from '../emulator/src/core/png';
import { DEMO_CONTACTS, DEMO_SHOP_NUMBER } from '../emulator/src/core/seed';

const MEDIA_ALT = 'Attached media file (MMS)';
const IMAGE_HOST = 'https://images.example.test';
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const TWO_PICTURES = 'We do, sizes XS to M. Here are two we have in stock.';

/** Serves small PNGs at IMAGE_HOST inside the browser and records how each was asked for. */
async function servePublicImages(page: Page): Promise<Request[]> {
  const asked: Request[] = [];
  await page.route(`${IMAGE_HOST}/**`, async (route) => {
    asked.push(route.request());
    const index = Number(/(\d+)\.png$/.exec(route.request().url())?.[1] ?? 0);
    await route.fulfill({ status: 200, contentType: 'image/png', body: Buffer.from(pictureBytes(index)) });
  });
  return asked;
}

/** The media sids the emulator lists for one of the account's messages, in order. */
async function mediaSidsOf(messageSid: string): Promise<string[]> {
  const url = `${requiredEnv('E2E_EMULATOR_URL')}/2010-04-01/Accounts/${DEMO_ACCOUNT.accountSid}/Messages/${messageSid}/Media.json`;
  const answer = await fetch(url, {
    headers: { Authorization: `Basic ${btoa(`${DEMO_ACCOUNT.accountSid}:${DEMO_ACCOUNT.authToken}`)}` },
  });
  const body = (await answer.json()) as { media_list: { sid: string }[] };
  return body.media_list.map((item) => item.sid);
}

/** Requests the page makes, from now on, for the bytes of media `sids` (the provider's Media/ME… URLs). */
function countMediaBytesRequests(page: Page, sids: readonly string[]): () => number {
  let count = 0;
  page.on('request', (request) => {
    const sid = /\/Media\/(ME[0-9a-f]{32})$/.exec(new URL(request.url()).pathname)?.[1];
    if (request.method() === 'GET' && sid !== undefined && sids.includes(sid)) count += 1;
  });
  return () => count;
}

test.describe('MMS', () => {
  test('sends two images by https URL: no preview asked of a host the policy refuses, one MediaUrl each, shown on the sent card', async ({
    page,
    context,
    emulator,
  }) => {
    // The image host is never asked, by the page or by anything else in the browser: the app knows its
    // Content Security Policy would refuse it and asks for no preview.
    const audit = auditRequests(context);
    const asked = await servePublicImages(page);
    await openNumber(page, DEMO_SHOP_NUMBER);
    await page.getByRole('tab', { name: 'Composer' }).click();
    await page.getByLabel('To', { exact: true }).fill(DEMO_CONTACTS.maya);
    await page.getByLabel('Message', { exact: true }).fill('The two frames we talked about');

    const address = page.getByLabel('Add image by URL');
    const urls = [`${IMAGE_HOST}/frames/1.png`, `${IMAGE_HOST}/frames/2.png`];
    await address.fill(urls[0] ?? '');
    await address.press('Enter');
    await address.fill(urls[1] ?? '');
    await page.getByRole('button', { name: 'Add image' }).click();

    const list = page.getByRole('list', { name: 'Images to send (2 of at most 10)' });
    // The Content Security Policy allows images from the site and the provider only (decision 0024): no
    // thumbnail, a calm note, and the image is still sent (Twilio fetches it).
    await expect(
      list.getByText(/^No preview: the app loads images only from this site and Twilio\./),
    ).toHaveCount(2);
    await expect(list.getByRole('img')).toHaveCount(0);
    expect(asked).toEqual([]);

    const posted = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/Messages.json'),
    );
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const form = new URLSearchParams((await posted).postData() ?? '');
    expect(form.getAll('MediaUrl')).toEqual(urls);
    await expect(page.getByText('Message sent successfully.')).toBeVisible();
    await expect(list).toHaveCount(0);

    const stored = (await emulator.messages(DEMO_ACCOUNT.accountSid)).find(
      (message) => message.body === 'The two frames we talked about',
    );
    expect(stored?.num_media).toBe('2');
    await page.getByRole('tab', { name: 'Messages' }).click();
    const card = await scrollToCard(page, 'The two frames we talked about');
    const images = card.getByRole('img', { name: MEDIA_ALT });
    await expect(images).toHaveCount(2);
    for (let i = 0; i < 2; i++) await expectImageRendered(images.nth(i));
    await audit.expectOnlyAppAndProvider();
    expect(await audit.refusedByPolicy()).toEqual([]);
  });

  test('says why an address cannot be added, and what becomes of one the app does not preview', async ({
    page,
  }) => {
    await openNumber(page, DEMO_SHOP_NUMBER);
    await page.getByRole('tab', { name: 'Composer' }).click();
    const address = page.getByLabel('Add image by URL');
    await address.fill('http://images.example.test/1.png');
    await address.press('Enter');
    await expect(
      page.getByText('The address must start with https:// (this one starts with http:).'),
    ).toBeVisible();
    await expect(address).toHaveAttribute('aria-invalid', 'true');

    await address.fill(`${IMAGE_HOST}/missing.png`);
    await address.press('Enter');
    await expect(page.getByRole('button', { name: 'Remove image 1' })).toHaveAccessibleDescription(
      'No preview: the app loads images only from this site and Twilio. Twilio fetches this one itself when it sends.',
    );
    await expectNoA11yViolations(page, 'composer with a refused address and an image without preview');
  });

  test('a received image opens large from the keyboard, saves under a readable name, steps to the other, and Escape gives the focus back', async ({
    page,
    context,
    emulator,
  }) => {
    const audit = auditRequests(context);
    const message = (await emulator.messages(DEMO_ACCOUNT.accountSid)).find(
      (each) => each.body === TWO_PICTURES,
    );
    const sids = await mediaSidsOf(message?.sid ?? '');
    const mediaBytesRequests = countMediaBytesRequests(page, sids);
    await openNumber(page, DEMO_SHOP_NUMBER);
    const card = await scrollToCard(page, TWO_PICTURES);
    const thumbnails = card.getByRole('button', { name: /^Open image \d of 2$/ });
    await expect(thumbnails).toHaveCount(2);
    for (let i = 0; i < 2; i++)
      await expectImageRendered(thumbnails.nth(i).getByRole('img', { name: MEDIA_ALT }));
    // One credentialed fetch per image, as before this issue.
    expect(mediaBytesRequests()).toBe(2);

    const second = card.getByRole('button', { name: 'Open image 2 of 2' });
    await second.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Image 2 of 2' });
    await expect(dialog).toBeVisible();
    const large = dialog.getByRole('img', { name: MEDIA_ALT });
    await expectImageRendered(large);
    // Drawn as large as the dialog's width and 70 % of the screen's height let it, however small the
    // image itself: the scale it is drawn at is the smaller of the two.
    const drawn = await large.evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      const body = img.parentElement;
      if (!body) throw new Error('the image has no dialog body');
      const padding = getComputedStyle(body);
      const bodyWidth =
        body.getBoundingClientRect().width -
        parseFloat(padding.paddingLeft) -
        parseFloat(padding.paddingRight);
      return {
        scale: Math.min(box.width / img.naturalWidth, box.height / img.naturalHeight),
        fitting: Math.min(bodyWidth / img.naturalWidth, (0.7 * innerHeight) / img.naturalHeight),
        bodyWidth,
      };
    });
    // The large dialog on this 1280 px window, and the image drawn larger than its own size.
    expect(drawn.bodyWidth).toBeGreaterThan(700);
    expect(drawn.scale).toBeGreaterThan(1);
    expect(drawn.scale).toBeCloseTo(drawn.fitting, 2);
    await expectNoA11yViolations(page, 'image dialog open');

    const saving = page.waitForEvent('download');
    await dialog.getByRole('link', { name: 'Download' }).click();
    const download = await saving;
    // Saved under who it went to, when, and which of the two pictures it is.
    expect(download.suggestedFilename()).toMatch(
      /^To \+1 415 555 \d{4} \d{4}-\d{2}-\d{2} \d{2}h\d{2} \(2 of 2\)\.png$/,
    );
    const saved = await readFile(await download.path());
    expect([...saved.subarray(0, 8)]).toEqual(PNG_SIGNATURE);

    // The arrow keys step between the message's pictures without leaving the dialog.
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('dialog', { name: 'Image 1 of 2' })).toBeVisible();
    await expectImageRendered(page.getByRole('dialog').getByRole('img', { name: MEDIA_ALT }));
    await page.keyboard.press('ArrowRight');
    await expect(dialog).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(second).toBeFocused();
    // Opening and saving used the bytes already fetched for the thumbnail.
    expect(mediaBytesRequests()).toBe(2);
    // The bytes came through the provider's redirect, and from nowhere else.
    await audit.expectOnlyAppAndProvider();
  });

  test('an attachment that could run script is saved as text, says so, and runs nowhere', async ({
    page,
    context,
    emulator,
  }) => {
    const audit = auditRequests(context);
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>sessionStorage.setItem("svg-ran", "yes")</script></svg>';
    await emulator.deliverInbound({
      from: DEMO_CONTACTS.maya,
      to: DEMO_SHOP_NUMBER,
      body: 'Our logo as a vector file',
      mediaUrls: [`data:image/svg+xml,${encodeURIComponent(svg)}`],
    });
    await openNumber(page, DEMO_SHOP_NUMBER);
    const card = await scrollToCard(page, 'Our logo as a vector file');
    await expect(card.getByText('Attached SVG image')).toBeVisible();

    await expect(card.getByText('Saved as text so that opening it cannot run script.')).toBeVisible();

    const saving = page.waitForEvent('download');
    const name = /^From \+1 415 555 \d{4} \d{4}-\d{2}-\d{2} \d{2}h\d{2}\.txt$/;
    await card.getByRole('button', { name: new RegExp(`^Download ${name.source.slice(1)}`) }).click();
    const download = await saving;
    expect(download.suggestedFilename()).toMatch(name);
    expect(await readFile(await download.path(), 'utf8')).toBe(svg);
    expect(await page.evaluate(() => sessionStorage.getItem('svg-ran'))).toBeNull();
    await expect(card.getByRole('img')).toHaveCount(0);
    await audit.expectOnlyAppAndProvider();
  });
});

import {
  appUrl,
  chooseNumber,
  DEMO_ACCOUNT,
  expect,
  expectImageRendered,
  expectNoA11yViolations,
  shownNumber,
  messageCard,
  numberPicker,
  openNumber,
  startSignedIn,
  tabTo,
  test,
} from './support/fixtures';
import { placeOfCard, scrollToCard } from './support/longLists';
import { DEMO_CLINIC_NUMBER, DEMO_CONTACTS, DEMO_SHOP_NUMBER } from '../emulator/src/core/seed';

/** The demo conversations on the shop's number that carry pictures (1, 1 and 2 images). */
const MMS_BODIES: Array<[body: string, images: number]> = [
  ['My rear brake squeaks. Photo attached.', 1],
  ['了解です！🙏 写真を送ります。', 1],
  ['We do, sizes XS to M. Here are two we have in stock.', 2],
];

test.describe('message list', () => {
  test('shows inbound and outbound cards with their fields, newest first', async ({ page }) => {
    await openNumber(page, DEMO_SHOP_NUMBER);
    const inbound = messageCard(page, 'Running 10 minutes late, sorry!');
    const outbound = messageCard(page, 'No problem, see you soon.');
    await expect(inbound).toBeVisible();
    await expect(outbound).toBeVisible();

    for (const label of ['From', 'To', 'Status', 'Direction', 'Date']) {
      await expect(inbound.getByText(label, { exact: true })).toBeVisible();
    }
    // Grouped as in the dropdown; its copy button copies it as it came.
    await expect(inbound).toContainText(shownNumber(DEMO_CONTACTS.maya));
    await expect(inbound.getByRole('button', { name: `Copy ${DEMO_CONTACTS.maya}` })).toBeVisible();
    await expect(inbound).toContainText('inbound');
    await expect(outbound).toContainText('outbound-api');
    await expect(inbound).toContainText(/SM[0-9a-f]{32}/);
    await expect(inbound.getByRole('button', { name: 'Reply' })).toBeVisible();
    await expect(outbound.getByRole('button', { name: 'Compose' })).toBeVisible();

    // Newest first: the demo's most recent message on this number is the list's first, its oldest the last.
    const newest = await placeOfCard(page, 'Merci pour la réparation');
    const oldest = await placeOfCard(page, 'Hi! Is this the right number for the bike repair shop?');
    expect(newest.position).toBe(1);
    expect(oldest.position).toBe(oldest.setSize);
    expect(newest.setSize).toBe(oldest.setSize);
  });

  test("shows a sent message's fate: its status in words and colour, and what its error means", async ({
    page,
  }) => {
    // The emulator's status clock ends the clinic's text to a number ending 666 undelivered (30003), and
    // the one to a number ending 999 failed (30008).
    await openNumber(page, DEMO_CLINIC_NUMBER);
    const undelivered = messageCard(page, 'Reminder: your appointment is on Friday at 14:00.');
    const badge = undelivered.getByText('undelivered', { exact: true });
    await expect(badge).toBeVisible();
    await expect(badge).toHaveCSS('background-color', 'rgb(220, 53, 69)');
    await expect(undelivered.getByText(/^Error 30003: The phone could not be reached/)).toBeVisible();
    const link = undelivered.getByRole('link', { name: 'What error 30003 means (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', 'https://www.twilio.com/docs/api/errors/30003');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    const failed = messageCard(page, 'Your prescription is ready for pickup.');
    await expect(failed.getByText('failed', { exact: true })).toBeVisible();
    await expect(failed.getByText(/^Error 30008: /)).toBeVisible();
    const delivered = messageCard(page, 'Reminder: your dental appointment is tomorrow at 9:30.');
    await expect(delivered.getByText('delivered', { exact: true })).toHaveCSS(
      'background-color',
      'rgb(25, 135, 84)',
    );
    await expect(delivered.getByRole('link')).toHaveCount(0);
    // Every badge's words against its colour, and the error's text, at WCAG AA contrast.
    await expectNoA11yViolations(page, 'cards with every outcome');
  });

  for (const mediaAuth of [true, false]) {
    test(`renders MMS images ${mediaAuth ? 'when the account enforces auth on media' : 'when media is public'}`, async ({
      page,
      emulator,
    }) => {
      await emulator.mediaAuth(mediaAuth);
      const imageRequests: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'image') imageRequests.push(request.url());
      });
      await openNumber(page, DEMO_SHOP_NUMBER);
      await expect(messageCard(page, 'Running 10 minutes late, sorry!')).toBeVisible();
      for (const [body, count] of MMS_BODIES) {
        const card = await scrollToCard(page, body);
        const images = card.getByRole('img', { name: 'Attached media file (MMS)' });
        await expect(images).toHaveCount(count);
        for (let i = 0; i < count; i++) await expectImageRendered(images.nth(i));
      }
      // Cards without media show no image and no media loading text once settled.
      const plain = messageCard(page, 'Running 10 minutes late, sorry!');
      await expect(plain.getByRole('img', { name: 'Attached media file (MMS)' })).toHaveCount(0);
      await expect(plain.getByText('Loading media...')).toHaveCount(0);
      // Credentials never travel in an image URL.
      for (const url of imageRequests) expect(url).not.toMatch(/@|AC[0-9a-f]{32}:|authToken|Basic/i);
    });
  }

  test('renders MMS images with enforced media auth when the app is on the same site as the provider', async ({
    page,
    emulator,
  }) => {
    // Same site (127.0.0.1 on two ports), as with a provider proxy on the app's own domain: a bare <img>
    // that meets a 401 with `WWW-Authenticate: Basic` then makes Chromium raise its own sign-in prompt
    // instead of failing, so an app that "tries the plain URL first" never gets to its fallback.
    await emulator.mediaAuth(true);
    await startSignedIn(page);
    const sameSite = new URL(appUrl('/phone-numbers'));
    sameSite.hostname = '127.0.0.1';
    await page.goto(sameSite.href);
    await chooseNumber(page, DEMO_SHOP_NUMBER);
    const card = await scrollToCard(page, MMS_BODIES[0]?.[0] ?? '');
    await expectImageRendered(card.getByRole('img', { name: 'Attached media file (MMS)' }));
  });

  test('copy to clipboard puts the number on the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(appUrl()).origin,
    });
    await openNumber(page, DEMO_SHOP_NUMBER);
    const card = messageCard(page, 'Running 10 minutes late, sorry!');
    const copyButtons = card.getByRole('button', { name: /^Copy/ });
    await expect(copyButtons).toHaveCount(2);
    const fromCopy = card.getByRole('button', {
      name: new RegExp(`Copy.*(${DEMO_CONTACTS.maya.replace('+', '\\+')}|From)`),
    });
    await expect(fromCopy.first()).toHaveAccessibleDescription('Copy to clipboard');
    await fromCopy.first().click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(DEMO_CONTACTS.maya);
    // Said through the page's one live region: a card holds none of its own.
    await expect(page.locator('[aria-live="polite"]').filter({ hasText: 'Copied' })).toHaveCount(1);
    await expect(card.getByText('Copied')).toHaveCount(0);
  });

  test('Reply on an inbound card opens the Composer addressed to the sender', async ({ page }) => {
    await openNumber(page, DEMO_SHOP_NUMBER);
    await messageCard(page, 'Running 10 minutes late, sorry!').getByRole('button', { name: 'Reply' }).click();
    await expect(page.getByRole('tab', { name: 'Composer' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('To', { exact: true })).toHaveValue(DEMO_CONTACTS.maya);
    await expect(page.getByLabel('Message', { exact: true })).toHaveAttribute(
      'placeholder',
      `Enter the message to sent to: ${DEMO_CONTACTS.maya} from: ${DEMO_SHOP_NUMBER}`,
    );
  });

  test('Compose on an outbound card opens the Composer addressed to the recipient', async ({ page }) => {
    await openNumber(page, DEMO_SHOP_NUMBER);
    await (
      await scrollToCard(page, 'Bonjour Lucas, oui, de 10h à 16h.')
    )
      .getByRole('button', { name: 'Compose' })
      .click();
    await expect(page.getByRole('tab', { name: 'Composer' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('To', { exact: true })).toHaveValue(DEMO_CONTACTS.lucas);
  });

  test('a list that fails to load reaches the page banner', async ({ page, emulator }) => {
    await startSignedIn(page);
    await page.goto(appUrl('/phone-numbers'));
    // The numbers must have arrived before the provider starts failing: only the message list should fail.
    await expect(page.getByText('Select (or type) a phone number...')).toBeVisible({ timeout: 15_000 });
    await emulator.faults({ errorRate: 1 });
    await numberPicker(page).click();
    await numberPicker(page).pressSequentially(DEMO_SHOP_NUMBER);
    await page.getByRole('option', { name: shownNumber(DEMO_SHOP_NUMBER), exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Could not load the messages:', { timeout: 15_000 });
  });

  test('a slow list says it is loading at once, and shows the turning spinner once the wait is noticeable', async ({
    page,
    emulator,
  }) => {
    await startSignedIn(page);
    await page.goto(appUrl('/phone-numbers'));
    await expect(page.getByText('Select (or type) a phone number...')).toBeVisible({ timeout: 15_000 });
    await emulator.faults({ latencyMs: 4_000, faultRequestContains: '/Messages.json' });
    await chooseNumber(page, DEMO_SHOP_NUMBER);
    const loading = page.getByRole('status').filter({ hasText: 'Loading messages...' });
    await expect(loading).toBeVisible();
    // Hidden for the first second of the wait (a quick load flashes no spinner), then turning.
    const icon = loading.locator('.spinner-border');
    await expect(icon).toBeVisible();
    expect(await icon.evaluate((element) => getComputedStyle(element).animationName)).toContain(
      'spinner-border',
    );
    await expect(messageCard(page, 'Running 10 minutes late, sorry!')).toBeVisible({ timeout: 15_000 });
    await expect(loading).toHaveCount(0);
  });

  test('Try again brings a failed list back and puts the focus on it', async ({ page, emulator }) => {
    await startSignedIn(page);
    await page.goto(appUrl('/phone-numbers'));
    await expect(page.getByText('Select (or type) a phone number...')).toBeVisible({ timeout: 15_000 });
    await emulator.faults({ errorRate: 1 });
    await chooseNumber(page, DEMO_SHOP_NUMBER);
    const tryAgain = page.getByRole('alert').getByRole('button', { name: 'Try again' });
    await expect(tryAgain).toBeVisible({ timeout: 15_000 });
    await emulator.faults({ errorRate: 0 });
    await tryAgain.click();
    const list = page.getByRole('list', { name: /^Messages from and to / });
    await expect(list).toBeVisible({ timeout: 15_000 });
    await expect(list).toBeFocused();
    await expect(tryAgain).toHaveCount(0);
    await expect(messageCard(page, 'Running 10 minutes late, sorry!')).toBeVisible();
  });

  test('keyboard only: remove a message’s text from its Details after a confirmation; the card stays; axe finds nothing', async ({
    page,
    emulator,
  }) => {
    const body = 'Ça marche, à demain ! 🥐';
    await openNumber(page, DEMO_SHOP_NUMBER);
    const card = messageCard(page, body);
    await card.getByRole('button', { name: 'Details' }).focus();
    await page.keyboard.press('Enter');
    await tabTo(page, (el) => el.name === 'Remove text');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Remove this message’s text?' });
    await expect(dialog).toContainText('Twilio keeps the message');
    await expectNoA11yViolations(page, 'the remove-text dialog');
    await tabTo(page, (el) => el.name === 'Remove text');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Text removed.')).toBeAttached();
    await expect(page.getByText(body)).toHaveCount(0);
    const stored = await emulator.messages(DEMO_ACCOUNT.accountSid);
    expect(stored.some((message) => message.body === body)).toBe(false);
    expect(stored.filter((message) => message.body === '').length).toBeGreaterThan(0);
  });
});

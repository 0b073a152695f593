/**
 * `npm run screenshots`: the README's pictures of the main screens, taken from the production build and
 * the emulator's demo data (built and served exactly as the browser tests do), so they show what the app
 * really looks like today. Writes PNGs to docs/images/.
 */
import { mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { DEMO_ACCOUNT } from '../emulator/src/core/accounts';
import { DEMO_CONTACTS, DEMO_SHOP_NUMBER } from '../emulator/src/core/seed';
import { formatPhoneNumber } from '../src/forTools';
import { startStack } from './stack/buildAndServe';
import { CHROMIUM_ARGS, chromiumExecutable } from './stack/chromium';

const outDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'images');

async function shoot(page: Page, name: string): Promise<void> {
  // Let fonts, images and the focus ring settle so the picture is what a person sees.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(200);
  const path = join(outDir, `${name}.png`);
  await page.screenshot({ path, animations: 'disabled', caret: 'hide' });
  console.log(`  wrote ${path}`);
}

async function main(): Promise<void> {
  const executablePath = chromiumExecutable();
  await mkdir(outDir, { recursive: true });
  console.log('Building the app and starting the emulator…');
  const stack = await startStack({ basePath: '/sms-web-client/' });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      deviceScaleFactor: 1,
      locale: 'en-US',
      timezoneId: 'America/Los_Angeles',
      colorScheme: 'light',
    });
    const page = await context.newPage();
    const url = (route: string) => new URL(route.replace(/^\//, ''), stack.appUrl).href;

    await page.goto(url('/authentication'));
    await page.getByRole('button', { name: 'AuthToken' }).waitFor();
    await shoot(page, 'sign-in-chooser');

    await page.getByRole('button', { name: 'AuthToken' }).click();
    await page.getByLabel('Account SID', { exact: true }).fill(DEMO_ACCOUNT.accountSid);
    await page.getByLabel('Auth Token', { exact: true }).fill(DEMO_ACCOUNT.authToken);
    await shoot(page, 'sign-in-auth-token');

    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.waitForURL(url('/phone-numbers'));
    const picker = page.getByRole('combobox').first();
    await page.getByText('Select (or type) a phone number...').waitFor();
    await picker.click();
    await page.getByRole('option').first().waitFor();
    await shoot(page, 'phone-number-dropdown');

    await picker.pressSequentially(DEMO_SHOP_NUMBER);
    await page.keyboard.press('Enter');
    await page.getByRole('article').first().waitFor();
    // The list scrolled to the first card with pictures, so the picture shows what MMS looks like.
    const withImages = page.getByRole('article').filter({ hasText: 'Here are two we have in stock.' });
    // The list renders only the cards near the screen: down a screen at a time until this one is there.
    for (let screens = 0; screens < 20 && (await withImages.count()) === 0; screens++) {
      await page.mouse.wheel(0, 600);
      // Two frames: the scroll, then the cards rendered for it.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
    }
    await withImages.scrollIntoViewIfNeeded();
    const images = withImages.getByRole('img', { name: 'Attached media file (MMS)' });
    await images.first().waitFor();
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll<HTMLImageElement>('img[alt="Attached media file (MMS)"]')].every(
          (img) => img.complete && img.naturalWidth > 0,
        ),
      undefined,
      { timeout: 15_000 },
    );
    await withImages.evaluate((card) => card.scrollIntoView({ block: 'center' }));
    await shoot(page, 'messages-with-media');

    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, 'messages');

    // A phone, 375 × 812, light and dark: the list's first screen after choosing a number (issue 11).
    await page.setViewportSize({ width: 375, height: 812 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('article').nth(2).waitFor();
    await shoot(page, 'phone-messages');
    const theme = page.getByRole('radiogroup', { name: 'Theme' });
    await theme.getByTitle('Dark').click();
    await page.locator('html[data-bs-theme="dark"]').waitFor({ state: 'attached' });
    await shoot(page, 'phone-messages-dark');
    await theme.getByTitle('System').click();
    await page.locator('html[data-bs-theme="light"]').waitFor({ state: 'attached' });
    await page.setViewportSize({ width: 1280, height: 800 });

    await page
      .getByRole('article')
      .filter({ hasText: 'Merci pour la réparation' })
      .getByRole('button', { name: 'Reply' })
      .click();
    await page.getByLabel('Message', { exact: true }).fill('Merci Lucas, à bientôt !');
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, 'composer');

    // Live updates: a message that arrives while 'All numbers' is open shows at the top, marked New.
    await page.getByRole('button', { name: /^All numbers/ }).click();
    await page.getByRole('list', { name: 'Messages from and to all numbers' }).waitFor();
    await stack.control.deliverInbound({
      from: DEMO_CONTACTS.maya,
      to: DEMO_SHOP_NUMBER,
      body: 'Is the shop open on Sunday? I could bring the bike in then.',
    });
    // Refresh is in the live indicator's menu; closed again before the picture.
    await page.getByRole('button', { name: /^Live/ }).click();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.keyboard.press('Escape');
    await page.getByText('New', { exact: true }).first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, 'all-numbers-live');

    // Conversations, two panes, in light and in dark: the shop's thread with Maya beside the list, Maya named.
    await page.getByRole('button', { name: /^All numbers/ }).click();
    await picker.click();
    await picker.pressSequentially(DEMO_SHOP_NUMBER);
    await page.keyboard.press('Enter');
    await page.getByRole('radiogroup', { name: 'Show messages as' }).getByText('Conversations').click();
    await page.getByRole('button', { name: formatPhoneNumber(DEMO_CONTACTS.maya) }).click();
    await page
      .getByRole('list', { name: `Messages with ${formatPhoneNumber(DEMO_CONTACTS.maya)}` })
      .waitFor();
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('button', { name: 'Add name' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Maya Chen');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('textbox', { name: 'Reply' }).fill('See you at 5, the bike will be ready.');
    await shoot(page, 'conversation');

    // The keyboard shortcuts, from ? beside the list.
    await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
    await shoot(page, 'shortcuts');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('radiogroup', { name: 'Theme' }).getByTitle('Dark').click();
    await page.locator('html[data-bs-theme="dark"]').waitFor({ state: 'attached' });
    await shoot(page, 'conversation-dark');
    await page.getByRole('radiogroup', { name: 'Theme' }).getByTitle('System').click();
    await page.locator('html[data-bs-theme="light"]').waitFor({ state: 'attached' });

    // The Contacts page, once a second number has a name.
    await page.getByRole('button', { name: formatPhoneNumber(DEMO_CONTACTS.lucas) }).click();
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('button', { name: 'Add name' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Lucas Martin');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('banner').getByRole('link', { name: 'Contacts' }).click();
    await page.getByRole('list', { name: 'Contacts' }).waitFor();
    await shoot(page, 'contacts');

    // Two templates, then the first of them found by / in a thread's reply box.
    await page.getByRole('banner').getByRole('link', { name: 'Templates' }).click();
    for (const [name, text] of [
      ['Ready', 'Hi {first_name}, your bike is ready for pickup. Questions? Text {my_number}.'],
      ['Hours', 'We are open Tuesday to Saturday, 9:00 to 18:00.'],
    ] as const) {
      await page.getByRole('button', { name: 'New template' }).click();
      await page.getByRole('textbox', { name: 'Name' }).fill(name);
      await page.getByRole('textbox', { name: 'Text' }).fill(text);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    await shoot(page, 'templates');

    // Send to many, a few messages into a run to people named in the list.
    await page.getByRole('banner').getByRole('link', { name: 'Send to many' }).click();
    await page.getByRole('combobox', { name: 'From' }).selectOption(DEMO_SHOP_NUMBER);
    await page
      .getByRole('textbox', { name: 'Numbers, one per line' })
      .fill(
        [
          'Ana Ruiz, (415) 555-0301',
          'Ben Okafor, (415) 555-0302',
          'Chloé Martin, +33 6 98 76 54 32',
          'Dev Patel, (415) 555-0304',
          'Emma Schmidt, (415) 555-0305',
          '(415) 555-0306',
        ].join('\n'),
      );
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill(
        'Hi {first_name}, the shop is closed on Monday for stock-taking. Text {my_number} with any question.',
      );
    await page.getByRole('button', { name: 'Send to 5 people' }).click();
    await page.getByText('2 sent', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Sending' }).scrollIntoViewIfNeeded();
    await shoot(page, 'send-to-many');
    await page.getByRole('button', { name: 'Cancel the rest' }).click();

    await context.close();
  } finally {
    await browser.close();
    await stack.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

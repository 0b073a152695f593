/**
 * Conversations (issue 11) in Chromium: the keyboard journey through one (switch, open, reply, see it sent,
 * back to its row), the choice remembered after a reload, a long thread and a long list of conversations
 * rendered near the screen only, the thread in the address (Back, Forward, a reload, a link), triage (pin,
 * archive, the folders), and axe in light and dark.
 */
import type { Locator, Page } from '@playwright/test';
import {
  DEMO_ACCOUNT,
  conversationRowButtons,
  expect,
  expectNoA11yViolations,
  expectNoHorizontalScroll,
  focusIndicator,
  liveUpdatesSelect,
  shownNumber,
  openNumber,
  startSignedIn,
  pressWithVisibleFocus,
  tabTo,
  switchSystemColorScheme,
  test,
} from './support/fixtures';
import {
  DEMO_CLINIC_NUMBER,
  DEMO_CONTACTS,
  DEMO_OPTED_OUT_CONTACT,
  DEMO_SHOP_NUMBER,
  DEMO_SUPPORT_LINE_NUMBER,
  largeSeedBusyNumber,
} from '../emulator/src/core/seed';
import type { EmulatorControl } from '../emulator/src/node/controlClient';
import { flickCommits } from './support/longLists';

const MAYA = DEMO_CONTACTS.maya;

function conversationList(page: Page, accountNumber = DEMO_SHOP_NUMBER) {
  return page.getByRole('list', { name: `Conversations on ${shownNumber(accountNumber)}` });
}

function thread(page: Page, party: string) {
  return page.getByRole('list', { name: `Messages with ${shownNumber(party)}` });
}

/** The thread's scroll box, named by its heading: it takes the focus once its first frame is drawn. */
function threadBox(page: Page, party: string) {
  return page.getByRole('region', { name: shownNumber(party) });
}

/** Clicks the switch's label: its radio is drawn by the label (Bootstrap's btn-check), which takes the click. */
async function showConversations(page: Page, phoneNumber = DEMO_SHOP_NUMBER): Promise<void> {
  await page.getByRole('radiogroup', { name: 'Show messages as' }).getByText('Conversations').click();
  await expect(page.getByRole('radio', { name: 'Conversations' })).toBeChecked();
  await expect(conversationList(page, phoneNumber)).toBeVisible();
}

/** The shop number's conversation rows (their buttons), once they show Lucas, Maya and Aiko, newest first. */
async function shopConversationRows(page: Page): Promise<Locator> {
  await openNumber(page);
  await showConversations(page);
  const rows = conversationRowButtons(conversationList(page));
  await expect(rows).toHaveText([DEMO_CONTACTS.lucas, MAYA, DEMO_CONTACTS.aiko].map(shownNumber));
  return rows;
}

/** Opens the shop number's conversation with `party` from its row; its thread's list. */
async function openShopThread(page: Page, party: string): Promise<Locator> {
  await openNumber(page);
  await showConversations(page);
  await conversationList(page)
    .getByRole('button', { name: shownNumber(party) })
    .click();
  return thread(page, party);
}

async function expectFocusVisible(page: Page): Promise<void> {
  const focus = await focusIndicator(page);
  expect(focus.visible, `focus is not visible on ${focus.element}`).toBe(true);
}

/** The scroll position of the thread's own scroll box, around `list`. */
function scrollTopOf(list: Locator): Promise<number> {
  return list.evaluate((element) => element.closest('.thread')?.scrollTop ?? Number.NaN);
}

/** One number whose whole history is one conversation of 45 messages, all on the first page read. */
async function seedLongThread(emulator: EmulatorControl): Promise<string> {
  const seed = { kind: 'large', numbers: 1, smsNumbers: 1, messages: 0 } as const;
  await emulator.seed(seed);
  const busy = largeSeedBusyNumber(seed);
  for (let i = 1; i <= 45; i++)
    await emulator.deliverInbound({ from: MAYA, to: busy, body: `Message ${i} of 45` });
  return busy;
}

/** Opens that conversation's thread, at its newest; its bubbles. */
async function openLongThread(page: Page, emulator: EmulatorControl): Promise<Locator> {
  const busy = await seedLongThread(emulator);
  await openNumber(page, busy);
  await showConversations(page, busy);
  await conversationList(page, busy)
    .getByRole('button', { name: shownNumber(MAYA) })
    .click();
  const items = thread(page, MAYA).getByRole('listitem');
  await expect(items.last()).toHaveAttribute('aria-posinset', '45');
  // The keys scroll the thread only once it has the focus, a frame after the newest bubble is drawn.
  await expect(threadBox(page, MAYA)).toBeFocused();
  return items;
}

test.describe('a reply on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 812 } });

  test('Enter starts a new line there, and the Send button sends', async ({ page, emulator }) => {
    await openNumber(page);
    await showConversations(page);
    await conversationList(page)
      .getByRole('button', { name: shownNumber(MAYA) })
      .tap();
    const reply = page.getByRole('textbox', { name: 'Reply' });
    await expect(reply).toHaveAccessibleDescription(
      '0 characters · GSM-7 · 0 SMS segments. Enter starts a new line.',
    );
    await reply.pressSequentially('See you at 3');
    await reply.press('Enter');
    await reply.pressSequentially('Bring the bike');
    await expect(reply).toHaveValue('See you at 3\nBring the bike');
    await page.getByRole('button', { name: 'Send', exact: true }).tap();
    await expect(reply).toHaveValue('');
    const stored = await emulator.messages(DEMO_ACCOUNT.accountSid);
    expect(stored.find((m) => m.to === MAYA && m.body.startsWith('See you at 3'))?.body).toBe(
      'See you at 3\nBring the bike',
    );
  });
});

test.describe('conversations', () => {
  test('keyboard journey: switch, open one, reply, see it sent, go back; remembered after a reload', async ({
    page,
    emulator,
  }) => {
    await openNumber(page, DEMO_SHOP_NUMBER);
    await expect(page.getByRole('article').first()).toBeVisible();
    const listChoice = page.getByRole('radio', { name: 'List' });
    await expect(listChoice).toBeChecked();

    await listChoice.focus();
    await pressWithVisibleFocus(page, 'ArrowRight');
    await expect(page.getByRole('radio', { name: 'Conversations' })).toBeChecked();
    await expect(conversationList(page)).toBeVisible();
    // The rows come a frame after the list has found its place in the page: a person sees them first.
    await expect(conversationList(page).getByRole('button', { name: shownNumber(MAYA) })).toBeVisible();

    await tabTo(page, (el) => el.tag === 'button' && el.name === shownNumber(MAYA));
    await page.keyboard.press('Enter');
    const messages = thread(page, MAYA);
    await expect(threadBox(page, MAYA)).toBeFocused();
    await expectFocusVisible(page);
    // Opened at the newest message.
    await expect(messages.getByRole('listitem').last()).toContainText('No problem, see you soon.');
    await expect(messages.getByRole('listitem').last()).toBeInViewport();

    await tabTo(page, (el) => el.tag === 'textarea' && el.label === 'Reply');
    await page.keyboard.type('Your brake pads are in, come by any time');
    await tabTo(page, (el) => el.tag === 'button' && el.name === 'Send');
    await page.keyboard.press('Enter');
    const sent = messages.getByRole('listitem').last();
    await expect(sent).toContainText('Your brake pads are in, come by any time');
    await expect(sent).toBeInViewport();
    await expect(page.getByRole('textbox', { name: 'Reply' })).toHaveValue('');
    // Its fate follows it: the emulator delivers after 5 s.
    await expect(sent.locator('.message-status')).toHaveText('delivered', { timeout: 20_000 });
    const stored = await emulator.messages(DEMO_ACCOUNT.accountSid);
    expect(stored.find((m) => m.body === 'Your brake pads are in, come by any time')).toMatchObject({
      from: DEMO_SHOP_NUMBER,
      to: MAYA,
    });

    await page.getByRole('button', { name: 'Back to conversations' }).focus();
    await page.keyboard.press('Enter');
    const mayaRow = conversationList(page).getByRole('button', { name: shownNumber(MAYA) });
    await expect(mayaRow).toBeFocused();
    await expectFocusVisible(page);
    await expect(mayaRow).toHaveAccessibleDescription(
      /You: Your brake pads are in, come by any time 12 messages/,
    );

    await page.reload();
    await expect(page.getByRole('radio', { name: 'Conversations' })).toBeChecked();
    await expect(conversationList(page)).toBeVisible();
  });

  test('Send again from the keyboard: one new message to the same person, the original says so, axe finds nothing', async ({
    page,
    emulator,
  }) => {
    const unanswered = '+14155550666';
    const body = 'Reminder: your appointment is on Friday at 14:00.';
    await openNumber(page, DEMO_CLINIC_NUMBER);
    await showConversations(page, DEMO_CLINIC_NUMBER);
    await conversationList(page, DEMO_CLINIC_NUMBER)
      .getByRole('button', { name: shownNumber(unanswered) })
      .click();
    const messages = thread(page, unanswered);
    const failed = messages.getByRole('listitem').first();
    await expect(failed.locator('.message-status')).toHaveText('undelivered');
    await expectNoA11yViolations(page, 'a thread with a failed message');

    await tabTo(page, (el) => el.tag === 'button' && el.name === 'Send again');
    await page.keyboard.press('Enter');
    const again = messages.getByRole('listitem').nth(1);
    await expect(again).toContainText(body);
    await expect(failed.getByRole('button', { name: 'Sent again' })).toBeFocused();
    await expectFocusVisible(page);
    // A second press does nothing more.
    await page.keyboard.press('Enter');
    await expect(again.locator('.message-status')).toHaveText('undelivered', { timeout: 20_000 });
    const stored = await emulator.messages(DEMO_ACCOUNT.accountSid);
    const sent = stored.filter((message) => message.body === body);
    expect(sent).toHaveLength(2);
    expect(sent.every((message) => message.from === DEMO_CLINIC_NUMBER && message.to === unanswered)).toBe(
      true,
    );
    await expect(messages.getByRole('listitem')).toHaveCount(2);
    await expectNoA11yViolations(page, 'a failed message sent again, its copy failed too');
  });

  test('a long thread keeps only what is near the view in the page, and Home and End move through it', async ({
    page,
    emulator,
  }) => {
    const busy = await seedLongThread(emulator);
    await openNumber(page, busy);
    await showConversations(page, busy);
    // What the first frame painted with the thread in it shows: the newest, never the top first.
    await page.evaluate(() => {
      const record = window as unknown as { newestInFirstFrame?: boolean };
      const observer = new MutationObserver(() => {
        const box = document.querySelector<HTMLElement>('.thread');
        if (box === null) return;
        observer.disconnect();
        // A task queued from the frame's animation callbacks runs once that frame is painted.
        requestAnimationFrame(() =>
          setTimeout(() => {
            const newest = box.querySelector('[aria-posinset="45"]')?.getBoundingClientRect();
            const view = box.getBoundingClientRect();
            record.newestInFirstFrame =
              newest !== undefined && newest.top >= view.top - 1 && newest.bottom <= view.bottom + 1;
          }),
        );
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    await conversationList(page, busy)
      .getByRole('button', { name: shownNumber(MAYA) })
      .click();
    await expect
      .poll(() => page.evaluate(() => (window as { newestInFirstFrame?: boolean }).newestInFirstFrame))
      .toBe(true);

    // Opened at the newest: the last of the 45, in view, and only those near it in the page.
    const items = thread(page, MAYA).getByRole('listitem');
    await expect(items.last()).toHaveAttribute('aria-posinset', '45');
    await expect(items.last()).toHaveAttribute('aria-setsize', '45');
    await expect(items.last()).toBeInViewport();
    expect(await items.count()).toBeLessThan(30);

    await expect(threadBox(page, MAYA)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(items.first()).toHaveAttribute('aria-posinset', '1');
    await expect(items.first()).toBeInViewport();
    // Exactly at the top: the browser's animated scroll stopped short of it as bubbles were measured.
    await expect.poll(() => scrollTopOf(thread(page, MAYA))).toBe(0);
    await page.keyboard.press('End');
    await expect(items.last()).toHaveAttribute('aria-posinset', '45');
    await expect(items.last()).toBeInViewport();
  });

  test('a fast flick through a long thread draws only its view in each frame, and the bubbles beyond once it rests', async ({
    page,
    emulator,
  }) => {
    const items = await openLongThread(page, emulator);
    // From the oldest down: bubbles measured below the view move nothing, so each scroll goes as far as asked.
    await page.keyboard.press('Home');
    await expect.poll(() => scrollTopOf(thread(page, MAYA))).toBe(0);
    await expect(items.first()).toHaveAttribute('aria-posinset', '1');

    // Five frames of 400 px down (farther than the bubbles beyond the view reach, and short of the end):
    // how many bubbles each commit leaves in the page, from the third frame on. The first scroll is a
    // single jump, and what it draws may be committed after the second (its bubbles' measurements).
    const renderedPerCommit = (
      await flickCommits(page, { list: '.thread ol', scroller: '.thread', by: 400, frames: 5 })
    )
      .filter((commit) => commit.frame >= 2)
      .map((commit) => commit.rendered);
    expect(renderedPerCommit.length).toBeGreaterThanOrEqual(3);

    // Still a moment: bubbles beyond the view, above and below it, are drawn again.
    const beyondView = () =>
      items.evaluateAll((rendered) => {
        const box = rendered[0]?.closest('.thread')?.getBoundingClientRect();
        if (!box) return { above: 0, below: 0 };
        return {
          above: rendered.filter((item) => item.getBoundingClientRect().bottom <= box.top).length,
          below: rendered.filter((item) => item.getBoundingClientRect().top >= box.bottom).length,
        };
      });
    await expect.poll(async () => Math.min(...Object.values(await beyondView()))).toBeGreaterThan(0);
    // While it raced, no commit drew any: at most the bubbles in the view now, and one it cut in two.
    const { above, below } = await beyondView();
    const inView = (await items.count()) - above - below;
    expect(Math.max(...renderedPerCommit)).toBeLessThanOrEqual(inView + 1);
  });

  test('scrolling up a long thread goes as far as asked while the bubbles above are measured', async ({
    page,
    emulator,
  }) => {
    const items = await openLongThread(page, emulator);
    await expect(items.last()).toBeInViewport();

    // Five steps of 300 px up, a frame apart, each into bubbles not measured yet: how much of the thread
    // lies below the view, before and after.
    const moved = await page.evaluate(async () => {
      const box = document.querySelector<HTMLElement>('.thread');
      if (!box) throw new Error('no thread');
      const below = () => box.scrollHeight - box.scrollTop - box.clientHeight;
      const before = below();
      for (let step = 0; step < 5; step++) {
        box.scrollBy(0, -300);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      // Once the last step's bubbles are measured.
      await new Promise((resolve) => requestAnimationFrame(resolve));
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return below() - before;
    });
    // A step taken back would leave 1,200 px or less. Bubbles measured in view on the way, shorter than
    // the estimate, pull what lies below up by a few dozen.
    expect(moved).toBeGreaterThan(1350);
    expect(moved).toBeLessThanOrEqual(1500);
  });

  test('a long conversation list keeps only the rows near the screen, and Back finds a row far down', async ({
    page,
    emulator,
  }) => {
    // One pane, which the page scrolls (two panes scroll the rows in their own: two-panes.spec.ts).
    await page.setViewportSize({ width: 900, height: 720 });
    // Messages with 60 people on one number: the first pages read bring dozens of conversations.
    const seed = { kind: 'large', numbers: 1, smsNumbers: 1, messages: 600 } as const;
    await emulator.seed(seed);
    const busy = largeSeedBusyNumber(seed);
    await openNumber(page, busy);
    await showConversations(page, busy);
    const rows = conversationList(page, busy).locator(':scope > li');
    await expect(rows.first()).toHaveAttribute('aria-posinset', '1');
    const setSize = Number(await rows.first().getAttribute('aria-setsize'));
    expect(setSize).toBeGreaterThan(30);
    await expect.poll(() => rows.count()).toBeLessThan(setSize);

    // The last row, at the bottom of the page.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }));
    const last = rows.locator(`xpath=self::*[@aria-posinset="${setSize}"]`);
    await expect(last).toBeInViewport();
    const party = (await last.getByRole('button').first().textContent()) ?? '';
    await last.getByRole('button').first().click();
    await expect(page.getByRole('button', { name: 'Back to conversations' })).toBeVisible();
    await page.evaluate(() => window.scrollTo({ top: 0 }));

    await page.getByRole('button', { name: 'Back to conversations' }).click();
    const row = conversationList(page, busy).getByRole('button', { name: party, exact: true });
    await expect(row).toBeFocused();
    await expect(row).toBeInViewport();
    // In its own place, far down the page, not drawn at the top.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await rows.count()).toBeLessThan(setSize);

    // Once the focus is elsewhere and the page back at the top, the row is let go like any other.
    await page.getByRole('radio', { name: 'Conversations' }).focus();
    await page.evaluate(() => window.scrollTo({ top: 0 }));
    await expect(rows.first()).toBeInViewport();
    await expect(row).toHaveCount(0);
  });

  test('a thread opened on a laptop ends at its newest message, whole, once its bubbles are measured', async ({
    page,
  }) => {
    // Maya's thread has bubbles taller and shorter than the estimate in its first screen (a picture
    // message among them): their corrections once ended the box 27 px short of the newest bubble.
    await page.setViewportSize({ width: 1366, height: 768 });
    const messages = await openShopThread(page, MAYA);
    const newest = messages.getByRole('listitem').last();
    await expect(newest).toContainText('No problem, see you soon.');
    // Busy until the bubbles beyond the view are drawn: by then those on screen have been measured.
    await expect(messages).not.toHaveAttribute('aria-busy', 'true');
    await expect
      .poll(() =>
        messages.evaluate((list) => {
          const box = list.closest('.thread');
          return box === null ? Number.NaN : box.scrollHeight - box.scrollTop - box.clientHeight;
        }),
      )
      .toBeLessThanOrEqual(1);
    await expect(newest).toBeInViewport({ ratio: 1 });
    // The page scrolls just enough for the reply box under the thread: it opened below the fold.
    await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: 'Back to conversations' })).toBeInViewport({ ratio: 1 });
  });

  for (const [who, party] of [
    ['a long', MAYA],
    ['a short', DEMO_CONTACTS.aiko],
  ] as const)
    test(`${who} thread opened on a phone shows its reply box and its Back together`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      const messages = await openShopThread(page, party);
      // Busy until every bubble of the view is drawn and measured: a short thread grows until then.
      await expect(messages.getByRole('listitem').first()).toBeVisible();
      await expect(messages).not.toHaveAttribute('aria-busy', 'true');
      await expect(page.getByRole('textbox', { name: 'Reply' })).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('button', { name: 'Back to conversations' })).toBeInViewport({ ratio: 1 });
    });

  test('on a phone each row and each bubble shows when its message was sent', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openNumber(page);
    await showConversations(page);
    // A card on a phone says its date in its Date field; a row and a bubble have only this time.
    const row = conversationList(page).getByRole('listitem').first();
    await expect(row.locator('time')).toBeVisible();
    await expect(row.locator('time')).not.toHaveText('');
    await row.getByRole('button').first().click();
    const bubbles = page.locator('.thread').getByRole('listitem');
    await expect(bubbles.last()).toBeVisible();
    await expect(bubbles.last().locator('time')).toBeVisible();
  });

  test('triage from the keyboard: pin and archive from a thread, the folders, marks kept after a reload; axe finds nothing, light and dark', async ({
    page,
  }) => {
    const { aiko: AIKO, lucas: LUCAS } = DEMO_CONTACTS;
    const rows = await shopConversationRows(page);

    await conversationList(page)
      .getByRole('button', { name: shownNumber(AIKO) })
      .focus();
    await page.keyboard.press('Enter');
    await expect(thread(page, AIKO).getByRole('listitem').last()).toBeVisible();
    // Its marks are behind More, whose choices open over the thread.
    const more = page.getByRole('button', { name: 'More actions' });
    await more.focus();
    await pressWithVisibleFocus(page, 'Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expectNoA11yViolations(page, 'a thread with its More choices open');
    await pressWithVisibleFocus(page, 'Tab');
    await expect(page.getByRole('button', { name: 'Pin' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(more).toBeFocused();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('button', { name: 'Back to conversations' }).press('Enter');
    await expect(rows).toHaveText([AIKO, LUCAS, MAYA].map(shownNumber));

    await conversationList(page)
      .getByRole('button', { name: shownNumber(MAYA) })
      .press('Enter');
    await more.press('Enter');
    await page.getByRole('button', { name: 'Archive' }).press('Enter');
    await expect(rows).toHaveText([AIKO, LUCAS].map(shownNumber));
    await expect(page.getByText('Archived.')).toBeAttached();

    // The folders are one Tab stop; arrows move between them.
    await page.getByRole('radio', { name: 'Inbox' }).focus();
    await pressWithVisibleFocus(page, 'ArrowRight');
    await pressWithVisibleFocus(page, 'ArrowRight');
    await pressWithVisibleFocus(page, 'ArrowRight');
    await expect(page.getByRole('radio', { name: 'Archived' })).toBeChecked();
    await expect(rows).toHaveText([shownNumber(MAYA)]);
    await expectNoA11yViolations(page, 'the Archived folder');
    await switchSystemColorScheme(page, 'dark');
    await page.getByRole('radiogroup', { name: 'Show conversations' }).getByText('Pinned').click();
    await expect(rows).toHaveText([shownNumber(AIKO)]);
    await expectNoA11yViolations(page, 'the Pinned folder, dark');

    await page.reload();
    await expect(rows).toHaveText([AIKO, LUCAS].map(shownNumber));
    await expect(
      conversationList(page).getByRole('button', { name: shownNumber(AIKO) }),
    ).toHaveAccessibleDescription(/Pinned/);
  });

  test('keyboard shortcuts: j moves, e archives the focused row, Esc leaves a thread, ? lists them; axe finds nothing in the list, light and dark', async ({
    page,
  }) => {
    const { aiko: AIKO, lucas: LUCAS } = DEMO_CONTACTS;
    const rows = await shopConversationRows(page);
    const rowOf = (party: string) => conversationList(page).getByRole('button', { name: shownNumber(party) });

    await page.keyboard.press('j');
    await expect(rowOf(LUCAS)).toBeFocused();
    await expectFocusVisible(page);
    await page.keyboard.press('j');
    await expect(rowOf(MAYA)).toBeFocused();
    await page.keyboard.press('e');
    await expect(rows).toHaveText([LUCAS, AIKO].map(shownNumber));
    await expect(rowOf(AIKO)).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(threadBox(page, AIKO)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(rowOf(AIKO)).toBeFocused();

    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog).toBeVisible();
    await expectNoA11yViolations(page, 'the shortcuts dialog');
    await switchSystemColorScheme(page, 'dark');
    await expectNoA11yViolations(page, 'the shortcuts dialog, dark');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(rowOf(AIKO)).toBeFocused();
  });

  test('a row’s Actions menu closes when a new message moves its row, and the focus goes back to the row', async ({
    page,
    emulator,
  }) => {
    const { aiko: AIKO } = DEMO_CONTACTS;
    await shopConversationRows(page);
    await (await liveUpdatesSelect(page)).selectOption('Every 5 s');
    await page.keyboard.press('Escape');
    const mayaRow = conversationList(page).getByRole('button', { name: shownNumber(MAYA), exact: true });
    await mayaRow.focus();
    await page.keyboard.press('Shift+F10');
    const menu = page.getByRole('menu', { name: `Actions for ${shownNumber(MAYA)}` });
    await expect(menu.getByRole('menuitemcheckbox', { name: 'Pin' })).toBeFocused();

    // Aiko's new message puts her row first: Maya's row moves down under the open menu.
    await emulator.deliverInbound({ from: AIKO, to: DEMO_SHOP_NUMBER, body: 'Running 5 minutes late' });
    await expect(conversationRowButtons(conversationList(page)).first()).toHaveText(shownNumber(AIKO), {
      timeout: 15_000,
    });
    await expect(menu).toBeHidden();
    await expect(mayaRow).toBeFocused();
  });

  test('an opted-out party’s row is marked and, opened from the keyboard, their reply box says so; axe finds nothing, light and dark', async ({
    page,
  }) => {
    await openNumber(page, DEMO_SUPPORT_LINE_NUMBER);
    await showConversations(page, DEMO_SUPPORT_LINE_NUMBER);
    const list = conversationList(page, DEMO_SUPPORT_LINE_NUMBER);
    const row = list.getByRole('button', { name: shownNumber(DEMO_OPTED_OUT_CONTACT), exact: true });
    await expect(row).toHaveAccessibleDescription(/Opted out/);
    await row.focus();
    await page.keyboard.press('Enter');
    await expect(threadBox(page, DEMO_OPTED_OUT_CONTACT)).toBeFocused();
    await page.keyboard.press('r');
    await expect(page.getByRole('textbox', { name: 'Reply' })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'Opted out:' })).toContainText(
      'Twilio refuses messages to them from it (error 21610) until they reply START.',
    );
    await expectNoA11yViolations(page, 'an opted-out party’s thread');
    await switchSystemColorScheme(page, 'dark');
    await expectNoA11yViolations(page, 'an opted-out party’s thread, dark');
  });

  test('keyboard only: delete a conversation from its thread after a confirmation; axe finds nothing, light and dark', async ({
    page,
    emulator,
  }) => {
    const { lucas: LUCAS } = DEMO_CONTACTS;
    const rows = await shopConversationRows(page);
    await conversationList(page)
      .getByRole('button', { name: shownNumber(LUCAS), exact: true })
      .focus();
    await page.keyboard.press('Enter');
    await expect(threadBox(page, LUCAS)).toBeFocused();
    const more = page.getByRole('button', { name: 'More actions' });
    await more.focus();
    await pressWithVisibleFocus(page, 'Enter');
    await tabTo(page, (el) => el.name === 'Delete conversation');
    await pressWithVisibleFocus(page, 'Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete 4 messages?' });
    await expect(dialog).toContainText('This cannot be undone.');
    await expectNoA11yViolations(page, 'the delete-conversation dialog');
    await switchSystemColorScheme(page, 'dark');
    await expectNoA11yViolations(page, 'the delete-conversation dialog, dark');
    await tabTo(page, (el) => el.name === 'Delete 4 messages');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Conversation deleted.')).toBeAttached();
    await expect(rows).toHaveText([MAYA, DEMO_CONTACTS.aiko].map(shownNumber));
    await expect(page.getByText(/The address named a conversation/)).toHaveCount(0);
    // The thread and its More went with the conversation: the focus is back in the list.
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest('.conversation-panes__list, ol') !== null),
      )
      .toBe(true);
    const stored = await emulator.messages(DEMO_ACCOUNT.accountSid);
    expect(stored.filter((message) => message.from === LUCAS || message.to === LUCAS)).toHaveLength(0);
  });

  test('the thread is in the address: the browser’s Back closes it on a phone, Forward, a reload and a link open it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openNumber(page);
    await showConversations(page);
    const address = page.url();
    const mayaRow = conversationList(page).getByRole('button', { name: shownNumber(MAYA) });
    await mayaRow.click();
    await expect(thread(page, MAYA).getByRole('listitem').last()).toBeVisible();
    const threadAddress = new URL(page.url());
    expect(threadAddress.searchParams.get('number')).toBe(DEMO_SHOP_NUMBER);
    expect(threadAddress.searchParams.get('with')).toBe(MAYA);

    // A phone's back gesture is the browser's Back.
    await page.goBack();
    await expect(mayaRow).toBeFocused();
    await expect(thread(page, MAYA)).toHaveCount(0);
    expect(page.url()).toBe(address);

    await page.goForward();
    await expect(thread(page, MAYA).getByRole('listitem').last()).toBeVisible();
    await page.reload();
    await expect(thread(page, MAYA).getByRole('listitem').last()).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Reply' })).toBeVisible();

    // The link in a tab of its own, signed in, as a bookmark or a shared link opens it.
    const tab = await page.context().newPage();
    await startSignedIn(tab);
    await tab.goto(threadAddress.href);
    await expect(thread(tab, MAYA).getByRole('listitem').last()).toBeVisible();
    await tab.getByRole('button', { name: 'Back to conversations' }).click();
    await expect(conversationList(tab).getByRole('button', { name: shownNumber(MAYA) })).toBeVisible();
    expect(new URL(tab.url()).searchParams.get('with')).toBeNull();
    await tab.close();
  });

  test('axe finds nothing in the list and in a thread, light and dark, nothing scrolls sideways on a phone; All numbers says the number', async ({
    page,
  }) => {
    await openNumber(page, DEMO_CLINIC_NUMBER);
    await showConversations(page, DEMO_CLINIC_NUMBER);
    const clinic = conversationList(page, DEMO_CLINIC_NUMBER);
    await expect(clinic.getByRole('listitem').first()).toBeVisible();
    await expectNoA11yViolations(page, 'conversations');
    await switchSystemColorScheme(page, 'dark');
    await expectNoA11yViolations(page, 'conversations, dark');

    // The clinic's failed reminder: a red badge and the error in a bubble, in dark mode first.
    await clinic.getByRole('button', { name: shownNumber('+13125550999') }).click();
    await expect(thread(page, '+13125550999').getByRole('listitem')).toContainText('failed', {
      timeout: 20_000,
    });
    await page.getByRole('textbox', { name: 'Reply' }).focus();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText('Write something to send.')).toBeVisible();
    await expectNoA11yViolations(page, 'thread with a failed message and a hint, dark');
    await switchSystemColorScheme(page, 'light');
    await expectNoA11yViolations(page, 'thread with a failed message and a hint, light');
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoHorizontalScroll(page, 'thread on a phone');
    await page.getByRole('button', { name: 'Back to conversations' }).click();
    await expectNoHorizontalScroll(page, 'conversations on a phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: 'All numbers' }).click();
    const all = page.getByRole('list', { name: 'Conversations on all numbers' });
    await expect(all.getByRole('button', { name: shownNumber(MAYA) })).toHaveAccessibleDescription(
      /On \+1 415 555 0100$/,
    );
    await expectNoA11yViolations(page, 'conversations on all numbers');
  });
});

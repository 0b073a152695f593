/**
 * The fault matrix: every part of the app that talks to the provider, under each fault the
 * emulator can make — answers 2 s late, 30 % 5xx, a 429 storm, dropped connections, cut-off JSON. In
 * every cell the person gets what they asked for or a clear message (never a blank page or a spinner
 * that never ends); once the faults stop it comes back by itself or with one click; what they typed is
 * still there; and no message is sent twice (counted at the emulator), since a send is repeated by itself
 * only after a 429, which Twilio answers before doing anything.
 * Here are the sends and changes, where Chromium's own network stack can repeat a request (decision 0027),
 * and the following of a sent message's fate. Reads that only show what they read (signing in, the numbers,
 * a number's messages and older ones, pictures, live updates, the Messaging Services, the accounts, this
 * month's use) are tried under the same faults in unit tests beside them (`*.faults.test.tsx`).
 */
import type { Locator, Page } from '@playwright/test';
import { FAULT_MATRIX, NO_FAULTS, type FaultName, type FaultSettings } from '../emulator/src/core/faults';
import type { EmulatorControl } from '../emulator/src/node/controlClient';
import {
  appUrl,
  DEMO_ACCOUNT,
  expect,
  messageCard,
  openNumber,
  startSignedIn,
  test,
  requiredEnv,
} from './support/fixtures';
import {
  DEMO_CONTACTS,
  DEMO_SERVICES,
  DEMO_SHOP_NUMBER,
  DEMO_SUPPORT_LINE_NUMBER,
} from '../emulator/src/core/seed';
import { formatPhoneNumber, templatesStorageKey } from '../src/forTools';

/** Long enough for 2 s answers, the app's two retries and its backoff on a busy CI machine. */
const OUTCOME_MS = 20_000;

/** The message the deleting journey deletes. */
const DELETED_BODY = 'Merci pour la réparation, très bon travail 👏';

/** The template the reply journey inserts, and the reply it makes for Maya from the shop. */
const TEMPLATE = {
  id: 'fault-matrix',
  name: 'Ready',
  text: 'Ready for pickup. Questions? Text {my_number}.',
};
const TEMPLATE_REPLY = `Ready for pickup. Questions? Text ${formatPhoneNumber(DEMO_SHOP_NUMBER)}.`;

/** The message the scheduling journeys schedule. */
const SCHEDULED_BODY = 'Your wheel is ready tomorrow. Fault matrix schedule.';

/** Tomorrow at `hour`:00 in the suite's zone (Los Angeles), as a datetime-local value. */
function tomorrowAt(hour: number): string {
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Los_Angeles' });
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
  return `${date}T${String(hour).padStart(2, '0')}:00`;
}

/** Schedules `body` to Maya through the shop's service, a day ahead, as another client of the account would. */
async function scheduleThroughTheShop(body: string): Promise<void> {
  const api = requiredEnv('E2E_EMULATOR_URL');
  const auth = `Basic ${btoa(`${DEMO_ACCOUNT.accountSid}:${DEMO_ACCOUNT.authToken}`)}`;
  const services = (await (
    await fetch(`${api}/v1/Services`, { headers: { Authorization: auth } })
  ).json()) as {
    services: { sid: string; friendly_name: string }[];
  };
  const shop = services.services.find((service) => service.friendly_name === DEMO_SERVICES.shop.friendlyName);
  const form = new URLSearchParams({
    To: DEMO_CONTACTS.maya,
    MessagingServiceSid: shop?.sid ?? '',
    Body: body,
    ScheduleType: 'fixed',
    SendAt: new Date(Date.now() + 24 * 3_600_000).toISOString().replace(/\.\d+Z$/, 'Z'),
  });
  const answer = await fetch(`${api}/2010-04-01/Accounts/${DEMO_ACCOUNT.accountSid}/Messages.json`, {
    method: 'POST',
    headers: { Authorization: auth, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form,
  });
  expect(answer.status).toBe(201);
}

/** The message this journey sends, unique per test so the emulator's count is the test's own. */
const SENT_BODY = 'Your wheel is trued and ready. Fault matrix check.';

interface Area {
  /**
   * Brings the page to the moment before the act, with no faults. May return what `done` needs to know
   * of that moment.
   */
  arrange(page: Page, emulator: EmulatorControl): Promise<string | void>;
  /** Faults strike only provider requests ('METHOD /path') containing this; the rest of the page works. */
  faultRequest?: string;
  /** What the person does while the provider misbehaves. */
  act(page: Page, emulator: EmulatorControl): Promise<void>;
  /** What they asked for, on screen. */
  done(page: Page, arranged: string | void): Locator;
  /** The clear message that it did not happen (yet). */
  failed(page: Page): Locator;
  /** Once the faults have stopped: the one click that brings it back (nothing when it comes by itself). */
  recover(page: Page): Promise<void>;
  /**
   * What must hold at the end: how many messages went out. `postsBeforeRecovery`: the sends the app made
   * before the person's one click (counted in the browser).
   */
  check?(emulator: EmulatorControl, fault: FaultName, postsBeforeRecovery: number): Promise<void>;
}

const SHOP = DEMO_SHOP_NUMBER;

async function typeMessage(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Composer' }).click();
  await page.getByLabel('To', { exact: true }).fill('');
  await page.getByLabel('To', { exact: true }).pressSequentially(DEMO_CONTACTS.maya);
  await page.getByLabel('Message', { exact: true }).fill(SENT_BODY);
}

async function timesSent(emulator: EmulatorControl): Promise<number> {
  const stored = await emulator.messages(DEMO_ACCOUNT.accountSid);
  return stored.filter((message) => message.body === SENT_BODY).length;
}

/**
 * The shop's number open with its list loaded. Faults that are not scoped to one request start only after
 * this: a list still on its way would fail under them and leave the area under test nothing to show.
 */
async function openShopList(page: Page): Promise<void> {
  await openNumber(page, SHOP);
  await expect(messageCard(page, 'Running 10 minutes late, sorry!')).toBeVisible({ timeout: 15_000 });
}

/** Every send (POST to Messages.json) the page makes, as it leaves the browser. */
function recordSends(page: Page): string[] {
  const sends: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/Messages.json'))
      sends.push(request.url());
  });
  return sends;
}

function sentItem(page: Page): Locator {
  return page.getByRole('listitem').filter({ has: messageCard(page, SENT_BODY) });
}

const AREAS: Record<string, Area> = {
  send: {
    async arrange(page) {
      await openShopList(page);
      await typeMessage(page);
    },
    act: (page) => page.getByRole('button', { name: 'Send', exact: true }).click(),
    done: (page) => page.getByText('Message sent successfully.'),
    failed: (page) => page.getByRole('alert').filter({ hasText: /\S/ }),
    async recover(page) {
      await expect(page.getByLabel('To', { exact: true })).toHaveValue(DEMO_CONTACTS.maya);
      await expect(page.getByLabel('Message', { exact: true })).toHaveValue(SENT_BODY);
      await page.getByRole('button', { name: 'Send', exact: true }).click();
    },
    async check(emulator, fault, postsBeforeRecovery) {
      // Sent once in the end, whatever happened before.
      expect(await timesSent(emulator)).toBe(1);
      // Repeated by itself only after a 429, which Twilio answers before doing anything.
      if (fault === '429 storm') expect(postsBeforeRecovery).toBeGreaterThan(1);
      else expect(postsBeforeRecovery).toBe(1);
    },
  },
  'a reply from a template': {
    // The template in this browser, `/` in Maya's reply box, Enter: the faults strike the send alone.
    async arrange(page) {
      await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
        templatesStorageKey(DEMO_ACCOUNT.accountSid),
        JSON.stringify([TEMPLATE]),
      ] as const);
      await startSignedIn(page);
      await page.goto(appUrl(`/phone-numbers?number=${encodeURIComponent(SHOP)}`));
      await page.getByRole('radiogroup', { name: 'Show messages as' }).getByText('Conversations').click();
      await page.getByRole('button', { name: formatPhoneNumber(DEMO_CONTACTS.maya), exact: true }).click();
      const reply = page.getByRole('textbox', { name: 'Reply' });
      await reply.pressSequentially('/rea');
      await reply.press('Enter');
      await expect(reply).toHaveValue(TEMPLATE_REPLY);
    },
    faultRequest: 'POST ',
    act: (page) => page.getByRole('button', { name: 'Send', exact: true }).click(),
    done: (page) => page.locator('.thread').getByText(TEMPLATE_REPLY),
    failed: (page) => page.getByRole('alert').filter({ hasText: /\S/ }),
    async recover(page) {
      // The filled-in template is still in the box: one press sends it.
      await expect(page.getByRole('textbox', { name: 'Reply' })).toHaveValue(TEMPLATE_REPLY);
      await page.getByRole('button', { name: 'Send', exact: true }).click();
    },
    async check(emulator, fault, postsBeforeRecovery) {
      const stored = await emulator.messages(DEMO_ACCOUNT.accountSid);
      expect(stored.filter((message) => message.body === TEMPLATE_REPLY)).toHaveLength(1);
      if (fault === '429 storm') expect(postsBeforeRecovery).toBeGreaterThan(1);
      else expect(postsBeforeRecovery).toBe(1);
    },
  },
  'send to many': (() => {
    const recipients = ['+14155550401', '+14155550402', '+14155550403'];
    const body = 'The workshop is closed on Monday. Fault matrix run.';
    return {
      // Three recipients from the support line at the fastest pace: the faults strike the sends alone.
      async arrange(page: Page) {
        await startSignedIn(page);
        await page.goto(appUrl('/send-to-many'));
        const from = page.getByRole('combobox', { name: 'From' });
        await expect(
          from.getByRole('option', { name: formatPhoneNumber(DEMO_SUPPORT_LINE_NUMBER) }),
        ).toBeAttached();
        await from.selectOption(DEMO_SUPPORT_LINE_NUMBER);
        await page.getByRole('combobox', { name: 'Pace' }).selectOption('100');
        await page.getByRole('textbox', { name: 'Numbers, one per line' }).fill(recipients.join('\n'));
        await page.getByRole('textbox', { name: 'Message' }).fill(body);
      },
      faultRequest: 'POST ',
      act: (page: Page) => page.getByRole('button', { name: 'Send to 3 people' }).click(),
      // Done with nobody left out: the run's heading says Done and lists nobody not sent.
      done: (page: Page) =>
        page.getByRole('region', { name: 'Done' }).filter({ hasNotText: 'Not sent, or not known to be' }),
      // Slowed by 429s, stopped, or some not sent: each said in words.
      failed: (page: Page) =>
        page.getByText(/^(Twilio asked to slow down|Sending stopped:|Not sent, or not known to be)/),
      async recover(page: Page) {
        // Whatever was not sent goes again with one press (a slowed run ends by itself first).
        const again = page.getByRole('button', { name: /^Send again to the \d+ not sent$/ });
        const resume = page.getByRole('button', { name: 'Resume' });
        await expect(
          again
            .or(resume)
            .or(page.getByRole('heading', { name: 'Done' }))
            .first(),
        ).toBeVisible({
          timeout: OUTCOME_MS,
        });
        if (await resume.isVisible()) await resume.click();
        else if (await again.isVisible()) await again.click();
      },
      async check(emulator: EmulatorControl) {
        const stored = await emulator.messages(DEMO_ACCOUNT.accountSid);
        for (const to of recipients)
          expect(stored.filter((message) => message.to === to && message.body === body)).toHaveLength(1);
      },
    };
  })(),
  'deleting a message': (() => {
    let storedBefore = 0;
    return {
      // The message list's Details, then Delete: the faults strike the DELETE alone.
      async arrange(page: Page, emulator: EmulatorControl) {
        storedBefore = (await emulator.messages(DEMO_ACCOUNT.accountSid)).length;
        await openShopList(page);
        const card = messageCard(page, DELETED_BODY);
        await card.getByRole('button', { name: 'Details' }).click();
        await card.getByRole('button', { name: 'Delete message' }).click();
        await expect(page.getByRole('dialog', { name: 'Delete 1 message?' })).toBeVisible();
      },
      faultRequest: 'DELETE ',
      act: (page: Page) => page.getByRole('button', { name: 'Delete 1 message', exact: true }).click(),
      done: (page: Page) => page.locator('#message-list').filter({ hasNotText: DELETED_BODY }),
      failed: (page: Page) => page.getByRole('dialog').getByText(/not deleted:$/),
      recover: (page: Page) => page.getByRole('button', { name: 'Try again (1)' }).click(),
      async check(emulator: EmulatorControl) {
        // Exactly that one is gone, whatever was tried again.
        const stored = await emulator.messages(DEMO_ACCOUNT.accountSid);
        expect(stored.some((message) => message.body === DELETED_BODY)).toBe(false);
        expect(stored).toHaveLength(storedBefore - 1);
      },
    };
  })(),
  'scheduling a message': {
    // The Composer with Send later set for tomorrow: the faults strike the send alone.
    async arrange(page) {
      await openShopList(page);
      await page.getByRole('tab', { name: 'Composer' }).click();
      await page.getByLabel('To', { exact: true }).pressSequentially(DEMO_CONTACTS.maya);
      await page.getByLabel('Message', { exact: true }).fill(SCHEDULED_BODY);
      await page.getByRole('checkbox', { name: 'Send later' }).check();
      await page.getByLabel('Send at').fill(tomorrowAt(9));
    },
    faultRequest: 'POST ',
    act: (page) => page.getByRole('button', { name: 'Schedule', exact: true }).click(),
    done: (page) => page.getByText(/Message scheduled for Tomorrow 9:00\sAM/),
    failed: (page) => page.getByRole('alert').filter({ hasText: /\S/ }),
    async recover(page) {
      // What was typed and the time chosen are still there: one press schedules it.
      await expect(page.getByLabel('Message', { exact: true })).toHaveValue(SCHEDULED_BODY);
      await expect(page.getByLabel('Send at')).toHaveValue(tomorrowAt(9));
      await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    },
    async check(emulator, fault, postsBeforeRecovery) {
      const stored = await emulator.messages(DEMO_ACCOUNT.accountSid);
      const scheduled = stored.filter((message) => message.body === SCHEDULED_BODY);
      expect(scheduled.map((message) => message.status)).toEqual(['scheduled']);
      if (fault === '429 storm') expect(postsBeforeRecovery).toBeGreaterThan(1);
      else expect(postsBeforeRecovery).toBe(1);
    },
  },
  'cancelling a scheduled message': {
    // A message scheduled through the shop's service, its Details, then Cancel sending: the faults strike
    // the cancel alone.
    async arrange(page) {
      await scheduleThroughTheShop(SCHEDULED_BODY);
      await openShopList(page);
      const card = messageCard(page, SCHEDULED_BODY);
      await card.getByRole('button', { name: 'Details' }).click();
      await card.getByRole('button', { name: 'Cancel sending' }).click();
      await expect(page.getByRole('dialog', { name: 'Cancel this scheduled message?' })).toBeVisible();
    },
    faultRequest: 'POST ',
    act: (page) => page.getByRole('dialog').getByRole('button', { name: 'Cancel sending' }).click(),
    done: (page) => messageCard(page, SCHEDULED_BODY).getByText('canceled', { exact: true }),
    failed: (page) => page.getByRole('dialog').getByRole('alert').filter({ hasText: /\S/ }),
    recover: (page) => page.getByRole('dialog').getByRole('button', { name: 'Cancel sending' }).click(),
    async check(emulator) {
      const stored = await emulator.messages(DEMO_ACCOUNT.accountSid);
      expect(stored.filter((message) => message.body === SCHEDULED_BODY).map((m) => m.status)).toEqual([
        'canceled',
      ]);
    },
  },
  'status following': {
    // Sent while all is well; the provider misbehaves while the app reads the message's fate.
    async arrange(page) {
      await openShopList(page);
      await typeMessage(page);
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(page.getByText('Message sent successfully.')).toBeVisible();
    },
    act: (page) => page.getByRole('tab', { name: 'Messages' }).click(),
    done: (page) => sentItem(page).getByText('delivered', { exact: true }),
    failed: (page) => page.getByText(/^Could not check the status of a sent message/),
    recover: async () => {
      // Following goes on by itself, a little slower after each failure.
    },
    async check(emulator) {
      expect(await timesSent(emulator)).toBe(1);
    },
  },
};

for (const [areaName, area] of Object.entries(AREAS)) {
  test.describe(`${areaName} under faults`, () => {
    // Two outcomes of up to OUTCOME_MS each, after the way there.
    test.describe.configure({ timeout: 3 * OUTCOME_MS });
    for (const [faultName, faults] of Object.entries(FAULT_MATRIX) as [FaultName, Partial<FaultSettings>][]) {
      test(faultName, async ({ page, emulator }) => {
        const sends = recordSends(page);
        const arranged = await area.arrange(page, emulator);
        const sendsArranged = sends.length;
        await emulator.faults({ ...faults, faultRequestContains: area.faultRequest ?? null });
        await area.act(page, emulator);

        // An outcome, never an endless spinner; the page around it is still there.
        await expect(area.done(page, arranged).or(area.failed(page)).first()).toBeVisible({
          timeout: OUTCOME_MS,
        });
        await expect(page.getByRole('main')).not.toBeEmpty();

        await emulator.faults(NO_FAULTS);
        const postsBeforeRecovery = sends.length - sendsArranged;
        if (!(await area.done(page, arranged).first().isVisible())) await area.recover(page);
        await expect(area.done(page, arranged).first()).toBeVisible({ timeout: OUTCOME_MS });
        await expect(area.failed(page)).toHaveCount(0);
        await area.check?.(emulator, faultName, postsBeforeRecovery);
      });
    }
  });
}

test('a send whose answer is lost after the provider took it is not repeated by the app, and the list shows what went out', async ({
  page,
  emulator,
}) => {
  const sends = recordSends(page);
  await openNumber(page, SHOP);
  await typeMessage(page);
  await emulator.faults({ lostAnswerRate: 1, faultRequestContains: 'POST ' });
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'The message may have been sent. Check the Messages tab before sending again.' }),
  ).toBeVisible({ timeout: OUTCOME_MS });
  // Nothing the person typed is lost: they decide whether to send again.
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue(SENT_BODY);
  await emulator.faults(NO_FAULTS);

  // The app sent it once. Chromium itself may send a request again when a reused keep-alive connection
  // closes before any answer, POSTs included (docs/decisions/0027-faults-and-sends.md): the emulator may
  // hold more than one, and the Messages tab shows each of them once, so the person sees what went out.
  expect(sends).toHaveLength(1);
  await page.getByRole('tab', { name: 'Messages' }).click();
  await expect(messageCard(page, SENT_BODY).first()).toBeVisible({ timeout: OUTCOME_MS });
  const stored = await timesSent(emulator);
  expect(stored).toBeGreaterThanOrEqual(1);
  await expect(messageCard(page, SENT_BODY)).toHaveCount(stored);
});

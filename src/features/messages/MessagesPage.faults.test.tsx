import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FAULT_MATRIX, NO_FAULTS, type FaultSettings } from '../../../emulator/src/core/faults';
import { DEMO_CONTACTS, DEMO_SHOP_NUMBER, largeSeedBusyNumber } from '../../../emulator/src/core/seed';
import { testEmulator } from '../../test/emulator';
import {
  cardWithBody,
  chooseNumber,
  messageCards,
  openLiveMenu,
  openMessagesPage,
  placeOf,
  pressRefresh,
  READY_PLACEHOLDER,
} from '../../test/messagesPage';
import { renderApp, type AppRenderResult } from '../../test/render';

/**
 * The fault matrix's cells for what the Messages page reads (the browser suite keeps the sends and changes,
 * where Chromium's own network stack can repeat a request): under each fault the person gets what they
 * asked for or a clear message, never an endless spinner, and once the faults stop it comes back by itself
 * or with one press. The app's own retry policy is on, as in a browser.
 */
interface ReadArea {
  /** Faults strike only provider requests ('METHOD /path') containing this. */
  faultRequest?: string;
  /**
   * The page at the moment before the act, with no faults (none yet when the act opens it), and what
   * `done` compares with.
   */
  arrange(): Promise<{ app?: AppRenderResult; before?: number }>;
  /** What the person does while the provider misbehaves; the app, when this opened it. */
  act(app: AppRenderResult | undefined): Promise<AppRenderResult | void>;
  done(before?: number): Promise<boolean>;
  failed(): HTMLElement | null;
  recover(app: AppRenderResult): Promise<void>;
}

const SHOP = DEMO_SHOP_NUMBER;
const FIRST_CARD = 'Running 10 minutes late, sorry!';
const PICTURE_CARD = 'My rear brake squeaks. Photo attached.';
const HISTORY_SEED = { kind: 'large', numbers: 3, smsNumbers: 2, messages: 240 } as const;

function alertButton(name: string): HTMLElement {
  return within(screen.getByRole('alert')).getByRole('button', { name });
}

async function openShop(): Promise<AppRenderResult> {
  const app = await openMessagesPage('auth-token', { retries: true });
  await chooseNumber(app.user, SHOP);
  await cardWithBody(FIRST_CARD);
  return app;
}

/** How many messages the list says it has (each item carries the size of the whole list). */
async function listSize(): Promise<number> {
  return placeOf((await messageCards())[0] ?? document.body).setSize;
}

const AREAS: Record<string, ReadArea> = {
  'the phone-number list': {
    faultRequest: '/IncomingPhoneNumbers',
    arrange: async () => ({}),
    // The page reads the numbers as it opens.
    act: async () => renderApp({ path: '/phone-numbers', signedIn: 'auth-token', retries: true }),
    // The placeholder shows after a failure too, but not beside its message.
    done: async () => screen.queryByText(READY_PLACEHOLDER) !== null && failedNumbers() === null,
    failed: failedNumbers,
    recover: ({ user }) => user.click(alertButton('Try again')),
  },
  'the message list': {
    faultRequest: '/Messages.json',
    arrange: async () => ({ app: await openMessagesPage('auth-token', { retries: true }) }),
    act: (app) => chooseNumber(appOf(app).user, SHOP),
    done: async () => screen.queryByText(FIRST_CARD) !== null,
    failed: () => screen.queryByText(/^Could not load the messages:/),
    recover: ({ user }) => user.click(alertButton('Try again')),
  },
  'older messages': {
    faultRequest: '/Messages.json',
    arrange: async () => {
      testEmulator().seed(HISTORY_SEED);
      const app = await openMessagesPage('auth-token', { retries: true });
      await chooseNumber(app.user, largeSeedBusyNumber(HISTORY_SEED));
      await messageCards();
      return { app, before: await listSize() };
    },
    act: (app) => appOf(app).user.click(screen.getByRole('button', { name: 'Load older messages' })),
    done: async (before) => (await listSize()) > (before ?? Infinity),
    failed: () => screen.queryByText('Could not load older messages.', { exact: false }),
    recover: ({ user }) => user.click(screen.getByRole('button', { name: 'Load older messages' })),
  },
  'a picture': {
    faultRequest: '/Media',
    arrange: async () => {
      const app = await openMessagesPage('auth-token', { retries: true });
      await chooseNumber(app.user, SHOP);
      return { app };
    },
    act: async () => {
      await cardWithBody(PICTURE_CARD);
    },
    done: async () =>
      pictureCard()?.querySelector('img[src^="blob:"]')?.matches('[alt="Attached media file (MMS)"]') ??
      false,
    failed: () => {
      const card = pictureCard();
      return card === null ? null : within(card).queryByText(/could not be loaded\.$/);
    },
    recover: async ({ user }) => {
      await user.click(within(pictureCard() ?? document.body).getByRole('button', { name: 'Try again' }));
    },
  },
  'live updates': {
    arrange: async () => ({ app: await openShop() }),
    act: async (app) => {
      testEmulator().deliverInbound({ from: DEMO_CONTACTS.maya, to: SHOP, body: 'Are you open on Sunday?' });
      await pressRefresh(appOf(app).user);
    },
    done: async () => screen.queryByText('Are you open on Sunday?') !== null,
    failed: () => screen.queryByText(/^Could not check for new messages/),
    recover: refreshWhenIdle,
  },
};

function failedNumbers(): HTMLElement | null {
  return screen.queryByText(/^Could not load your phone numbers:/);
}

/** The list item of the message with a picture, when it is rendered. */
function pictureCard(): HTMLElement | null {
  return screen.queryByText(PICTURE_CARD)?.closest('li') ?? null;
}

/** Refresh once no poll is under way (a press during one does nothing: the button is busy). */
async function refreshWhenIdle({ user }: AppRenderResult): Promise<void> {
  await openLiveMenu(user);
  await waitFor(
    () => expect(screen.getByRole('button', { name: 'Refresh' })).not.toHaveAttribute('aria-busy', 'true'),
    OUTCOME,
  );
  await user.click(screen.getByRole('button', { name: 'Refresh' }));
}

function appOf(app: AppRenderResult | undefined): AppRenderResult {
  if (app === undefined) throw new Error('this area arranges the page before the act');
  return app;
}

const OUTCOME = { timeout: 15_000 };
const CELLS = Object.entries(FAULT_MATRIX) as [string, Partial<FaultSettings>][];

describe.each(Object.entries(AREAS))('%s under faults', (_area, area) => {
  it.each(CELLS)('%s: what was asked for, or a clear message and back with one press', async (_f, faults) => {
    const arranged = await area.arrange();
    testEmulator().setFaults({ ...faults, faultRequestContains: area.faultRequest ?? null });
    const app = (await area.act(arranged.app)) ?? appOf(arranged.app);
    const { before } = arranged;

    // An outcome, never an endless spinner.
    await expect.poll(async () => (await area.done(before)) || area.failed() !== null, OUTCOME).toBe(true);

    testEmulator().setFaults(NO_FAULTS);
    if (!(await area.done(before))) await area.recover(app);
    await expect.poll(() => area.done(before), OUTCOME).toBe(true);
    expect(area.failed()).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNT } from '../../../../emulator/src/core/accounts';
import {
  DEMO_CLINIC_NUMBER,
  DEMO_CONTACTS,
  DEMO_SHOP_NUMBER,
  DEMO_SUPPORT_LINE_NUMBER,
  largeSeedBusyNumber,
} from '../../../../emulator/src/core/seed';
import { advanceProviderClock, testEmulator } from '../../../test/emulator';
import {
  accountStreamRequests,
  cardField,
  cardWithBody,
  chooseNumber,
  clickSendWithFault,
  listRequests,
  messageCards,
  openMessagesPage,
  placeOf,
  readWholeList,
  requestsTo,
  storedMessagesOf,
  openLiveMenu,
  pressRefresh,
} from '../../../test/messagesPage';
import { fakeNotifications } from '../../../test/notifications';

const SHOP = DEMO_SHOP_NUMBER;
const SUPPORT = DEMO_SUPPORT_LINE_NUMBER;
const MAYA = DEMO_CONTACTS.maya;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The list item (marks and card) that holds `body`. */
async function itemWithBody(body: string): Promise<HTMLElement> {
  const card = await cardWithBody(body);
  const item = card.closest('li');
  if (!item) throw new Error('card outside the list');
  return item;
}

async function refresh(user: UserEvent): Promise<void> {
  await pressRefresh(user);
}

async function openNumber(phoneNumber: string) {
  const app = await openMessagesPage();
  await chooseNumber(app.user, phoneNumber);
  await messageCards();
  return app;
}

async function send(user: UserEvent, to: string, body: string): Promise<void> {
  await user.click(screen.getByRole('tab', { name: 'Composer' }));
  await user.type(screen.getByLabelText('To'), to);
  await user.type(screen.getByLabelText('Message'), body);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Message sent successfully.')).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Messages' }));
}

describe('live updates', () => {
  it('a message that arrives shows at the top, marked new, without choosing the number again', async () => {
    const { user } = await openNumber(SHOP);
    testEmulator().deliverInbound({ from: MAYA, to: SHOP, body: 'Are you open on Sunday?' });
    await refresh(user);

    const item = await itemWithBody('Are you open on Sunday?');
    expect(within(item).getByText('New')).toBeInTheDocument();
    expect((await messageCards())[0]).toBe(item);
    // The spec's two list requests were made once; the poll is a request of its own, for the whole account.
    expect(listRequests()).toHaveLength(2);
    expect(accountStreamRequests().every((url) => !url.searchParams.has('DateSent'))).toBe(true);
  });

  it('polls by itself on the chosen interval, one request for the whole account each time', async () => {
    const { user } = await openNumber(SHOP);
    await openLiveMenu(user);
    await user.selectOptions(screen.getByLabelText('Live updates'), 'Every 5 s');
    const looksBefore = accountStreamRequests().length;
    testEmulator().deliverInbound({ from: MAYA, to: SHOP, body: 'On my way' });
    expect(await screen.findByText('On my way', {}, { timeout: 9000 })).toBeInTheDocument();
    expect(accountStreamRequests().length - looksBefore).toBe(1);
    expect(accountStreamRequests().at(-1)?.searchParams.get('PageSize')).toBe('20');
  });

  it('polls at once when the window gets the focus back, unless live updates are off', async () => {
    const { user, queryClient } = await openNumber(SHOP);
    const liveKey = ['account', DEMO_ACCOUNT.accountSid, 'live'];
    await waitFor(() => expect(queryClient.getQueryState(liveKey)?.fetchStatus).toBe('idle'));
    window.dispatchEvent(new Event('focus'));
    // A poll starts in the focus event itself.
    expect(queryClient.getQueryState(liveKey)?.fetchStatus).toBe('fetching');
    await waitFor(() => expect(queryClient.getQueryState(liveKey)?.fetchStatus).toBe('idle'));

    await openLiveMenu(user);
    await user.selectOptions(screen.getByLabelText('Live updates'), 'Off');
    window.dispatchEvent(new Event('focus'));
    expect(queryClient.getQueryState(liveKey)?.fetchStatus).toBe('idle');
    // Refresh still polls when asked.
    const polls = accountStreamRequests().length;
    await refresh(user);
    await waitFor(() => expect(accountStreamRequests()).toHaveLength(polls + 1));
  });

  it('says when a poll fails, keeps the list, and is well again after the next one', async () => {
    const { user } = await openNumber(SHOP);
    // How many are rendered, and how long the whole list is.
    const listed = async () => {
      const cards = await messageCards();
      return [cards.length, placeOf(cards[0] ?? document.body).setSize];
    };
    const before = await listed();
    testEmulator().setFaults({ errorRate: 1 });
    await refresh(user);
    expect(
      await screen.findByText(/^Could not check for new messages \(Error 2050[03]: /),
    ).toBeInTheDocument();
    expect(await listed()).toEqual(before);
    testEmulator().setFaults({ errorRate: 0 });
    await refresh(user);
    await waitFor(() =>
      expect(screen.queryByText(/Could not check for new messages/)).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('button', { name: /^Live · \d/ })).toBeInTheDocument();
  });
});

describe('sent messages and their fate', () => {
  it('a sent message is at the top at once, and its status is followed until delivered', async () => {
    const { user } = await openNumber(SHOP);
    await send(user, MAYA, 'Your bike is ready');
    const card = await cardWithBody('Your bike is ready');
    expect((await messageCards())[0]).toBe(card);
    expect(within(card).queryByText('New')).not.toBeInTheDocument();
    expect(cardField(card, 'Status')).toHaveTextContent(/queued|sending/);

    advanceProviderClock(10_000);
    await waitFor(() => expect(cardField(card, 'Status')).toHaveTextContent('delivered'), { timeout: 8000 });
    expect(requestsTo(/\/Messages\/SM[0-9a-f]{32}\.json$/).length).toBeGreaterThan(0);
    // The spec's list was not read again to get there.
    expect(listRequests()).toHaveLength(2);
  });

  it('says when following a sent message fails, and follows it to its fate once the provider answers', async () => {
    const { user } = await openNumber(SHOP);
    await send(user, MAYA, 'Your wheel is trued');
    const card = await cardWithBody('Your wheel is trued');
    // Only the reads of that one message fail: the polls and the list go on.
    testEmulator().setFaults({ errorRate: 1, faultRequestContains: '/Messages/SM' });
    expect(
      await screen.findByText(/^Could not check the status of a sent message \(Error 2050[03]: /, undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Could not check for new messages/)).not.toBeInTheDocument();

    testEmulator().setFaults({ errorRate: 0, faultRequestContains: null });
    advanceProviderClock(10_000);
    await waitFor(() => expect(cardField(card, 'Status')).toHaveTextContent('delivered'), { timeout: 8000 });
    expect(screen.queryByText(/Could not check the status of a sent message/)).not.toBeInTheDocument();
  });

  it('a sent message whose answer could not be read is found by the next poll and followed, not marked new', async () => {
    const { user } = await openNumber(SHOP);
    await user.click(screen.getByRole('tab', { name: 'Composer' }));
    await user.type(screen.getByLabelText('To'), MAYA);
    await user.type(screen.getByLabelText('Message'), 'Answer cut short');
    await clickSendWithFault(user, 'truncateRate');
    expect(await screen.findByText('Message sent successfully.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Messages' }));
    const item = await waitFor(() => itemWithBody('Answer cut short'));
    expect(within(item).queryByText('New')).not.toBeInTheDocument();
    advanceProviderClock(10_000);
    await waitFor(() => expect(cardField(item, 'Status')).toHaveTextContent('delivered'), { timeout: 8000 });
  });

  it('an undelivered message shows the error code, what it means and where to read more', async () => {
    const { user } = await openNumber(SHOP);
    await send(user, '+14155550666', 'Can you hear me?');
    advanceProviderClock(10_000);
    const card = await cardWithBody('Can you hear me?');
    await waitFor(() => expect(cardField(card, 'Status')).toHaveTextContent('undelivered'), {
      timeout: 8000,
    });
    expect(within(card).getByText(/Error 30003/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /30003/ })).toHaveAttribute(
      'href',
      'https://www.twilio.com/docs/api/errors/30003',
    );
  });
});

describe('unread', () => {
  it('counts unread messages per number in the dropdown, marks them, and forgets them once seen', async () => {
    const { user } = await openNumber(SHOP);
    testEmulator().deliverInbound({ from: MAYA, to: SUPPORT, body: 'Is my ticket still open?' });
    await refresh(user);

    await user.click(screen.getByLabelText('Phone number'));
    const supportOption = await screen.findByRole('option', { name: /^\+1 415 555 0123/ });
    expect(supportOption).toHaveTextContent('1 unread');
    expect(screen.getByRole('button', { name: /All numbers/ })).toHaveTextContent('1 unread');
    await user.keyboard('{Escape}');

    await chooseNumber(user, SUPPORT);
    const item = await itemWithBody('Is my ticket still open?');
    expect(within(item).getByText('Unread')).toBeInTheDocument();

    await chooseNumber(user, SHOP);
    await user.click(screen.getByLabelText('Phone number'));
    const option = await screen.findByRole('option', { name: /^\+1 415 555 0123/ });
    expect(option).not.toHaveTextContent('unread');
    // Only times are remembered, never what a message said.
    expect(JSON.stringify({ ...localStorage })).not.toContain('ticket');
  });
});

describe('all numbers', () => {
  it('shows every number’s messages in one list, each marked with its number; Reply opens that number’s composer', async () => {
    const { user } = await openMessagesPage();
    await user.click(screen.getByRole('button', { name: 'All numbers' }));
    const list = await screen.findByRole('list', { name: 'Messages from and to all numbers' });
    const cards = await messageCards();
    expect(within(list).getAllByText(/^On \+1 415 555 0100$/).length).toBeGreaterThan(0);
    expect(within(list).getAllByText(/^On \+1 650 555 0142$/).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'All numbers' })).toHaveAttribute('aria-pressed', 'true');
    expect(window.location.search).toBe('?number=all');

    const clinicItem = cards.find(
      (item) =>
        within(item).queryByText('On +1 650 555 0142') &&
        within(item).queryByRole('button', { name: /Reply/ }),
    );
    if (!clinicItem) throw new Error('no inbound clinic message');
    const sender = cardField(within(clinicItem).getByRole('article'), 'From').textContent ?? '';
    await user.click(within(clinicItem).getByRole('button', { name: /Reply/ }));

    expect(await screen.findByRole('tab', { name: 'Composer', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveValue(sender.replace(/[^+\d]/g, ''));
    expect(new URLSearchParams(window.location.search).get('number')).toBe(DEMO_CLINIC_NUMBER);
  });
});

describe('older history', () => {
  const SEED = { kind: 'large', numbers: 3, smsNumbers: 2, messages: 140 } as const;

  // Renders a few hundred cards in jsdom, page after page: slow on a busy machine, so more time than most.
  it(
    'reads older pages with the button, newest first, each message once down to the first, while messages arrive',
    { timeout: 45_000 },
    async () => {
      testEmulator().seed(SEED);
      const busy = largeSeedBusyNumber(SEED);
      const { user } = await openMessagesPage();
      await chooseNumber(user, busy);
      const firstScreen = (await messageCards()).length;
      expect(firstScreen).toBeLessThan(100);

      for (let page = 0; page < 10; page++) {
        const button = screen.queryByRole('button', { name: /older messages/ });
        if (!button) break;
        await user.click(button);
        await waitFor(() =>
          expect(screen.queryByRole('button', { name: 'Loading older messages...' })).toBeNull(),
        );
        if (page === 0) {
          // Messages arrive while the person reads back: they join at the top, and the paging that
          // follows (anchored on sids by PageToken) neither skips nor repeats anything.
          for (const body of ['Arrived while paging 1', 'Arrived while paging 2']) {
            testEmulator().deliverInbound({ from: '+13125550000', to: busy, body });
          }
          await refresh(user);
          expect(await screen.findByText('Arrived while paging 2')).toBeInTheDocument();
        }
      }
      expect(screen.getByText('No older messages.')).toBeInTheDocument();
      const ids = await readWholeList((item) => cardField(item, 'Message id').textContent);
      const stored = storedMessagesOf(busy);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toHaveLength(stored.length);
      const createdAt = new Map(stored.map((message) => [message.sid, Date.parse(message.date_created)]));
      const times = ids.map((sid) => createdAt.get(sid ?? '') ?? Number.NaN);
      expect(times.every((time, index) => index === 0 || time <= (times[index - 1] ?? 0))).toBe(true);
      // Older pages follow the provider's next_page_uri (its PageToken), never a date filter.
      const older = requestsTo('/Messages.json').filter((url) => url.searchParams.has('PageToken'));
      expect(older.length).toBeGreaterThan(0);
      expect(older.every((url) => !url.searchParams.has('DateSent'))).toBe(true);
    },
  );
});

describe('older history, kept', () => {
  const SEED = { kind: 'large', numbers: 3, smsNumbers: 2, messages: 140 } as const;

  it('keeps what was read when the number is chosen again after new messages came in', async () => {
    testEmulator().seed(SEED);
    const busy = largeSeedBusyNumber(SEED);
    // The seed's other SMS number (numbers are +12015550000 + i; two of three are SMS-capable).
    const other = '+12015550002';
    const { user } = await openMessagesPage();
    await chooseNumber(user, busy);
    await messageCards();
    await user.click(screen.getByRole('button', { name: 'Load older messages' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Loading older messages...' })).toBeNull(),
    );
    const before = placeOf((await messageCards())[0] ?? document.body).setSize;

    // Away on another number while three messages come in; then back: the spec reads its list again.
    await chooseNumber(user, other);
    await screen.findByText('There are no messages from or to this number yet.');
    for (const body of ['Back soon 1', 'Back soon 2', 'Back soon 3'])
      testEmulator().deliverInbound({ from: '+13125550000', to: busy, body });
    await chooseNumber(user, busy);
    expect(await screen.findByText('Back soon 3')).toBeInTheDocument();
    await waitFor(async () =>
      expect(placeOf((await messageCards())[0] ?? document.body).setSize).toBe(before + 3),
    );
    expect(screen.queryByText(/Could not load older messages/)).toBeNull();
  });
});

describe('telling the person', () => {
  it('asks for notifications only when the person turns them on, then names the sender, not the text', async () => {
    const notifications = fakeNotifications('default', 'granted');
    const { user } = await openNumber(SHOP);
    expect(notifications.requestPermission).not.toHaveBeenCalled();
    await openLiveMenu(user);
    await user.click(screen.getByLabelText('Notify me of new messages'));
    expect(notifications.requestPermission).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Notify me of new messages')).toBeChecked();

    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    testEmulator().deliverInbound({ from: MAYA, to: SHOP, body: 'Secret pickup code 4417' });
    await refresh(user);
    await waitFor(() => expect(notifications.shown).toHaveLength(1));
    expect(notifications.shown[0]?.title).toBe('New message from +1 415 555 1234');
    expect(notifications.shown[0]?.options?.body).toBe('To +1 415 555 0100');
    expect(JSON.stringify(notifications.shown)).not.toContain('4417');
  });

  it('says so when the browser refuses notifications, and leaves them off', async () => {
    fakeNotifications('default', 'denied');
    const { user } = await openNumber(SHOP);
    await openLiveMenu(user);
    await user.click(screen.getByLabelText('Notify me of new messages'));
    expect(await screen.findByText(/Notifications are blocked for this site/)).toBeInTheDocument();
    expect(screen.getByLabelText('Notify me of new messages')).not.toBeChecked();
  });

  it('counts new messages in the title while the tab is hidden, and stops when it is back', async () => {
    document.title = 'SMS Web Client';
    const { queryClient } = await openNumber(SHOP);
    const title = document.title;
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    testEmulator().deliverInbound({ from: MAYA, to: SHOP, body: 'Hello?' });
    testEmulator().deliverInbound({ from: MAYA, to: SHOP, body: 'Anyone there?' });
    await queryClient.refetchQueries({ queryKey: ['account', DEMO_ACCOUNT.accountSid, 'live'] });
    await waitFor(() => expect(document.title).toBe(`(2) ${title}`));

    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(document.title).toBe(title));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_OPTED_OUT_CONTACT } from '../../../../emulator/src/core/seed';
import { testEmulator } from '../../../test/emulator';
import {
  cardField,
  cardWithBody,
  chooseNumber,
  messageCards,
  openMessagesPage,
  listRequests,
  placeOf,
  readWholeList,
  storedMessagesOf,
} from '../../../test/messagesPage';

const SHOP = '+14155550100';
const SUPPORT = '+14155550123';
const MAYA = '+14155551234';

describe('Messages tab', () => {
  it('shows a spinner, then every message of the number newest first, each saying its place', async () => {
    const { user } = await openMessagesPage();
    testEmulator().setHeld(true); // the list stays loading until the check below has seen it
    await chooseNumber(user, SHOP);
    expect(await screen.findByText('Loading messages...')).toBeInTheDocument();
    testEmulator().setHeld(false);

    const cards = await messageCards();
    expect(screen.queryByText('Loading messages...')).not.toBeInTheDocument();
    const stored = storedMessagesOf(SHOP);
    expect(cards.map(placeOf)).toEqual(
      cards.map((_, index) => ({ position: index + 1, setSize: stored.length })),
    );
    const ids = await readWholeList((item) => cardField(item, 'Message id').textContent);
    expect(ids).toEqual(stored.map((m) => m.sid));

    // Calls 2 and 3: From and To the number.
    const requests = listRequests();
    expect(requests.map((url) => [...url.searchParams.entries()])).toEqual(
      expect.arrayContaining([[['From', SHOP]], [['To', SHOP]]]),
    );
    expect(requests).toHaveLength(2);
  });

  it('shows From, To, Status, Direction, body, date, id and a turned icon on an inbound card', async () => {
    const { user } = await openMessagesPage();
    await chooseNumber(user, SHOP);
    const card = await cardWithBody('Picked it up, rides like new! 🚲✨');
    const stored = storedMessagesOf(SHOP).find((m) => m.body === 'Picked it up, rides like new! 🚲✨');
    if (!stored) throw new Error('seed changed');

    // Grouped as the dropdown groups numbers; the copy buttons copy them as they came.
    expect(cardField(card, 'From')).toHaveTextContent('+1 415 555 1234');
    expect(cardField(card, 'To')).toHaveTextContent('+1 415 555 0100');
    expect(within(cardField(card, 'From')).getByRole('button', { name: `Copy ${MAYA}` })).toBeInTheDocument();
    expect(within(cardField(card, 'To')).getByRole('button', { name: `Copy ${SHOP}` })).toBeInTheDocument();
    expect(cardField(card, 'Status')).toHaveTextContent(stored.status);
    expect(cardField(card, 'Direction')).toHaveTextContent('inbound');
    const date = new Date(Date.parse(stored.date_created));
    expect(cardField(card, 'Date')).toHaveTextContent(`${date.toDateString()} ${date.toLocaleTimeString()}`);
    expect(cardField(card, 'Message id')).toHaveTextContent(stored.sid);

    expect(within(card).getByText('Inbound')).toBeInTheDocument();
    const icon = card.querySelector('.direction-icon');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon).toHaveStyle({ transform: 'rotate(180deg)' });
    expect(within(card).getByRole('button', { name: 'Reply' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Compose' })).not.toBeInTheDocument();
  });

  it('shows an upright icon and Compose on an outbound card', async () => {
    const { user } = await openMessagesPage();
    await chooseNumber(user, SHOP);
    const card = await cardWithBody('No problem, see you soon.');
    expect(cardField(card, 'Direction')).toHaveTextContent('outbound-api');
    expect(within(card).getByText('Outbound')).toBeInTheDocument();
    const icon = card.querySelector('.direction-icon');
    expect(icon).not.toBeNull();
    expect(icon).not.toHaveStyle({ transform: 'rotate(180deg)' });
    expect(within(card).getByRole('button', { name: 'Compose' })).toBeInTheDocument();
  });

  it('renders a body as text, never as markup', async () => {
    testEmulator().deliverInbound({ from: MAYA, to: SHOP, body: '<img src=x onerror=alert(1)><b>bold</b>' });
    const { user } = await openMessagesPage();
    await chooseNumber(user, SHOP);
    const card = await cardWithBody('<img src=x onerror=alert(1)><b>bold</b>');
    expect(card.querySelector('b')).toBeNull();
    expect(within(card).queryByRole('img', { name: '' })).not.toBeInTheDocument();
  });

  it('copies From and To to the clipboard and says so', async () => {
    const { user } = await openMessagesPage();
    await chooseNumber(user, SHOP);
    const card = await cardWithBody('Picked it up, rides like new! 🚲✨');

    const copyFrom = within(cardField(card, 'From')).getByRole('button', { name: `Copy ${MAYA}` });
    expect(copyFrom).toHaveAccessibleDescription('Copy to clipboard');
    await user.click(copyFrom);
    expect(await navigator.clipboard.readText()).toBe(MAYA);
    // Said through the page's one live region: a card holds none of its own.
    const announcement = screen.getByText('Copied');
    expect(announcement.closest('[aria-live="polite"]')).not.toBeNull();
    expect(card).not.toContainElement(announcement);

    await user.click(within(cardField(card, 'To')).getByRole('button', { name: `Copy ${SHOP}` }));
    expect(await navigator.clipboard.readText()).toBe(SHOP);
  });

  it('Reply puts the sender into To and opens the Composer', async () => {
    const { user } = await openMessagesPage();
    await chooseNumber(user, SHOP);
    const card = await cardWithBody('Picked it up, rides like new! 🚲✨');
    await user.click(within(card).getByRole('button', { name: 'Reply' }));

    expect(screen.getByRole('tab', { name: 'Composer', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Composer' })).toBeVisible();
    const messagesPanelId = screen.getByRole('tab', { name: 'Messages' }).getAttribute('aria-controls') ?? '';
    expect(document.getElementById(messagesPanelId)).not.toBeVisible();
    expect(screen.getByLabelText('To')).toHaveValue(MAYA);
    expect(screen.getByLabelText('Message')).toHaveFocus();
  });

  it('Compose puts the recipient into To and opens the Composer', async () => {
    const { user } = await openMessagesPage();
    await chooseNumber(user, SUPPORT);
    const card = await cardWithBody('Your order has shipped. Reply STOP to stop these updates.');
    await user.click(within(card).getByRole('button', { name: 'Compose' }));
    expect(screen.getByRole('tab', { name: 'Composer', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveValue(DEMO_OPTED_OUT_CONTACT);
  });

  it('fetches the list once per number, and again only when the number changes', async () => {
    const { user } = await openMessagesPage();
    await chooseNumber(user, SHOP);
    await messageCards();
    expect(listRequests()).toHaveLength(2);

    // Looking at the composer and back is not a change of number.
    await user.click(screen.getByRole('tab', { name: 'Composer' }));
    await user.click(screen.getByRole('tab', { name: 'Messages' }));
    expect(listRequests()).toHaveLength(2);

    await chooseNumber(user, SUPPORT);
    await cardWithBody('Replacement arrived in one piece. Cheers!');
    expect(listRequests()).toHaveLength(4);

    await chooseNumber(user, SHOP);
    await waitFor(() => expect(listRequests()).toHaveLength(6));
    expect(
      listRequests()
        .slice(4)
        .map((url) => url.search),
    ).toEqual(
      expect.arrayContaining([`?From=${encodeURIComponent(SHOP)}`, `?To=${encodeURIComponent(SHOP)}`]),
    );
  });

  it('never shows another number’s messages under the chosen one, not even for a moment', async () => {
    const { user } = await openMessagesPage();
    await chooseNumber(user, SHOP);
    await messageCards();
    await chooseNumber(user, SUPPORT);
    await cardWithBody('Replacement arrived in one piece. Cheers!');

    // Back to the shop, whose list the app still holds: every state the page goes through is looked at.
    const shopSids = new Set(storedMessagesOf(SHOP).map((message) => message.sid));
    const supportOnly = storedMessagesOf(SUPPORT)
      .map((message) => message.sid)
      .filter((sid) => !shopSids.has(sid));
    const seenUnderShop: string[] = [];
    const observer = new MutationObserver(() => {
      const shopList = document.querySelector('ol[aria-label="Messages from and to +1 415 555 0100"]');
      const text = shopList?.textContent ?? '';
      seenUnderShop.push(...supportOnly.filter((sid) => text.includes(sid)));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    try {
      await chooseNumber(user, SHOP);
      await waitFor(() => expect(listRequests()).toHaveLength(6));
      const [first] = await messageCards();
      expect(first && placeOf(first).setSize).toBe(storedMessagesOf(SHOP).length);
    } finally {
      observer.disconnect();
    }
    expect(seenUnderShop).toEqual([]);
  });

  it('reports a list failure in the page banner', async () => {
    const { user } = await openMessagesPage();
    testEmulator().setFaults({ errorRate: 1 });
    await chooseNumber(user, SHOP);
    await waitFor(
      () => expect(screen.getByRole('alert')).toHaveTextContent(/^Could not load the messages: .+/),
      { timeout: 5000 },
    );
    expect(screen.queryByText('Loading messages...')).not.toBeInTheDocument();

    // Another number that loads clears the banner.
    testEmulator().setFaults({ errorRate: 0 });
    await chooseNumber(user, SUPPORT);
    await messageCards();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('offers Try again for a failed list: busy while it runs, then the list, with the focus on it', async () => {
    const { user } = await openMessagesPage();
    testEmulator().setFaults({ errorRate: 1 });
    await chooseNumber(user, SHOP);
    const banner = screen.getByRole('alert');
    const tryAgain = await within(banner).findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    const bannerText = banner.textContent;
    expect(bannerText).toMatch(/^Could not load the messages: .+/);
    const requestsBefore = listRequests().length;

    testEmulator().setFaults({ errorRate: 0 });
    testEmulator().setHeld(true);
    await user.click(tryAgain);
    // Held by the emulator: busy, with the list's spinner, and the banner as it was.
    await waitFor(() => expect(tryAgain).toHaveAttribute('aria-disabled', 'true'));
    expect(tryAgain).toHaveFocus();
    expect(banner).toHaveTextContent(bannerText ?? '');
    expect(await screen.findByText('Loading messages...')).toBeInTheDocument();
    testEmulator().setHeld(false);

    const [first] = await messageCards();
    expect(first && placeOf(first)).toEqual({ position: 1, setSize: storedMessagesOf(SHOP).length });
    await waitFor(() => expect(banner).toBeEmptyDOMElement());
    await waitFor(() => expect(screen.getByRole('list', { name: /^Messages from and to / })).toHaveFocus());
    // That number's list again (From and To), once.
    expect(listRequests().slice(requestsBefore)).toHaveLength(2);
  });

  it('shows the readable messages and counts those the provider sent without a sid', async () => {
    testEmulator().setFaults({ nullOnFirstItem: ['sid'] });
    const { user } = await openMessagesPage();
    await chooseNumber(user, SHOP);
    const ids = await readWholeList((item) => cardField(item, 'Message id').textContent);
    const stored = storedMessagesOf(SHOP).map((m) => m.sid);
    expect(ids).toHaveLength(stored.length - 2);
    expect(stored).toEqual(expect.arrayContaining(ids));
    expect(screen.getByText('2 messages could not be read and are not shown.')).toBeInTheDocument();
  });

  it.each([
    ['an unreadable', { unreadableOnFirstItem: ['date_created'] }],
    ['a missing', { nullOnFirstItem: ['date_created'] }],
  ])('shows %s date as unknown, never as 1970, and puts those messages last', async (_, faults) => {
    testEmulator().setFaults(faults);
    const { user } = await openMessagesPage();
    await chooseNumber(user, SHOP);
    const dates = await readWholeList((item) => cardField(item, 'Date').textContent);
    expect(dates).toHaveLength(storedMessagesOf(SHOP).length);
    expect(dates.slice(-2)).toEqual(['Unknown', 'Unknown']);
    expect(dates.slice(0, -2)).not.toContain('Unknown');
    expect(dates.join()).not.toMatch(/1970/);
    expect(screen.queryByText(/could not be read/)).not.toBeInTheDocument();
  });

  it('keeps a message whose From or To spells the chosen number another way', async () => {
    testEmulator().setFaults({ respelledOnFirstItem: ['from', 'to'] });
    const { user } = await openMessagesPage();
    await chooseNumber(user, SHOP);
    const ids = await readWholeList((item) => cardField(item, 'Message id').textContent);
    expect(ids).toEqual(storedMessagesOf(SHOP).map((m) => m.sid));
    expect(screen.queryByText(/not shown/)).not.toBeInTheDocument();
  });

  it('shows the readable media of a card and counts an item the provider sent without its uri', async () => {
    testEmulator().setFaults({ nullOnFirstItem: ['uri'] });
    const { user } = await openMessagesPage();
    await chooseNumber(user, SHOP);
    const card = await cardWithBody('We do, sizes XS to M. Here are two we have in stock.');
    expect(
      await within(card).findByText('1 media file could not be read and is not shown.'),
    ).toBeInTheDocument();
    expect(await within(card).findAllByRole('img', { name: 'Attached media file (MMS)' })).toHaveLength(1);
  });
});

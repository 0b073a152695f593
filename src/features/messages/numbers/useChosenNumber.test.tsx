import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { env } from '../../../config/env';
import { testEmulator } from '../../../test/emulator';
import {
  READY_PLACEHOLDER,
  chooseNumber,
  currentRoute,
  goInHistory,
  listRequests,
  messageCards,
  openMessagesPage,
  openMessagesPageAt,
  reloadApp,
  requestsTo,
  waitForNumbersLoaded,
  waitForRequestCount,
} from '../../../test/messagesPage';
import { demo, renderApp } from '../../../test/render';

const CLINIC = '+16505550142';

// A panel mounts with its whole list; on a busy machine (tests run in parallel) that can take seconds.
const PANEL_WAIT = { timeout: 5000 };

function panelFor(grouped: string): HTMLElement | null {
  return screen.queryByRole('region', { name: `Phone number ${grouped}` });
}

/** The texts of the page's alerts that say something (the banner's region is always there, empty). */
function alertTexts(): string[] {
  return screen
    .queryAllByRole('alert')
    .map((alert) => alert.textContent ?? '')
    .filter((text) => text !== '');
}

/** The dropdown's chosen value as shown, '' for none. */
function shownChoice(): string {
  const control = screen.getByLabelText('Phone number').closest('[class*="-control"]');
  if (!(control instanceof HTMLElement)) throw new Error('no dropdown control');
  return within(control).queryByText(/^\+/)?.textContent ?? '';
}

describe('the chosen number in the address', () => {
  it('opens the panel of the number a link names, shown as chosen, its two lists read once', async () => {
    const historyLength = window.history.length;
    await openMessagesPageAt('?number=%2B16505550142');
    expect(
      await screen.findByRole('region', { name: 'Phone number +1 650 555 0142' }, PANEL_WAIT),
    ).toBeInTheDocument();
    expect(shownChoice()).toBe('+1 650 555 0142');
    await messageCards();
    expect(
      listRequests()
        .map((url) => url.search)
        .sort(),
    ).toEqual([`?From=${encodeURIComponent(CLINIC)}`, `?To=${encodeURIComponent(CLINIC)}`].sort());
    // Opening the page is not a choice: no history entry, the address as the link gave it.
    expect(window.history.length).toBe(historyLength);
    expect(currentRoute()).toBe('/phone-numbers?number=%2B16505550142');
    expect(alertTexts()).toEqual([]);
  });

  it('puts each choice in the address as a new history entry: Back and Forward go between them', async () => {
    const { user } = await openMessagesPage();
    await chooseNumber(user, '4155550100');
    expect(currentRoute()).toBe('/phone-numbers?number=%2B14155550100');
    await chooseNumber(user, '6505550142');
    expect(currentRoute()).toBe('/phone-numbers?number=%2B16505550142');
    await screen.findByRole('region', { name: 'Phone number +1 650 555 0142' }, PANEL_WAIT);

    await goInHistory(-1);
    expect(currentRoute()).toBe('/phone-numbers?number=%2B14155550100');
    expect(
      await screen.findByRole('region', { name: 'Phone number +1 415 555 0100' }, PANEL_WAIT),
    ).toBeInTheDocument();
    expect(shownChoice()).toBe('+1 415 555 0100');
    expect(panelFor('+1 650 555 0142')).toBeNull();

    await goInHistory(1);
    expect(
      await screen.findByRole('region', { name: 'Phone number +1 650 555 0142' }, PANEL_WAIT),
    ).toBeInTheDocument();
    expect(shownChoice()).toBe('+1 650 555 0142');

    // Back twice: the page as it was opened, nothing chosen.
    await goInHistory(-1);
    await goInHistory(-1);
    expect(currentRoute()).toBe('/phone-numbers');
    await waitFor(() => expect(screen.queryByRole('tablist')).not.toBeInTheDocument(), PANEL_WAIT);
    expect(screen.getByText(READY_PLACEHOLDER)).toBeInTheDocument();
  });

  it('adds no history entry when the number already chosen is chosen again', async () => {
    const { user } = await openMessagesPageAt('?number=%2B14155550100');
    await screen.findByRole('region', { name: 'Phone number +1 415 555 0100' }, PANEL_WAIT);
    const historyLength = window.history.length;
    await chooseNumber(user, '4155550100');
    expect(window.history.length).toBe(historyLength);
  });

  it('keeps the number through a reload, reading its lists once more for the new page', async () => {
    const app = await openMessagesPage();
    await chooseNumber(app.user, '6505550142');
    await messageCards();
    expect(listRequests()).toHaveLength(2);

    reloadApp(app);
    await waitForNumbersLoaded();
    expect(
      await screen.findByRole('region', { name: 'Phone number +1 650 555 0142' }, PANEL_WAIT),
    ).toBeInTheDocument();
    await messageCards();
    expect(currentRoute()).toBe('/phone-numbers?number=%2B16505550142');
    expect(listRequests()).toHaveLength(4);
  });

  it('waits for the account’s numbers before showing the panel of a number from the address', async () => {
    testEmulator().setHeld(true);
    renderApp({ path: '/phone-numbers?number=%2B16505550142', signedIn: 'auth-token' });
    await waitForRequestCount('/IncomingPhoneNumbers.json', 1);
    expect(await screen.findByText('Loading phone numbers...', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(shownChoice()).toBe('');
    expect(alertTexts()).toEqual([]);
    expect(listRequests()).toHaveLength(0);

    testEmulator().setHeld(false);
    expect(
      await screen.findByRole('region', { name: 'Phone number +1 650 555 0142' }, PANEL_WAIT),
    ).toBeInTheDocument();
  });

  it('says so when the number is not one of the account’s SMS numbers, shows no panel, reads no list', async () => {
    // The account's voice-only number: a real number of the account, but not one to send SMS from.
    const { user } = await openMessagesPageAt(`?number=${encodeURIComponent(demo.voiceOnlyNumber)}`);
    await waitFor(() =>
      expect(alertTexts()).toEqual([
        "The number +1 212 555 0199 from the address is not one of this account's SMS numbers. Choose one below.",
      ]),
    );
    expect(screen.getByText('+1 212 555 0199').closest('bdi')).not.toBeNull();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(shownChoice()).toBe('');
    expect(listRequests()).toHaveLength(0);

    // Choosing one of the account's numbers clears it; Back brings the address's number and its message back.
    await chooseNumber(user, '4155550100');
    expect(
      await screen.findByRole('region', { name: 'Phone number +1 415 555 0100' }, PANEL_WAIT),
    ).toBeInTheDocument();
    expect(alertTexts()).toEqual([]);
    await goInHistory(-1);
    await waitFor(() => expect(alertTexts()).toHaveLength(1), PANEL_WAIT);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('says so when the address holds something that is not a phone number, hidden characters written out', async () => {
    const spoofed = '\u202E1234-555-514+';
    await openMessagesPageAt(`?number=${encodeURIComponent(spoofed)}`);
    await waitFor(() =>
      expect(alertTexts()).toEqual([
        "The address asks for “⟨U+202E⟩1234-555-514+”, which is not a phone number. Choose one of this account's SMS numbers below.",
      ]),
    );
    const shown = screen.getByText('⟨U+202E⟩1234-555-514+');
    expect(shown.tagName).toBe('BDI');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(listRequests()).toHaveLength(0);
  });

  it('shows only the start of a long value from the address', async () => {
    await openMessagesPageAt(`?number=${'9'.repeat(500)}`);
    await waitFor(() => expect(alertTexts()).toHaveLength(1));
    expect(screen.getByText(`${'9'.repeat(40)}…`)).toBeInTheDocument();
  });

  it('reads a number whose plus was typed bare in a link (a space in a query string) as that number', async () => {
    await openMessagesPageAt('?number=+14155550100');
    expect(
      await screen.findByRole('region', { name: 'Phone number +1 415 555 0100' }, PANEL_WAIT),
    ).toBeInTheDocument();
    expect(alertTexts()).toEqual([]);
  });

  it('passes the reserved all-numbers value through without a panel or a message', async () => {
    await openMessagesPageAt('?number=all');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(alertTexts()).toEqual([]);
    expect(currentRoute()).toBe('/phone-numbers?number=all');
  });

  it('sends a signed-out person with a link to /authentication, as the spec says, asking the provider nothing', async () => {
    renderApp({ path: `/phone-numbers?number=%2B14155550100` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Authentication' })).toBeInTheDocument();
    expect(window.location.pathname).toBe(`${env.basePath}authentication`);
    expect(window.location.search).toBe('');
    expect(requestsTo('.json')).toHaveLength(0);
  });

  it('leaves no number in the address after signing out', async () => {
    const { user } = await openMessagesPageAt('?number=%2B14155550100');
    await screen.findByRole('region', { name: 'Phone number +1 415 555 0100' }, PANEL_WAIT);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { level: 1, name: 'Authentication' });
    expect(currentRoute()).toBe('/authentication');
  });
});

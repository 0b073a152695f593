import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { largeSeedBusyNumber } from '../../../emulator/src/core/seed';
import { env } from '../../config/env';
import { writeStoredCredentials } from '../../lib/session/credentialsStorage';
import { NETWORK_ERROR_MESSAGE, UNAUTHORIZED_MESSAGE } from '../../lib/twilio/errors';
import { testEmulator } from '../../test/emulator';
import { demo, renderApp } from '../../test/render';
import { formatPhoneNumber } from '../../lib/phoneNumbers/formatPhoneNumber';
import {
  READY_PLACEHOLDER,
  chooseNumber,
  openMessagesPage,
  requestsTo,
  waitForRequestCount,
} from '../../test/messagesPage';

const NUMBERS_PATH = '/IncomingPhoneNumbers.json';
const LARGE = { kind: 'large', numbers: 120, smsNumbers: 90, messages: 30 } as const;

/** Presses Tab until `target` has the focus, as a keyboard user reaches it. */
async function tabUntilFocused(user: UserEvent, target: HTMLElement): Promise<void> {
  for (let presses = 0; presses < 30 && document.activeElement !== target; presses += 1) await user.tab();
  expect(target).toHaveFocus();
}

/** The demo account's SMS numbers as the dropdown offers them. */
const DEMO_OPTIONS = ['+1 415 555 0100', '+1 415 555 0123 · Support line', '+1 650 555 0142'];

function optionNames(): string[] {
  return within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

describe('Messages page', () => {
  it('sends a person without a stored account to /authentication', async () => {
    renderApp({ path: '/phone-numbers' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Authentication' })).toBeInTheDocument();
    expect(window.location.pathname).toBe(`${env.basePath}authentication`);
    expect(requestsTo(NUMBERS_PATH)).toHaveLength(0);
  });

  it('is headed Messages and says it is loading the numbers, then offers them', async () => {
    // Held, so the menu is opened before the first page arrives however busy the machine is.
    testEmulator().setHeld(true);
    const { user } = renderApp({ path: '/phone-numbers', signedIn: 'auth-token' });
    // The heading is in the main bundle; the dropdown arrives with the page's own chunk, which the first
    // test of a file waits for to be transformed: seconds on a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(await screen.findByText('Loading phone numbers...', {}, { timeout: 10_000 })).toBeInTheDocument();
    // Opened before the first page has arrived, the menu says it is loading.
    await user.click(screen.getByLabelText('Phone number'));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    testEmulator().setHeld(false);
    expect(await screen.findByText(READY_PLACEHOLDER, {}, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.queryByText('Loading phone numbers...')).not.toBeInTheDocument();
    // No number chosen yet: no panel.
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('offers only the SMS-capable numbers, sorted, grouped 2-3-3-rest, with the live result count', async () => {
    const { user } = await openMessagesPage();
    await user.click(screen.getByLabelText('Phone number'));
    expect(optionNames()).toEqual(DEMO_OPTIONS);
    expect(optionNames()).not.toContain(formatPhoneNumber(demo.voiceOnlyNumber));
    expect(screen.getByText(/3 results available/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Phone number'), 'no such number');
    expect(screen.getByText('No options')).toBeInTheDocument();
    expect(screen.getByText(/0 results available/)).toBeInTheDocument();
  });

  it('asks for the list once, 50 a page, with Beta=false', async () => {
    await openMessagesPage();
    const requests = requestsTo(NUMBERS_PATH);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.searchParams.get('PageSize')).toBe('50');
    expect(requests[0]?.searchParams.get('Beta')).toBe('false');
  });

  it('pages through more than 50 numbers, offering those loaded so far while the rest arrive', async () => {
    testEmulator().seed(LARGE);
    testEmulator().setHeld(true);
    const { user } = renderApp({ path: '/phone-numbers', signedIn: 'api-key' });
    // Only the first page is let through: the second is held the moment it is asked for.
    await waitForRequestCount(NUMBERS_PATH, 1);
    testEmulator().setHeld(false);
    testEmulator().setHeld(true);

    // The first page (50 numbers, 37 of them SMS-capable) is offered while the second is on its way.
    expect(
      await screen.findByText('37 phone numbers loaded so far, more on the way', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Loading phone numbers...')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Phone number'));
    expect(within(screen.getByRole('listbox')).getAllByRole('option').length).toBeGreaterThanOrEqual(37);

    testEmulator().setHeld(false);
    await screen.findByText(READY_PLACEHOLDER, {}, { timeout: 3000 });
    await user.click(screen.getByLabelText('Phone number'));
    await waitFor(() => expect(optionNames()).toHaveLength(90));
    const names = optionNames();
    expect(names[0]).toBe(formatPhoneNumber(largeSeedBusyNumber(LARGE)));
    expect([...names].sort()).toEqual(names);
    expect(screen.queryByText(/loaded so far/)).not.toBeInTheDocument();

    const pages = requestsTo(NUMBERS_PATH).map((url) => url.searchParams.get('Page'));
    expect(pages).toEqual(['0', '1', '2']);
  });

  it('does not ask again when the page is opened a second time', async () => {
    const { user } = await openMessagesPage();
    await user.click(screen.getByRole('link', { name: 'Authentication' }));
    await screen.findByRole('heading', { level: 1, name: 'Authentication' });
    await user.click(screen.getByRole('link', { name: 'Messages' }));
    await screen.findByText(READY_PLACEHOLDER);
    expect(requestsTo(NUMBERS_PATH)).toHaveLength(1);
  });

  it('shows a server error in the banner after two retries, and does not ask again', async () => {
    testEmulator().setFaults({ errorRate: 1 });
    const { user } = renderApp({ path: '/phone-numbers', signedIn: 'auth-token', retries: true });
    const banner = await screen.findByRole('alert');
    await waitFor(() => expect(banner).toHaveTextContent(/^Could not load your phone numbers: .+/), {
      timeout: 5000,
    });
    expect(requestsTo(NUMBERS_PATH)).toHaveLength(3);
    expect(screen.getByText(READY_PLACEHOLDER)).toBeInTheDocument();

    testEmulator().setFaults({ errorRate: 0 });
    await user.click(screen.getByRole('link', { name: 'Authentication' }));
    await user.click(await screen.findByRole('link', { name: 'Messages' }));
    await screen.findByText(READY_PLACEHOLDER);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load your phone numbers');
    expect(requestsTo(NUMBERS_PATH)).toHaveLength(3);
  });

  it('shows a dropped connection as the spec words it', async () => {
    testEmulator().setFaults({ dropRate: 1 });
    renderApp({ path: '/phone-numbers', signedIn: 'auth-token' });
    await waitFor(
      () =>
        expect(screen.getByRole('alert')).toHaveTextContent(
          `Could not load your phone numbers: ${NETWORK_ERROR_MESSAGE}`,
        ),
      { timeout: 5000 },
    );
  });

  it('does not retry a 401', async () => {
    writeStoredCredentials({ ...demo.credentials('auth-token'), authToken: '0'.repeat(32) });
    renderApp({ path: '/phone-numbers', retries: true });
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        `Could not load your phone numbers: ${UNAUTHORIZED_MESSAGE}`,
      ),
    );
    // The error reaches the page only once every retry is spent, so one request here means none was made.
    expect(requestsTo(NUMBERS_PATH)).toHaveLength(1);
  });

  it('offers Try again after a failed page, which goes on from that page and then focuses the dropdown', async () => {
    testEmulator().seed(LARGE);
    testEmulator().setFaults({ errorOnPage: 1 });
    const { user } = renderApp({ path: '/phone-numbers', signedIn: 'auth-token', retries: true });
    const banner = await screen.findByRole('alert');
    await waitFor(() => expect(banner).toHaveTextContent(/^Could not load your phone numbers: .+/), {
      timeout: 5000,
    });
    const pagesBefore = requestsTo(NUMBERS_PATH).map((url) => url.searchParams.get('Page'));
    expect(pagesBefore).toEqual(['0', '1', '1', '1']);
    const bannerText = within(banner).getByText(/^Could not load your phone numbers: .+/).textContent;

    testEmulator().setFaults({ errorOnPage: null });
    testEmulator().setHeld(true);
    const tryAgain = within(banner).getByRole('button', { name: 'Try again' });
    expect(tryAgain).toHaveAccessibleDescription(bannerText ?? '');
    await tabUntilFocused(user, tryAgain);
    await user.keyboard('{Enter}');
    // Held by the emulator: busy, the text as it was, and a second press does nothing.
    await waitFor(() => expect(tryAgain).toHaveAttribute('aria-disabled', 'true'));
    expect(tryAgain).toHaveFocus();
    expect(banner).toHaveTextContent(bannerText ?? '');
    await user.keyboard('{Enter}');
    testEmulator().setHeld(false);

    await waitFor(() => expect(banner).toBeEmptyDOMElement(), { timeout: 5000 });
    await waitFor(() => expect(screen.getByLabelText('Phone number')).toHaveFocus());
    await screen.findByText(READY_PLACEHOLDER);
    // Only the pages that were missing, once each.
    const pagesAfter = requestsTo(NUMBERS_PATH)
      .slice(pagesBefore.length)
      .map((url) => url.searchParams.get('Page'));
    expect(pagesAfter).toEqual(['1', '2']);
    await user.keyboard('{ArrowDown}');
    expect(optionNames()).toHaveLength(90);
  });

  it('keeps the banner and its Try again when the retry fails too', async () => {
    testEmulator().setFaults({ errorRate: 1 });
    const { user } = renderApp({ path: '/phone-numbers', signedIn: 'auth-token', retries: true });
    const tryAgain = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    await user.click(tryAgain);
    await waitFor(() => expect(requestsTo(NUMBERS_PATH)).toHaveLength(6), { timeout: 5000 });
    await waitFor(() => expect(tryAgain).not.toHaveAttribute('aria-disabled'));
    expect(tryAgain).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/^Could not load your phone numbers: .+/);
  });

  it('offers every readable number and counts a number the provider sent without its phone_number', async () => {
    testEmulator().setFaults({ nullOnFirstItem: ['phone_number'] });
    const { user } = await openMessagesPage();
    expect(screen.getByText('1 phone number could not be read and is not shown.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Phone number'));
    expect(optionNames()).toEqual(DEMO_OPTIONS);
  });

  it('stops a provider that keeps offering the same page, and says the list may be incomplete', async () => {
    testEmulator().setFaults({ endlessPaging: 'same-uri' });
    const { user } = await openMessagesPage();
    expect(
      screen.getByText(
        'The provider kept offering more pages; the list stopped after 1 page and may be incomplete.',
      ),
    ).toBeInTheDocument();
    expect(requestsTo(NUMBERS_PATH)).toHaveLength(1);
    await user.click(screen.getByLabelText('Phone number'));
    expect(optionNames()).toEqual(DEMO_OPTIONS);
  });

  it('never follows a next page on another origin, and says so', async () => {
    testEmulator().seed(LARGE);
    testEmulator().setFaults({ foreignNextPageUri: true });
    await openMessagesPage();
    expect(
      screen.getByText(
        'The provider offered its next page at another address, which this app does not follow; the list stopped after 1 page and may be incomplete.',
      ),
    ).toBeInTheDocument();
    expect(requestsTo(NUMBERS_PATH)).toHaveLength(1);
  });

  it("shows a number's friendly name beside it, and finds the number by its name", async () => {
    const { user } = await openMessagesPage();
    const picker = screen.getByLabelText('Phone number');
    await user.click(picker);
    await user.type(picker, 'SUPPORT');
    expect(optionNames()).toEqual(['+1 415 555 0123 · Support line']);
    await user.keyboard('{Enter}');
    const chosen = await screen.findByRole('region', { name: 'Phone number +1 415 555 0123' });
    expect(chosen).toBeInTheDocument();
    // The chosen value shows it too; the option's value is still the number itself.
    expect(document.querySelector('[class*="singleValue"]')).toHaveTextContent(
      '+1 415 555 0123 · Support line',
    );
  });

  it('writes a number outside North America as its country does, and offers it by any part of it', async () => {
    testEmulator().seed({
      kind: 'custom',
      numbers: [
        { phoneNumber: '+33612345678', friendlyName: '06 12 34 56 78', sms: true },
        { phoneNumber: '+447700900123', friendlyName: 'London desk', sms: true },
      ],
      messages: [],
    });
    const { user } = await openMessagesPage();
    await user.click(screen.getByLabelText('Phone number'));
    // A friendly name that only writes the number again is not repeated beside it.
    expect(optionNames()).toEqual(['+33 6 12 34 56 78', '+44 7700 900123 · London desk']);
    await user.type(screen.getByLabelText('Phone number'), '7700 900');
    expect(optionNames()).toEqual(['+44 7700 900123 · London desk']);
  });

  it("says under the options which of the account's numbers are not offered, and why", async () => {
    const { user } = await openMessagesPage();
    const note = "1 of the account's numbers is not offered (1 cannot send SMS).";
    // In the menu, where the person looks for the number, not in the page's way.
    expect(screen.queryByText(note)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Phone number'));
    expect(screen.getByText(note)).toBeInTheDocument();
    expect(within(screen.getByRole('listbox')).queryByText(note)).not.toBeInTheDocument();
  });

  it('says so when the account has no SMS-capable number, counting those without capabilities', async () => {
    testEmulator().seed({
      kind: 'custom',
      numbers: [
        { phoneNumber: '+14155550100', friendlyName: 'Main', sms: false },
        { phoneNumber: '+14155550101', friendlyName: 'Fax', sms: false },
      ],
      messages: [],
    });
    testEmulator().setFaults({ nullOnFirstItem: ['capabilities'] });
    const { user } = await openMessagesPage();
    expect(
      screen.getByText(
        "This account has no SMS-capable numbers (1 cannot send SMS, 1 has no capabilities in Twilio's answer).",
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByLabelText('Phone number'));
    expect(screen.getByText('No options')).toBeInTheDocument();
  });

  it('says nothing about pages or unreadable numbers when there is nothing to say', async () => {
    await openMessagesPage();
    expect(screen.queryByText(/could not be read|may be incomplete/)).not.toBeInTheDocument();
  });

  it('chooses a number by typing, which opens its panel on the Messages tab', async () => {
    const { user } = await openMessagesPage();
    await chooseNumber(user, '6505550142');
    const panel = screen.getByRole('region', { name: 'Phone number +1 650 555 0142' });
    expect(within(panel).getByRole('tab', { name: 'Messages', selected: true })).toBeInTheDocument();
    expect(within(panel).getByRole('tab', { name: 'Composer', selected: false })).toBeInTheDocument();
    // The dropdown shows the chosen number (the cards show it too, grouped the same way).
    const outsideCards = screen
      .getAllByText('+1 650 555 0142')
      .filter((element) => !element.closest('article'));
    expect(outsideCards).toHaveLength(1);
  });

  it('chooses by keyboard: arrows open and move, Enter, Space and Tab select, Escape closes', async () => {
    const { user } = await openMessagesPage();
    const input = screen.getByLabelText('Phone number');
    await user.click(input);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('region', { name: 'Phone number +1 415 555 0123' })).toBeInTheDocument();

    // Reopened, the menu starts on the chosen number; one down is the next one, Space takes it.
    await user.click(input);
    await user.keyboard('{ArrowDown}[Space]');
    expect(screen.getByRole('region', { name: 'Phone number +1 650 555 0142' })).toBeInTheDocument();

    await user.click(input);
    await user.keyboard('{Home}');
    await user.tab();
    expect(screen.getByRole('region', { name: 'Phone number +1 415 555 0100' })).toBeInTheDocument();
  });

  it('jumps 5 options with Page Down', async () => {
    testEmulator().seed(LARGE);
    const { user } = await openMessagesPage();
    await user.click(screen.getByLabelText('Phone number'));
    const sixth = optionNames()[5];
    await user.keyboard('{PageDown}{Enter}');
    expect(screen.getByRole('region', { name: `Phone number ${sixth ?? ''}` })).toBeInTheDocument();
  });

  it('moves between the tabs with the arrow keys', async () => {
    const { user } = await openMessagesPage();
    await chooseNumber(user, '4155550100');
    await user.click(screen.getByRole('tab', { name: 'Messages' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Composer' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Composer', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Composer' })).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Scheduled', selected: true })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Scheduled' })).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Messages', selected: true })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Messages' })).toBeVisible();
  });
});

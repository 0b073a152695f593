/**
 * Conversations on the Messages page, against the emulator's demo account. jsdom has no layout: the
 * thread's scroll box is given a height, as a browser gives it, and its bubbles measure nothing, so the
 * short threads opened here are rendered whole (long threads are the browser suite's and the benchmark's).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEMO_CLINIC_NUMBER,
  DEMO_CONTACTS,
  DEMO_OPTED_OUT_CONTACT,
  DEMO_SHOP_NUMBER,
  DEMO_SUPPORT_LINE_NUMBER,
} from '../../../../emulator/src/core/seed';
import { advanceProviderClock, providerPostedForms, testEmulator } from '../../../test/emulator';
import { giveThreadBoxAHeight } from '../../../test/threadBox';
import {
  chooseNumber,
  clickSendWithFault,
  goInHistory,
  messageCards,
  openMessagesPage,
  openMessagesPageAt,
  READY_PLACEHOLDER,
  reloadApp,
  sendRequests,
  pressRefresh,
} from '../../../test/messagesPage';
import { EMPTY_REPLY_HINT } from '../composer/composerRules';
import { MAY_HAVE_BEEN_SENT_NOTE } from '../composer/SendFailure';
import { formatPartyNumber } from '../../../lib/phoneNumbers/formatPartyNumber';
import { DEMO_ACCOUNT } from '../../../../emulator/src/core/accounts';
import { writePreferences } from '../../../lib/preferences/preferences';

const SHOP = DEMO_SHOP_NUMBER;
const { maya: MAYA, lucas: LUCAS, aiko: AIKO } = DEMO_CONTACTS;
const CLINIC_PATIENT = '+16505559876';
/** The clinic's reminder to a handset that never answers: undelivered, as every message to it ends. */
const UNANSWERED = '+14155550666';
/** A number none of the demo account's messages is from or to. */
const UNKNOWN_PARTY = '+33698765432';

beforeEach(giveThreadBoxAHeight);

afterEach(() => {
  vi.restoreAllMocks();
});

async function openConversations(phoneNumber = SHOP) {
  const app = await openMessagesPage();
  await chooseNumber(app.user, phoneNumber);
  await messageCards();
  await app.user.click(screen.getByRole('radio', { name: 'Conversations' }));
  return app;
}

function conversationList(name = `Conversations on ${formatPartyNumber(SHOP)}`): HTMLElement {
  return screen.getByRole('list', { name });
}

/** The buttons that open the list's conversations: not the Actions button beside each. */
function rowButtons(list = conversationList()): HTMLElement[] {
  return within(list).getAllByRole('button', { name: /^(?!Actions$)/ });
}

/** The button that opens the conversation with `party`. */
function rowButton(party: string): HTMLElement {
  return within(conversationList()).getByRole('button', { name: formatPartyNumber(party) });
}

/** The Actions button on the row of `party`: out of the Tab order, beside the button that opens it. */
function rowActions(party: string): HTMLElement {
  const row = rowButton(party).closest('li');
  if (row === null) throw new Error(`No row for ${party}`);
  return within(row).getByRole('button', { name: 'Actions' });
}

async function openThread(user: UserEvent, party: string, list = conversationList()) {
  await user.click(within(list).getByRole('button', { name: formatPartyNumber(party) }));
  return screen.findByRole('list', { name: `Messages with ${formatPartyNumber(party)}` });
}

/** The thread's own Back: the list shows again once the browser has gone back to its entry. */
async function backToConversations(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Back to conversations' }));
  return screen.findByRole('list', { name: `Conversations on ${formatPartyNumber(SHOP)}` });
}

/** One of the open thread's triage choices, behind its More button. */
async function chooseAction(user: UserEvent, name: string) {
  await user.click(screen.getByRole('button', { name: 'More actions' }));
  await user.click(screen.getByRole('button', { name }));
}

function bubbles(thread: HTMLElement): HTMLElement[] {
  return within(thread).getAllByRole('listitem');
}

describe('conversations', () => {
  it('start on the spec’s list; Conversations has one row per party, newest first, and is remembered', async () => {
    const app = await openMessagesPage();
    await chooseNumber(app.user, SHOP);
    await messageCards();
    expect(screen.getByRole('radio', { name: 'List' })).toBeChecked();

    await app.user.click(screen.getByRole('radio', { name: 'Conversations' }));
    const rows = rowButtons();
    expect(rows.map((row) => row.textContent)).toEqual([LUCAS, MAYA, AIKO].map(formatPartyNumber));
    // The latest message on one line (an outbound one says so), its full date, and the count.
    expect(rowButton(MAYA)).toHaveAccessibleDescription(/You: No problem, see you soon\. 11 messages$/);
    expect(rowButton(LUCAS)).toHaveAccessibleDescription(/^\w{3} \w{3} \d{2} \d{4} .* 4 messages$/);
    expect(screen.queryByRole('list', { name: /^Messages from and to/ })).not.toBeInTheDocument();

    reloadApp(app);
    expect(await screen.findByRole('radio', { name: 'Conversations' }, { timeout: 10_000 })).toBeChecked();
    expect(localStorage.getItem('sms-web-client.preferences')).toContain('"messagesView":"conversations"');
  });

  it('say "No text" for a latest message of only line breaks and invisible characters', async () => {
    testEmulator().deliverInbound({ from: MAYA, to: SHOP, body: '\n\n\u200B\u2060 \n' });
    testEmulator().deliverInbound({ from: AIKO, to: SHOP, body: '\u200B ok' });
    await openConversations();
    expect(rowButton(MAYA)).toHaveAccessibleDescription(/ No text 12 messages$/);
    expect(rowButton(AIKO)).toHaveAccessibleDescription(/ \u200B ok \d+ messages?$/);
  });

  it('open as a thread, oldest to newest, with status and time; Back returns to the row', async () => {
    const { user } = await openConversations();
    const thread = await openThread(user, LUCAS);
    const items = bubbles(thread);
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('Bonjour ! Vous êtes ouverts le dimanche ?');
    // A pattern, not the whole text: the production CSS keeps rules for words found in src (vite.config.ts).
    expect(items[3]).toHaveTextContent(/Merci pour la réparation/);
    expect(items.map((item) => item.getAttribute('aria-posinset'))).toEqual(['1', '2', '3', '4']);
    expect(items.every((item) => item.getAttribute('aria-setsize') === '4')).toBe(true);
    expect(within(items[0] as HTMLElement).getByText('Inbound')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('Outbound')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('received')).toBeInTheDocument();
    // The thread takes the focus once it is drawn, named by its heading; the search bar steps aside.
    await waitFor(() => expect(screen.getByRole('region', { name: formatPartyNumber(LUCAS) })).toHaveFocus());
    expect(screen.queryByRole('searchbox', { name: 'Search messages' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to conversations' }));
    // Back puts the focus on the row once the list is drawn again.
    await waitFor(() => expect(rowButton(LUCAS)).toHaveFocus());
    expect(screen.getByRole('searchbox', { name: 'Search messages' })).toBeVisible();
  });

  it('close with the browser’s Back, on the same number, and open again with Forward', async () => {
    const { user } = await openConversations();
    const address = window.location.href;
    await openThread(user, LUCAS);
    // The thread is a history entry of its own, named in the address beside the number.
    const opened = new URL(window.location.href).searchParams;
    expect([opened.get('number'), opened.get('with')]).toEqual([SHOP, LUCAS]);

    window.history.back();
    await waitFor(() => expect(rowButton(LUCAS)).toHaveFocus());
    expect(window.location.href).toBe(address);
    expect(screen.queryByRole('list', { name: `Messages with ${formatPartyNumber(LUCAS)}` })).toBeNull();

    window.history.forward();
    expect(
      await screen.findByRole('list', { name: `Messages with ${formatPartyNumber(LUCAS)}` }),
    ).toBeInTheDocument();

    // The thread's own Back is the browser's: the Back after it leaves the number, not the list for the thread.
    await backToConversations(user);
    await goInHistory(-1);
    expect(new URLSearchParams(window.location.search).get('number')).toBeNull();
    expect(await screen.findByText(READY_PLACEHOLDER)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /^Messages with / })).toBeNull();
  });

  it('after a reload show the same thread with its draft gone, and Back still leads to the list', async () => {
    const app = await openConversations();
    await openThread(app.user, MAYA);
    const reloaded = reloadApp(app);
    expect(
      await screen.findByRole(
        'list',
        { name: `Messages with ${formatPartyNumber(MAYA)}` },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Reply' })).toHaveValue('');

    await backToConversations(reloaded.user);
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('with')).toBeNull());
    expect(new URLSearchParams(window.location.search).get('number')).toBe(SHOP);
  });

  it('open a shared link’s thread whichever view is preferred; Back from it shows that view', async () => {
    const app = await openMessagesPageAt(
      `?number=${encodeURIComponent(SHOP)}&with=${encodeURIComponent(AIKO)}`,
    );
    const thread = await screen.findByRole('list', { name: `Messages with ${formatPartyNumber(AIKO)}` });
    expect(bubbles(thread).length).toBeGreaterThan(0);
    expect(screen.getByRole('textbox', { name: 'Reply' })).toBeVisible();

    // Nothing to go back to in the app: Back replaces the link's entry with the number's own.
    const entries = window.history.length;
    await app.user.click(screen.getByRole('button', { name: 'Back to conversations' }));
    expect(
      await screen.findByRole('list', { name: `Messages from and to ${formatPartyNumber(SHOP)}` }),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: 'List' })).toBeChecked();
    expect(window.history.length).toBe(entries);
    expect(new URLSearchParams(window.location.search).get('number')).toBe(SHOP);
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('with')).toBeNull());
  });

  it('show the List chosen while a linked thread’s messages are still on their way, not the thread', async () => {
    writePreferences({ messagesView: 'conversations' });
    // The messages come a while after the page (and its view switch) is up.
    testEmulator().setFaults({ latencyMs: 1_500, faultRequestContains: '/Messages.json' });
    const app = await openMessagesPageAt(
      `?number=${encodeURIComponent(SHOP)}&with=${encodeURIComponent(AIKO)}`,
    );
    await app.user.click(await screen.findByText('List', { selector: 'label' }));
    expect(
      await screen.findByRole(
        'list',
        { name: `Messages from and to ${formatPartyNumber(SHOP)}` },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: 'List' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Reply' })).toBeNull();
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('with')).toBeNull());
  });

  it('say so when a link names a conversation the number’s messages do not hold, and show the list', async () => {
    await openMessagesPageAt(`?number=${encodeURIComponent(SHOP)}&with=${encodeURIComponent(UNKNOWN_PARTY)}`);
    expect(
      await screen.findByText(
        `The address named a conversation with ${formatPartyNumber(UNKNOWN_PARTY)}, but no loaded message belongs to it.`,
      ),
    ).toBeVisible();
    expect(
      screen.getByRole('list', { name: `Messages from and to ${formatPartyNumber(SHOP)}` }),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Reply' })).toBeNull();
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('with')).toBeNull());
  });

  it('open a thread once for a double press, and go back one step for a double press of Back', async () => {
    const { user } = await openConversations();
    const row = rowButton(LUCAS);
    const entries = window.history.length;
    await user.dblClick(row);
    await screen.findByRole('list', { name: `Messages with ${formatPartyNumber(LUCAS)}` });
    expect(window.history.length).toBe(entries + 1);

    await user.dblClick(screen.getByRole('button', { name: 'Back to conversations' }));
    await waitFor(() => expect(rowButton(LUCAS)).toHaveFocus());
    // Still on the number: one more Back would leave it.
    expect(new URLSearchParams(window.location.search).get('number')).toBe(SHOP);
  });

  it('stay open when another tab of the app switches to the list, and go back to the list', async () => {
    const { user } = await openConversations();
    await openThread(user, LUCAS);
    // That tab's choice reaches this one as a storage event.
    const key = 'sms-web-client.preferences';
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as object;
    localStorage.setItem(key, JSON.stringify({ ...stored, messagesView: 'list' }));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key }));
    });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'List', hidden: true })).toBeChecked());
    expect(screen.getByRole('list', { name: `Messages with ${formatPartyNumber(LUCAS)}` })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Back to conversations' }));
    expect(
      await screen.findByRole('list', { name: `Messages from and to ${formatPartyNumber(SHOP)}` }),
    ).toBeVisible();
    expect(screen.queryByRole('list', { name: `Messages with ${formatPartyNumber(LUCAS)}` })).toBeNull();
  });

  it('work from the keyboard: the switch with arrows, a row with Enter', async () => {
    const app = await openMessagesPage();
    await chooseNumber(app.user, SHOP);
    await messageCards();
    screen.getByRole('radio', { name: 'List' }).focus();
    await app.user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Conversations' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Conversations' })).toHaveFocus();

    rowButton(AIKO).focus();
    await app.user.keyboard('{Enter}');
    expect(
      await screen.findByRole('list', { name: `Messages with ${formatPartyNumber(AIKO)}` }),
    ).toBeVisible();
  });

  it("a reply follows Twilio's rules, not the Composer's, shows in the thread at once and follows its fate", async () => {
    const { user } = await openConversations();
    const thread = await openThread(user, AIKO);
    const reply = screen.getByRole('textbox', { name: 'Reply' });
    expect(reply).toHaveAccessibleDescription(
      '0 characters · GSM-7 · 0 SMS segments. Enter sends, Shift+Enter starts a new line.',
    );
    await user.type(reply, 'ç');
    expect(reply).toHaveAccessibleDescription(
      '1 character · UCS-2 · 1 SMS segment. UCS-2 because of “ç”. Enter sends, Shift+Enter starts a new line.',
    );
    await user.clear(reply);

    // Blank is all a reply cannot be; said when it is sent, not when the box is left.
    await user.type(reply, '   ');
    await user.tab();
    expect(screen.queryByText(EMPTY_REPLY_HINT)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText(EMPTY_REPLY_HINT)).toBeInTheDocument();
    expect(sendRequests()).toHaveLength(0);

    // Up to Twilio's 1,600 characters, never cut at the Composer's 199; a paste past them inserts nothing.
    await user.clear(reply);
    await user.paste('x'.repeat(1601));
    expect(reply).toHaveValue('');
    expect(
      screen.getByText('The pasted text has 1601 characters; a message can have at most 1600.'),
    ).toBeVisible();
    await user.paste('y'.repeat(230));
    expect(reply).toHaveValue('y'.repeat(230));
    expect(reply).toHaveAccessibleDescription(/^230 characters · GSM-7 · 2 SMS segments\./);
    await user.clear(reply);

    await user.type(reply, 'See you at 3pm');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(bubbles(thread)).toHaveLength(4));
    const sent = bubbles(thread)[3] as HTMLElement;
    expect(sent).toHaveTextContent('See you at 3pm');
    expect(sent).toHaveTextContent(/queued|sending/);
    expect(reply).toHaveValue('');
    const [form] = await providerPostedForms();
    expect(Object.fromEntries(form ?? [])).toMatchObject({ From: SHOP, To: AIKO, Body: 'See you at 3pm' });

    advanceProviderClock(10_000);
    await waitFor(() => expect(sent).toHaveTextContent('delivered'), { timeout: 8000 });
  });

  it('a failed message offers Send again: one new message with its text, from its number, the draft kept', async () => {
    const clinic = `Conversations on ${formatPartyNumber(DEMO_CLINIC_NUMBER)}`;
    const { user } = await openConversations(DEMO_CLINIC_NUMBER);
    const thread = await openThread(user, UNANSWERED, conversationList(clinic));
    const failed = bubbles(thread)[0] as HTMLElement;
    expect(failed).toHaveTextContent('undelivered');
    const reply = screen.getByRole('textbox', { name: 'Reply' });
    await user.type(reply, 'Are you still coming?');

    // Two presses at once send one message; nothing was sent before the press.
    expect(sendRequests()).toHaveLength(0);
    await user.dblClick(within(failed).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(bubbles(thread)).toHaveLength(2));
    expect(sendRequests()).toHaveLength(1);
    const [form] = await providerPostedForms();
    expect(Object.fromEntries(form ?? [])).toMatchObject({
      From: DEMO_CLINIC_NUMBER,
      To: UNANSWERED,
      Body: 'Reminder: your appointment is on Friday at 14:00.',
    });
    const again = bubbles(thread)[1] as HTMLElement;
    expect(again).toHaveTextContent('Reminder: your appointment is on Friday at 14:00.');
    expect(again).toHaveTextContent(/queued|sending/);
    expect(await screen.findByText('Reply sent.')).toBeInTheDocument();
    expect(reply).toHaveValue('Are you still coming?');
    // The original says it was sent again, and a press on it sends nothing more.
    const original = within(failed).getByRole('button', { name: 'Sent again' });
    expect(original).toHaveAttribute('aria-disabled', 'true');
    await user.click(original);
    expect(sendRequests()).toHaveLength(1);

    // The new message is followed to its fate, and is offered again only once it has failed too.
    expect(within(again).queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();
    advanceProviderClock(10_000);
    await waitFor(() => expect(again).toHaveTextContent('undelivered'), { timeout: 8000 });
    expect(within(again).getByRole('button', { name: 'Send again' })).toBeInTheDocument();
    expect(sendRequests()).toHaveLength(1);
  });

  it('a Send again that fails says why under the thread and can be pressed again', async () => {
    const clinic = `Conversations on ${formatPartyNumber(DEMO_CLINIC_NUMBER)}`;
    const { user } = await openConversations(DEMO_CLINIC_NUMBER);
    const thread = await openThread(user, UNANSWERED, conversationList(clinic));
    const failed = bubbles(thread)[0] as HTMLElement;
    testEmulator().setFaults({ errorRate: 1 });
    testEmulator().setHeld(true);
    await user.click(within(failed).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(sendRequests()).toHaveLength(1));
    testEmulator().setFaults({ errorRate: 0 });
    testEmulator().setHeld(false);
    const replyForm = screen.getByRole('form', { name: 'Reply' });
    await waitFor(() =>
      expect(within(replyForm).getByRole('alert')).toHaveTextContent(MAY_HAVE_BEEN_SENT_NOTE),
    );
    expect(within(failed).getByRole('button', { name: 'Send again' })).not.toHaveAttribute('aria-disabled');

    await user.click(within(failed).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(sendRequests()).toHaveLength(2));
    expect(await within(failed).findByRole('button', { name: 'Sent again' })).toBeInTheDocument();
  });

  it('offers Send again on nothing that was received or went out', async () => {
    const { user } = await openConversations();
    const thread = await openThread(user, AIKO);
    expect(bubbles(thread).length).toBeGreaterThan(1);
    expect(within(thread).queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();
  });

  it('a reply goes with Enter; Shift+Enter starts a new line, and Enter on a blank reply shows the hint', async () => {
    const { user } = await openConversations();
    const thread = await openThread(user, AIKO);
    const reply = screen.getByRole('textbox', { name: 'Reply' });
    await user.type(reply, ' {Enter}');
    expect(screen.getByText(EMPTY_REPLY_HINT)).toBeInTheDocument();
    expect(reply).toHaveValue(' ');

    await user.clear(reply);
    await user.type(reply, 'ok then{Shift>}{Enter}{/Shift}see you at 3pm');
    expect(reply).toHaveValue('ok then\nsee you at 3pm');
    // The Enter that ends an input method's composition, as Chromium and as Safari report it: the form is
    // not submitted (a submit is dispatched at once, so there is nothing to wait for).
    const submitted = vi.fn();
    screen.getByRole('form', { name: 'Reply' }).addEventListener('submit', submitted);
    fireEvent.keyDown(reply, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(reply, { key: 'Enter', keyCode: 229 });
    expect(submitted).not.toHaveBeenCalled();
    expect(sendRequests()).toHaveLength(0);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(bubbles(thread)).toHaveLength(4));
    expect(reply).toHaveValue('');
    const [form] = await providerPostedForms();
    expect(form?.get('Body')).toBe('ok then\nsee you at 3pm');
  });

  it('sends one reply at a time: Send busy, the text read-only with the focus kept, then "Reply sent."', async () => {
    const { user } = await openConversations();
    const thread = await openThread(user, AIKO);
    const reply = screen.getByRole('textbox', { name: 'Reply' });
    await user.type(reply, 'On my way');
    testEmulator().setHeld(true); // the send stays in flight until the checks below have looked
    const form = screen.getByRole('form', { name: 'Reply' }) as HTMLFormElement;
    // Two submits in one task, as a double press can make them: one reply goes.
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });

    const send = screen.getByRole('button', { name: 'Send' });
    await waitFor(() => expect(send).toHaveAttribute('aria-busy', 'true'));
    expect(reply).toHaveAttribute('readonly');
    expect(reply).toHaveFocus();
    expect(screen.getByText('Sending...').closest('[role="status"]')).not.toBeNull();
    // A press while it goes sends nothing more.
    await user.click(send);
    testEmulator().setHeld(false);

    await waitFor(() => expect(bubbles(thread)).toHaveLength(4));
    expect(await screen.findByText('Reply sent.')).toBeInTheDocument();
    expect(reply).toHaveValue('');
    expect(reply).not.toHaveAttribute('readonly');
    expect(sendRequests()).toHaveLength(1);
  });

  it('sends the short replies people send: OK, No, 👍', async () => {
    const { user } = await openConversations();
    const thread = await openThread(user, AIKO);
    const reply = screen.getByRole('textbox', { name: 'Reply' });
    for (const [index, text] of ['OK', 'No', '👍'].entries()) {
      await user.type(reply, `${text}{Enter}`);
      await waitFor(() => expect(bubbles(thread)).toHaveLength(4 + index));
      expect(reply).toHaveValue('');
    }
    const forms = await providerPostedForms();
    expect(forms.map((form) => form.get('Body'))).toEqual(['OK', 'No', '👍']);
  });

  it('say who opted out: their row is marked, the reply box says so before Send, and START lifts it', async () => {
    const { user } = await openConversations(DEMO_SUPPORT_LINE_NUMBER);
    const list = () =>
      screen.getByRole('list', { name: `Conversations on ${formatPartyNumber(DEMO_SUPPORT_LINE_NUMBER)}` });
    const optedOutRow = () =>
      within(list()).getByRole('button', { name: formatPartyNumber(DEMO_OPTED_OUT_CONTACT) });
    expect(optedOutRow()).toHaveAccessibleDescription(/Opted out$/);
    await openThread(user, DEMO_OPTED_OUT_CONTACT, list());
    // The reply box is described by it, in its live hint, so it is heard on reaching the box.
    const reply = screen.getByRole('textbox', { name: 'Reply' });
    expect(reply).toHaveAccessibleDescription(
      /^Opted out: they replied STOP to this number \(.+\)\. Twilio refuses messages to them from it \(error 21610\) until they reply START\./,
    );
    expect(screen.getByText(/^they replied STOP/).closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();

    advanceProviderClock(60_000);
    testEmulator().deliverInbound({
      from: DEMO_OPTED_OUT_CONTACT,
      to: DEMO_SUPPORT_LINE_NUMBER,
      body: ' start ',
    });
    await pressRefresh(user);
    await waitFor(() => expect(screen.queryByText(/^they replied/)).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Back to conversations' }));
    await waitFor(() => expect(optedOutRow()).not.toHaveAccessibleDescription(/Opted out/));
  });

  it('a refused reply says why and keeps the text; one that may have gone out says so too', async () => {
    const { user } = await openConversations(DEMO_SUPPORT_LINE_NUMBER);
    await openThread(
      user,
      DEMO_OPTED_OUT_CONTACT,
      screen.getByRole('list', { name: `Conversations on ${formatPartyNumber(DEMO_SUPPORT_LINE_NUMBER)}` }),
    );
    const reply = screen.getByRole('textbox', { name: 'Reply' });
    await user.type(reply, 'Are you still there?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/^Error 21610: /)).toBeInTheDocument();
    expect(screen.queryByText(MAY_HAVE_BEEN_SENT_NOTE)).not.toBeInTheDocument();
    expect(reply).toHaveValue('Are you still there?');

    await clickSendWithFault(user, 'errorRate');
    expect(await screen.findByText(MAY_HAVE_BEEN_SENT_NOTE)).toBeInTheDocument();
    expect(reply).toHaveValue('Are you still there?');
  });

  it('keep a draft per conversation while the person looks at another', async () => {
    const { user } = await openConversations();
    await openThread(user, AIKO);
    await user.type(screen.getByRole('textbox', { name: 'Reply' }), 'Half a thought');
    await openThread(user, LUCAS, await backToConversations(user));
    expect(screen.getByRole('textbox', { name: 'Reply' })).toHaveValue('');
    await openThread(user, AIKO, await backToConversations(user));
    expect(screen.getByRole('textbox', { name: 'Reply' })).toHaveValue('Half a thought');
  });

  it('are built from what the search lets through, which Export still takes', async () => {
    const { user } = await openConversations();
    await user.type(screen.getByRole('searchbox', { name: 'Search messages' }), 'helmet');
    await waitFor(() => expect(rowButtons()).toHaveLength(1));
    expect(rowButton(MAYA)).toHaveAccessibleDescription(/1 matching$/);
    expect(screen.getByText(/^1 of \d+ loaded messages match$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();

    await user.clear(screen.getByRole('searchbox', { name: 'Search messages' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search messages' }), 'nothing like this');
    expect(await screen.findByText('No loaded messages match the search and filters.')).toBeInTheDocument();
  });

  it('mark a conversation whose new message is unread', async () => {
    const { user } = await openConversations();
    testEmulator().deliverInbound({ from: AIKO, to: SHOP, body: 'Can I come at 4 instead?' });
    await pressRefresh(user);
    await waitFor(() =>
      expect(rowButton(AIKO)).toHaveAccessibleDescription(
        /Can I come at 4 instead\? 4 messages New ?Unread$/,
      ),
    );
    expect(rowButtons()[0]).toBe(rowButton(AIKO));
  });

  it('mark a conversation with a new message read from its row, without opening it, until a newer one', async () => {
    const { user } = await openConversations();
    testEmulator().deliverInbound({ from: AIKO, to: SHOP, body: 'Can I come at 4 instead?' });
    await pressRefresh(user);
    await waitFor(() => expect(rowButton(AIKO)).toHaveAccessibleDescription(/Unread$/));
    rowButton(AIKO).focus();
    await user.keyboard('u');
    expect(await screen.findByText('Marked as read.')).toBeInTheDocument();
    await waitFor(() => expect(rowButton(AIKO)).not.toHaveAccessibleDescription(/Unread/));
    expect(screen.queryByRole('list', { name: `Messages with ${formatPartyNumber(AIKO)}` })).toBeNull();

    advanceProviderClock(60_000);
    testEmulator().deliverInbound({ from: AIKO, to: SHOP, body: 'Or 5?' });
    await pressRefresh(user);
    await waitFor(() => expect(rowButton(AIKO)).toHaveAccessibleDescription(/Or 5\? .*Unread$/));
  });

  it('read a conversation once it has been opened: Unread stays while reading, then goes until a newer one', async () => {
    const { user } = await openConversations();
    testEmulator().deliverInbound({ from: AIKO, to: SHOP, body: 'Can I come at 4 instead?' });
    await pressRefresh(user);
    await waitFor(() => expect(rowButton(AIKO)).toHaveAccessibleDescription(/Unread$/));

    // What was unread is marked while the person reads it.
    const thread = await openThread(user, AIKO);
    expect(within(bubbles(thread).at(-1)!).getByText('Unread')).toBeInTheDocument();

    await backToConversations(user);
    expect(rowButton(AIKO)).not.toHaveAccessibleDescription(/Unread$/);
    const again = await openThread(user, AIKO);
    expect(within(again).queryByText('Unread')).not.toBeInTheDocument();

    // Read in the list too, and still read in the conversations after a turn through it.
    await backToConversations(user);
    await user.click(screen.getByRole('radio', { name: 'List' }));
    const card = (await messageCards()).find((article) =>
      article.textContent?.includes('Can I come at 4 instead?'),
    );
    expect(card).toBeDefined();
    expect(within(card!).queryByText('Unread')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Conversations' }));
    await waitFor(() => expect(rowButton(AIKO)).toBeInTheDocument());
    expect(rowButton(AIKO)).not.toHaveAccessibleDescription(/Unread$/);

    // A message after the one read is unread again.
    advanceProviderClock(60_000);
    testEmulator().deliverInbound({ from: AIKO, to: SHOP, body: 'Or 5, if 4 is taken' });
    await pressRefresh(user);
    await waitFor(() =>
      expect(rowButton(AIKO)).toHaveAccessibleDescription(/Or 5, if 4 is taken 5 messages New ?Unread$/),
    );
  });

  it('pin, archive and mark as unread from a thread; each folder shows its own, and the marks outlive a reload', async () => {
    const app = await openConversations();
    const rows = () => rowButtons().map((row) => row.textContent);
    await openThread(app.user, AIKO);
    await chooseAction(app.user, 'Pin');
    // The choices close, and the focus is back on More.
    expect(screen.getByRole('button', { name: 'More actions' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'More actions' })).toHaveAttribute('aria-expanded', 'false');
    await app.user.click(screen.getByRole('button', { name: 'More actions' }));
    expect(screen.getByRole('button', { name: 'Pin' })).toHaveAttribute('aria-pressed', 'true');
    // Escape closes the choices alone, not the thread too.
    await app.user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'More actions' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Pin' })).toBeNull();
    await backToConversations(app.user);
    expect(rows()).toEqual([AIKO, LUCAS, MAYA].map(formatPartyNumber));
    expect(rowButton(AIKO)).toHaveAccessibleDescription(/Pinned/);

    // Archived, it leaves the inbox at once, and the thread closes.
    await openThread(app.user, LUCAS);
    await chooseAction(app.user, 'Archive');
    expect(await screen.findByText('Archived.')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toEqual([AIKO, MAYA].map(formatPartyNumber)));
    await app.user.click(screen.getByRole('radio', { name: 'Archived' }));
    expect(rows()).toEqual([formatPartyNumber(LUCAS)]);
    await app.user.click(screen.getByRole('radio', { name: 'Pinned' }));
    expect(rows()).toEqual([formatPartyNumber(AIKO)]);

    // A new message brings it back.
    await app.user.click(screen.getByRole('radio', { name: 'Inbox' }));
    testEmulator().deliverInbound({ from: LUCAS, to: SHOP, body: 'Encore une petite question' });
    await pressRefresh(app.user);
    await waitFor(() => expect(rows()).toEqual([AIKO, LUCAS, MAYA].map(formatPartyNumber)));

    await openThread(app.user, MAYA);
    await chooseAction(app.user, 'Mark as unread');
    await waitFor(() => expect(rowButton(MAYA)).toHaveAccessibleDescription(/Unread/));
    await app.user.click(screen.getByRole('radio', { name: 'Unread' }));
    expect(rows()).toContain(formatPartyNumber(MAYA));
    expect(rows()).not.toContain(formatPartyNumber(AIKO));

    const reloaded = reloadApp(app);
    await screen.findByRole(
      'list',
      { name: `Conversations on ${formatPartyNumber(SHOP)}` },
      { timeout: 10_000 },
    );
    expect(rows()).toEqual([AIKO, LUCAS, MAYA].map(formatPartyNumber));
    expect(rowButton(AIKO)).toHaveAccessibleDescription(/Pinned/);
    expect(rowButton(MAYA)).toHaveAccessibleDescription(/Unread/);
    // Opened, it is read again.
    await openThread(reloaded.user, MAYA);
    await backToConversations(reloaded.user);
    expect(rowButton(MAYA)).not.toHaveAccessibleDescription(/Unread/);
  });

  it('say what an empty folder holds, and take a conversation back to the inbox from Archived', async () => {
    const { user } = await openConversations();
    await user.click(screen.getByRole('radio', { name: 'Pinned' }));
    expect(
      screen.getByText(
        'No pinned conversations. Pin one from its Actions or its thread to keep it at the top.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Inbox' }));
    await openThread(user, AIKO);
    await chooseAction(user, 'Archive');
    await user.click(await screen.findByRole('radio', { name: 'Archived' }));
    await openThread(user, AIKO);
    // An archived conversation cannot be pinned until it is back.
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    expect(screen.queryByRole('button', { name: 'Pin' })).toBeNull();
    // Escape closes the choices and gives the focus back.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Move to inbox' })).toBeNull();
    expect(screen.getByRole('button', { name: 'More actions' })).toHaveFocus();
    await chooseAction(user, 'Move to inbox');
    expect(await screen.findByText('Moved to the inbox.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to conversations' }));
    await waitFor(() => expect(screen.getByText('No archived conversations.')).toBeVisible());
  });

  it('pin, archive, mark read and name from a row’s Actions menu, by its button, a right click or Shift+F10, without opening it', async () => {
    const { user } = await openConversations();
    const rowNames = () => rowButtons().map((row) => row.textContent);
    const noThread = () => expect(screen.queryByRole('button', { name: 'Back to conversations' })).toBeNull();
    expect(rowActions(AIKO)).toHaveAttribute('tabindex', '-1');
    expect(rowActions(AIKO)).toHaveAttribute('aria-expanded', 'false');

    await user.click(rowActions(AIKO));
    // The menu is fetched with its first opening.
    const aikoMenu = await screen.findByRole('menu', { name: `Actions for ${formatPartyNumber(AIKO)}` });
    expect(rowActions(AIKO)).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(within(aikoMenu).getByRole('menuitemcheckbox', { name: 'Pin' })).toHaveFocus(),
    );
    expect(within(aikoMenu).getByRole('menuitem', { name: 'Archive' })).toHaveAttribute(
      'aria-keyshortcuts',
      'e',
    );
    await user.click(within(aikoMenu).getByRole('menuitemcheckbox', { name: 'Pin' }));
    expect(await screen.findByText('Pinned.')).toBeInTheDocument();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(rowNames()).toEqual([AIKO, LUCAS, MAYA].map(formatPartyNumber));
    expect(rowButton(AIKO)).toHaveFocus();
    noThread();

    // From the keyboard: Shift+F10 on the focused row, the arrows through it, Escape back to the row.
    await user.keyboard('{Shift>}{F10}{/Shift}');
    const again = screen.getByRole('menu', { name: `Actions for ${formatPartyNumber(AIKO)}` });
    expect(within(again).getByRole('menuitemcheckbox', { name: 'Pin' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.keyboard('{ArrowDown}');
    expect(within(again).getByRole('menuitem', { name: 'Archive' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(within(again).getByRole('menuitem', { name: 'Add name' })).toHaveFocus();
    // A shortcut's key in the menu is the menu's: j does not move to the next row behind it.
    await user.keyboard('j');
    expect(within(again).getByRole('menuitem', { name: 'Add name' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(rowButton(AIKO)).toHaveFocus();
    expect(rowNames()).toEqual([AIKO, LUCAS, MAYA].map(formatPartyNumber));
    noThread();

    // A right click, then e in the menu: archived, the row leaves and its neighbour takes the focus.
    await user.pointer({ keys: '[MouseRight]', target: rowButton(LUCAS) });
    const lucasMenu = screen.getByRole('menu', { name: `Actions for ${formatPartyNumber(LUCAS)}` });
    expect(within(lucasMenu).getByRole('menuitemcheckbox', { name: 'Pin' })).toHaveFocus();
    await user.keyboard('e');
    expect(await screen.findByText('Archived.')).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual([AIKO, MAYA].map(formatPartyNumber)));
    await waitFor(() => expect(rowButton(MAYA)).toHaveFocus());

    // A row with a new message is offered as read.
    testEmulator().deliverInbound({ from: MAYA, to: SHOP, body: 'Is it ready?' });
    await pressRefresh(user);
    await waitFor(() => expect(rowButton(MAYA)).toHaveAccessibleDescription(/Unread$/));
    await user.click(rowActions(MAYA));
    await user.click(screen.getByRole('menuitem', { name: 'Mark as read' }));
    expect(await screen.findByText('Marked as read.')).toBeInTheDocument();
    await waitFor(() => expect(rowButton(MAYA)).not.toHaveAccessibleDescription(/Unread/));
    noThread();

    // Its button toggles the menu.
    await user.click(rowActions(MAYA));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(rowActions(MAYA));
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(rowActions(MAYA));
    await user.click(screen.getByRole('menuitem', { name: 'Add name' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add name' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Maya');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rowNames()).toEqual([formatPartyNumber(AIKO), 'Maya']);
    noThread();
  });

  it('work from the keyboard: j, k and the arrows move, p pins, e archives, u marks unread and read, r replies, Escape goes back', async () => {
    const { user } = await openConversations();
    const rows = () => rowButtons().map((row) => row.textContent);
    await user.keyboard('j');
    expect(rowButton(LUCAS)).toHaveFocus();
    await user.keyboard('j');
    expect(rowButton(MAYA)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(rowButton(AIKO)).toHaveFocus();
    await user.keyboard('k');
    expect(rowButton(MAYA)).toHaveFocus();

    await user.keyboard('p');
    expect(await screen.findByText('Pinned.')).toBeInTheDocument();
    expect(rows()).toEqual([MAYA, LUCAS, AIKO].map(formatPartyNumber));
    expect(rowButton(MAYA)).toHaveFocus();
    // Archived, the row leaves and its neighbour takes the focus.
    await user.keyboard('e');
    await waitFor(() => expect(rows()).toEqual([LUCAS, AIKO].map(formatPartyNumber)));
    await waitFor(() => expect(rowButton(LUCAS)).toHaveFocus());
    await user.keyboard('u');
    await waitFor(() => expect(rowButton(LUCAS)).toHaveAccessibleDescription(/Unread/));
    // Unread, u marks it read without opening it.
    await user.keyboard('u');
    expect(await screen.findByText('Marked as read.')).toBeInTheDocument();
    await waitFor(() => expect(rowButton(LUCAS)).not.toHaveAccessibleDescription(/Unread/));
    await user.keyboard('u');
    await waitFor(() => expect(rowButton(LUCAS)).toHaveAccessibleDescription(/Unread/));

    await user.keyboard('{Enter}');
    // The thread takes the focus once it is drawn; a key after that acts in it.
    await waitFor(() => expect(screen.getByRole('region', { name: formatPartyNumber(LUCAS) })).toHaveFocus());
    await user.keyboard('r');
    const reply = screen.getByRole('textbox', { name: 'Reply' });
    expect(reply).toHaveFocus();
    // Typed into a field, a key is the field's: no shortcut fires, Escape included.
    await user.keyboard('e{Escape}');
    expect(reply).toHaveValue('e');
    expect(
      screen.getByRole('list', { name: `Messages with ${formatPartyNumber(LUCAS)}` }),
    ).toBeInTheDocument();
    screen.getByRole('region', { name: formatPartyNumber(LUCAS) }).focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(rowButton(LUCAS)).toHaveFocus());
  });

  it('list the shortcuts on ?, where the single-key ones can be turned off; c opens the Composer', async () => {
    const { user } = await openConversations();
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(
      within(dialog).getByRole('row', { name: /Archive, or move back to the inbox/ }),
    ).toBeInTheDocument();
    const singleKeys = within(dialog).getByRole('switch', {
      name: 'Single-key shortcuts (a letter, / or ?)',
    });
    expect(singleKeys).toBeChecked();
    await user.click(singleKeys);
    expect(within(dialog).getByRole('row', { name: /Pin or unpin \(off\)/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    rowButton(MAYA).focus();
    await user.keyboard('jp?');
    expect(rowButton(MAYA)).toHaveFocus();
    expect(screen.queryByText('Pinned.')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The arrows stay, and the button opens the list.
    await user.keyboard('{ArrowDown}');
    expect(rowButton(AIKO)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('switch', { name: /Single-key shortcuts/ }),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    rowButton(MAYA).focus();
    await user.keyboard('c');
    expect(await screen.findByRole('tab', { name: 'Composer', selected: true })).toBeInTheDocument();
  });

  it('on All numbers: one conversation per number and party, and a reply leaves from its number', async () => {
    const { user } = await openMessagesPage();
    await user.click(screen.getByRole('button', { name: 'All numbers' }));
    await screen.findByRole('list', { name: 'Messages from and to all numbers' });
    await user.click(screen.getByRole('radio', { name: 'Conversations' }));
    const list = screen.getByRole('list', { name: 'Conversations on all numbers' });
    const patient = within(list).getByRole('button', { name: formatPartyNumber(CLINIC_PATIENT) });
    expect(patient).toHaveAccessibleDescription(/On \+1 650 555 0142$/);

    const thread = await openThread(user, CLINIC_PATIENT, list);
    expect(screen.getByRole('heading', { name: /on \+1 650 555 0142$/ })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Reply' }), 'See you on Monday');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(thread).findByText('See you on Monday')).toBeInTheDocument();
    const [form] = await providerPostedForms();
    expect(form?.get('From')).toBe(DEMO_CLINIC_NUMBER);
    expect(form?.get('To')).toBe(CLINIC_PATIENT);
  });

  it('on All numbers, Number narrows the conversations to one of the account’s numbers', async () => {
    const { user } = await openMessagesPage();
    await user.click(screen.getByRole('button', { name: 'All numbers' }));
    await screen.findByRole('list', { name: 'Messages from and to all numbers' });
    await user.click(screen.getByRole('radio', { name: 'Conversations' }));
    const list = () => screen.getByRole('list', { name: 'Conversations on all numbers' });
    const marks = () =>
      within(list())
        .getAllByRole('listitem')
        .map((row) => /On (\+[\d ]+)/.exec(row.textContent ?? '')?.[1]);
    expect(new Set(marks()).size).toBeGreaterThan(1);

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Number' }),
      formatPartyNumber(DEMO_CLINIC_NUMBER),
    );
    await waitFor(() => expect(new Set(marks())).toEqual(new Set([formatPartyNumber(DEMO_CLINIC_NUMBER)])));
    expect(
      within(list()).getByRole('button', { name: formatPartyNumber(CLINIC_PATIENT) }),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Number' }), 'Every number');
    await waitFor(() => expect(new Set(marks()).size).toBeGreaterThan(1));
  });

  it('on All numbers the address says which number the thread is on; choosing a number closes it', async () => {
    const app = await openMessagesPageAt(
      `?number=all&with=${encodeURIComponent(MAYA)}&on=${encodeURIComponent(SHOP)}`,
    );
    await screen.findByRole('list', { name: `Messages with ${formatPartyNumber(MAYA)}` });
    expect(screen.getByRole('heading', { name: /on \+1 415 555 0100$/ })).toBeInTheDocument();

    // Maya's conversation is on the shop's number too: it is the number's page that opens, not her thread.
    await chooseNumber(app.user, SHOP);
    await messageCards();
    const params = new URLSearchParams(window.location.search);
    expect([params.get('number'), params.get('with'), params.get('on')]).toEqual([SHOP, null, null]);
    expect(screen.queryByRole('textbox', { name: 'Reply' })).toBeNull();
  });

  it('on All numbers, a link naming a number the party never wrote to shows the list and says so', async () => {
    await openMessagesPageAt(
      `?number=all&with=${encodeURIComponent(CLINIC_PATIENT)}&on=${encodeURIComponent(SHOP)}`,
    );
    expect(
      await screen.findByText(
        `The address named a conversation with ${formatPartyNumber(CLINIC_PATIENT)} on ${formatPartyNumber(SHOP)}, but no loaded message belongs to it.`,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Reply' })).toBeNull();
  });

  it('name a party from its thread: the row, the heading, the cards and the search use the name, kept in this browser', async () => {
    const app = await openConversations();
    await openThread(app.user, MAYA);
    await chooseAction(app.user, 'Add name');
    const dialog = await screen.findByRole('dialog', { name: 'Add name' });
    // A blank name is not saved, and says why.
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Type a name, or press Cancel.',
    );
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '  Maya <b>Lopez</b> ');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      `Maya <b>Lopez</b>${formatPartyNumber(MAYA)}`,
    );

    await backToConversations(app.user);
    const named = within(conversationList()).getByRole('button', { name: 'Maya <b>Lopez</b>' });
    expect(named.querySelector('b')).toBeNull();
    // Kept per account under the hashed key, never the SID.
    const keys = Object.keys(localStorage).filter((key) => key.endsWith('.contacts'));
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toContain(DEMO_ACCOUNT.accountSid);
    expect(localStorage.getItem(keys[0] ?? '')).toContain('Maya <b>Lopez</b>');

    await app.user.type(screen.getByRole('searchbox', { name: 'Search messages' }), 'lopez');
    await waitFor(() => expect(rowButtons().map((row) => row.textContent)).toEqual(['Maya <b>Lopez</b>']));
    await app.user.click(screen.getByRole('radio', { name: 'List' }));
    const cards = await messageCards();
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card).toHaveTextContent('Maya <b>Lopez</b>');

    await app.user.click(screen.getByRole('radio', { name: 'Conversations' }));
    await app.user.clear(screen.getByRole('searchbox', { name: 'Search messages' }));
    await app.user.click(within(conversationList()).getByRole('button', { name: 'Maya <b>Lopez</b>' }));
    await chooseAction(app.user, 'Edit name');
    await app.user.click(
      within(await screen.findByRole('dialog', { name: 'Edit name' })).getByRole('button', {
        name: 'Remove name',
      }),
    );
    await backToConversations(app.user);
    expect(rowButton(MAYA)).toBeInTheDocument();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../../../emulator/src/core/accounts';
import { DEMO_OPTED_OUT_CONTACT } from '../../../../emulator/src/core/seed';
import { call } from '../../../../emulator/src/core/test-helpers';
import { useSharedRecipient } from './useSharedRecipient';
import { testEmulator } from '../../../test/emulator';
import { renderWithProviders } from '../../../test/render';
import { Composer, SUCCESS_NOTICE_MS } from './Composer';
import { MESSAGE_INVALID_HINT, TO_INVALID_HINT } from './composerRules';
import {
  cardWithBody,
  chooseNumber,
  clickSendWithFault,
  listRequests,
  openMessagesPage,
  sendRequests,
  storedMessagesOf,
} from '../../../test/messagesPage';

const SHOP = '+14155550100';
const SUPPORT = '+14155550123';
const MAYA = '+14155551234';

async function openComposer(from = SHOP, { retries = false } = {}) {
  const app = await openMessagesPage('auth-token', { retries });
  await chooseNumber(app.user, from);
  await app.user.click(screen.getByRole('tab', { name: 'Composer' }));
  return app;
}

function toField(): HTMLInputElement {
  return screen.getByLabelText('To');
}

function messageField(): HTMLTextAreaElement {
  return screen.getByLabelText('Message');
}

/** What was sent from `from` with this body, as the emulator stored it. */
function sentWithBody(from: string, body: string) {
  return storedMessagesOf(from).filter((message) => message.from === from && message.body === body);
}

/** Ordinary E.164 mobile numbers of every length the spec's valid rule allows (11 to 15 digits). */
const E164_BY_DIGITS = [
  [11, '+14155559876'],
  [12, '+447700900123'],
  [13, '+8613800138000'],
  [14, '+49151234567890'],
  [15, '+491512345678901'],
] as const;

const MAY_HAVE_BEEN_SENT = 'The message may have been sent. Check the Messages tab before sending again.';

/** The segment counter under an empty Message. */
const EMPTY_COUNT = '0 characters · GSM-7 · 0 SMS segments';

/** The one element that shows exactly `text`, across the isolated character inside the counter's note. */
function shown(text: string): HTMLElement {
  return screen.getByText(
    (_content, element) =>
      element?.textContent === text && [...element.children].every((child) => child.textContent !== text),
  );
}

describe('Composer', () => {
  it('has a required tel To, a required 3-row Message and the spec placeholder', async () => {
    const { user } = await openComposer();
    expect(toField()).toHaveAttribute('type', 'tel');
    expect(toField()).toBeRequired();
    expect(messageField().tagName).toBe('TEXTAREA');
    expect(messageField()).toHaveAttribute('rows', '3');
    expect(messageField()).toBeRequired();
    expect(messageField()).toHaveAttribute('placeholder', `Enter the message to sent to:  from: ${SHOP}`);

    await user.type(toField(), MAYA);
    expect(messageField()).toHaveAttribute(
      'placeholder',
      `Enter the message to sent to: ${MAYA} from: ${SHOP}`,
    );
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('keeps To to a plus and digits, and never cuts a number typed key by key', async () => {
    const { user } = await openComposer();
    await user.type(toField(), 'abc1 (415) 555-1234');
    expect(toField()).toHaveValue(MAYA);
    await user.clear(toField());
    expect(toField()).toHaveValue('');
    // Past the spec's 13 characters, the last digit used to be dropped without a word (decision 0043).
    await user.type(toField(), '+86 138 0013 8000');
    expect(toField()).toHaveValue('+8613800138000');
    expect(toField()).toHaveAccessibleDescription('Sends to +86 138 0013 8000 · China');
    await user.type(messageField(), 'Your order has shipped.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent successfully.')).toBeInTheDocument();
    expect(sentWithBody(SHOP, 'Your order has shipped.')).toEqual([
      expect.objectContaining({ to: '+8613800138000' }),
    ]);
  });

  it('keeps a number longer than 15 digits as typed, says why at once, and refuses to send it', async () => {
    const { user } = await openComposer();
    await user.type(toField(), '+86 138 0013 8000 123');
    expect(toField()).toHaveValue('+8613800138000123');
    const why = 'A phone number has at most 15 digits; this one has 16.';
    expect(toField()).toHaveAttribute('aria-invalid', 'true');
    expect(toField()).toHaveAccessibleDescription(why);
    await user.type(messageField(), 'Your order has shipped.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(toField()).toHaveFocus();
    expect(toField()).toHaveValue('+8613800138000123');
    expect(sendRequests()).toHaveLength(0);
  });

  it('replaces a full To with what is pasted over it, and sends to the new number', async () => {
    const { user } = await openComposer();
    await user.type(toField(), '+44 20 7946 0958');
    await user.type(messageField(), 'First message');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent successfully.')).toBeInTheDocument();

    // Select all and paste: '00' reads as '+'.
    await user.tripleClick(toField());
    await user.paste('0033 6 12 34 56 78');
    expect(toField()).toHaveValue('+33612345678');
    expect(toField()).toHaveAccessibleDescription('Sends to +33 6 12 34 56 78 · France');
    await user.type(messageField(), 'Second message');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(sentWithBody(SHOP, 'Second message')).toEqual([expect.objectContaining({ to: '+33612345678' })]),
    );
    expect(sentWithBody(SHOP, 'First message')).toEqual([expect.objectContaining({ to: '+442079460958' })]);

    // Typed over a selection, the new number replaces the old one too.
    await user.tripleClick(toField());
    await user.keyboard('+14155551234');
    expect(toField()).toHaveValue(MAYA);
  });

  it('refuses a number no country can have, with the reason, and never reshapes it', async () => {
    const { user } = await openComposer();
    // A French mobile written without its country code: 0 is no country's calling code.
    await user.type(toField(), '06 12 34 56 789');
    await user.tab();
    expect(toField()).toHaveValue('+06123456789');
    expect(toField()).toHaveAccessibleDescription(
      /^No country has the calling code this number starts with: write \+ and the country code first/,
    );
    await user.type(messageField(), 'Hello there');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(sendRequests()).toHaveLength(0);
    expect(toField()).toHaveValue('+06123456789');
  });

  it('sends with Ctrl+Enter or ⌘+Enter from Message; Enter alone starts a new line', async () => {
    const { user } = await openComposer();
    await user.type(toField(), MAYA);
    await user.type(messageField(), 'Line one{Enter}line two');
    expect(messageField()).toHaveValue('Line one\nline two');
    expect(sendRequests()).toHaveLength(0);
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText('Message sent successfully.')).toBeInTheDocument();
    expect(sentWithBody(SHOP, 'Line one\nline two')).toHaveLength(1);
    await user.type(messageField(), 'Another one');
    await user.keyboard('{Meta>}{Enter}{/Meta}');
    await waitFor(() => expect(sentWithBody(SHOP, 'Another one')).toHaveLength(1));
  });

  it('ignores a Message change that would reach 200 characters', async () => {
    const { user } = await openComposer();
    await user.click(messageField());
    await user.paste('a'.repeat(200));
    expect(messageField()).toHaveValue('');
    await user.paste('a'.repeat(199));
    expect(messageField()).toHaveValue('a'.repeat(199));
    await user.type(messageField(), 'b');
    expect(messageField()).toHaveValue('a'.repeat(199));
    // The key is not taken, as the spec has it, and the field says why: in its live region and as its
    // description, once however many keys follow.
    const full = 'A message can have at most 199 characters.';
    expect(screen.getByText(full).closest('[role="status"]')).not.toBeNull();
    expect(messageField()).toHaveAccessibleDescription(`${full} 199 characters · GSM-7 · 2 SMS segments`);
    await user.type(messageField(), 'cd');
    expect(screen.getAllByText(full)).toHaveLength(1);
    // Gone with the next edit that goes in.
    await user.type(messageField(), '{Backspace}');
    expect(messageField()).toHaveValue('a'.repeat(198));
    expect(screen.queryByText(full)).not.toBeInTheDocument();
  });

  it('says under Message why a paste past 199 characters inserted nothing, until the next edit', async () => {
    const { user } = await openComposer();
    await user.click(messageField());
    await user.paste('x'.repeat(270));
    expect(messageField()).toHaveValue('');
    const note = 'The pasted text has 270 characters; a message can have at most 199.';
    // In a live region, so a screen reader announces it, and tied to the field as its description.
    expect(screen.getByText(note).closest('[role="status"]')).not.toBeNull();
    expect(messageField()).toHaveAccessibleDescription(`${note} ${EMPTY_COUNT}`);

    await user.type(messageField(), 'Hi');
    expect(messageField()).toHaveValue('Hi');
    expect(screen.queryByText(note)).not.toBeInTheDocument();
    expect(messageField()).toHaveAccessibleDescription('2 characters · GSM-7 · 1 SMS segment');
  });

  it('counts the text already in Message into a refused paste, and replaces only the selection', async () => {
    const { user } = await openComposer();
    await user.type(messageField(), 'See you at the shop');
    await user.paste('y'.repeat(190));
    expect(messageField()).toHaveValue('See you at the shop');
    expect(
      screen.getByText(
        'The pasted text has 190 characters; with the 19 characters already in the message that would make 209, and a message can have at most 199.',
      ),
    ).toBeInTheDocument();

    // 'See you ' stays, 'at the shop' is selected and would be replaced: 8 + 190 = 198 fits.
    messageField().setSelectionRange(8, 19);
    await user.paste('y'.repeat(190));
    expect(messageField()).toHaveValue(`See you ${'y'.repeat(190)}`);
    expect(screen.queryByText(/^The pasted text has/)).not.toBeInTheDocument();

    // Line breaks count as the text area holds them: one character each, CRLF or not.
    await user.clear(messageField());
    await user.paste('z\r\n'.repeat(100));
    expect(messageField()).toHaveValue('');
    expect(
      screen.getByText('The pasted text has 200 characters; a message can have at most 199.'),
    ).toBeInTheDocument();
  });

  it("keeps the spec's invalid hint beside a refused paste's note", async () => {
    const { user } = await openComposer();
    await user.type(messageField(), 'a');
    await user.tab();
    const count = '1 character · GSM-7 · 1 SMS segment';
    expect(messageField()).toHaveAccessibleDescription(`${MESSAGE_INVALID_HINT} ${count}`);
    await user.click(messageField());
    await user.paste('w'.repeat(300));
    const note =
      'The pasted text has 300 characters; with the 1 character already in the message that would make 301, and a message can have at most 199.';
    expect(screen.getByText(MESSAGE_INVALID_HINT)).toBeInTheDocument();
    expect(screen.getByText(note)).toBeInTheDocument();
    expect(messageField()).toHaveAccessibleDescription(`${MESSAGE_INVALID_HINT} ${note} ${count}`);
  });

  it('accepts messages in any script, and judges a decomposed text as its precomposed form', async () => {
    const { user } = await openComposer();
    await user.type(toField(), MAYA);
    for (const text of ['À été', 'ありがとうございます', 'Привет', 'شكرا لك', 'नमस्ते']) {
      await user.clear(messageField());
      await user.type(messageField(), text);
      await user.tab();
      expect(messageField(), text).toHaveAttribute('aria-invalid', 'false');
    }
    // 'Ça va ?' has no 3 letters in a row, precomposed or not (C + U+0327 is one letter once composed).
    for (const text of ['Ça va ?', 'Ça va ?'.normalize('NFD'), '😀😀😀']) {
      await user.clear(messageField());
      await user.type(messageField(), text);
      await user.tab();
      expect(messageField(), text).toHaveAttribute('aria-invalid', 'true');
    }

    await user.clear(messageField());
    await user.type(messageField(), 'ありがとうございます');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent successfully.')).toBeInTheDocument();
    expect(sentWithBody(SHOP, 'ありがとうございます')).toEqual([expect.objectContaining({ to: MAYA })]);
  });

  it('shows the hints only once a field has lost focus', async () => {
    const { user } = await openComposer();
    await user.type(toField(), '1555');
    expect(screen.queryByText(TO_INVALID_HINT)).not.toBeInTheDocument();
    expect(toField()).toHaveAttribute('aria-invalid', 'false');
    await user.tab();
    expect(toField()).toHaveAttribute('aria-invalid', 'true');
    expect(toField()).toHaveAccessibleDescription(TO_INVALID_HINT);

    await user.type(messageField(), 'a b');
    expect(screen.queryByText(MESSAGE_INVALID_HINT)).not.toBeInTheDocument();
    await user.tab();
    expect(messageField()).toHaveAttribute('aria-invalid', 'true');
    expect(messageField()).toHaveAccessibleDescription(
      `${MESSAGE_INVALID_HINT} 3 characters · GSM-7 · 1 SMS segment`,
    );

    await user.type(toField(), '0100001');
    expect(screen.queryByText(TO_INVALID_HINT)).not.toBeInTheDocument();
    await user.type(messageField(), 'bc');
    expect(screen.queryByText(MESSAGE_INVALID_HINT)).not.toBeInTheDocument();
  });

  it('does not send an invalid message; it shows both hints instead', async () => {
    const { user } = await openComposer();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText(TO_INVALID_HINT)).toBeInTheDocument();
    expect(screen.getByText(MESSAGE_INVALID_HINT)).toBeInTheDocument();
    expect(toField()).toHaveFocus();
    expect(sendRequests()).toHaveLength(0);
  });

  it('sends: loading and disabled fields, then the success notice for 5 seconds and an empty Message', async () => {
    const { user } = await openComposer();
    await user.type(toField(), MAYA);
    await user.type(messageField(), 'Your bike is ready for pickup.');
    testEmulator().setHeld(true); // the send stays in flight until the checks below have looked
    await user.click(screen.getByRole('button', { name: 'Send' }));

    // Still focusable (a keyboard user keeps their place), but announced and treated as unavailable.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-disabled', 'true'),
    );
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    expect(toField()).toBeDisabled();
    expect(messageField()).toBeDisabled();
    // A second press while sending does not send twice.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    testEmulator().setHeld(false);

    const notice = await screen.findByText('Message sent successfully.');
    const shownAt = Date.now();
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(notice).toHaveClass('text-success');
    expect(messageField()).toHaveValue('');
    expect(messageField()).toBeEnabled();
    expect(toField()).toHaveValue(MAYA);
    expect(screen.queryByText(MESSAGE_INVALID_HINT)).not.toBeInTheDocument();

    const stored = testEmulator()
      .listMessages(DEMO_ACCOUNT.accountSid)
      .filter((message) => message.body === 'Your bike is ready for pickup.');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ from: SHOP, to: MAYA, direction: 'outbound-api' });

    await waitFor(() => expect(screen.queryByText('Message sent successfully.')).not.toBeInTheDocument(), {
      timeout: SUCCESS_NOTICE_MS + 2000,
      interval: 100,
    });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(SUCCESS_NOTICE_MS - 200);
  }, 15_000);

  it('shows a refused send as a red name: message label and keeps what was typed', async () => {
    const { user } = await openComposer(SUPPORT);
    await user.type(toField(), DEMO_OPTED_OUT_CONTACT);
    // The support line's list holds their STOP: the Composer says so before Send, and Send stays.
    expect(await screen.findByText(/^they replied STOP to this number \(/)).toBeInTheDocument();
    expect(screen.getByText('Opted out:').closest('[role="status"]')).not.toBeNull();
    await user.type(messageField(), 'Are you still there?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const label = await screen.findByText('Error 21610: Attempt to send to unsubscribed recipient');
    expect(label.closest('[role="alert"]')).not.toBeNull();
    expect(label).toHaveClass('text-danger');
    // Under it, what it means and what to do, with Twilio's page.
    const alert = label.closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent(
      'The recipient replied STOP: nothing can be sent to them from this number until they reply START. Do not send again: wait until they text START, or reach them another way.',
    );
    expect(within(alert).getByRole('link', { name: /What error 21610 means/ })).toHaveAttribute(
      'href',
      'https://www.twilio.com/docs/api/errors/21610',
    );
    expect(toField()).toHaveValue(DEMO_OPTED_OUT_CONTACT);
    expect(messageField()).toHaveValue('Are you still there?');
    expect(screen.queryByText('Message sent successfully.')).not.toBeInTheDocument();
    // A 400 is not worth repeating.
    expect(sendRequests()).toHaveLength(1);

    // Another recipient: no warning.
    await user.clear(toField());
    await user.type(toField(), '+14155551234');
    expect(screen.queryByText('Opted out:')).toBeNull();
  });

  it('shows an invalid To from the provider as 21211', async () => {
    const { user } = await openComposer();
    await user.type(toField(), '+15005550001');
    await user.type(messageField(), 'Hello there');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText("Error 21211: The 'To' number +15005550001 is not a valid phone number."),
    ).toBeInTheDocument();
    expect(messageField()).toHaveValue('Hello there');
    // A 4xx is a definite refusal: nothing went out, so no 'may have been sent'.
    expect(screen.queryByText(MAY_HAVE_BEEN_SENT)).not.toBeInTheDocument();
  });

  it("keeps a send's outcome with the number it was sent from", async () => {
    const { user } = await openComposer(SHOP);
    await user.type(toField(), '+15005550001');
    await user.type(messageField(), 'Hello there');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const refusal = /^Error 21211:/;
    expect(await screen.findByText(refusal)).toBeInTheDocument();

    // Another number's composer does not show this number's refusal; what was typed stays.
    await chooseNumber(user, SUPPORT);
    await user.click(screen.getByRole('tab', { name: 'Composer' }));
    expect(screen.queryByText(refusal)).not.toBeInTheDocument();
    expect(messageField()).toHaveValue('Hello there');
    expect(messageField()).toHaveAttribute(
      'placeholder',
      `Enter the message to sent to: +15005550001 from: ${SUPPORT}`,
    );

    // Sent from the second number, the notice shows there and not back on the first.
    await user.clear(toField());
    await user.type(toField(), MAYA);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent successfully.')).toBeInTheDocument();
    await chooseNumber(user, SHOP);
    await user.click(screen.getByRole('tab', { name: 'Composer' }));
    expect(screen.queryByText('Message sent successfully.')).not.toBeInTheDocument();
    expect(screen.queryByText(refusal)).not.toBeInTheDocument();
  });

  it('takes the shared recipient into To when it opens, clears it, and updates it while typing', async () => {
    function Harness() {
      const [recipient, setRecipient] = useSharedRecipient();
      const [active, setActive] = useState(false);
      return (
        <>
          <output aria-label="Shared recipient">{recipient}</output>
          <button type="button" onClick={() => setRecipient(MAYA)}>
            Share Maya
          </button>
          <button type="button" onClick={() => setActive((value) => !value)}>
            {active ? 'Close' : 'Open'}
          </button>
          <Composer from={SHOP} active={active} focusToken={0} />
        </>
      );
    }
    const { user } = renderWithProviders(<Harness />, { signedIn: 'auth-token' });
    const shared = screen.getByRole('status', { name: 'Shared recipient' });

    await user.click(screen.getByRole('button', { name: 'Share Maya' }));
    expect(toField()).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(toField()).toHaveValue(MAYA);
    expect(shared).toBeEmptyDOMElement();

    await user.clear(toField());
    await user.type(toField(), '4477');
    expect(shared).toHaveTextContent('+4477');
  });

  it.each(E164_BY_DIGITS)(
    'Reply to a %i-digit number puts exactly that number in To and sends to it',
    async (_digits, number) => {
      const body = `Is my order ready? (${number})`;
      testEmulator().deliverInbound({ from: number, to: SHOP, body });
      const { user } = await openMessagesPage();
      await chooseNumber(user, SHOP);
      await user.click(within(await cardWithBody(body)).getByRole('button', { name: 'Reply' }));

      expect(toField()).toHaveValue(number);
      expect(messageField()).toHaveFocus();
      expect(messageField()).toHaveAttribute(
        'placeholder',
        `Enter the message to sent to: ${number} from: ${SHOP}`,
      );
      await user.keyboard('Yes, it is ready.');
      await user.click(screen.getByRole('button', { name: 'Send' }));
      expect(await screen.findByText('Message sent successfully.')).toBeInTheDocument();
      expect(sentWithBody(SHOP, 'Yes, it is ready.')).toEqual([
        expect.objectContaining({ to: number, direction: 'outbound-api' }),
      ]);
      expect(toField()).toHaveValue(number);
    },
  );

  it('Compose from an outbound card to a 15-digit number keeps the whole number', async () => {
    const number = '+491512345678901';
    const body = 'Your parcel left the shop.';
    const created = await call(testEmulator(), 'Messages.json', {
      form: { To: number, From: SHOP, Body: body },
    });
    expect(created.status).toBe(201);
    const { user } = await openMessagesPage();
    await chooseNumber(user, SHOP);
    await user.click(within(await cardWithBody(body)).getByRole('button', { name: 'Compose' }));
    expect(toField()).toHaveValue(number);
    await user.keyboard('It arrives tomorrow.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent successfully.')).toBeInTheDocument();
    expect(sentWithBody(SHOP, 'It arrives tomorrow.')).toEqual([expect.objectContaining({ to: number })]);
  });

  it('lets a person edit a long number from a card like any other', async () => {
    const number = '+491512345678901';
    testEmulator().deliverInbound({ from: number, to: SHOP, body: 'Call me back' });
    const { user } = await openMessagesPage();
    await chooseNumber(user, SHOP);
    await user.click(within(await cardWithBody('Call me back')).getByRole('button', { name: 'Reply' }));
    expect(toField()).toHaveValue(number);

    await user.click(toField());
    await user.keyboard('{End}{Backspace}');
    expect(toField()).toHaveValue(number.slice(0, -1));
    await user.keyboard('7');
    expect(toField()).toHaveValue(`${number.slice(0, -1)}7`);

    await user.tripleClick(toField());
    await user.keyboard('+12345678901234');
    expect(toField()).toHaveValue('+12345678901234');
  });

  it('keeps a recipient holding a bidi control exactly, and refuses it as invalid', async () => {
    // Displays as '+415-555-4321' though it is another string entirely.
    const spoofed = '\u202E1234-555-514+';
    function Harness() {
      const [, setRecipient] = useSharedRecipient();
      const [active, setActive] = useState(false);
      return (
        <>
          <button
            type="button"
            onClick={() => {
              setRecipient(spoofed);
              setActive(true);
            }}
          >
            Reply
          </button>
          <Composer from={SHOP} active={active} focusToken={0} />
        </>
      );
    }
    const { user } = renderWithProviders(<Harness />, { signedIn: 'auth-token' });
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    expect(toField()).toHaveValue(spoofed);
    await user.type(messageField(), 'Who is this?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(toField()).toHaveAccessibleDescription(TO_INVALID_HINT);
    expect(toField()).toHaveFocus();
    expect(sendRequests()).toHaveLength(0);
  });

  it('after a lost answer: keeps the label, says the message may have been sent, and reloads the list', async () => {
    const { user } = await openComposer(SHOP, { retries: true });
    await waitFor(() => expect(listRequests()).toHaveLength(2));
    const body = 'Your bike is ready for pickup.';
    await user.type(toField(), MAYA);
    await user.type(messageField(), body);
    // The emulator stores the message, then the answer is lost; only the send loses it, not the reload.
    await clickSendWithFault(user, 'lostAnswerRate');

    const label = await screen.findByText(
      'Error: Incorrect credentials or unable to access your Twilio account',
    );
    expect(label).toHaveClass('text-danger');
    const alert = label.closest('[role="alert"]');
    expect(alert).not.toBeNull();
    expect(within(alert as HTMLElement).getByText(MAY_HAVE_BEEN_SENT)).toBeInTheDocument();
    expect(toField()).toHaveValue(MAYA);
    expect(messageField()).toHaveValue(body);
    expect(sentWithBody(SHOP, body)).toHaveLength(1);

    // The number's list was loaded again: the Messages tab shows the message that did go out.
    await waitFor(() => expect(listRequests()).toHaveLength(4));
    await user.click(screen.getByRole('tab', { name: 'Messages' }));
    const list = await screen.findByRole('list', { name: /^Messages from and to / });
    expect(await within(list).findByText(body)).toBeInTheDocument();
    expect(sendRequests()).toHaveLength(1);
  });

  it('after a 5xx: the same note beside the label, and the list is loaded again', async () => {
    const { user } = await openComposer(SHOP, { retries: true });
    await waitFor(() => expect(listRequests()).toHaveLength(2));
    await user.type(toField(), MAYA);
    await user.type(messageField(), 'Are you open today?');
    await clickSendWithFault(user, 'errorRate');

    const label = await screen.findByText(/^Error 2050[03]: /);
    expect(
      within(label.closest('[role="alert"]') as HTMLElement).getByText(MAY_HAVE_BEEN_SENT),
    ).toBeVisible();
    expect(messageField()).toHaveValue('Are you open today?');
    await waitFor(() => expect(listRequests()).toHaveLength(4));
    expect(sendRequests()).toHaveLength(1);
  });

  it('refuses a second submit in the same task: exactly one POST', async () => {
    const { user } = await openComposer();
    await user.type(toField(), MAYA);
    await user.type(messageField(), 'Only once, please.');
    const form = screen.getByRole('form', { name: 'Compose a message' }) as HTMLFormElement;
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    expect(await screen.findByText('Message sent successfully.')).toBeInTheDocument();
    expect(sendRequests()).toHaveLength(1);
    expect(sentWithBody(SHOP, 'Only once, please.')).toHaveLength(1);
  });

  describe('segment counter', () => {
    it('counts characters, encoding and segments as the person types, and names the character that made it UCS-2', async () => {
      const { user } = await openComposer();
      expect(shown(EMPTY_COUNT)).toBeVisible();
      expect(messageField()).toHaveAccessibleDescription(EMPTY_COUNT);

      await user.type(messageField(), 'Hello there');
      expect(shown('11 characters · GSM-7 · 1 SMS segment')).toBeVisible();
      expect(screen.queryByText(/because of/)).not.toBeInTheDocument();

      // '€' and '{' (typed as '{{') stay in GSM-7, in its extension table; 'é' is in its basic set.
      await user.type(messageField(), ' € {{ café');
      expect(shown('20 characters · GSM-7 · 1 SMS segment')).toBeVisible();

      await user.type(messageField(), ', ça va 👍🏽');
      expect(shown('29 characters · UCS-2 · 1 SMS segment')).toBeVisible();
      expect(shown('UCS-2 because of “ç”')).toBeVisible();
      expect(messageField()).toHaveAccessibleDescription(
        '29 characters · UCS-2 · 1 SMS segment UCS-2 because of “ç”',
      );

      await user.clear(messageField());
      expect(shown(EMPTY_COUNT)).toBeVisible();
      expect(screen.queryByText(/because of/)).not.toBeInTheDocument();
    });

    it('is not a live region, so a screen reader is not made to speak on every keystroke', async () => {
      const { user } = await openComposer();
      await user.type(messageField(), 'ça');
      for (const text of ['2 characters · UCS-2 · 1 SMS segment', 'UCS-2 because of “ç”']) {
        expect(shown(text).closest('[role="status"], [role="alert"], [aria-live]'), text).toBeNull();
      }
    });

    it('shows when the message takes more than one segment, at 161 GSM-7 characters or 71 emoji', async () => {
      const { user } = await openComposer();
      await user.click(messageField());
      await user.paste('a'.repeat(160));
      expect(shown('160 characters · GSM-7 · 1 SMS segment')).toBeVisible();
      await user.type(messageField(), 'a');
      expect(shown('161 characters · GSM-7 · 2 SMS segments')).toBeVisible();

      await user.clear(messageField());
      await user.paste('😀'.repeat(71));
      expect(shown('71 characters · UCS-2 · 3 SMS segments')).toBeVisible();
      expect(shown('UCS-2 because of “😀”')).toBeVisible();
    });

    it('writes out an invisible character that switched the encoding, and isolates a right-to-left one', async () => {
      const { user } = await openComposer();
      await user.click(messageField());
      await user.paste('See you\u200Btomorrow');
      expect(shown('UCS-2 because of “⟨U+200B⟩”')).toBeVisible();

      await user.clear(messageField());
      await user.paste('Shalom שלום, see you');
      const note = shown('UCS-2 because of “ש”');
      // In its own bidi isolate, so the right-to-left letter cannot reorder the sentence around it.
      expect(within(note).getByText('ש').tagName).toBe('BDI');
    });

    it('only reports: the spec still stops Message at 199 characters and hints only after blur', async () => {
      const { user } = await openComposer();
      await user.click(messageField());
      await user.paste('ą'.repeat(199));
      expect(shown('199 characters · UCS-2 · 3 SMS segments')).toBeVisible();
      await user.type(messageField(), 'b');
      expect(messageField()).toHaveValue('ą'.repeat(199));
      expect(screen.queryByText(MESSAGE_INVALID_HINT)).not.toBeInTheDocument();

      await user.clear(messageField());
      await user.type(messageField(), 'ok');
      expect(screen.queryByText(MESSAGE_INVALID_HINT)).not.toBeInTheDocument();
      await user.tab();
      expect(screen.getByText(MESSAGE_INVALID_HINT)).toBeVisible();
    });

    it('starts again from nothing once the message is sent', async () => {
      const { user } = await openComposer();
      await user.type(toField(), MAYA);
      await user.type(messageField(), 'Ready at 5 ça va?');
      expect(shown('UCS-2 because of “ç”')).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Send' }));
      expect(await screen.findByText('Message sent successfully.')).toBeInTheDocument();
      expect(shown(EMPTY_COUNT)).toBeVisible();
      expect(screen.queryByText(/because of/)).not.toBeInTheDocument();
    });
  });
});

/**
 * Provider text that tries to mislead or overrun the card: bidi controls and other hidden characters in
 * numbers, right-to-left bodies, bodies of endless lines. Layout (Zalgo clipping, card heights, where the
 * copy icon lands) cannot be measured in jsdom: `e2e/hostile-text.spec.ts` measures it in Chromium.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testEmulator } from '../../../test/emulator';
import { cardField, cardWithBody, chooseNumber, openMessagesPage } from '../../../test/messagesPage';
import { UNREADABLE_VALUE } from '../../../../emulator/src/core/listQuirks';
import { DEMO_CLINIC_NUMBER } from '../../../../emulator/src/core/seed';

const SHOP = '+14155550100';
const MAYA = '+14155551234';
/** Stored as '+1234-555-514' after a right-to-left override: shows as '+415-555-4321' when not isolated. */
const SPOOFED = '\u202E1234-555-514+';
const HIDDEN_WARNING = 'This number contains hidden characters';

/** The element that isolates `text` from the text around it: a `<bdi>`, or an element with a `dir`. */
function isolationOf(container: HTMLElement, text: string): HTMLElement | null {
  const element = within(container).getByText(text, { normalizer: (value) => value });
  return element.closest<HTMLElement>('bdi, [dir]');
}

async function openShopWith(messages: { from: string; body: string }[]) {
  for (const message of messages) testEmulator().deliverInbound({ ...message, to: SHOP });
  const app = await openMessagesPage();
  await chooseNumber(app.user, SHOP);
  return app;
}

describe('Message card with hostile provider text', () => {
  it('isolates every provider string it shows, and lets a body choose its own direction', async () => {
    await openShopWith([{ from: MAYA, body: 'مرحبا، هل الطلب جاهز؟' }]);
    const card = await cardWithBody('مرحبا، هل الطلب جاهز؟');

    // Status is shown in this app's words (a badge) when Twilio's term is known; see below for one that is not.
    for (const term of ['From', 'To', 'Direction', 'Message id']) {
      const value = cardField(card, term).querySelector('bdi');
      expect(value, term).not.toBeNull();
      expect(value?.textContent, term).not.toBe('');
    }
    // Shown grouped, as everywhere in the app: '+1 415 555 1234' for MAYA.
    expect(isolationOf(cardField(card, 'From'), '+1 415 555 1234')).not.toBeNull();
    expect(isolationOf(cardField(card, 'To'), '+1 415 555 0100')).not.toBeNull();
    expect(isolationOf(card, 'مرحبا، هل الطلب جاهز؟')).toHaveAttribute('dir', 'auto');
  });

  it('isolates a status it does not know as provider text, in a neutral badge', async () => {
    testEmulator().setFaults({ unreadableOnFirstItem: ['status'] });
    await openShopWith([{ from: MAYA, body: 'A status no one knows' }]);
    const card = await cardWithBody('A status no one knows');
    const status = cardField(card, 'Status');
    expect(isolationOf(status, UNREADABLE_VALUE)).not.toBeNull();
    expect(within(status).getByText(UNREADABLE_VALUE).closest('.badge')).toHaveClass('text-bg-secondary');
  });

  it('shows the hidden characters of a spoofed number, warns in words, and refuses to Reply to it', async () => {
    await openShopWith([{ from: SPOOFED, body: 'Call me back on this number' }]);
    const card = await cardWithBody('Call me back on this number');
    const from = cardField(card, 'From');

    // Shown in the order it is stored, override written out: never as '+415-555-4321'.
    expect(within(from).getByText('⟨U+202E⟩1234-555-514+')).toBeInTheDocument();
    expect(from.textContent).not.toContain('\u202E');
    const warning = within(from).getByText(HIDDEN_WARNING);
    expect(warning).toBeVisible();
    // The copy button of the field carries the warning for screen readers, and copies what is shown.
    const copy = within(from).getByRole('button', { name: 'Copy ⟨U+202E⟩1234-555-514+' });
    expect(copy).toHaveAccessibleDescription(`Copy to clipboard ${HIDDEN_WARNING}`);

    const reply = within(card).getByRole('button', { name: 'Reply' });
    expect(reply).toBeDisabled();
    expect(reply).toHaveAccessibleDescription(/hidden characters/);
    expect(
      within(card).getByText(
        "Reply is off: the sender's number contains hidden characters, so it may not be the number shown.",
      ),
    ).toBeVisible();
  });

  it('flags a zero-width space or a control character inside an ordinary-looking number', async () => {
    await openShopWith([
      { from: '+1415555\u200B1234', body: 'Zero width inside' },
      { from: '+1415555\u00071234', body: 'Bell inside' },
    ]);
    const zeroWidth = await cardWithBody('Zero width inside');
    expect(within(cardField(zeroWidth, 'From')).getByText('+1415555⟨U+200B⟩1234')).toBeInTheDocument();
    expect(within(cardField(zeroWidth, 'From')).getByText(HIDDEN_WARNING)).toBeInTheDocument();
    expect(within(zeroWidth).getByRole('button', { name: 'Reply' })).toBeDisabled();

    const bell = await cardWithBody('Bell inside');
    expect(within(cardField(bell, 'From')).getByText('+1415555⟨U+0007⟩1234')).toBeInTheDocument();
    expect(within(bell).getByRole('button', { name: 'Reply' })).toBeDisabled();
  });

  it('leaves an ordinary number unmarked and Reply working', async () => {
    const { user } = await openShopWith([{ from: MAYA, body: 'Plain and simple' }]);
    const card = await cardWithBody('Plain and simple');
    expect(within(card).queryByText(HIDDEN_WARNING)).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Reply' }));
    expect(screen.getByLabelText('To')).toHaveValue(MAYA);
  });

  it('collapses a body of 1,600 line breaks behind Show all, keyboard operable, the text kept whole', async () => {
    const tall = `First line${'\n'.repeat(1600)}Last line`;
    const { user } = await openShopWith([{ from: MAYA, body: tall }]);
    const card = await cardWithBody('First line Last line');
    const body = within(card).getByText('First line Last line');
    // Collapsed only visually: find-in-page, copying and screen readers still reach the whole text.
    expect(body.textContent).toBe(tall);

    const showAll = within(card).getByRole('button', { name: 'Show all' });
    expect(showAll).toHaveAttribute('aria-expanded', 'false');
    expect(showAll).toHaveAttribute('aria-controls', body.id);
    expect(body).toHaveClass('message-card__body--collapsed');

    showAll.focus();
    await user.keyboard('{Enter}');
    const showLess = within(card).getByRole('button', { name: 'Show less' });
    expect(showLess).toBe(showAll);
    expect(showLess).toHaveAttribute('aria-expanded', 'true');
    expect(showLess).toHaveFocus();
    expect(body).not.toHaveClass('message-card__body--collapsed');

    await user.keyboard(' ');
    expect(within(card).getByRole('button', { name: 'Show all' })).toHaveAttribute('aria-expanded', 'false');
    expect(body).toHaveClass('message-card__body--collapsed');

    await user.click(within(card).getByRole('button', { name: 'Show all' }));
    expect(within(card).getByRole('button', { name: 'Show less' })).toBeInTheDocument();
  });

  it('gives a short body, or one of stacked combining marks, no Show all', async () => {
    const zalgo = `a${'\u0301'.repeat(200)}`;
    await openShopWith([
      { from: MAYA, body: 'Short and sweet' },
      { from: MAYA, body: zalgo },
    ]);
    expect(
      within(await cardWithBody('Short and sweet')).queryByRole('button', { name: 'Show all' }),
    ).toBeNull();
    expect(within(await cardWithBody(zalgo)).queryByRole('button', { name: 'Show all' })).toBeNull();
  });
});

/**
 * The demo clinic texts a handset that never answers (a number ending 666) and a number its carrier
 * rejects (ending 999): the emulator's status clock ends them undelivered with 30003 and failed with 30008.
 */
describe("Message card: a sent message's fate", () => {
  const UNDELIVERED = 'Reminder: your appointment is on Friday at 14:00.';
  const FAILED = 'Your prescription is ready for pickup.';
  const DELIVERED = 'Reminder: your dental appointment is tomorrow at 9:30.';

  async function openClinic() {
    const app = await openMessagesPage();
    await chooseNumber(app.user, DEMO_CLINIC_NUMBER);
    return app;
  }

  it('says an undelivered message did not arrive, in words and colour, with what its error code means', async () => {
    await openClinic();
    const card = await cardWithBody(UNDELIVERED);
    const status = cardField(card, 'Status');
    expect(status).toHaveTextContent('undelivered');
    expect(within(status).getByText('undelivered')).toHaveClass('badge', 'text-bg-danger');

    expect(
      within(card).getByText(
        'Error 30003: The phone could not be reached: switched off, out of coverage, or unable to take texts. Try again later; if it keeps failing, ask the person whether their phone can take texts.',
      ),
    ).toBeVisible();
    const link = within(card).getByRole('link', { name: /What error 30003 means/ });
    expect(link).toHaveAttribute('href', 'https://www.twilio.com/docs/api/errors/30003');
    // A new tab that gets no handle on this one and is not told where it came from.
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName('What error 30003 means (opens in a new tab)');
  });

  it('says a failed message failed, with its code explained and linked', async () => {
    await openClinic();
    const card = await cardWithBody(FAILED);
    expect(within(cardField(card, 'Status')).getByText('failed')).toHaveClass('text-bg-danger');
    expect(within(card).getByText(/^Error 30008: The carrier did not deliver the message/)).toBeVisible();
    expect(within(card).getByRole('link', { name: /What error 30008 means/ })).toHaveAttribute(
      'href',
      'https://www.twilio.com/docs/api/errors/30008',
    );
  });

  it('marks a delivered message as such, with no error', async () => {
    await openClinic();
    const card = await cardWithBody(DELIVERED);
    expect(within(cardField(card, 'Status')).getByText('delivered')).toHaveClass('text-bg-success');
    expect(within(card).queryByText(/^Error \d+/)).not.toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });
});

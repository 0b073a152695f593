/**
 * Deleting and redacting against the emulator: a card's message from its Details, a whole conversation
 * from its thread, what Twilio would not delete and Try again, and nothing taken off the screen that
 * Twilio did not remove.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../../../emulator/src/core/accounts';
import { DEMO_CONTACTS, DEMO_SHOP_NUMBER } from '../../../../emulator/src/core/seed';
import { formatPartyNumber } from '../../../lib/phoneNumbers/formatPartyNumber';
import { advanceProviderClock, testEmulator } from '../../../test/emulator';
import { cardWithBody, chooseNumber, messageCards, openMessagesPage } from '../../../test/messagesPage';
import { giveThreadBoxAHeight } from '../../../test/threadBox';

beforeEach(giveThreadBoxAHeight);

const SHOP = DEMO_SHOP_NUMBER;
const { lucas: LUCAS } = DEMO_CONTACTS;

function stored(body: string) {
  return testEmulator()
    .listMessages(DEMO_ACCOUNT.accountSid)
    .find((message) => message.body === body);
}

/** The shop's list, and the card of `body` with its Details open. */
async function openDetails(body: string): Promise<{ user: UserEvent; card: HTMLElement }> {
  const { user } = await openMessagesPage();
  await chooseNumber(user, SHOP);
  await messageCards();
  const card = await cardWithBody(body);
  await user.click(within(card).getByRole('button', { name: 'Details' }));
  return { user, card };
}

/** The shop's conversation with `party`, open as a thread. */
async function openShopThread(party: string): Promise<UserEvent> {
  const { user } = await openMessagesPage();
  await chooseNumber(user, SHOP);
  await messageCards();
  await user.click(screen.getByRole('radio', { name: 'Conversations' }));
  const list = screen.getByRole('list', { name: `Conversations on ${formatPartyNumber(SHOP)}` });
  await user.click(within(list).getByRole('button', { name: formatPartyNumber(party) }));
  return user;
}

describe('a message at Twilio, from its card', () => {
  it('has its text removed after a confirmation: the card stays, without its text', async () => {
    const body = 'Ça marche, à demain ! 🥐';
    const { user, card } = await openDetails(body);
    await user.click(within(card).getByRole('button', { name: 'Remove text' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this message’s text?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stored(body)).toBeDefined();

    const sid = stored(body)?.sid;
    await user.click(within(card).getByRole('button', { name: 'Remove text' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove text' }));
    expect(await screen.findByText('Text removed.')).toBeInTheDocument();
    expect(
      testEmulator()
        .listMessages(DEMO_ACCOUNT.accountSid)
        .find((m) => m.sid === sid)?.body,
    ).toBe('');
    await waitFor(() => expect(screen.queryByText(body)).toBeNull());
    // The focus is back on the button that opened the dialog, which now says there is no text to remove.
    const removed = within(card).getByRole('button', { name: 'No text to remove' });
    await waitFor(() => expect(removed).toHaveFocus());
    expect(removed).toHaveAttribute('aria-disabled', 'true');
  });

  it('is deleted after a confirmation: its card goes, the focus to the list', async () => {
    const body = 'Merci pour la réparation, très bon travail 👏';
    const { user, card } = await openDetails(body);
    await user.click(within(card).getByRole('button', { name: 'Delete message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 1 message?' });
    expect(dialog).toHaveTextContent(
      'This message, with its pictures, will be deleted from your Twilio account. This cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete 1 message' }));
    expect(await screen.findByText('Message deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stored(body)).toBeUndefined();
    await waitFor(() => expect(screen.queryByText(body)).toBeNull());
    expect(await cardWithBody('Ça marche, à demain ! 🥐')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('list', { name: /^Messages/ })).toHaveFocus());
  });
});

describe('a conversation at Twilio, from its thread', () => {
  it('is deleted message by message; one still being sent is listed with why, and Try again deletes it', async () => {
    const user = await openShopThread(LUCAS);
    // A reply just sent: Twilio is still sending it.
    await user.type(await screen.findByRole('textbox', { name: 'Reply' }), 'À dimanche !{Enter}');
    expect(await screen.findByText('Reply sent.')).toBeInTheDocument();
    const loaded = testEmulator()
      .listMessages(DEMO_ACCOUNT.accountSid)
      .filter((m) => m.to === LUCAS || m.from === LUCAS);
    expect(loaded).toHaveLength(5);

    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('button', { name: 'Delete conversation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 5 messages?' });
    expect(dialog).toHaveTextContent(
      `The 5 messages with ${formatPartyNumber(LUCAS)} loaded here, with their pictures, will be deleted from your Twilio account. This cannot be undone.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete 5 messages' }));
    expect(await within(dialog).findByText('4 of 5 deleted.')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('One was not deleted:' /* the reply */);
    expect(dialog).toHaveTextContent(
      'À dimanche !: It is still being sent, and Twilio deletes a message only once it has gone.',
    );
    // Only what Twilio deleted left the screen: the thread still shows the reply.
    expect(screen.getByRole('list', { name: `Messages with ${formatPartyNumber(LUCAS)}` })).toHaveTextContent(
      'À dimanche !',
    );

    advanceProviderClock(60_000);
    await user.click(within(dialog).getByRole('button', { name: 'Try again (1)' }));
    expect(await screen.findByText('Conversation deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      testEmulator()
        .listMessages(DEMO_ACCOUNT.accountSid)
        .filter((m) => m.to === LUCAS || m.from === LUCAS),
    ).toHaveLength(0);
    const rows = await screen.findByRole('list', { name: `Conversations on ${formatPartyNumber(SHOP)}` });
    expect(within(rows).queryByRole('button', { name: formatPartyNumber(LUCAS) })).toBeNull();
    expect(screen.queryByText(/The address named a conversation/)).toBeNull();
  });

  it('stops when asked after the message being deleted, says so, and goes on with the rest only when asked', async () => {
    const user = await openShopThread(LUCAS);
    await user.click(await screen.findByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('button', { name: 'Delete conversation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 4 messages?' });
    // Each deletion takes a moment, so there is time to press Stop.
    testEmulator().setFaults({ latencyMs: 300, faultRequestContains: 'DELETE ' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete 4 messages' }));
    const stop = await within(dialog).findByRole('button', { name: 'Stop' });
    expect(stop).toHaveFocus();
    await user.click(stop);
    const left = await within(dialog).findByRole('button', { name: /^Delete the \d messages? left$/ });
    expect(left).toHaveFocus();
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      /^Stopped: \d of 4 deleted\. The others were not tried\.$/,
    );
    const remaining = testEmulator()
      .listMessages(DEMO_ACCOUNT.accountSid)
      .filter((m) => m.to === LUCAS || m.from === LUCAS).length;
    expect(remaining).toBeGreaterThan(0);
    expect(left).toHaveAccessibleName(
      `Delete the ${remaining} ${remaining === 1 ? 'message' : 'messages'} left`,
    );
    // The thread is still open: the conversation is not all gone.
    expect(screen.queryByText('Conversation deleted.')).toBeNull();

    await user.click(left);
    expect(await screen.findByText('Conversation deleted.')).toBeInTheDocument();
    expect(
      testEmulator()
        .listMessages(DEMO_ACCOUNT.accountSid)
        .filter((m) => m.to === LUCAS || m.from === LUCAS),
    ).toHaveLength(0);
  });
});

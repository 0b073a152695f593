/**
 * Templates in the Composer and a thread's reply box: by `/` and the keyboard, from the Templates menu at
 * the caret, filled for the recipient, never sent with a variable still written, and saved from a message.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../../../emulator/src/core/accounts';
import { DEMO_CONTACTS, DEMO_SHOP_NUMBER } from '../../../../emulator/src/core/seed';
import { saveContactName } from '../../../lib/contacts/contacts';
import { formatPartyNumber } from '../../../lib/phoneNumbers/formatPartyNumber';
import { addTemplate, readTemplates } from '../../../lib/templates/templates';
import { chooseNumber, messageCards, openMessagesPage, sendRequests } from '../../../test/messagesPage';
import { giveThreadBoxAHeight } from '../../../test/threadBox';

beforeEach(giveThreadBoxAHeight);

const SID = DEMO_ACCOUNT.accountSid;
const SHOP = DEMO_SHOP_NUMBER;
const { lucas: LUCAS } = DEMO_CONTACTS;
const STRANGER = '+14155559876';

beforeEach(() => {
  addTemplate(SID, { name: 'Thanks', text: 'Thank you, {first_name}! Call {my_number} any time.' });
  addTemplate(SID, { name: 'Hours', text: 'We are open 9 to 5.' });
  addTemplate(SID, { name: 'Thanks again', text: 'Thanks again!' });
});

async function openComposer(): Promise<UserEvent> {
  const { user } = await openMessagesPage();
  await chooseNumber(user, SHOP);
  await user.click(screen.getByRole('tab', { name: 'Composer' }));
  return user;
}

/** The shop's conversation with `party` (its row named `rowName`), open as a thread. */
async function openShopThread(party: string, rowName = formatPartyNumber(party)): Promise<UserEvent> {
  const { user } = await openMessagesPage();
  await chooseNumber(user, SHOP);
  await messageCards();
  await user.click(screen.getByRole('radio', { name: 'Conversations' }));
  const list = screen.getByRole('list', { name: `Conversations on ${formatPartyNumber(SHOP)}` });
  await user.click(within(list).getByRole('button', { name: rowName }));
  return user;
}

const optionNames = () =>
  within(screen.getByRole('listbox', { name: 'Templates' }))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('a template in the reply box', () => {
  it('is found by / and a few letters, chosen with the arrows and filled for the named recipient', async () => {
    saveContactName(SID, LUCAS, 'Lucas Martin');
    const user = await openShopThread(LUCAS, 'Lucas Martin');
    const reply = await screen.findByRole('textbox', { name: 'Reply' });
    await user.click(reply);
    await user.keyboard('Hello /th');
    expect(optionNames()).toEqual([
      '/Thanks Thank you, {first_name}! Call {my_number} any time.',
      '/Thanks again Thanks again!',
    ]);
    expect(reply).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    // Enter inserted the template: nothing was sent.
    expect(reply).toHaveValue(`Hello Thank you, Lucas! Call ${formatPartyNumber(SHOP)} any time.`);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(reply).toHaveFocus();
    expect(sendRequests()).toHaveLength(0);
    await user.keyboard(' /zz');
    // Nothing matches: the list stays shut, and Escape on an open one leaves the text as typed.
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{Backspace}{Backspace}h{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(reply).toHaveValue(`Hello Thank you, Lucas! Call ${formatPartyNumber(SHOP)} any time. /h`);
    // Escape belonged to the list: the thread is still open.
    expect(screen.getByRole('textbox', { name: 'Reply' })).toBeInTheDocument();
  });

  it('never sends a variable the recipient has no value for, and says so before Send', async () => {
    const user = await openShopThread(LUCAS);
    const reply = await screen.findByRole('textbox', { name: 'Reply' });
    await user.click(reply);
    await user.keyboard('/thanks{Tab}');
    expect(reply).toHaveValue(`Thank you, {first_name}! Call ${formatPartyNumber(SHOP)} any time.`);
    expect(reply).toHaveAccessibleDescription(
      expect.stringContaining(
        'Replace {first_name} before sending: there is no value for it here, and it would be sent as written.',
      ),
    );
    await user.keyboard('{Enter}');
    expect(reply).toHaveAttribute('aria-invalid', 'true');
    expect(sendRequests()).toHaveLength(0);
    // Written in, the reply goes.
    await user.dblClick(reply);
    await user.clear(reply);
    await user.keyboard('Thank you, Lucas!{Enter}');
    await waitFor(() => expect(sendRequests()).toHaveLength(1));
    expect(sendRequests()[0]!.toString()).not.toContain('first_name');
  });

  it('is put at the caret from the Templates menu, after a space, with the focus back in the box', async () => {
    const user = await openShopThread(LUCAS);
    const reply = await screen.findByRole('textbox', { name: 'Reply' });
    await user.click(reply);
    await user.keyboard('Hi.');
    await user.click(screen.getByRole('button', { name: 'Templates' }));
    await user.click(screen.getByRole('button', { name: 'Hours' }));
    expect(reply).toHaveValue('Hi. We are open 9 to 5.');
    expect(reply).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Templates' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('saves what is typed as a new template, which / then finds', async () => {
    const user = await openShopThread(LUCAS);
    const reply = await screen.findByRole('textbox', { name: 'Reply' });
    await user.click(reply);
    await user.keyboard('Your order is ready for pickup.');
    await user.click(screen.getByRole('button', { name: 'Templates' }));
    await user.click(screen.getByRole('button', { name: 'Save as template' }));
    const dialog = await screen.findByRole('dialog', { name: 'New template' });
    expect(within(dialog).getByRole('textbox', { name: 'Text' })).toHaveValue(
      'Your order is ready for pickup.',
    );
    await user.keyboard('Pickup{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(readTemplates(SID).map(({ name }) => name)).toContain('Pickup');
    // The message typed is still there, and was not sent by the dialog's Enter.
    expect(reply).toHaveValue('Your order is ready for pickup.');
    expect(sendRequests()).toHaveLength(0);
    await user.clear(reply);
    await user.keyboard('/pi');
    expect(optionNames()).toEqual(['/Pickup Your order is ready for pickup.']);
  });
});

describe('a template in the Composer', () => {
  it('fills {name} for the number typed in To, and is refused when it would pass the Message limit', async () => {
    saveContactName(SID, STRANGER, 'Ann Lee');
    addTemplate(SID, { name: 'Long', text: 'x'.repeat(190) });
    const user = await openComposer();
    await user.type(screen.getByLabelText('To'), STRANGER);
    const message = screen.getByLabelText('Message');
    await user.click(message);
    await user.keyboard('/thanks{Enter}');
    expect(message).toHaveValue(`Thank you, Ann! Call ${formatPartyNumber(SHOP)} any time.`);
    await user.keyboard(' /long{Enter}');
    expect(message).toHaveAccessibleDescription(
      expect.stringContaining(
        'The template “Long” has 190 characters; with the 47 characters already in the message that would make 237, and a message here can have at most 199.',
      ),
    );
    expect(message).toHaveValue(`Thank you, Ann! Call ${formatPartyNumber(SHOP)} any time. /long`);
  });
});

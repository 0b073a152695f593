import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, OTHER_ACCOUNT } from '../../../emulator/src/core/accounts';
import { accountKeyPrefix } from '../../lib/preferences/accountKey';
import { writeNotificationSettings } from '../../lib/preferences/notificationSettings';
import { readContacts, saveContactName } from '../../lib/contacts/contacts';
import { renderApp } from '../../test/render';

const SID = DEMO_ACCOUNT.accountSid;
const OTHER_SID = OTHER_ACCOUNT.accountSid;

async function openContacts() {
  const app = renderApp({ path: '/contacts', signedIn: 'auth-token' });
  await screen.findByRole('heading', { level: 1, name: 'Contacts' });
  return app;
}

function rows(): string[] {
  return within(screen.getByRole('list', { name: 'Contacts' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent ?? '');
}

describe('the Contacts page', () => {
  it('says how to make one when there is none, and is reached from the header once signed in', async () => {
    await openContacts();
    expect(
      await screen.findByText(
        'No contacts yet. Give a number a name from its conversation: More, then Add name.',
      ),
    ).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Contacts' })).toHaveAttribute('aria-current', 'page');
  });

  it('lists the names by name, finds them by a word of the name or digits of the number', async () => {
    saveContactName(SID, '+14155551234', 'Maya Lopez');
    saveContactName(SID, '+33612345678', 'Lucas Martin');
    saveContactName(SID, '+819012345678', 'Aiko');
    const { user } = await openContacts();
    await screen.findByRole('list', { name: 'Contacts' });
    expect(rows()).toHaveLength(3);
    expect(rows().map((row) => row.split('+')[0])).toEqual(['Aiko', 'Lucas Martin', 'Maya Lopez']);
    expect(rows()[1]).toContain('+33 6 12 34 56 78');
    expect(screen.getByRole('status')).toHaveTextContent('3 contacts');

    await user.type(screen.getByRole('searchbox', { name: 'Search contacts' }), 'lóp');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toContain('Maya Lopez');
    expect(screen.getByRole('status')).toHaveTextContent('1 of 3 contacts');
    await user.clear(screen.getByRole('searchbox', { name: 'Search contacts' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search contacts' }), '612 34');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toContain('Lucas Martin');
    await user.type(screen.getByRole('searchbox', { name: 'Search contacts' }), '999');
    expect(await screen.findByText('No contacts match the search.')).toBeInTheDocument();
  });

  it('edits a name, and deletes one with a way to take it back', async () => {
    saveContactName(SID, '+14155551234', 'Maya');
    saveContactName(SID, '+33612345678', 'Lucas');
    const { user } = await openContacts();
    await user.click(await screen.findByRole('button', { name: 'Edit Maya' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit name' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Maya Lopez{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(readContacts(SID)['+14155551234']).toEqual({ name: 'Maya Lopez' });
    expect(await screen.findByRole('button', { name: 'Edit Maya Lopez' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Lucas' }));
    expect(readContacts(SID)['+33612345678']).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Undo' }).parentElement).toHaveTextContent('Deleted Lucas.');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(readContacts(SID)['+33612345678']).toEqual({ name: 'Lucas' });
    expect(await screen.findByRole('button', { name: 'Delete Lucas' })).toBeInTheDocument();
  });

  it('forgets everything this browser keeps for the account after a confirmation, and nothing of another', async () => {
    saveContactName(SID, '+14155551234', 'Maya');
    saveContactName(OTHER_SID, '+14155551234', 'Someone else');
    writeNotificationSettings(SID, { notify: true });
    localStorage.setItem('sms-web-client.preferences', JSON.stringify({ messagesView: 'conversations' }));
    const ours = () =>
      Object.keys(localStorage).filter((key) => key.startsWith(`sms-web-client.${accountKeyPrefix(SID)}`));
    expect(ours()).toHaveLength(2);
    const { user } = await openContacts();

    const forget = await screen.findByRole('button', { name: "Forget this browser's data for this account" });
    await user.click(forget);
    await user.click(
      within(await screen.findByRole('dialog', { name: "Forget this browser's data?" })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(ours()).toHaveLength(2);

    await user.click(forget);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Forget' }));
    expect(ours()).toEqual([]);
    expect(readContacts(OTHER_SID)).toEqual({ '+14155551234': { name: 'Someone else' } });
    expect(localStorage.getItem('sms-web-client.preferences')).toContain('conversations');
    expect(
      await screen.findByText(
        'No contacts yet. Give a number a name from its conversation: More, then Add name.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Done: nothing is kept for this account in this browser any more.'),
    ).toBeInTheDocument();
  });
});

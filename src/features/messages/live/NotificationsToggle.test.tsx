import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNT, OTHER_ACCOUNT } from '../../../../emulator/src/core/accounts';
import { openLiveMenu, openMessagesPage } from '../../../test/messagesPage';
import { fakeNotifications } from '../../../test/notifications';
import { signInWithApiKey, signOut, warmUpMessagesChunk } from '../../../test/signIn';

warmUpMessagesChunk();

afterEach(() => vi.unstubAllGlobals());

const notifyMe = () => screen.getByLabelText('Notify me of new messages');
const withText = () => screen.queryByLabelText('Show the message text in notifications');

describe('NotificationsToggle', () => {
  it('is per account: a second account signed in on the same browser starts with notifications off', async () => {
    // Allowed for the site once: the browser's permission is not the person's choice for each account.
    fakeNotifications('granted', 'granted');
    const { user } = await openMessagesPage();
    await openLiveMenu(user);
    expect(notifyMe()).not.toBeChecked();
    await user.click(notifyMe());
    await user.click(await screen.findByLabelText('Show the message text in notifications'));
    expect(notifyMe()).toBeChecked();

    await signOut(user);
    await signInWithApiKey(user, OTHER_ACCOUNT);
    await openLiveMenu(user);
    expect(notifyMe()).not.toBeChecked();
    expect(withText()).not.toBeInTheDocument();

    await signOut(user);
    await signInWithApiKey(user, DEMO_ACCOUNT);
    await openLiveMenu(user);
    expect(notifyMe()).toBeChecked();
    expect(withText()).toBeChecked();
  });
});

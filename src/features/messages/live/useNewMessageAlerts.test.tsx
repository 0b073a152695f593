import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEMO_CONTACTS,
  DEMO_SHOP_NUMBER,
  DEMO_SUPPORT_LINE_NUMBER,
} from '../../../../emulator/src/core/seed';
import { advanceProviderClock, testEmulator } from '../../../test/emulator';
import { openLiveMenu, openMessagesPage, pressRefresh } from '../../../test/messagesPage';
import { fakeNotifications } from '../../../test/notifications';
import { warmUpMessagesChunk } from '../../../test/signIn';
import { notificationSenderName } from './useNewMessageAlerts';

warmUpMessagesChunk();

const SHOP = DEMO_SHOP_NUMBER;
const SUPPORT = DEMO_SUPPORT_LINE_NUMBER;
const MAYA = DEMO_CONTACTS.maya;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The Messages page after its first poll, notifications on, and the person in another window. */
async function awayWithNotificationsOn() {
  const notifications = fakeNotifications('granted', 'granted');
  const { user } = await openMessagesPage();
  expect(await screen.findByRole('button', { name: /^Live · \d/ })).toBeInTheDocument();
  await openLiveMenu(user);
  await user.click(screen.getByLabelText('Notify me of new messages'));
  vi.spyOn(document, 'hasFocus').mockReturnValue(false);
  return { user, shown: notifications.shown };
}

async function pollNow(user: UserEvent): Promise<void> {
  await pressRefresh(user);
}

describe('new message notifications', () => {
  it('one poll that finds twelve new messages shows three of them, then one for the other nine', async () => {
    const { user, shown } = await awayWithNotificationsOn();
    for (let i = 1; i <= 2; i++)
      testEmulator().deliverInbound({ from: MAYA, to: SUPPORT, body: `Ticket ${i}` });
    // The shop's ten are the newest.
    advanceProviderClock(1000);
    for (let i = 1; i <= 10; i++) testEmulator().deliverInbound({ from: MAYA, to: SHOP, body: `Order ${i}` });
    await pollNow(user);

    await waitFor(() => expect(shown).toHaveLength(4));
    expect(shown.slice(0, 3).map(({ title, options }) => [title, options?.body])).toEqual(
      Array.from({ length: 3 }, () => ['New message from +1 415 555 1234', 'To +1 415 555 0100']),
    );
    expect(shown[3]?.title).toBe('9 more new messages');
    expect(shown[3]?.options?.body).toBe('To +1 415 555 0100 and +1 415 555 0123');

    // The next poll counts afresh.
    testEmulator().deliverInbound({ from: MAYA, to: SHOP, body: 'One more thing' });
    await pollNow(user);
    await waitFor(() => expect(shown).toHaveLength(5));
    expect(shown[4]?.title).toBe('New message from +1 415 555 1234');
  });

  it('never puts a sender that is neither a number nor a sender ID in the title', async () => {
    const { user, shown } = await awayWithNotificationsOn();
    testEmulator().deliverInbound({ from: 'Your PIN is 884213 - reply STOP', to: SHOP, body: 'Hi' });
    testEmulator().deliverInbound({ from: 'ACME Bank', to: SHOP, body: 'Your statement is ready' });
    testEmulator().deliverInbound({ from: '72345', to: SHOP, body: 'Reply YES to confirm' });
    await pollNow(user);

    await waitFor(() => expect(shown).toHaveLength(3));
    expect(shown.map(({ title }) => title).sort()).toEqual([
      'New message from 72345',
      'New message from ACME Bank',
      'New message from an unknown sender',
    ]);
    expect(JSON.stringify(shown)).not.toContain('884213');
  });
});

describe('notificationSenderName', () => {
  it('names a phone number as the app writes numbers: + and 8 to 15 digits', () => {
    expect(notificationSenderName('+14155551234')).toBe('+1 415 555 1234');
    expect(notificationSenderName('+12345678')).not.toBe('an unknown sender');
    expect(notificationSenderName('+1234567')).toBe('an unknown sender');
    expect(notificationSenderName('+1234567890123456')).toBe('an unknown sender');
  });

  it('names a short code of 3 to 8 digits as it is', () => {
    expect(notificationSenderName('247')).toBe('247');
    expect(notificationSenderName('12345678')).toBe('12345678');
    expect(notificationSenderName('12')).toBe('an unknown sender');
    expect(notificationSenderName('123456789')).toBe('an unknown sender');
  });

  it('names a sender ID of up to 11 letters, digits and spaces, one a letter at least, as it is', () => {
    expect(notificationSenderName('ACME Bank')).toBe('ACME Bank');
    expect(notificationSenderName('Shop 24 7x1')).toBe('Shop 24 7x1');
    expect(notificationSenderName('Twelve chars')).toBe('an unknown sender');
    expect(notificationSenderName('PIN: 8842')).toBe('an unknown sender');
    expect(notificationSenderName('')).toBe('an unknown sender');
    expect(notificationSenderName('whatsapp:+14155551234')).toBe('an unknown sender');
  });
});

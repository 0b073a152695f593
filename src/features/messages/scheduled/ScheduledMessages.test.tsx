import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../../../emulator/src/core/accounts';
import { DEMO_CLINIC_NUMBER, DEMO_SHOP_NUMBER } from '../../../../emulator/src/core/seed';
import { rememberSendTime } from '../../../lib/scheduledMessages/scheduledSendTimes';
import { sendMessage } from '../../../lib/twilio/api';
import { listMessagingServices } from '../../../lib/twilio/messagingServices';
import { testEmulator } from '../../../test/emulator';
import { chooseNumber, openMessagesPage } from '../../../test/messagesPage';
import { demo } from '../../../test/render';

const HOUR_MS = 60 * 60_000;
const token = demo.credentials('auth-token');

/** Schedules `body` from the shop through its service, `hours` ahead; `known`: as if from this browser. */
async function scheduleFromShop(body: string, hours: number, known: boolean): Promise<void> {
  const [shop] = await listMessagingServices(token);
  const sendAtMs = Date.now() + hours * HOUR_MS;
  const message = await sendMessage(token, {
    to: '+14155551234',
    from: DEMO_SHOP_NUMBER,
    body,
    service: { sid: shop?.sid ?? '', pool: false },
    sendAtMs,
  });
  if (known && message !== null) rememberSendTime(DEMO_ACCOUNT.accountSid, message.sid, sendAtMs, Date.now());
}

describe('the Scheduled tab', () => {
  it('lists what waits, soonest first and those of unknown time last, and cancels one after asking', async () => {
    await scheduleFromShop('In three hours', 3, true);
    await scheduleFromShop('Time unknown here', 2, false);
    await scheduleFromShop('In one hour', 1, true);
    const { user } = await openMessagesPage();
    await chooseNumber(user, DEMO_SHOP_NUMBER);
    await user.click(screen.getByRole('tab', { name: 'Scheduled' }));

    const list = await screen.findByRole('list', { name: 'Scheduled messages from +1 415 555 0100' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(
        /^To \+1 415 555 1234Scheduled for .+, in (59 min|1 h( 1 min)?)In one hourCancel sending$/,
      ),
      expect.stringMatching(
        /^To \+1 415 555 1234Scheduled for .+, in (2 h 59 min|3 h( 1 min)?)In three hours/,
      ),
      expect.stringMatching(/^To \+1 415 555 1234Time unknown hereCancel sending$/),
    ]);

    await user.click(within(items[0] as HTMLElement).getByRole('button', { name: 'Cancel sending' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this scheduled message?' });
    expect(dialog).toHaveTextContent('Twilio will not send it to +1 415 555 1234.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel sending' }));
    await screen.findByText('Scheduled message canceled.');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const stored = testEmulator()
      .listMessages(DEMO_ACCOUNT.accountSid)
      .find((message) => message.body === 'In one hour');
    expect(stored?.status).toBe('canceled');
  });

  it('a cancel whose answer was cut off is found done on Try again, not refused as too late', async () => {
    await scheduleFromShop('Answer lost', 2, true);
    const { user } = await openMessagesPage();
    await chooseNumber(user, DEMO_SHOP_NUMBER);
    await user.click(screen.getByRole('tab', { name: 'Scheduled' }));
    const list = await screen.findByRole('list', { name: 'Scheduled messages from +1 415 555 0100' });
    await user.click(within(list).getByRole('button', { name: 'Cancel sending' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this scheduled message?' });
    testEmulator().setFaults({ truncateRate: 1, faultRequestContains: 'POST ' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel sending' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/\S/);
    testEmulator().setFaults({ truncateRate: 0 });
    // Twilio canceled it before the answer was cut: the second press meets 30409, and the app reads it.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel sending' }));
    await screen.findByText('Scheduled message canceled.');
    expect(
      await screen.findByText(/^No message from \+1 415 555 0100 is waiting to be sent\./),
    ).toBeVisible();
    expect(list).not.toBeInTheDocument();
  });

  it('says so when nothing waits', async () => {
    const { user } = await openMessagesPage();
    await chooseNumber(user, DEMO_CLINIC_NUMBER);
    await user.click(screen.getByRole('tab', { name: 'Scheduled' }));
    expect(
      await screen.findByText(
        'No message from +1 650 555 0142 is waiting to be sent. Schedule one in the Composer with Send later.',
      ),
    ).toBeInTheDocument();
  });

  it('lists them above All numbers, each with the number it goes from', async () => {
    await scheduleFromShop('Across the account', 5, true);
    const { user } = await openMessagesPage();
    await user.click(screen.getByRole('button', { name: 'All numbers' }));
    const list = await screen.findByRole('list', { name: 'Scheduled messages from all numbers' });
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      /^To \+1 415 555 1234 · from \+1 415 555 0100Scheduled for .+, in (4 h 59 min|5 h( 1 min)?)/,
    );
  });
});

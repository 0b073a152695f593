import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../../../emulator/src/core/accounts';
import { DEMO_CLINIC_NUMBER, DEMO_SHOP_NUMBER } from '../../../../emulator/src/core/seed';
import { localDateTimeValue } from '../../../lib/scheduledMessages/sendWindow';
import { advanceProviderClock, providerPostedForms, testEmulator } from '../../../test/emulator';
import { cardWithBody, chooseNumber, messageCards, openMessagesPage } from '../../../test/messagesPage';
import { giveThreadBoxAHeight } from '../../../test/threadBox';

const MAYA = '+14155551234';
const MINUTE_MS = 60_000;

async function openComposer(from: string) {
  const app = await openMessagesPage('auth-token');
  await chooseNumber(app.user, from);
  await app.user.click(screen.getByRole('tab', { name: 'Composer' }));
  return app;
}

/** A whole minute `minutes` from now, as a datetime-local value and as the moment it names. */
function minutesAhead(minutes: number): { value: string; ms: number } {
  const ms = Math.ceil((Date.now() + minutes * MINUTE_MS) / MINUTE_MS) * MINUTE_MS;
  return { value: localDateTimeValue(ms), ms };
}

async function writeMessage(user: Awaited<ReturnType<typeof openComposer>>['user'], body: string) {
  await user.type(screen.getByLabelText('To'), MAYA);
  await user.type(screen.getByLabelText('Message'), body);
}

describe('Send later', () => {
  it('schedules through the number’s service at the time chosen, says when, and the card says it too', async () => {
    const { user } = await openComposer(DEMO_SHOP_NUMBER);
    await writeMessage(user, 'Your bike is ready tomorrow');
    await user.click(await screen.findByRole('checkbox', { name: 'Send later' }));
    await screen.findByLabelText('Send at');
    const sendAt = minutesAhead(24 * 60);
    fireEvent.change(screen.getByLabelText('Send at'), { target: { value: sendAt.value } });
    expect(screen.getByLabelText('Send at')).toHaveAccessibleDescription(
      /^Tomorrow \d{1,2}:\d{2}( [AP]M)?, in 24 h, through Bike shop notifications$/,
    );
    await user.click(screen.getByRole('button', { name: 'Schedule' }));

    const notice = await screen.findByText(/^Message scheduled for Tomorrow/);
    expect(notice.closest('[role="status"]')).not.toBeNull();
    const [form] = await providerPostedForms();
    expect(form?.get('From')).toBe(DEMO_SHOP_NUMBER);
    expect(form?.get('MessagingServiceSid')).toMatch(/^MG/);
    expect(form?.get('ScheduleType')).toBe('fixed');
    expect(form?.get('SendAt')).toBe(new Date(sendAt.ms).toISOString().replace('.000Z', 'Z'));
    // Send later is for that one message: the next goes now unless asked again.
    expect(screen.getByRole('checkbox', { name: 'Send later' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Messages' }));
    const card = await cardWithBody('Your bike is ready tomorrow');
    expect(within(card).getByText('scheduled')).toBeInTheDocument();
    expect(within(card).getByText(/^Scheduled for Tomorrow .+, in 24 h$/)).toBeInTheDocument();
  });

  it('judges the time against Twilio’s window before anything is sent', async () => {
    const { user } = await openComposer(DEMO_SHOP_NUMBER);
    await writeMessage(user, 'Too soon to schedule');
    await user.click(await screen.findByRole('checkbox', { name: 'Send later' }));
    await screen.findByLabelText('Send at');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(screen.getByLabelText('Send at')).toHaveFocus();
    expect(screen.getByLabelText('Send at')).toHaveAccessibleDescription(
      expect.stringContaining('Choose the day and the time to send it.'),
    );
    fireEvent.change(screen.getByLabelText('Send at'), { target: { value: minutesAhead(5).value } });
    expect(screen.getByLabelText('Send at')).toHaveAccessibleDescription(
      expect.stringContaining('Choose a time at least 15 minutes from now.'),
    );
    fireEvent.change(screen.getByLabelText('Send at'), {
      target: { value: minutesAhead(36 * 24 * 60).value },
    });
    expect(screen.getByLabelText('Send at')).toBeInvalid();
    expect(screen.getByText('Choose a time at most 35 days from now.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await providerPostedForms()).toHaveLength(0);
    expect(screen.getByLabelText('Message')).toHaveValue('Too soon to schedule');
  });

  it('says in words why Twilio refused the time, keeping what was typed', async () => {
    const { user } = await openComposer(DEMO_SHOP_NUMBER);
    await writeMessage(user, 'Near the edge of the window');
    await user.click(await screen.findByRole('checkbox', { name: 'Send later' }));
    await screen.findByLabelText('Send at');
    fireEvent.change(screen.getByLabelText('Send at'), { target: { value: minutesAhead(20).value } });
    // Twilio's clock is ahead of this one: for it, the time is under 15 minutes away.
    advanceProviderClock(10 * MINUTE_MS);
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    const alert = await screen.findByText(/^Error 35114: /);
    expect(alert.closest('[role="alert"]')).toHaveTextContent(
      'Twilio schedules messages from 15 minutes to 35 days ahead, and this time is outside that.',
    );
    expect(screen.getByLabelText('Message')).toHaveValue('Near the edge of the window');
    expect(screen.getByRole('checkbox', { name: 'Send later' })).toBeChecked();
  });

  it('says why a number in no Messaging Service cannot schedule', async () => {
    await openComposer(DEMO_CLINIC_NUMBER);
    expect(
      await screen.findByText('Send later needs a Messaging Service, and +1 650 555 0142 is in none.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Send later' })).not.toBeInTheDocument();
  });

  it('cancels a scheduled message from its Details after asking; Twilio then never sends it', async () => {
    const { user } = await openComposer(DEMO_SHOP_NUMBER);
    await writeMessage(user, 'Cancel me before Friday');
    await user.click(await screen.findByRole('checkbox', { name: 'Send later' }));
    await screen.findByLabelText('Send at');
    fireEvent.change(screen.getByLabelText('Send at'), { target: { value: minutesAhead(3 * 60).value } });
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    await screen.findByText(/^Message scheduled for /);

    await user.click(screen.getByRole('tab', { name: 'Messages' }));
    const card = await cardWithBody('Cancel me before Friday');
    await user.click(within(card).getByRole('button', { name: 'Details' }));
    await user.click(within(card).getByRole('button', { name: 'Cancel sending' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this scheduled message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel sending' }));
    await screen.findByText('Scheduled message canceled.');
    expect(within(await cardWithBody('Cancel me before Friday')).getByText('canceled')).toBeInTheDocument();
    const stored = testEmulator()
      .listMessages(DEMO_ACCOUNT.accountSid)
      .find((message) => message.body === 'Cancel me before Friday');
    expect(stored?.status).toBe('canceled');
  });

  it('schedules a reply from a thread, whose bubble then says when it goes', async () => {
    giveThreadBoxAHeight();
    const { user } = await openMessagesPage('auth-token');
    await chooseNumber(user, DEMO_SHOP_NUMBER);
    await messageCards();
    await user.click(screen.getByRole('radio', { name: 'Conversations' }));
    const list = screen.getByRole('list', { name: 'Conversations on +1 415 555 0100' });
    await user.click(within(list).getByRole('button', { name: '+1 415 555 1234' }));
    const thread = await screen.findByRole('list', { name: 'Messages with +1 415 555 1234' });
    await user.type(screen.getByRole('textbox', { name: 'Reply' }), 'See you at noon');
    await user.click(await screen.findByRole('button', { name: 'Send later', pressed: false }));
    await screen.findByLabelText('Send at');
    fireEvent.change(screen.getByLabelText('Send at'), { target: { value: minutesAhead(90).value } });
    await user.click(screen.getByRole('button', { name: 'Schedule' }));

    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Reply' })).toHaveValue(''));
    expect(screen.getByRole('button', { name: 'Send later', pressed: false })).toBeInTheDocument();
    const [form] = await providerPostedForms();
    expect(form?.get('From')).toBe(DEMO_SHOP_NUMBER);
    expect(form?.get('ScheduleType')).toBe('fixed');
    const bubble = await within(thread).findByText('See you at noon');
    expect(bubble.closest('li')).toHaveTextContent(/scheduledScheduled for .+, in 1 h 3[0-2] min/);
  });
});

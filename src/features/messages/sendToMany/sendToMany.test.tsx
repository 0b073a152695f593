/**
 * Send to many against the emulator: the review of who gets what, a run to its end with every recipient
 * sent to once, answers lost after Twilio took the message (checked, not sent again), and Pause, Resume
 * and Cancel.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNT } from '../../../../emulator/src/core/accounts';
import { DEMO_OPTED_OUT_CONTACT, DEMO_SUPPORT_LINE_NUMBER } from '../../../../emulator/src/core/seed';
import { readContacts } from '../../../lib/contacts/contacts';
import { testEmulator } from '../../../test/emulator';
import { currentRoute } from '../../../test/messagesPage';
import { renderApp } from '../../../test/render';
import { spyOnSavedFiles } from '../../../test/savedFiles';

const SID = DEMO_ACCOUNT.accountSid;
const SUPPORT = DEMO_SUPPORT_LINE_NUMBER;
const saved = spyOnSavedFiles();

async function openSendToMany() {
  const app = renderApp({ path: '/send-to-many', signedIn: 'auth-token' });
  const from = await screen.findByRole('combobox', { name: 'From' });
  await within(from).findByRole('option', { name: '+1 415 555 0123' });
  await app.user.selectOptions(from, SUPPORT);
  await app.user.selectOptions(screen.getByRole('combobox', { name: 'Pace' }), '100');
  return app;
}

function sentTo(to: string, from = SUPPORT) {
  return testEmulator()
    .listMessages(SID)
    .filter((message) => message.to === to && message.from === from && message.direction !== 'inbound');
}

function review(): HTMLElement {
  return screen.getByRole('region', { name: 'Review' });
}

describe('Send to many', () => {
  it('reviews who gets what, leaves out who it must, sends each one message and exports the results', async () => {
    const before = sentTo('+14155551234').length;
    const { user } = await openSendToMany();
    await user.type(
      screen.getByRole('textbox', { name: 'Numbers, one per line' }),
      `Maya Lopez, (415) 555-1234{Enter}${DEMO_OPTED_OUT_CONTACT}{Enter}415 555 1234{Enter}nope{Enter}+33 6 12 34 56 78`,
    );
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi {{first_name}, we open at 9.');
    // The opt-outs come with the number's messages.
    await waitFor(() => expect(within(review()).getByText(/left out$/)).toHaveTextContent('3 left out'));
    expect(review()).toHaveTextContent('1 person gets the message: 1 segment each, 1 segment in all.');
    expect(review()).toHaveTextContent('1 repeated number was taken once.');
    await user.click(within(review()).getByText('3 left out'));
    expect(
      within(review())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Line 4: No phone number in “nope”.',
      '+1 415 555 7777: opted out (replied STOP); Twilio would refuse it.',
      '+33 6 12 34 56 78: no value for {first_name} (they have no name in the list or in Contacts).',
      'To Maya Lopez (+1 415 555 1234)Hi Maya, we open at 9.',
    ]);

    await user.click(screen.getByRole('button', { name: 'Send to 1 person' }));
    // Send goes away with the form's end: the focus is on the run's heading.
    expect(await screen.findByRole('heading', { name: 'Done' })).toHaveFocus();
    expect(screen.getByText('1 sent')).toBeInTheDocument();
    expect(
      sentTo('+14155551234')
        .map((message) => message.body)
        .slice(before),
    ).toEqual(['Hi Maya, we open at 9.']);
    expect(sentTo(DEMO_OPTED_OUT_CONTACT).filter((message) => message.body.startsWith('Hi'))).toEqual([]);
    expect(readContacts(SID)['+14155551234']?.name).toBe('Maya Lopez');

    await user.click(screen.getByRole('button', { name: 'Export results (CSV)' }));
    expect(saved.names()[0]).toMatch(/^send-to-many-\d{4}-\d{2}-\d{2}-\d{4}\.csv$/);
    const lines = (await saved.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Number,Name,Result,Message SID,Why');
    // The number is marked as text, as every export of ours does, so a spreadsheet does not read a formula.
    expect(lines[1]).toMatch(/^"'\+14155551234",Maya Lopez,Sent,SM[0-9a-f]{32},$/);
  });

  it('does not send again when the answers are lost after Twilio took the messages', async () => {
    const numbers = ['+14155550201', '+14155550202', '+14155550203'];
    const { user } = await openSendToMany();
    await user.type(screen.getByRole('textbox', { name: 'Numbers, one per line' }), numbers.join('{Enter}'));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'The shop is closed on Monday.');
    testEmulator().setFaults({ lostAnswerRate: 1, faultRequestContains: 'POST ' });
    await user.click(screen.getByRole('button', { name: 'Send to 3 people' }));
    expect(await screen.findByRole('heading', { name: 'Done' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('3 sent')).toBeInTheDocument();
    for (const number of numbers) expect(sentTo(number)).toHaveLength(1);
  });

  it('pauses after the message under way, resumes where it stopped, and cancels the rest', async () => {
    const numbers = Array.from({ length: 6 }, (_, index) => `+1415555030${index}`);
    const { user } = await openSendToMany();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pace' }), '3');
    await user.type(screen.getByRole('textbox', { name: 'Numbers, one per line' }), numbers.join('{Enter}'));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Your bike is ready.');
    await user.click(screen.getByRole('button', { name: 'Send to 6 people' }));
    await user.click(await screen.findByRole('button', { name: 'Pause' }));
    expect(await screen.findByRole('heading', { name: 'Paused' })).toBeInTheDocument();
    const sentAtPause = numbers.filter((number) => sentTo(number).length === 1).length;
    expect(sentAtPause).toBeGreaterThanOrEqual(1);
    expect(sentAtPause).toBeLessThan(6);
    // The form cannot change under a run.
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Resume' }));
    await waitFor(() =>
      expect(numbers.filter((number) => sentTo(number).length === 1).length).toBeGreaterThan(sentAtPause),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel the rest' }));
    expect(await screen.findByRole('heading', { name: 'Cancelled' })).toBeInTheDocument();
    const sent = numbers.filter((number) => sentTo(number).length === 1).length;
    for (const number of numbers) expect(sentTo(number).length).toBeLessThanOrEqual(1);
    expect(screen.getByText(`${sent} sent`)).toBeInTheDocument();
    expect(screen.getByText(/· 0 left · \d cancelled/)).toHaveTextContent(`${6 - sent} cancelled`);

    await user.click(screen.getByRole('button', { name: 'New message to many' }));
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeEnabled();
  });

  it('asks before a link leaves a run under way, and stays when the person says no', async () => {
    const numbers = Array.from({ length: 5 }, (_, index) => `+1415555040${index}`);
    const { user } = await openSendToMany();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pace' }), '1');
    await user.type(screen.getByRole('textbox', { name: 'Numbers, one per line' }), numbers.join('{Enter}'));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Inventory day tomorrow.');
    await user.click(screen.getByRole('button', { name: 'Send to 5 people' }));
    await screen.findByRole('button', { name: 'Pause' });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const contacts = within(screen.getByRole('banner')).getByRole('link', { name: 'Contacts' });
    await user.click(contacts);
    expect(confirm).toHaveBeenCalledWith(
      expect.stringContaining('A message to many is under way. Leave this page?'),
    );
    expect(currentRoute()).toBe('/send-to-many');
    await user.click(contacts);
    await screen.findByRole('heading', { level: 1, name: 'Contacts' });
    expect(numbers.filter((number) => sentTo(number).length > 0).length).toBeLessThan(5);
  });
});

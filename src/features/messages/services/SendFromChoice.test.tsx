import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../../../emulator/src/core/accounts';
import {
  DEMO_CLINIC_NUMBER,
  DEMO_SERVICES,
  DEMO_SHOP_NUMBER,
  DEMO_SUPPORT_LINE_NUMBER,
} from '../../../../emulator/src/core/seed';
import { FAULT_MATRIX, NO_FAULTS, type FaultSettings } from '../../../../emulator/src/core/faults';
import { providerPostedForms, testEmulator } from '../../../test/emulator';
import { chooseNumber, openMessagesPage, requestsTo } from '../../../test/messagesPage';

const MAYA = '+14155551234';

async function openComposer(from: string) {
  const app = await openMessagesPage('auth-token');
  await chooseNumber(app.user, from);
  await app.user.click(screen.getByRole('tab', { name: 'Composer' }));
  return app;
}

function sendFrom(): HTMLElement {
  return screen.getByRole('radiogroup', { name: 'Send from' });
}

describe('Send from a Messaging Service', () => {
  it("offers a number's service beside the number, and sends through it when chosen", async () => {
    const { user } = await openComposer(DEMO_SHOP_NUMBER);
    const group = await screen.findByRole('radiogroup', { name: 'Send from' });
    expect(within(group).getByRole('radio', { name: '+1 415 555 0100' })).toBeChecked();
    expect(
      screen
        .getByText(/is in the Messaging Service/)
        .closest('p')
        ?.textContent?.replace(/\s+/g, ' '),
    ).toBe(
      '+1 415 555 0100 is in the Messaging Service Bike shop notifications (1 number). Through the service, Twilio picks the sender among its numbers: the one that last wrote to this person, if any.',
    );

    await user.click(within(group).getByRole('radio', { name: DEMO_SERVICES.shop.friendlyName }));
    await user.type(screen.getByLabelText('To'), MAYA);
    await user.type(screen.getByLabelText('Message'), 'From the pool');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Message sent successfully.');

    const [form] = await providerPostedForms();
    expect(form?.get('From')).toBeNull();
    expect(form?.get('MessagingServiceSid')).toMatch(/^MG/);
    const stored = testEmulator()
      .listMessages(DEMO_ACCOUNT.accountSid)
      .find((message) => message.body === 'From the pool');
    expect(stored).toMatchObject({
      from: DEMO_SHOP_NUMBER,
      to: MAYA,
      messaging_service_sid: form?.get('MessagingServiceSid'),
    });
    // The choice stays for the next message.
    expect(within(sendFrom()).getByRole('radio', { name: DEMO_SERVICES.shop.friendlyName })).toBeChecked();
  });

  it('sends from the number alone by default, as before', async () => {
    const { user } = await openComposer(DEMO_SUPPORT_LINE_NUMBER);
    await screen.findByRole('radiogroup', { name: 'Send from' });
    await user.type(screen.getByLabelText('To'), MAYA);
    await user.type(screen.getByLabelText('Message'), 'From the line');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Message sent successfully.');
    const [form] = await providerPostedForms();
    expect([...(form?.keys() ?? [])]).toEqual(['To', 'From', 'Body']);
  });

  it('offers no choice for a number in no service, and reads the services once', async () => {
    const { user } = await openComposer(DEMO_CLINIC_NUMBER);
    await screen.findByLabelText('To');
    await chooseNumber(user, DEMO_SHOP_NUMBER);
    await user.click(screen.getByRole('tab', { name: 'Composer' }));
    await screen.findByRole('radiogroup', { name: 'Send from' });
    await chooseNumber(user, DEMO_CLINIC_NUMBER);
    await user.click(screen.getByRole('tab', { name: 'Composer' }));
    expect(screen.queryByRole('radiogroup', { name: 'Send from' })).not.toBeInTheDocument();
    expect(requestsTo('/v1/Services')).toHaveLength(1);
  });

  it('says when the services cannot be read, sends from the number, and tries again when asked', async () => {
    testEmulator().setFaults({ errorRate: 1, faultRequestContains: '/v1/' });
    const { user } = await openComposer(DEMO_SHOP_NUMBER);
    const notice = await screen.findByText(/^Messaging Services could not be read/);
    expect(notice.textContent).toMatch(/messages go from \+1 415 555 0100\.$/);
    expect(screen.queryByRole('radiogroup', { name: 'Send from' })).not.toBeInTheDocument();

    testEmulator().setFaults({ errorRate: 0 });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('radiogroup', { name: 'Send from' });
  });
});

/** The fault matrix's cells for the services read: Send from, or a reason and Try again. */
describe.each(Object.entries(FAULT_MATRIX) as [string, Partial<FaultSettings>][])(
  'Send from under faults: %s',
  (_name, faults) => {
    it('offers the service, or says why not and offers it after Try again', async () => {
      const app = await openMessagesPage('auth-token');
      await chooseNumber(app.user, DEMO_SHOP_NUMBER);
      testEmulator().setFaults({ ...faults, faultRequestContains: '/v1/' });
      await app.user.click(screen.getByRole('tab', { name: 'Composer' }));
      const offered = () => screen.queryByRole('radiogroup', { name: 'Send from' });
      const failed = () => screen.queryByText(/^Messaging Services could not be read/);
      await expect.poll(() => offered() ?? failed(), { timeout: 15_000 }).not.toBeNull();
      testEmulator().setFaults(NO_FAULTS);
      if (failed()) await app.user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('radiogroup', { name: 'Send from' })).toBeVisible();
    });
  },
);

import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../../emulator/src/core/accounts';
import { DEMO_OPTED_OUT_CONTACT } from '../../../emulator/src/core/seed';
import { useSharedRecipient } from '../../lib/session/useSharedRecipient';
import { testEmulator } from '../../test/emulator';
import { renderWithProviders } from '../../test/render';
import { Composer, SUCCESS_NOTICE_MS } from './Composer';
import { MESSAGE_INVALID_HINT, TO_INVALID_HINT } from './composerRules';
import { chooseNumber, openMessagesPage, requestsTo } from './testHelpers';

const SHOP = '+14155550100';
const SUPPORT = '+14155550123';
const MAYA = '+14155551234';

async function openComposer(from = SHOP) {
  const app = await openMessagesPage();
  await chooseNumber(app.user, from);
  await app.user.click(screen.getByRole('tab', { name: 'Composer' }));
  return app;
}

function toField(): HTMLInputElement {
  return screen.getByLabelText('To');
}

function messageField(): HTMLTextAreaElement {
  return screen.getByLabelText('Message');
}

function sendRequests(): URL[] {
  return requestsTo('/Messages.json').filter((url) => url.search === '');
}

describe('Composer', { timeout: 20_000 }, () => {
  it('has a required tel To, a required 3-row Message and the spec placeholder', async () => {
    const { user } = await openComposer();
    expect(toField()).toHaveAttribute('type', 'tel');
    expect(toField()).toBeRequired();
    expect(messageField().tagName).toBe('TEXTAREA');
    expect(messageField()).toHaveAttribute('rows', '3');
    expect(messageField()).toBeRequired();
    expect(messageField()).toHaveAttribute('placeholder', `Enter the message to sent to:  from: ${SHOP}`);

    await user.type(toField(), MAYA);
    expect(messageField()).toHaveAttribute(
      'placeholder',
      `Enter the message to sent to: ${MAYA} from: ${SHOP}`,
    );
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('keeps To to a plus and digits, at most 13 characters', async () => {
    const { user } = await openComposer();
    await user.type(toField(), 'abc1 (415) 555-1234');
    expect(toField()).toHaveValue(MAYA);
    await user.clear(toField());
    expect(toField()).toHaveValue('');
    await user.type(toField(), '+1234567890123456');
    expect(toField()).toHaveValue('+123456789012');
  });

  it('ignores a Message change that would reach 200 characters', async () => {
    const { user } = await openComposer();
    await user.click(messageField());
    await user.paste('a'.repeat(200));
    expect(messageField()).toHaveValue('');
    await user.paste('a'.repeat(199));
    expect(messageField()).toHaveValue('a'.repeat(199));
    await user.type(messageField(), 'b');
    expect(messageField()).toHaveValue('a'.repeat(199));
  });

  it('shows the hints only once a field has lost focus', async () => {
    const { user } = await openComposer();
    await user.type(toField(), '1555');
    expect(screen.queryByText(TO_INVALID_HINT)).not.toBeInTheDocument();
    expect(toField()).toHaveAttribute('aria-invalid', 'false');
    await user.tab();
    expect(toField()).toHaveAttribute('aria-invalid', 'true');
    expect(toField()).toHaveAccessibleDescription(TO_INVALID_HINT);

    await user.type(messageField(), 'a b');
    expect(screen.queryByText(MESSAGE_INVALID_HINT)).not.toBeInTheDocument();
    await user.tab();
    expect(messageField()).toHaveAttribute('aria-invalid', 'true');
    expect(messageField()).toHaveAccessibleDescription(MESSAGE_INVALID_HINT);

    await user.type(toField(), '0100001');
    expect(screen.queryByText(TO_INVALID_HINT)).not.toBeInTheDocument();
    await user.type(messageField(), 'bc');
    expect(screen.queryByText(MESSAGE_INVALID_HINT)).not.toBeInTheDocument();
  });

  it('does not send an invalid message; it shows both hints instead', async () => {
    const { user } = await openComposer();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText(TO_INVALID_HINT)).toBeInTheDocument();
    expect(screen.getByText(MESSAGE_INVALID_HINT)).toBeInTheDocument();
    expect(toField()).toHaveFocus();
    expect(sendRequests()).toHaveLength(0);
  });

  it('sends: loading and disabled fields, then the success notice for 5 seconds and an empty Message', async () => {
    testEmulator().setFaults({ latencyMs: 300 });
    const { user } = await openComposer();
    await user.type(toField(), MAYA);
    await user.type(messageField(), 'Your bike is ready for pickup.');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    // Still focusable (a keyboard user keeps their place), but announced and treated as unavailable.
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    expect(toField()).toBeDisabled();
    expect(messageField()).toBeDisabled();
    // A second press while sending does not send twice.
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const notice = await screen.findByText('Message sent successfully.');
    const shownAt = Date.now();
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(notice).toHaveClass('text-success');
    expect(messageField()).toHaveValue('');
    expect(messageField()).toBeEnabled();
    expect(toField()).toHaveValue(MAYA);
    expect(screen.queryByText(MESSAGE_INVALID_HINT)).not.toBeInTheDocument();

    const stored = testEmulator()
      .listMessages(DEMO_ACCOUNT.accountSid)
      .filter((message) => message.body === 'Your bike is ready for pickup.');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ from: SHOP, to: MAYA, direction: 'outbound-api' });

    await waitFor(() => expect(screen.queryByText('Message sent successfully.')).not.toBeInTheDocument(), {
      timeout: SUCCESS_NOTICE_MS + 2000,
      interval: 100,
    });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(SUCCESS_NOTICE_MS - 200);
  }, 15_000);

  it('shows a refused send as a red name: message label and keeps what was typed', async () => {
    const { user } = await openComposer(SUPPORT);
    await user.type(toField(), DEMO_OPTED_OUT_CONTACT);
    await user.type(messageField(), 'Are you still there?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const label = await screen.findByText('Error 21610: Attempt to send to unsubscribed recipient');
    expect(label.closest('[role="alert"]')).not.toBeNull();
    expect(label).toHaveClass('text-danger');
    expect(toField()).toHaveValue(DEMO_OPTED_OUT_CONTACT);
    expect(messageField()).toHaveValue('Are you still there?');
    expect(screen.queryByText('Message sent successfully.')).not.toBeInTheDocument();
    // A 400 is not worth repeating.
    expect(sendRequests()).toHaveLength(1);
  });

  it('shows an invalid To from the provider as 21211', async () => {
    const { user } = await openComposer();
    await user.type(toField(), '+15005550001');
    await user.type(messageField(), 'Hello there');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText("Error 21211: The 'To' number +15005550001 is not a valid phone number."),
    ).toBeInTheDocument();
    expect(messageField()).toHaveValue('Hello there');
  });

  it("keeps a send's outcome with the number it was sent from", async () => {
    const { user } = await openComposer(SHOP);
    await user.type(toField(), '+15005550001');
    await user.type(messageField(), 'Hello there');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const refusal = /^Error 21211:/;
    expect(await screen.findByText(refusal)).toBeInTheDocument();

    // Another number's composer does not show this number's refusal; what was typed stays.
    await chooseNumber(user, SUPPORT);
    await user.click(screen.getByRole('tab', { name: 'Composer' }));
    expect(screen.queryByText(refusal)).not.toBeInTheDocument();
    expect(messageField()).toHaveValue('Hello there');
    expect(messageField()).toHaveAttribute(
      'placeholder',
      `Enter the message to sent to: +15005550001 from: ${SUPPORT}`,
    );

    // Sent from the second number, the notice shows there and not back on the first.
    await user.clear(toField());
    await user.type(toField(), MAYA);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent successfully.')).toBeInTheDocument();
    await chooseNumber(user, SHOP);
    await user.click(screen.getByRole('tab', { name: 'Composer' }));
    expect(screen.queryByText('Message sent successfully.')).not.toBeInTheDocument();
    expect(screen.queryByText(refusal)).not.toBeInTheDocument();
  });

  it('takes the shared recipient into To when it opens, clears it, and updates it while typing', async () => {
    function Harness() {
      const [recipient, setRecipient] = useSharedRecipient();
      const [active, setActive] = useState(false);
      return (
        <>
          <output aria-label="Shared recipient">{recipient}</output>
          <button type="button" onClick={() => setRecipient(MAYA)}>
            Share Maya
          </button>
          <button type="button" onClick={() => setActive((value) => !value)}>
            {active ? 'Close' : 'Open'}
          </button>
          <Composer from={SHOP} active={active} focusToken={0} />
        </>
      );
    }
    const { user } = renderWithProviders(<Harness />, { signedIn: 'auth-token' });
    const shared = screen.getByRole('status', { name: 'Shared recipient' });

    await user.click(screen.getByRole('button', { name: 'Share Maya' }));
    expect(toField()).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(toField()).toHaveValue(MAYA);
    expect(shared).toBeEmptyDOMElement();

    await user.clear(toField());
    await user.type(toField(), '4477');
    expect(shared).toHaveTextContent('+4477');
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { env } from '../../config/env';
import { readStoredCredentials } from '../../lib/session/credentialsStorage';
import { SIGN_IN_TIMEOUT_MS } from '../../lib/twilio/errors';
import { providerAnswersSettled, providerRequests, testEmulator } from '../../test/emulator';
import { demo, renderApp, type AppRenderResult } from '../../test/render';
import { expectMessagesPageLoaded, warmUpMessagesChunk } from '../../test/signIn';

// Behaviour both sign-in forms share, run against each of them.
const forms = [
  {
    kind: 'auth-token',
    path: '/authentication-token',
    title: 'Authentication with Auth Token',
    fields: { 'Account SID': demo.account.accountSid, 'Auth Token': demo.account.authToken },
  },
  {
    kind: 'api-key',
    path: '/authentication-api-key',
    title: 'Authentication with Api Key',
    fields: {
      'Account SID': demo.account.accountSid,
      'API Key': demo.account.apiKeySid,
      'API Secret': demo.account.apiKeySecret,
    },
  },
] as const;

async function fillIn(user: AppRenderResult['user'], fields: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) await user.type(screen.getByLabelText(label), value);
}

/** Signs in while every request is dropped; the form's alert then starts with the spec's words. */
async function signInWithoutAnswer(path: string, fields: Record<string, string>) {
  testEmulator().setFaults({ dropRate: 1 });
  const { user } = renderApp({ path });
  await fillIn(user, fields);
  await user.click(screen.getByRole('button', { name: 'Sign-in' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(/^Incorrect credentials or unable to access your Twilio account/);
  return { user, alert };
}

function inputs(fields: Record<string, string>): HTMLElement[] {
  return Object.keys(fields).map((label) => screen.getByLabelText(label));
}

const PROVIDER_HOST = new URL(env.apiBaseUrl).host;

warmUpMessagesChunk();

describe.each(forms)('$title', ({ path, fields }) => {
  it('disables the inputs and shows Sign-in loading while the check runs', async () => {
    testEmulator().setHeld(true);
    const { user } = renderApp({ path });
    await fillIn(user, fields);
    await user.click(screen.getByRole('button', { name: 'Sign-in' }));

    const signIn = screen.getByRole('button', { name: 'Sign-in' });
    // Unavailable but still focused, so a keyboard user keeps their place.
    await waitFor(() => expect(signIn).toHaveAttribute('aria-disabled', 'true'));
    expect(signIn).toHaveFocus();
    expect(signIn).toHaveAttribute('aria-busy', 'true');
    expect(signIn.querySelector('.spinner-border')).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Signing in: checking your credentials with Twilio…',
    );
    for (const input of inputs(fields)) expect(input).toBeDisabled();

    testEmulator().setHeld(false);
    await expectMessagesPageLoaded();
  });

  it('refuses to send empty fields: each one says it is required, and nothing reaches Twilio', async () => {
    const { user } = renderApp({ path });
    await user.click(screen.getByRole('button', { name: 'Sign-in' }));

    for (const label of Object.keys(fields)) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(`${label} is required.`);
    }
    expect(screen.getByLabelText('Account SID')).toHaveFocus();
    expect(providerRequests()).toHaveLength(0);
    expect(window.location.pathname).toBe(`${env.basePath}${path.slice(1)}`);
  });

  it('explains a network failure, then works again when the network is back', async () => {
    const { user, alert } = await signInWithoutAnswer(path, fields);
    // The spec's words, then what the browser knows: no answer came, which is not a refusal.
    expect(alert).toHaveTextContent(`No answer came back from ${PROVIDER_HOST}.`);
    for (const input of inputs(fields)) expect(input).toBeEnabled();
    await waitFor(() => expect(screen.getByLabelText('Account SID')).toHaveFocus());
    expect(readStoredCredentials()).toBeNull();

    // The typed values were kept: trying again is one click.
    testEmulator().setFaults({ dropRate: 0 });
    await user.click(screen.getByRole('button', { name: 'Sign-in' }));
    await expectMessagesPageLoaded();
    expect(screen.queryByText(/Incorrect credentials/)).not.toBeInTheDocument();
  });

  it('says the browser is offline rather than blaming the credentials', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { alert } = await signInWithoutAnswer(path, fields);
    expect(alert).toHaveTextContent(/This browser is offline, so Twilio was never asked/);
    online.mockRestore();
  });

  it('stops waiting for a Twilio that does not answer, and says so, keeping what was typed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      testEmulator().setHeld(true);
      const { user } = renderApp({ path });
      await fillIn(user, fields);
      await user.click(screen.getByRole('button', { name: 'Sign-in' }));
      await waitFor(() => expect(screen.getByLabelText('Account SID')).toBeDisabled());
      act(() => void vi.advanceTimersByTime(SIGN_IN_TIMEOUT_MS));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(
        `${PROVIDER_HOST} did not answer within ${SIGN_IN_TIMEOUT_MS / 1000} seconds`,
      );
      for (const input of inputs(fields)) expect(input).toBeEnabled();
      expect(screen.getByLabelText('Account SID')).toHaveValue(demo.account.accountSid);
      expect(readStoredCredentials()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("passes any other Twilio error through with Twilio's own message", async () => {
    testEmulator().setFaults({ maxInFlight: 0 });
    const { user } = renderApp({ path });
    await fillIn(user, fields);
    await user.click(screen.getByRole('button', { name: 'Sign-in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too Many Requests');
  });

  it('Cancel goes back to /authentication without signing in', async () => {
    const { user } = renderApp({ path });
    await fillIn(user, fields);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(window.location.pathname).toBe(`${env.basePath}authentication`);
    expect(screen.getByRole('heading', { name: 'Authentication' })).toBeInTheDocument();
    expect(providerRequests()).toHaveLength(0);
    expect(readStoredCredentials()).toBeNull();
  });

  it('Cancel during a slow check abandons it: the person is not signed in behind their back', async () => {
    testEmulator().setHeld(true);
    const { user } = renderApp({ path });
    await fillIn(user, fields);
    await user.click(screen.getByRole('button', { name: 'Sign-in' }));
    await waitFor(() => expect(providerRequests()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    // Only now may the check answer, successfully: it must not sign the person in any more.
    testEmulator().setHeld(false);
    await act(providerAnswersSettled);
    expect(window.location.pathname).toBe(`${env.basePath}authentication`);
    expect(readStoredCredentials()).toBeNull();
  });

  it('trims pasted whitespace before checking', async () => {
    const { user } = renderApp({ path });
    const padded = Object.fromEntries(Object.entries(fields).map(([label, value]) => [label, ` ${value} `]));
    await fillIn(user, padded);
    await user.click(screen.getByRole('button', { name: 'Sign-in' }));
    await expectMessagesPageLoaded();
    await waitFor(() => expect(readStoredCredentials()?.accountSid).toBe(demo.account.accountSid));
  });

  it('keeps what is typed out of the page markup, where CSS selectors and DOM serialisers could read it', async () => {
    const { user } = renderApp({ path });
    await fillIn(user, fields);
    for (const [label, value] of Object.entries(fields)) {
      expect(screen.getByLabelText(label)).toHaveValue(value);
      expect(document.documentElement.outerHTML).not.toContain(value);
    }
  });
});

describe.each(forms)('$title, opened again while signed in', ({ kind, path, fields }) => {
  it('offers the stored values again, in the fields only, not in the markup', async () => {
    renderApp({ path, signedIn: kind });
    for (const [label, value] of Object.entries(fields)) {
      expect(await screen.findByLabelText(label)).toHaveValue(value);
      expect(document.documentElement.outerHTML).not.toContain(value);
    }
  });
});

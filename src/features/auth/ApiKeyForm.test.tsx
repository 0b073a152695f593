import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readStoredCredentials } from '../../lib/session/credentialsStorage';
import { providerRequests } from '../../test/emulator';
import { demo, renderApp } from '../../test/render';
import { expectMessagesPageLoaded, warmUpMessagesChunk } from '../../test/signIn';

const PATH = '/authentication-api-key';

warmUpMessagesChunk();

describe('ApiKeyForm', () => {
  it('shows the spec title, the three required fields with console placeholders, Cancel and Sign-in', () => {
    renderApp({ path: PATH });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Authentication with Api Key' }),
    ).toBeInTheDocument();

    const expected = [
      ['Account SID', 'text'],
      ['API Key', 'text'],
      ['API Secret', 'password'],
    ] as const;
    for (const [label, type] of expected) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute('type', type);
      expect(input).toBeRequired();
      expect(input).toHaveAttribute('placeholder', expect.stringMatching(/Twilio Console/));
    }
    expect(screen.queryByLabelText('Auth Token')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Sign-in' })).toBeEnabled();
  });

  it('signs in with an API key and secret, stores the session and opens the messages', async () => {
    const { user } = renderApp({ path: PATH });
    await user.type(screen.getByLabelText('Account SID'), demo.account.accountSid);
    await user.type(screen.getByLabelText('API Key'), demo.account.apiKeySid);
    await user.type(screen.getByLabelText('API Secret'), demo.account.apiKeySecret);
    await user.click(screen.getByRole('button', { name: 'Sign-in' }));

    await expectMessagesPageLoaded();
    expect(readStoredCredentials()).toEqual(demo.credentials('api-key'));
    expect(providerRequests()[0]?.searchParams.get('PageSize')).toBe('1');

    cleanup();
    renderApp({ path: '/phone-numbers' });
    await expectMessagesPageLoaded();
  });

  it("says 'Incorrect credentials' for a wrong API secret, and keeps what was typed", async () => {
    const { user } = renderApp({ path: PATH });
    await user.type(screen.getByLabelText('Account SID'), demo.account.accountSid);
    await user.type(screen.getByLabelText('API Key'), demo.account.apiKeySid);
    await user.type(screen.getByLabelText('API Secret'), 'wrong-secret');
    await user.click(screen.getByRole('button', { name: 'Sign-in' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect credentials');
    expect(screen.getByLabelText('Account SID')).toHaveValue(demo.account.accountSid);
    expect(screen.getByLabelText('API Key')).toHaveValue(demo.account.apiKeySid);
    expect(screen.getByLabelText('API Secret')).toHaveValue('wrong-secret');
    expect(readStoredCredentials()).toBeNull();
  });
});

import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { env } from '../../config/env';
import { readStoredCredentials } from '../../lib/session/credentialsStorage';
import { providerRequests } from '../../test/emulator';
import { demo, renderApp } from '../../test/render';
import { expectMessagesPageLoaded, warmUpMessagesChunk } from '../../test/signIn';

const PATH = '/authentication-token';

warmUpMessagesChunk();

describe('AuthTokenForm', () => {
  it('shows the spec title, the two required fields with console placeholders, Cancel and Sign-in', () => {
    renderApp({ path: PATH });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Authentication with Auth Token' }),
    ).toBeInTheDocument();

    const sid = screen.getByLabelText('Account SID');
    expect(sid).toHaveAttribute('type', 'text');
    expect(sid).toBeRequired();
    expect(sid).toHaveAttribute('placeholder', expect.stringMatching(/Twilio Console/));

    const token = screen.getByLabelText('Auth Token');
    expect(token).toHaveAttribute('type', 'password');
    expect(token).toBeRequired();
    expect(token).toHaveAttribute('placeholder', expect.stringMatching(/Twilio Console/));

    expect(screen.queryByLabelText('API Key')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Sign-in' })).toBeEnabled();
    // Outside the `npm start` demo build there is no demo hint.
    expect(screen.queryByRole('complementary', { name: 'Demo account' })).not.toBeInTheDocument();
  });

  it('signs in with the account id and auth token, stores the session and opens the messages', async () => {
    const { user } = renderApp({ path: PATH });
    await user.type(screen.getByLabelText('Account SID'), demo.account.accountSid);
    await user.type(screen.getByLabelText('Auth Token'), demo.account.authToken);
    await user.click(screen.getByRole('button', { name: 'Sign-in' }));

    await expectMessagesPageLoaded();
    expect(readStoredCredentials()).toEqual(demo.credentials('auth-token'));

    // The check is call 1 with PageSize 1, on the account the person typed.
    const check = providerRequests()[0];
    expect(check?.pathname).toBe(`/2010-04-01/Accounts/${demo.account.accountSid}/IncomingPhoneNumbers.json`);
    expect(check?.searchParams.get('PageSize')).toBe('1');
    expect(check?.searchParams.get('Beta')).toBe('false');

    // A reload (a new page load in the same tab) keeps the session.
    cleanup();
    renderApp({ path: '/phone-numbers' });
    await expectMessagesPageLoaded();
  });

  it("says 'Incorrect credentials' when Twilio refuses the auth token, and keeps what was typed", async () => {
    const { user } = renderApp({ path: PATH });
    await user.type(screen.getByLabelText('Account SID'), demo.account.accountSid);
    await user.type(screen.getByLabelText('Auth Token'), 'not-the-token');
    await user.click(screen.getByRole('button', { name: 'Sign-in' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Incorrect credentials');
    expect(screen.getByLabelText('Account SID')).toHaveValue(demo.account.accountSid);
    expect(screen.getByLabelText('Auth Token')).toHaveValue('not-the-token');
    expect(window.location.pathname).toBe(`${env.basePath}authentication-token`);
    expect(readStoredCredentials()).toBeNull();
  });
});

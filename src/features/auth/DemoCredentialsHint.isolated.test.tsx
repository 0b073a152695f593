import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readStoredCredentials } from '../../lib/session/credentialsStorage';
import { demo, renderApp } from '../../test/render';
import { expectMessagesPageLoaded, warmUpMessagesChunk } from '../../test/signIn';

// The demo build: `npm start` passes the emulator's demo account in VITE_DEMO_CREDENTIALS.
vi.mock('../../config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../config/env')>();
  const { DEMO_ACCOUNT } = await import('../../../emulator/src/core/accounts');
  return {
    ...actual,
    env: {
      ...actual.env,
      demoCredentials: {
        accountSid: DEMO_ACCOUNT.accountSid,
        authToken: DEMO_ACCOUNT.authToken,
        apiKeySid: DEMO_ACCOUNT.apiKeySid,
        apiKeySecret: DEMO_ACCOUNT.apiKeySecret,
      },
    },
  };
});

warmUpMessagesChunk();

describe('demo credentials hint (demo build only)', () => {
  it('shows the account id and auth token on the token form, and fills them in', async () => {
    const { user } = renderApp({ path: '/authentication-token' });
    const hint = screen.getByRole('complementary', { name: 'Demo account' });
    expect(within(hint).getByText(demo.account.accountSid)).toBeInTheDocument();
    expect(within(hint).getByText(demo.account.authToken)).toBeInTheDocument();
    expect(within(hint).queryByText(demo.account.apiKeySecret)).not.toBeInTheDocument();

    await user.click(within(hint).getByRole('button', { name: 'Fill in the demo credentials' }));
    expect(screen.getByLabelText('Account SID')).toHaveValue(demo.account.accountSid);
    expect(screen.getByLabelText('Auth Token')).toHaveValue(demo.account.authToken);

    await user.click(screen.getByRole('button', { name: 'Sign-in' }));
    await expectMessagesPageLoaded();
    expect(readStoredCredentials()).toEqual(demo.credentials('auth-token'));
  });

  it('shows the account id, API key and secret on the key form', () => {
    renderApp({ path: '/authentication-api-key' });
    const hint = screen.getByRole('complementary', { name: 'Demo account' });
    for (const value of [demo.account.accountSid, demo.account.apiKeySid, demo.account.apiKeySecret]) {
      expect(within(hint).getByText(value)).toBeInTheDocument();
    }
    expect(within(hint).queryByText(demo.account.authToken)).not.toBeInTheDocument();
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demo } from '../../test/render';
import { CredentialsProvider } from './CredentialsProvider';
import { readStoredCredentials } from './credentialsStorage';
import { SharedRecipientProvider } from '../../features/messages/composer/SharedRecipientProvider';
import { useCredentials } from './useCredentials';
import { useSharedRecipient } from '../../features/messages/composer/useSharedRecipient';

function SessionProbe() {
  const { credentials, signIn, forgetCredentials } = useCredentials();
  return (
    <>
      <p>{credentials ? `Signed in as ${credentials.accountSid} (${credentials.type})` : 'Signed out'}</p>
      <button type="button" onClick={() => signIn(demo.credentials('api-key'))}>
        Sign in
      </button>
      <button type="button" onClick={forgetCredentials}>
        Forget
      </button>
    </>
  );
}

function RecipientProbe() {
  const [recipient, setRecipient] = useSharedRecipient();
  return (
    <button type="button" onClick={() => setRecipient('+15551234567')}>
      Recipient: {recipient || 'none'}
    </button>
  );
}

describe('CredentialsProvider', () => {
  it('stores credentials on sign-in, keeps them across a reload, and forgets them when asked', async () => {
    const user = userEvent.setup();
    const first = render(
      <CredentialsProvider>
        <SessionProbe />
      </CredentialsProvider>,
    );
    expect(screen.getByText('Signed out')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const signedIn = `Signed in as ${demo.account.accountSid} (api-key)`;
    expect(screen.getByText(signedIn)).toBeInTheDocument();
    expect(readStoredCredentials()).toEqual(demo.credentials('api-key'));

    // A reload is a new tree reading the same tab's sessionStorage.
    first.unmount();
    render(
      <CredentialsProvider>
        <SessionProbe />
      </CredentialsProvider>,
    );
    expect(screen.getByText(signedIn)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Forget' }));
    expect(screen.getByText('Signed out')).toBeInTheDocument();
    expect(readStoredCredentials()).toBeNull();
  });

  it('refuses to be used outside its provider', () => {
    expect(() => render(<SessionProbe />)).toThrow(/CredentialsProvider/);
  });
});

describe('SharedRecipientProvider', () => {
  it('shares one recipient between its consumers', async () => {
    render(
      <SharedRecipientProvider>
        <RecipientProbe />
      </SharedRecipientProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('Recipient: none');
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('Recipient: +15551234567');
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../../test/render';
import { CREDENTIALS_STORAGE_KEY } from './credentialsStorage';
import { RequireAccount } from './RequireAccount';

function Guarded() {
  return (
    <Routes>
      <Route path="/authentication" element={<p>Sign-in screen</p>} />
      <Route
        path="/phone-numbers"
        element={
          <RequireAccount>
            <p>Protected messages</p>
          </RequireAccount>
        }
      />
    </Routes>
  );
}

describe('RequireAccount', () => {
  it('sends a signed-out person to /authentication', () => {
    renderWithProviders(<Guarded />, { path: '/phone-numbers' });
    expect(screen.getByText('Sign-in screen')).toBeInTheDocument();
    expect(screen.queryByText('Protected messages')).not.toBeInTheDocument();
  });

  it('shows the page when an account id is stored', () => {
    renderWithProviders(<Guarded />, { path: '/phone-numbers', signedIn: 'api-key' });
    expect(screen.getByText('Protected messages')).toBeInTheDocument();
  });

  it('treats a hand-edited session value as signed out, without crashing', () => {
    window.sessionStorage.setItem(CREDENTIALS_STORAGE_KEY, '{"accountSid": 7}');
    renderWithProviders(<Guarded />, { path: '/phone-numbers' });
    expect(screen.getByText('Sign-in screen')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { env } from '../config/env';
import { READY_PLACEHOLDER } from '../test/messagesPage';
import { renderApp } from '../test/render';
import { signInWithApiKey, signOut, warmUpMessagesChunk } from '../test/signIn';
import { DEMO_ACCOUNT } from '../../emulator/src/core/accounts';

warmUpMessagesChunk();

function currentRoute(): string {
  return window.location.pathname;
}

describe('routes under the base path', () => {
  it('serves the app from the configured sub-path', () => {
    expect(env.basePath).toBe('/sms-web-client/');
    renderApp({ path: '/authentication' });
    expect(screen.getByRole('heading', { level: 1, name: 'Authentication' })).toBeInTheDocument();
    // Every in-app link carries the base path.
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute(
      'href',
      '/sms-web-client/phone-numbers',
    );
  });

  it.each([
    ['/', 'Authentication'],
    ['/authentication', 'Authentication'],
    ['/authentication-token', 'Authentication with Auth Token'],
    ['/authentication-api-key', 'Authentication with Api Key'],
  ])('%s shows %s', (path, heading) => {
    renderApp({ path });
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('/phone-numbers without a stored account sends the person to /authentication', async () => {
    renderApp({ path: '/phone-numbers' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Authentication' })).toBeInTheDocument();
    expect(currentRoute()).toBe(`${env.basePath}authentication`);
  });

  it('a link followed while signed out opens what it pointed at once the person has signed in', async () => {
    const { user } = renderApp({ path: '/phone-numbers?number=%2B14155550123' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Authentication' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'AuthToken' }));
    await user.type(screen.getByLabelText('Account SID'), DEMO_ACCOUNT.accountSid);
    await user.type(screen.getByLabelText('Auth Token'), DEMO_ACCOUNT.authToken);
    await user.click(screen.getByRole('button', { name: 'Sign-in' }));
    expect(
      await screen.findByRole('region', { name: 'Phone number +1 415 555 0123' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(currentRoute()).toBe(`${env.basePath}phone-numbers`);
    expect(window.location.search).toBe('?number=%2B14155550123');

    // A sign-out is not a link to come back to: the next sign-in starts on the plain page.
    await signOut(user);
    await signInWithApiKey(user, DEMO_ACCOUNT);
    expect(window.location.search).toBe('');
  });

  it('/phone-numbers with a stored account loads the messages page chunk', async () => {
    renderApp({ path: '/phone-numbers', signedIn: 'auth-token' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    await screen.findByText(READY_PLACEHOLDER, {}, { timeout: 4000 });
    expect(currentRoute()).toBe(`${env.basePath}phone-numbers`);
  });

  it('an unknown path gets a not-found screen with a way back', async () => {
    const { user } = renderApp({ path: '/no-such-page' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/no-such-page')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to sign-in' }));
    expect(currentRoute()).toBe('/sms-web-client');
    expect(screen.getByRole('heading', { level: 1, name: 'Authentication' })).toBeInTheDocument();
  });
});

describe('HeaderBar', () => {
  it('shows the product title and the links of the spec', () => {
    renderApp({ path: '/' });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'SMS Web Client' })).toHaveAttribute(
      'href',
      '/sms-web-client',
    );
    expect(within(banner).getByRole('link', { name: 'Authentication' })).toHaveAttribute(
      'href',
      '/sms-web-client/authentication',
    );
    expect(within(banner).getByRole('link', { name: 'Messages' })).toHaveAttribute(
      'href',
      '/sms-web-client/phone-numbers',
    );
  });

  it('links to the public source repository, saying it opens a new tab', () => {
    renderApp({ path: '/' });
    const source = screen.getByRole('link', { name: 'Source code (opens in a new tab)' });
    expect(source).toHaveAttribute('href', env.sourceRepositoryUrl);
    expect(source).toHaveAttribute('target', '_blank');
    expect(source).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('marks the current section, and the Messages link leads to /phone-numbers', async () => {
    const { user } = renderApp({ path: '/authentication-token', signedIn: 'api-key' });
    expect(screen.getByRole('link', { name: 'Authentication' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Messages' })).not.toHaveAttribute('aria-current');

    await user.click(screen.getByRole('link', { name: 'Messages' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    await screen.findByText(READY_PLACEHOLDER, {}, { timeout: 4000 });
    expect(currentRoute()).toBe(`${env.basePath}phone-numbers`);
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Authentication' })).not.toHaveAttribute('aria-current');
  });

  it('offers Sign out only when signed in; it forgets the session and the cached messages', async () => {
    const { user, queryClient } = renderApp({ path: '/phone-numbers', signedIn: 'auth-token' });
    await screen.findByText(READY_PLACEHOLDER, {}, { timeout: 4000 });
    expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(currentRoute()).toBe(`${env.basePath}authentication`);
    expect(window.sessionStorage.length).toBe(0);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Messages' }));
    expect(currentRoute()).toBe(`${env.basePath}authentication`);
  });

  it('the Authentication link goes to /authentication', async () => {
    const { user } = renderApp({ path: '/no-such-page' });
    await user.click(screen.getByRole('link', { name: 'Authentication' }));
    expect(currentRoute()).toBe(`${env.basePath}authentication`);
  });
});

describe('keyboard and screen-reader support', () => {
  it('offers a skip link to the main content', () => {
    renderApp({ path: '/' });
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  it('moves focus to the new screen after a navigation', async () => {
    const { user } = renderApp({ path: '/' });
    await user.click(screen.getByRole('button', { name: 'AuthToken' }));
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { env } from '../../config/env';
import { renderApp } from '../../test/render';

describe('AuthenticationChooser', () => {
  it.each(['/', '/authentication'])('is the screen at %s, worded as the spec says', (path) => {
    renderApp({ path });
    expect(screen.getByRole('heading', { level: 1, name: 'Authentication' })).toBeInTheDocument();
    expect(screen.getByText('Choose your Twilio authentication method:')).toBeInTheDocument();
    const token = screen.getByRole('button', { name: 'AuthToken' });
    const key = screen.getByRole('button', { name: 'Api Key' });
    // 'or' sits between the two buttons.
    const or = screen.getByText('or');
    expect(token.compareDocumentPosition(or) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(or.compareDocumentPosition(key) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("'AuthToken' goes to /authentication-token", async () => {
    const { user } = renderApp({ path: '/authentication' });
    await user.click(screen.getByRole('button', { name: 'AuthToken' }));
    expect(window.location.pathname).toBe(`${env.basePath}authentication-token`);
    expect(screen.getByRole('heading', { name: 'Authentication with Auth Token' })).toBeInTheDocument();
  });

  it("'Api Key' goes to /authentication-api-key, by keyboard too", async () => {
    const { user } = renderApp({ path: '/' });
    screen.getByRole('button', { name: 'Api Key' }).focus();
    await user.keyboard('{Enter}');
    expect(window.location.pathname).toBe(`${env.basePath}authentication-api-key`);
    expect(screen.getByRole('heading', { name: 'Authentication with Api Key' })).toBeInTheDocument();
  });
});

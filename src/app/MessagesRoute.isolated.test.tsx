import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { READY_PLACEHOLDER } from '../test/messagesPage';
import { renderApp } from '../test/render';

/** In the order the route asked for them: the provider module and the page's chunk. */
const requested: string[] = [];

vi.mock('../lib/twilio/loadTwilioApi', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../lib/twilio/loadTwilioApi')>();
  return {
    loadTwilioApi: () => {
      requested.push('provider module');
      return actual.loadTwilioApi();
    },
  };
});

vi.mock('../features/messages/MessagesPage', async (importOriginal) => {
  requested.push('page chunk');
  return importOriginal();
});

describe('the Messages route', () => {
  it('asks for the provider module on its own before the page chunk that imports it too', async () => {
    renderApp({ path: '/phone-numbers', signedIn: 'auth-token' });
    // The page's chunk is transformed on first use: seconds on a busy machine.
    expect(await screen.findByText(READY_PLACEHOLDER, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(requested).toEqual(['provider module', 'page chunk']);
  });
});

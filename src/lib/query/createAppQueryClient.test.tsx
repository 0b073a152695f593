/**
 * The app client's retry policy, seen from the page: what is asked again, what is not, and that the test
 * client (the same configuration with retries off) really asks once — no query repeats the policy.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testEmulator } from '../../test/emulator';
import {
  chooseNumber,
  clickSendWithFault,
  READY_PLACEHOLDER,
  requestsTo,
  sendRequests,
  storedMessagesOf,
} from '../../test/messagesPage';
import { renderApp } from '../../test/render';
import { warmUpMessagesChunk } from '../../test/signIn';

const NUMBERS_PATH = '/IncomingPhoneNumbers.json';
const SHOP = '+14155550100';
const MAYA = '+14155551234';

async function numbersBanner(): Promise<HTMLElement> {
  const banner = await screen.findByRole('alert', {}, { timeout: 3000 });
  await waitFor(() => expect(banner).toHaveTextContent(/^Could not load your phone numbers: .+/), {
    timeout: 5000,
  });
  return banner;
}

/** Signed in, on `SHOP`'s Composer, with a message to MAYA typed in. */
async function composeToMaya(retries: boolean, body: string) {
  const app = renderApp({ path: '/phone-numbers', signedIn: 'auth-token', retries });
  await screen.findByText(READY_PLACEHOLDER, {}, { timeout: 3000 });
  await chooseNumber(app.user, SHOP);
  await app.user.click(screen.getByRole('tab', { name: 'Composer' }));
  await app.user.type(screen.getByLabelText('To'), MAYA);
  await app.user.type(screen.getByLabelText('Message'), body);
  return app;
}

warmUpMessagesChunk();

describe('the app query client', () => {
  it.each([
    { client: 'the app client', retries: true, asked: 3 },
    { client: 'the test client', retries: false, asked: 1 },
  ])('asks for a list that got a 5xx $asked times under $client', async ({ retries, asked }) => {
    testEmulator().setFaults({ errorRate: 1 });
    renderApp({ path: '/phone-numbers', signedIn: 'auth-token', retries });
    // The banner shows once every retry is spent, so the count is final here.
    expect(await numbersBanner()).toHaveTextContent(/: (Internal Server Error|Service Unavailable)/);
    expect(requestsTo(NUMBERS_PATH)).toHaveLength(asked);
  });

  it('asks again when no answer came at all', async () => {
    testEmulator().setFaults({ dropRate: 1 });
    renderApp({ path: '/phone-numbers', signedIn: 'auth-token', retries: true });
    await numbersBanner();
    expect(requestsTo(NUMBERS_PATH)).toHaveLength(3);
  });

  it('does not ask again for an answer that came but could not be read: it would come the same', async () => {
    testEmulator().setFaults({ truncateRate: 1 });
    renderApp({ path: '/phone-numbers', signedIn: 'auth-token', retries: true });
    expect(await numbersBanner()).toHaveTextContent(
      'Could not load your phone numbers: The provider sent an answer this app cannot read',
    );
    expect(requestsTo(NUMBERS_PATH)).toHaveLength(1);
  });

  it.each([
    { client: 'the app client', retries: true, posts: 3 },
    { client: 'the test client', retries: false, posts: 1 },
  ])('sends a rate-limited message $posts times under $client', async ({ retries, posts }) => {
    const { user } = await composeToMaya(retries, 'Rate limited');
    testEmulator().setFaults({ maxInFlight: 0 });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    // A 429 is a definite refusal: nothing went out, so no 'may have been sent' note.
    const label = await screen.findByText(/^Error 20429: /, {}, { timeout: 5000 });
    expect(label.closest('[role="alert"]')).not.toHaveTextContent(/may have been sent/);
    expect(sendRequests()).toHaveLength(posts);
    expect(storedMessagesOf(SHOP).filter((message) => message.body === 'Rate limited')).toHaveLength(0);
  });

  it('never sends again after a 5xx, which may come after the message went out', async () => {
    const { user } = await composeToMaya(true, 'Sent once');
    await clickSendWithFault(user, 'errorRate');
    expect(await screen.findByText(/^Error 2050[03]: /)).toBeInTheDocument();
    expect(screen.getByText(/may have been sent/)).toBeInTheDocument();
    expect(sendRequests()).toHaveLength(1);
  });

  it('counts a 2xx answer to a send as sent even when it cannot be read, and never sends again', async () => {
    const { user } = await composeToMaya(true, 'Accepted, answer cut short');
    testEmulator().setFaults({ truncateRate: 1 });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent successfully.')).toBeInTheDocument();
    expect(sendRequests()).toHaveLength(1);
    expect(
      storedMessagesOf(SHOP).filter((message) => message.body === 'Accepted, answer cut short'),
    ).toHaveLength(1);
  });
});

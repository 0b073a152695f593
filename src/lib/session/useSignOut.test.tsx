import { screen, waitFor, within } from '@testing-library/react';
import { timeoutManager } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { env } from '../../config/env';
import { providerAnswersSettled, providerRequests, testEmulator } from '../../test/emulator';
import { cardWithBody, chooseNumber, messageCards, requestsTo } from '../../test/messagesPage';
import { scrollPage } from '../../test/pageScroll';
import { demo, renderApp } from '../../test/render';
import { spyOnObjectUrls } from '../../test/objectUrls';
import { reportResourceTiming, timelineNames } from '../../test/resourceTimings';
import { expectMessagesPageLoaded, signInWithApiKey, signOut, warmUpMessagesChunk } from '../../test/signIn';

warmUpMessagesChunk();

const SHOP = '+14155550100';
const MAYA = '+14155559876';
const MEDIA_ALT = 'Attached media file (MMS)';
const NUMBERS_PAGE = /\/IncomingPhoneNumbers\.json$/;

const objectUrls = spyOnObjectUrls();

/**
 * The query library's timers that are still to run, with their delays. Its long ones are what keeps an
 * unused query or mutation (and the credentials its function closes over) for minutes: gcTime.
 * Installed before any query client exists, as the library asks.
 */
const cacheTimers = new Map<ReturnType<typeof setTimeout>, number>();
timeoutManager.setTimeoutProvider({
  setTimeout(callback, delay) {
    const id = setTimeout(() => {
      cacheTimers.delete(id);
      callback();
    }, delay);
    cacheTimers.set(id, delay ?? 0);
    return id;
  },
  clearTimeout(id) {
    if (id === undefined) return;
    cacheTimers.delete(id);
    clearTimeout(id);
  },
  setInterval(callback, delay) {
    const id = setInterval(callback, delay);
    cacheTimers.set(id, delay ?? 0);
    return id;
  },
  clearInterval(id) {
    if (id === undefined) return;
    cacheTimers.delete(id);
    clearInterval(id);
  },
});

function longCacheTimers(): number[] {
  return [...cacheTimers.values()].filter((delay) => delay >= 1000);
}

/** Requests for the number list itself (50 a page), not the sign-in check's one-number poll. */
function numberListRequests(): number {
  return requestsTo(NUMBERS_PAGE).filter((url) => url.searchParams.get('PageSize') === '50').length;
}

describe('Signing out', () => {
  it('leaves nothing of the account behind: the next sign-in, by the other method, reads everything afresh', async () => {
    const { user, queryClient } = renderApp({ path: '/phone-numbers', signedIn: 'auth-token' });
    await expectMessagesPageLoaded();
    await chooseNumber(user, SHOP);
    expect(await messageCards()).not.toHaveLength(0);
    // SHOP's pictures are shown from object URLs of the fetched bytes, the oldest once scrolled to.
    await cardWithBody('My rear brake squeaks. Photo attached.');
    await waitFor(() => {
      const images = screen.getAllByRole('img', { name: MEDIA_ALT });
      expect(images.filter((image) => image.getAttribute('src')?.startsWith('blob:'))).toHaveLength(4);
    });

    const queriesBefore = queryClient.getQueryCache().getAll();
    expect(queriesBefore.filter((query) => query.options.queryFn !== undefined)).not.toHaveLength(0);
    await signOut(user);
    expect(window.sessionStorage.length).toBe(0);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    // Out of the cache, and without their functions: something outside the library can still hold a query
    // (a getter V8 keeps in a hidden class), and it must not lead to the credentials.
    expect(queriesBefore.filter((query) => query.options.queryFn !== undefined)).toEqual([]);
    const made = objectUrls.created.mock.results.map((result) => String(result.value));
    expect(made).toHaveLength(4);
    expect(objectUrls.revoked.mock.calls.map(([url]) => url)).toEqual(expect.arrayContaining(made));
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();

    // The sign-in screen is short: a browser's page is back at its top (jsdom has no heights to stop at).
    await scrollPage(0);
    // Something new arrives meanwhile: only a fresh read can show it.
    testEmulator().deliverInbound({ from: MAYA, to: SHOP, body: 'Arrived after the sign-out' });
    await signInWithApiKey(user, demo.account);
    expect(numberListRequests()).toBe(2);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();

    testEmulator().setHeld(true);
    await chooseNumber(user, SHOP);
    // No list from before while the new one loads.
    expect(await screen.findByText('Loading messages...')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /^Messages from and to / })).not.toBeInTheDocument();
    testEmulator().setHeld(false);
    const cards = await messageCards();
    expect(within(cards[0] ?? document.body).getByText('Arrived after the sign-out')).toBeInTheDocument();
  });

  it('drops what was still loading, so no answer for the old session lands in the cache later', async () => {
    const { user, queryClient } = renderApp({ path: '/phone-numbers', signedIn: 'auth-token' });
    await expectMessagesPageLoaded();
    testEmulator().setHeld(true);
    await chooseNumber(user, SHOP);
    expect(await screen.findByText('Loading messages...')).toBeInTheDocument();

    await signOut(user);
    testEmulator().setHeld(false);
    await providerAnswersSettled();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('leaves no URL of the account in the performance timeline, not even of a request the sign-out cut short', async () => {
    const { user } = renderApp({ path: '/phone-numbers', signedIn: 'auth-token' });
    await expectMessagesPageLoaded();
    await chooseNumber(user, SHOP);
    expect(await messageCards()).not.toHaveLength(0);
    // The browser keeps every request in the timeline, named by its URL: the account SID and the numbers.
    for (const url of providerRequests()) reportResourceTiming(url.href);
    const accountTraces = () =>
      timelineNames().filter(
        (name) => name.includes(demo.account.accountSid) || name.includes(SHOP.slice(1)),
      );
    expect(accountTraces()).not.toHaveLength(0);
    const lookStartedAt = performance.now();

    await signOut(user);
    expect(accountTraces()).toEqual([]);
    // A request under way at the sign-out (a poll, cancelled by it) is reported once it ends, a task later.
    reportResourceTiming(
      `${env.apiBaseUrl}/2010-04-01/Accounts/${demo.account.accountSid}/Messages.json?PageSize=20`,
      lookStartedAt,
    );
    await waitFor(() => expect(accountTraces()).toEqual([]));
  });

  it('leaves no timer of the cache running, which would keep the old session and its credentials in memory for minutes', async () => {
    // Only this test's timers: the tests before left their own clients' behind, as a closed tab would.
    cacheTimers.clear();
    const { user, queryClient } = renderApp({ path: '/phone-numbers', signedIn: 'auth-token' });
    await expectMessagesPageLoaded();
    await chooseNumber(user, SHOP);
    expect(await messageCards()).not.toHaveLength(0);
    // A message sent, and the Composer left: its send is a finished mutation waiting to be collected.
    await user.click(screen.getByRole('tab', { name: 'Composer' }));
    await user.type(screen.getByLabelText('To'), MAYA);
    await user.type(screen.getByLabelText('Message'), 'Sent before signing out');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent successfully.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Messages' }));
    expect(queryClient.getMutationCache().getAll()).not.toHaveLength(0);
    expect(longCacheTimers()).not.toHaveLength(0);

    await signOut(user);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(queryClient.getMutationCache().getAll()).toHaveLength(0);
    expect(longCacheTimers()).toEqual([]);
  });
});

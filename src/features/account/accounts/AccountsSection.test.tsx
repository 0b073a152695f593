import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DEMO_ACCOUNT,
  DEMO_CLOSED_SUBACCOUNT,
  DEMO_SUBACCOUNT,
} from '../../../../emulator/src/core/accounts';
import { testEmulator } from '../../../test/emulator';
import { cardWithBody, chooseNumber, requestsTo, waitForNumbersLoaded } from '../../../test/messagesPage';
import { DEMO_SUBACCOUNT_CONTACT, DEMO_SUBACCOUNT_NUMBER } from '../../../../emulator/src/core/seed';
import { saveContactName } from '../../../lib/contacts/contacts';
import { renderApp } from '../../../test/render';

const SUB_PATH = `/Accounts/${DEMO_SUBACCOUNT.accountSid}`;

function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('the account shown', () => {
  it('lists the account and its subaccounts; Show switches the whole app to one, and back, without signing in again', async () => {
    const { user } = renderApp({ path: '/account', signedIn: 'auth-token' });
    const table = await screen.findByRole('table', {
      name: 'The account you signed in with, then its subaccounts.',
    });
    expect(rowsOf(table)).toEqual([
      [`${DEMO_ACCOUNT.friendlyName} (signed in)${DEMO_ACCOUNT.accountSid}`, 'Active', 'Shown'],
      [`Downtown store${DEMO_SUBACCOUNT.accountSid}`, 'Active', 'Show'],
      [`Summer pop-up 2025${DEMO_CLOSED_SUBACCOUNT.accountSid}`, 'Closed', 'Twilio refuses its requests'],
    ]);
    expect(
      screen.getByText(`Showing ${DEMO_ACCOUNT.friendlyName}, the account you signed in with.`),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Show Downtown store' }));
    const shown = await screen.findByText(/^Showing Downtown store, a subaccount/);
    expect(shown).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Account: Downtown store' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(requestsTo(`${SUB_PATH}.json`)).toHaveLength(1);
    // This month's use is the subaccount's now.
    expect(await screen.findByRole('table', { name: /^From / })).toBeInTheDocument();
    expect(requestsTo(`${SUB_PATH}/Usage/Records/ThisMonth.json`)).toHaveLength(2);

    await user.click(screen.getByRole('link', { name: 'Messages' }));
    await waitForNumbersLoaded();
    await chooseNumber(user, DEMO_SUBACCOUNT_NUMBER);
    expect(await screen.findByText('Yes please, I will come by at noon.')).toBeInTheDocument();
    expect(requestsTo(`${SUB_PATH}/IncomingPhoneNumbers.json`).length).toBeGreaterThan(0);
    expect(requestsTo(`/Accounts/${DEMO_ACCOUNT.accountSid}/Messages.json`)).toHaveLength(0);

    await user.click(screen.getByRole('link', { name: 'Account: Downtown store' }));
    await user.click(await screen.findByRole('button', { name: `Show ${DEMO_ACCOUNT.friendlyName}` }));
    expect(
      await screen.findByText(`Showing ${DEMO_ACCOUNT.friendlyName}, the account you signed in with.`),
    ).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Account' })).toBeInTheDocument();
    // Back to the signed-in account needs no request of its own.
    expect(
      requestsTo('.json').filter((url) => url.pathname.includes(`/Accounts/${DEMO_ACCOUNT.accountSid}.json`)),
    ).toHaveLength(0);
  });

  it('keeps the subaccount shown across a reload, and a new sign-in starts on its own account', async () => {
    const first = renderApp({ path: '/account', signedIn: 'auth-token' });
    await first.user.click(await screen.findByRole('button', { name: 'Show Downtown store' }));
    await screen.findByRole('link', { name: 'Account: Downtown store' });
    first.unmount();

    const reloaded = renderApp({ path: '/account' });
    expect(await screen.findByText(/^Showing Downtown store, a subaccount/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Account: Downtown store' })).toBeInTheDocument();
    reloaded.unmount();

    renderApp({ path: '/account', signedIn: 'auth-token' });
    expect(
      await screen.findByText(`Showing ${DEMO_ACCOUNT.friendlyName}, the account you signed in with.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Account' })).toBeInTheDocument();
  });

  it("keeps names per account: one given in the main account is not the subaccount's, and the other way round", async () => {
    saveContactName(DEMO_ACCOUNT.accountSid, DEMO_SUBACCOUNT_CONTACT, 'Named in the main account');
    saveContactName(DEMO_SUBACCOUNT.accountSid, DEMO_SUBACCOUNT_CONTACT, 'Jordan');
    const { user } = renderApp({ path: '/account', signedIn: 'auth-token' });
    await user.click(await screen.findByRole('button', { name: 'Show Downtown store' }));
    await screen.findByRole('link', { name: 'Account: Downtown store' });
    await user.click(screen.getByRole('link', { name: 'Messages' }));
    await waitForNumbersLoaded();
    await chooseNumber(user, DEMO_SUBACCOUNT_NUMBER);
    const card = await cardWithBody('Yes please, I will come by at noon.');
    expect(card).toHaveTextContent('Jordan');
    expect(card).not.toHaveTextContent('Named in the main account');
  });

  it('with an API key, says there is no other account to show and reads no list', async () => {
    renderApp({ path: '/account', signedIn: 'api-key' });
    expect(
      await screen.findByText(/^You signed in with an API key, which reaches only the account it belongs to/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Show / })).not.toBeInTheDocument();
    expect(requestsTo('/Accounts.json')).toHaveLength(0);
  });

  it('says why when the list or a subaccount cannot be read, and the app stays on the account shown', async () => {
    testEmulator().setFaults({ errorRate: 1, faultRequestContains: 'GET /2010-04-01/Accounts.json' });
    const { user } = renderApp({ path: '/account', signedIn: 'auth-token' });
    expect(
      await screen.findByText(/^The subaccounts could not be read: Error 2050[03]: /),
    ).toBeInTheDocument();
    testEmulator().setFaults({ errorRate: 1, faultRequestContains: `GET /2010-04-01${SUB_PATH}.json` });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(await screen.findByRole('button', { name: 'Show Downtown store' }));
    expect(
      await screen.findByText(/^Downtown store could not be shown: Error 2050[03]: /),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show Downtown store' })).toBeVisible();
  });
});

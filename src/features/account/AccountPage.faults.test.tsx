import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_SUBACCOUNT } from '../../../emulator/src/core/accounts';
import { FAULT_MATRIX, NO_FAULTS, type FaultSettings } from '../../../emulator/src/core/faults';
import { testEmulator } from '../../test/emulator';
import { renderApp } from '../../test/render';

const CELLS = Object.entries(FAULT_MATRIX) as [string, Partial<FaultSettings>][];
const SUBACCOUNT_READ = `GET /2010-04-01/Accounts/${DEMO_SUBACCOUNT.accountSid}.json`;

/** The fault matrix's cells for the Account page's reads: an outcome, then back with one press. */
describe.each(CELLS)('the Account page under faults: %s', (_name, faults) => {
  it('the list of accounts: read, or a reason and Try again', async () => {
    testEmulator().setFaults({ ...faults, faultRequestContains: 'GET /2010-04-01/Accounts.json' });
    const { user } = renderApp({ path: '/account', signedIn: 'auth-token' });
    const show = () => screen.queryByRole('button', { name: 'Show Downtown store' });
    const failed = () => screen.queryByText(/^The subaccounts could not be read: /);
    await expect.poll(() => show() ?? failed(), { timeout: 15_000 }).not.toBeNull();
    testEmulator().setFaults(NO_FAULTS);
    if (failed()) await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Show Downtown store' })).toBeVisible();
    expect(failed()).toBeNull();
  });

  it('showing a subaccount: shown, or a reason and the same button again', async () => {
    const { user } = renderApp({ path: '/account', signedIn: 'auth-token' });
    const button = await screen.findByRole('button', { name: 'Show Downtown store' });
    testEmulator().setFaults({ ...faults, faultRequestContains: SUBACCOUNT_READ });
    await user.click(button);
    const shown = () => screen.queryByRole('link', { name: 'Account: Downtown store' });
    const failed = () => screen.queryByText(/^Downtown store could not be shown: /);
    await expect.poll(() => shown() ?? failed(), { timeout: 15_000 }).not.toBeNull();
    testEmulator().setFaults(NO_FAULTS);
    if (failed()) await user.click(screen.getByRole('button', { name: 'Show Downtown store' }));
    expect(await screen.findByRole('link', { name: 'Account: Downtown store' })).toBeVisible();
  });

  it("this month's use: read, or a reason and Try again", async () => {
    testEmulator().setFaults({ ...faults, faultRequestContains: '/Usage/' });
    const { user } = renderApp({ path: '/account', signedIn: 'auth-token' });
    const table = () => screen.queryByRole('table', { name: /^From / });
    const failed = () => screen.queryByText(/^This month’s use could not be read: /);
    await expect.poll(() => table() ?? failed(), { timeout: 15_000 }).not.toBeNull();
    testEmulator().setFaults(NO_FAULTS);
    if (failed()) {
      const section = screen.getByRole('region', { name: 'This month' });
      await user.click(within(section).getByRole('button', { name: 'Try again' }));
    }
    expect(await screen.findByRole('table', { name: /^From / })).toBeVisible();
  });
});

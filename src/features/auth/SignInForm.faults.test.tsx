import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FAULT_MATRIX, NO_FAULTS, type FaultSettings } from '../../../emulator/src/core/faults';
import { testEmulator } from '../../test/emulator';
import { demo, renderApp } from '../../test/render';
import { warmUpMessagesChunk } from '../../test/signIn';

const CELLS = Object.entries(FAULT_MATRIX) as [string, Partial<FaultSettings>][];

warmUpMessagesChunk();

/**
 * The fault matrix's cells for signing in (a read of the account and its numbers): signed in, or a clear
 * message with what was typed still there, and one press signs in once the faults stop. The app's own
 * retry policy is on, as in a browser.
 */
describe.each(CELLS)('signing in under faults: %s', (_name, faults) => {
  it('signed in, or a reason with the credentials kept and one press more', async () => {
    const { user } = renderApp({ path: '/authentication-token', retries: true });
    await user.type(screen.getByLabelText('Account SID'), demo.account.accountSid);
    await user.type(screen.getByLabelText('Auth Token'), demo.account.authToken);
    testEmulator().setFaults(faults);
    await user.click(screen.getByRole('button', { name: 'Sign-in' }));

    const signedIn = () => screen.queryByLabelText('Phone number');
    const failed = () => screen.queryByRole('alert');
    await expect.poll(() => signedIn() ?? failed(), { timeout: 15_000 }).not.toBeNull();

    testEmulator().setFaults(NO_FAULTS);
    if (signedIn() === null) {
      expect(failed()).toHaveTextContent(/\S/);
      expect(screen.getByLabelText('Account SID')).toHaveValue(demo.account.accountSid);
      expect(screen.getByLabelText('Auth Token')).toHaveValue(demo.account.authToken);
      await user.click(screen.getByRole('button', { name: 'Sign-in' }));
    }
    expect(await screen.findByLabelText('Phone number', {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});

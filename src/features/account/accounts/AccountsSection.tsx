import { useQuery } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { BusyButton } from '../../../components/BusyButton';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { accountsQuery } from '../../../lib/accounts/accountsQuery';
import { useCredentials } from '../../../lib/session/useCredentials';
import { errorNameAndMessage } from '../../../lib/twilio/errors';
import type { AccountSummary } from '../../../lib/twilio/accounts';
import type { Credentials } from '../../../lib/twilio/credentials';
import { AccountsTable } from './AccountsTable';
import { useShowAccount } from './useShowAccount';

/**
 * Which account the app shows: the one signed in with, or one of its subaccounts, switched to without
 * signing in again (docs/product.md#subaccounts). An API key reaches only its own account.
 */
export function AccountsSection({ signedIn }: { signedIn: Credentials }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mb-4">
      <h2 id={headingId} className="h5">
        Account shown
      </h2>
      {signedIn.type === 'auth-token' ? (
        <AccountSwitcher signedIn={signedIn} />
      ) : (
        <p>
          You signed in with an API key, which reaches only the account it belongs to: there is no other
          account to show. Sign in with the main account’s Auth Token to see its subaccounts.
        </p>
      )}
    </section>
  );
}

function AccountSwitcher({ signedIn }: { signedIn: Credentials }) {
  const { shownSubaccount } = useCredentials();
  const accounts = useQuery(accountsQuery(signedIn));
  const show = useShowAccount(signedIn);
  const shownRef = useRef<HTMLParagraphElement>(null);
  const shownSid = shownSubaccount?.accountSid ?? signedIn.accountSid;
  const mainName = accounts.data?.find((account) => account.isMain)?.name;
  const switchingTo = show.isPending ? (show.variables?.sid ?? null) : null;

  function onShow(account: AccountSummary) {
    if (show.isPending) return;
    show.mutate(account, {
      // The row's button is gone once the account is shown: the focus goes to the words that say so.
      onSuccess: () => shownRef.current?.focus(),
    });
  }

  return (
    <>
      <p ref={shownRef} tabIndex={-1}>
        {shownSubaccount
          ? `Showing ${shownSubaccount.name}, a subaccount: its numbers, messages, contacts and this month’s use.`
          : `Showing ${mainName ?? 'the account you signed in with'}${mainName ? ', the account you signed in with' : ''}.`}
      </p>
      {accounts.data !== undefined &&
        (accounts.data.length > 1 ? (
          <AccountsTable
            accounts={accounts.data}
            shownSid={shownSid}
            switchingTo={switchingTo}
            onShow={onShow}
          />
        ) : (
          <p>This account has no subaccounts.</p>
        ))}
      {accounts.isPending && <LoadingSpinner label="Reading the account’s subaccounts from Twilio..." />}
      <div role="alert">
        {show.isError && (
          <p className="text-danger fw-semibold">
            {show.variables?.name ?? 'The account'} could not be shown: {errorNameAndMessage(show.error)}
          </p>
        )}
        {accounts.isError && (
          <p className="text-danger fw-semibold">
            The subaccounts could not be read: {errorNameAndMessage(accounts.error)}
          </p>
        )}
      </div>
      {accounts.isError && (
        <BusyButton
          className="btn btn-outline-primary btn-sm"
          busy={accounts.isFetching}
          onClick={() => void accounts.refetch()}
        >
          Try again
        </BusyButton>
      )}
    </>
  );
}

import { BusyButton } from '../../../components/BusyButton';
import type { AccountSummary } from '../../../lib/twilio/accounts';

const STATUS_WORDS = { active: 'Active', suspended: 'Suspended', closed: 'Closed' } as const;

export interface AccountsTableProps {
  accounts: readonly AccountSummary[];
  shownSid: string;
  /** The account being switched to, while its credentials are read. */
  switchingTo: string | null;
  onShow(account: AccountSummary): void;
}

/** The signed-in account and its subaccounts: name, status, and Show for each active one not shown. */
export function AccountsTable({ accounts, shownSid, switchingTo, onShow }: AccountsTableProps) {
  return (
    <table className="table table-sm w-auto align-middle">
      <caption className="caption-top">The account you signed in with, then its subaccounts.</caption>
      <thead>
        <tr>
          <th scope="col">Account</th>
          <th scope="col">Status</th>
          <th scope="col">
            <span className="visually-hidden">Show</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {accounts.map((account) => (
          <tr key={account.sid} aria-current={account.sid === shownSid ? 'true' : undefined}>
            <th scope="row" className="fw-normal">
              <span className="fw-semibold">{account.name}</span>
              {account.isMain && <span className="text-body-secondary"> (signed in)</span>}
              <br />
              <span className="small text-body-secondary font-monospace">{account.sid}</span>
            </th>
            <td>{STATUS_WORDS[account.status]}</td>
            <td>
              {account.sid === shownSid ? (
                <span className="fw-semibold">Shown</span>
              ) : account.status === 'active' ? (
                <BusyButton
                  className="btn btn-outline-primary btn-sm"
                  busy={switchingTo === account.sid}
                  unavailable={switchingTo !== null && switchingTo !== account.sid}
                  aria-label={`Show ${account.name}`}
                  onClick={() => onShow(account)}
                >
                  Show
                </BusyButton>
              ) : (
                <span className="text-body-secondary">Twilio refuses its requests</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { BusyButton } from '../../components/BusyButton';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { AppQueryClientProvider } from '../../lib/query/AppQueryClientProvider';
import { useCredentials } from '../../lib/session/useCredentials';
import { errorNameAndMessage } from '../../lib/twilio/errors';
import type { Credentials } from '../../lib/twilio/credentials';
import type { CategoryUsage, MonthUsage } from '../../lib/twilio/usage';
import { monthUsageQuery } from '../../lib/usage/monthUsageQuery';

/** The account as a whole: what this month's messages counted and cost (docs/product.md#account). */
export function AccountPage() {
  const { credentials } = useCredentials();
  // The route asks for an account first (RequireAccount).
  if (credentials === null) return null;
  return (
    <AppQueryClientProvider>
      <ThisMonth credentials={credentials} />
    </AppQueryClientProvider>
  );
}

function ThisMonth({ credentials }: { credentials: Credentials }) {
  const headingId = useId();
  const usage = useQuery(monthUsageQuery(credentials));
  return (
    <section aria-labelledby={headingId} className="mb-4">
      <h2 id={headingId} className="h5">
        This month
      </h2>
      {usage.data !== undefined && <UsageTable usage={usage.data} />}
      {usage.isPending && <LoadingSpinner label="Reading this month’s use from Twilio..." />}
      <div role="alert">
        {usage.isError && (
          <p className="text-danger fw-semibold">
            This month’s use could not be read: {errorNameAndMessage(usage.error)}
          </p>
        )}
      </div>
      <BusyButton
        type="button"
        className="btn btn-outline-primary btn-sm"
        busy={usage.isFetching}
        onClick={() => void usage.refetch()}
      >
        {usage.isError ? 'Try again' : 'Refresh'}
      </BusyButton>
    </section>
  );
}

/** Money in the account's currency, to the cent and below it when there is less than a cent. */
function money(amount: number | null, currency: string | null): string {
  if (amount === null || currency === null) return 'not given';
  try {
    return new Intl.NumberFormat('en', {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: amount !== 0 && Math.abs(amount) < 0.01 ? 4 : 2,
    }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}

function messages(count: number): string {
  return count === 1 ? '1 message' : `${count.toLocaleString('en')} messages`;
}

/** '1 Dec 2026', from Twilio's 'YYYY-MM-DD' (a calendar day in UTC). */
function day(date: string | null): string | null {
  if (date === null || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

function UsageTable({ usage }: { usage: MonthUsage }) {
  const rows: Array<[string, CategoryUsage]> = [
    ['SMS', usage.sms],
    ['MMS', usage.mms],
  ];
  const spend =
    usage.sms.price === null || usage.mms.price === null ? null : usage.sms.price + usage.mms.price;
  const from = day(usage.startDate);
  const to = day(usage.endDate);
  return (
    <>
      <table className="table table-sm w-auto">
        <caption className="caption-top">
          {from !== null && to !== null
            ? `From ${from} to ${to}, days as Twilio counts them (UTC), in ${usage.currency ?? 'an unnamed currency'}.`
            : 'This calendar month, as Twilio counts it.'}
        </caption>
        <thead>
          <tr>
            <th scope="col">Messages</th>
            <th scope="col">Sent and received</th>
            <th scope="col">Cost</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, used]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{messages(used.count)}</td>
              <td>{money(used.price, usage.currency)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Together</th>
            <td>{messages(usage.sms.count + usage.mms.count)}</td>
            <td>{money(spend, usage.currency)}</td>
          </tr>
        </tfoot>
      </table>
    </>
  );
}

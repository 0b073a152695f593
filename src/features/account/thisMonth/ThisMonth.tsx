import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { BusyButton } from '../../../components/BusyButton';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { errorNameAndMessage } from '../../../lib/twilio/errors';
import type { Credentials } from '../../../lib/twilio/credentials';
import { monthUsageQuery } from '../../../lib/usage/monthUsageQuery';
import { UsageTable } from './UsageTable';

/** This month's use of the account shown: read when it first shows and on Refresh, never polled. */
export function ThisMonth({ credentials }: { credentials: Credentials }) {
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

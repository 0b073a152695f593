import { memo, useId } from 'react';
import { BusyButton } from '../../../components/BusyButton';
import { LIVE_INTERVAL_CHOICES, usePreference, writePreferences } from '../../../lib/preferences/preferences';
import { errorNameAndMessage } from '../../../lib/twilio/errors';
import { LastPollTime } from './LastPollTime';
import type { LiveState } from './liveState';
import { NotificationsToggle } from './NotificationsToggle';
import type { FollowTrouble } from './useFollowSentMessages';
import { useMinuteClock } from '../format/useMinuteClock';

export interface LiveUpdatesBarProps {
  state: LiveState | undefined;
  isPolling: boolean;
  onRefresh: () => void;
  /** A sent message being followed whose last read failed; null when there is none. */
  followTrouble?: FollowTrouble | null;
}

/**
 * How live updates go, and the person's say in it: how often to poll (or not at all), a poll now, and
 * notifications. A failure is said once, politely; the time of the last poll is not announced.
 */
export const LiveUpdatesBar = memo(function LiveUpdatesBar({
  state,
  isPolling,
  onRefresh,
  followTrouble = null,
}: LiveUpdatesBarProps) {
  const intervalId = useId();
  const liveIntervalS = usePreference('liveIntervalS');
  const failing = state !== undefined && state.failures > 0;
  // Once following has ended nothing is tried any more, so its last failure is no longer said.
  const now = useMinuteClock();
  const followFailing = followTrouble !== null && now < followTrouble.followedUntil;

  return (
    <div className="live-updates d-flex flex-wrap align-items-center gap-2">
      <label htmlFor={intervalId} className="form-label mb-0">
        Live updates
      </label>
      <select
        id={intervalId}
        className="form-select form-select-sm w-auto"
        value={liveIntervalS}
        onChange={(event) =>
          writePreferences({
            liveIntervalS: Number(event.target.value) as (typeof LIVE_INTERVAL_CHOICES)[number],
          })
        }
      >
        {LIVE_INTERVAL_CHOICES.map((seconds) => (
          <option key={seconds} value={seconds}>
            {/* 'Every 60 s', not 'Every minute': the longest option sets the select's width on a phone. */}
            {seconds === 0 ? 'Off' : `Every ${seconds} s`}
          </option>
        ))}
      </select>
      {/* Wide enough for its spinner: a poll every 10 s must not shift what stands beside it. */}
      <BusyButton
        className="btn btn-sm btn-outline-secondary live-updates__refresh"
        busy={isPolling}
        delayIcon
        onClick={onRefresh}
      >
        Refresh
      </BusyButton>
      {/* Not on a phone, where the row is full and the first screen is kept for messages. */}
      <span className="small text-body-secondary hidden-on-phone">
        {state?.checkedAt != null && !failing && <LastPollTime checkedAt={state.checkedAt} />}
        {state === undefined && isPolling && 'Checking for new messages...'}
      </span>
      <div role="status" className="small w-100">
        {failing && (
          <span className="text-danger">
            Could not check for new messages ({errorNameAndMessage(state.lastError)}). Trying again
            {liveIntervalS === 0 ? ' when you press Refresh.' : ', waiting a little longer each time.'}
          </span>
        )}
        {followFailing && (
          <span className="d-block text-danger">
            Could not check the status of a sent message ({errorNameAndMessage(followTrouble.error)}). Trying
            again, waiting a little longer each time.
          </span>
        )}
        {state?.gap === true && (
          <span className="d-block text-body-secondary">
            Many messages arrived at once: some older ones among them show only in each number&apos;s own
            list.
          </span>
        )}
      </div>
      <NotificationsToggle />
    </div>
  );
});

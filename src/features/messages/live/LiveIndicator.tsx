import { memo, useId } from 'react';
import { BusyButton } from '../../../components/BusyButton';
import { Disclosure } from '../../../components/Disclosure';
import { LIVE_INTERVAL_CHOICES, usePreference, writePreferences } from '../../../lib/preferences/preferences';
import { formatTimeToMinute } from '../../../lib/dates/formatDateTime';
import { LastPollTime } from './LastPollTime';
import type { LiveState } from './liveState';
import { NotificationsToggle } from './NotificationsToggle';

export interface LiveIndicatorProps {
  state: LiveState | undefined;
  isPolling: boolean;
  onRefresh: () => void;
}

/**
 * How live updates go, in a few words on one button ('Live · 10:32'), and behind it the person's say in
 * them: how often to poll (or not at all), a poll now, and notifications. What went wrong is said under
 * the toolbar (LiveUpdatesTrouble), where it is seen without opening anything.
 */
export const LiveIndicator = memo(function LiveIndicator({
  state,
  isPolling,
  onRefresh,
}: LiveIndicatorProps) {
  const intervalId = useId();
  const liveIntervalS = usePreference('liveIntervalS');
  const failing = state !== undefined && state.failures > 0;
  return (
    <Disclosure
      className="live-indicator"
      toggleClassName="btn btn-sm btn-outline-secondary live-indicator__toggle"
      panelClassName="popover-panel live-indicator__panel"
      label={
        <>
          <span
            className={`live-indicator__dot live-indicator__dot--${liveIntervalS === 0 ? 'off' : failing ? 'failing' : 'on'}`}
            aria-hidden="true"
          />
          {summary(liveIntervalS, state, isPolling, failing)}
        </>
      }
    >
      <>
        <div className="d-flex align-items-center gap-2">
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
                {seconds === 0 ? 'Off' : `Every ${seconds} s`}
              </option>
            ))}
          </select>
          {/* Wide enough for its spinner: a poll every 10 s must not shift what stands beside it. */}
          <BusyButton
            className="btn btn-sm btn-outline-secondary live-indicator__refresh"
            busy={isPolling}
            delayIcon
            onClick={onRefresh}
          >
            Refresh
          </BusyButton>
        </div>
        <p className="small text-body-secondary my-2">
          {state?.checkedAt != null && !failing && <LastPollTime checkedAt={state.checkedAt} />}
          {state === undefined && isPolling && 'Checking for new messages...'}
        </p>
        <NotificationsToggle />
      </>
    </Disclosure>
  );
});

/** The button's few words: whether it polls, and when it last heard back. */
function summary(
  intervalS: number,
  state: LiveState | undefined,
  isPolling: boolean,
  failing: boolean,
): string {
  if (intervalS === 0) return 'Live updates off';
  if (failing) return 'Live · not answering';
  if (state?.checkedAt != null) return `Live · ${formatTimeToMinute(state.checkedAt)}`;
  return isPolling ? 'Live · checking' : 'Live';
}

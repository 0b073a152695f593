import { memo } from 'react';
import { usePreference } from '../../../lib/preferences/preferences';
import { errorNameAndMessage } from '../../../lib/twilio/errors';
import { useMinuteClock } from '../format/useMinuteClock';
import type { LiveState } from './liveState';
import type { FollowTrouble } from './useFollowSentMessages';

export interface LiveUpdatesTroubleProps {
  state: LiveState | undefined;
  /** A sent message being followed whose last read failed; null when there is none. */
  followTrouble?: FollowTrouble | null;
}

/** What went wrong with live updates, said once, politely, under the page's toolbar. */
export const LiveUpdatesTrouble = memo(function LiveUpdatesTrouble({
  state,
  followTrouble = null,
}: LiveUpdatesTroubleProps) {
  const liveIntervalS = usePreference('liveIntervalS');
  const failing = state !== undefined && state.failures > 0;
  // Once following has ended nothing is tried any more, so its last failure is no longer said.
  const now = useMinuteClock();
  const followFailing = followTrouble !== null && now < followTrouble.followedUntil;
  return (
    <div role="status" className="live-trouble small">
      {failing && (
        <span className="d-block text-danger">
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
          Many messages arrived at once: some older ones among them show only in each number&apos;s own list.
        </span>
      )}
    </div>
  );
});

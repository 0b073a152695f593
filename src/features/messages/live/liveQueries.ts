import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { isRateLimited } from '../../../lib/query/retryPolicy';
import { fetchMessage } from '../../../lib/twilio/api';
import type { Credentials } from '../../../lib/twilio/credentials';
import type { Message } from '../../../lib/twilio/models';
import { isFinalStatus } from '../format/messageStatus';
import { messagesKeys } from '../queries/messagesKeys';
import { withoutRemoved } from '../queries/removedMessages';
import { followDelayMs } from './followDelay';
import {
  afterFailedPoll,
  afterPoll,
  awaitingSentMessage,
  nextPollDelay,
  NOT_STARTED,
  poll,
  withSentMessages,
  type LiveState,
  type SentWithoutAnswer,
} from './liveState';

/** The backoff's base when live updates are off and a Refresh failed. */
const DEFAULT_LOOK_MS = 10_000;

/**
 * The whole account's newest messages, polled every `intervalMs` (0: only on mount and on request), slower
 * while hidden, and at once when the person is back. A failed poll is never retried on its own: the next
 * comes after a backoff (liveState.ts), so a struggling provider is not pressed.
 */
export function liveQuery(credentials: Credentials, queryClient: QueryClient, intervalMs: number) {
  const queryKey = messagesKeys.live(credentials.accountSid);
  const latest = (): LiveState => queryClient.getQueryData<LiveState>(queryKey) ?? NOT_STARTED;
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }): Promise<LiveState> => {
      try {
        const read = await poll(credentials, latest(), signal);
        // A page read before this page deleted or redacted a message still holds it as it was.
        const pages = read.map((page) => ({
          ...page,
          messages: withoutRemoved(queryClient, credentials.accountSid, page.messages),
        }));
        const now = Date.now();
        // Read again: a message sent meanwhile is known, not new.
        const next = afterPoll(latest(), pages, now);
        for (const sid of next.adoptedSids) followSentMessage(queryClient, credentials.accountSid, sid, now);
        return next;
      } catch (error) {
        if (signal.aborted) throw error;
        return afterFailedPoll(latest(), error, isRateLimited(error), intervalMs || DEFAULT_LOOK_MS);
      }
    },
    staleTime: 0,
    gcTime: Infinity,
    retry: false,
    // A message sent before the first poll put data here: the first poll is still owed.
    refetchOnMount: (query) => query.state.data?.started !== true,
    refetchOnWindowFocus: intervalMs > 0,
    refetchOnReconnect: intervalMs > 0,
    refetchInterval: (query) =>
      intervalMs > 0
        ? nextPollDelay(intervalMs, query.state.data ?? NOT_STARTED, document.visibilityState === 'hidden')
        : false,
    // Hidden, the polls go on slowly (nextPollDelay), so the title and notifications can tell the person.
    refetchIntervalInBackground: true,
  });
}

/** Adds messages sent from here (just sent, or a status followed) to what live updates know. */
export function addKnownMessages(queryClient: QueryClient, accountSid: string, messages: readonly Message[]) {
  queryClient.setQueryData<LiveState>(messagesKeys.live(accountSid), (previous) =>
    withSentMessages(previous ?? NOT_STARTED, messages),
  );
}

/** How long a sent message is followed at most: carriers report delivery within minutes, or never. */
export const FOLLOW_FOR_MS = 10 * 60_000;

export interface FollowedMessage {
  sid: string;
  sentAtMs: number;
}

/** Starts following a message sent from here (sentMessageQuery), once. */
export function followSentMessage(
  queryClient: QueryClient,
  accountSid: string,
  sid: string,
  sentAtMs: number,
) {
  queryClient.setQueryData<FollowedMessage[]>(messagesKeys.followed(accountSid), (followed = []) =>
    followed.some((entry) => entry.sid === sid) ? followed : [...followed, { sid, sentAtMs }],
  );
}

/** A send whose 2xx answer could not be read: the next polls find it and follow it (liveState.ts). */
export function awaitSentMessage(queryClient: QueryClient, accountSid: string, sent: SentWithoutAnswer) {
  queryClient.setQueryData<LiveState>(messagesKeys.live(accountSid), (previous) =>
    awaitingSentMessage(previous ?? NOT_STARTED, sent),
  );
}

/**
 * A message sent from here, read again with a growing delay until its status is final or FOLLOW_FOR_MS
 * have passed; each answer goes into what live updates know, so every list shows its status.
 */
export function sentMessageQuery(
  credentials: Credentials,
  queryClient: QueryClient,
  followed: FollowedMessage,
) {
  return queryOptions({
    queryKey: messagesKeys.sentMessage(credentials.accountSid, followed.sid),
    queryFn: async ({ signal }) => {
      const message = await fetchMessage(credentials, followed.sid, signal);
      addKnownMessages(queryClient, credentials.accountSid, [message]);
      return message;
    },
    staleTime: 0,
    gcTime: FOLLOW_FOR_MS,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      if (status !== undefined && isFinalStatus(status)) return false;
      if (Date.now() - followed.sentAtMs > FOLLOW_FOR_MS) return false;
      // Answers and failures alike count as reads.
      return followDelayMs(query.state.dataUpdateCount + query.state.errorUpdateCount);
    },
    refetchIntervalInBackground: true,
  });
}

import { skipToken, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { messagesKeys } from '../queries/messagesKeys';
import { FOLLOW_FOR_MS, sentMessageQuery, type FollowedMessage } from './liveQueries';
import { useSignedInCredentials } from '../queries/useSignedInCredentials';

const NONE: FollowedMessage[] = [];

/** Why the last read of a followed message failed, and until when it is followed (ms since the epoch). */
export interface FollowTrouble {
  error: Error;
  /** After this, nothing is tried any more: the trouble is no longer news. */
  followedUntil: number;
}

/**
 * Follows every message sent from this page until its fate is known (`sentMessageQuery`); mounted once,
 * by the page. Returns the latest trouble, so the person knows the statuses shown may be behind.
 */
export function useFollowSentMessages(): FollowTrouble | null {
  const credentials = useSignedInCredentials();
  const queryClient = useQueryClient();
  const { data: followed = NONE } = useQuery<FollowedMessage[]>({
    queryKey: messagesKeys.followed(credentials.accountSid),
    queryFn: skipToken,
  });
  return useQueries({
    queries: followed.map((message) => sentMessageQuery(credentials, queryClient, message)),
    combine: (results) => {
      let trouble: FollowTrouble | null = null;
      results.forEach((result, index) => {
        const message = followed[index];
        if (!result.isError || message === undefined) return;
        const followedUntil = message.sentAtMs + FOLLOW_FOR_MS;
        if (trouble === null || followedUntil > trouble.followedUntil)
          trouble = { error: result.error, followedUntil };
      });
      return trouble;
    },
  });
}

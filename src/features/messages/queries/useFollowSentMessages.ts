import { skipToken, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { messagesKeys } from './messagesKeys';
import { sentMessageQuery, type FollowedMessage } from './messagesQueries';
import { useSignedInCredentials } from './useSignedInCredentials';

const NONE: FollowedMessage[] = [];

/**
 * Follows every message sent from this page until its fate is known (messagesQueries.ts,
 * `sentMessageQuery`). Mounted once, by the page, so following goes on whichever view is shown.
 * Returns why the last read of a followed message failed, while one's did (null otherwise): following
 * goes on by itself, but the person should know the statuses shown may be behind.
 */
export function useFollowSentMessages(): unknown {
  const credentials = useSignedInCredentials();
  const queryClient = useQueryClient();
  const { data: followed = NONE } = useQuery<FollowedMessage[]>({
    queryKey: messagesKeys.followed(credentials.accountSid),
    queryFn: skipToken,
  });
  return useQueries({
    queries: followed.map((message) => sentMessageQuery(credentials, queryClient, message)),
    combine: (results) => results.find((result) => result.isError)?.error ?? null,
  });
}

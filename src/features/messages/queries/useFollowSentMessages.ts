import { skipToken, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { messagesKeys } from './messagesKeys';
import { sentMessageQuery, type FollowedMessage } from './messagesQueries';
import { useSignedInCredentials } from './useSignedInCredentials';

const NONE: FollowedMessage[] = [];

/**
 * Follows every message sent from this page until its fate is known (messagesQueries.ts,
 * `sentMessageQuery`). Mounted once, by the page, so following goes on whichever view is shown.
 */
export function useFollowSentMessages(): void {
  const credentials = useSignedInCredentials();
  const queryClient = useQueryClient();
  const { data: followed = NONE } = useQuery<FollowedMessage[]>({
    queryKey: messagesKeys.followed(credentials.accountSid),
    queryFn: skipToken,
  });
  useQueries({ queries: followed.map((message) => sentMessageQuery(credentials, queryClient, message)) });
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { messagesKeys } from './messagesKeys';
import { useSignedInCredentials } from './useSignedInCredentials';

/**
 * Whether this account serves media only with basic auth, remembered for the session once an image has
 * failed to load directly, so that later images go straight to the credentialed path. Kept in the query
 * cache (not module state) so it belongs to the session's cache and to one account.
 */
export function useMediaNeedsCredentials(): [needsCredentials: boolean, remember: () => void] {
  const { accountSid } = useSignedInCredentials();
  const queryClient = useQueryClient();
  const queryKey = messagesKeys.mediaNeedsCredentials(accountSid);
  const { data } = useQuery({
    queryKey,
    // Never fetched: the value is only ever learnt and written by `remember`.
    queryFn: () => false,
    initialData: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const remember = useCallback(() => {
    queryClient.setQueryData(messagesKeys.mediaNeedsCredentials(accountSid), true);
  }, [queryClient, accountSid]);
  return [data, remember];
}

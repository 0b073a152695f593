import { useQuery } from '@tanstack/react-query';
import { messagesKeys } from './messagesKeys';
import { useSignedInCredentials } from './useSignedInCredentials';

/**
 * Whether this account's credentialed media fetches fail here without any answer (a network or CORS
 * failure, e.g. a media host that sends no CORS headers), so images should skip straight to a bare
 * <img>. Written by `useMediaBytes` when such a failure happens; kept in the query cache (not module
 * state) so it lasts for the session's cache and belongs to one account.
 */
export function useCredentialedMediaUnreachable(): boolean {
  const { accountSid } = useSignedInCredentials();
  const { data } = useQuery({
    queryKey: messagesKeys.credentialedMediaUnreachable(accountSid),
    // Never fetched: the value is only ever learnt from a failed fetch and written into the cache.
    queryFn: () => false,
    initialData: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return data;
}

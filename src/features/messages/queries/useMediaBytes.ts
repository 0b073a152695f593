import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchMediaBlob } from '../../../lib/twilio/api';
import { ProviderError } from '../../../lib/twilio/errors';
import type { MediaFile } from '../../../lib/twilio/models';
import { fetchOnce } from './fetchOnce';
import { messagesKeys } from './messagesKeys';
import { useCredentialedMediaUnreachable } from './useCredentialedMediaUnreachable';
import { useSignedInCredentials } from './useSignedInCredentials';

/**
 * The bytes of one media file, fetched with the credentials (an <img> cannot send them), once per media
 * sid for the session: switching numbers and back fetches nothing again. Any failure is final for the
 * session too (no retry), because the image then falls back to a bare <img>. A failure with no answer
 * at all marks the account's credentialed media as unreachable, and from then on it is not tried.
 */
export function useMediaBytes(file: MediaFile) {
  const credentials = useSignedInCredentials();
  const queryClient = useQueryClient();
  const unreachable = useCredentialedMediaUnreachable();
  return useQuery({
    queryKey: messagesKeys.mediaBytes(credentials.accountSid, file.sid),
    queryFn: async ({ signal }) => {
      try {
        return await fetchMediaBlob(credentials, file.url, signal);
      } catch (error) {
        if (error instanceof ProviderError && error.status === null && !signal.aborted) {
          queryClient.setQueryData(messagesKeys.credentialedMediaUnreachable(credentials.accountSid), true);
        }
        throw error;
      }
    },
    enabled: !unreachable,
    staleTime: Infinity,
    gcTime: Infinity,
    ...fetchOnce,
    retry: false,
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MediaFile } from '../../../lib/twilio/models';
import { mediaBytesQuery } from './messagesQueries';
import { useSignedInCredentials } from './useSignedInCredentials';

/**
 * The bytes of one media file when the person asks for them: through `mediaBytesQuery`, so bytes already
 * fetched for the session (an image shown, a listing that lied about its type) are not fetched again, and
 * a fetch retries as every read does. Nothing is fetched before the press.
 */
export function useMediaBytesOnDemand(file: MediaFile) {
  const credentials = useSignedInCredentials();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<{ bytes: Blob }> => {
      const fetched = await queryClient.fetchQuery(mediaBytesQuery(credentials, file, queryClient));
      return { bytes: fetched.kind === 'image' ? fetched.image : fetched.bytes };
    },
    // The query retries already; a second layer would multiply the attempts.
    retry: false,
  });
}

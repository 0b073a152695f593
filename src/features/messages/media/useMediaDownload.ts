import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MediaFile } from '../../../lib/twilio/models';
import { mediaBytesQuery } from './mediaQueries';
import { useSignedInCredentials } from '../queries/useSignedInCredentials';
import { saveAsDownload } from './saveAsDownload';

/**
 * Saves one media file as `fileName` when the person asks. The bytes come through `mediaBytesQuery`, so
 * bytes already fetched for the session (an image shown, a listing that lied about its type) are not
 * fetched again, and a fetch retries as every read does. Nothing is fetched before the press; a failure
 * to fetch or to save is the mutation's error.
 */
export function useMediaDownload(file: MediaFile, fileName: string) {
  const credentials = useSignedInCredentials();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<void> => {
      const fetched = await queryClient.fetchQuery(mediaBytesQuery(credentials, file, queryClient));
      await saveAsDownload(fetched.kind === 'image' ? fetched.image : fetched.bytes, fileName);
    },
    // The query retries already; a second layer would multiply the attempts.
    retry: false,
  });
}

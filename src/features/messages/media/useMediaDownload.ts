import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MediaFile } from '../../../lib/twilio/models';
import { mediaBytesQuery } from './mediaQueries';
import { useSignedInCredentials } from '../queries/useSignedInCredentials';
import { saveAsDownload } from './saveAsDownload';

/** Saves one media file when the person asks, through `mediaBytesQuery`: bytes already fetched are reused. */
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

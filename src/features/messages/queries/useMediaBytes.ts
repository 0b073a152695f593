import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchMediaBlob } from '../../../lib/twilio/api';
import { ProviderError } from '../../../lib/twilio/errors';
import type { MediaFile } from '../../../lib/twilio/models';
import { asRasterImage, type RasterImageBlob } from '../rasterImages';
import { fetchOnce } from './fetchOnce';
import { messagesKeys } from './messagesKeys';
import { retryTransient } from './retryPolicy';
import { credentialedMediaReach, noteMediaAnswered, noteMediaGotNoAnswer } from './credentialedMediaReach';
import { useSignedInCredentials } from './useSignedInCredentials';

/**
 * What the fetched bytes of a media file turned out to be: a raster image to show, or something else
 * (its type, as the media host gave it) that must never become an object URL on the app's origin.
 */
export type FetchedMedia =
  { kind: 'image'; image: RasterImageBlob } | { kind: 'not-an-image'; contentType: string };

const gotNoAnswer = (error: unknown): boolean => error instanceof ProviderError && error.status === null;

/**
 * The bytes of one media file, fetched with the credentials (an <img> cannot send them), once per media
 * sid for the session: switching numbers and back fetches nothing again. Failures that may pass (no
 * answer, 429, 5xx) are retried like every other read; what is left failing falls back to a bare <img>
 * for that image only. Only when several media in a row got no answer while the rest of the provider
 * answered do later images skip their retries (credentialedMediaReach.ts).
 */
export function useMediaBytes(file: MediaFile) {
  const credentials = useSignedInCredentials();
  const { accountSid } = credentials;
  const queryClient = useQueryClient();
  return useQuery<FetchedMedia>({
    queryKey: messagesKeys.mediaBytes(accountSid, file.sid),
    queryFn: async ({ signal }) => {
      let bytes: Blob;
      try {
        bytes = await fetchMediaBlob(credentials, file.url, signal);
      } catch (error) {
        // A refusal is an answer too: credentialed media reaches the provider from here.
        if (error instanceof ProviderError && error.status !== null)
          noteMediaAnswered(queryClient, accountSid);
        throw error;
      }
      noteMediaAnswered(queryClient, accountSid);
      const image = await asRasterImage(bytes, file.contentType);
      return image === null ? { kind: 'not-an-image', contentType: bytes.type } : { kind: 'image', image };
    },
    staleTime: Infinity,
    gcTime: Infinity,
    ...fetchOnce,
    retry: (failureCount, error) => {
      if (!gotNoAnswer(error)) return retryTransient(failureCount, error);
      // Read when the failure happens, not when the fetch began: another image may have just marked it.
      if (!credentialedMediaReach(queryClient, accountSid) && retryTransient(failureCount, error))
        return true;
      // This fetch gives up here, and this is the one place that knows it.
      noteMediaGotNoAnswer(queryClient, accountSid, file.sid);
      return false;
    },
  });
}

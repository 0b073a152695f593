import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchMediaBlob } from '../../../lib/twilio/api';
import { ProviderError } from '../../../lib/twilio/errors';
import type { MediaFile } from '../../../lib/twilio/models';
import { asRasterImage, type RasterImageBlob } from '../rasterImages';
import { fetchOnce } from './fetchOnce';
import { messagesKeys } from './messagesKeys';
import { useCredentialedMediaUnreachable } from './useCredentialedMediaUnreachable';
import { useSignedInCredentials } from './useSignedInCredentials';

/**
 * What the fetched bytes of a media file turned out to be: a raster image to show, or something else
 * (its type, as the media host gave it) that must never become an object URL on the app's origin.
 */
export type FetchedMedia =
  { kind: 'image'; image: RasterImageBlob } | { kind: 'not-an-image'; contentType: string };

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
  return useQuery<FetchedMedia>({
    queryKey: messagesKeys.mediaBytes(credentials.accountSid, file.sid),
    queryFn: async ({ signal }) => {
      try {
        const bytes = await fetchMediaBlob(credentials, file.url, signal);
        const image = await asRasterImage(bytes, file.contentType);
        return image === null
          ? ({ kind: 'not-an-image', contentType: bytes.type } as const)
          : ({ kind: 'image', image } as const);
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

import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { clientWouldRetry } from '../../../lib/query/createAppQueryClient';
import { fetchMediaBlob, listMediaFiles } from '../../../lib/twilio/api';
import type { Credentials } from '../../../lib/twilio/credentials';
import { ProviderError } from '../../../lib/twilio/errors';
import type { MediaFile } from '../../../lib/twilio/models';
import { messagesKeys } from '../queries/messagesKeys';
import { credentialedMediaReach, noteMediaAnswered, noteMediaGotNoAnswer } from './credentialedMediaReach';
import { asRasterImage, type RasterImageBlob } from './rasterImages';

/**
 * The media of one message, looked up once per message id for the session (docs/product.md#provider-calls): the files that can
 * be shown, and how many items could not be read (the card says so). The lookup is not handed the query's
 * abort signal: TanStack Query aborts a fetch that used it once its last card leaves the page, and a card
 * scrolled past, or a number left, before the answer came would then send the same lookup again.
 */
export function mediaQuery(credentials: Credentials, messageSid: string) {
  return queryOptions({
    queryKey: messagesKeys.media(credentials.accountSid, messageSid),
    queryFn: () => listMediaFiles(credentials, messageSid),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/**
 * What the fetched bytes of a media file turned out to be: a raster image to show, or something else
 * (its type, as the media host gave it) that must never become a viewable object URL on the app's
 * origin; its bytes are kept only to be saved as a download (saveAsDownload.ts).
 */
export type FetchedMedia =
  { kind: 'image'; image: RasterImageBlob } | { kind: 'not-an-image'; contentType: string; bytes: Blob };

const gotAnAnswer = (error: unknown): boolean => error instanceof ProviderError && error.kind !== 'network';
const gotNoAnswer = (error: unknown): boolean => error instanceof ProviderError && error.kind === 'network';

/**
 * The bytes of one media file, fetched with the credentials (an <img> cannot send them), once per media
 * sid for the session: switching numbers and back fetches nothing again. Retried like every other read;
 * what is left failing falls back to a bare <img> for that image only. Its own retry is narrower: when
 * several media in a row got no answer while the rest of the provider answered, later images stop
 * retrying a missing answer (credentialedMediaReach.ts).
 */
export function mediaBytesQuery(credentials: Credentials, file: MediaFile, queryClient: QueryClient) {
  const { accountSid } = credentials;
  return queryOptions({
    queryKey: messagesKeys.mediaBytes(accountSid, file.sid),
    queryFn: async ({ signal }): Promise<FetchedMedia> => {
      let bytes: Blob;
      try {
        bytes = await fetchMediaBlob(credentials, file.url, signal);
      } catch (error) {
        // A refusal is an answer too: credentialed media reaches the provider from here.
        if (gotAnAnswer(error)) noteMediaAnswered(queryClient, accountSid);
        throw error;
      }
      noteMediaAnswered(queryClient, accountSid);
      const image = await asRasterImage(bytes, file.contentType);
      return image === null
        ? { kind: 'not-an-image', contentType: bytes.type, bytes }
        : { kind: 'image', image };
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: (failureCount, error) => {
      const policyRetries = clientWouldRetry(queryClient, failureCount, error);
      if (!gotNoAnswer(error)) return policyRetries;
      // Read when the failure happens, not when the fetch began: another image may have just marked it.
      if (policyRetries && !credentialedMediaReach(queryClient, accountSid)) return true;
      // This fetch gives up here, and this is the one place that knows it.
      noteMediaGotNoAnswer(queryClient, accountSid, file.sid);
      return false;
    },
  });
}

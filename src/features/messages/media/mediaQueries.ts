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
 * A message's media, looked up once for the session (docs/product.md#provider-calls). Without the abort
 * signal: TanStack Query would abort it as the card scrolls away, and the lookup would be sent again.
 */
export function mediaQuery(credentials: Credentials, messageSid: string) {
  return queryOptions({
    queryKey: messagesKeys.media(credentials.accountSid, messageSid),
    queryFn: () => listMediaFiles(credentials, messageSid),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** Anything but a raster image never becomes a viewable object URL: it is only saved (saveAsDownload.ts). */
export type FetchedMedia =
  { kind: 'image'; image: RasterImageBlob } | { kind: 'not-an-image'; contentType: string; bytes: Blob };

const gotAnAnswer = (error: unknown): boolean => error instanceof ProviderError && error.kind !== 'network';
const gotNoAnswer = (error: unknown): boolean => error instanceof ProviderError && error.kind === 'network';

/**
 * A media file's bytes, fetched with the credentials once for the session. Retried like other reads,
 * except a missing answer once media looks unreachable (credentialedMediaReach.ts).
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

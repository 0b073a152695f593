/**
 * The one definition of each server resource the messages feature reads: its key, how it is fetched, how
 * long it stays fresh and kept, and a retry of its own where it needs one. Hooks, refetches and
 * invalidations all start from these. How every read is fetched (once; transient failures retried) is
 * the app client's, set once in lib/query/createAppQueryClient.ts and never repeated here.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { clientWouldRetry } from '../../../lib/query/createAppQueryClient';
import {
  fetchMediaBlob,
  fetchMessage,
  listMediaFiles,
  listMessages,
  listSmsPhoneNumbers,
  type CutShort,
  type PhoneNumbersProgress,
} from '../../../lib/twilio/api';
import type { Credentials } from '../../../lib/twilio/credentials';
import { ProviderError } from '../../../lib/twilio/errors';
import type { MediaFile, Message } from '../../../lib/twilio/models';
import {
  afterFailedLook,
  afterLook,
  look,
  nextLookDelay,
  NOT_STARTED,
  withSentMessages,
  awaitingSentMessage,
  type LiveState,
  type SentWithoutAnswer,
} from '../live/liveState';
import { followDelayMs } from '../live/followDelay';
import { isFinalStatus } from '../messageStatus';
import { asRasterImage, type RasterImageBlob } from '../rasterImages';
import { credentialedMediaReach, noteMediaAnswered, noteMediaGotNoAnswer } from './credentialedMediaReach';
import { messagesKeys } from './messagesKeys';

export interface PhoneNumbersData {
  /** SMS-capable numbers, sorted; while `complete` is false, the ones found on the pages read so far. */
  numbers: string[];
  /** The provider's friendly name of each number that has one ('Support line'). */
  friendlyNames: Record<string, string>;
  /** Numbers of the account that are not offered: they cannot send SMS, or do not say whether they can. */
  withoutSms: string[];
  smsUnknown: string[];
  /** Numbers the provider listed that could not be read (not offered). */
  unreadable: number;
  pagesRead: number;
  complete: boolean;
  /** Why the listing stopped before the provider's last page (the page says so); null when it did not. */
  cutShort: CutShort | null;
  /** While incomplete: where a retry goes on from (the next page's address and what was read). */
  progress?: PhoneNumbersProgress;
}

/** Every SMS-capable number of the account, read page by page; each page is in the cache as it arrives. */
export function phoneNumbersQuery(credentials: Credentials, queryClient: QueryClient) {
  const options = queryOptions({
    queryKey: messagesKeys.phoneNumbers(credentials.accountSid),
    queryFn: async ({ signal }): Promise<PhoneNumbersData> => {
      // A retry after a failed page goes on from the pages already read instead of starting again.
      const partial = queryClient.getQueryData(options.queryKey);
      const resumeFrom = partial && !partial.complete ? partial.progress : undefined;
      const listing = await listSmsPhoneNumbers(credentials, {
        signal,
        resumeFrom,
        // Each page is put in the cache at once so the dropdown offers what has arrived.
        onPage: (progress) =>
          queryClient.setQueryData(options.queryKey, {
            numbers: progress.numbers,
            friendlyNames: progress.friendlyNames,
            withoutSms: progress.withoutSms,
            smsUnknown: progress.smsUnknown,
            unreadable: progress.unreadable,
            pagesRead: progress.pagesRead,
            complete: false,
            cutShort: null,
            progress,
          }),
      });
      return { ...listing, complete: true };
    },
    // Once per session (spec §4: only while the list is empty and no error has occurred); the page's
    // 'Try again' after an error is the person asking, and goes on from the page that failed.
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return options;
}

/**
 * The messages sent from and to one number, newest first. Spec §4: fetched once for a non-empty number
 * and again only when the number changes. staleTime 0 with every automatic refetch switched off (the
 * app client) gives exactly that: a new observer (a remount) reuses the cache, while changing the key to
 * another number — including back to one seen before — fetches that number's list (showing its cached
 * list meanwhile).
 */
export function messagesQuery(credentials: Credentials, phoneNumber: string) {
  return queryOptions({
    queryKey: messagesKeys.messages(credentials.accountSid, phoneNumber),
    queryFn: ({ signal }) => listMessages(credentials, phoneNumber, signal),
    enabled: phoneNumber !== '',
    staleTime: 0,
  });
}

/**
 * The media of one message, looked up once per message id for the session (spec §4): the files that can
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

/** The backoff's base when live updates are off and a Refresh failed. */
const DEFAULT_LOOK_MS = 10_000;

const isRateLimit = (error: unknown): boolean =>
  error instanceof ProviderError && error.kind === 'http' && error.status === 429;

/**
 * Live updates: the whole account's newest messages, looked at every `intervalMs` while the page is
 * visible, at most once a minute while hidden (0: only on mount and when the person asks), at once when the tab comes back, the window gets
 * the focus or the network returns. A failed look keeps what is known and is never retried on its own:
 * the next look comes later, after a backoff (liveState.ts), so a struggling provider is not pressed.
 */
export function liveQuery(credentials: Credentials, queryClient: QueryClient, intervalMs: number) {
  const queryKey = messagesKeys.live(credentials.accountSid);
  const latest = (): LiveState => queryClient.getQueryData<LiveState>(queryKey) ?? NOT_STARTED;
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }): Promise<LiveState> => {
      try {
        const pages = await look(credentials, latest(), signal);
        // Read again: a message sent meanwhile is known, not new.
        const next = afterLook(latest(), pages, Date.now());
        const now = Date.now();
        for (const sid of next.adoptedSids) followSentMessage(queryClient, credentials.accountSid, sid, now);
        return next;
      } catch (error) {
        if (signal.aborted) throw error;
        return afterFailedLook(latest(), error, isRateLimit(error), intervalMs || DEFAULT_LOOK_MS);
      }
    },
    staleTime: 0,
    gcTime: Infinity,
    retry: false,
    // A message sent before the first look put data here: the first look is still owed.
    refetchOnMount: (query) => query.state.data?.started !== true,
    refetchOnWindowFocus: intervalMs > 0,
    refetchOnReconnect: intervalMs > 0,
    refetchInterval: (query) =>
      intervalMs > 0
        ? nextLookDelay(intervalMs, query.state.data ?? NOT_STARTED, document.visibilityState === 'hidden')
        : false,
    // Hidden, the looks go on at a slow pace (nextLookDelay) so the title and notifications can tell the
    // person; back in view, a look at once (refetchOnWindowFocus) and the chosen pace again.
    refetchIntervalInBackground: true,
  });
}

/** Adds messages sent from here (just sent, or a status followed) to what live updates know. */
export function addKnownMessages(queryClient: QueryClient, accountSid: string, messages: readonly Message[]) {
  queryClient.setQueryData<LiveState>(messagesKeys.live(accountSid), (previous) =>
    withSentMessages(previous ?? NOT_STARTED, messages),
  );
}

/** How long a sent message is followed at most: carriers report delivery within minutes, or never. */
export const FOLLOW_FOR_MS = 10 * 60_000;

export interface FollowedMessage {
  sid: string;
  sentAtMs: number;
}

/** Starts following a message sent from here (sentMessageQuery), once. */
export function followSentMessage(
  queryClient: QueryClient,
  accountSid: string,
  sid: string,
  sentAtMs: number,
) {
  queryClient.setQueryData<FollowedMessage[]>(messagesKeys.followed(accountSid), (followed = []) =>
    followed.some((entry) => entry.sid === sid) ? followed : [...followed, { sid, sentAtMs }],
  );
}

/** A send whose 2xx answer could not be read: the next looks find it and follow it (liveState.ts). */
export function awaitSentMessage(queryClient: QueryClient, accountSid: string, sent: SentWithoutAnswer) {
  queryClient.setQueryData<LiveState>(messagesKeys.live(accountSid), (previous) =>
    awaitingSentMessage(previous ?? NOT_STARTED, sent),
  );
}

/**
 * One message sent from here, read again (`GET Messages/{Sid}.json`) with a growing delay until its
 * status is final or FOLLOW_FOR_MS have passed; each answer updates what live updates know, so every list
 * showing the message shows its status.
 */
export function sentMessageQuery(
  credentials: Credentials,
  queryClient: QueryClient,
  followed: FollowedMessage,
) {
  return queryOptions({
    queryKey: messagesKeys.sentMessage(credentials.accountSid, followed.sid),
    queryFn: async ({ signal }) => {
      const message = await fetchMessage(credentials, followed.sid, signal);
      addKnownMessages(queryClient, credentials.accountSid, [message]);
      return message;
    },
    staleTime: 0,
    gcTime: FOLLOW_FOR_MS,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      if (status !== undefined && isFinalStatus(status)) return false;
      if (Date.now() - followed.sentAtMs > FOLLOW_FOR_MS) return false;
      // Answers and failures alike count as reads.
      return followDelayMs(query.state.dataUpdateCount + query.state.errorUpdateCount);
    },
    refetchIntervalInBackground: true,
  });
}

/**
 * Whether credentialed media looks unreachable from here, so later images try once, without retries. A
 * CORS refusal and a dropped connection look the same to `fetch`, so it takes NO_ANSWER_LIMIT media in a
 * row with no answer while other reads were answered; any media answer clears it. Kept in the query cache,
 * so it goes with the account's session (docs/decisions/0011-media-retries-and-reach.md).
 */
import type { QueryClient } from '@tanstack/react-query';
import { messagesKeys } from '../queries/messagesKeys';

/** How many distinct media in a row must get no answer before later images stop retrying. */
export const NO_ANSWER_LIMIT = 3;

interface MediaReach {
  /** Media whose credentialed fetch got no answer after its retries, since the last answer. */
  noAnswer: readonly string[];
  /** When the first of them gave up (ms since the epoch); null when there is none. */
  firstGaveUpAt: number | null;
  unreachable: boolean;
}

const REACHABLE: MediaReach = { noAnswer: [], firstGaveUpAt: null, unreachable: false };

function write(queryClient: QueryClient, accountSid: string, reach: MediaReach): void {
  const key = messagesKeys.credentialedMediaReach(accountSid);
  // Nothing observes this entry, so without this the cache would drop it after its default gcTime.
  queryClient.setQueryDefaults(key, { gcTime: Infinity, staleTime: Infinity });
  queryClient.setQueryData(key, reach);
}

function reachOf(queryClient: QueryClient, accountSid: string): MediaReach {
  return queryClient.getQueryData<MediaReach>(messagesKeys.credentialedMediaReach(accountSid)) ?? REACHABLE;
}

/** Whether a provider read of this account other than media bytes got its data after `since`. */
function otherReadAnsweredSince(queryClient: QueryClient, accountSid: string, since: number): boolean {
  // Keys are [...account, kind, …]: skip the kinds that are media fetches themselves or this very mark.
  const skipped = new Set<unknown>([
    messagesKeys.mediaBytes(accountSid, '').at(-2),
    messagesKeys.credentialedMediaReach(accountSid).at(-1),
  ]);
  return queryClient
    .getQueryCache()
    .findAll({ queryKey: messagesKeys.account(accountSid) })
    .some((query) => !skipped.has(query.queryKey[2]) && query.state.dataUpdatedAt > since);
}

/** Whether later images of this account should try once, without retries, before their fallback. */
export function credentialedMediaReach(queryClient: QueryClient, accountSid: string): boolean {
  return reachOf(queryClient, accountSid).unreachable;
}

/** A credentialed media fetch got an answer (bytes or a refusal): media is reachable from here. */
export function noteMediaAnswered(queryClient: QueryClient, accountSid: string): void {
  if (reachOf(queryClient, accountSid).noAnswer.length === 0) return;
  write(queryClient, accountSid, REACHABLE);
}

/** The credentialed fetch of `mediaSid` got no answer, retries included. */
export function noteMediaGotNoAnswer(queryClient: QueryClient, accountSid: string, mediaSid: string): void {
  const reach = reachOf(queryClient, accountSid);
  if (reach.noAnswer.includes(mediaSid)) return;
  const noAnswer = [...reach.noAnswer, mediaSid];
  const firstGaveUpAt = reach.firstGaveUpAt ?? Date.now();
  const unreachable =
    reach.unreachable ||
    (noAnswer.length >= NO_ANSWER_LIMIT && otherReadAnsweredSince(queryClient, accountSid, firstGaveUpAt));
  write(queryClient, accountSid, { noAnswer, firstGaveUpAt, unreachable });
}

/**
 * A view's whole history: its first page(s), older pages read on request, and what live updates found
 * since, newest first, each message once (historyCursors.ts). A number's view starts from the spec's list
 * (calls 2 and 3); 'All numbers' from live updates' first poll.
 */
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { clientWouldRetry } from '../../../lib/query/createAppQueryClient';
import { retryDelay } from '../../../lib/query/retryPolicy';
import { listMessagesPage, type MessagesListing } from '../../../lib/twilio/api';
import type { Message } from '../../../lib/twilio/models';
import {
  advance,
  cursorAfterFirstPage,
  mergeShown,
  readDownTo,
  streamsToRead,
  type StreamCursor,
} from './historyCursors';
import { accountNumberMatching } from '../numbers/accountNumberOf';
import type { LiveState } from '../live/liveState';
import { messagesKeys } from '../queries/messagesKeys';
import { withoutRemoved } from '../queries/removedMessages';
import { ALL_NUMBERS } from '../numbers/useChosenNumber';
import { useLiveState } from '../live/useLiveState';
import { useSignedInCredentials } from '../queries/useSignedInCredentials';

const NO_MESSAGES: readonly Message[] = [];

export interface OlderPages {
  /** Every message read beyond the first page(s), in the order read. */
  messages: Message[];
  unreadable: number;
  cursors: StreamCursor[];
  /** A next page the provider offered on another host or list: not followed, and the history ends there. */
  cutShort: boolean;
}

export interface History {
  /** What can be shown, newest first. */
  messages: Message[];
  /** Whether older messages remain to be read. */
  hasOlder: boolean;
  loadOlder: () => void;
  isLoadingOlder: boolean;
  olderError: Error | null;
  /** Messages of the older pages that could not be read. */
  unreadable: number;
  cutShort: boolean;
}

/**
 * `firstMessages` are kept with the first older page, so a first page read again later can only add
 * messages, never drop those between its new end and the older pages.
 */
function useOlderPages(view: string, firstCursors: StreamCursor[] | null, firstMessages: readonly Message[]) {
  const credentials = useSignedInCredentials();
  const queryClient = useQueryClient();
  const queryKey = messagesKeys.olderMessages(credentials.accountSid, view);
  const { data: older } = useQuery<OlderPages>({ queryKey, queryFn: skipToken });
  const cursors = older?.cursors ?? firstCursors;

  const reading = useMutation({
    mutationFn: async () => {
      const start = queryClient.getQueryData<OlderPages>(queryKey);
      const from = start?.cursors ?? firstCursors;
      if (from === null) return;
      const indexes = streamsToRead(from);
      const pages = await Promise.all(
        indexes.map((index) => {
          const next = from[index]?.next;
          if (!next) throw new Error('No page to read');
          return listMessagesPage(credentials, next);
        }),
      );
      const nextCursors = [...from];
      indexes.forEach((streamIndex, pageIndex) => {
        const cursor = nextCursors[streamIndex];
        const page = pages[pageIndex];
        if (cursor && page) nextCursors[streamIndex] = advance(cursor, page);
      });
      // Read again now: a message deleted or redacted while the pages were on their way stays so.
      const current = queryClient.getQueryData<OlderPages>(queryKey) ?? start;
      queryClient.setQueryData<OlderPages>(queryKey, {
        messages: withoutRemoved(queryClient, credentials.accountSid, [
          ...(current?.messages ?? firstMessages),
          ...pages.flatMap((page) => page.messages),
        ]),
        unreadable: (start?.unreadable ?? 0) + pages.reduce((sum, page) => sum + page.unreadable, 0),
        cursors: nextCursors,
        cutShort: (start?.cutShort ?? false) || pages.some((page) => page.cutShort !== null),
      });
    },
    // A read, so the read policy: transient failures are tried again.
    retry: (failureCount, error) => clientWouldRetry(queryClient, failureCount, error),
    retryDelay,
  });

  const hasOlder = cursors !== null && cursors.some((cursor) => cursor.next !== null);
  const { mutate, isPending } = reading;
  const loadOlder = useCallback(() => {
    if (!isPending && hasOlder) mutate();
  }, [hasOlder, isPending, mutate]);

  return {
    older,
    cursors,
    hasOlder,
    loadOlder,
    isLoadingOlder: isPending,
    olderError: reading.error,
  };
}

function historyOf(
  sources: readonly (readonly Message[])[],
  cursors: StreamCursor[] | null,
  include: (message: Message) => boolean,
): Message[] {
  if (cursors === null) return [];
  return mergeShown(
    sources.map((source) => source.filter(include)),
    readDownTo(cursors),
  );
}

/** One number's history: its messages, and how many the provider listed for it that name other numbers. */
export interface NumberHistory extends History {
  namingOtherNumbers: number;
}

/** One number's history, from the spec's list (`listing`, undefined until it has loaded). */
export function useNumberHistory(phoneNumber: string, listing: MessagesListing | undefined): NumberHistory {
  const live = useLiveState();
  // A message is the number's when its From or To denotes it, however the provider spelt it.
  const isThisNumber = useMemo(() => {
    const mine = new Set([phoneNumber]);
    return (raw: string) => accountNumberMatching(raw, mine) !== undefined;
  }, [phoneNumber]);
  const firstCursors = useMemo(() => {
    if (listing === undefined) return null;
    const sent = listing.messages.filter((message) => isThisNumber(message.from));
    const received = listing.messages.filter((message) => isThisNumber(message.to));
    return [
      cursorAfterFirstPage(sent, listing.next.sent),
      cursorAfterFirstPage(received, listing.next.received),
    ];
  }, [listing, isThisNumber]);
  const pages = useOlderPages(phoneNumber, firstCursors, listing?.messages ?? NO_MESSAGES);
  const arrived = useMemo(() => {
    const found = new Set(live.newSids);
    return live.messages.filter((message) => found.has(message.sid));
  }, [live.messages, live.newSids]);
  const messages = useMemo(
    () =>
      historyOf(
        // A message sent from here is followed, so its copy is the freshest; otherwise the number's own
        // lists are its record, and live updates add only what arrived since they were read.
        [live.sent, listing?.messages ?? [], pages.older?.messages ?? [], arrived],
        pages.cursors,
        (message) => isThisNumber(message.from) || isThisNumber(message.to),
      ),
    [live.sent, arrived, listing, pages.older, pages.cursors, isThisNumber],
  );
  // What the provider listed for this number but names neither it nor a spelling of it is counted, so
  // nothing leaves the list without a word.
  const namingOtherNumbers = useMemo(
    () =>
      [...(listing?.messages ?? []), ...(pages.older?.messages ?? [])].filter(
        (message) => !isThisNumber(message.from) && !isThisNumber(message.to),
      ).length,
    [listing, pages.older, isThisNumber],
  );
  return { ...withPages(messages, pages), namingOtherNumbers };
}

/** Every SMS number's messages in one history, fed by the account stream that live updates read. */
export function useAllNumbersHistory(numbers: readonly string[]): History & { started: boolean } {
  const live = useLiveState();
  const firstCursors = useMemo(() => allNumbersFirstCursors(live), [live]);
  const pages = useOlderPages(ALL_NUMBERS, firstCursors, live.firstPoll);
  const messages = useMemo(() => {
    const mine = new Set(numbers);
    return historyOf(
      [live.sent, live.messages, live.firstPoll, pages.older?.messages ?? []],
      pages.cursors,
      (message) =>
        accountNumberMatching(message.from, mine) !== undefined ||
        accountNumberMatching(message.to, mine) !== undefined,
    );
  }, [live.sent, live.messages, live.firstPoll, numbers, pages.older, pages.cursors]);
  return { ...withPages(messages, pages), started: live.started };
}

function allNumbersFirstCursors(live: LiveState): StreamCursor[] | null {
  if (!live.started) return null;
  return [
    {
      next: live.firstPollNextPageUrl === null ? null : { pageUrl: live.firstPollNextPageUrl },
      oldestReadMs: live.firstPollOldestMs,
    },
  ];
}

function withPages(messages: Message[], pages: ReturnType<typeof useOlderPages>): History {
  return {
    messages,
    hasOlder: pages.hasOlder,
    loadOlder: pages.loadOlder,
    isLoadingOlder: pages.isLoadingOlder,
    olderError: pages.olderError,
    unreadable: pages.older?.unreadable ?? 0,
    cutShort: pages.older?.cutShort ?? false,
  };
}

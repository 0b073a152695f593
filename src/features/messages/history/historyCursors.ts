/**
 * A history of several newest-first streams (sent from a number and to it), read page by page and merged
 * without a message ever out of order: a message is shown only once every unfinished stream has been read
 * past its time, so a dense stream cannot push a sparse one's older messages out of place.
 */
import type { MessagesPage, MessagesStream } from '../../../lib/twilio/api';
import type { Message } from '../../../lib/twilio/models';
import { byTimeThenSid, eachOnce, oldestTime } from '../queries/messageOrder';

/** The next page of a stream: an address the provider gave, or the stream's first page. */
export type PageRequest = { pageUrl: string } | { stream: MessagesStream; pageSize: number };

export interface StreamCursor {
  /** The next page to read; null once the stream has been read to its end. */
  next: PageRequest | null;
  /** The time of the oldest message read from this stream; null while none has been read. */
  oldestReadMs: number | null;
}

/**
 * Messages at or before this time may still be missing from a stream: the newest time down to which some
 * unfinished stream has been read. -Infinity when every stream is finished (everything can be shown).
 */
export function readDownTo(cursors: readonly StreamCursor[]): number {
  let cutoff = -Infinity;
  for (const cursor of cursors) {
    if (cursor.next === null) continue;
    cutoff = Math.max(cutoff, cursor.oldestReadMs ?? Infinity);
  }
  return cutoff;
}

/**
 * Strictly after the cutoff: an unfinished stream's next page may hold more messages of the very second
 * it was read down to, and they must not land above one already shown. A message without a readable
 * date has no place in time: it is shown at the end, once everything has been read.
 */
export function isShown(message: Message, cutoff: number): boolean {
  if (message.dateCreatedMs === null) return cutoff === -Infinity;
  return message.dateCreatedMs > cutoff;
}

/** The streams whose next page moves the cutoff: the unfinished ones read down to it. */
export function streamsToRead(cursors: readonly StreamCursor[]): number[] {
  const cutoff = readDownTo(cursors);
  return cursors.flatMap((cursor, index) =>
    cursor.next !== null && (cursor.oldestReadMs ?? Infinity) === cutoff ? [index] : [],
  );
}

/** The cursor after reading `page` of its stream. */
export function advance(
  cursor: StreamCursor,
  page: Pick<MessagesPage, 'messages' | 'nextPageUrl'>,
): StreamCursor {
  const oldest = Math.min(cursor.oldestReadMs ?? Infinity, oldestTime(page.messages) ?? Infinity);
  return {
    next: page.nextPageUrl === null ? null : { pageUrl: page.nextPageUrl },
    oldestReadMs: oldest === Infinity ? null : oldest,
  };
}

/** A cursor for a stream whose first page has been read (the spec's calls 2 and 3). */
export function cursorAfterFirstPage(messages: readonly Message[], nextPageUrl: string | null): StreamCursor {
  return advance({ next: null, oldestReadMs: null }, { messages: [...messages], nextPageUrl });
}

/**
 * One list from several sources, newest first: each message once (the first source that has it wins, so
 * pass the freshest first — a status followed after sending beats the list read before), and only what
 * `isShown` allows.
 */
export function mergeShown(sources: readonly (readonly Message[])[], cutoff: number): Message[] {
  return eachOnce(sources)
    .filter((message) => isShown(message, cutoff))
    .sort(byTimeThenSid);
}

/**
 * What live updates know: the account stream's newest messages, which arrived after the first poll, and
 * how the polls go. One request per poll however many numbers (docs/product.md#live-updates); new
 * messages are found by sid, since Twilio's date filters are whole days and cannot ask "since when".
 */
import { listMessagesPage, type MessagesPage } from '../../../lib/twilio/api';
import type { Credentials } from '../../../lib/twilio/credentials';
import type { Message } from '../../../lib/twilio/models';
import { byTimeThenSid, eachOnce, oldestTime } from '../queries/messageOrder';

/** A full page: the first poll is the 'All numbers' list's first page and the unread counts' base. */
export const FIRST_LOOK_PAGE_SIZE = 50;
/** Every later poll: the newest few, all that an idle account costs. */
export const LOOK_PAGE_SIZE = 20;
/** A poll that finds this many pages of new messages in a row stops and says some may be missing. */
export const MAX_PAGES_PER_LOOK = 10;
/** The newest messages kept; older ones are still in each number's own list. */
export const MAX_KEPT = 5000;

export interface LiveState {
  /** Whether the first poll has succeeded: what it found is known, nothing in it is new. */
  started: boolean;
  /** The newest messages of the account, newest first, each once. */
  messages: Message[];
  /** Messages found by a later poll (newest first): arrived while the app was open. */
  newSids: string[];
  /**
   * Messages sent from here, as last read while following them: fresher than any list read before, so
   * every view shows their status from here.
   */
  sent: Message[];
  /**
   * Sends whose 2xx answer could not be read: the message went out, but its sid is unknown. The poll that
   * finds it (outbound, same From, To and body) takes it as sent from here — known, not new, followed.
   */
  awaitingSent: SentWithoutAnswer[];
  /** Sent messages the last poll found for `awaitingSent`: to be followed from now on. */
  adoptedSids: string[];
  /** The first poll's page: the start of 'All numbers' (kept apart: `messages` is capped). */
  firstPoll: Message[];
  /** The account stream's next page after the first poll's page; null when there is none. */
  firstPollNextPageUrl: string | null;
  firstPollOldestMs: number | null;
  /** Polls failed in a row (the delay to the next one grows with it). */
  failures: number;
  /** After a failure: the wait before the next poll, drawn once (full jitter) when the poll failed. */
  backoffMs: number;
  lastError: unknown;
  /** How much longer than the chosen interval the polls wait, after the provider said 429. */
  slowdown: number;
  /** Successful polls since the last 429: the slowdown halves after a run of them. */
  calmPolls: number;
  /** When the last poll succeeded. */
  checkedAt: number | null;
  /** A poll found more new messages than it reads: some in between may be missing from 'All numbers'. */
  gap: boolean;
}

export interface SentWithoutAnswer {
  from: string;
  to: string;
  body: string;
}

export const NOT_STARTED: LiveState = {
  started: false,
  messages: [],
  newSids: [],
  sent: [],
  awaitingSent: [],
  adoptedSids: [],
  firstPoll: [],
  firstPollNextPageUrl: null,
  firstPollOldestMs: null,
  failures: 0,
  backoffMs: 0,
  lastError: null,
  slowdown: 1,
  calmPolls: 0,
  checkedAt: null,
  gap: false,
};

const MAX_SLOWDOWN = 8;
const CALM_LOOKS_TO_SPEED_UP = 6;

/** The messages of `sources`, freshest first wins, newest first, each sid once, at most MAX_KEPT. */
export function mergeBySid(...sources: readonly (readonly Message[])[]): Message[] {
  return eachOnce(sources).sort(byTimeThenSid).slice(0, MAX_KEPT);
}

/** The state after a poll that read `pages`. */
export function afterPoll(previous: LiveState, pages: readonly MessagesPage[], now: number): LiveState {
  const read = pages.flatMap((page) => page.messages);
  const calmPolls = previous.calmPolls + 1;
  const speedUp = previous.slowdown > 1 && calmPolls >= CALM_LOOKS_TO_SPEED_UP;
  const common = {
    failures: 0,
    backoffMs: 0,
    lastError: null,
    checkedAt: now,
    slowdown: speedUp ? previous.slowdown / 2 : previous.slowdown,
    calmPolls: speedUp ? 0 : calmPolls,
  };
  if (!previous.started) {
    const first = pages[0];
    const oldest = oldestTime(read);
    return {
      ...previous,
      ...common,
      started: true,
      messages: mergeBySid(read, previous.messages),
      firstPoll: read,
      firstPollNextPageUrl: first?.nextPageUrl ?? null,
      firstPollOldestMs: oldest,
    };
  }
  const known = new Set(previous.messages.map((message) => message.sid));
  const unknown = read.filter((message) => !known.has(message.sid));
  let awaitingSent = previous.awaitingSent;
  const adopted: Message[] = [];
  for (const message of unknown) {
    const index = message.isInbound
      ? -1
      : awaitingSent.findIndex(
          (s) => s.from === message.from && s.to === message.to && s.body === message.body,
        );
    if (index < 0) continue;
    adopted.push(message);
    awaitingSent = awaitingSent.filter((_, i) => i !== index);
  }
  const found = unknown.filter((message) => !adopted.includes(message));
  const last = pages[pages.length - 1];
  const stoppedEarly = last !== undefined && last.nextPageUrl !== null && !read.some((m) => known.has(m.sid));
  const readBySid = new Map(read.map((message) => [message.sid, message]));
  return {
    ...previous,
    ...common,
    // What was read again may carry a newer status: it comes first, so it wins.
    messages: mergeBySid(read, previous.messages),
    newSids:
      found.length === 0
        ? previous.newSids
        : [...found.map((m) => m.sid), ...previous.newSids].slice(0, MAX_KEPT),
    // A sent message's copy wins everywhere, so a poll that read it again (after following stopped, say)
    // brings its status up to date there too.
    sent: mergeBySid(
      adopted,
      previous.sent.some((m) => readBySid.has(m.sid))
        ? previous.sent.map((m) => readBySid.get(m.sid) ?? m)
        : previous.sent,
    ),
    awaitingSent,
    adoptedSids: adopted.map((message) => message.sid),
    gap: previous.gap || stoppedEarly,
  };
}

/** Cap on the wait after failures, and its floor so a failing provider is never hammered. */
export const MAX_BACKOFF_MS = 5 * 60_000;
export const MIN_BACKOFF_MS = 1000;

/** After a failed poll: backoff with full jitter, drawn once, so tabs that failed together part. */
export function afterFailedPoll(
  previous: LiveState,
  error: unknown,
  rateLimited: boolean,
  intervalMs: number,
  random: number = Math.random(),
): LiveState {
  const failures = previous.failures + 1;
  const slowdown = rateLimited ? Math.min(previous.slowdown * 2, MAX_SLOWDOWN) : previous.slowdown;
  const ceiling = Math.min(MAX_BACKOFF_MS, intervalMs * slowdown * 2 ** failures);
  return {
    ...previous,
    failures,
    backoffMs: Math.max(MIN_BACKOFF_MS, Math.round(random * ceiling)),
    lastError: error,
    slowdown,
    calmPolls: rateLimited ? 0 : previous.calmPolls,
  };
}

/** Remembers a send whose answer could not be read, for the next polls to find (see `awaitingSent`). */
export function awaitingSentMessage(previous: LiveState, sent: SentWithoutAnswer): LiveState {
  return { ...previous, awaitingSent: [...previous.awaitingSent, sent] };
}

/** Adds messages sent from here (just sent, or their status followed): known, never new. */
export function withSentMessages(previous: LiveState, messages: readonly Message[]): LiveState {
  return {
    ...previous,
    messages: mergeBySid(messages, previous.messages),
    sent: mergeBySid(messages, previous.sent),
  };
}

/** While the tab is hidden: enough for the title's count and notifications. */
export const HIDDEN_INTERVAL_MS = 60_000;

/** When to poll next: the interval (stretched by a 429's slowdown, slower while hidden), or the backoff. */
export function nextPollDelay(intervalMs: number, state: LiveState, hidden = false): number {
  if (state.failures > 0) return state.backoffMs;
  const base = intervalMs * state.slowdown;
  return hidden ? Math.max(base, HIDDEN_INTERVAL_MS) : base;
}

/**
 * One poll: the newest page of the account stream and, while every message on it is new, the pages
 * behind it (bounded). The first poll reads one larger page and stops.
 */
export async function poll(credentials: Credentials, previous: LiveState, signal?: AbortSignal) {
  const pageSize = previous.started ? LOOK_PAGE_SIZE : FIRST_LOOK_PAGE_SIZE;
  const known = new Set(previous.messages.map((message) => message.sid));
  let page = await listMessagesPage(credentials, { stream: { account: true }, pageSize }, signal);
  const pages = [page];
  while (
    previous.started &&
    page.nextPageUrl !== null &&
    pages.length < MAX_PAGES_PER_LOOK &&
    !page.messages.some((message) => known.has(message.sid))
  ) {
    page = await listMessagesPage(credentials, { pageUrl: page.nextPageUrl }, signal);
    pages.push(page);
  }
  return pages;
}

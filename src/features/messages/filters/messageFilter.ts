/**
 * Search and filters over the loaded messages. Indexed once per message object, so a keystroke on a long
 * list is a plain scan of prepared strings.
 */
import type { CountryCode } from 'libphonenumber-js/min';
import { foldForSearch } from '../../../lib/text/foldForSearch';
import type { Message } from '../../../lib/twilio/models';
import { dialledDigits } from '../../../lib/phoneNumbers/dialledDigits';
import { formatPartyNumber } from '../../../lib/phoneNumbers/formatPartyNumber';
import { homeCountryOf, nationalDigitsAsInternational } from '../../../lib/phoneNumbers/internationalNumbers';

export type DirectionFilter = 'any' | 'inbound' | 'outbound';

export interface MessageFilter {
  text: string;
  direction: DirectionFilter;
  /** Twilio's status, as it came; '' for any. */
  status: string;
  /** Local days, 'YYYY-MM-DD' as an <input type="date"> gives them; '' for no bound. Both inclusive. */
  fromDay: string;
  toDay: string;
}

export const NO_FILTER: MessageFilter = { text: '', direction: 'any', status: '', fromDay: '', toDay: '' };

export function isFiltering(filter: MessageFilter): boolean {
  return (
    filter.text.trim() !== '' ||
    filter.direction !== 'any' ||
    filter.status !== '' ||
    filter.fromDay !== '' ||
    filter.toDay !== ''
  );
}

interface SearchIndex {
  /** Body and numbers (as they came and as shown), lower-cased and without accents. */
  text: string;
  /** The digits of both numbers, so '415 555' and '(415) 555' find '+14155551234'. */
  digits: string;
}

interface MessageIndex extends SearchIndex {
  /** The country of the account's number in the message, whose national spelling a search may use. */
  country: CountryCode | null;
}

// Messages are immutable values: a new answer is a new object, so the cache cannot go stale.
const indexes = new WeakMap<Message, MessageIndex>();

/** A number's part of the index, once per number: a long list holds few numbers many times over. */
const numberIndexes = new Map<string, SearchIndex>();
/** Beyond this many distinct numbers the cache starts again, so it cannot grow without end. */
const MAX_CACHED_NUMBERS = 10_000;

function numberIndexOf(raw: string): SearchIndex {
  let index = numberIndexes.get(raw);
  if (index === undefined) {
    if (numberIndexes.size >= MAX_CACHED_NUMBERS) numberIndexes.clear();
    index = {
      text: foldForSearch(`${raw}\n${formatPartyNumber(raw)}`),
      digits: raw.replace(/\D/g, ''),
    };
    numberIndexes.set(raw, index);
  }
  return index;
}

function indexOf(message: Message): MessageIndex {
  let index = indexes.get(message);
  if (index === undefined) {
    const from = numberIndexOf(message.from);
    const to = numberIndexOf(message.to);
    index = {
      text: [foldForSearch(message.body), from.text, to.text].join('\n'),
      digits: [from.digits, to.digits].join('\n'),
      country: homeCountryOf(message.isInbound ? message.to : message.from),
    };
    indexes.set(message, index);
  }
  return index;
}

/** A list's index by position, filled from its start: plain arrays, no lookup per message in a search. */
interface ListIndex {
  texts: string[];
  digits: string[];
  countries: (CountryCode | null)[];
  /** How many messages from the start are in `texts` and `digits`. */
  filled: number;
}

// A list is an immutable value too (a new answer or a live update makes a new one).
const listIndexes = new WeakMap<readonly Message[], ListIndex>();

/** Fills `messages`' index up to `end` (at most its length) and returns it. */
function fillListIndex(messages: readonly Message[], end = messages.length): ListIndex {
  let list = listIndexes.get(messages);
  if (list === undefined) {
    list = { texts: [], digits: [], countries: [], filled: 0 };
    listIndexes.set(messages, list);
  }
  for (const stop = Math.min(end, messages.length); list.filled < stop; list.filled++) {
    const index = indexOf(messages[list.filled] as Message);
    list.texts.push(index.text);
    list.digits.push(index.digits);
    list.countries.push(index.country);
  }
  return list;
}

/** Messages indexed between two looks at the clock. */
const INDEX_SLICE = 200;
/** Short, so a key pressed meanwhile does not wait. */
const SLICE_MS = 5;

/**
 * Indexes `messages` while the browser is idle, so the first keystroke finds the work done; a search that
 * comes sooner indexes the rest itself. Returns a function that stops it.
 */
export function prepareSearch(messages: readonly Message[]): () => void {
  const idle = typeof requestIdleCallback === 'function';
  let handle: number | ReturnType<typeof setTimeout> | undefined;
  const work = (deadline?: IdleDeadline) => {
    const stopAt = performance.now() + SLICE_MS;
    // A search in between may have filled more of it.
    let filled = listIndexes.get(messages)?.filled ?? 0;
    do {
      filled = fillListIndex(messages, filled + INDEX_SLICE).filled;
    } while (
      filled < messages.length &&
      performance.now() < stopAt &&
      (deadline === undefined || deadline.timeRemaining() > 1)
    );
    if (filled < messages.length) schedule();
  };
  const schedule = () => {
    handle = idle ? requestIdleCallback(work) : setTimeout(work, 0);
  };
  schedule();
  return () => {
    if (handle === undefined) return;
    if (idle) cancelIdleCallback(handle as number);
    else clearTimeout(handle);
  };
}

const NO_NAMES: ReadonlyMap<string, string> = new Map();

/** Midnight starting a local day 'YYYY-MM-DD', or null for '' or a value that is not a day. */
function startOfDayMs(day: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getTime();
}

function addDays(timeMs: number, days: number): number {
  const date = new Date(timeMs);
  date.setDate(date.getDate() + days);
  return date.getTime();
}

/**
 * The messages that match every part of `filter`, in the order given. `names` (a number to the name the
 * person gave it, folded for search) lets the words match a message's sender or recipient by name too.
 */
export function filterMessages(
  messages: readonly Message[],
  filter: MessageFilter,
  names: ReadonlyMap<string, string> = NO_NAMES,
): readonly Message[] {
  if (!isFiltering(filter)) return messages;
  const words = foldForSearch(filter.text.trim()).split(/\s+/).filter(Boolean);
  // A query of digits and phone punctuation only, three digits or more, is a number, matched on digits.
  const queryDigits = dialledDigits(filter.text.trim()) ?? '';
  const numberQuery = queryDigits.length >= 3;
  const nationally = nationalReadings(queryDigits);
  const fromMs = startOfDayMs(filter.fromDay);
  const toDayStart = startOfDayMs(filter.toDay);
  const beforeMs = toDayStart === null ? null : addDays(toDayStart, 1);
  const list = words.length === 0 ? null : fillListIndex(messages);

  const shown: Message[] = [];
  for (let i = 0; i < messages.length; i++) {
    const message = messages[i] as Message;
    if (filter.direction === 'inbound' && !message.isInbound) continue;
    if (filter.direction === 'outbound' && message.isInbound) continue;
    if (filter.status !== '' && message.status !== filter.status) continue;
    if (fromMs !== null || beforeMs !== null) {
      // A message of unknown date cannot be placed in a range.
      if (message.dateCreatedMs === null) continue;
      if (fromMs !== null && message.dateCreatedMs < fromMs) continue;
      if (beforeMs !== null && message.dateCreatedMs >= beforeMs) continue;
    }
    if (
      list === null ||
      (numberQuery &&
        ((list.digits[i] as string).includes(queryDigits) ||
          beginsANumber(list.digits[i] as string, nationally(list.countries[i] ?? null)))) ||
      containsEvery(list.texts[i] as string, words) ||
      (names.size > 0 &&
        containsEvery(
          `${list.texts[i] as string}\n${names.get(message.from) ?? ''}\n${names.get(message.to) ?? ''}`,
          words,
        ))
    )
      shown.push(message);
  }
  return shown;
}

/**
 * A number query read as written within a country ('06 12 34 56 78' in France is the start of
 * +33 6 12 34 56 78): per country, the international digits it begins; read once per country.
 */
function nationalReadings(queryDigits: string): (country: CountryCode | null) => string | null {
  const readings = new Map<CountryCode, string>();
  return (country) => {
    if (country === null || queryDigits.length < 3) return null;
    let reading = readings.get(country);
    if (reading === undefined) {
      reading = nationalDigitsAsInternational(queryDigits, country);
      readings.set(country, reading);
    }
    return reading;
  };
}

/** Whether one of a message's numbers (their digits, a line each) begins with `start`. */
function beginsANumber(digits: string, start: string | null): boolean {
  return start !== null && `\n${digits}`.includes(`\n${start}`);
}

function containsEvery(text: string, words: readonly string[]): boolean {
  for (const word of words) if (!text.includes(word)) return false;
  return true;
}

/** The statuses present in `messages`, for the status filter's options, most common first. */
export function statusesOf(messages: readonly Message[]): string[] {
  const counts = new Map<string, number>();
  for (const message of messages) counts.set(message.status, (counts.get(message.status) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([status]) => status);
}

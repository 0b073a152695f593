/**
 * Who opted out of which of the account's numbers, read from the messages loaded: an inbound message that
 * is one of Twilio's default keywords alone (any case, spaces around) opts its sender out of, or back into,
 * the number it was sent to. Twilio then refuses a send to them from that number (error 21610).
 */
import type { Message } from '../../../lib/twilio/models';

/** Twilio's default opt-out keywords on long codes, and the words that opt back in. */
export const OPT_OUT_KEYWORDS: ReadonlySet<string> = new Set([
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'OPTOUT',
  'REVOKE',
]);
export const OPT_IN_KEYWORDS: ReadonlySet<string> = new Set(['START', 'YES', 'UNSTOP']);

/** The longest keyword: a longer body is never one, so a long list is scanned cheaply. */
const LONGEST_KEYWORD = 16;

export interface OptOut {
  /** The word as the person sent it, upper-cased ('STOP'). */
  keyword: string;
  /** When it arrived; null when Twilio did not date it. */
  atMs: number | null;
}

/** The opt-outs in force, by `optOutKey(accountNumber, person)`. */
export type OptOuts = ReadonlyMap<string, OptOut>;

/** A number as written to compare: '+' and its digits, whatever spaces or dashes were typed. */
function comparable(raw: string): string {
  const trimmed = raw.trim();
  return trimmed.startsWith('+') ? `+${trimmed.replace(/\D/g, '')}` : trimmed;
}

export function optOutKey(accountNumber: string, person: string): string {
  return `${comparable(accountNumber)}|${comparable(person)}`;
}

/** The keyword a message is, upper-cased, when it is an inbound opt-out or opt-in keyword alone; else null. */
export function keywordOf(message: Message): { word: string; optsOut: boolean } | null {
  // Spaces around a keyword are allowed; a body much longer than any keyword is not read word by word.
  if (!message.isInbound || message.body.length > 4 * LONGEST_KEYWORD) return null;
  const word = message.body.trim().toUpperCase();
  if (OPT_OUT_KEYWORDS.has(word)) return { word, optsOut: true };
  return OPT_IN_KEYWORDS.has(word) ? { word, optsOut: false } : null;
}

const cache = new WeakMap<readonly Message[], OptOuts>();

/** The opt-outs `messages` (newest first) leave in force: each pair's latest keyword decides. */
export function optOutsIn(messages: readonly Message[]): OptOuts {
  const cached = cache.get(messages);
  if (cached !== undefined) return cached;
  const decided = new Set<string>();
  const optOuts = new Map<string, OptOut>();
  for (const message of messages) {
    const keyword = keywordOf(message);
    if (keyword === null) continue;
    const key = optOutKey(message.to, message.from);
    if (decided.has(key)) continue;
    decided.add(key);
    if (keyword.optsOut) optOuts.set(key, { keyword: keyword.word, atMs: message.dateCreatedMs });
  }
  cache.set(messages, optOuts);
  return optOuts;
}

/** The opt-out that stops `accountNumber` from texting `person`, or null. */
export function optOutOf(optOuts: OptOuts, accountNumber: string, person: string): OptOut | null {
  return optOuts.get(optOutKey(accountNumber, person)) ?? null;
}

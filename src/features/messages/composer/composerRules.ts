/** The composer's input filters and validity rules (docs/product.md#composer). */
import { formatPhoneNumber } from '../../../lib/phoneNumbers/formatPhoneNumber';
import {
  countryName,
  countryOf,
  E164_MAX_DIGITS,
  numberProblem,
  type NumberProblem,
} from '../../../lib/phoneNumbers/internationalNumbers';

/** The Message value stays below this (at most 199 characters). */
export const MESSAGE_LENGTH_LIMIT = 200;
/** The most characters the Composer's Message takes (docs/product.md#composer). */
export const COMPOSER_MESSAGE_MOST = MESSAGE_LENGTH_LIMIT - 1;
/** The most a conversation's reply takes: Twilio's own limit for a message body (not in the spec). */
export const REPLY_MOST = 1600;

/** The same text for every refused key, so a screen reader hears it once. */
export function messageFullNote(most: number): string {
  return `A message can have at most ${most} characters.`;
}

export const TO_INVALID_HINT =
  'Phone number is invalid, it must contain the country code followed by 10 digits';
export const MESSAGE_INVALID_HINT = 'Invalid message, it must be between 3 and 200 characters';

/**
 * '+' and the digits typed (docs/product.md#composer), '00' read as '+'. Nothing is cut, so the field holds
 * the number typed, even one too long to be one (decision 0043).
 */
export function nextToValue(typed: string): string {
  if (typed === '') return '';
  const digits = typed.replace(/\D/g, '');
  return `+${digits.startsWith('00') ? digits.slice(2) : digits}`;
}

/** The next Message value, or null when the change would pass `most` characters and is ignored. */
export function nextMessageValue(typed: string, most = COMPOSER_MESSAGE_MOST): string | null {
  return typed.length > most ? null : typed;
}

/** A plus and at least 11 ASCII digits, nothing else: no spaces, bidi controls or invisible characters. */
export function isValidTo(to: string): boolean {
  return /^\+[0-9]{11,}$/.test(to);
}

/** Why To cannot be sent to, or null: the spec's hint, or what makes a number it would take impossible. */
export function toProblem(to: string): string | null {
  if (hasTooManyDigits(to)) {
    return `A phone number has at most ${E164_MAX_DIGITS} digits; this one has ${to.length - 1}.`;
  }
  if (!isValidTo(to)) return TO_INVALID_HINT;
  const problem = numberProblem(to);
  return problem === null ? null : numberProblemText(problem);
}

/** Whether To is a plus and more digits than any phone number has: said at once, not only after blur. */
export function hasTooManyDigits(to: string): boolean {
  return /^\+\d+$/.test(to) && to.length - 1 > E164_MAX_DIGITS;
}

export function numberProblemText(problem: NumberProblem): string {
  if (problem.kind === 'unknown-country') {
    return 'No country has the calling code this number starts with: write + and the country code first (+1 for the United States, +44 for the United Kingdom).';
  }
  const code = `the country code +${problem.callingCode}`;
  const where = `with ${problem.country === null ? code : `${code} (${countryName(problem.country)})`}`;
  if (problem.kind === 'too-short') return `Too few digits for a number ${where}.`;
  if (problem.kind === 'too-long') return `Too many digits for a number ${where}.`;
  return `No number ${where} has this many digits.`;
}

/** Under To once it holds a number that can be sent to: that number as people write it, and its country. */
export function sendsToLine(to: string): string {
  const country = countryOf(to);
  const shown = formatPhoneNumber(to);
  return country === null ? `Sends to ${shown}` : `Sends to ${shown} · ${countryName(country)}`;
}

/**
 * The Composer's "3 word characters in a row", `\w` made Unicode-wide, on the NFC form so a decomposed 'Ç'
 * counts once (docs/decisions/0008-composer-rules-beside-the-spec.md).
 */
const THREE_WORD_CHARACTERS = /[\p{L}\p{M}\p{N}\p{Pc}]{3}/u;

export function isValidMessage(body: string): boolean {
  return THREE_WORD_CHARACTERS.test(body.normalize('NFC'));
}

/** Under a reply that has nothing to send. */
export const EMPTY_REPLY_HINT = 'Write something to send.';

/** A reply follows Twilio's rule, not the Composer's: any text that is not only blank ('OK', '👍'). */
export function isValidReply(body: string): boolean {
  return body.trim() !== '';
}

/** The length a pasted text takes in a text area, whose value holds every line break as LF. */
export function pastedLength(pasted: string): number {
  return pasted.replace(/\r\n?/g, '\n').length;
}

/** Why a paste inserted nothing: how long it is and, when text stays around it, the total it would make. */
export function pasteRefusalNote({
  pasted,
  kept,
  most = COMPOSER_MESSAGE_MOST,
}: {
  pasted: number;
  kept: number;
  most?: number;
}): string {
  const has = `The pasted text has ${characters(pasted)}`;
  if (kept === 0) return `${has}; a message can have at most ${most}.`;
  return `${has}; with the ${characters(kept)} already in the message that would make ${pasted + kept}, and a message can have at most ${most}.`;
}

/** The part of a text field a paste replaces: its value and selection, as an input or textarea has them. */
export interface PasteTarget {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}

/** Why a paste would take the text past `most` and must insert nothing, or null when it may go in. */
export function pasteRefusal(
  field: PasteTarget,
  pastedText: string,
  most = COMPOSER_MESSAGE_MOST,
): string | null {
  const pasted = pastedLength(pastedText);
  const kept = field.value.length - (field.selectionEnd - field.selectionStart);
  return kept + pasted <= most ? null : pasteRefusalNote({ pasted, kept, most });
}

function characters(count: number): string {
  return count === 1 ? '1 character' : `${count} characters`;
}

export function messagePlaceholder(to: string, from: string): string {
  return `Enter the message to sent to: ${to} from: ${from}`;
}

/** The composer's input filters and validity rules (spec §5 and §9). */

/** The To value never exceeds this: a plus and 12 digits. */
export const TO_MAX_LENGTH = 13;
/** The Message value stays below this (at most 199 characters). */
export const MESSAGE_LENGTH_LIMIT = 200;
/**
 * Under Message once a key is not taken because the message is full (spec §5 ignores it). Set again by
 * each such key, it is the same text, so a screen reader hears it once.
 */
export const MESSAGE_FULL_NOTE = `A message can have at most ${MESSAGE_LENGTH_LIMIT - 1} characters.`;

export const TO_INVALID_HINT =
  'Phone number is invalid, it must contain the country code followed by 10 digits';
export const MESSAGE_INVALID_HINT = 'Invalid message, it must be between 3 and 200 characters';

/**
 * The next To value for what was typed over `current`: '+' followed by the digits only; an emptied field
 * stays empty. Returns null when the change must be ignored: past the spec's 13 characters only a change
 * that shortens the value goes in (Backspace works on a 15-digit number taken from a card), or one that
 * restores the beginning of that card's number (`cardNumber`, so a digit deleted by mistake can be typed
 * back). Whatever else the person types has the spec's cap.
 */
export function nextToValue(typed: string, current: string, cardNumber = ''): string | null {
  if (typed === '') return '';
  const next = `+${typed.replace(/\D/g, '')}`;
  if (next.length <= TO_MAX_LENGTH || next.length < current.length) return next;
  return cardNumber.startsWith(next) ? next : null;
}

/** The next Message value, or null when the change would reach 200 characters and is ignored. */
export function nextMessageValue(typed: string): string | null {
  return typed.length >= MESSAGE_LENGTH_LIMIT ? null : typed;
}

/** A plus and at least 11 ASCII digits, nothing else: no spaces, bidi controls or invisible characters. */
export function isValidTo(to: string): boolean {
  return /^\+[0-9]{11,}$/.test(to);
}

/**
 * Spec §5's "3 word characters in a row", for every script: letters, combining marks, digits and
 * connector punctuation (what `\w` counted, made Unicode-wide). Counted on the NFC form, so a decomposed
 * 'Ç' (C + U+0327) is one character as it is when precomposed. Emoji are not word characters.
 * See docs/decisions/0008-composer-rules-beside-the-spec.md.
 */
const THREE_WORD_CHARACTERS = /[\p{L}\p{M}\p{N}\p{Pc}]{3}/u;

export function isValidMessage(body: string): boolean {
  return THREE_WORD_CHARACTERS.test(body.normalize('NFC'));
}

/** The length a pasted text takes in a text area, whose value holds every line break as LF. */
export function pastedLength(pasted: string): number {
  return pasted.replace(/\r\n?/g, '\n').length;
}

/** Why a paste inserted nothing: how long it is and, when text stays around it, the total it would make. */
export function pasteRefusalNote({ pasted, kept }: { pasted: number; kept: number }): string {
  const most = MESSAGE_LENGTH_LIMIT - 1;
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

/**
 * Why a paste into Message must insert nothing (it would take the text to MESSAGE_LENGTH_LIMIT), or null
 * when it may go in. The Composer and a conversation's reply box both refuse this way (spec §5).
 */
export function pasteRefusal(field: PasteTarget, pastedText: string): string | null {
  const pasted = pastedLength(pastedText);
  const kept = field.value.length - (field.selectionEnd - field.selectionStart);
  return kept + pasted < MESSAGE_LENGTH_LIMIT ? null : pasteRefusalNote({ pasted, kept });
}

function characters(count: number): string {
  return count === 1 ? '1 character' : `${count} characters`;
}

export function messagePlaceholder(to: string, from: string): string {
  return `Enter the message to sent to: ${to} from: ${from}`;
}

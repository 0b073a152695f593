/** The composer's input filters and validity rules (spec §5 and §9). */

/** The To value never exceeds this: a plus and 12 digits. */
export const TO_MAX_LENGTH = 13;
/** The Message value stays below this (at most 199 characters). */
export const MESSAGE_LENGTH_LIMIT = 200;

export const TO_INVALID_HINT =
  'Phone number is invalid, it must contain the country code followed by 10 digits';
export const MESSAGE_INVALID_HINT = 'Invalid message, it must be between 3 and 200 characters';

/**
 * The next To value for what was typed: '+' followed by the digits only; an emptied field stays empty.
 * Returns null when the change must be ignored because it would make the value too long.
 */
export function nextToValue(typed: string): string | null {
  if (typed === '') return '';
  const next = `+${typed.replace(/\D/g, '')}`;
  return next.length > TO_MAX_LENGTH ? null : next;
}

/** The next Message value, or null when the change would reach 200 characters and is ignored. */
export function nextMessageValue(typed: string): string | null {
  return typed.length >= MESSAGE_LENGTH_LIMIT ? null : typed;
}

export function isValidTo(to: string): boolean {
  return /^\+\d{11,}$/.test(to);
}

export function isValidMessage(body: string): boolean {
  return /\w{3}/.test(body);
}

export function messagePlaceholder(to: string, from: string): string {
  return `Enter the message to sent to: ${to} from: ${from}`;
}

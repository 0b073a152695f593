import { formatPhoneNumber } from './formatPhoneNumber';
import { hasHiddenCharacters, revealHiddenCharacters } from './hiddenCharacters';

/** E.164: a plus and 8 to 15 digits. Short codes and alphanumeric sender ids are not phone numbers. */
const E164 = /^\+\d{8,15}$/;

export function isPhoneNumber(raw: string): boolean {
  return E164.test(raw);
}

/**
 * Grouped as the dropdown groups numbers; a short code ('72345') or sender id stays as it came, since
 * spaces would make it read as something else.
 */
export function formatPartyNumber(raw: string): string {
  return isPhoneNumber(raw) ? formatPhoneNumber(raw) : raw;
}

/** A party as shown: hidden characters written out, so a bidi control cannot pass for another number. */
export function shownPartyNumber(raw: string): string {
  return hasHiddenCharacters(raw) ? revealHiddenCharacters(raw) : formatPartyNumber(raw);
}

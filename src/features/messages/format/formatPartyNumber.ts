import { formatPhoneNumber } from './formatPhoneNumber';

/** E.164: a plus and 8 to 15 digits. Short codes and alphanumeric sender ids are not phone numbers. */
const E164 = /^\+\d{8,15}$/;

export function isPhoneNumber(raw: string): boolean {
  return E164.test(raw);
}

/**
 * A number on a card, written the way the dropdown writes it (formatPhoneNumber), so one number reads the same
 * everywhere. Only phone numbers are grouped: a short code ('72345') or a sender id ('MyShop') is shown
 * as it came, since spaces would make it read as something else.
 */
export function formatPartyNumber(raw: string): string {
  return isPhoneNumber(raw) ? formatPhoneNumber(raw) : raw;
}

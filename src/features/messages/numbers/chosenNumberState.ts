import { ALL_NUMBERS } from './useChosenNumber';

/**
 * What the page does with the number the address names, given the account's SMS numbers read so far. A
 * link is untrusted input: its number gets a panel only once it is known to be one of the account's, and
 * a number that is not gets a message instead (one the person cannot send from would only confuse).
 */
export type ChosenNumberState =
  | { kind: 'none' }
  | { kind: 'all-numbers' }
  /** Not among the numbers read so far, and more are on the way (or the list failed: the banner says so). */
  | { kind: 'waiting' }
  | { kind: 'number'; phoneNumber: string }
  /** A well-formed number that the whole list does not hold. */
  | { kind: 'not-the-accounts'; value: string }
  /** Not a phone number at all. */
  | { kind: 'not-a-number'; value: string };

/** E.164: a plus, a country code that does not start with 0, at most 15 digits in all. */
const E164 = /^\+[1-9]\d{1,14}$/;

export function isE164(value: string): boolean {
  return E164.test(value);
}

/**
 * `numbers`: the account's SMS numbers read so far; `complete`: all of them are read. Membership is what
 * counts, not the format, so a number the provider lists is accepted whatever it looks like.
 */
export function chosenNumberState(
  chosen: string,
  numbers: readonly string[],
  complete: boolean,
): ChosenNumberState {
  if (chosen === '') return { kind: 'none' };
  if (chosen === ALL_NUMBERS) return { kind: 'all-numbers' };
  if (numbers.includes(chosen)) return { kind: 'number', phoneNumber: chosen };
  if (!complete) return { kind: 'waiting' };
  return isE164(chosen)
    ? { kind: 'not-the-accounts', value: chosen }
    : { kind: 'not-a-number', value: chosen };
}

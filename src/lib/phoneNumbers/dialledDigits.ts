/** Only what a number is written with: digits, spaces, brackets, dashes, dots and a plus. */
const WRITTEN_AS_A_NUMBER = /^[\d\s()+.-]+$/;

/**
 * The digits of a query written as people write a number ('(415) 555-0100', '415.555.0100'), which is
 * matched on its digits; null for a query with anything else in it, which is text.
 */
export function dialledDigits(query: string): string | null {
  return WRITTEN_AS_A_NUMBER.test(query) ? query.replace(/\D/g, '') : null;
}

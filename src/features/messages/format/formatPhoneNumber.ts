import { hasHiddenCharacters, revealHiddenCharacters } from './hiddenCharacters';
import { internationalFormat } from './internationalNumbers';

const NANP_NUMBER = /^\+1\d+$/;

/**
 * A number as people write it. A +1 number keeps the spec's groups (docs/product.md#phone-number-formatting): the first 2 characters, the next
 * 3, the next 3, then the rest ('+14155550100' → '+1 415 555 0100'), which is how North America writes
 * them. Every other number takes its own country's international format ('+33612345678' →
 * '+33 6 12 34 56 78'), since the spec's groups split it in the wrong places (decision 0043); one that no
 * country's format fits is shown as it came. A number that hides characters (a bidi override that makes
 * it read as another number) is written out with them named, and says so.
 */
export function formatPhoneNumber(raw: string): string {
  if (hasHiddenCharacters(raw)) return `${revealHiddenCharacters(raw)} (contains hidden characters)`;
  if (NANP_NUMBER.test(raw)) {
    return [raw.slice(0, 2), raw.slice(2, 5), raw.slice(5, 8), raw.slice(8)]
      .filter((group) => group !== '')
      .join(' ');
  }
  return internationalFormat(raw) ?? raw;
}

import { hasHiddenCharacters, revealHiddenCharacters } from './hiddenCharacters';
import { internationalFormat } from './internationalNumbers';

const NANP_NUMBER = /^\+1\d+$/;

/**
 * A number as people write it: a +1 number in the spec's groups, '+1 415 555 0100'
 * (docs/product.md#phone-number-formatting); any other in its country's format, which the spec's groups
 * would split wrongly (decision 0043). A number hiding characters is written out with them named.
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

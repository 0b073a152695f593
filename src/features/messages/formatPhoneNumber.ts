import { hasHiddenCharacters, revealHiddenCharacters } from './hiddenCharacters';

/**
 * A number as the dropdown shows it: the first 2 characters, the next 3, the next 3, then the rest,
 * separated by spaces (spec §9), e.g. '+15550100001' → '+1 555 010 0001'. A number that hides characters
 * (a bidi override that makes it read as another number) is not grouped but written out with them named,
 * and says so: grouping would cut the names apart and pass it off as an ordinary number.
 */
export function formatPhoneNumber(raw: string): string {
  if (hasHiddenCharacters(raw)) return `${revealHiddenCharacters(raw)} (contains hidden characters)`;
  return [raw.slice(0, 2), raw.slice(2, 5), raw.slice(5, 8), raw.slice(8)]
    .filter((group) => group !== '')
    .join(' ');
}

import type { CountryCode } from 'libphonenumber-js/min';
import type { Message } from '../../../lib/twilio/models';
import { denotedNumber, homeCountryOf } from '../../../lib/phoneNumbers/internationalNumbers';

/**
 * Which of the account's numbers a message belongs to: the one it was sent to when it came in, else the
 * one it was sent from. The one rule for the 'On …' mark and for the number a Reply goes out from, so a
 * reply always leaves from the number the person saw on the card.
 */
export function accountNumberOf(message: Message, accountNumbers: ReadonlySet<string>): string | undefined {
  const to = accountNumberMatching(message.to, accountNumbers);
  if (message.isInbound && to !== undefined) return to;
  return accountNumberMatching(message.from, accountNumbers) ?? to;
}

interface Matching {
  /** The countries whose national spellings the account's numbers may be written in. */
  countries: (CountryCode | null)[];
  found: Map<string, string | undefined>;
}

// Per set of numbers (a new list of numbers is a new set), what each spelling was found to be.
const matchings = new WeakMap<ReadonlySet<string>, Matching>();

/**
 * The account number `raw` denotes, exactly or spelt another way ('+1 (415) 555-0100', '14155550100'):
 * a provider that writes a number differently never makes its messages disappear from that number.
 */
export function accountNumberMatching(raw: string, accountNumbers: ReadonlySet<string>): string | undefined {
  if (accountNumbers.has(raw)) return raw;
  let matching = matchings.get(accountNumbers);
  if (matching === undefined) {
    const countries = new Set([...accountNumbers].map(homeCountryOf));
    matching = { countries: [...countries], found: new Map() };
    matchings.set(accountNumbers, matching);
  }
  if (matching.found.has(raw)) return matching.found.get(raw);
  let found: string | undefined;
  for (const country of matching.countries) {
    const denoted = denotedNumber(raw, country);
    if (denoted !== null && accountNumbers.has(denoted)) {
      found = denoted;
      break;
    }
  }
  matching.found.set(raw, found);
  return found;
}

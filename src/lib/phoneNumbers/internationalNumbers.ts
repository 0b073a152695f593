/**
 * Phone numbers read the way the world writes them, with libphonenumber-js's smallest metadata; only the
 * Messages page loads it. Readings are kept per number: a list shows the same few numbers many times.
 */
import {
  getCountryCallingCode,
  Metadata,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
  type CountryCode,
  type PhoneNumber,
} from 'libphonenumber-js/min';
// The metadata the functions above already carry: for each calling code, its countries, main one first.
import metadata from 'libphonenumber-js/min/metadata';

/** E.164: a country code and the number within the country have at most 15 digits together. */
export const E164_MAX_DIGITS = 15;

const ONLY_PLUS_AND_DIGITS = /^\+\d{1,15}$/;

/** Beyond this many distinct numbers the cache starts again, so it cannot grow without end. */
const MAX_CACHED_NUMBERS = 10_000;
const readings = new Map<string, PhoneNumber | null>();

/** `e164` read as a phone number, or null when it is not a plus and digits or no country has its code. */
function read(e164: string): PhoneNumber | null {
  let reading = readings.get(e164);
  if (reading === undefined) {
    if (readings.size >= MAX_CACHED_NUMBERS) readings.clear();
    reading = ONLY_PLUS_AND_DIGITS.test(e164) ? (parsePhoneNumberFromString(e164) ?? null) : null;
    readings.set(e164, reading);
  }
  return reading;
}

/**
 * '+33612345678' → '+33 6 12 34 56 78'; null for what cannot be read as a phone number, or when the
 * format would not show every digit (the library drops what looks like a national prefix: '+400000000'
 * would read '+40 000 000').
 */
export function internationalFormat(e164: string): string | null {
  const formatted = read(e164)?.formatInternational() ?? null;
  return formatted !== null && formatted.replace(/\D/g, '') === e164.slice(1) ? formatted : null;
}

/**
 * The country a number belongs to, when its digits say which: +1 613 is Canada, +1 555 could be any of
 * the 25 countries that share +1, and so is none.
 */
export function countryOf(e164: string): CountryCode | null {
  return read(e164)?.country ?? null;
}

/**
 * The country whose national numbers a person using `e164` most likely types: its own country, or the
 * main one of its calling code (the United States for +1 555). For reading what they write, not showing.
 */
export function homeCountryOf(e164: string): CountryCode | null {
  const reading = read(e164);
  return reading === null ? null : (reading.country ?? mainCountryOf(reading.countryCallingCode));
}

/** The main country of a calling code: the United States for 1, the United Kingdom for 44. */
function mainCountryOf(callingCode: string): CountryCode | null {
  return metadata.country_calling_codes[callingCode]?.[0] ?? null;
}

let regionNames: Intl.DisplayNames | null = null;

/** 'FR' → 'France', in English like the sentences around it (docs/product.md#composer). */
export function countryName(country: CountryCode): string {
  regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
  return regionNames.of(country) ?? country;
}

/**
 * Digits typed as a number is written within `country` ('06 12 34', the start of a French mobile) as the
 * digits of the international number they begin ('3361234'): the country's calling code, then the digits
 * without the national prefix the country dials before them (0 in France, none in Italy).
 */
export function nationalDigitsAsInternational(digits: string, country: CountryCode): string {
  const prefix = nationalPrefixOf(country);
  const national = prefix !== '' && digits.startsWith(prefix) ? digits.slice(prefix.length) : digits;
  return `${getCountryCallingCode(country)}${national}`;
}

/** What the numbering plan of a country calls its national prefix; the library has it, untyped. */
interface NumberingPlanWithPrefix {
  nationalPrefix(): string | undefined;
}

const nationalPrefixes = new Map<CountryCode, string>();

function nationalPrefixOf(country: CountryCode): string {
  let prefix = nationalPrefixes.get(country);
  if (prefix === undefined) {
    const plans = new Metadata();
    plans.selectNumberingPlan(country);
    const plan = plans.numberingPlan as Partial<NumberingPlanWithPrefix> | undefined;
    prefix = plan?.nationalPrefix?.() ?? '';
    nationalPrefixes.set(country, prefix);
  }
  return prefix;
}

/** Why a plus and up to 15 digits cannot be a phone number. */
export type NumberProblem =
  | { kind: 'unknown-country' }
  | {
      kind: 'too-short' | 'too-long' | 'impossible-length';
      callingCode: string;
      country: CountryCode | null;
    };

/** What is wrong with `e164` (a plus and digits) as a phone number, or null when it can be one. */
export function numberProblem(e164: string): NumberProblem | null {
  const verdict = validatePhoneNumberLength(e164);
  if (verdict === undefined) return null;
  const reading = read(e164);
  if (verdict === 'INVALID_COUNTRY' || verdict === 'NOT_A_NUMBER' || reading === null) {
    return { kind: 'unknown-country' };
  }
  const callingCode = reading.countryCallingCode;
  const country = reading.country ?? mainCountryOf(reading.countryCallingCode);
  if (verdict === 'TOO_SHORT') return { kind: 'too-short', callingCode, country };
  if (verdict === 'TOO_LONG') return { kind: 'too-long', callingCode, country };
  return { kind: 'impossible-length', callingCode, country };
}

/** What a number is spelt with when it is written out: digits, spaces, brackets, dashes, dots, one plus. */
const WRITTEN_NUMBER = /^\+?[\d\s().-]+$/;

/**
 * The E.164 number a provider's spelling denotes: '+1 (415) 555-0100' is '+14155550100', and '4155550100'
 * without a plus is read as a number of `country`. Null for anything else: a short code, a sender id, or a
 * spelling with any other character in it (hidden characters above all), which is never taken for a number.
 */
export function denotedNumber(raw: string, country: CountryCode | null): string | null {
  if (!WRITTEN_NUMBER.test(raw)) return null;
  const digits = raw.replace(/\D/g, '');
  if (raw.startsWith('+'))
    return digits.length >= 8 && digits.length <= E164_MAX_DIGITS ? `+${digits}` : null;
  if (country === null) return null;
  const reading = parsePhoneNumberFromString(digits, country);
  return reading?.isPossible() ? reading.number : null;
}

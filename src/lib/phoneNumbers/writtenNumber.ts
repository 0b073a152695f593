import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/**
 * The international number `written` denotes, national spellings read as numbers of `country`; or null.
 * A national spelling must fit the country's plan ('06…' is not American: another country was meant); an
 * international one need only be possible, so test numbers and new ranges are not refused.
 */
export function writtenNumber(written: string, country: CountryCode | null): string | null {
  const reading = parsePhoneNumberFromString(
    written,
    country === null ? undefined : { defaultCountry: country },
  );
  if (reading === undefined) return null;
  const international = /^\s*(\+|00)/.test(written);
  return (international ? reading.isPossible() : reading.isValid()) ? reading.number : null;
}

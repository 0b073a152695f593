import { getCountries, type CountryCode } from 'libphonenumber-js/min';
import { countryName, homeCountryOf } from '../../../lib/phoneNumbers/internationalNumbers';

/** Every country the numbering plans know, by its English name, for the choice of national numbers. */
export function countriesByName(): { country: CountryCode; name: string }[] {
  return getCountries()
    .map((country) => ({ country, name: countryName(country) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The country whose national numbers the person most likely wrote: the one most of the account's numbers
 * belong to, else the browser's region, else none (only numbers with + and a country code are read).
 */
export function usualCountry(accountNumbers: readonly string[], browserLanguage: string): CountryCode | null {
  const counts = new Map<CountryCode, number>();
  for (const number of accountNumbers) {
    const country = homeCountryOf(number);
    if (country !== null) counts.set(country, (counts.get(country) ?? 0) + 1);
  }
  const [mostUsed] = [...counts].sort((a, b) => b[1] - a[1]);
  if (mostUsed !== undefined) return mostUsed[0];
  const region = regionOf(browserLanguage);
  return region !== null && (getCountries() as string[]).includes(region) ? (region as CountryCode) : null;
}

function regionOf(language: string): string | null {
  try {
    return new Intl.Locale(language).maximize().region ?? null;
  } catch {
    return null;
  }
}

import { describe, expect, it } from 'vitest';
import { countriesByName, usualCountry } from './importCountry';

describe('usualCountry', () => {
  it("is the country most of the account's numbers belong to", () => {
    expect(usualCountry(['+33612345678', '+14155550100', '+33712345678'], 'en-US')).toBe('FR');
    // +1 555 could be any country of +1: its main one.
    expect(usualCountry(['+15005550006'], 'fr-FR')).toBe('US');
  });

  it("is the browser's region when the numbers are not known, and none when that is not a country", () => {
    expect(usualCountry([], 'de-AT')).toBe('AT');
    expect(usualCountry([], 'de')).toBe('DE');
    expect(usualCountry([], 'not a language')).toBeNull();
  });
});

describe('countriesByName', () => {
  it('lists the countries by their names', () => {
    const countries = countriesByName();
    expect(countries.length).toBeGreaterThan(200);
    expect(countries.find(({ country }) => country === 'FR')?.name).toBe('France');
    const names = countries.map(({ name }) => name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});

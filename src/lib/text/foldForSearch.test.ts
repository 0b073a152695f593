import { describe, expect, it } from 'vitest';
import { foldForSearch } from './foldForSearch';

describe('foldForSearch', () => {
  it('drops case and the accents of Latin, Greek and Cyrillic letters', () => {
    expect(foldForSearch('Réparation')).toBe('reparation');
    expect(foldForSearch('ZOË Ångström')).toBe('zoe angstrom');
    expect(foldForSearch('Ελλάδα')).toBe('ελλαδα');
  });

  it('folds a decomposed accent as it folds a precomposed one', () => {
    expect(foldForSearch('re\u0301paration')).toBe(foldForSearch('réparation'));
  });

  it('keeps the marks that are parts of letters in other scripts', () => {
    expect(foldForSearch('नमस्ते')).toBe('नमस्ते'.normalize('NFD'));
  });
});

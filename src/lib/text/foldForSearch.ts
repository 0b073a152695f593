const COMBINING_DIACRITICS = /[\u0300-\u036f]/g;

/**
 * Text as a search compares it: lower-case, and without the accents Latin, Greek and Cyrillic letters
 * carry, so 'reparation' finds 'réparation' and 'Zoë' finds 'zoe'. Other scripts' marks (Hindi's vowel
 * signs) stay: they are parts of letters there, not accents.
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(COMBINING_DIACRITICS, '').toLocaleLowerCase();
}

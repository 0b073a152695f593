const COMBINING_DIACRITICS = /[\u0300-\u036f]/g;

/**
 * Lower-case and without Latin, Greek and Cyrillic accents ('Zoë' finds 'zoe'); other scripts' marks
 * (Hindi's vowel signs) are parts of letters, not accents, and stay.
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(COMBINING_DIACRITICS, '').toLocaleLowerCase();
}

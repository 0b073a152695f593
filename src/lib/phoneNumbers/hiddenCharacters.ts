/**
 * Characters a person cannot see but that change what they see, such as a bidi control that makes
 * '\u202E1234-555-514+' show as '+415-555-4321'. The one place that decides whether a number is suspicious.
 */
const HIDDEN_CHARACTER = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;
// A separate global copy for replacing: a global expression's `test` moves its lastIndex between calls.
const EVERY_HIDDEN_CHARACTER = new RegExp(HIDDEN_CHARACTER.source, 'gu');

export function hasHiddenCharacters(text: string): boolean {
  return HIDDEN_CHARACTER.test(text);
}

/** The text with each hidden character written out as its code point, e.g. '⟨U+202E⟩1234-555-514+'. */
export function revealHiddenCharacters(text: string): string {
  return text.replace(EVERY_HIDDEN_CHARACTER, (character) => {
    const hex = (character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
    return `⟨U+${hex}⟩`;
  });
}

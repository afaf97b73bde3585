/**
 * What a customer's name is made of (decisions 017 and 024): the characters that part its words, visible or not,
 * and the rule that a name holds a letter or a digit of some script. "—", "..." or a name of look-alike blanks
 * (U+2800, U+3164) names no one, and could not be found, copied or erased as a person.
 */

/**
 * Characters that show as nothing or as a blank though Unicode files some as letters or symbols: Hangul fillers
 * (U+115F, U+1160, U+3164, U+FFA0), the Braille blank (U+2800), the grapheme joiner (U+034F), Khmer's invisible
 * vowels (U+17B4, U+17B5).
 */
const LOOK_ALIKE_BLANKS = '\\u115F\\u1160\\u3164\\uFFA0\\u2800';
/** Marks that join or vanish on their own, outside a character class (a class would join them to a neighbour). */
const INVISIBLE_MARKS = '\\u034F|\\u17B4|\\u17B5';

/**
 * A gap between words: any space or separator (`\p{Z}`, tabs and new lines), any invisible format character
 * (`\p{Cf}`: zero-width space, joiners and non-joiners, U+FEFF, U+2060…), a control character, or a look-alike
 * blank.
 */
export const NAME_GAP_SOURCE = `[\\s\\p{Z}\\p{Cf}\\p{Cc}${LOOK_ALIKE_BLANKS}]|${INVISIBLE_MARKS}`;

const GAPS = new RegExp(`(?:${NAME_GAP_SOURCE})+`, 'gu');
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** The name with every run of gaps made one plain space, trimmed: how two spellings of a name compare. */
export function normaliseNameSpacing(name: string): string {
  return name.replace(GAPS, ' ').trim();
}

/** Whether a name holds a letter or a digit of any script once its invisible characters are taken out. */
export function isPersonName(name: string): boolean {
  return LETTER_OR_DIGIT.test(name.replace(GAPS, ''));
}

/** The name rule as a schema asks it: a blank name is left to the required rule, so it reads "required", not "name". */
export function nameOrBlank(name: string): boolean {
  return name === '' || isPersonName(name);
}

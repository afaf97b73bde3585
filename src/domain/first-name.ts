/**
 * How a customer is named to whoever holds their repair status link: never by their full name, however it is
 * written (docs/decisions/017-first-name-rule.md).
 *
 * - A name of two words or more shows its first word. Words are parted by any space or separator (the
 *   ideographic one too), an invisible character or joiner (zero-width space, ZWNJ, ZWJ, U+FEFF), a look-alike
 *   blank (U+2800, U+3164), a hyphen or other dash, a dot, a comma, a slash, a middle dot, or `_ & @ + :`: "Siti Nurhaliza binti Tarudin" is "Siti",
 *   "Lim-Wei-Ming" is "Lim", "Muthu a/l Samy" is "Muthu", "Mohd. Ali" is "Mohd", "陈 大文" is "陈".
 * - A name of one word (Chinese, Japanese or Thai names are written without spaces, and some customers give one
 *   name only) shows its first letter and "…": "陈大文" is "陈…", "Ahmad" is "A…", "முத்து" is "மு…". A letter is a
 *   grapheme (what a reader sees as one), so a Tamil letter keeps its vowel sign and an emoji is not cut in half.
 * - A name of one letter shows nothing: its first letter would be all of it. The page then greets without a name.
 */

import { NAME_GAP_SOURCE } from './person-name';

/** What parts the words of a name: every gap of person-name.ts, and the marks people put between words. */
const SEPARATORS = new RegExp(`(?:${NAME_GAP_SOURCE}|[\\p{Pd}.,/·・()_&@+:])+`, 'u');

/** The sign that a one-word name was cut. */
export const CUT_NAME_MARK = '…';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

function firstGrapheme(word: string): { first: string; more: boolean } {
  const iterator = graphemes.segment(word)[Symbol.iterator]();
  const first = iterator.next();
  if (first.done) return { first: '', more: false };
  return { first: first.value.segment, more: !iterator.next().done };
}

/** The part of a customer's name that their status page shows: see this module's note. */
export function firstName(name: string): string {
  const words = name.split(SEPARATORS).filter((word) => word !== '');
  if (words.length === 0) return '';
  if (words.length > 1) return words[0]!;
  const { first, more } = firstGrapheme(words[0]!);
  return more ? `${first}${CUT_NAME_MARK}` : '';
}

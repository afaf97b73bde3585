/**
 * What a catalogue search looks for, in two steps (docs/decisions/025-forgiving-search.md). First the words as
 * typed, each also as the shop's synonyms say; a search that finds anything so stops there, so an exact query
 * ("karcher") brings no forgiven extras. Only when that finds nothing, the forgiving step: each word may also be the
 * catalogue's word one or two letters from it, two words joined ("mig 200" → "mig200") or one split ("dongcheng" →
 * "dong cheng"). The catalogue's words are a radix tree of MiniSearch's (SearchableMap), whose fuzzy look-up gives
 * the words within an edit distance. Shared by the embedded server and the hosted adapter.
 */
import SearchableMap from 'minisearch/SearchableMap';
import { synonymAt, type SynonymTable } from './search-synonyms';

/**
 * One way to match a part of the query: every word of it, each as a word or the start of one. A word with a space
 * in it is a phrase: its words next to each other, as a split word must be ("dong cheng" for "dongcheng").
 */
export type SearchAlternative = string[];
/** A part of the query (a word, or the words of a phrase): a product matches it by any of its alternatives. */
export type SearchSlot = SearchAlternative[];

/** The catalogue's words, each with the number of products that hold it. */
export type SearchVocabulary = SearchableMap<number>;

export function searchVocabulary(words: Iterable<[string, number]>): SearchVocabulary {
  return SearchableMap.from(words);
}

/** How many letters a word may be off by: none under 4 letters, one from 4, two from 8 (as Meilisearch's). */
export function allowedEdits(word: string): number {
  if (word.length >= 8) return 2;
  return word.length >= 4 ? 1 : 0;
}

const digitsOf = (word: string) => word.replace(/\D+/g, '');

/**
 * Whether `candidate` may stand for the typed `word`, `distance` edits from it: no more edits than the longer of the
 * two allows (a letter left out of "tool" is "tol"), the same digits in the same order (a model number is never
 * forgiven: "mig250" is not "mig200"), and the same first letter unless both are of 8 letters or more.
 */
export function mayForgive(word: string, candidate: string, distance: number): boolean {
  if (/^\d+$/.test(word) || digitsOf(word) !== digitsOf(candidate)) return false;
  const longer = word.length >= candidate.length ? word : candidate;
  if (distance > allowedEdits(longer)) return false;
  return Math.min(word.length, candidate.length) >= 8 || word[0] === candidate[0];
}

/** The catalogue's words nearest a typed word within its allowed edits, the most common first; at most three. */
export function corrections(vocabulary: SearchVocabulary, word: string): string[] {
  // The most a candidate up to two letters longer may be off by.
  const edits = word.length >= 2 ? allowedEdits(word + '__') : 0;
  if (edits === 0 || vocabulary.has(word)) return [];
  const found = [...vocabulary.fuzzyGet(word, edits)].filter(([candidate, [, distance]]) =>
    mayForgive(word, candidate, distance),
  );
  if (!found.length) return [];
  const nearest = Math.min(...found.map(([, [, distance]]) => distance));
  return found
    .filter(([, [, distance]]) => distance === nearest)
    .sort(([a, [countA]], [b, [countB]]) => countB - countA || a.localeCompare(b))
    .slice(0, 3)
    .map(([candidate]) => candidate);
}

/** The ways a word joined by mistake splits into two of the catalogue's words, as phrases: "dongcheng" → "dong cheng". */
export function splits(vocabulary: SearchVocabulary, word: string): SearchAlternative[] {
  const found: SearchAlternative[] = [];
  for (let at = 1; at < word.length; at++) {
    const head = word.slice(0, at);
    const tail = word.slice(at);
    // A letter alone is no word, but a number is ("2hp" → 2 + hp).
    const isWord = (part: string) => part.length >= 2 || /\d/.test(part);
    if (isWord(head) && isWord(tail) && vocabulary.has(head) && vocabulary.has(tail)) found.push([`${head} ${tail}`]);
  }
  return found;
}

function pushNew(slot: SearchSlot, alternative: SearchAlternative): void {
  const key = alternative.join(' ');
  if (!slot.some((other) => other.join(' ') === key)) slot.push(alternative);
}

const tableVocabularies = new WeakMap<SynonymTable, SearchVocabulary>();

/** The table's words of one word, as a vocabulary of their own: made once per table. */
function tableWords(table: SynonymTable): SearchVocabulary {
  let words = tableVocabularies.get(table);
  if (!words) {
    words = searchVocabulary(
      [...table.keys()].filter((key) => !key.includes(' ')).map((key): [string, number] => [key, 1]),
    );
    tableVocabularies.set(table, words);
  }
  return words;
}

/** What the table says a word misspelt from one of its words means: "jenzet" → generator, janakuasa. */
export function meaningsOfMisspelt(table: SynonymTable, word: string): SearchAlternative[] {
  return corrections(tableWords(table), word).flatMap((key) => table.get(key) ?? []);
}

/** A word or phrase with what the table says it means. */
function withSynonyms(table: SynonymTable, words: string[]): SearchSlot {
  const slot: SearchSlot = [words];
  for (const meaning of table.get(words.join(' ')) ?? []) pushNew(slot, meaning);
  return slot;
}

/** The query's words as typed, each part with the shop's synonyms of it. */
export function exactSlots(terms: readonly string[], table: SynonymTable): SearchSlot[] {
  const slots: SearchSlot[] = [];
  for (let at = 0; at < terms.length;) {
    const length = synonymAt(table, terms, at) || 1;
    slots.push(withSynonyms(table, terms.slice(at, at + length)));
    at += length;
  }
  return slots;
}

/**
 * The forgiving step's parts: as exactSlots, and each word also as its corrections and splits, two words as the
 * one they join into. Null when it would look for nothing more than the exact step did.
 */
export function forgivingSlots(
  terms: readonly string[],
  table: SynonymTable,
  vocabulary: SearchVocabulary,
): SearchSlot[] | null {
  const slots: SearchSlot[] = [];
  let forgiven = false;
  for (let at = 0; at < terms.length;) {
    const phrase = synonymAt(table, terms, at);
    if (phrase) {
      slots.push(withSynonyms(table, terms.slice(at, at + phrase)));
      at += phrase;
      continue;
    }
    const word = terms[at]!;
    const next = terms[at + 1];
    if (next !== undefined && vocabulary.has(word + next) && !synonymAt(table, terms, at + 1)) {
      slots.push([[word, next], [word + next]]);
      forgiven = true;
      at += 2;
      continue;
    }
    const slot = withSynonyms(table, [word]);
    for (const split of splits(vocabulary, word)) pushNew(slot, split);
    // A word misspelt from the catalogue's words, or from a word of the synonyms table ("jenzet" → jenset).
    for (const correction of [...corrections(vocabulary, word), ...corrections(tableWords(table), word)]) {
      for (const alternative of withSynonyms(table, [correction])) pushNew(slot, alternative);
    }
    forgiven ||= slot.length > withSynonyms(table, [word]).length;
    slots.push(slot);
    at += 1;
  }
  return forgiven ? slots : null;
}

/** Whether a product's words match every part of the query: the hosted adapter's check of a found document. */
export function matchesSlots(slots: readonly SearchSlot[], hasWord: (word: string) => boolean): boolean {
  return slots.every((slot) => slot.some((alternative) => alternative.every(hasWord)));
}

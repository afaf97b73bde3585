/**
 * The shop's own synonyms (Shop settings): one line each, the words a customer types, a colon, and the words they
 * mean, separated by commas: "genset, jenset: generator, janakuasa". A search for the words on the left also finds
 * the products of any word on the right. Zod-free, so that the public pages and both backends share it.
 */
import { searchWords } from './search';

/** The shop's defaults: the words customers in Ipoh type for what the catalogue names otherwise. */
export const DEFAULT_SEARCH_SYNONYMS = [
  'genset, jenset: generator, janakuasa',
  'kompresor: compressor, pemampat',
  'water jet: pressure washer',
  'gerinda, grinder: pengisar',
  'mesin welding: welding machine, kimpalan',
].join('\n');

export const SYNONYM_LIMITS = { lines: 200, lineLength: 200, text: 20_000 } as const;

/** One line of the table, as words: each phrase on the left means each phrase on the right. */
export type SynonymLine = { words: string[][]; means: string[][] };

/** Why a line of the table is refused, with its number (from 1). */
export type SynonymProblem = { line: number; code: 'synonymLine' | 'tooLong' };

function phrases(text: string): string[][] {
  return text
    .split(',')
    .map((phrase) => searchWords(phrase))
    .filter((words) => words.length > 0);
}

/** The lines of the table that say something; blank lines are skipped. */
export function parseSynonyms(text: string): { lines: SynonymLine[]; problems: SynonymProblem[] } {
  const lines: SynonymLine[] = [];
  const problems: SynonymProblem[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    if (raw.trim() === '') return;
    if (raw.length > SYNONYM_LIMITS.lineLength) {
      problems.push({ line: index + 1, code: 'tooLong' });
      return;
    }
    const colon = raw.indexOf(':');
    const words = colon < 0 ? [] : phrases(raw.slice(0, colon));
    const means = colon < 0 ? [] : phrases(raw.slice(colon + 1));
    if (!words.length || !means.length) problems.push({ line: index + 1, code: 'synonymLine' });
    else lines.push({ words, means });
  });
  if (lines.length > SYNONYM_LIMITS.lines) problems.push({ line: SYNONYM_LIMITS.lines + 1, code: 'tooLong' });
  return { lines, problems };
}

/** What each phrase of the table means (its words joined by a space), the lines that say it merged. */
export type SynonymTable = Map<string, string[][]>;

export function synonymTable(text: string): SynonymTable {
  const table: SynonymTable = new Map();
  for (const line of parseSynonyms(text).lines) {
    for (const words of line.words) {
      const key = words.join(' ');
      const known = table.get(key) ?? [];
      for (const meaning of line.means) {
        if (!known.some((other) => other.join(' ') === meaning.join(' '))) known.push(meaning);
      }
      table.set(key, known);
    }
  }
  return table;
}

/** The longest phrase of the table a query's words start with at `from`, in words; 0 for none. */
export function synonymAt(table: SynonymTable, terms: readonly string[], from: number): number {
  for (let length = Math.min(4, terms.length - from); length >= 1; length--) {
    if (table.has(terms.slice(from, from + length).join(' '))) return length;
  }
  return 0;
}

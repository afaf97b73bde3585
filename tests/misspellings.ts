/**
 * Queries a customer might type for a product's name: the name with one word misspelt by the letters search
 * forgives (one edit from 4 letters, two from 8, never the first letter of a word under 8, never a digit), two
 * words joined, a word of letters and digits split. Seeded, so a run is repeatable.
 */
import { allowedEdits } from '@/domain/forgiving-search';
import { MAX_SEARCH_TERMS, searchWords } from '@/domain/search';

export type Misspelling = { kind: 'typo' | 'joined' | 'split'; query: string };

/** A small seeded generator (mulberry32): the same misspellings at every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** One deletion, insertion or substitution of a letter (not a digit), never at the first letter when `keepFirst`. */
function edit(word: string, random: () => number, keepFirst: boolean): string {
  const positions = [...word].map((_, index) => index).filter((index) => !/\d/.test(word[index]!));
  const allowed = keepFirst ? positions.filter((index) => index > 0) : positions;
  if (!allowed.length) return word;
  const at = allowed[Math.floor(random() * allowed.length)]!;
  const letter = LETTERS[Math.floor(random() * LETTERS.length)]!;
  const kind = Math.floor(random() * 3);
  if (kind === 0) return word.slice(0, at) + word.slice(at + 1);
  if (kind === 1) return word.slice(0, at + 1) + letter + word.slice(at + 1);
  return (
    word.slice(0, at) +
    (letter === word[at] ? LETTERS[(LETTERS.indexOf(letter) + 1) % 26]! : letter) +
    word.slice(at + 1)
  );
}

/** Each word of letters of the name that search may forgive, misspelt by as many edits as its length allows. */
export function misspellingsOf(name: string, random: () => number): Misspelling[] {
  const words = searchWords(name).slice(0, MAX_SEARCH_TERMS);
  const found: Misspelling[] = [];
  words.forEach((word, index) => {
    const edits = allowedEdits(word);
    if (!edits || /\d/.test(word)) return;
    let typo = word;
    for (let n = 0; n < edits; n++) typo = edit(typo, random, word.length < 8);
    if (typo === word) return;
    found.push({ kind: 'typo', query: words.map((other, i) => (i === index ? typo : other)).join(' ') });
  });
  for (let index = 0; index + 1 < words.length; index++) {
    const joined = [...words.slice(0, index), words[index]! + words[index + 1]!, ...words.slice(index + 2)];
    found.push({ kind: 'joined', query: joined.join(' ') });
  }
  words.forEach((word, index) => {
    const boundary = /^(\p{L}+)(\d+)$|^(\d+)(\p{L}+)$/u.exec(word);
    if (!boundary) return;
    const [head, tail] = boundary[1] ? [boundary[1], boundary[2]!] : [boundary[3]!, boundary[4]!];
    found.push({ kind: 'split', query: words.map((other, i) => (i === index ? `${head} ${tail}` : other)).join(' ') });
  });
  return found;
}

/**
 * Catalogue search and sort: the words of a query, and the words a product is found by. Shared by the embedded
 * server (its full-text index) and the hosted adapter (tokens stored on each product). Zod-free, like product.ts.
 */

export const PRODUCT_SORTS = ['newest', 'price-asc', 'price-desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export function isProductSort(value: unknown): value is ProductSort {
  return typeof value === 'string' && (PRODUCT_SORTS as readonly string[]).includes(value);
}

/** Longest query the catalogue takes, in characters, and the most words of it that count. */
export const MAX_SEARCH_LENGTH = 100;
export const MAX_SEARCH_TERMS = 6;

/**
 * The words of a text as search compares them: accents and case folded away ("Kärcher" → "karcher"), split on
 * anything that is not a letter or a digit ("KAR-K3" → "kar", "k3").
 */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The words of a visitor's query that search uses: distinct, at most MAX_SEARCH_TERMS. */
export function searchTerms(query: string): string[] {
  return [...new Set(searchWords(query.slice(0, MAX_SEARCH_LENGTH)))].slice(0, MAX_SEARCH_TERMS);
}

/**
 * Initials of a name of two words or more, so that a brand's short form finds it: "Dong Cheng" → "dc".
 * Each run of two or more words gives one: "Dong Cheng DCJZ10 drill" → "dcdd".
 */
export function initialsOf(text: string): string {
  const words = searchWords(text);
  return words.length >= 2 ? words.map((word) => word[0]).join('') : '';
}

/** Every text of a product that search looks in, with the initials of its name and sub-category. */
export function productSearchText(product: {
  name: string;
  sku: string;
  category: string;
  subCategory: string;
  description: string;
}): { name: string; sku: string; category: string; subCategory: string; description: string; initials: string } {
  return {
    name: product.name,
    sku: product.sku,
    category: product.category,
    subCategory: product.subCategory,
    description: product.description,
    initials: [initialsOf(product.subCategory), initialsOf(product.name)].filter(Boolean).join(' '),
  };
}

/**
 * The hosted store has no full-text index: each product carries the words it is found by (docs/hosted-mode.md).
 * Every start of every word of its name, SKU, Malay name, category, sub-category and initials (so "kar" finds
 * Kärcher, "dc" Dong Cheng and "pam" a pump named "Pam air" in Malay), and the whole words of its description in
 * each language, and the forgiving search's keys of the names' words (deletionKeys). At most MAX_SEARCH_TOKENS,
 * name and SKU first, the descriptions' words last.
 */
export const MAX_SEARCH_TOKENS = 800;
/** Longest start of a word that is kept: a query word longer than this is looked up by its first letters. */
const MAX_TOKEN_LENGTH = 24;
/** Words of each description (English, Malay) that are kept, whole. */
const MAX_DESCRIPTION_WORDS = 200;

export function productSearchTokens(product: {
  name: string;
  nameMs: string;
  sku: string;
  category: string;
  subCategory: string;
  description: string;
  descriptionMs: string;
}): string[] {
  const text = productSearchText(product);
  const tokens = new Set<string>();
  for (const field of [text.name, text.sku, product.nameMs, text.initials, text.subCategory, text.category]) {
    for (const word of searchWords(field)) {
      for (let length = 1; length <= Math.min(word.length, MAX_TOKEN_LENGTH); length++)
        tokens.add(word.slice(0, length));
    }
  }
  // The forgiving search's keys of the names' words (see deletionKeys), after the names so the cut spares them.
  for (const field of [text.name, product.nameMs, text.subCategory, text.category]) {
    for (const word of searchWords(field)) for (const key of deletionKeys(word)) tokens.add(key);
  }
  for (const description of [text.description, product.descriptionMs]) {
    for (const word of searchWords(description).slice(0, MAX_DESCRIPTION_WORDS)) {
      tokens.add(word.slice(0, MAX_TOKEN_LENGTH));
    }
  }
  return [...tokens].slice(0, MAX_SEARCH_TOKENS);
}

/**
 * The hosted store's keys for a word one letter off (docs/decisions/025-forgiving-search.md): the word with one
 * letter left out, marked with "~" so that no exact word matches one. A product holds the keys of its names' words,
 * a forgiving search looks up the query word's keys and the word itself, so a letter left out, added or changed
 * meets: "weldng" is a key of "welding", "wekding" and "welding" share "~weding". None for a word under 4 letters
 * or one with a digit (never forgiven), and none without the first letter for a word under 8.
 */
export const DELETION_MARK = '~';

export function deletionKeys(word: string): string[] {
  if (word.length < 4 || word.length > MAX_TOKEN_LENGTH || /\d/.test(word)) return [];
  const keys = new Set<string>();
  for (let at = word.length >= 8 ? 0 : 1; at < word.length; at++) {
    keys.add(DELETION_MARK + word.slice(0, at) + word.slice(at + 1));
  }
  return [...keys];
}

/** The token a query word is looked up by in the hosted store: the word, cut as the stored tokens are. */
export function searchToken(term: string): string {
  return term.slice(0, MAX_TOKEN_LENGTH);
}

/**
 * The key a product is sorted by, lowest price first, in the hosted store: its price, or for a price on request
 * (0) a key above every price, so that it comes last (the embedded server's `price_up` does the same).
 */
export const PRICE_ON_REQUEST_KEY = 1_000_000_000_000;

export function priceUpKey(price: number): number {
  return price > 0 ? price : PRICE_ON_REQUEST_KEY;
}

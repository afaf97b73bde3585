/**
 * The category a search that found nothing may have meant ("did you mean"): the one whose name, in either
 * language, or one of whose sub-categories' names holds a word of the query as typed or forgiven as the catalogue
 * search forgives it ("kompressor" → Air Compressors). Null when no word comes near.
 */
import {
  CATEGORIES,
  CATEGORY_NAMES,
  SERVICE_CATEGORY,
  SUB_CATEGORIES,
  SUB_CATEGORY_NAMES,
  type Category,
} from './categories';
import { corrections, searchVocabulary, type SearchVocabulary } from './forgiving-search';
import { LANGUAGES } from './limits';
import { searchTerms, searchWords } from './search';

/** Words too common in the names to tell a category: "mesin" names Welding Machines only by chance. */
const NOT_TELLING = new Set(['mesin', 'other', 'others', 'lain']);

let index: { vocabulary: SearchVocabulary; categoryOf: Map<string, Category> } | null = null;

function categoryWords() {
  if (index) return index;
  const categoryOf = new Map<string, Category>();
  const add = (text: string, category: Category) => {
    for (const word of searchWords(text)) {
      if (!NOT_TELLING.has(word) && !categoryOf.has(word)) categoryOf.set(word, category);
    }
  };
  for (const category of CATEGORIES) {
    if (category === SERVICE_CATEGORY) continue;
    for (const language of LANGUAGES) add(CATEGORY_NAMES[category][language], category);
    const subs: readonly string[] = (SUB_CATEGORIES as Partial<Record<Category, readonly string[]>>)[category] ?? [];
    for (const sub of subs) {
      for (const language of LANGUAGES)
        add(SUB_CATEGORY_NAMES[sub as keyof typeof SUB_CATEGORY_NAMES][language], category);
    }
  }
  index = {
    vocabulary: searchVocabulary([...categoryOf.keys()].map((word): [string, number] => [word, 1])),
    categoryOf,
  };
  return index;
}

export function closestCategory(query: string): Category | null {
  const { vocabulary, categoryOf } = categoryWords();
  for (const term of searchTerms(query)) {
    // A plural or a word the name starts with ("compressor" in "Compressors") counts as the name's word.
    const near = [term, `${term}s`, ...corrections(vocabulary, term), ...corrections(vocabulary, `${term}s`)];
    for (const word of near) {
      const category = categoryOf.get(word);
      if (category) return category;
    }
  }
  return null;
}

/**
 * The category a search that found nothing may have meant ("did you mean"): the one whose name, in any language,
 * or one of whose sub-categories' names holds a word of the query as typed or forgiven as the catalogue search
 * forgives it ("kompressor" → Air Compressors). Null when no word comes near. The names are the catalogues'
 * (src/i18n/names.ts), handed in: here they are the words a visitor may type, search data.
 */
import { CATEGORIES, SERVICE_CATEGORY, subCategoriesOf, type Category } from './categories';
import { corrections, searchVocabulary, type SearchVocabulary } from './forgiving-search';
import { searchTerms, searchWords } from './search';

/** The names of a category, or of a sub-category, in every language. */
export type NamesOf = {
  category: (category: Category) => readonly string[];
  subCategory: (sub: string) => readonly string[];
};

/** Words too common in the names to tell a category: "mesin" names Welding Machines only by chance. */
const NOT_TELLING = new Set(['mesin', 'other', 'others', 'lain']);

type Index = { vocabulary: SearchVocabulary; categoryOf: Map<string, Category> };

/** Made once for each table of names. */
const indexes = new WeakMap<NamesOf, Index>();

function categoryWords(names: NamesOf): Index {
  const made = indexes.get(names);
  if (made) return made;
  const categoryOf = new Map<string, Category>();
  const add = (text: string, category: Category) => {
    for (const word of searchWords(text)) {
      if (!NOT_TELLING.has(word) && !categoryOf.has(word)) categoryOf.set(word, category);
    }
  };
  for (const category of CATEGORIES) {
    if (category === SERVICE_CATEGORY) continue;
    for (const name of names.category(category)) add(name, category);
    for (const sub of subCategoriesOf(category)) {
      for (const name of names.subCategory(sub)) add(name, category);
    }
  }
  const index = {
    vocabulary: searchVocabulary([...categoryOf.keys()].map((word): [string, number] => [word, 1])),
    categoryOf,
  };
  indexes.set(names, index);
  return index;
}

export function closestCategory(query: string, names: NamesOf): Category | null {
  const { vocabulary, categoryOf } = categoryWords(names);
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

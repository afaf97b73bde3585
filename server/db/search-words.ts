import { searchVocabulary, type SearchVocabulary } from '@/domain/forgiving-search';
import { DEFAULT_SEARCH_SYNONYMS, synonymTable, type SynonymTable } from '@/domain/search-synonyms';
import type { Db } from './database';
import { prepareCached } from './cursor';

type Known = { changes: number; vocabulary: SearchVocabulary | null; synonyms: string; table: SynonymTable };

/** Per database, what the last search read: every repository of one database shares it. */
const known = new WeakMap<Db, Known>();

/**
 * What a catalogue search needs beyond the index: the shop's synonyms (Shop settings) and, for the forgiving step,
 * the index's words with the number of products of each (fts5vocab). The synonyms' text is read at every search
 * and parsed again when it changed, so an edit applies to the next search; the words are read again only after a
 * product's words changed (a trigger counts the changes), and only when a search needs them.
 */
export function searchWordsOf(db: Db): { table: SynonymTable; vocabulary: () => SearchVocabulary } {
  const state = prepareCached<{ changes: number; synonyms: unknown }>(
    db,
    `SELECT (SELECT changes FROM product_search_changes WHERE id = 1) AS changes,
      (SELECT json_extract(data, '$.searchSynonyms') FROM shop_settings WHERE id = 1) AS synonyms`,
  ).get({})!;
  const synonyms = typeof state.synonyms === 'string' ? state.synonyms : DEFAULT_SEARCH_SYNONYMS;
  let entry = known.get(db);
  if (!entry) {
    entry = { changes: state.changes, vocabulary: null, synonyms, table: synonymTable(synonyms) };
    known.set(db, entry);
  }
  if (entry.synonyms !== synonyms) {
    entry.synonyms = synonyms;
    entry.table = synonymTable(synonyms);
  }
  if (entry.changes !== state.changes) {
    entry.changes = state.changes;
    entry.vocabulary = null;
  }
  const current = entry;
  return {
    table: current.table,
    vocabulary() {
      current.vocabulary ??= searchVocabulary(
        prepareCached<{ term: string; doc: number }>(db, 'SELECT term, doc FROM product_search_words')
          .all({})
          .map((row): [string, number] => [row.term, row.doc]),
      );
      return current.vocabulary;
    },
  };
}

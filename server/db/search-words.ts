import { searchVocabulary, type SearchVocabulary } from '@/domain/forgiving-search';
import { DEFAULT_SEARCH_SYNONYMS, synonymTable, type SynonymTable } from '@/domain/search-synonyms';
import type { Db } from './database';
import { prepareCached } from './cursor';

type Known = {
  changes: number;
  vocabulary: SearchVocabulary | null;
  settingsAt: string | null;
  table: SynonymTable;
};

/** Per database, what the last search read: every repository of one database shares it. */
const known = new WeakMap<Db, Known>();

/**
 * What a catalogue search needs beyond the index: the shop's synonyms (Shop settings) and, for the forgiving step,
 * the index's words with the number of products of each (fts5vocab). Read anew when the settings were saved or a
 * product's words changed since (a trigger counts the changes), so an edit applies to the next search; the words
 * only when a search needs them.
 */
export function searchWordsOf(db: Db): { table: SynonymTable; vocabulary: () => SearchVocabulary } {
  const state = prepareCached<{ changes: number; settingsAt: string | null }>(
    db,
    `SELECT (SELECT changes FROM product_search_changes WHERE id = 1) AS changes,
      (SELECT updated_at FROM shop_settings WHERE id = 1) AS settingsAt`,
  ).get({})!;
  let entry = known.get(db);
  if (!entry || entry.settingsAt !== state.settingsAt) {
    const stored = prepareCached<{ synonyms: unknown }>(
      db,
      `SELECT json_extract(data, '$.searchSynonyms') AS synonyms FROM shop_settings WHERE id = 1`,
    ).get({});
    const text = typeof stored?.synonyms === 'string' ? stored.synonyms : DEFAULT_SEARCH_SYNONYMS;
    entry = { changes: state.changes, vocabulary: entry?.vocabulary ?? null, settingsAt: state.settingsAt, table: synonymTable(text) };
    known.set(db, entry);
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

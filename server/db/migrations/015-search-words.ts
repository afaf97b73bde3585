// The words of the search index, for the forgiving search's spelling look-up (server/db/search-words.ts), and a
// count of the catalogue's changes that tells it when to read them anew.
export default `
  CREATE VIRTUAL TABLE product_search_words USING fts5vocab(product_search, 'row');
  CREATE TABLE product_search_changes (id INTEGER PRIMARY KEY CHECK (id = 1), changes INTEGER NOT NULL);
  INSERT INTO product_search_changes (id, changes) VALUES (1, 0);
  CREATE TRIGGER product_search_changes_insert AFTER INSERT ON products BEGIN
    UPDATE product_search_changes SET changes = changes + 1 WHERE id = 1;
  END;
  CREATE TRIGGER product_search_changes_delete AFTER DELETE ON products BEGIN
    UPDATE product_search_changes SET changes = changes + 1 WHERE id = 1;
  END;
  CREATE TRIGGER product_search_changes_update
    AFTER UPDATE OF name, name_ms, sku, category, sub_category, description, description_ms ON products
  BEGIN
    UPDATE product_search_changes SET changes = changes + 1 WHERE id = 1;
  END;
  `;

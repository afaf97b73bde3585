// A product's Malay name and description (optional: the English shows when they are empty) and its status
// (src/domain/product.ts: active, draft, sold out). The search index gains the two Malay texts, so a visitor
// finds a product by either language's words. The JSON triggers follow the table of product fields at start.
export default `
  ALTER TABLE products ADD COLUMN name_ms TEXT NOT NULL DEFAULT '';
  ALTER TABLE products ADD COLUMN description_ms TEXT NOT NULL DEFAULT '';
  ALTER TABLE products ADD COLUMN status TEXT NOT NULL DEFAULT 'active'
    CHECK (status IN ('active', 'draft', 'soldOut'));

  DROP TRIGGER product_search_insert;
  DROP TRIGGER product_search_delete;
  DROP TRIGGER product_search_update;
  DROP TABLE product_search;
  CREATE VIRTUAL TABLE product_search USING fts5(
    name, name_ms, sku, category, sub_category, description, description_ms, initials,
    tokenize = 'unicode61 remove_diacritics 2',
    prefix = '1 2 3 4 5 6 7 8 9 10 11 12',
    content = '',
    contentless_delete = 1
  );
  CREATE TRIGGER product_search_insert AFTER INSERT ON products BEGIN
    INSERT INTO product_search (rowid, name, name_ms, sku, category, sub_category, description, description_ms,
      initials)
    VALUES (-new.rowid, new.name, new.name_ms, new.sku, new.category, new.sub_category, new.description,
      new.description_ms, search_initials(new.sub_category, new.name));
  END;
  CREATE TRIGGER product_search_delete AFTER DELETE ON products BEGIN
    DELETE FROM product_search WHERE rowid = -old.rowid;
  END;
  CREATE TRIGGER product_search_update
    AFTER UPDATE OF name, name_ms, sku, category, sub_category, description, description_ms ON products
  BEGIN
    DELETE FROM product_search WHERE rowid = -old.rowid;
    INSERT INTO product_search (rowid, name, name_ms, sku, category, sub_category, description, description_ms,
      initials)
    VALUES (-new.rowid, new.name, new.name_ms, new.sku, new.category, new.sub_category, new.description,
      new.description_ms, search_initials(new.sub_category, new.name));
  END;
  INSERT INTO product_search (rowid, name, name_ms, sku, category, sub_category, description, description_ms,
    initials)
    SELECT -rowid, name, name_ms, sku, category, sub_category, description, description_ms,
      search_initials(sub_category, name)
    FROM products;
  `;

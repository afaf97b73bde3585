// Catalogue search (a full-text index kept in step by triggers, filled from the existing products) and sort
// by price, with price-on-request products (price 0) last in both directions.
export default `
  CREATE VIRTUAL TABLE product_search USING fts5(
    id UNINDEXED, name, sku, category, sub_category, description, initials,
    tokenize = 'unicode61 remove_diacritics 2',
    prefix = '1 2 3'
  );
  CREATE TRIGGER product_search_insert AFTER INSERT ON products BEGIN
    INSERT INTO product_search (rowid, id, name, sku, category, sub_category, description, initials)
    VALUES (new.rowid, new.id, new.name, new.sku, new.category, new.sub_category, new.description,
      search_initials(new.sub_category, new.name));
  END;
  CREATE TRIGGER product_search_delete AFTER DELETE ON products BEGIN
    DELETE FROM product_search WHERE rowid = old.rowid;
  END;
  CREATE TRIGGER product_search_update AFTER UPDATE OF name, sku, category, sub_category, description ON products
  BEGIN
    DELETE FROM product_search WHERE rowid = old.rowid;
    INSERT INTO product_search (rowid, id, name, sku, category, sub_category, description, initials)
    VALUES (new.rowid, new.id, new.name, new.sku, new.category, new.sub_category, new.description,
      search_initials(new.sub_category, new.name));
  END;
  INSERT INTO product_search (rowid, id, name, sku, category, sub_category, description, initials)
    SELECT rowid, id, name, sku, category, sub_category, description, search_initials(sub_category, name)
    FROM products;

  ALTER TABLE products ADD COLUMN price_up REAL
    GENERATED ALWAYS AS (CASE WHEN price > 0 THEN price ELSE 1e300 END) VIRTUAL;
  ALTER TABLE products ADD COLUMN price_down REAL
    GENERATED ALWAYS AS (CASE WHEN price > 0 THEN price ELSE -1 END) VIRTUAL;
  CREATE INDEX products_by_price_up ON products (price_up, id);
  CREATE INDEX products_by_price_down ON products (price_down, id);
  CREATE INDEX products_by_category_price_up ON products (category, price_up, id);
  CREATE INDEX products_by_category_price_down ON products (category, price_down, id);
  CREATE INDEX products_by_shelf_price_up ON products (category, sub_category, price_up, id);
  CREATE INDEX products_by_shelf_price_down ON products (category, sub_category, price_down, id);
  CREATE INDEX products_by_category_created ON products (category, created_at DESC, id DESC);
  `;

// Each product's JSON as the API sends it (the fields of Product, in its order), kept in the row by triggers: a page
// of the catalogue is then its rows' JSON joined (server/db/products-store.ts). Built at each read, a search's page of 24
// took SQLite 70 µs; read from the rows, 25. Since then the triggers follow the table of product fields: made
// anew at start when it changes (syncProductJson, server/db/database.ts); a new field needs only its column.
export default `
  ALTER TABLE products ADD COLUMN json TEXT NOT NULL DEFAULT '';
  CREATE TRIGGER product_json_insert AFTER INSERT ON products BEGIN
    UPDATE products SET json = json_object('id', new.id, 'name', new.name, 'sku', new.sku, 'price', new.price,
      'weight', new.weight, 'category', new.category, 'subCategory', new.sub_category, 'description', new.description,
      'shopeeUrl', new.shopee_url, 'tiktokUrl', new.tiktok_url, 'image', new.image,
      'additionalImages', json(new.additional_images), 'createdAt', new.created_at, 'updatedAt', new.updated_at)
    WHERE rowid = new.rowid;
  END;
  CREATE TRIGGER product_json_update AFTER UPDATE OF id, name, sku, price, weight, category, sub_category, description,
    shopee_url, tiktok_url, image, additional_images, created_at, updated_at ON products
  BEGIN
    UPDATE products SET json = json_object('id', new.id, 'name', new.name, 'sku', new.sku, 'price', new.price,
      'weight', new.weight, 'category', new.category, 'subCategory', new.sub_category, 'description', new.description,
      'shopeeUrl', new.shopee_url, 'tiktokUrl', new.tiktok_url, 'image', new.image,
      'additionalImages', json(new.additional_images), 'createdAt', new.created_at, 'updatedAt', new.updated_at)
    WHERE rowid = new.rowid;
  END;
  UPDATE products SET updated_at = updated_at;
  `;

import type { ProductInput } from '@/domain/product-schema';
import {
  PRODUCT_FIELD_NAMES,
  PRODUCT_FIELDS,
  PRODUCT_INPUT_FIELDS,
  type ProductFieldName,
} from '@/domain/product-fields';

/**
 * The `products` table's statements, made from the table of product fields (src/domain/product-fields.ts): the
 * rows' JSON triggers, and the repository's insert and update. A new field needs its column added by a migration
 * (server/db/database.ts), which also keeps the triggers in step (syncProductJson); everything here follows the table.
 */

const column = (name: ProductFieldName) => PRODUCT_FIELDS[name].column;

/** A field's value in the row's JSON: a list is stored as JSON text and put in as JSON, not as a string. */
const jsonValue = (name: ProductFieldName) =>
  PRODUCT_FIELDS[name].kind === 'textList' ? `json(new.${column(name)})` : `new.${column(name)}`;

const JSON_OBJECT = `json_object(${PRODUCT_FIELD_NAMES.map((name) => `'${name}', ${jsonValue(name)}`).join(', ')})`;

/**
 * Each product's JSON as the API sends it (the fields of Product, in its order), kept in the row's `json` column by
 * these triggers: a page of the catalogue is then its rows' JSON joined (server/db/products-store.ts). Built at each read,
 * a search's page of 24 took SQLite 70 µs; read from the rows, 25.
 */
export const PRODUCT_JSON_TRIGGERS: Readonly<Record<string, string>> = {
  product_json_insert: `CREATE TRIGGER product_json_insert AFTER INSERT ON products BEGIN
    UPDATE products SET json = ${JSON_OBJECT} WHERE rowid = new.rowid;
  END`,
  product_json_update: `CREATE TRIGGER product_json_update AFTER UPDATE OF ${PRODUCT_FIELD_NAMES.map(column).join(', ')}
    ON products BEGIN
    UPDATE products SET json = ${JSON_OBJECT} WHERE rowid = new.rowid;
  END`,
};

/** A new product's row: every field, the store's included (`@id`, `@createdAt`, `@updatedAt`). */
export const INSERT_PRODUCT = `INSERT INTO products (${PRODUCT_FIELD_NAMES.map(column).join(', ')})
  VALUES (${PRODUCT_FIELD_NAMES.map((name) => `@${name}`).join(', ')})`;

/** A product's row changed: what the admin writes and the time of the change. */
export const UPDATE_PRODUCT = `UPDATE products SET ${[...PRODUCT_INPUT_FIELDS, 'updatedAt' as const]
  .map((name) => `${column(name)} = @${name}`)
  .join(', ')} WHERE id = @id`;

/** The statements' parameters for an input: a list as JSON text. */
export function productParams(input: ProductInput): Record<string, unknown> {
  return Object.fromEntries(
    PRODUCT_INPUT_FIELDS.map((name) => [
      name,
      PRODUCT_FIELDS[name].kind === 'textList' ? JSON.stringify(input[name]) : input[name],
    ]),
  );
}

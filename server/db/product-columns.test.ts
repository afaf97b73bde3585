import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { PRODUCT_FIELD_NAMES, PRODUCT_FIELDS } from '@/domain/product-fields';
import { makeProductInput } from '../../tests/factories';
import { openDatabase, syncProductJson, type Db } from './database';
import { PRODUCT_JSON_TRIGGERS } from './product-columns';
import { createProductRepository } from './products-store';

/**
 * The embedded store against the table of product fields (src/domain/product-fields.ts): a field missing from
 * the table's column, its JSON or its statements fails here, named.
 */
describe('the products table and the table of product fields', () => {
  let dataDir: string;
  let db: Db;

  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'product-columns-'));
    db = openDatabase(dataDir);
  });

  afterEach(() => {
    db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('every field has its column', () => {
    const columns = db
      .prepare<[], { name: string }>('PRAGMA table_info(products)')
      .all()
      .map((row) => row.name);
    for (const name of PRODUCT_FIELD_NAMES) {
      expect(columns, `${name}: column ${PRODUCT_FIELDS[name].column}`).toContain(PRODUCT_FIELDS[name].column);
    }
  });

  test('a product is stored and read back with every field, in the table’s order, after an update too', () => {
    const products = createProductRepository(db);
    const input = makeProductInput({
      shopeeUrl: 'https://shopee.com.my/a',
      tiktokUrl: 'https://www.tiktok.com/@shop/b',
      additionalImages: ['/uploads/products/abc123_0_b.webp', '/uploads/products/abc123_1_c.webp'],
    });
    const created = products.create(input, '2026-11-01T00:00:00.000Z', 'abc123');
    expect(Object.keys(created)).toEqual(PRODUCT_FIELD_NAMES);
    expect(created).toEqual({
      ...input,
      id: 'abc123',
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
    });

    const changed = { ...input, name: 'Changed', weight: 2.5, additionalImages: [] };
    expect(products.update('abc123', changed, '2026-11-02T00:00:00.000Z')).toEqual({
      ...changed,
      id: 'abc123',
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-02T00:00:00.000Z',
    });
  });

  test('triggers that differ from the table are made anew at start, and every row’s JSON with them', () => {
    const products = createProductRepository(db);
    products.create(makeProductInput({ name: 'Kept' }), '2026-11-01T00:00:00.000Z', 'abc123');
    // As a store made before a field was added: its triggers leave the field out of the JSON.
    db.exec(`DROP TRIGGER product_json_update;
      CREATE TRIGGER product_json_update AFTER UPDATE OF updated_at ON products BEGIN
        UPDATE products SET json = json_object('id', new.id) WHERE rowid = new.rowid;
      END;
      UPDATE products SET updated_at = updated_at;`);
    expect(products.get('abc123')).toEqual({ id: 'abc123' });

    expect(syncProductJson(db)).toBe(true);
    expect(products.get('abc123')).toMatchObject({ id: 'abc123', name: 'Kept' });
    const stored = db
      .prepare<[], { sql: string }>(`SELECT sql FROM sqlite_master WHERE name = 'product_json_update'`)
      .get();
    expect(stored?.sql).toBe(PRODUCT_JSON_TRIGGERS.product_json_update);
    expect(syncProductJson(db)).toBe(false);
  });
});

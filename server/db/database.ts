import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { productSearchText } from '@/domain/search';
import { orderMatchesSearch, parseOrderSearch, type OrderSearch } from '@/domain/order-search';
import { parseRepairSearch, repairMatchesSearch, type RepairSearch } from '@/domain/repair-search';
import { PRODUCT_JSON_TRIGGERS } from './product-columns';
import { upgradeRepairRows } from './repair-upgrade';

export type Db = Database.Database;

/**
 * Schema migrations, applied in order; PRAGMA user_version records how many have run.
 * Never edit a shipped migration: add a new one.
 */
export const MIGRATIONS: readonly (string | ((db: Db) => void))[] = [
  `
  CREATE TABLE products (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    sku TEXT NOT NULL,
    price REAL NOT NULL,
    weight REAL,
    category TEXT NOT NULL,
    sub_category TEXT NOT NULL DEFAULT '',
    description TEXT NOT NULL,
    shopee_url TEXT NOT NULL DEFAULT '',
    tiktok_url TEXT NOT NULL DEFAULT '',
    image TEXT NOT NULL,
    additional_images TEXT NOT NULL DEFAULT '[]',
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  ) STRICT;
  CREATE INDEX products_by_created ON products (created_at DESC, id DESC);
  CREATE INDEX products_by_category ON products (category, sub_category, created_at DESC, id DESC);

  CREATE TABLE orders (
    id TEXT PRIMARY KEY,
    customer_name TEXT NOT NULL,
    customer_email TEXT NOT NULL,
    customer_phone TEXT NOT NULL,
    shipping_address TEXT NOT NULL,
    items TEXT NOT NULL,
    total REAL NOT NULL,
    status TEXT NOT NULL,
    notes TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  ) STRICT;
  CREATE INDEX orders_by_created ON orders (created_at DESC, id DESC);
  CREATE INDEX orders_by_status ON orders (status, created_at DESC, id DESC);

  CREATE TABLE admins (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  ) STRICT;

  CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    admin_id INTEGER NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    last_seen_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX sessions_by_admin ON sessions (admin_id);

  CREATE TABLE meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  ) STRICT;
  `,
  // Catalogue search (a full-text index kept in step by triggers, filled from the existing products) and sort
  // by price, with price-on-request products (price 0) last in both directions.
  `
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
  `,
  // Which rows the demo seed made, so that the owner can remove them and keep their own.
  `
  CREATE TABLE demo_rows (
    kind TEXT NOT NULL CHECK (kind IN ('product', 'order')),
    id TEXT NOT NULL,
    PRIMARY KEY (kind, id)
  ) STRICT, WITHOUT ROWID;
  `,
  // The audit log (server/db/audit.ts): newest first by time, kept a year.
  `
  CREATE TABLE audit_log (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    at TEXT NOT NULL,
    actor TEXT NOT NULL,
    action TEXT NOT NULL,
    target TEXT NOT NULL DEFAULT '',
    detail TEXT NOT NULL DEFAULT '{}',
    address TEXT NOT NULL DEFAULT ''
  ) STRICT;
  CREATE INDEX audit_log_by_at ON audit_log (at DESC, id DESC);
  `,
  // Visitor measurements (server/db/insights.ts): raw events, kept 30 days, and their daily roll-ups, kept
  // 13 months: counts per event, page type, device and product, and each vital's histogram.
  `
  CREATE TABLE insight_events (
    at INTEGER NOT NULL,
    day TEXT NOT NULL,
    name TEXT NOT NULL,
    page TEXT NOT NULL,
    device TEXT NOT NULL,
    product_id TEXT NOT NULL DEFAULT '',
    value REAL,
    bucket REAL
  ) STRICT;
  CREATE INDEX insight_events_by_day ON insight_events (day);

  CREATE TABLE insight_counts_daily (
    day TEXT NOT NULL,
    name TEXT NOT NULL,
    page TEXT NOT NULL,
    device TEXT NOT NULL,
    product_id TEXT NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (day, name, page, device, product_id)
  ) STRICT, WITHOUT ROWID;

  CREATE TABLE insight_vitals_daily (
    day TEXT NOT NULL,
    metric TEXT NOT NULL,
    page TEXT NOT NULL,
    device TEXT NOT NULL,
    value REAL NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (day, metric, page, device, value)
  ) STRICT, WITHOUT ROWID;
  `,
  // The search index keeps every start of a word up to six letters (was three), so that a query word of up to six
  // letters, a SKU's part or a model number, is one lookup instead of a merge of every word it starts; about 40 %
  // more index. The triggers of migration 2 keep writing to the new table by its name.
  `
  DROP TABLE product_search;
  CREATE VIRTUAL TABLE product_search USING fts5(
    id UNINDEXED, name, sku, category, sub_category, description, initials,
    tokenize = 'unicode61 remove_diacritics 2',
    prefix = '1 2 3 4 5 6'
  );
  INSERT INTO product_search (rowid, id, name, sku, category, sub_category, description, initials)
    SELECT rowid, id, name, sku, category, sub_category, description, search_initials(sub_category, name)
    FROM products;
  `,
  // The shop's settings (server/db/settings.ts): one row of JSON, absent until the owner first saves, and the
  // testimonials in the order they are shown.
  `
  CREATE TABLE shop_settings (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    data TEXT NOT NULL,
    updated_at TEXT NOT NULL
  ) STRICT;

  CREATE TABLE testimonials (
    id TEXT PRIMARY KEY,
    position INTEGER NOT NULL,
    author TEXT NOT NULL,
    text_en TEXT NOT NULL,
    text_ms TEXT NOT NULL
  ) STRICT;
  CREATE INDEX testimonials_by_position ON testimonials (position);
  `,
  // When the admin last chose their own password (the change screen or the reset command); null while it is the
  // one ADMIN_PASSWORD set or the first start generated. ADMIN_PASSWORD never replaces a chosen one
  // (server/auth/admin-account.ts).
  `
  ALTER TABLE admins ADD COLUMN password_changed_at TEXT;
  `,
  // The search index made faster and smaller (server/db/products.ts, bestMatchPage): its rowids are the products'
  // rowids negated, so that the walk newest first is FTS5's ascending one, 4× faster for a query of two words than
  // the descending walk; it keeps every start of a word up to twelve letters (a query word of up to twelve is one
  // lookup, not a merge of every word it starts); it keeps no copy of the texts (contentless: searches read only
  // rowids, and the products table has the texts). 10,000 products: 6.2 MB of index, was 6.5 MB.
  `
  DROP TRIGGER product_search_insert;
  DROP TRIGGER product_search_delete;
  DROP TRIGGER product_search_update;
  DROP TABLE product_search;
  CREATE VIRTUAL TABLE product_search USING fts5(
    name, sku, category, sub_category, description, initials,
    tokenize = 'unicode61 remove_diacritics 2',
    prefix = '1 2 3 4 5 6 7 8 9 10 11 12',
    content = '',
    contentless_delete = 1
  );
  CREATE TRIGGER product_search_insert AFTER INSERT ON products BEGIN
    INSERT INTO product_search (rowid, name, sku, category, sub_category, description, initials)
    VALUES (-new.rowid, new.name, new.sku, new.category, new.sub_category, new.description,
      search_initials(new.sub_category, new.name));
  END;
  CREATE TRIGGER product_search_delete AFTER DELETE ON products BEGIN
    DELETE FROM product_search WHERE rowid = -old.rowid;
  END;
  CREATE TRIGGER product_search_update AFTER UPDATE OF name, sku, category, sub_category, description ON products
  BEGIN
    DELETE FROM product_search WHERE rowid = -old.rowid;
    INSERT INTO product_search (rowid, name, sku, category, sub_category, description, initials)
    VALUES (-new.rowid, new.name, new.sku, new.category, new.sub_category, new.description,
      search_initials(new.sub_category, new.name));
  END;
  INSERT INTO product_search (rowid, name, sku, category, sub_category, description, initials)
    SELECT -rowid, name, sku, category, sub_category, description, search_initials(sub_category, name)
    FROM products;
  `,
  // Each product's JSON as the API sends it (the fields of Product, in its order), kept in the row by triggers: a page
  // of the catalogue is then its rows' JSON joined (server/db/products.ts). Built at each read, a search's page of 24
  // took SQLite 70 µs; read from the rows, 25. Since then the triggers follow the table of product fields: made
  // anew at start when it changes (syncProductJson, below); a new field needs only its column.
  `
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
  `,
  // A product's Malay name and description (optional: the English shows when they are empty) and its status
  // (src/domain/product.ts: active, draft, sold out). The search index gains the two Malay texts, so a visitor
  // finds a product by either language's words. The JSON triggers follow the table of product fields at start.
  `
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
  `,
  // Repair jobs (server/db/repairs.ts). `open` is written with the status from the domain's isOpenRepair, so the
  // list (open jobs first, then newest first) is one walk of an index; no CHECK holds the statuses or languages,
  // so that a new one is a row of the domain's tables and no migration (the zod schemas guard every write).
  // `repair_numbers` keeps each year's last number: a job's number is never given twice, even once the job is gone.
  `
  CREATE TABLE repairs (
    id TEXT PRIMARY KEY,
    number TEXT NOT NULL UNIQUE,
    token TEXT NOT NULL UNIQUE,
    customer_name TEXT NOT NULL,
    customer_phone TEXT NOT NULL,
    language TEXT NOT NULL,
    brand TEXT NOT NULL,
    model TEXT NOT NULL,
    serial TEXT NOT NULL DEFAULT '',
    fault TEXT NOT NULL,
    accessories TEXT NOT NULL DEFAULT '',
    photos TEXT NOT NULL DEFAULT '[]',
    estimate REAL,
    deposit REAL,
    promised_date TEXT,
    status TEXT NOT NULL,
    open INTEGER NOT NULL,
    quote TEXT,
    history TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  ) STRICT;
  CREATE INDEX repairs_by_list ON repairs (open DESC, created_at DESC, id DESC);
  CREATE INDEX repairs_by_status ON repairs (status, created_at DESC, id DESC);
  CREATE INDEX repairs_by_promised ON repairs (open, promised_date);
  CREATE INDEX repairs_by_updated ON repairs (updated_at);

  CREATE TABLE repair_numbers (
    year INTEGER PRIMARY KEY,
    last INTEGER NOT NULL
  ) STRICT;
  `,
  // Repairs' money, payments, warranty and reminders (issue 38; src/domain/repair-fields.ts, decision 020): the new
  // columns of the table of repair fields, and `serial_key` (serialKey of the serial) for machine history. The
  // older jobs' figures move to sen by the next migration, which reads them here before `deposit` goes.
  `
  ALTER TABLE repairs ADD COLUMN payments TEXT NOT NULL DEFAULT '[]';
  ALTER TABLE repairs ADD COLUMN ready_at TEXT;
  ALTER TABLE repairs ADD COLUMN collected_at TEXT;
  ALTER TABLE repairs ADD COLUMN storage_fee TEXT;
  ALTER TABLE repairs ADD COLUMN warranty_days INTEGER;
  ALTER TABLE repairs ADD COLUMN claim_of TEXT;
  ALTER TABLE repairs ADD COLUMN claims TEXT NOT NULL DEFAULT '[]';
  ALTER TABLE repairs ADD COLUMN reminders_sent TEXT NOT NULL DEFAULT '[]';
  ALTER TABLE repairs ADD COLUMN serial_key TEXT NOT NULL DEFAULT '';
  CREATE INDEX repairs_by_serial ON repairs (serial_key) WHERE serial_key <> '';
  CREATE INDEX repairs_by_phone ON repairs (customer_phone);
  CREATE INDEX repairs_by_ready ON repairs (status, ready_at);
  `,
  // Each older job brought up to the table (upgradeRepairRow, server/db/repair-upgrade.ts): amounts in sen, the
  // deposit a payment, the quote a line, the ready and collection times from the history; then `deposit` goes.
  (db) => {
    upgradeRepairRows(db);
    db.exec('ALTER TABLE repairs DROP COLUMN deposit');
  },
];

export function openDatabase(dataDir: string): Db {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, 'site.db'));
  db.pragma('journal_mode = WAL');
  // FULL: a write that was acknowledged survives a power loss too, not only a crash of the process.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // What is deleted or overwritten is zeroed in its page, not left in free space: an erased customer's details
  // are then in no page of the file once the WAL is checkpointed (decision 024).
  db.pragma('secure_delete = ON');
  registerFunctions(db);
  migrate(db);
  return db;
}

/**
 * Functions the schema's triggers and the queries call: every connection that writes products needs them.
 * `order_matches(q, id, name, phone)` is the orders' search (src/domain/order-search.ts), and
 * `repair_matches(q, number, name, phone)` the repair jobs' (src/domain/repair-search.ts), the query read once for
 * all the rows of a statement. The full-text
 * index's rowids are the products' rowids negated; VACUUM may renumber those, so rebuild the index after one
 * (\`INSERT INTO product_search (product_search) VALUES ('delete-all')\`, then the INSERT … SELECT of the last
 * migration that made it).
 */
function registerFunctions(db: Db): void {
  db.function(
    'search_initials',
    { deterministic: true },
    (subCategory: unknown, name: unknown) =>
      productSearchText({
        name: String(name),
        subCategory: String(subCategory),
        sku: '',
        category: '',
        description: '',
      }).initials,
  );
  let last: { query: string; search: OrderSearch | null } | null = null;
  db.function(
    'order_matches',
    { deterministic: true },
    (query: unknown, id: unknown, name: unknown, phone: unknown) => {
      const text = String(query);
      if (last?.query !== text) last = { query: text, search: parseOrderSearch(text) };
      if (!last.search) return 1;
      const order = { id: String(id), customerName: String(name), customerPhone: String(phone) };
      return orderMatchesSearch(order, last.search) ? 1 : 0;
    },
  );
  let lastRepair: { query: string; search: RepairSearch | null } | null = null;
  db.function(
    'repair_matches',
    { deterministic: true },
    (query: unknown, number: unknown, name: unknown, phone: unknown) => {
      const text = String(query);
      if (lastRepair?.query !== text) lastRepair = { query: text, search: parseRepairSearch(text) };
      if (!lastRepair.search) return 1;
      const job = { number: String(number), customerName: String(name), customerPhone: String(phone) };
      return repairMatchesSearch(job, lastRepair.search) ? 1 : 0;
    },
  );
}

/**
 * Runs the migrations not yet applied, then keeps the products' JSON triggers in step with the table of product
 * fields (PRODUCT_JSON_TRIGGERS, server/db/product-columns.ts): the migration that first made them is history, the table is the truth.
 */
export function migrate(db: Db): void {
  const applied = db.pragma('user_version', { simple: true }) as number;
  for (let version = applied; version < MIGRATIONS.length; version++) {
    db.transaction(() => {
      const migration = MIGRATIONS[version]!;
      if (typeof migration === 'string') db.exec(migration);
      else migration(db);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
  syncProductJson(db);
}

/**
 * Makes the JSON triggers anew when they differ from the table's (a field added, a kind changed) and rebuilds every
 * row's JSON with them, in one transaction; does nothing when they are the same. Runs after the migrations, at
 * each start. Returns whether it made them anew.
 */
export function syncProductJson(db: Db): boolean {
  const stored = new Map(
    db
      .prepare<[], { name: string; sql: string }>(
        `SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'product_json_%'`,
      )
      .all()
      .map((row) => [row.name, row.sql]),
  );
  const wanted = Object.entries(PRODUCT_JSON_TRIGGERS);
  if (stored.size === wanted.length && wanted.every(([name, sql]) => stored.get(name) === sql)) return false;
  db.transaction(() => {
    for (const name of stored.keys()) db.exec(`DROP TRIGGER ${name}`);
    for (const [, sql] of wanted) db.exec(sql);
    // The update trigger runs for every row: each row's JSON is made again, with every field.
    db.exec('UPDATE products SET updated_at = updated_at');
  })();
  return true;
}

export function getMeta(db: Db, key: string): string | null {
  const row = db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?').get(key);
  return row?.value ?? null;
}

export function setMeta(db: Db, key: string, value: string): void {
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(
    key,
    value,
  );
}

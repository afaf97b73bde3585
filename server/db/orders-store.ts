import { nowIso } from './clock';
import { ORDER_STATUSES, type Order, type OrderItem, type OrderStatus, type Page } from '@/domain';
import type { OrderCounts } from '@/domain/order-admin';
import { parseOrderSearch } from '@/domain/order-search';
import {
  decideOrderCreate,
  type OrderDecided,
  type OrderDetails,
  type OrderRefusal,
  type OrderedProduct,
  type OrderAudit,
} from '@/domain/order-writes';
import type { Db } from './database';
import { keysetPage, prepareCached } from './cursor';
import { newId } from './ids';

type OrderRow = {
  id: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  shipping_address: string;
  items: string;
  total: number;
  status: OrderStatus;
  notes: string;
  created_at: string;
  updated_at: string;
};

export type OrderFilter = {
  status?: OrderStatus | undefined;
  /** An order number, a customer's name or phone: the rows `order_matches` takes (server/db/database.ts). */
  q?: string | undefined;
  limit: number;
  cursor?: string | undefined;
};
export type NewOrder = Omit<Order, 'id' | 'createdAt' | 'updatedAt'> & { createdAt?: string };

function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    customerPhone: row.customer_phone,
    shippingAddress: row.shipping_address,
    items: JSON.parse(row.items) as OrderItem[],
    total: row.total,
    status: row.status,
    notes: row.notes,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function createOrderRepository(db: Db) {
  const byId = db.prepare<[string], OrderRow>('SELECT * FROM orders WHERE id = ?');
  const insert = db.prepare(`
    INSERT INTO orders (id, customer_name, customer_email, customer_phone, shipping_address, items, total,
      status, notes, created_at, updated_at)
    VALUES (@id, @customerName, @customerEmail, @customerPhone, @shippingAddress, @items, @total,
      @status, @notes, @createdAt, @updatedAt)`);
  // The fields an order's writes change (src/domain/order-writes.ts); the customer's are personal-data.ts's.
  const updateRow = db.prepare<{ id: string; items: string; total: number; status: OrderStatus; updatedAt: string }>(
    'UPDATE orders SET items = @items, total = @total, status = @status, updated_at = @updatedAt WHERE id = @id',
  );
  const deleteRow = db.prepare<[string]>('DELETE FROM orders WHERE id = ?');
  const countRows = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM orders');
  const countByStatus = db.prepare<[], { status: OrderStatus; n: number }>(
    'SELECT status, count(*) AS n FROM orders GROUP BY status',
  );

  return {
    list(filter: OrderFilter): Page<Order> {
      // Every row's number, name and phone is read: a shop's orders are a few thousand, a scan of a few ms.
      const search = parseOrderSearch(filter.q)
        ? [{ sql: 'order_matches(@q, p.id, p.customer_name, p.customer_phone)', values: { q: filter.q! } }]
        : [];
      return keysetPage(db, 'orders', { status: filter.status }, filter, 'p.*', toOrder, search);
    },
    get(id: string): Order | null {
      const row = byId.get(id);
      return row ? toOrder(row) : null;
    },
    /** An order written as it is given (the seed, the tests): the site's own orders are placed (place). */
    create(order: NewOrder): Order {
      const id = newId();
      const createdAt = order.createdAt ?? nowIso();
      insert.run({ ...order, id, items: JSON.stringify(order.items), createdAt, updatedAt: createdAt });
      return this.get(id)!;
    },
    /**
     * A visitor's enquiry or the owner's own order, decided by decideOrderCreate in one immediate transaction with
     * the reads of its lines' products (`product`, a draft too): the order written, or the refusal and nothing.
     */
    place(details: OrderDetails, product: (id: string) => OrderedProduct, now = nowIso()): Order | OrderRefusal {
      return db
        .transaction((): Order | OrderRefusal => {
          const decided = decideOrderCreate(
            details,
            details.lines.map((line) => product(line.productId)),
            now,
          );
          return decided.ok ? this.create(decided.next) : decided;
        })
        .immediate();
    },
    /**
     * Runs a decision of src/domain/order-writes.ts on one order in an immediate transaction: read, decide, write. A
     * refusal writes nothing; null when there is no such order.
     */
    change(
      id: string,
      decide: (order: Order) => OrderDecided<Order> | OrderRefusal,
    ): { order: Order; before: Order; audit: OrderAudit } | OrderRefusal | null {
      return db
        .transaction(() => {
          const before = this.get(id);
          if (!before) return null;
          const decided = decide(before);
          if (!decided.ok) return decided;
          const after = decided.next;
          updateRow.run({
            id,
            items: JSON.stringify(after.items),
            total: after.total,
            status: after.status,
            updatedAt: after.updatedAt,
          });
          return { order: this.get(id)!, before, audit: decided.audit };
        })
        .immediate();
    },
    /** Every order of the export's filter, newest first; `start` and `end` bound created_at as [start, end). */
    listForExport(filter: { status?: OrderStatus | undefined; start?: string | undefined; end?: string | undefined }) {
      const where: string[] = [];
      if (filter.status !== undefined) where.push('status = @status');
      if (filter.start !== undefined) where.push('created_at >= @start');
      if (filter.end !== undefined) where.push('created_at < @end');
      const sql = `SELECT * FROM orders ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY created_at DESC, id DESC`;
      const values = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined));
      return prepareCached<OrderRow>(db, sql).all(values).map(toOrder);
    },
    countByStatus(): OrderCounts {
      const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as OrderCounts;
      for (const row of countByStatus.all()) counts[row.status] = row.n;
      return counts;
    },
    remove(id: string): boolean {
      return deleteRow.run(id).changes > 0;
    },
    count(): number {
      return countRows.get()!.n;
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;

import { nowIso } from './clock';
import type { Order, OrderItem, OrderStatus, Page } from '@/domain';
import type { Db } from './database';
import { keysetPage } from './cursor';
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

export type OrderFilter = { status?: OrderStatus | undefined; limit: number; cursor?: string | undefined };
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
  const setStatusRow = db.prepare<{ id: string; status: OrderStatus; updatedAt: string }>(
    'UPDATE orders SET status = @status, updated_at = @updatedAt WHERE id = @id',
  );
  const deleteRow = db.prepare<[string]>('DELETE FROM orders WHERE id = ?');
  const countRows = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM orders');

  return {
    list(filter: OrderFilter): Page<Order> {
      return keysetPage(db, 'orders', { status: filter.status }, filter, toOrder);
    },
    get(id: string): Order | null {
      const row = byId.get(id);
      return row ? toOrder(row) : null;
    },
    create(order: NewOrder): Order {
      const id = newId();
      const createdAt = order.createdAt ?? nowIso();
      insert.run({ ...order, id, items: JSON.stringify(order.items), createdAt, updatedAt: createdAt });
      return this.get(id)!;
    },
    setStatus(id: string, status: OrderStatus, now = nowIso()): Order | null {
      const result = setStatusRow.run({ id, status, updatedAt: now });
      return result.changes === 0 ? null : this.get(id);
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

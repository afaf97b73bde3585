import type { Order } from '@/domain/order';
import type { RepairJob } from '@/domain/repair';
import {
  CLOSED_ORDER_STATUSES,
  ERASED_NAME,
  ERASED_ORDER,
  isPerson,
  openRecords,
  retentionCutoff,
  type ErasureCounts,
  type ParsedPersonCorrection,
  type PersonQuery,
  type PersonRecords,
} from '@/domain/personal-data';
import { nowIso } from './clock';
import type { Db } from './database';
import { createOrderRepository } from './orders';
import { createRepairRepository } from './repairs';

/** What an erasure or a sweep did, and the photo addresses it took off its jobs (to delete from disk). */
export type Erasure = ErasureCounts & { photoAddresses: string[] };

export type EraseAnswer = { refused: { orders: number; repairs: number } } | { erased: Erasure };

const CLOSED_ORDERS = CLOSED_ORDER_STATUSES.map((status) => `'${status}'`).join(', ');

/**
 * A customer's personal data in SQLite (issue 39): one person's orders and jobs found by phone in any spelling or
 * by name (`person_matches`, the domain's isPerson), read a record at a time for a copy of any size, corrected and
 * erased in one transaction; and the retention sweep. Personal fields and the rules are src/domain/personal-data.ts.
 * A correction or an erasure leaves `updated_at` as it was: the record's business did not change, and the
 * retention still counts from its closing.
 */
export function createPersonalDataRepository(db: Db) {
  db.function('person_matches', { deterministic: true }, (query: unknown, name: unknown, phone: unknown) =>
    isPerson({ customerName: String(name), customerPhone: String(phone) }, JSON.parse(String(query)) as PersonQuery)
      ? 1
      : 0,
  );
  const orders = createOrderRepository(db);
  const repairs = createRepairRepository(db);
  const MATCH = 'person_matches(@query, customer_name, customer_phone) = 1';
  const orderIds = db.prepare<{ query: string }, { id: string }>(
    `SELECT id FROM orders WHERE ${MATCH} ORDER BY created_at DESC, id DESC`,
  );
  const repairIds = db.prepare<{ query: string }, { id: string }>(
    `SELECT id FROM repairs WHERE ${MATCH} ORDER BY created_at DESC, id DESC`,
  );
  const correctOrders = db.prepare<{ query: string; name: string | null; phone: string | null }>(
    `UPDATE orders SET customer_name = coalesce(@name, customer_name), customer_phone = coalesce(@phone, customer_phone)
     WHERE ${MATCH}`,
  );
  const correctRepairs = db.prepare<{ query: string; name: string | null; phone: string | null }>(
    `UPDATE repairs SET customer_name = coalesce(@name, customer_name), customer_phone = coalesce(@phone, customer_phone)
     WHERE ${MATCH}`,
  );
  const ERASE_ORDER = `UPDATE orders SET customer_name = @customerName, customer_email = @customerEmail,
    customer_phone = @customerPhone, shipping_address = @shippingAddress, notes = @notes`;
  // The serial's key (machine history's index) goes with the serial: an erased job is no longer another's history.
  const ERASE_REPAIR = `UPDATE repairs SET customer_name = @name, customer_phone = '', serial = '', serial_key = '',
    photos = '[]'`;
  const eraseOrders = db.prepare<typeof ERASED_ORDER & { query: string }>(`${ERASE_ORDER} WHERE ${MATCH}`);
  const repairPhotos = db.prepare<{ query: string }, { photos: string }>(`SELECT photos FROM repairs WHERE ${MATCH}`);
  const eraseRepairs = db.prepare<{ query: string; name: string }>(`${ERASE_REPAIR} WHERE ${MATCH}`);

  const PAST_ORDERS = `status IN (${CLOSED_ORDERS}) AND customer_name != @name AND updated_at < @cutoff`;
  const PAST_REPAIRS = 'open = 0 AND customer_name != @name AND updated_at < @cutoff';
  const sweepOrders = db.prepare<typeof ERASED_ORDER & { cutoff: string; name: string }>(
    `${ERASE_ORDER} WHERE ${PAST_ORDERS}`,
  );
  const pastRepairPhotos = db.prepare<{ cutoff: string; name: string }, { photos: string }>(
    `SELECT photos FROM repairs WHERE ${PAST_REPAIRS}`,
  );
  const sweepRepairs = db.prepare<{ cutoff: string; name: string }>(`${ERASE_REPAIR} WHERE ${PAST_REPAIRS}`);

  const key = (query: PersonQuery) => ({ query: JSON.stringify(query) });
  const photosOf = (rows: { photos: string }[]) => rows.flatMap((row) => JSON.parse(row.photos) as string[]);

  return {
    /** One person's orders, newest first, a record at a time: a copy of 10,000 holds one in memory. */
    *orders(query: PersonQuery): Generator<Order> {
      for (const { id } of orderIds.all(key(query))) {
        const order = orders.get(id);
        if (order) yield order;
      }
    },
    *repairs(query: PersonQuery): Generator<RepairJob> {
      for (const { id } of repairIds.all(key(query))) {
        const job = repairs.get(id);
        if (job) yield job;
      }
    },
    find(query: PersonQuery): PersonRecords {
      return { orders: [...this.orders(query)], repairs: [...this.repairs(query)] };
    },
    /** Writes the corrected name or phone into every order and job of the person; how many of each. */
    correct(query: PersonQuery, change: ParsedPersonCorrection): { orders: number; repairs: number } {
      const values = { ...key(query), name: change.name ?? null, phone: change.phone ?? null };
      return db.transaction(() => ({
        orders: correctOrders.run(values).changes,
        repairs: correctRepairs.run(values).changes,
      }))();
    },
    /** Erases the person's details everywhere, unless an order or job of theirs is still open. */
    erase(query: PersonQuery): EraseAnswer {
      return db.transaction((): EraseAnswer => {
        const open = openRecords(this.find(query));
        if (open.orders > 0 || open.repairs > 0) return { refused: open };
        const photoAddresses = photosOf(repairPhotos.all(key(query)));
        const erasedOrders = eraseOrders.run({ ...ERASED_ORDER, ...key(query) }).changes;
        const erasedRepairs = eraseRepairs.run({ ...key(query), name: ERASED_NAME }).changes;
        return {
          erased: { orders: erasedOrders, repairs: erasedRepairs, photos: photoAddresses.length, photoAddresses },
        };
      })();
    },
    /**
     * The retention sweep: erases the closed orders and jobs last changed before the cutoff of `months` months
     * (retentionCutoff, in Malaysian time). Open ones are never touched, nor ones erased already.
     */
    sweep(months: number, now = nowIso()): Erasure {
      const values = { cutoff: retentionCutoff(now, months), name: ERASED_NAME };
      return db.transaction((): Erasure => {
        const photoAddresses = photosOf(pastRepairPhotos.all(values));
        const swept = {
          orders: sweepOrders.run({ ...ERASED_ORDER, ...values }).changes,
          repairs: sweepRepairs.run(values).changes,
        };
        return { ...swept, photos: photoAddresses.length, photoAddresses };
      })();
    },
  };
}

export type PersonalDataRepository = ReturnType<typeof createPersonalDataRepository>;

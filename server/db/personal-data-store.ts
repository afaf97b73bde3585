import type { Order } from '@/domain/order';
import type { RepairStatus } from '@/domain/repair';
import {
  CLOSED_ORDER_STATUSES,
  correctRecords,
  eraseRecords,
  findPeople,
  foldName,
  personKey,
  pickOrRefuse,
  retentionCutoff,
  sweepRecords,
  type ErasureCounts,
  type ErasurePlan,
  type ParsedPersonCorrection,
  type Person,
  type PersonPick,
  type PersonQuery,
  type PersonRecords,
  type PersonRefusal,
} from '@/domain/personal-data';
import { REPAIR_FIELDS, REPAIR_PERSONAL_FIELD_NAMES } from '@/domain/repair-fields';
import { wholePhoneNumber } from '@/domain/phone';
import { nowIso } from './clock';
import type { Db } from './database';
import { createOrderRepository } from './orders-store';
import { repairRowParams } from './repair-columns';
import { createRepairRepository } from './repairs-store';

/** What an erasure or a sweep did, and the photo addresses it took off its jobs (to delete from disk). */
export type Erasure = ErasureCounts & { photoAddresses: string[] };

export type Refused = { refused: PersonRefusal };

const CLOSED_ORDERS = CLOSED_ORDER_STATUSES.map((status) => `'${status}'`).join(', ');

/**
 * A customer's personal data in SQLite (issue 39, decision 024): each step reads the candidate records, asks the
 * domain (src/domain/personal-data.ts) what to do, and writes its answer in one transaction. The candidates are
 * found by the whole phone number or the folded name (`person_phone`, `person_name`, the domain's functions), so
 * a foreign number finds only itself. A correction or an erasure leaves `updated_at` as it was: the record's
 * business did not change, and the retention still counts from its closing. After an erasure or a sweep the WAL is
 * checkpointed and truncated: with `secure_delete` (database.ts) the erased values are then in no page of the
 * file nor of its WAL.
 */
export function createPersonalDataRepository(db: Db) {
  db.function('person_phone', { deterministic: true }, (phone: unknown) => wholePhoneNumber(String(phone)));
  db.function('person_name', { deterministic: true }, (name: unknown) => foldName(String(name)));
  db.function('person_key', { deterministic: true }, (name: unknown, phone: unknown) =>
    personKey({ customerName: String(name), customerPhone: String(phone) }),
  );
  const orders = createOrderRepository(db);
  const repairs = createRepairRepository(db);
  const BY_QUERY = `(@phone IS NOT NULL AND person_phone(customer_phone) = @phone)
    OR (@name IS NOT NULL AND person_name(customer_name) = @name)`;
  const orderIdsByQuery = db.prepare<{ phone: string | null; name: string | null }, { id: string }>(
    `SELECT id FROM orders WHERE ${BY_QUERY}`,
  );
  const repairIdsByQuery = db.prepare<{ phone: string | null; name: string | null }, { id: string }>(
    `SELECT id FROM repairs WHERE ${BY_QUERY}`,
  );
  const orderIdsByKey = db.prepare<{ key: string }, { id: string }>(
    'SELECT id FROM orders WHERE person_key(customer_name, customer_phone) = @key',
  );
  const repairIdsByKey = db.prepare<{ key: string }, { id: string }>(
    'SELECT id FROM repairs WHERE person_key(customer_name, customer_phone) = @key',
  );
  const writeOrder = db.prepare<Order>(
    `UPDATE orders SET customer_name = @customerName, customer_email = @customerEmail,
     customer_phone = @customerPhone, shipping_address = @shippingAddress, notes = @notes WHERE id = @id`,
  );
  // The personal fields of the table of repair fields, and the serial's key (machine history's index) with them:
  // an erased job is no longer another's history.
  const writeRepair = db.prepare<Record<string, unknown>>(
    `UPDATE repairs SET serial_key = @serialKey, ${REPAIR_PERSONAL_FIELD_NAMES.map(
      (name) => `${REPAIR_FIELDS[name].column} = @${name}`,
    ).join(', ')} WHERE id = @id`,
  );
  const pastOrderIds = db.prepare<{ cutoff: string }, { id: string }>(
    `SELECT id FROM orders WHERE status IN (${CLOSED_ORDERS}) AND updated_at < @cutoff AND customer_phone != ''`,
  );
  const pastRepairIds = db.prepare<{ cutoff: string }, { id: string }>(
    `SELECT id FROM repairs WHERE open = 0 AND updated_at < @cutoff
       AND (customer_phone != '' OR serial != '' OR photos != '[]')`,
  );
  const statusOf = db.prepare<{ id: string }, { status: RepairStatus }>('SELECT status FROM repairs WHERE id = @id');

  const readAll = (orderIds: { id: string }[], repairIds: { id: string }[]): PersonRecords => ({
    orders: orderIds.flatMap(({ id }) => orders.get(id) ?? []),
    repairs: repairIds.flatMap(({ id }) => repairs.get(id) ?? []),
  });
  const candidatesOf = (pick: PersonPick): PersonRecords => {
    const key = { key: personKey({ customerName: pick.name, customerPhone: pick.phone }) };
    return readAll(orderIdsByKey.all(key), repairIdsByKey.all(key));
  };
  const write = (next: PersonRecords) => {
    for (const order of next.orders) writeOrder.run(order);
    for (const job of next.repairs) writeRepair.run(repairRowParams(job));
  };
  /** The erased values leave the WAL for the database file, whose freed cells secure_delete has zeroed. */
  const checkpoint = () => db.pragma('wal_checkpoint(TRUNCATE)');
  const erased = (plan: ErasurePlan): Erasure => {
    write(plan.next);
    return { ...plan.counts, photoAddresses: plan.photos };
  };

  return {
    /** The people the query finds, each with their own orders and jobs. */
    find(query: PersonQuery): { people: Person[] } {
      const params = {
        phone: query.phone ? wholePhoneNumber(query.phone) : null,
        name: query.name ? foldName(query.name) : null,
      };
      return { people: findPeople(readAll(orderIdsByQuery.all(params), repairIdsByQuery.all(params)), query) };
    },
    /** The records a pick names (the person's, or those of theirs picked), newest first; or why none. */
    picked(pick: PersonPick): PersonRecords | Refused {
      return pickOrRefuse(candidatesOf(pick), pick);
    },
    /** Writes the corrected name or phone into the picked records; how many of each. */
    correct(pick: PersonPick, change: ParsedPersonCorrection): { orders: number; repairs: number } | Refused {
      return db.transaction(() => {
        const picked = pickOrRefuse(candidatesOf(pick), pick);
        if ('refused' in picked) return picked;
        write(correctRecords(picked, change));
        return { orders: picked.orders.length, repairs: picked.repairs.length };
      })();
    },
    /** Erases the picked records, unless one of them is still open. */
    erase(pick: PersonPick): { erased: Erasure } | Refused {
      const answer = db.transaction((): { erased: Erasure } | Refused => {
        const picked = pickOrRefuse(candidatesOf(pick), pick);
        if ('refused' in picked) return picked;
        const plan = eraseRecords(picked);
        return 'refused' in plan ? plan : { erased: erased(plan) };
      })();
      if ('erased' in answer) checkpoint();
      return answer;
    },
    /**
     * The retention sweep (sweepRecords): the closed records last changed before the cutoff of `months` months are
     * read, and the domain erases those past retention, a job under warranty or with an open claim kept.
     */
    sweep(months: number, now = nowIso()): Erasure {
      const cutoff = retentionCutoff(now, months);
      const swept = db.transaction(() => {
        const candidates = readAll(pastOrderIds.all({ cutoff }), pastRepairIds.all({ cutoff }));
        return erased(sweepRecords(candidates, (id) => statusOf.get({ id })?.status, now, months));
      })();
      checkpoint();
      return swept;
    },
  };
}

import {
  Timestamp,
  collection,
  doc,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  startAfter,
  updateDoc,
  where,
  type DocumentSnapshot,
} from 'firebase/firestore/lite';
import type { Order } from '@/domain';
import type { Language } from '@/domain/limits';
import {
  ERASED_ORDER,
  PersonCorrectionSchema,
  PersonQuerySchema,
  erasedRepair,
  erasureAuditDetail,
  isPastRetention,
  isPerson,
  openRecords,
  retentionCutoff,
  type ErasureCounts,
  type ParsedPersonCorrection,
  type PersonCorrection,
  type PersonQuery,
  type PersonRecords,
} from '@/domain/personal-data';
import { copyCsvHeader, orderCopyCsv, repairCopyCsv } from '@/domain/personal-data-copy';
import type { RepairJob } from '@/domain/repair';
import { personalDataCopyLabels } from '@/i18n/personal-data-labels';
import { BackendError, type Backend } from '../backend';
import { isRepairToken, serialKey } from '@/domain/repair';
import { notFoundError } from './errors';
import type { HostedContext } from './hosted-context';
import { repairPhotosToDelete } from './image-objects';
import { planOrderList } from './queries';
import { toOrder } from './records';
import {
  REPAIRS_COLLECTION,
  REPAIR_VIEWS_COLLECTION,
  answerCopied,
  toRepairJob,
  viewFields,
  withAnswerOf,
} from './repair-records';
import { repairsAdmin } from './repairs-admin';
import { hostedSettings } from './settings';
import { parseOrThrow } from './validation';

type Data = Record<string, unknown>;
/** Documents read a batch at a time: a shop's orders and jobs are a few thousand. */
const BATCH = 100;

/**
 * The admin's Customer data in Firestore, as the embedded server's (server/routes/customers.ts): Firestore cannot
 * match a phone in any spelling, so the orders and jobs are read a batch at a time and matched in the browser with
 * the domain's isPerson, as the admin's searches are. An order's personal fields are written alone (the rules let
 * an admin change them and nothing else, its dates kept); a job's are written with its view in one transaction, as
 * every job write is, and its photos deleted from Storage after.
 */
export function customersAdmin(ctx: HostedContext): Backend['customers'] {
  const repairs = repairsAdmin(ctx);

  async function everyOrder(): Promise<Order[]> {
    const found: Order[] = [];
    let cursor: string | undefined;
    do {
      const page = await ctx.readPage<Order>(
        planOrderList({ limit: BATCH, ...(cursor ? { cursor } : {}) } as Parameters<typeof planOrderList>[0]),
        toOrder,
      );
      found.push(...page.items);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return found;
  }

  async function everyJob(): Promise<RepairJob[]> {
    const found: RepairJob[] = [];
    let cursor: string | undefined;
    do {
      const page = await repairs.list({ limit: BATCH, ...(cursor ? { cursor } : {}) });
      found.push(...page.items);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return found;
  }

  async function find(person: PersonQuery): Promise<PersonRecords> {
    await ctx.adminSession();
    const [orders, jobs] = await Promise.all([everyOrder(), everyJob()]);
    return { orders: orders.filter((order) => isPerson(order, person)), repairs: jobs.filter((job) => isPerson(job, person)) };
  }

  /**
   * Writes a job's personal fields and its view together, from what the transaction read, as every job write is
   * (repairs-admin.ts): only the changed fields, by update, so that the rules judge each (repairFieldsValid), with
   * the customer's answer copied from the view when the job lacks it. The serial's key for machine history follows
   * the serial: an erased job is no longer found by its machine's serial.
   */
  async function writeJob(id: string, change: (job: RepairJob) => RepairJob): Promise<string[]> {
    return runTransaction(ctx.db, async (transaction) => {
      const ref = doc(ctx.db, REPAIRS_COLLECTION, id);
      const stored = await transaction.get(ref);
      if (!stored.exists()) throw notFoundError('repair');
      const data = stored.data();
      const token = typeof data.token === 'string' && isRepairToken(data.token) ? data.token : null;
      if (!token) throw notFoundError('repair');
      const viewRef = doc(ctx.db, REPAIR_VIEWS_COLLECTION, token);
      const view = await transaction.get(viewRef);
      const viewData = view.exists() ? view.data() : undefined;
      const before = toRepairJob(id, withAnswerOf(data, viewData));
      const after = change(before);
      const personal: Data = {
        customerName: after.customerName,
        customerPhone: after.customerPhone,
        machine: { ...after.machine },
        serialKey: serialKey(after.machine.serial),
        photos: after.photos,
      };
      const stamp = serverTimestamp();
      transaction.update(ref, { ...answerCopied(data, viewData), ...personal, updatedAt: stamp });
      transaction.update(viewRef, { ...viewFields(personal), updatedAt: stamp });
      return before.photos;
    });
  }

  async function deletePhotos(photos: readonly string[]): Promise<void> {
    const keys = repairPhotosToDelete(photos, [], ctx.settings.options.storageBucket);
    if (keys.length === 0) return;
    try {
      await (await ctx.storageCode()).deleteImages(ctx.app, ctx.settings.emulators.storage, keys);
    } catch (error) {
      console.warn('Repair photos were not deleted from Storage', keys, error);
    }
  }

  /** Erases the given orders and jobs; the photos the jobs held are deleted after. */
  async function eraseAll(orders: readonly Order[], jobs: readonly RepairJob[]): Promise<ErasureCounts> {
    const photos = await ctx.adminWrite('order', async () => {
      for (const order of orders) await updateDoc(doc(ctx.db, 'orders', order.id), { ...ERASED_ORDER });
      const freed: string[] = [];
      for (const job of jobs) freed.push(...(await writeJob(job.id, erasedRepair)));
      return freed;
    });
    await deletePhotos(photos);
    return { orders: orders.length, repairs: jobs.length, photos: photos.length };
  }

  /** The closed orders or jobs last changed before the cutoff, by a range on `updatedAt` (its single-field index). */
  async function olderThan(collectionName: string, cutoff: string): Promise<{ id: string; data: Data }[]> {
    const found: { id: string; data: Data }[] = [];
    let last: DocumentSnapshot | undefined;
    for (;;) {
      const constraints = [
        where('updatedAt', '<', Timestamp.fromDate(new Date(cutoff))),
        orderBy('updatedAt'),
        ...(last ? [startAfter(last)] : []),
        limit(BATCH),
      ];
      const { docs } = await getDocs(query(collection(ctx.db, collectionName), ...constraints));
      found.push(...docs.map((snapshot) => ({ id: snapshot.id, data: snapshot.data() })));
      if (docs.length < BATCH) return found;
      last = docs.at(-1);
    }
  }

  return {
    find: (person) => find(parseOrThrow(PersonQuerySchema, person, 'person')),

    async copy(person: PersonQuery, format: 'json' | 'csv', language: Language) {
      const records = await find(parseOrThrow(PersonQuerySchema, person, 'person'));
      if (format === 'json') {
        const text = JSON.stringify({ madeAt: new Date().toISOString(), ...records });
        return new Blob([`${text}\n`], { type: 'application/json;charset=utf-8' });
      }
      const labels = personalDataCopyLabels(language);
      const parts = [
        copyCsvHeader(labels),
        ...records.orders.map((order) => orderCopyCsv(order, labels)),
        ...records.repairs.map((job) => repairCopyCsv(job, labels)),
      ];
      return new Blob(parts, { type: 'text/csv;charset=utf-8' });
    },

    async correct(person: PersonQuery, change: PersonCorrection) {
      const who = parseOrThrow(PersonQuerySchema, person, 'person');
      const fix: ParsedPersonCorrection = parseOrThrow(PersonCorrectionSchema, change, 'correction');
      const records = await find(who);
      await ctx.adminWrite('order', async () => {
        for (const order of records.orders) {
          await updateDoc(doc(ctx.db, 'orders', order.id), {
            ...(fix.name !== undefined && { customerName: fix.name }),
            ...(fix.phone !== undefined && { customerPhone: fix.phone }),
          });
        }
        for (const job of records.repairs) {
          await writeJob(job.id, (current) => ({
            ...current,
            ...(fix.name !== undefined && { customerName: fix.name }),
            ...(fix.phone !== undefined && { customerPhone: fix.phone }),
          }));
        }
      });
      await ctx.record('customer.correct');
      return { orders: records.orders.length, repairs: records.repairs.length };
    },

    async erase(person: PersonQuery) {
      const records = await find(parseOrThrow(PersonQuerySchema, person, 'person'));
      const open = openRecords(records);
      if (open.orders > 0 || open.repairs > 0) {
        throw new BackendError('openRecords', 409, { params: open, message: 'The person has open orders or repairs.' });
      }
      const counts = await eraseAll(records.orders, records.repairs);
      await ctx.record('customer.erase');
      return counts;
    },

    async sweep() {
      await ctx.adminSession();
      const { retentionMonths } = await hostedSettings(ctx).settings.get();
      const cutoff = retentionCutoff(new Date().toISOString(), retentionMonths);
      const [orderDocs, jobDocs] = await Promise.all([
        olderThan('orders', cutoff),
        olderThan(REPAIRS_COLLECTION, cutoff),
      ]);
      const orders = orderDocs
        .map(({ id, data }) => toOrder(id, data))
        .filter((order) => isPastRetention({ kind: 'order', ...order }, cutoff));
      const jobs = jobDocs
        .map(({ id, data }) => toRepairJob(id, data))
        .filter((job) => isPastRetention({ kind: 'repair', ...job }, cutoff));
      const counts = await eraseAll(orders, jobs);
      await ctx.record('customer.sweep', '', erasureAuditDetail(counts));
      return counts;
    },
  };
}

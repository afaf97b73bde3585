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
  PersonCopyRequestSchema,
  PersonCorrectionRequestSchema,
  PersonEraseRequestSchema,
  PersonQuerySchema,
  correctRecords,
  erasedRepairValue,
  eraseRecords,
  erasureAuditDetail,
  findPeople,
  pickOrRefuse,
  retentionCutoff,
  sweepRecords,
  type ErasureCounts,
  type ErasurePlan,
  type ParsedPersonCorrection,
  type PersonPick,
  type PersonRecords,
  type PersonRefusal,
} from '@/domain/personal-data';
import { copyChunks } from '@/domain/personal-data-copy';
import { REPAIR_FIELDS, REPAIR_PERSONAL_FIELD_NAMES } from '@/domain/repair-fields';
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
import { hostedSettings } from './firestore-settings';
import { parseOrThrow } from './firestore-validation';

type Data = Record<string, unknown>;
/** Documents read a batch at a time: a shop's orders and jobs are a few thousand. */
const BATCH = 100;

/**
 * The admin's Customer data in Firestore, as the embedded server's (server/routes/customers-routes.ts): Firestore cannot
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

  async function everything(): Promise<PersonRecords> {
    await ctx.adminSession();
    const [orders, repairs] = await Promise.all([everyOrder(), everyJob()]);
    return { orders, repairs };
  }

  /** The domain's refusal as the port's error, as the embedded server answers it. */
  function refusal(refused: PersonRefusal): BackendError {
    if (refused.code === 'notFound') {
      return new BackendError('notFound', 404, { params: { what: 'person' }, message: 'No record of that person.' });
    }
    return new BackendError('openRecords', 409, {
      params: refused.params,
      message: 'The person has open orders or repairs.',
    });
  }

  /** The records a pick (checked already, as the request it is part of) names, read afresh. */
  async function picked(pick: PersonPick): Promise<PersonRecords> {
    const records = pickOrRefuse(await everything(), pick);
    if ('refused' in records) throw refusal(records.refused);
    return records;
  }

  /**
   * Writes a job's personal fields and its view together, from what the transaction read, as every job write is
   * (repairs-admin.ts): only the changed fields, by update, so that the rules judge each (repairFieldsValid), with
   * the customer's answer copied from the view when the job lacks it. The serial's key for machine history follows
   * the serial: an erased job is no longer found by its machine's serial.
   */
  async function writeJob(id: string, change: (job: RepairJob, data: Data) => Data): Promise<string[]> {
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
      const current = withAnswerOf(data, viewData);
      const before = toRepairJob(id, current);
      const personal = change(before, current);
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

  /**
   * A job's personal fields erased as stored (the domain's erasedRepairValue of each field the table flags): the
   * record's own shapes kept, its payments' map and its history's timestamps.
   */
  function erasedFields(_job: RepairJob, data: Data): Data {
    const fields: Data = {};
    const machine = { ...(data.machine as Data) };
    for (const name of REPAIR_PERSONAL_FIELD_NAMES) {
      const [top = '', part] = REPAIR_FIELDS[name].path.split('.');
      if (part) machine[part] = erasedRepairValue(name, machine[part]);
      else fields[top] = erasedRepairValue(name, data[top]);
    }
    return { ...fields, machine, serialKey: serialKey(String(machine.serial ?? '')) };
  }

  /** Writes an erasure the domain planned; the photos the jobs held are deleted after, from Storage. */
  async function eraseAll(plan: ErasurePlan): Promise<ErasureCounts> {
    const photos = await ctx.adminWrite('order', async () => {
      for (const order of plan.next.orders) await updateDoc(doc(ctx.db, 'orders', order.id), { ...ERASED_ORDER });
      const freed: string[] = [];
      for (const job of plan.next.repairs) freed.push(...(await writeJob(job.id, erasedFields)));
      return freed;
    });
    await deletePhotos(photos);
    return { ...plan.counts, photos: photos.length };
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
    async find(query) {
      const asked = parseOrThrow(PersonQuerySchema, query, 'person');
      return { people: findPeople(await everything(), asked) };
    },

    async copy(person: PersonPick, format: 'json' | 'csv', language: Language) {
      // Checked as the embedded server checks its request's body, so that a refusal names the same fields.
      parseOrThrow(PersonCopyRequestSchema, { person, format, language }, 'copy');
      const records = await picked(person);
      const parts = [...copyChunks(records, format, personalDataCopyLabels(language), new Date().toISOString())];
      return new Blob(parts, { type: format === 'json' ? 'application/json;charset=utf-8' : 'text/csv;charset=utf-8' });
    },

    async correct(person: PersonPick, change) {
      const request = parseOrThrow(PersonCorrectionRequestSchema, { person, change }, 'correction');
      const fix: ParsedPersonCorrection = request.change;
      const records = await picked(request.person);
      const next = correctRecords(records, fix);
      await ctx.adminWrite('order', async () => {
        for (const order of next.orders) {
          await updateDoc(doc(ctx.db, 'orders', order.id), {
            customerName: order.customerName,
            customerPhone: order.customerPhone,
          });
        }
        for (const job of next.repairs) {
          await writeJob(job.id, () => ({ customerName: job.customerName, customerPhone: job.customerPhone }));
        }
      });
      await ctx.record('customer.correct');
      return { orders: records.orders.length, repairs: records.repairs.length };
    },

    async erase(person: PersonPick) {
      const plan = eraseRecords(await picked(parseOrThrow(PersonEraseRequestSchema, { person }, 'person').person));
      if ('refused' in plan) throw refusal(plan.refused);
      const counts = await eraseAll(plan);
      await ctx.record('customer.erase');
      return counts;
    },

    async sweep() {
      await ctx.adminSession();
      const { retentionMonths } = await hostedSettings(ctx).settings.get();
      const now = new Date().toISOString();
      const cutoff = retentionCutoff(now, retentionMonths);
      const [orderDocs, jobDocs] = await Promise.all([
        olderThan('orders', cutoff),
        olderThan(REPAIRS_COLLECTION, cutoff),
      ]);
      const candidates = {
        orders: orderDocs.map(({ id, data }) => toOrder(id, data)),
        repairs: jobDocs.map(({ id, data }) => toRepairJob(id, data)),
      };
      // A claim on an old job is a newer job: its status is read by id.
      const claimIds = [...new Set(candidates.repairs.flatMap((job) => job.claims.map((claim) => claim.id)))];
      const claims = new Map<string, RepairJob['status']>();
      for (const id of claimIds) {
        const claim = await repairs.get(id);
        if (claim) claims.set(id, claim.status);
      }
      const counts = await eraseAll(sweepRecords(candidates, (id) => claims.get(id), now, retentionMonths));
      await ctx.record('customer.sweep', '', erasureAuditDetail(counts));
      return counts;
    },
  };
}

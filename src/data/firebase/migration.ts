import { isImageOwner } from '@/domain/image-key';
import { isListed, isProductStatus, skuKeyOf, type ProductStatus } from '@/domain/product';
import { priceUpKey, productSearchTokens } from '@/domain/search';
import { isTimestampLike } from './firestore-cursor';
import { toProduct } from './records';
import { missingRepairFields, upgradeRepairRecord, viewFields } from './repair-records';

/**
 * The one-off clean-up of records written before the current rules (scripts/firebase-migrate.ts, run with
 * the Admin SDK): what to change, worked out from the records alone, and the changes made through a small
 * store interface, so both are tested on fakes (migration.test.ts).
 *
 * - `createdAt` and `updatedAt` become timestamps: text or milliseconds are read as the time they say; a
 *   missing or unreadable `createdAt` takes `updatedAt`, else the time Firestore created the document; a
 *   missing `updatedAt` takes `createdAt`. Lists order by `createdAt`: a record without one is never listed,
 *   and text sorts apart from timestamps.
 * - A product whose id is not letters and digits cannot own image keys (src/domain/image-key.ts), so a new
 *   image could never be added to it: it moves to a new id. Orders keep theirs.
 * - A product gets the words it is found by and its key for the lowest price first (`searchTokens`, `priceUp`,
 *   docs/hosted-mode.md section 12) when it lacks them or they no longer match its text and price, and its SKU as
 *   SKUs compare (`skuKey`), by which the SKU check of a save finds another product with it, when it lacks it or it
 *   is not its SKU's.
 * - A product made before the status and the Malay texts gets `status: 'active'` (as it is read meanwhile),
 *   `nameMs: ''` and `descriptionMs: ''`, and `listed` (true unless a draft): public lists ask for
 *   `listed == true` and the rules show visitors nothing else, so until then such a product is missing from the
 *   catalogue and its page. A `listed` that disagrees with the status is set right too.
 * - A repair job written before money in sen (issue 38) gets its amounts in sen, its deposit as a payment and its
 *   quote as version 1 of one labour line (upgradeRepairRecord); any job that lacks a field of the table of repair
 *   fields gets it, as it reads meanwhile (missingRepairFields); its view is written again to say the same.
 */

export type MigrationCollection = 'products' | 'orders' | 'repairs';

/**
 * A field to delete, in the changes of a step: the store writes its SDK's delete sentinel for it (an older repair
 * job's `deposit`, which became a payment).
 */
export const DELETED_FIELD = '\u0000deleted';

export type StoredRecord = {
  collection: MigrationCollection;
  id: string;
  data: Record<string, unknown>;
  /** When Firestore created the document (the snapshot's createTime). */
  createTime: Date;
};

export type MigrationStep = {
  collection: MigrationCollection;
  id: string;
  /** The new id of a product whose id cannot own image keys. */
  moveTo?: string;
  /** The times to write, as dates (the Admin SDK stores a Date as a timestamp). */
  set: { createdAt?: Date; updatedAt?: Date };
  /** A product's search fields to write: its words, its key for the lowest price first, its SKU as SKUs compare. */
  search?: { searchTokens: string[]; priceUp: number; skuKey: string };
  /** A product's fields of the status and the Malay texts that it lacks, and `listed` when missing or wrong. */
  shown?: ProductShownFields;
  /**
   * A repair job brought up to the table of repair fields (upgradeRepairRecord, missingRepairFields): the fields to
   * write on the job, and on its view (`repairStatus/{token}`), which must say the same.
   */
  repair?: { job: Record<string, unknown>; token: string; view: Record<string, unknown> };
  /** What was wrong, in words for the dry run's list. */
  reasons: string[];
};

export type ProductShownFields = Partial<{
  status: ProductStatus;
  listed: boolean;
  nameMs: string;
  descriptionMs: string;
}>;

export type MigrationStore = {
  update(collection: MigrationCollection, id: string, fields: Record<string, unknown>): Promise<void>;
  /** A repair job's changes and its view's, together (one batch); DELETED_FIELD values are deleted. */
  updateRepair(id: string, job: Record<string, unknown>, token: string, view: Record<string, unknown>): Promise<void>;
  /** Writes `data` under `to` and deletes `from`, together (one batch). */
  move(collection: MigrationCollection, from: string, to: string, data: Record<string, unknown>): Promise<void>;
};

/** The steps for the records that need one; `newId` names a new document (Firestore's auto-id). */
export function planMigration(records: readonly StoredRecord[], newId: () => string): MigrationStep[] {
  const steps: MigrationStep[] = [];
  for (const record of records) {
    const reasons: string[] = [];
    const set: MigrationStep['set'] = {};

    const created = readTime(record.data.createdAt);
    const updated = readTime(record.data.updatedAt);
    let createdAt = created.date;
    if (created.kind !== 'timestamp') {
      createdAt = created.date ?? updated.date ?? record.createTime;
      set.createdAt = createdAt;
      reasons.push(`createdAt ${describe(created.kind)}`);
    }
    if (updated.kind !== 'timestamp') {
      set.updatedAt = updated.date ?? createdAt ?? record.createTime;
      reasons.push(`updatedAt ${describe(updated.kind)}`);
    }

    let moveTo: string | undefined;
    if (record.collection === 'products' && !isImageOwner(record.id)) {
      moveTo = newId();
      reasons.push('id is not letters and digits only, so images cannot be added to it');
    }
    let search: MigrationStep['search'];
    let shown: ProductShownFields | undefined;
    if (record.collection === 'products') {
      const product = toProduct(record.id, record.data);
      const wanted = {
        searchTokens: productSearchTokens(product),
        priceUp: priceUpKey(product.price),
        skuKey: skuKeyOf(product.sku),
      };
      const stored = record.data.searchTokens;
      const sameWords =
        Array.isArray(stored) &&
        stored.length === wanted.searchTokens.length &&
        stored.every((token, index) => token === wanted.searchTokens[index]) &&
        record.data.priceUp === wanted.priceUp;
      const sameKey = record.data.skuKey === wanted.skuKey;
      if (!sameWords || !sameKey) {
        search = wanted;
        if (!sameWords) reasons.push('search words missing or out of date');
        if (!sameKey) reasons.push('skuKey missing or not its SKU’s');
      }
      shown = shownFields(record.data, product.status);
      if (shown) reasons.push(`${Object.keys(shown).join(', ')} missing or out of date`);
    }
    let repair: MigrationStep['repair'];
    if (record.collection === 'repairs' && typeof record.data.token === 'string') {
      const upgrade = upgradeRepairRecord(record.data, DELETED_FIELD);
      const upgraded = { ...record.data, ...upgrade };
      const missing = missingRepairFields(upgraded);
      if (upgrade) reasons.push('amounts in RM, a deposit and a one-figure quote: now sen, a payment and a line');
      if (Object.keys(missing).length > 0) reasons.push(`${Object.keys(missing).join(', ')} missing`);
      if (upgrade || Object.keys(missing).length > 0) {
        const job = { ...upgrade, ...missing };
        const whole = { ...upgraded, ...missing, ...(set.createdAt ? { createdAt: set.createdAt } : {}) };
        const { token: _token, ...view } = viewFields(whole);
        repair = { job, token: record.data.token, view };
      }
    }
    if (reasons.length > 0) {
      steps.push({
        collection: record.collection,
        id: record.id,
        ...(moveTo ? { moveTo } : {}),
        set,
        ...(search ? { search } : {}),
        ...(shown ? { shown } : {}),
        ...(repair ? { repair } : {}),
        reasons,
      });
    }
  }
  return steps;
}

/**
 * What a product's document lacks of the status and the Malay texts, or nothing when it has them all: a status that
 * is none of the three is read as active (records.ts) and written so; `listed` follows the status.
 */
function shownFields(data: Record<string, unknown>, status: ProductStatus): ProductShownFields | undefined {
  const fields: ProductShownFields = {};
  if (!isProductStatus(data.status)) fields.status = status;
  const listed = isListed({ status });
  if (data.listed !== listed) fields.listed = listed;
  if (typeof data.nameMs !== 'string') fields.nameMs = '';
  if (typeof data.descriptionMs !== 'string') fields.descriptionMs = '';
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/** Makes the planned changes, one record at a time; returns how many records changed. */
export async function applyMigration(
  steps: readonly MigrationStep[],
  records: readonly StoredRecord[],
  store: MigrationStore,
): Promise<number> {
  const byKey = new Map(records.map((record) => [`${record.collection}/${record.id}`, record]));
  let changed = 0;
  for (const step of steps) {
    const fields: Record<string, unknown> = {
      ...Object.fromEntries(Object.entries(step.set).filter((entry): entry is [string, Date] => entry[1] instanceof Date)),
      ...step.search,
      ...step.shown,
    };
    if (step.repair) {
      await store.updateRepair(step.id, { ...fields, ...step.repair.job }, step.repair.token, {
        ...fields,
        ...step.repair.view,
      });
    } else if (step.moveTo) {
      const record = byKey.get(`${step.collection}/${step.id}`);
      if (!record) throw new Error(`No record ${step.collection}/${step.id} to move`);
      await store.move(step.collection, step.id, step.moveTo, { ...record.data, ...fields });
    } else {
      await store.update(step.collection, step.id, fields);
    }
    changed++;
  }
  return changed;
}

/** One line per step, for the dry run and the log of a real run. */
export function describeStep(step: MigrationStep): string {
  const target = step.moveTo ? ` → ${step.collection}/${step.moveTo}` : '';
  const times = Object.entries(step.set).map(([field, date]) => `${field} = ${date.toISOString()}`);
  return `${step.collection}/${step.id}${target}: ${step.reasons.join('; ')}${times.length ? ` (${times.join(', ')})` : ''}`;
}

type TimeKind = 'timestamp' | 'text' | 'number' | 'missing' | 'unreadable';

function readTime(value: unknown): { kind: TimeKind; date: Date | null } {
  if (isTimestampLike(value)) return { kind: 'timestamp', date: new Date(value.toMillis()) };
  if (value === undefined || value === null || value === '') return { kind: 'missing', date: null };
  if (typeof value === 'string' || typeof value === 'number') {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return { kind: typeof value === 'string' ? 'text' : 'number', date };
  }
  return { kind: 'unreadable', date: null };
}

function describe(kind: TimeKind): string {
  switch (kind) {
    case 'text':
      return 'was text';
    case 'number':
      return 'was a number';
    case 'missing':
      return 'was missing';
    default:
      return 'was unreadable';
  }
}

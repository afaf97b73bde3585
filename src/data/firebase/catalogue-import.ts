import { collection, doc, serverTimestamp, writeBatch } from 'firebase/firestore/lite';
import type { Product } from '@/domain/product';
import type { ProductInput } from '@/domain/product-schema';
import type { ImportAnswer, ImportErrors, ImportFields, ImportPlan, ImportRow } from '@/domain/product-import';
import { MAX_PAGE_SIZE } from '@/domain/limits';
import { BackendError } from '../backend';
import { toBackendError } from './errors';
import { inputChecks, signedOut, type HostedContext } from './hosted-context';
import type * as InputChecks from './input-checks';
import { planAdminProductList } from './queries';
import { productFields, toProduct } from './records';
import type { StoredForm } from './stored-form';

/**
 * An import of the catalogue in hosted mode (the port's `products.importLines`): the lines planned by SKU against
 * every product as the admin reads them, as on the embedded server (src/domain/product-import.ts, planImport), and,
 * applied, the added and changed products written in Firestore batches. Loaded on first use; the plan and the
 * schemas come through input-checks.ts.
 *
 * What differs from the embedded server (docs/hosted-mode.md, "Importing products"):
 * - A picture on another site is not fetched (the browser may not read it, and the rules take images of the
 *   project's bucket only): its line is refused with `imageUpload` on the first field that names one. A line whose
 *   product the rules would refuse for another reason (an image address that is not a download URL of the bucket,
 *   a link that is not http(s)) is refused with the hosted form's own code (`imageUrl`, `marketplaceUrl`).
 * - Writes go in batches of at most MAX_BATCH_WRITES (Firestore's limit) and about MAX_BATCH_BYTES, one after
 *   another. Each batch is whole; an import that needs one batch is all or nothing, and a failure after the first
 *   batch leaves the earlier ones written, which its error says (`params.written`).
 */

/** The most writes Firestore takes in one batch. */
export const MAX_BATCH_WRITES = 500;
/** A batch closes before its writes reach this size: Firestore refuses a request over 10 MiB. */
export const MAX_BATCH_BYTES = 8 * 1024 * 1024;

/** What the plan takes from input-checks.ts, which carries the schemas. */
type ImportChecks = Pick<typeof InputChecks, 'planImport' | 'remoteImages' | 'checkStoredProduct'>;

/** A line the import writes: a product to add, or one to change, with its fields as stored. */
type PlannedWrite = { line: number; action: 'add' | 'change'; id?: string; fields: Record<string, unknown> };

export async function importLines(ctx: HostedContext, rows: ImportRow[], apply: boolean): Promise<ImportAnswer> {
  // Admin only, as the port says: the reads below would pass for a visitor's listed products.
  if (!(await (await ctx.adminSession()).currentUser())) throw signedOut();
  const checks = await inputChecks();
  const checked = checks.checkImportRows(rows);
  const bySku = await productsBySku(ctx, checks.skuKeyOf);
  const { plan, writes } = planHostedImport(checked, bySku, ctx.stored, checks);
  if (apply) await writeImport(ctx, writes);
  return { ...plan, images: {}, applied: apply };
}

/** Every product the admin's list holds, by its SKU as the import matches it (the newest of two alike). */
async function productsBySku(ctx: HostedContext, skuKeyOf: (sku: string) => string): Promise<Map<string, Product>> {
  const bySku = new Map<string, Product>();
  let cursor: string | null = null;
  do {
    const plan = planAdminProductList({ limit: MAX_PAGE_SIZE, ...(cursor ? { cursor } : {}) });
    const page = await ctx.readPage(plan, toProduct);
    for (const product of page.items) {
      const key = skuKeyOf(product.sku);
      if (key && !bySku.has(key)) bySku.set(key, product);
    }
    cursor = page.nextCursor;
  } while (cursor);
  return bySku;
}

/**
 * The plan of an import as hosted mode can carry it out: pictures on other sites refused (`uploadErrors`), then each
 * added or changed product checked against what the rules accept; a line that fails is refused with its fields'
 * codes, and the plan is made again with it refused.
 */
export function planHostedImport(
  rows: readonly ImportRow[],
  bySku: ReadonlyMap<string, Product>,
  stored: StoredForm,
  checks: ImportChecks,
): { plan: ImportPlan; writes: PlannedWrite[] } {
  const { planImport } = checks;
  const errors = uploadErrors(rows, stored, checks.remoteImages);
  let planned = planImport(rows, bySku, errors);
  // Each product to write as the rules take it, by its line's place in the file; refused, its fields' codes.
  const checked = new Map<number, ProductInput>();
  let refused = false;
  planned.lines.forEach((line, index) => {
    if ((line.action !== 'add' && line.action !== 'change') || !line.input) return;
    const result = storedCheck(line.input, stored, checks.checkStoredProduct);
    if ('input' in result) {
      checked.set(index, result.input);
    } else {
      errors.set(line.line, { ...errors.get(line.line), ...result.errors });
      refused = true;
    }
  });
  // Refusals only add errors: the plan is the same but for the lines refused, and each line written was checked.
  if (refused) planned = planImport(rows, bySku, errors);
  const writes = planned.lines.flatMap((line, index): PlannedWrite[] => {
    const input = checked.get(index);
    if ((line.action !== 'add' && line.action !== 'change') || !input) return [];
    return [{ line: line.line, action: line.action, ...(line.id ? { id: line.id } : {}), fields: productFields(input) }];
  });
  return { plan: planned.plan, writes };
}

/**
 * The lines that name a picture outside this project's bucket: hosted mode cannot fetch it, so the admin uploads it
 * in the product's form. The first field that names one is refused with `imageUpload`.
 */
export function uploadErrors(
  rows: readonly ImportRow[],
  stored: StoredForm,
  remoteImages: (fields: ImportFields) => string[],
): Map<number, ImportErrors> {
  const errors = new Map<number, ImportErrors>();
  for (const { line, fields } of rows) {
    const outside = remoteImages(fields).find((url) => !stored.isImage(url));
    if (outside === undefined) continue;
    errors.set(line, { [imageField(fields, outside)]: 'imageUpload', ...errors.get(line) });
  }
  return errors;
}

function imageField(fields: ImportFields, url: string): 'image' | 'additionalImages' {
  return fields.image === url ? 'image' : 'additionalImages';
}

/** A product as checkStoredProduct gives it back, or its refusal as a line's errors (`additionalImages.1` → `additionalImages`). */
function storedCheck(
  input: ProductInput,
  stored: StoredForm,
  checkStoredProduct: ImportChecks['checkStoredProduct'],
): { input: ProductInput } | { errors: ImportErrors } {
  try {
    return { input: checkStoredProduct(input, stored) };
  } catch (error) {
    if (!(error instanceof BackendError) || Object.keys(error.fields).length === 0) throw error;
    const errors: ImportErrors = {};
    for (const [path, code] of Object.entries(error.fields)) errors[path.split('.')[0]!] ??= code;
    return { errors };
  }
}

/** The writes in batches of at most MAX_BATCH_WRITES and, as far as it can be told beforehand, MAX_BATCH_BYTES. */
export function importBatches<T extends { fields: Record<string, unknown> }>(writes: readonly T[]): T[][] {
  const batches: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const write of writes) {
    const size = writeBytes(write.fields);
    if (current.length === MAX_BATCH_WRITES || (current.length > 0 && bytes + size > MAX_BATCH_BYTES)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(write);
    bytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/**
 * A write's size in a commit request, overestimated: its fields as JSON in UTF-8, some 40 bytes of Firestore's
 * wrapping for each value (`{"stringValue": …}`), and the document's name and server timestamps.
 */
export function writeBytes(fields: Record<string, unknown>): number {
  let values = 0;
  const count = (value: unknown): void => {
    values++;
    if (Array.isArray(value)) value.forEach(count);
  };
  Object.values(fields).forEach(count);
  return new TextEncoder().encode(JSON.stringify(fields)).length + 40 * values + 400;
}

/**
 * Writes the added and changed products, one batch after another, as the admin's write (a refusal of the rules is
 * told from an ended session), and records the import in the audit log. A failure names how many lines were
 * written before it; those are in the log too.
 */
async function writeImport(ctx: HostedContext, writes: readonly PlannedWrite[]): Promise<void> {
  const done = { added: 0, changed: 0 };
  try {
    await ctx.adminWrite('product', async () => {
      for (const batchWrites of importBatches(writes)) {
        const batch = writeBatch(ctx.db);
        for (const write of batchWrites) {
          if (write.action === 'add') {
            const ref = doc(collection(ctx.db, 'products'));
            batch.set(ref, { ...write.fields, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
          } else {
            // createdAt is never written here: the rules refuse an update that touches it.
            batch.update(doc(ctx.db, 'products', write.id!), { ...write.fields, updatedAt: serverTimestamp() });
          }
        }
        await batch.commit();
        for (const write of batchWrites) done[write.action === 'add' ? 'added' : 'changed']++;
      }
    });
  } catch (error) {
    await recordImport(ctx, done);
    throw stoppedImport(error, done.added + done.changed, writes.length);
  }
  await recordImport(ctx, done);
}

async function recordImport(ctx: HostedContext, done: { added: number; changed: number }): Promise<void> {
  if (done.added + done.changed === 0) return;
  await ctx.record('product.import', '', { added: String(done.added), changed: String(done.changed) });
}

/** The failure of a batch, as the port's error, naming the lines written before it (`params.written`). */
export function stoppedImport(error: unknown, written: number, total: number): BackendError {
  const cause = toBackendError(error);
  return new BackendError(cause.code, cause.status, {
    fields: cause.fields,
    params: { ...cause.params, written },
    message: `The import stopped with ${written} of ${total} lines written: ${cause.message}`,
  });
}

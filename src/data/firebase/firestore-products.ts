import {
  addDoc,
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  where,
  type DocumentReference,
} from 'firebase/firestore/lite';
import type { ImageSlot, Product, ProductError } from '@/domain';
import { addsUnshownImage, skuKeyOf } from '@/domain/product';
import { BackendError, type Backend } from '../backend';
import { isDocumentId } from './firestore-cursor';
import { isDenied, notFoundError } from './errors';
import { guard, inputChecks, loadFailure, signedOut, toText, type HostedContext } from './hosted-context';
import { planImageUpload } from './image-file';
import { objectsToDelete } from './image-objects';
import { planAdminProductList, planProductList, plainProductQuery } from './queries';
import { isListedRecord, productFields, toProduct } from './records';
import { SETTINGS_DOCUMENT } from './settings-records';
import { DEFAULT_SEARCH_SYNONYMS, synonymTable, type SynonymTable } from '@/domain/search-synonyms';

/** The shop's synonyms of the catalogue search (settings/shop), the defaults until the admin saves their own. */
async function readSynonyms(ctx: HostedContext): Promise<SynonymTable> {
  const stored = await getDoc(doc(ctx.db, ...SETTINGS_DOCUMENT));
  const text: unknown = stored.exists() ? stored.data().searchSynonyms : undefined;
  return synonymTable(typeof text === 'string' ? text : DEFAULT_SEARCH_SYNONYMS);
}

/** The catalogue in Firestore (`products`) and its images in Cloud Storage. */
export function hostedProducts(ctx: HostedContext): Pick<Backend, 'products' | 'images'> {
  return {
    products: {
      list: (productQuery = {}) =>
        guard(async () => {
          // The catalogue's own queries pass without the schemas; anything else is the schema's to judge.
          const checked = plainProductQuery(productQuery) ?? (await inputChecks()).checkProductQuery(productQuery);
          // A search reads the shop's synonyms first: one read, so an edit of the table applies to the next search.
          const synonyms = checked.q?.trim() ? await readSynonyms(ctx) : undefined;
          return ctx.readPage(planProductList(checked, synonyms), toProduct, synonyms);
        }),
      get: (id) =>
        guard(() => readListedProduct(ctx, id)),
      adminList: (productQuery = {}) =>
        guard(async () => {
          const plan = planAdminProductList((await inputChecks()).checkAdminProductQuery(productQuery));
          // The admin's token on the request: without the claim, the rules refuse a list that may hold drafts
          // (it has no `listed == true`), and the refusal is a 401 as for the orders' list.
          await ctx.adminSession();
          return ctx.readPage(plan, toProduct);
        }),
      adminGet: (id) =>
        guard(async () => {
          // The rules let anyone read a listed product, so the session is checked here: admin only, as the port says.
          if (!(await (await ctx.adminSession()).currentUser())) throw signedOut();
          if (!isDocumentId(id)) return null;
          const snapshot = await getDoc(doc(ctx.db, 'products', id));
          return snapshot.exists() ? toProduct(snapshot.id, snapshot.data()) : null;
        }),
      importLines: (rows, apply) =>
        guard(async () => {
          // The plan and its schemas are loaded on first use, as the other admin checks are (catalogue-import.ts).
          const { importLines } = await import('./catalogue-import').catch((error: unknown) => {
            throw loadFailure(error);
          });
          return importLines(ctx, rows, apply);
        }),
      create: (input) =>
        guard(async () => {
          const checks = await inputChecks();
          const product = checks.checkProductInput(input);
          return ctx.adminWrite('product', async () => {
            // Read once the admin is signed in: the list holds drafts, which only the admin may read.
            await refuseTakenSku(ctx, product.sku);
            const checked = checks.checkStoredProduct(product, ctx.stored);
            refuseUnshownImages(checked.additionalImages, []);
            const fields = productFields(checked);
            const ref = await addDoc(collection(ctx.db, 'products'), {
              ...fields,
              createdAt: serverTimestamp(),
              updatedAt: serverTimestamp(),
            });
            return readBack(ref);
          }).then(async (saved) => {
            await ctx.record('product.create', saved.id, { name: saved.name });
            return saved;
          });
        }),
      update: (id, input) =>
        guard(async () => {
          if (!isDocumentId(id)) throw notFoundError('product');
          const checks = await inputChecks();
          const product = checks.checkProductInput(input);
          return ctx.adminWrite('product', async () => {
            await refuseTakenSku(ctx, product.sku, id);
            const checked = checks.checkStoredProduct(product, ctx.stored);
            const fields = productFields(checked);
            const ref = doc(ctx.db, 'products', id);
            const before = await getDoc(ref);
            if (before.exists()) {
              refuseUnshownImages(checked.additionalImages, toProduct(before.id, before.data()).additionalImages);
            }
            // createdAt is never written here: the rules refuse an update that touches it.
            await ctx.updateExisting(ref, { ...fields, updatedAt: serverTimestamp() }, 'product');
            const saved = await readBack(ref);
            return { saved, before: before.exists() ? toProduct(before.id, before.data()) : null };
          }).then(async ({ saved, before }) => {
            await ctx.record('product.update', saved.id, { name: saved.name });
            await removeFreedImages(before, saved);
            return saved;
          });
        }, 'product'),
      remove: (id) =>
        guard(async () => {
          if (!isDocumentId(id)) throw notFoundError('product');
          const removed = await ctx.adminWrite('product', () => ctx.removeExisting(doc(ctx.db, 'products', id), 'product'));
          await ctx.record('product.delete', id, { name: toText(removed.name) });
          await removeFreedImages(toProduct(id, removed), null);
        }, 'product'),
    },
    images: {
      upload: (file: File, owner: string, slot: ImageSlot) =>
        guard(async () => {
          // Refused here, before Auth or Storage code is even downloaded.
          planImageUpload(file, owner, slot);
          return ctx.adminWrite('image', async () => {
            const { uploadImage } = await ctx.storageCode();
            return uploadImage(ctx.app, ctx.settings.emulators.storage, file, owner, slot);
          });
        }),
    },
  };

  /**
   * After a product's change is saved: deletes the images (and their copies) that it no longer names. A failure
   * is logged by deleteImages, never shown as a failed save.
   */
  async function removeFreedImages(before: ImagesOf | null, after: ImagesOf | null): Promise<void> {
    const keys = objectsToDelete(before, after, ctx.settings.options.storageBucket);
    if (keys.length === 0) return;
    try {
      await (await ctx.storageCode()).deleteImages(ctx.app, ctx.settings.emulators.storage, keys);
    } catch (error) {
      console.warn('Images were not deleted from Storage', keys, error);
    }
  }

  async function readBack(ref: DocumentReference): Promise<Product> {
    const snapshot = await getDoc(ref);
    if (!snapshot.exists()) throw notFoundError('product');
    return toProduct(snapshot.id, snapshot.data());
  }
}

type ImagesOf = Pick<Product, 'image' | 'additionalImages'>;

/**
 * A product as visitors may see it (its page, a line of an enquiry), or null: none, a draft, or a record without
 * `listed` (older than the status, until the migration). A visitor's read of such a document is refused by the
 * rules, and that refusal means the same null; an admin's read succeeds, so the record itself is checked too.
 */
export async function readListedProduct(ctx: HostedContext, id: string): Promise<Product | null> {
  if (!isDocumentId(id)) return null;
  try {
    const snapshot = await getDoc(doc(ctx.db, 'products', id));
    return snapshot.exists() && isListedRecord(snapshot.data()) ? toProduct(snapshot.id, snapshot.data()) : null;
  } catch (error) {
    if (isDenied(error)) return null;
    throw error;
  }
}

/**
 * A SKU another product has is refused at its field, as the server refuses it: the import matches products by SKU.
 * Each product document holds its SKU as SKUs compare (`skuKey`, written by every save, the import and the
 * migration), so one equality query of at most two documents finds another product with it, however large the
 * catalogue. Firestore has no unique index: two admins saving the same new SKU in the same second could still both
 * pass. A product saved before `skuKey` is found once `npm run firebase:migrate` has given it one.
 */
async function refuseTakenSku(ctx: HostedContext, sku: string, exceptId?: string): Promise<void> {
  const found = await getDocs(query(collection(ctx.db, 'products'), where('skuKey', '==', skuKeyOf(sku)), limit(2)));
  if (found.docs.some((snapshot) => snapshot.id !== exceptId)) {
    throw new BackendError('conflict', 409, { fields: { sku: 'skuTaken' satisfies ProductError } });
  }
}

/** A photo the product page cannot show is refused, as the embedded server refuses it (addsUnshownImage). */
function refuseUnshownImages(next: readonly string[], before: readonly string[]): void {
  if (addsUnshownImage(next, before)) {
    throw new BackendError('invalid', 400, {
      fields: { additionalImages: 'tooManyImages' satisfies ProductError },
      message: 'Invalid product: additionalImages: more than the product page shows',
    });
  }
}

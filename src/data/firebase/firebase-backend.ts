import { FirebaseError, initializeApp } from 'firebase/app';
import {
  Timestamp,
  addDoc,
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  documentId,
  getCount,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  updateDoc,
  where,
  writeBatch,
  type DocumentReference,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import type { FirebaseSettings } from '@/config/build-env';
import type {
  AuditAction,
  AuditDetail,
  AuditEntry,
  ImageSlot,
  Order,
  OrderItem,
  Page,
  Product,
  ProductInput,
} from '@/domain';
import {
  orderTotal,
  priceLines,
  refusedLinesMessage,
  type EnquiryLine,
  type SentEnquiry,
} from '@/domain/enquiry';
import type { ParsedEnquiry } from '@/domain/enquiry-schema';
import type { OrderCounts } from '@/domain/order-admin';
import { ORDER_STATUSES } from '@/domain/order-status';
import { priceUpKey, productSearchTokens } from '@/domain/search';
import { loadLeakedPasswords } from '@/domain/leaked-passwords';
import { BackendError, type Backend } from '../backend';
import type { AdminSession } from './admin-session';
import { isDocumentId, type CursorValue } from './cursor';
import {
  REFUSED_STATUS,
  isDenied,
  notFoundError,
  refusedMessages,
  toBackendError,
  type MissingThing,
  type RefusedWrite,
} from './errors';
import { planImageUpload } from './image-file';
import {
  cursorAfter,
  matchesSearch,
  searchesInBrowser,
  planAuditList,
  planOrderList,
  planProductList,
  plainProductQuery,
  positionAfter,
  toPage,
  type ListPlan,
} from './queries';
import { auditFields, toAuditEntry } from './audit-records';
import { objectsToDelete } from './image-objects';
import { toOrder, toProduct } from './records';
import { storedForm } from './stored-form';
import {
  SETTINGS_DOCUMENT,
  TESTIMONIALS_COLLECTION,
  settingsFields,
  testimonialFields,
  toShopSettings,
  toTestimonial,
} from './settings-records';
import { SHOP_SETTINGS_LIMITS, type ShopSettings } from '@/domain/shop-settings';
import { settingsAuditDetail } from '@/domain/settings-changes';
import { FALLBACK_LANGUAGE } from '@/domain/limits';

/**
 * The hosted mode's adapter: Firestore (`products`, `orders`), Cloud Storage (product images) and
 * Firebase Auth (the admin, with the custom claim `admin == true`), used straight from the browser.
 * docs/decisions/002-hosted-mode.md says why it is built this way.
 *
 * Bundles: this module loads only `firebase/app` and `firebase/firestore/lite`, which is all a public
 * page needs to read the catalogue. Auth (./admin-session), Storage (./image-upload) and the schemas
 * with zod (./input-checks) are dynamic imports inside the methods that need them: no value comes from
 * the `@/domain` barrel or from `@/config/build-env`, both of which carry zod.
 *
 * Settings: vite.config.ts parses the `VITE_FIREBASE_*` keys before a hosted build starts (a bad key
 * stops the build) and hands the result to this code as the constant `__FIREBASE_SETTINGS__`, so the
 * browser never parses them again. Tests pass their own.
 */
export function createFirebaseBackend(given: FirebaseSettings | null = __FIREBASE_SETTINGS__): Backend {
  if (!given) {
    throw new Error('No Firebase settings: this build was not made with VITE_BACKEND=firebase (docs/hosted-mode.md).');
  }
  const settings = given;
  const stored = storedForm(settings);
  const app = initializeApp(settings.options);
  const db = getFirestore(app);
  if (settings.emulators.firestore) {
    connectFirestoreEmulator(db, settings.emulators.firestore.host, settings.emulators.firestore.port);
  }

  let session: Promise<AdminSession> | undefined;
  /** Auth, initialised once; after it resolves, Firestore and Storage requests carry the admin's token. */
  function adminSession(): Promise<AdminSession> {
    session ??= import('./admin-session')
      .catch((error: unknown) => {
        throw loadFailure(error);
      })
      .then((module) => module.openAdminSession(app, settings.emulators.auth))
      .catch((error: unknown) => {
        session = undefined; // a failed download or start may succeed next time
        throw error;
      });
    return session;
  }

  /**
   * An admin's write. The claim is re-read from a fresh token first, so a revoked claim stops the admin
   * screens here (401, the sign-in screen) rather than an hour later. When the rules still refuse the
   * write, a second look at the session tells an expired one (401) from data the store does not take
   * (403 and its own message: the form stays as it is).
   */
  async function adminWrite<T>(kind: RefusedWrite, write: () => Promise<T>): Promise<T> {
    const session = await adminSession();
    if (!(await session.stillAdmin())) throw signedOut();
    try {
      return await write();
    } catch (error) {
      if (!isDenied(error)) throw error;
      if (await session.stillAdmin()) {
        throw new BackendError('refused', REFUSED_STATUS, { message: refusedMessages[kind], params: { kind } });
      }
      throw signedOut();
    }
  }

  /**
   * Appends an entry to the audit log after a change went through (audit-records.ts). The change is
   * saved whatever happens here: a refused or lost entry is logged in the console, never shown as a failed save.
   */
  async function record(action: AuditAction, target = '', detail: AuditDetail = {}): Promise<void> {
    try {
      const user = await (await adminSession()).currentUser();
      if (!user) return;
      await addDoc(collection(db, 'audit'), {
        ...auditFields({ actor: user.email, action, target, detail }, new Date()),
        createdAt: serverTimestamp(),
      });
    } catch (error) {
      console.warn('The audit log did not take an entry', action, error);
    }
  }

  /** Storage, for an upload or a deletion: loaded on first use. */
  function storageCode() {
    return import('./image-upload').catch((error: unknown) => {
      throw loadFailure(error);
    });
  }

  /**
   * After a product's change is saved: deletes the images (and their copies) that it no longer names. A failure
   * is logged by deleteImages, never shown as a failed save.
   */
  async function removeFreedImages(before: ImagesOf | null, after: ImagesOf | null): Promise<void> {
    const keys = objectsToDelete(before, after, settings.options.storageBucket);
    if (keys.length === 0) return;
    try {
      await (await storageCode()).deleteImages(app, settings.emulators.storage, keys);
    } catch (error) {
      console.warn('Images were not deleted from Storage', keys, error);
    }
  }

  async function readPage<T>(plan: ListPlan, toItem: (id: string, data: Record<string, unknown>) => T): Promise<Page<T>> {
    if (searchesInBrowser(plan)) return readSearchPage(plan, toItem);
    const snapshot = await getDocs(query(collection(db, plan.collection), ...constraintsOf(plan)));
    return toPage(plan, snapshot.docs, toItem);
  }

  /**
   * A page of a search: Firestore finds the products holding one word of the query, and the other words are
   * checked here, reading batches until the page is full and one more match shows that another page follows.
   * After SEARCH_ROUNDS batches the page is sent as it is (perhaps short), its cursor after the last document
   * read, so that 'Load more' goes on from there (docs/hosted-mode.md).
   */
  async function readSearchPage<T>(
    plan: ListPlan,
    toItem: (id: string, data: Record<string, unknown>) => T,
  ): Promise<Page<T>> {
    type Doc = { id: string; data(): Record<string, unknown> };
    const shown: Doc[] = [];
    let after = plan.startAfter;
    let lastRead: Doc | null = null;
    for (let round = 0; round < SEARCH_ROUNDS; round++) {
      const batch = { ...plan, startAfter: after, limit: SEARCH_BATCH };
      const { docs } = await getDocs(query(collection(db, plan.collection), ...constraintsOf(batch)));
      for (const found of docs) {
        if (!matchesSearch(plan, found.data(), found.id)) continue;
        // One match more than the page: another page follows, from after the last one shown.
        if (shown.length === plan.pageSize) return { items: itemsOf(shown), nextCursor: cursorAfter(plan, shown.at(-1)!) };
        shown.push(found);
      }
      if (docs.length < SEARCH_BATCH) return { items: itemsOf(shown), nextCursor: null };
      lastRead = docs.at(-1)!;
      after = positionAfter(plan, lastRead);
      if (!after) return { items: itemsOf(shown), nextCursor: null };
    }
    return { items: itemsOf(shown), nextCursor: lastRead ? cursorAfter(plan, lastRead) : null };

    function itemsOf(docs: Doc[]): T[] {
      return docs.map((found) => toItem(found.id, found.data()));
    }
  }

  /** Runs an update; when the rules or the store refuse it because the document is gone, says so. */
  async function updateExisting(ref: DocumentReference, data: Record<string, unknown>, notFound: MissingThing): Promise<void> {
    try {
      await updateDoc(ref, data);
    } catch (error) {
      // An update of a missing document is judged by the rules as a create, which they refuse.
      if (error instanceof FirebaseError && (error.code === 'not-found' || error.code === 'permission-denied')) {
        const current = await getDoc(ref).catch(() => null);
        if (current && !current.exists()) throw notFoundError(notFound);
      }
      throw error;
    }
  }

  /** Deletes a document that exists and returns what it held; a missing one is a 404, as on the embedded server. */
  async function removeExisting(ref: DocumentReference, notFound: MissingThing): Promise<Record<string, unknown>> {
    const current = await getDoc(ref);
    if (!current.exists()) throw notFoundError(notFound);
    await deleteDoc(ref);
    return current.data();
  }

  return {
    products: {
      list: (productQuery = {}) =>
        guard(async () => {
          // The catalogue's own queries pass without the schemas; anything else is the schema's to judge.
          const checked = plainProductQuery(productQuery) ?? (await inputChecks()).checkProductQuery(productQuery);
          return readPage(planProductList(checked), toProduct);
        }),
      get: (id) =>
        guard(async () => {
          if (!isDocumentId(id)) return null;
          const snapshot = await getDoc(doc(db, 'products', id));
          return snapshot.exists() ? toProduct(snapshot.id, snapshot.data()) : null;
        }),
      create: (input) =>
        guard(async () => {
          const checks = await inputChecks();
          const product = checks.checkProductInput(input);
          return adminWrite('product', async () => {
            const fields = productFields(checks.checkStoredProduct(product, stored));
            const ref = await addDoc(collection(db, 'products'), {
              ...fields,
              createdAt: serverTimestamp(),
              updatedAt: serverTimestamp(),
            });
            return readBack(ref);
          }).then(async (saved) => {
            await record('product.create', saved.id, { name: saved.name });
            return saved;
          });
        }),
      update: (id, input) =>
        guard(async () => {
          if (!isDocumentId(id)) throw notFoundError('product');
          const checks = await inputChecks();
          const product = checks.checkProductInput(input);
          return adminWrite('product', async () => {
            const fields = productFields(checks.checkStoredProduct(product, stored));
            const ref = doc(db, 'products', id);
            const before = await getDoc(ref);
            // createdAt is never written here: the rules refuse an update that touches it.
            await updateExisting(ref, { ...fields, updatedAt: serverTimestamp() }, 'product');
            const saved = await readBack(ref);
            return { saved, before: before.exists() ? toProduct(before.id, before.data()) : null };
          }).then(async ({ saved, before }) => {
            await record('product.update', saved.id, { name: saved.name });
            await removeFreedImages(before, saved);
            return saved;
          });
        }, 'product'),
      remove: (id) =>
        guard(async () => {
          if (!isDocumentId(id)) throw notFoundError('product');
          const removed = await adminWrite('product', () => removeExisting(doc(db, 'products', id), 'product'));
          await record('product.delete', id, { name: toText(removed.name) });
          await removeFreedImages(toProduct(id, removed), null);
        }, 'product'),
    },
    orders: {
      list: (orderQuery = {}) =>
        guard(async () => {
          const plan = planOrderList((await inputChecks()).checkOrderQuery(orderQuery));
          await adminSession();
          return readPage<Order>(plan, toOrder);
        }),
      setStatus: (id, status) =>
        guard(async () => {
          const valid = (await inputChecks()).checkOrderStatus(status);
          if (!isDocumentId(id)) throw notFoundError('order');
          const ref = doc(db, 'orders', id);
          // Only these two fields: the rules refuse an order update that changes anything else.
          const before = await adminWrite('order', async () => {
            const current = await getDoc(ref);
            await updateExisting(ref, { status: valid, updatedAt: serverTimestamp() }, 'order');
            return current.exists() ? toText(current.data().status) : '';
          });
          await record('order.status', id, { from: before, to: valid });
        }, 'order'),
      remove: (id) =>
        guard(async () => {
          if (!isDocumentId(id)) throw notFoundError('order');
          await adminWrite('order', () => removeExisting(doc(db, 'orders', id), 'order'));
          await record('order.delete', id);
        }, 'order'),
      counts: () =>
        guard(async () => {
          await adminSession();
          const counts = await Promise.all(
            ORDER_STATUSES.map(async (status) => {
              const snapshot = await getCount(query(collection(db, 'orders'), where('status', '==', status)));
              return [status, snapshot.data().count] as const;
            }),
          );
          return Object.fromEntries(counts) as OrderCounts;
        }),
      createManual: (input) =>
        guard(async () => {
          const order = (await inputChecks()).checkManualOrder(input);
          return adminWrite('order', async () => {
            const items = await catalogueItems(order.lines);
            // The fields named one by one: exactly what firestore.rules allows an admin's order to hold.
            const ref = await addDoc(collection(db, 'orders'), {
              customerName: order.customerName,
              customerEmail: order.customerEmail,
              customerPhone: order.customerPhone,
              shippingAddress: order.shippingAddress,
              notes: order.notes,
              items,
              total: orderTotal(items),
              status: 'pending',
              createdAt: serverTimestamp(),
              updatedAt: serverTimestamp(),
            });
            return readOrder(ref);
          });
        }),
      setLines: (id, lines) =>
        guard(async () => {
          const checked = (await inputChecks()).checkOrderLines(lines);
          if (!isDocumentId(id)) throw notFoundError('order');
          return adminWrite('order', async () => {
            const ref = doc(db, 'orders', id);
            const current = await readOrder(ref);
            // The rules refuse it too (a pending order only); this says why in the screen's terms.
            if (current.status !== 'pending') {
              throw new BackendError('conflict', 409, {
                message: 'Invalid order lines: status: notPending',
                fields: { status: 'notPending' },
              });
            }
            const items = await catalogueItems(checked);
            await updateExisting(
              ref,
              { items, total: orderTotal(items), updatedAt: serverTimestamp() },
              'order',
            );
            return readOrder(ref);
          });
        }, 'order'),
      exportCsv: (exportQuery) =>
        guard(async () => {
          const checks = await inputChecks();
          const filter = checks.checkExportQuery(exportQuery);
          await adminSession();
          const [{ buildOrdersCsv }, { ordersCsvLabels }] = await Promise.all([
            import('@/domain/orders-csv'),
            import('@/i18n/orders-csv-labels'),
          ]);
          const range = checks.exportRange(filter);
          // Newest first, page by page, until the pages reach orders older than the first day.
          const found: Order[] = [];
          let cursor: string | undefined;
          for (;;) {
            const plan = planOrderList(checks.checkOrderQuery({ status: filter.status, limit: 100, cursor }));
            const page = await readPage<Order>(plan, toOrder);
            found.push(...page.items.filter((order) => checks.inExportRange(order.createdAt, range)));
            const last = page.items.at(-1);
            if (!page.nextCursor || (range.start && last && last.createdAt < range.start)) break;
            cursor = page.nextCursor;
          }
          return new Blob([buildOrdersCsv(found, ordersCsvLabels(filter.language ?? FALLBACK_LANGUAGE))], { type: 'text/csv;charset=utf-8' });
        }),
    },
    // A hosted shop starts from an empty Firestore: the demo seed belongs to the embedded server only.
    demoData: {
      count: async () => ({ products: 0, orders: 0 }),
      remove: async () => ({ products: 0, orders: 0 }),
    },
    audit: {
      list: (auditQuery = {}) =>
        guard(async () => {
          const plan = planAuditList((await inputChecks()).checkAuditQuery(auditQuery));
          await adminSession();
          const page = await readPage(plan, toAuditEntry);
          return { ...page, items: page.items.filter((entry): entry is AuditEntry => entry !== null) };
        }),
    },
    enquiries: {
      send: (input) =>
        guard(async () => {
          const enquiry = (await inputChecks()).checkEnquiry(input);
          return sendEnquiry(enquiry);
        }),
    },
    insights: {
      summary: (days) =>
        guard(async () => {
          await adminSession();
          const { summariseInsightEvents } = await import('./insights-read');
          return summariseInsightEvents(db, days);
        }),
    },
    settings: {
      get: () => guard(readSettings),
      save: (input) =>
        guard(async () => {
          const checked = (await inputChecks()).checkShopSettings(input);
          let previous: ShopSettings | null = null;
          const saved = await adminWrite('settings', async () => {
            // What they were, for the audit log's list of what changed.
            previous = await readSettings();
            const before = await getDocs(query(collection(db, TESTIMONIALS_COLLECTION), limit(TESTIMONIALS_READ)));
            // One batch: visitors never see the new settings with half of the testimonials.
            const batch = writeBatch(db);
            batch.set(doc(db, ...SETTINGS_DOCUMENT), { ...settingsFields(checked), updatedAt: serverTimestamp() });
            const kept = new Set<string>();
            checked.testimonials.forEach((item, position) => {
              const ref = item.id ? doc(db, TESTIMONIALS_COLLECTION, item.id) : doc(collection(db, TESTIMONIALS_COLLECTION));
              kept.add(ref.id);
              batch.set(ref, testimonialFields(item, position));
            });
            for (const old of before.docs) if (!kept.has(old.id)) batch.delete(old.ref);
            await batch.commit();
            return readSettings();
          });
          await record('settings.update', '', previous ? settingsAuditDetail(previous, saved) : {});
          return saved;
        }),
    },
    images: {
      upload: (file: File, owner: string, slot: ImageSlot) =>
        guard(async () => {
          // Refused here, before Auth or Storage code is even downloaded.
          planImageUpload(file, owner, slot);
          return adminWrite('image', async () => {
            const { uploadImage } = await storageCode();
            return uploadImage(app, settings.emulators.storage, file, owner, slot);
          });
        }),
    },
    auth: {
      async signIn(email, password) {
        // Anything thrown here reaches the screen, which shows 'Login failed. Please try again.'.
        const input = (await inputChecks()).checkSignIn(email, password);
        if (!input.ok) return { ok: false, error: input.error };
        const session = await adminSession();
        const result = await session.signIn(input.email, input.password);
        // Only an admin may write the log; a signed-in account without the claim writes nothing.
        if (result.ok) await record('sign-in.success');
        return result;
      },
      signOut: () =>
        guard(async () => {
          await record('sign-out');
          await (await adminSession()).signOut();
        }),
      currentUser: () => guard(async () => (await adminSession()).currentUser()),
      async changePassword(change) {
        // The site's rules first (Firebase Auth knows no list of leaked passwords), then Firebase Auth's.
        const [checks, leaked] = await Promise.all([
          inputChecks(),
          loadLeakedPasswords().catch((error: unknown) => {
            throw loadFailure(error);
          }),
        ]);
        const input = checks.checkPasswordChange(change, leaked);
        const session = await adminSession();
        if (!(await session.stillAdmin())) throw signedOut();
        await session.changePassword(input.currentPassword, input.newPassword);
        await record('password.change');
      },
      async sendPasswordReset(email) {
        const address = (await inputChecks()).checkResetEmail(email);
        await (await adminSession()).sendPasswordReset(address);
      },
    },
  };

  /**
   * The lines as order items with the catalogue's names and prices, read now. A line naming a product that is
   * missing, or of the service category, refuses the whole order with a code per line, as the server does.
   */
  async function catalogueItems(lines: readonly EnquiryLine[]): Promise<OrderItem[]> {
    const snapshots = await Promise.all(
      lines.map(async (line) =>
        isDocumentId(line.productId) ? await getDoc(doc(db, 'products', line.productId)) : null,
      ),
    );
    const { items, refused } = priceLines(
      lines,
      snapshots.map((snapshot) => (snapshot?.exists() ? toProduct(snapshot.id, snapshot.data()) : null)),
    );
    if (Object.keys(refused).length) {
      throw new BackendError('invalid', 400, { message: refusedLinesMessage(refused), fields: refused });
    }
    return items;
  }

  /**
   * The order as firestore.rules accept it: each line's name and price read from its product document now,
   * the total their sum, status pending, the server's time. The rules check each line against the product
   * again (get()), so a browser that changes this code gains nothing. Written as a batch: the rules may make
   * up to 20 document reads for a batch, against 10 for a single write, and an order has up to 20 lines.
   */
  async function sendEnquiry(enquiry: ParsedEnquiry): Promise<SentEnquiry> {
    const items = await catalogueItems(enquiry.lines);
    const total = orderTotal(items);
    const ref = doc(collection(db, 'orders'));
    const batch = writeBatch(db);
    batch.set(ref, {
      customerName: enquiry.customerName,
      customerEmail: enquiry.customerEmail,
      customerPhone: enquiry.customerPhone,
      shippingAddress: enquiry.shippingAddress,
      notes: enquiry.notes,
      items,
      total,
      status: 'pending',
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    await batch.commit();
    return { id: ref.id, shortId: `#${ref.id.slice(-8).toUpperCase()}`, items, total };
  }

  /** The settings document and the testimonials in their order; the defaults until the admin first saves. */
  async function readSettings(): Promise<ShopSettings> {
    const [stored, testimonials] = await Promise.all([
      getDoc(doc(db, ...SETTINGS_DOCUMENT)),
      getDocs(query(collection(db, TESTIMONIALS_COLLECTION), orderBy('position'), limit(TESTIMONIALS_READ))),
    ]);
    return toShopSettings(
      stored.exists() ? stored.data() : undefined,
      testimonials.docs.map((found) => toTestimonial(found.id, found.data())),
    );
  }

  async function readOrder(ref: DocumentReference): Promise<Order> {
    const snapshot = await getDoc(ref);
    if (!snapshot.exists()) throw notFoundError('order');
    return toOrder(snapshot.id, snapshot.data());
  }

  async function readBack(ref: DocumentReference): Promise<Product> {
    const snapshot = await getDoc(ref);
    if (!snapshot.exists()) throw notFoundError('product');
    return toProduct(snapshot.id, snapshot.data());
  }
}


type ImagesOf = Pick<Product, 'image' | 'additionalImages'>;

function toText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Every failure leaves the adapter as a BackendError (the port's promise). */
async function guard<T>(work: () => Promise<T>, notFound?: MissingThing): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toBackendError(error, notFound);
  }
}

/** The stored fields of a product, named one by one: exactly what firestore.rules allows. */
/** The product's fields as stored, with the words it is found by and its key for the lowest price first. */
function productFields(input: ProductInput): Record<string, unknown> {
  return {
    searchTokens: productSearchTokens(input),
    priceUp: priceUpKey(input.price),
    name: input.name,
    sku: input.sku,
    price: input.price,
    weight: input.weight,
    category: input.category,
    subCategory: input.subCategory,
    description: input.description,
    shopeeUrl: input.shopeeUrl,
    tiktokUrl: input.tiktokUrl,
    image: input.image,
    additionalImages: input.additionalImages,
  };
}

/** The testimonials read at once: all of them (at most SHOP_SETTINGS_LIMITS.testimonials), with room for strays. */
const TESTIMONIALS_READ = SHOP_SETTINGS_LIMITS.testimonials * 2;

/** Documents read per batch of a search: the rules' largest list read. */
const SEARCH_BATCH = 100;
/** Batches read at most for one page of a search. */
const SEARCH_ROUNDS = 5;

/** A plan (queries.ts) as Firestore query constraints. */
export function constraintsOf(plan: ListPlan): QueryConstraint[] {
  const constraints: QueryConstraint[] = plan.filters.map((filter) => where(filter.field, '==', filter.value));
  if (plan.contains) constraints.push(where(plan.contains.field, 'array-contains', plan.contains.value));
  for (const order of plan.orderBy) {
    constraints.push(orderBy(order.field === '__name__' ? documentId() : order.field, order.direction));
  }
  if (plan.startAfter) constraints.push(startAfter(toFirestoreValue(plan.startAfter.createdAt), plan.startAfter.id));
  constraints.push(limit(plan.limit));
  return constraints;
}

function toFirestoreValue(value: CursorValue): Timestamp | string | number {
  return value.kind === 'timestamp' ? new Timestamp(value.seconds, value.nanoseconds) : value.value;
}

/** The schemas and zod, for the admin's operations: a public page's reads never load them. */
function inputChecks() {
  return import('./input-checks').catch((error: unknown) => {
    throw loadFailure(error);
  });
}

/** A lazy chunk that did not arrive: almost always the connection. */
function loadFailure(error: unknown): BackendError {
  return error instanceof BackendError
    ? error
    : new BackendError('network', 0, { message: 'A part of the site did not arrive' });
}

/** The session has ended or lost its admin claim: the screens send the admin to sign in. */
function signedOut(): BackendError {
  return new BackendError('unauthorised', 401, { message: 'Please sign in as the admin' });
}

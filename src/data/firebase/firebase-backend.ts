import { FirebaseError, initializeApp } from 'firebase/app';
import {
  Timestamp,
  addDoc,
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  documentId,
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
  type DocumentReference,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import type { FirebaseSettings } from '@/config/build-env';
import type { ImageSlot, Order, Page, Product, ProductInput } from '@/domain';
import { priceUpKey, productSearchTokens } from '@/domain/search';
import { BackendError, type Backend } from '../backend';
import type { AdminSession } from './admin-session';
import { isDocumentId, type CursorValue } from './cursor';
import { REFUSED_STATUS, firebaseMessages, isDenied, refusedMessages, toBackendError, type RefusedWrite } from './errors';
import { planImageUpload } from './image-file';
import {
  cursorAfter,
  matchesSearch,
  planOrderList,
  planProductList,
  plainProductQuery,
  positionAfter,
  toPage,
  type ListPlan,
} from './queries';
import { toOrder, toProduct } from './records';
import { storedForm } from './stored-form';

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
    if (!(await session.stillAdmin())) throw new BackendError(firebaseMessages.signedOut, 401);
    try {
      return await write();
    } catch (error) {
      if (!isDenied(error)) throw error;
      if (await session.stillAdmin()) throw new BackendError(refusedMessages[kind], REFUSED_STATUS);
      throw new BackendError(firebaseMessages.signedOut, 401);
    }
  }

  async function readPage<T>(plan: ListPlan, toItem: (id: string, data: Record<string, unknown>) => T): Promise<Page<T>> {
    if (plan.match) return readSearchPage(plan, toItem);
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
        if (!matchesSearch(plan, found.data())) continue;
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
  async function updateExisting(ref: DocumentReference, data: Record<string, unknown>, notFound: string): Promise<void> {
    try {
      await updateDoc(ref, data);
    } catch (error) {
      // An update of a missing document is judged by the rules as a create, which they refuse.
      if (error instanceof FirebaseError && (error.code === 'not-found' || error.code === 'permission-denied')) {
        const current = await getDoc(ref).catch(() => null);
        if (current && !current.exists()) throw new BackendError(notFound, 404);
      }
      throw error;
    }
  }

  /** Deletes a document that exists; a missing one is a 404, as on the embedded server. */
  async function removeExisting(ref: DocumentReference, notFound: string): Promise<void> {
    const current = await getDoc(ref);
    if (!current.exists()) throw new BackendError(notFound, 404);
    await deleteDoc(ref);
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
          });
        }),
      update: (id, input) =>
        guard(async () => {
          if (!isDocumentId(id)) throw new BackendError(NOT_FOUND.product, 404);
          const checks = await inputChecks();
          const product = checks.checkProductInput(input);
          return adminWrite('product', async () => {
            const fields = productFields(checks.checkStoredProduct(product, stored));
            const ref = doc(db, 'products', id);
            // createdAt is never written here: the rules refuse an update that touches it.
            await updateExisting(ref, { ...fields, updatedAt: serverTimestamp() }, NOT_FOUND.product);
            return readBack(ref);
          });
        }, NOT_FOUND.product),
      remove: (id) =>
        guard(async () => {
          if (!isDocumentId(id)) throw new BackendError(NOT_FOUND.product, 404);
          await adminWrite('product', () => removeExisting(doc(db, 'products', id), NOT_FOUND.product));
        }, NOT_FOUND.product),
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
          if (!isDocumentId(id)) throw new BackendError(NOT_FOUND.order, 404);
          // Only these two fields: the rules refuse an order update that changes anything else.
          await adminWrite('order', () =>
            updateExisting(doc(db, 'orders', id), { status: valid, updatedAt: serverTimestamp() }, NOT_FOUND.order),
          );
        }, NOT_FOUND.order),
      remove: (id) =>
        guard(async () => {
          if (!isDocumentId(id)) throw new BackendError(NOT_FOUND.order, 404);
          await adminWrite('order', () => removeExisting(doc(db, 'orders', id), NOT_FOUND.order));
        }, NOT_FOUND.order),
    },
    images: {
      upload: (file: File, owner: string, slot: ImageSlot) =>
        guard(async () => {
          // Refused here, before Auth or Storage code is even downloaded.
          const upload = planImageUpload(file, owner, slot);
          return adminWrite('image', async () => {
            const { uploadImage } = await import('./image-upload').catch((error: unknown) => {
              throw loadFailure(error);
            });
            return uploadImage(app, settings.emulators.storage, file, upload);
          });
        }),
    },
    auth: {
      async signIn(email, password) {
        // Anything thrown here reaches the screen, which shows 'Login failed. Please try again.'.
        const input = (await inputChecks()).checkSignIn(email, password);
        if (!input.ok) return { ok: false, message: input.message };
        const session = await adminSession();
        return session.signIn(input.email, input.password);
      },
      signOut: () => guard(async () => (await adminSession()).signOut()),
      currentUser: () => guard(async () => (await adminSession()).currentUser()),
    },
  };

  async function readBack(ref: DocumentReference): Promise<Product> {
    const snapshot = await getDoc(ref);
    if (!snapshot.exists()) throw new BackendError(NOT_FOUND.product, 404);
    return toProduct(snapshot.id, snapshot.data());
  }
}

const NOT_FOUND = { product: 'Product not found.', order: 'Order not found.' } as const;

/** Every failure leaves the adapter as a BackendError (the port's promise). */
async function guard<T>(work: () => Promise<T>, notFound?: string): Promise<T> {
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
  return error instanceof BackendError ? error : new BackendError(firebaseMessages.network, 0);
}

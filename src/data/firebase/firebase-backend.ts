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
import { BackendError, type Backend } from '../backend';
import type { AdminSession } from './admin-session';
import { isDocumentId, type CursorValue } from './cursor';
import { firebaseMessages, toBackendError } from './errors';
import { planImageUpload } from './image-file';
import { planOrderList, planProductList, plainProductQuery, toPage, type ListPlan } from './queries';
import { toOrder, toProduct } from './records';

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

  async function readPage<T>(plan: ListPlan, toItem: (id: string, data: Record<string, unknown>) => T): Promise<Page<T>> {
    const snapshot = await getDocs(query(collection(db, plan.collection), ...constraintsOf(plan)));
    return toPage(plan, snapshot.docs, toItem);
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
          const fields = productFields((await inputChecks()).checkProductInput(input));
          await adminSession();
          const ref = await addDoc(collection(db, 'products'), {
            ...fields,
            createdAt: serverTimestamp(),
            updatedAt: serverTimestamp(),
          });
          return readBack(ref);
        }),
      update: (id, input) =>
        guard(async () => {
          if (!isDocumentId(id)) throw new BackendError(NOT_FOUND.product, 404);
          const fields = productFields((await inputChecks()).checkProductInput(input));
          await adminSession();
          const ref = doc(db, 'products', id);
          // createdAt is never written here: the rules refuse an update that touches it.
          await updateExisting(ref, { ...fields, updatedAt: serverTimestamp() }, NOT_FOUND.product);
          return readBack(ref);
        }, NOT_FOUND.product),
      remove: (id) =>
        guard(async () => {
          if (!isDocumentId(id)) throw new BackendError(NOT_FOUND.product, 404);
          await adminSession();
          await removeExisting(doc(db, 'products', id), NOT_FOUND.product);
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
          await adminSession();
          // Only these two fields: the rules refuse an order update that changes anything else.
          await updateExisting(doc(db, 'orders', id), { status: valid, updatedAt: serverTimestamp() }, NOT_FOUND.order);
        }, NOT_FOUND.order),
      remove: (id) =>
        guard(async () => {
          if (!isDocumentId(id)) throw new BackendError(NOT_FOUND.order, 404);
          await adminSession();
          await removeExisting(doc(db, 'orders', id), NOT_FOUND.order);
        }, NOT_FOUND.order),
    },
    insights: {
      summary: (days) =>
        guard(async () => {
          await adminSession();
          const { summariseInsightEvents } = await import('./insights-read');
          return summariseInsightEvents(db, days);
        }),
    },
    images: {
      upload: (file: File, owner: string, slot: ImageSlot) =>
        guard(async () => {
          // Refused here, before Auth or Storage code is even downloaded.
          const upload = planImageUpload(file, owner, slot);
          await adminSession();
          const { uploadImage } = await import('./image-upload').catch((error: unknown) => {
            throw loadFailure(error);
          });
          return uploadImage(app, settings.emulators.storage, file, upload);
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
function productFields(input: ProductInput): Record<string, unknown> {
  return {
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

/** A plan (queries.ts) as Firestore query constraints. */
export function constraintsOf(plan: ListPlan): QueryConstraint[] {
  const constraints: QueryConstraint[] = plan.filters.map((filter) => where(filter.field, '==', filter.value));
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

import { FirebaseError, type FirebaseApp } from 'firebase/app';
import {
  Timestamp,
  addDoc,
  collection,
  deleteDoc,
  documentId,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  updateDoc,
  where,
  type DocumentReference,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import type { FirebaseSettings } from '@/config/build-env';
import type { AuditAction, AuditDetail, Page } from '@/domain';
import { BackendError } from '../backend';
import type { AdminSession } from './admin-session';
import type * as ImageUpload from './image-upload';
import { auditFields } from './audit-records';
import type { CursorValue } from './firestore-cursor';
import { REFUSED_STATUS, isDenied, notFoundError, refusedMessages, toBackendError, type MissingThing, type RefusedWrite } from './errors';
import {
  cursorAfter,
  forgivingPlan,
  matchesSearch,
  positionAfter,
  searchesInBrowser,
  toPage,
  type ListPlan,
} from './queries';
import { forgivingSlots, matchesSlots, searchVocabulary } from '@/domain/forgiving-search';
import { searchToken, searchWords } from '@/domain/search';
import type { SynonymTable } from '@/domain/search-synonyms';
import { storedForm } from './stored-form';

/**
 * What every area of the hosted adapter (products.ts, orders.ts, settings.ts, account.ts) works with: the
 * Firebase app and its Firestore, the admin's session (Auth, loaded on first use), an admin's write and its
 * entry in the audit log, Storage's code (loaded on first use), and the reads and writes every area makes alike.
 */
export type HostedContext = {
  app: FirebaseApp;
  db: Firestore;
  settings: FirebaseSettings;
  /** What an image URL of this project looks like (stored-form.ts). */
  stored: ReturnType<typeof storedForm>;
  adminSession(): Promise<AdminSession>;
  adminWrite<T>(kind: RefusedWrite, write: () => Promise<T>): Promise<T>;
  record(action: AuditAction, target?: string, detail?: AuditDetail): Promise<void>;
  storageCode(): Promise<typeof ImageUpload>;
  /** A page of a plan; a search forgiven with the shop's synonyms when its words as typed find nothing. */
  readPage<T>(
    plan: ListPlan,
    toItem: (id: string, data: Record<string, unknown>) => T,
    synonyms?: SynonymTable,
  ): Promise<Page<T>>;
  updateExisting(ref: DocumentReference, data: Record<string, unknown>, notFound: MissingThing): Promise<void>;
  removeExisting(ref: DocumentReference, notFound: MissingThing): Promise<Record<string, unknown>>;
};

export function createHostedContext(app: FirebaseApp, db: Firestore, settings: FirebaseSettings): HostedContext {
  const stored = storedForm(settings);
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

  async function readPage<T>(
    plan: ListPlan,
    toItem: (id: string, data: Record<string, unknown>) => T,
    synonyms: SynonymTable = new Map(),
  ): Promise<Page<T>> {
    if (searchesInBrowser(plan)) {
      const page = await readSearchPage(plan, toItem, () => (found) => matchesSearch(plan, found.data(), found.id));
      // Only a search that finds nothing as typed is forgiven, as on the embedded server; a short page whose
      // cursor goes on has not looked everywhere yet.
      const forgiving = page.items.length || page.nextCursor ? null : forgivingPlan(plan, synonyms);
      return forgiving ? readSearchPage(forgiving, toItem, forgivenMatch(forgiving.forgive ?? [], synonyms)) : page;
    }
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
    matcher: (read: readonly SearchDoc[]) => (found: SearchDoc) => boolean,
  ): Promise<Page<T>> {
    type Doc = SearchDoc;
    const shown: Doc[] = [];
    const read: Doc[] = [];
    let after = plan.startAfter;
    let lastRead: Doc | null = null;
    for (let round = 0; round < SEARCH_ROUNDS; round++) {
      const batch = { ...plan, startAfter: after, limit: SEARCH_BATCH };
      const { docs } = await getDocs(query(collection(db, plan.collection), ...constraintsOf(batch)));
      read.push(...docs);
      const matches = matcher(read);
      for (const found of docs) {
        if (!matches(found)) continue;
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

  return { app, db, settings, stored, adminSession, adminWrite, record, storageCode, readPage, updateExisting, removeExisting };
}


type SearchDoc = { id: string; data(): Record<string, unknown> };

/** The words a product is found by in the forgiving step: those of every text search looks in. */
const SEARCHED_FIELDS = ['name', 'nameMs', 'sku', 'category', 'subCategory', 'description', 'descriptionMs'];

/**
 * The forgiving step's check of the products read (src/domain/forgiving-search.ts): the query's parts forgiven
 * against the words of the products read so far, as the embedded server forgives them against its whole index.
 */
function forgivenMatch(terms: string[], synonyms: SynonymTable) {
  return (read: readonly SearchDoc[]) => {
    const counts = new Map<string, number>();
    for (const found of read) {
      const data = found.data();
      const words = new Set(SEARCHED_FIELDS.flatMap((field) => searchWords(String(data[field] ?? ''))));
      for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
    const slots = forgivingSlots(terms, synonyms, searchVocabulary(counts));
    return (found: SearchDoc) => {
      if (!slots) return false;
      const data = found.data();
      const held = new Set(Array.isArray(data.searchTokens) ? (data.searchTokens as unknown[]) : []);
      return matchesSlots(slots, (word) =>
        word.includes(' ') ? holdsPhrase(data, word.split(' ')) : held.has(searchToken(word)),
      );
    };
  };
}

/** Whether a text of the product holds the words next to each other, the last as the start of a word. */
function holdsPhrase(data: Record<string, unknown>, parts: string[]): boolean {
  return SEARCHED_FIELDS.some((field) => {
    const words = searchWords(String(data[field] ?? ''));
    return words.some((_, at) =>
      parts.every((part, index) =>
        index === parts.length - 1 ? (words[at + index] ?? '').startsWith(part) : words[at + index] === part,
      ),
    );
  });
}

/** Documents read per batch of a search: the rules' largest list read. */
const SEARCH_BATCH = 100;
/** Batches read at most for one page of a search. */
const SEARCH_ROUNDS = 5;

/** A plan (queries.ts) as Firestore query constraints. */
export function constraintsOf(plan: ListPlan): QueryConstraint[] {
  const constraints: QueryConstraint[] = plan.filters.map((filter) => where(filter.field, '==', filter.value));
  if (plan.contains) constraints.push(where(plan.contains.field, 'array-contains', plan.contains.value));
  if (plan.containsAny) constraints.push(where(plan.containsAny.field, 'array-contains-any', plan.containsAny.values));
  for (const order of plan.orderBy) {
    constraints.push(orderBy(order.field === '__name__' ? documentId() : order.field, order.direction));
  }
  if (plan.startAfter) constraints.push(startAfter(toFirestoreValue(plan.startAfter.createdAt), plan.startAfter.id));
  constraints.push(limit(plan.limit));
  return constraints;
}

/** A cursor's value as Firestore takes it in `startAfter`. */
export function toFirestoreValue(value: CursorValue): Timestamp | string | number {
  return value.kind === 'timestamp' ? new Timestamp(value.seconds, value.nanoseconds) : value.value;
}

/** Every failure leaves the adapter as a BackendError (the port's promise). */
export async function guard<T>(work: () => Promise<T>, notFound?: MissingThing): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toBackendError(error, notFound);
  }
}

export function toText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The schemas and zod, for the admin's operations: a public page's reads never load them. */
export function inputChecks() {
  return import('./input-checks').catch((error: unknown) => {
    throw loadFailure(error);
  });
}

/** A lazy chunk that did not arrive: almost always the connection. */
export function loadFailure(error: unknown): BackendError {
  return error instanceof BackendError
    ? error
    : new BackendError('network', 0, { message: 'A part of the site did not arrive' });
}

/** The session has ended or lost its admin claim: the screens send the admin to sign in. */
export function signedOut(): BackendError {
  return new BackendError('unauthorised', 401, { message: 'Please sign in as the admin' });
}

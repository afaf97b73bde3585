import { FirebaseError } from 'firebase/app';

/**
 * Stand-ins for the Firebase SDK modules at the network edge, for the adapter's unit tests
 * (`vi.mock('firebase/firestore/lite', () => import('./firebase-fakes').then((m) => m.fakeFirestoreLite))`).
 * They keep documents in a Map and record what the adapter asked for; they never touch the network.
 * Only tests import this file.
 */

export type Event = string;

/** The bucket the fake Storage hands out download URLs of; the tests' settings name the same. */
export const FAKE_BUCKET = 'demo-site.firebasestorage.app';

export const SERVER_TIMESTAMP = Object.freeze({ serverTimestamp: true });

export class FakeTimestamp {
  constructor(
    readonly seconds: number,
    readonly nanoseconds: number,
  ) {}
  toMillis(): number {
    return this.seconds * 1000 + Math.floor(this.nanoseconds / 1e6);
  }
}

type Data = Record<string, unknown>;
type Ref = { kind: 'doc'; path: string; id: string; collection: string };
type CollectionRef = { kind: 'collection'; path: string };
export type Constraint =
  | { type: 'where'; field: string; op: string; value: unknown }
  | { type: 'orderBy'; field: string | { documentId: true }; direction: string }
  | { type: 'startAfter'; values: unknown[] }
  | { type: 'limit'; count: number };
export type Query = { collection: string; constraints: Constraint[] };

/** Everything the fakes hold; `reset()` between tests. */
export const fake = {
  documents: new Map<string, Data>(),
  /** What a `getDocs` returns, in order: the fake does not evaluate queries, the tests read them. */
  listResult: [] as { id: string; data: Data }[],
  /** Answers for the next `getDocs` calls, one each, before `listResult` is used: pages of a list read through. */
  listPages: [] as { id: string; data: Data }[][],
  queries: [] as Query[],
  events: [] as Event[],
  /** The time `serverTimestamp()` resolves to when the fake stores a write. */
  now: new FakeTimestamp(1_732_000_000, 500),
  nextId: 1,
  /** A failure for the next write, as the server would send it. */
  failNextWrite: null as FirebaseError | null,
  /** A collection whose every add is refused, as the rules would refuse it. */
  refuseAddsTo: null as string | null,
  /** Documents whose read is refused, as the rules refuse a visitor's read of a draft or of no document. */
  refuseReadsOf: new Set<string>(),
  /** The raw data of the last add or update, server timestamps still as sentinels. */
  lastWrite: null as Data | null,
  /** Every add and update in order: the path written (a collection's for an add) and the raw data. */
  writes: [] as { path: string; data: Data }[],
  /** Every batch committed (or refused), in order: its writes, each with the document's path and the raw data. */
  commits: [] as { kind: 'set' | 'update'; path: string; data: Data }[][],
  /** A failure for the commit of this number (0 for the first since `reset()`), as the server would send it. */
  failCommit: null as { at: number; error: FirebaseError } | null,
  auth: {
    loaded: false,
    initialized: false,
    currentUser: null as null | { email: string | null; claims: Data },
    accounts: new Map<string, { password: string; claims: Data }>(),
    signInError: null as unknown,
    /** A failure for every forced token refresh, as when the session was revoked or the network is down. */
    refreshError: null as unknown,
    tokenRefreshes: 0,
    /** A failure for the next `updatePassword`, as Firebase Auth's password policy would refuse one. */
    updatePasswordError: null as unknown,
    /** The addresses a reset e-mail was sent to. */
    resetEmails: [] as string[],
  },
  storage: {
    loaded: false,
    uploads: [] as { key: string; size: number; metadata: Data }[],
    /** The objects the bucket holds, by key. */
    objects: new Set<string>(),
    /** Keys whose delete fails as a lost connection would. */
    failDeletes: new Set<string>(),
  },
  reset() {
    this.documents.clear();
    this.listResult = [];
    this.listPages = [];
    this.queries = [];
    this.events = [];
    this.nextId = 1;
    this.failNextWrite = null;
    this.refuseAddsTo = null;
    this.refuseReadsOf.clear();
    this.lastWrite = null;
    this.writes = [];
    this.commits = [];
    this.failCommit = null;
    this.auth.initialized = false;
    this.auth.currentUser = null;
    this.auth.accounts.clear();
    this.auth.signInError = null;
    this.auth.refreshError = null;
    this.auth.tokenRefreshes = 0;
    this.auth.updatePasswordError = null;
    this.auth.resetEmails = [];
    this.storage.uploads = [];
    this.storage.objects.clear();
    this.storage.failDeletes.clear();
  },
};

function snapshot(ref: Ref) {
  const data = fake.documents.get(ref.path);
  return { id: ref.id, ref, exists: () => data !== undefined, data: () => (data ? { ...data } : undefined) };
}

function resolve(data: Data): Data {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, value === SERVER_TIMESTAMP ? fake.now : value]),
  );
}

function takeFailure(): void {
  const failure = fake.failNextWrite;
  fake.failNextWrite = null;
  if (failure) throw failure;
}

export const fakeFirestoreLite = {
  Timestamp: FakeTimestamp,
  getFirestore: () => ({ kind: 'firestore' }),
  connectFirestoreEmulator: () => undefined,
  collection: (_db: unknown, path: string): CollectionRef => ({ kind: 'collection', path }),
  doc(parent: unknown, collection?: string, id?: string): Ref {
    // doc(collectionRef): a new document with an id of its own, as the SDK makes one.
    if (collection === undefined) {
      const ref = parent as CollectionRef;
      const newId = `doc${fake.nextId++}`;
      return { kind: 'doc', path: `${ref.path}/${newId}`, id: newId, collection: ref.path };
    }
    return { kind: 'doc', path: `${collection}/${id}`, id: id!, collection };
  },
  writeBatch() {
    const writes: { kind: 'set' | 'update'; ref: Ref; data: Data }[] = [];
    return {
      set(ref: Ref, data: Data) {
        writes.push({ kind: 'set', ref, data });
      },
      update(ref: Ref, data: Data) {
        writes.push({ kind: 'update', ref, data });
      },
      async commit() {
        fake.events.push(`firestore:batch ${writes.map(({ ref }) => ref.path).join(' ')}`);
        const number = fake.commits.length;
        fake.commits.push(writes.map(({ kind, ref, data }) => ({ kind, path: ref.path, data })));
        takeFailure();
        if (fake.failCommit?.at === number) throw fake.failCommit.error;
        // All or nothing: an update of a missing document is refused (the rules judge it as a create) before any write.
        if (writes.some(({ kind, ref }) => kind === 'update' && !fake.documents.has(ref.path))) {
          throw new FirebaseError('permission-denied', 'Missing or insufficient permissions.');
        }
        for (const { kind, ref, data } of writes) {
          const current = kind === 'update' ? fake.documents.get(ref.path) : {};
          fake.documents.set(ref.path, { ...current, ...resolve(data) });
          fake.lastWrite = data;
        }
      },
    };
  },
  /**
   * A transaction: its reads as getDoc's, then its writes committed as one batch (never run again here), each also
   * kept in `writes` as an update's is.
   */
  async runTransaction<T>(_db: unknown, run: (transaction: unknown) => Promise<T>): Promise<T> {
    const batch = fakeFirestoreLite.writeBatch();
    const written: { path: string; data: Data }[] = [];
    const transaction = {
      get: (ref: Ref) => fakeFirestoreLite.getDoc(ref),
      set(ref: Ref, data: Data) {
        batch.set(ref, data);
        written.push({ path: ref.path, data });
        return transaction;
      },
      update(ref: Ref, data: Data) {
        batch.update(ref, data);
        written.push({ path: ref.path, data });
        return transaction;
      },
    };
    const result = await run(transaction);
    await batch.commit();
    fake.writes.push(...written);
    return result;
  },
  documentId: () => ({ documentId: true }),
  where: (field: string, op: string, value: unknown): Constraint => ({ type: 'where', field, op, value }),
  orderBy: (field: string | { documentId: true }, direction: string): Constraint => ({
    type: 'orderBy',
    field,
    direction,
  }),
  startAfter: (...values: unknown[]): Constraint => ({ type: 'startAfter', values }),
  limit: (count: number): Constraint => ({ type: 'limit', count }),
  query: (ref: CollectionRef, ...constraints: Constraint[]): Query => ({ collection: ref.path, constraints }),
  serverTimestamp: () => SERVER_TIMESTAMP,
  async getDocs(query: Query) {
    fake.events.push(`firestore:list ${query.collection}`);
    fake.queries.push(query);
    const found = fake.listPages.shift() ?? fake.listResult;
    return { docs: found.map(({ id, data }) => ({ id, data: () => ({ ...data }) })) };
  },
  async getDoc(ref: Ref) {
    fake.events.push(`firestore:get ${ref.path}`);
    if (fake.refuseReadsOf.has(ref.path))
      throw new FirebaseError('permission-denied', 'Missing or insufficient permissions.');
    return snapshot(ref);
  },
  async addDoc(ref: CollectionRef, data: Data) {
    fake.events.push(`firestore:add ${ref.path}`);
    takeFailure();
    if (fake.refuseAddsTo === ref.path)
      throw new FirebaseError('permission-denied', 'Missing or insufficient permissions.');
    const id = `doc${fake.nextId++}`;
    fake.documents.set(`${ref.path}/${id}`, resolve(data));
    fake.lastWrite = data;
    fake.writes.push({ path: ref.path, data });
    return { kind: 'doc', path: `${ref.path}/${id}`, id, collection: ref.path } satisfies Ref;
  },
  async updateDoc(ref: Ref, data: Data) {
    fake.events.push(`firestore:update ${ref.path}`);
    fake.lastWrite = data;
    fake.writes.push({ path: ref.path, data });
    takeFailure();
    const current = fake.documents.get(ref.path);
    // The rules judge an update of a missing document as a create, and refuse it.
    if (!current) throw new FirebaseError('permission-denied', 'Missing or insufficient permissions.');
    fake.documents.set(ref.path, { ...current, ...resolve(data) });
  },
  async deleteDoc(ref: Ref) {
    fake.events.push(`firestore:delete ${ref.path}`);
    takeFailure();
    fake.documents.delete(ref.path);
  },
};

type FakeUser = { email: string | null; claims: Data };

const fakeAuthInstance = {
  get currentUser() {
    return fake.auth.currentUser;
  },
  async authStateReady() {
    fake.events.push('auth:ready');
  },
};

export function fakeAuthModule() {
  fake.auth.loaded = true;
  return {
    indexedDBLocalPersistence: { type: 'LOCAL' },
    browserLocalPersistence: { type: 'LOCAL' },
    initializeAuth() {
      fake.auth.initialized = true;
      fake.events.push('auth:init');
      return fakeAuthInstance;
    },
    connectAuthEmulator: () => undefined,
    async signInWithEmailAndPassword(_auth: unknown, email: string, password: string) {
      if (fake.auth.signInError) throw fake.auth.signInError;
      const account = fake.auth.accounts.get(email);
      if (!account || account.password !== password) {
        throw new FirebaseError('auth/invalid-credential', 'Firebase: Error (auth/invalid-credential).');
      }
      const user: FakeUser = { email, claims: account.claims };
      fake.auth.currentUser = user;
      return { user };
    },
    async signOut() {
      fake.events.push('auth:signOut');
      fake.auth.currentUser = null;
    },
    EmailAuthProvider: {
      credential: (email: string, password: string) => ({ providerId: 'password', email, password }),
    },
    async reauthenticateWithCredential(user: FakeUser, credential: { email: string; password: string }) {
      fake.events.push('auth:reauthenticate');
      const account = fake.auth.accounts.get(credential.email);
      if (user.email !== credential.email || !account || account.password !== credential.password) {
        throw new FirebaseError('auth/invalid-credential', 'Firebase: Error (auth/invalid-credential).');
      }
      return { user };
    },
    async updatePassword(user: FakeUser, password: string) {
      fake.events.push('auth:updatePassword');
      if (fake.auth.updatePasswordError) throw fake.auth.updatePasswordError;
      const account = fake.auth.accounts.get(user.email ?? '');
      if (account) account.password = password;
    },
    async sendPasswordResetEmail(_auth: unknown, email: string) {
      if (!fake.auth.accounts.has(email)) {
        throw new FirebaseError('auth/user-not-found', 'Firebase: Error (auth/user-not-found).');
      }
      fake.auth.resetEmails.push(email);
    },
    async getIdTokenResult(user: FakeUser, forceRefresh?: boolean) {
      if (forceRefresh) {
        fake.auth.tokenRefreshes++;
        if (fake.auth.refreshError) throw fake.auth.refreshError;
      }
      return { claims: user.claims };
    },
  };
}

export function fakeStorageModule() {
  fake.storage.loaded = true;
  return {
    getStorage: () => ({ kind: 'storage' }),
    connectStorageEmulator: () => undefined,
    ref: (_storage: unknown, key: string) => ({ fullPath: key }),
    async uploadBytes(ref: { fullPath: string }, file: Blob, metadata: Data) {
      fake.events.push(`storage:upload ${ref.fullPath}`);
      fake.storage.uploads.push({ key: ref.fullPath, size: file.size, metadata });
      fake.storage.objects.add(ref.fullPath);
      return { ref };
    },
    async deleteObject(ref: { fullPath: string }) {
      fake.events.push(`storage:delete ${ref.fullPath}`);
      if (fake.storage.failDeletes.has(ref.fullPath)) {
        throw new FirebaseError('storage/retry-limit-exceeded', 'Max retry time for operation exceeded.');
      }
      if (!fake.storage.objects.delete(ref.fullPath)) {
        throw new FirebaseError('storage/object-not-found', `Object '${ref.fullPath}' does not exist.`);
      }
    },
    async getDownloadURL(ref: { fullPath: string }) {
      return `https://firebasestorage.googleapis.com/v0/b/${FAKE_BUCKET}/o/${encodeURIComponent(ref.fullPath)}?alt=media&token=t1`;
    },
  };
}

/**
 * The browser's photo encoder (photo-encoding.ts), which needs a canvas: the picture comes back as marked bytes
 * of its own type, with one marked WebP copy per width. tests/e2e/hosted-photo.spec.ts runs the real one.
 */
export function fakePhotoEncoding() {
  return {
    async cleanPhoto(file: File) {
      fake.events.push(`photo:clean ${file.name}`);
      const type = ['image/jpeg', 'image/png', 'image/webp'].includes(file.type) ? file.type : 'image/png';
      const name = type === file.type ? file.name : file.name.replace(/\.[^.]*$/, '.png');
      return {
        file: new File([`clean ${file.name}`], name, { type }),
        variants: [320, 640, 1024].map((width) => ({
          width,
          blob: new Blob([`copy ${width}`], { type: 'image/webp' }),
        })),
      };
    },
  };
}

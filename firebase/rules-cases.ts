import { deleteApp, initializeApp } from 'firebase/app';
import {
  addDoc,
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  query,
  serverTimestamp,
  setDoc,
  setLogLevel,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import {
  connectStorageEmulator,
  deleteObject,
  getMetadata,
  getStorage,
  ref,
  uploadBytes,
  type FirebaseStorage,
} from 'firebase/storage';
import { beforeEach, describe, expect, test } from 'vitest';
import { HOSTED_MAX_ORDER_LINES } from '../src/domain/enquiry-input';
import { MAX_EVENTS_PER_BEACON } from '../src/domain/insights';
import { formatRepairNumber, type QuoteAnswer, type RepairStatus } from '../src/domain/repair';
import { DEFAULT_SHOP_SETTINGS } from '../src/content/shop-defaults';
import { settingsFields } from '../src/data/firebase/settings-records';
import { makeOrderInput } from '../tests/factories';
import { ACCEPTED, CASE_PROJECT, REFUSED, downloadUrl, image, storedDocument } from './product-cases';
import {
  CASE_ADMIN_EMAIL,
  REPAIR_PHOTO_KEY,
  answerChange,
  casePayment,
  claimDocuments,
  collectedRepairDocuments,
  movedRepairJob,
  newRepairDocuments,
  paidRepairDocuments,
  receivedRepairDocuments,
  repairYear,
  viewDocument,
  waitingRepairDocuments,
} from './repair-cases';

/**
 * The cases of firebase/firestore.rules and firebase/storage.rules, written once and run twice: on the project's
 * local doubles, which evaluate the rules themselves (firebase/local/rules-on-doubles.test.ts, in `npm test`), and
 * on Google's emulators (firebase/rules.test.ts, `npm run test:rules`, which needs Java 21). Each runner hands
 * `registerRulesCases` its environment: a store of its own for each test, and how a request is judged allowed
 * or refused. Both send their requests as the site's browser does, through `firebase/firestore/lite` and
 * `firebase/storage`, signed in with the same tokens (CALLERS).
 *
 * Every refusal here is one that a looser rule would let through: a case names, after "guards:", the rule it
 * stands for, or says in a sentence what a visitor, an account without the claim or the admin may do. The named
 * cases (namedCases) are also broken on purpose by the local runner, one change of the rules' text at a time,
 * to show that each fails then. The table of firebase/product-cases.ts runs here and in the adapter's unit test
 * (src/data/firebase/stored-form.test.ts), so the schema and the rules agree on the same values.
 */

/** Who sends a request: the owner (the Admin SDK's stand-in, which the rules do not judge), or one the rules judge. */
export type Who = 'owner' | 'visitor' | 'account' | 'admin';

/** A store of its own for one test: a Firestore and a Storage handle for each caller. */
export type World = Record<Who, Firestore> & Record<`${Who}Storage`, FirebaseStorage>;

/** How an environment tells a refusal by the rules from any other outcome. */
export type Judge = {
  /** Resolves when the request is carried out; rejects otherwise. */
  assertSucceeds(action: Promise<unknown>): Promise<unknown>;
  /** Resolves when the rules refuse the request; rejects when it is carried out or fails for another reason. */
  assertFails(action: Promise<unknown>): Promise<unknown>;
};

export type RulesEnvironment = Judge & {
  /** What the describe block of all the cases is called in this runner. */
  title: string;
  /** A world for one test: an empty store under the project's rules. */
  world(): Promise<World>;
};

/**
 * The token each caller's handles connect with (the SDK's `mockUserToken`): `owner` is the emulators' word for the
 * Admin SDK; the admin has the claim and the e-mail payments are recorded in the name of (CASE_ADMIN_EMAIL).
 */
const CALLERS: Record<Who, string | { sub: string; admin?: boolean; email?: string } | undefined> = {
  owner: 'owner',
  visitor: undefined,
  account: { sub: 'clerk', email: 'clerk@example.test' },
  admin: { sub: 'owner-account', admin: true, email: CASE_ADMIN_EMAIL },
};

let appCount = 0;

/**
 * A world on the emulators (or the doubles) at `firestore` and `storage` (host:port), Storage in `bucket`; `close`
 * deletes its apps.
 */
export function connectWorld(hosts: { firestore: string; storage: string; bucket: string }): {
  world: World;
  close(): Promise<void>;
} {
  const [host, port] = hosts.firestore.split(':');
  const [storageHost, storagePort] = hosts.storage.split(':');
  const apps = (Object.keys(CALLERS) as Who[]).map((who) => {
    const token = CALLERS[who];
    const app = initializeApp(
      { projectId: CASE_PROJECT, apiKey: 'local', storageBucket: hosts.bucket },
      `rules-${++appCount}`,
    );
    const db = getFirestore(app);
    connectFirestoreEmulator(db, host!, Number(port), token ? { mockUserToken: token } : {});
    const storage = getStorage(app);
    connectStorageEmulator(storage, storageHost!, Number(storagePort), token ? { mockUserToken: token } : {});
    return { who, app, db, storage };
  });
  const world = Object.fromEntries(
    apps.flatMap(({ who, db, storage }) => [
      [who, db],
      [`${who}Storage`, storage],
    ]),
  ) as World;
  return { world, close: () => Promise.all(apps.map(({ app }) => deleteApp(app))).then(() => undefined) };
}

/**
 * The judge's verdicts as the cases use them: `allowed` and `refused` name what they expect in their message, and a
 * request the rules let through is told from one that failed otherwise ("Expected to be refused", which the local
 * runner's breakages look for, against "Expected a refusal of …, got …").
 */
export function verdicts(judge: Judge) {
  async function allowed(what: string, action: Promise<unknown>): Promise<void> {
    try {
      await judge.assertSucceeds(action);
    } catch (error) {
      throw new Error(`Expected to be allowed: ${what} (${String(error)})`, { cause: error });
    }
  }
  async function refused(what: string, action: Promise<unknown>): Promise<void> {
    let carriedOut = false;
    const watched = action.then((value) => {
      carriedOut = true;
      return value;
    });
    try {
      await judge.assertFails(watched);
    } catch (error) {
      if (carriedOut) throw new Error(`Expected to be refused: ${what}`, { cause: error });
      throw new Error(`Expected a refusal of ${what}, got ${String(error)}`, { cause: error });
    }
  }
  return {
    allowed,
    refused,
    assertSucceeds: (action: Promise<unknown>) => allowed('the request', action),
    assertFails: (action: Promise<unknown>) => refused('the request', action),
  };
}

// Each refusal is expected here; the SDK would log every one of them.
setLogLevel('silent');

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The fields the adapter writes, as firestore.rules lists them in productFields(). */
const PRODUCT_FIELDS = Object.keys(storedDocument());
const STORED_IMAGE = 'products/1732000000000_intro_front.png';

/**
 * A time of the client's clock, as a write would carry it instead of the server's: a millisecond behind now, so that
 * it cannot be the commit's time. (The doubles' commit times fall on whole milliseconds when their clock has moved
 * on, where a client's `Date.now()` of the same millisecond would meet one.)
 */
const clientClock = () => Timestamp.fromMillis(Date.now() - 1);

export const EARLIER = Timestamp.fromMillis(1_700_000_000_000);
const stamped = () => ({ createdAt: serverTimestamp(), updatedAt: serverTimestamp() });

/** Products p0…p19, each its own name and price, listed; and an order o1, pending. */
export async function seedCatalogue(world: World): Promise<void> {
  const batch = writeBatch(world.owner);
  for (let i = 0; i < 20; i++) {
    batch.set(doc(world.owner, `products/p${i}`), {
      ...storedDocument({ name: `Product ${i}`, sku: `SKU-${i}`, price: 10 + i }),
      createdAt: EARLIER,
      updatedAt: EARLIER,
    });
  }
  batch.set(doc(world.owner, 'products/draft'), {
    ...storedDocument({ name: 'MIG 300', status: 'draft' }),
    createdAt: EARLIER,
    updatedAt: EARLIER,
  });
  batch.set(doc(world.owner, 'orders/o1'), { ...catalogueOrder(1), createdAt: EARLIER, updatedAt: EARLIER });
  await batch.commit();
}

/** An order for the first `lines` products, one of each, as the hosted adapter writes it (orders.ts). */
export function catalogueOrder(lines: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const items = Array.from({ length: lines }, (_, i) => ({
    productId: `p${i}`,
    name: `Product ${i}`,
    price: 10 + i,
    quantity: 1,
  }));
  return {
    customerName: 'Nurul Huda',
    customerEmail: '',
    customerPhone: '+60123456789',
    shippingAddress: '3 Jalan Bendahara, 31650 Ipoh',
    notes: '',
    items,
    total: items.reduce((sum, item) => sum + item.price, 0),
    status: 'pending',
    ...stamped(),
    ...overrides,
  };
}

function sendView(db: Firestore, id: string): Promise<unknown> {
  return addDoc(collection(db, 'insightEvents'), { n: 'view', p: 'product', d: 'phone', id, at: serverTimestamp() });
}

/** Sends an order as the adapter does: one write in a batch. */
export function sendEnquiry(db: Firestore, order: Record<string, unknown>): Promise<void> {
  const batch = writeBatch(db);
  batch.set(doc(collection(db, 'orders')), order);
  return batch.commit();
}

/**
 * A new job as the admin's browser writes it (repairs-admin.ts), the `sequence`th of the year, in one commit with
 * its view and the year's counter moved on to `counter` (null: the counter is not written). `view: false` leaves the
 * view out; `job` and `view` change the documents.
 */
function logJob(
  db: Firestore,
  sequence: number,
  counter: number | null,
  {
    job: jobChanges = {},
    view: viewChanges = {},
  }: { job?: Record<string, unknown>; view?: Record<string, unknown> | false } = {},
): Promise<void> {
  const { job, view, token } = newRepairDocuments(sequence, serverTimestamp(), jobChanges);
  const batch = writeBatch(db);
  if (counter !== null) batch.set(doc(db, `repairCounters/${repairYear()}`), { last: counter });
  batch.set(doc(collection(db, 'repairs')), job);
  if (viewChanges !== false) batch.set(doc(db, 'repairStatus', token), { ...view, ...viewChanges });
  return batch.commit();
}

/** A job and its view as the owner stores them (the rules do not judge the owner), at an earlier time. */
async function seedRepair(
  world: World,
  documents: { job: Record<string, unknown>; view: Record<string, unknown>; token: string },
) {
  const id = `job${documents.token.slice(0, 8).replace(/[^A-Za-z0-9]/g, 'x')}`;
  const batch = writeBatch(world.owner);
  batch.set(doc(world.owner, 'repairs', id), documents.job);
  batch.set(doc(world.owner, 'repairStatus', documents.token), documents.view);
  await batch.commit();
  return { id, token: documents.token, number: String(documents.job.number) };
}

/** The admin's move of a stored job, computed from what it is now, written by `db` with its view (or alone). */
async function moveJob(
  world: World,
  db: Firestore,
  id: string,
  status: RepairStatus,
  quote: number | null,
  alone = false,
  from?: RepairStatus,
) {
  const job = (await getDoc(doc(world.owner, 'repairs', id))).data()!;
  const token = String(job.token);
  const view = (await getDoc(doc(world.owner, 'repairStatus', token))).data();
  const next = movedRepairJob(job, view, status, quote, serverTimestamp(), from);
  const batch = writeBatch(db);
  batch.set(doc(db, 'repairs', id), next);
  if (!alone) batch.set(doc(db, 'repairStatus', token), viewDocument(next));
  return batch.commit();
}

function answer(db: Firestore, token: string, given: QuoteAnswer, nextKey: string, more: Record<string, unknown> = {}) {
  return updateDoc(doc(db, 'repairStatus', token), { ...answerChange(given, nextKey, serverTimestamp()), ...more });
}

/** Today in Malaysia, as a payment's day. */
const malaysianToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** A stored job as the admin's next write starts from it: the job, with the customer's answer of its view. */
async function storedJob(world: World, job: { id: string; token: string }): Promise<Record<string, unknown>> {
  const stored = (await getDoc(doc(world.owner, 'repairs', job.id))).data()!;
  const view = (await getDoc(doc(world.owner, 'repairStatus', job.token))).data()!;
  return { ...stored, quote: view.quote, history: view.history };
}

/** The admin's write of a job's next state with its view, in one commit. */
function writeJob(world: World, job: { id: string; token: string }, next: Record<string, unknown>) {
  const batch = writeBatch(world.admin);
  batch.set(doc(world.admin, 'repairs', job.id), next);
  batch.set(doc(world.admin, 'repairStatus', job.token), viewDocument(next));
  return batch.commit();
}

/** A payment or a refund recorded by the admin under the job's next place, `paid` moved by it (decidePayment). */
async function payJob(
  world: World,
  job: { id: string; token: string },
  amount: number,
  kind: 'payment' | 'refund' = 'payment',
  date = malaysianToday(),
) {
  const base = await storedJob(world, job);
  const payments = (base.payments ?? {}) as Record<string, unknown>;
  return writeJob(world, job, {
    ...base,
    payments: {
      ...payments,
      [String(Object.keys(payments).length)]: casePayment(amount, date, serverTimestamp(), kind),
    },
    paid: Number(base.paid ?? 0) + (kind === 'refund' ? -amount : amount),
    updatedAt: serverTimestamp(),
  });
}

/** The owner's edit of a job's estimate (decideEdit), with its view. */
async function editEstimate(world: World, job: { id: string; token: string }, estimate: number | null) {
  return writeJob(world, job, { ...(await storedJob(world, job)), estimate, updatedAt: serverTimestamp() });
}

/**
 * A warranty claim on `original` as repairs-admin.ts writes it: the new job (the `sequence`th of the year, the counter
 * moved on to it) and its view, and the first job's claims with it, in one commit. Resolves to the new job.
 */
async function claimOn(world: World, original: { id: string; token: string; number: string }, sequence: number) {
  const stored = (await getDoc(doc(world.owner, 'repairs', original.id))).data()!;
  const ref = doc(collection(world.admin, 'repairs'));
  const claims = (stored.claims ?? []) as Record<string, unknown>[];
  const made = claimDocuments({ ...original, claims }, ref.id, sequence, serverTimestamp());
  const batch = writeBatch(world.admin);
  batch.set(doc(world.admin, `repairCounters/${repairYear()}`), { last: sequence });
  batch.set(ref, made.job);
  batch.set(doc(world.admin, 'repairStatus', made.token), made.view);
  batch.update(doc(world.admin, 'repairs', original.id), { claims: made.claims, updatedAt: serverTimestamp() });
  batch.update(doc(world.admin, 'repairStatus', original.token), { updatedAt: serverTimestamp() });
  await batch.commit();
  return { id: ref.id, token: made.token, number: String(made.job.number) };
}

/** A day for the owner's seeds: yesterday, so that a warranty counted from it is still running. */
const YESTERDAY = Timestamp.fromMillis(Date.now() - 86_400_000);

/** An order as the admin's screen writes it (firebase-backend.ts, createManual). */
function adminOrder(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    customerName: 'Encik Rahman',
    customerPhone: '+60123456789',
    customerEmail: '',
    shippingAddress: '',
    notes: 'Walk-in',
    items: [{ productId: 'p1', name: 'Welder', price: 1299.9, quantity: 1 }],
    total: 1299.9,
    status: 'pending',
    ...stamped(),
    ...overrides,
  };
}

function withoutField(name: string): Record<string, unknown> {
  const product = storedDocument();
  delete product[name];
  return product;
}

/** A line of the product p1 (MIG 200 at RM1,299) as the adapter writes it. */
function line(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { productId: 'p1', name: 'MIG 200', price: 1299, quantity: 1, ...overrides };
}

/** The order the hosted adapter writes for an enquiry (src/data/firebase/firebase-backend.ts, sendEnquiry). */
function enquiry(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return catalogueOrder(0, { items: [line()], total: 1299, ...overrides });
}

/** Writes an order as the adapter does: one write in a batch, which may read up to 20 documents. */
function enquiryBatch(db: Firestore, id: string, order: Record<string, unknown>): Promise<void> {
  const batch = writeBatch(db);
  batch.set(doc(db, 'orders', id), order);
  return batch.commit();
}

/** The document settings/shop as the adapter writes it (src/data/firebase/settings-records.ts), of a new shop's settings. */
function shopDocument(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...settingsFields(DEFAULT_SHOP_SETTINGS), updatedAt: serverTimestamp(), ...overrides };
}

const testimonial = (overrides: Record<string, unknown> = {}) => ({
  author: 'Ahmad Razak',
  textEn: 'Good service.',
  textMs: 'Servis yang baik.',
  position: 0,
  ...overrides,
});

/** A case of the rules: throws when they do not do what its sentence says. */
export type RulesCase = (world: World) => Promise<void>;

/**
 * The named cases, which the local runner also runs against rules broken on purpose: `catalogue`'s over the
 * products p0…p19 and the order o1 (seedCatalogue, which each case stores first), `repairs`' over an empty store.
 */
export function namedCases(judge: Judge): { catalogue: Record<string, RulesCase>; repairs: Record<string, RulesCase> } {
  const { allowed, refused } = verdicts(judge);
  const catalogue: Record<string, RulesCase> = {
    'a visitor sends an enquiry of ten different products, as many as the hosted list holds': async (world) => {
      await allowed('ten lines', sendEnquiry(world.visitor, catalogueOrder(HOSTED_MAX_ORDER_LINES)));
      await refused('eleven lines', sendEnquiry(world.visitor, catalogueOrder(HOSTED_MAX_ORDER_LINES + 1)));
    },
    'a visitor may not name their own price': async (world) => {
      const order = catalogueOrder(2);
      const items = order.items as { price: number }[];
      items[1]!.price = 1;
      await refused('a price below the catalogue’s', sendEnquiry(world.visitor, { ...order, total: 11 }));
    },
    'a visitor may not ask about a draft or make up a name': async (world) => {
      const draft = { productId: 'draft', name: 'MIG 300', price: 1299, quantity: 1 };
      await refused('a draft', sendEnquiry(world.visitor, catalogueOrder(0, { items: [draft], total: 1299 })));
      const madeUp = { productId: 'p0', name: 'Free welder', price: 10, quantity: 1 };
      await refused('a made-up name', sendEnquiry(world.visitor, catalogueOrder(0, { items: [madeUp], total: 10 })));
    },
    'an order of any other shape is refused, whoever sends it': async (world) => {
      for (const db of [world.visitor, world.account, world.admin]) {
        await refused(
          'an order without its fields',
          addDoc(collection(db, 'orders'), { customerName: 'x', status: 'pending', ...stamped() }),
        );
      }
      await refused(
        'an order already confirmed',
        sendEnquiry(world.visitor, catalogueOrder(1, { status: 'confirmed' })),
      );
      await refused('a total that is not the sum', sendEnquiry(world.visitor, catalogueOrder(2, { total: 1 })));
    },
    "only the admin changes an order's status": async (world) => {
      for (const db of [world.visitor, world.account]) {
        await refused(
          'a status change by a visitor',
          updateDoc(doc(db, 'orders/o1'), { status: 'cancelled', updatedAt: serverTimestamp() }),
        );
      }
      await allowed(
        'the admin’s status change',
        updateDoc(doc(world.admin, 'orders/o1'), { status: 'confirmed', updatedAt: serverTimestamp() }),
      );
      await refused(
        'a status change that touches the total',
        updateDoc(doc(world.admin, 'orders/o1'), { status: 'shipped', total: 0, updatedAt: serverTimestamp() }),
      );
    },
    "the admin's own order is pending, and an order's lines change only while it is pending (decideOrderLines)": async (
      world,
    ) => {
      const lines = (quantity: number) => {
        const items = [{ productId: 'p1', name: 'Product 1', price: 11, quantity }];
        return { items, total: 11 * quantity, updatedAt: serverTimestamp() };
      };
      await refused(
        'an order confirmed as it is made',
        addDoc(collection(world.admin, 'orders'), catalogueOrder(1, { status: 'confirmed' })),
      );
      await allowed('the admin’s pending order', addDoc(collection(world.admin, 'orders'), catalogueOrder(1)));
      await refused('a visitor’s change of lines', updateDoc(doc(world.visitor, 'orders/o1'), lines(2)));
      await allowed('new lines of a pending order', updateDoc(doc(world.admin, 'orders/o1'), lines(2)));
      await refused(
        'new lines that change the customer too',
        updateDoc(doc(world.admin, 'orders/o1'), { ...lines(3), customerName: 'Someone else' }),
      );
      await allowed(
        'the order confirmed',
        updateDoc(doc(world.admin, 'orders/o1'), { status: 'confirmed', updatedAt: serverTimestamp() }),
      );
      await refused('new lines of a confirmed order', updateDoc(doc(world.admin, 'orders/o1'), lines(3)));
    },
    'only the admin reads orders; anyone reads a listed product, and lists them by asking for listed ones': async (
      world,
    ) => {
      await refused('a visitor reading an order', getDoc(doc(world.visitor, 'orders/o1')));
      await allowed('the admin reading orders', getDocs(query(collection(world.admin, 'orders'), limit(10))));
      await allowed('a visitor reading a product', getDoc(doc(world.visitor, 'products/p0')));
      await refused('a visitor reading a draft', getDoc(doc(world.visitor, 'products/draft')));
      await allowed(
        'a visitor listing listed products',
        getDocs(query(collection(world.visitor, 'products'), where('listed', '==', true), limit(101))),
      );
      await refused('a visitor listing all products', getDocs(query(collection(world.visitor, 'products'), limit(10))));
    },
    'the admin adds a well-formed product with the server’s times; nobody else may': async (world) => {
      const product = { ...storedDocument(), ...stamped() };
      await allowed('the admin’s product', setDoc(doc(world.admin, 'products/new'), product));
      await refused('an account’s product', setDoc(doc(world.account, 'products/other'), product));
      await refused(
        'a product with a client clock',
        setDoc(doc(world.admin, 'products/clock'), { ...storedDocument(), createdAt: EARLIER, updatedAt: EARLIER }),
      );
    },
    'a testimonial is typed in one language at least; the page in the other shows it': async (world) => {
      const testimonial = (textEn: string, textMs: string) =>
        setDoc(doc(world.admin, 'testimonials/t1'), { author: 'Ahmad Razak', textEn, textMs, position: 0 });
      await allowed('a testimonial in English only', testimonial('Good service.', ''));
      await allowed('a testimonial in Malay only', testimonial('', 'Servis yang baik.'));
      await refused('a testimonial in neither', testimonial(' ', ''));
      await refused('a testimonial over 600 characters in Malay', testimonial('', 'a'.repeat(601)));
    },
    'a product holds its SKU as SKUs compare (skuKey): required, and its ASCII SKU in capitals': async (world) => {
      const add = (id: string, data: Record<string, unknown>) =>
        setDoc(doc(world.admin, `products/${id}`), { ...data, ...stamped() });
      const lower = storedDocument({ sku: 'mig-200a' });
      expect(lower.skuKey).toBe('MIG-200A');
      await allowed('a key that is its SKU in capitals', add('k1', lower));
      await refused('a key as typed', add('k2', { ...lower, skuKey: 'mig-200a' }));
      const { skuKey: _key, ...without } = lower;
      await refused('no key', add('k3', without));
      await refused('a key that is no text', add('k4', { ...lower, skuKey: 7 }));
      // Another alphabet's SKU: its key is the adapter's (JavaScript's upper case), which the rules leave as it is.
      await allowed('a SKU in another alphabet', add('k5', storedDocument({ sku: 'straße-1' })));
      await refused(
        'an edit with the key of another SKU',
        updateDoc(doc(world.admin, 'products/p0'), {
          ...storedDocument(),
          skuKey: 'OTHER',
          updatedAt: serverTimestamp(),
        }),
      );
      await refused(
        'an edit that leaves the key of the old SKU',
        updateDoc(doc(world.admin, 'products/p0'), {
          ...storedDocument({ sku: 'NEW-SKU' }),
          skuKey: storedDocument().skuKey,
          updatedAt: serverTimestamp(),
        }),
      );
    },
    'the product page shows 5 photos: a new product has 4 additional images at most, one saved with 5 keeps them and gains none':
      async (world) => {
        const photos = (...slots: number[]) => ({ additionalImages: slots.map(image) });
        await refused(
          'a new product with 5',
          setDoc(doc(world.admin, 'products/five'), { ...storedDocument(photos(0, 1, 2, 3, 4)), ...stamped() }),
        );
        await refused(
          'a 5th added to a product with 4',
          updateDoc(doc(world.admin, 'products/p0'), {
            ...storedDocument(photos(0, 1, 2, 3, 4)),
            updatedAt: serverTimestamp(),
          }),
        );
        await setDoc(doc(world.owner, 'products/older'), {
          ...storedDocument(photos(0, 1, 2, 3, 4)),
          createdAt: EARLIER,
          updatedAt: EARLIER,
        });
        const edit = (...slots: number[]) =>
          updateDoc(doc(world.admin, 'products/older'), {
            ...storedDocument({ name: 'Renamed', ...photos(...slots) }),
            updatedAt: serverTimestamp(),
          });
        await allowed('an edit that keeps the 5', edit(4, 3, 2, 1, 0));
        await refused('one swapped for a new one', edit(0, 1, 2, 3, 9));
        await refused('the same photo twice', edit(0, 1, 2, 3, 4, 0));
        await allowed('one removed', edit(0, 1, 2, 3));
        await refused('then a 5th again', edit(0, 1, 2, 3, 4));
      },
    'the admin stores a raster image; a file of another type is refused': async (world) => {
      const upload = (storage: FirebaseStorage, key: string, contentType: string) =>
        uploadBytes(ref(storage, key), PNG, { contentType });
      await allowed('a PNG', upload(world.adminStorage, 'products/1732000000000_intro_front.png', 'image/png'));
      await refused('a visitor’s PNG', upload(world.visitorStorage, 'products/1_intro_a.png', 'image/png'));
      for (const type of ['text/html', 'image/svg+xml', 'application/octet-stream']) {
        await refused(`a file of type ${type}`, upload(world.adminStorage, 'products/1_intro_a.png', type));
      }
      await refused('a key outside products/', upload(world.adminStorage, 'other/1_intro_a.png', 'image/png'));
    },
  };

  const repairs: Record<string, RulesCase> = {
    'the admin logs a job with the next number of its year, with its view; nobody else may, and no number is taken twice':
      async (world) => {
        await refused('an account’s job', logJob(world.account, 1, 1));
        await allowed('the first job of the year', logJob(world.admin, 1, 1));
        await refused('a job that reuses the last number, the counter left as it is', logJob(world.admin, 1, null));
        await refused('a job numbered past the counter, which is not written', logJob(world.admin, 2, null));
        await refused('a second job of the same number', logJob(world.admin, 1, 1));
        await refused('a job that skips a number', logJob(world.admin, 3, 3));
        await refused('a job without its view', logJob(world.admin, 2, 2, { view: false }));
        await refused('a job whose view says another status', logJob(world.admin, 2, 2, { view: { status: 'ready' } }));
        await refused(
          'a job of last year’s number',
          logJob(world.admin, 2, 2, { job: { number: formatRepairNumber(repairYear() - 1, 2) } }),
        );
        await allowed('the next job', logJob(world.admin, 2, 2));
      },
    'a job holds the phone in E.164 and its fields within their limits; its view shows no more than its page': async (
      world,
    ) => {
      await refused('a phone as typed', logJob(world.admin, 1, 1, { job: { customerPhone: '012-345 6789' } }));
      await refused('a phone that is no number', logJob(world.admin, 1, 1, { job: { customerPhone: 'call me' } }));
      // Only an erased job (its name ERASED_NAME) holds no phone.
      await refused('no phone on a named job', logJob(world.admin, 1, 1, { job: { customerPhone: '' } }));
      await refused('a fault over 2,000 characters', logJob(world.admin, 1, 1, { job: { fault: 'x'.repeat(2001) } }));
      await refused(
        'a photo of another host',
        logJob(world.admin, 1, 1, { job: { photos: ['https://example.com/repairs%2F1_0_a.png?alt=media&token=t'] } }),
      );
      await refused('a job that is not received', logJob(world.admin, 1, 1, { job: { status: 'ready', open: true } }));
      await refused(
        'a view that shows the phone',
        logJob(world.admin, 1, 1, { view: { customerPhone: '+60123456789' } }),
      );
      await refused(
        'a view that shows the whole name',
        logJob(world.admin, 1, 1, { view: { firstName: 'Ahmad bin Ismail' } }),
      );
      await allowed('the job as the form gives it', logJob(world.admin, 1, 1));
      await allowed(
        'the next job, with a photo stored under its key',
        logJob(world.admin, 2, 2, { job: { photos: [downloadUrl(REPAIR_PHOTO_KEY)] } }),
      );
    },
    'only the admin reads a job; a visitor gets a view by its token and may not list the views': async (world) => {
      const job = await seedRepair(world, receivedRepairDocuments('R-2025-0001', EARLIER));
      for (const db of [world.visitor, world.account]) {
        await refused('a visitor reading the job', getDoc(doc(db, 'repairs', job.id)));
        await refused('a visitor listing the jobs', getDocs(query(collection(db, 'repairs'), limit(10))));
        await refused('a visitor listing the views', getDocs(query(collection(db, 'repairStatus'), limit(10))));
        await refused(
          'a visitor listing the views of a number',
          getDocs(query(collection(db, 'repairStatus'), where('number', '==', job.number), limit(1))),
        );
        await refused('a visitor reading the counter', getDoc(doc(db, 'repairCounters/2025')));
        await allowed('a visitor getting the view by its token', getDoc(doc(db, 'repairStatus', job.token)));
      }
      await allowed('the admin reading the job', getDoc(doc(world.admin, 'repairs', job.id)));
      await allowed('the admin listing the jobs', getDocs(query(collection(world.admin, 'repairs'), limit(10))));
    },
    'the customer answers a quote once and changes nothing else; a job that waits for none takes no answer': async (
      world,
    ) => {
      const waiting = await seedRepair(world, waitingRepairDocuments('R-2025-0002', EARLIER));
      await refused(
        'an answer that also moves the job on',
        answer(world.visitor, waiting.token, 'approved', '3', { status: 'repairing' }),
      );
      await refused(
        'an answer that lowers the quote',
        answer(world.visitor, waiting.token, 'approved', '3', { 'quote.total': 1 }),
      );
      await refused(
        'an answer without its line of history',
        updateDoc(doc(world.visitor, 'repairStatus', waiting.token), {
          'quote.answer': 'approved',
          'quote.answeredAt': serverTimestamp(),
          updatedAt: serverTimestamp(),
        }),
      );
      await refused(
        'an answer with a time of the customer’s clock',
        answer(world.visitor, waiting.token, 'approved', '3', { 'quote.answeredAt': EARLIER }),
      );
      await refused(
        'an answer naming another version',
        updateDoc(
          doc(world.visitor, 'repairStatus', waiting.token),
          answerChange('approved', '3', serverTimestamp(), 2),
        ),
      );
      await allowed('the answer', answer(world.visitor, waiting.token, 'approved', '3'));
      await refused('a second answer', answer(world.visitor, waiting.token, 'declined', '4'));
      const received = await seedRepair(world, receivedRepairDocuments('R-2025-0003', EARLIER));
      await refused('an answer to a job that waits for none', answer(world.visitor, received.token, 'approved', '1'));
    },
    'the admin moves a job only as REPAIR_MOVES allows, with its view, one line of history at the store’s time': async (
      world,
    ) => {
      const job = await seedRepair(world, receivedRepairDocuments('R-2025-0004', EARLIER));
      await refused('a move from received to collected', moveJob(world, world.admin, job.id, 'collected', null));
      await refused(
        'a move of the job without its view',
        moveJob(world, world.admin, job.id, 'diagnosing', null, true),
      );
      await refused('an account’s move', moveJob(world, world.account, job.id, 'diagnosing', null));
      await allowed('received to diagnosing', moveJob(world, world.admin, job.id, 'diagnosing', null));
      await refused(
        'a wait for approval without a quote',
        moveJob(world, world.admin, job.id, 'awaitingApproval', null),
      );
      await refused(
        'a move from a status the job has left',
        moveJob(world, world.admin, job.id, 'awaitingApproval', 35_000, false, 'received'),
      );
      await allowed(
        'diagnosing to waiting for approval, quoted',
        moveJob(world, world.admin, job.id, 'awaitingApproval', 35_000),
      );
      await refused('waiting for approval to ready', moveJob(world, world.admin, job.id, 'ready', null));
    },
    'a quote’s totals are its lines’ sums to the sen, and a payment stays within the bill, dated today at the latest':
      async (world) => {
        const job = await seedRepair(world, receivedRepairDocuments('R-2025-0005', EARLIER));
        await allowed('received to diagnosing', moveJob(world, world.admin, job.id, 'diagnosing', null));
        const quoted = async (change: (quote: Record<string, unknown>) => Record<string, unknown>) => {
          const stored = (await getDoc(doc(world.owner, 'repairs', job.id))).data()!;
          const view = (await getDoc(doc(world.owner, 'repairStatus', job.token))).data();
          const next = movedRepairJob(stored, view, 'awaitingApproval', 35_000, serverTimestamp());
          const quote = change(next.quote as Record<string, unknown>);
          // The new line of history names the quote's total and version as they are, so that only the quote is wrong.
          const history = next.history as Record<string, Record<string, unknown>>;
          const last = String(Object.keys(history).length - 1);
          const changed = {
            ...next,
            quote,
            history: { ...history, [last]: { ...history[last], quote: quote.total, version: quote.version } },
          };
          const batch = writeBatch(world.admin);
          batch.set(doc(world.admin, 'repairs', job.id), changed);
          batch.set(doc(world.admin, 'repairStatus', job.token), viewDocument(changed));
          return batch.commit();
        };
        await refused(
          'a total a sen above the lines',
          quoted((quote) => ({ ...quote, total: 35_001 })),
        );
        await refused(
          'labour a sen below its line',
          quoted((quote) => ({ ...quote, labour: 34_999, subtotal: 34_999, total: 34_999 })),
        );
        await refused(
          'a tax without an SST rate',
          quoted((quote) => ({ ...quote, serviceTax: 100, total: 35_100 })),
        );
        await refused(
          'a version that skips one',
          quoted((quote) => ({ ...quote, version: 2 })),
        );
        await allowed(
          'the quote as the adapter makes it',
          quoted((quote) => quote),
        );
        await allowed('the customer approves it', answer(world.visitor, job.token, 'approved', '3'));

        const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
        const pay = async (amount: number, date = today, kind: 'payment' | 'refund' = 'payment') => {
          const stored = (await getDoc(doc(world.owner, 'repairs', job.id))).data()!;
          const view = (await getDoc(doc(world.owner, 'repairStatus', job.token))).data()!;
          const payments = (stored.payments ?? {}) as Record<string, unknown>;
          const base = { ...stored, quote: view.quote, history: view.history };
          const paid = Number(stored.paid ?? 0) + (kind === 'refund' ? -amount : amount);
          const payment = {
            kind,
            amount,
            method: 'cash',
            date,
            note: '',
            recordedAt: serverTimestamp(),
            recordedBy: 'owner@example.test',
            voided: null,
          };
          const next = {
            ...base,
            payments: { ...payments, [String(Object.keys(payments).length)]: payment },
            paid,
            updatedAt: serverTimestamp(),
          };
          const batch = writeBatch(world.admin);
          batch.set(doc(world.admin, 'repairs', job.id), next);
          batch.set(doc(world.admin, 'repairStatus', job.token), viewDocument(next));
          return batch.commit();
        };
        await refused('a payment above the approved total', pay(35_001));
        // Two days on in Malaysia, whatever the hour: a payment not yet made.
        const later = new Date(Date.now() + (8 + 48) * 3_600_000).toISOString().slice(0, 10);
        await refused('a payment dated after today', pay(100, later));
        await refused('a payment dated before the job was received', pay(100, '2000-01-01'));
        await allowed('a payment of the whole bill', pay(35_000));
        await refused('one sen more', pay(1));
        // Nothing is refunded while the job goes on: what was paid is the bill.
        await refused('a refund while the job is open', pay(100, today, 'refund'));
      },
    'the customer answers only while the job waits for the answer, and only the quote’s current version': async (
      world,
    ) => {
      const job = await seedRepair(world, waitingRepairDocuments('R-2025-0010', EARLIER));
      // Back to diagnosing, the quote unanswered: no answer is awaited any more.
      await allowed('awaiting approval back to diagnosing', moveJob(world, world.admin, job.id, 'diagnosing', null));
      await refused('an answer to a quote no longer awaited', answer(world.visitor, job.token, 'approved', '4'));
      await allowed('a new quote, version 2', moveJob(world, world.admin, job.id, 'awaitingApproval', 40_000));
      await refused(
        'an answer naming version 1',
        updateDoc(doc(world.visitor, 'repairStatus', job.token), answerChange('approved', '5', serverTimestamp(), 1)),
      );
      await allowed(
        'the answer to version 2',
        updateDoc(doc(world.visitor, 'repairStatus', job.token), answerChange('approved', '5', serverTimestamp(), 2)),
      );
    },
    'a warranty claim is made once: a second one waits until the first claim’s job has ended (decideClaim)': async (
      world,
    ) => {
      const first = await seedRepair(world, collectedRepairDocuments('R-2025-0011', EARLIER, YESTERDAY));
      const claim = await claimOn(world, first, 1);
      await refused('a second claim while the first is open', claimOn(world, first, 2));
      await allowed('the first claim’s job cancelled', moveJob(world, world.admin, claim.id, 'cancelled', null));
      await allowed('a claim once the first has ended', claimOn(world, first, 2));
      const old = await seedRepair(
        world,
        collectedRepairDocuments('R-2025-0012', EARLIER, Timestamp.fromMillis(Date.now() - 100 * 86_400_000)),
      );
      await refused('a claim after the warranty’s end', claimOn(world, old, 3));
    },
    'a refund is made only once the job has ended, and never below the bill (decidePayment)': async (world) => {
      const job = await seedRepair(world, paidRepairDocuments('R-2025-0013', EARLIER, 5_000, '2023-11-14'));
      await allowed('received to diagnosing', moveJob(world, world.admin, job.id, 'diagnosing', null));
      await allowed(
        'a quote that waits: nothing is owed meanwhile',
        moveJob(world, world.admin, job.id, 'awaitingApproval', 35_000),
      );
      // The deposit is held while the job goes on, though it is above what is owed now.
      await refused('a refund of the deposit held', payJob(world, job, 5_000, 'refund'));
      await allowed('the job cancelled', moveJob(world, world.admin, job.id, 'cancelled', null));
      await refused('a refund above what was paid', payJob(world, job, 5_001, 'refund'));
      await allowed('the deposit refunded once the job has ended', payJob(world, job, 5_000, 'refund'));
    },
    'no payment is dated before the day the job was received, a deposit at intake neither': async (world) => {
      const deposit = (date: string) => ({
        payments: { '0': casePayment(5_000, date, serverTimestamp()) },
        paid: 5_000,
      });
      await refused('a deposit dated before intake', logJob(world.admin, 1, 1, { job: deposit('2000-01-01') }));
      await allowed('a deposit dated the day of intake', logJob(world.admin, 1, 1, { job: deposit(malaysianToday()) }));
      const job = await seedRepair(world, receivedRepairDocuments('R-2025-0014', YESTERDAY));
      const received = new Date(YESTERDAY.toMillis() + 8 * 3_600_000).toISOString().slice(0, 10);
      const before = new Date(YESTERDAY.toMillis() + (8 - 24) * 3_600_000).toISOString().slice(0, 10);
      await refused('a payment dated the day before', payJob(world, job, 100, 'payment', before));
      await allowed('a payment dated the day received', payJob(world, job, 100, 'payment', received));
    },
    'the estimate changes only while the job is open, and never below what was paid (decideEdit)': async (world) => {
      const job = await seedRepair(world, paidRepairDocuments('R-2025-0015', EARLIER, 5_000, '2023-11-14'));
      await refused('an estimate below the deposit', editEstimate(world, job, 4_999));
      await refused('no estimate, with a deposit paid', editEstimate(world, job, null));
      await allowed('an estimate of what was paid', editEstimate(world, job, 5_000));
      const collected = await seedRepair(world, collectedRepairDocuments('R-2025-0016', EARLIER, YESTERDAY));
      await refused('an estimate changed after collection', editEstimate(world, collected, 9_000));
    },
    'a job saved before money in sen (a deposit, no payments, no times) is moved without the fields it lacks': async (
      world,
    ) => {
      const { job: current, token } = receivedRepairDocuments('R-2025-0006', EARLIER);
      const legacy: Record<string, unknown> = { ...current, estimate: 80, deposit: 50 };
      for (const key of [
        'payments',
        'paid',
        'readyAt',
        'collectedAt',
        'storageFee',
        'warrantyDays',
        'claimOf',
        'claims',
        'remindersSent',
        'serialKey',
      ]) {
        delete legacy[key];
      }
      const job = await seedRepair(world, { job: legacy, view: viewDocument(legacy), token });
      await allowed('received to diagnosing', moveJob(world, world.admin, job.id, 'diagnosing', null));
      await refused(
        'a move to a status REPAIR_MOVES does not allow',
        moveJob(world, world.admin, job.id, 'collected', null),
      );
    },
    'only the admin stores and reads repair photos, as raster images under their key': async (world) => {
      const upload = (storage: FirebaseStorage, key: string, contentType = 'image/png') =>
        uploadBytes(ref(storage, key), PNG, { contentType });
      await refused('a visitor’s photo', upload(world.visitorStorage, REPAIR_PHOTO_KEY));
      await refused('an account’s photo', upload(world.accountStorage, REPAIR_PHOTO_KEY));
      await allowed('the admin’s photo', upload(world.adminStorage, REPAIR_PHOTO_KEY));
      await allowed('the admin reading it', getMetadata(ref(world.adminStorage, REPAIR_PHOTO_KEY)));
      await refused('a visitor reading it', getMetadata(ref(world.visitorStorage, REPAIR_PHOTO_KEY)));
      await refused('a photo of another type', upload(world.adminStorage, 'repairs/1_1_a.png', 'text/html'));
      await refused('a photo under another name', upload(world.adminStorage, 'repairs/serial.png'));
    },
  };

  const seeded = Object.fromEntries(
    Object.entries(catalogue).map(([name, run]) => [
      name,
      async (world: World) => {
        await seedCatalogue(world);
        await run(world);
      },
    ]),
  );
  return { catalogue: seeded, repairs };
}

/** Registers every case that both environments run, in one describe block named by the environment. */
export function registerRulesCases(environment: RulesEnvironment): void {
  const { allowed, refused, assertSucceeds, assertFails } = verdicts(environment);
  const { catalogue, repairs } = namedCases(environment);
  let world: World;
  const firestoreOf = (who: Who) => world[who];
  const storageOf = (who: Who) => world[`${who}Storage`];
  /** Writes past the rules, as the Admin SDK does. */
  const asOwner = (write: (who: Who) => Promise<void>) => write('owner');
  const admin = (): Who => 'admin';
  const clerk = (): Who => 'account';
  const anonymous = (): Who => 'visitor';

  describe(environment.title, () => {
    beforeEach(async () => {
      world = await environment.world();
    });

    describe('a visitor, an account and the admin, over the products p0…p19 and the order o1', () => {
      test.each(Object.entries(catalogue))('%s', async (_name, run) => {
        await run(world);
      });
    });

    describe('repair jobs', () => {
      test.each(Object.entries(repairs))('%s', async (_name, run) => {
        await run(world);
      });
    });

    describe("Firestore's limit of document reads, which the rules cannot lift", () => {
      test("a beacon of 20 product views (MAX_EVENTS_PER_BEACON), each of another product, fits the batch's 20 reads", async () => {
        await seedCatalogue(world);
        const beacon = (count: number) => {
          const batch = writeBatch(world.visitor);
          for (let i = 0; i < count; i++) {
            const id = `p${i % 20}`;
            batch.set(doc(collection(world.visitor, 'insightEvents')), {
              n: 'view',
              p: 'product',
              d: 'phone',
              id,
              at: serverTimestamp(),
            });
          }
          return batch.commit();
        };
        await allowed('20 views of 20 products', beacon(MAX_EVENTS_PER_BEACON));
        await refused('a view of a draft', sendView(world.visitor, 'draft'));
      });
    });

    describe('the shop: the product p1, the order o1 and a stored image', () => {
      beforeEach(async () => {
        const db = world.owner;
        await setDoc(doc(db, 'products/p1'), { ...storedDocument(), createdAt: EARLIER, updatedAt: EARLIER });
        await setDoc(doc(db, 'orders/o1'), { ...makeOrderInput(), createdAt: EARLIER, updatedAt: EARLIER });
        await uploadBytes(ref(world.ownerStorage, STORED_IMAGE), PNG, { contentType: 'image/png' });
      });

      describe('reading products', () => {
        beforeEach(async () => {
          await asOwner(async (context) => {
            const db = firestoreOf(context);
            const stamps = { createdAt: EARLIER, updatedAt: EARLIER };
            await setDoc(doc(db, 'products/draft'), { ...storedDocument({ status: 'draft' }), ...stamps });
            await setDoc(doc(db, 'products/sold'), { ...storedDocument({ status: 'soldOut' }), ...stamps });
            // A record older than the status: no status, no listed.
            await setDoc(doc(db, 'products/old'), { name: 'Grinder', price: 120, ...stamps });
          });
        });

        test('anyone may read a listed product (sold out too); only an admin reads a draft, an old record or nothing', async () => {
          // guards: allow get: if isAdmin() || resource.data.listed == true
          for (const context of [anonymous(), clerk()]) {
            const db = firestoreOf(context);
            await assertSucceeds(getDoc(doc(db, 'products/p1')));
            await assertSucceeds(getDoc(doc(db, 'products/sold')));
            await assertFails(getDoc(doc(db, 'products/draft')));
            await assertFails(getDoc(doc(db, 'products/old')));
            // resource is null: the rule cannot hold, so a visitor never learns whether an id exists.
            await assertFails(getDoc(doc(db, 'products/none')));
          }
          const db = firestoreOf(admin());
          for (const id of ['p1', 'draft', 'old', 'none']) await assertSucceeds(getDoc(doc(db, `products/${id}`)));
        });

        test('anyone may list a page of listed products, at most 101 at a time', async () => {
          const db = firestoreOf(anonymous());
          const listed = where('listed', '==', true);
          await assertSucceeds(getDocs(query(collection(db, 'products'), listed, limit(25))));
          await assertSucceeds(
            getDocs(query(collection(db, 'products'), listed, where('category', '==', 'Generator'), limit(101))),
          );
          // guards: request.query.limit <= 101
          await assertFails(getDocs(query(collection(db, 'products'), listed, limit(102))));
          // guards: request.query.limit is int (no limit is the whole collection)
          await assertFails(getDocs(query(collection(db, 'products'), listed)));
        });

        test('a list that does not ask for listed == true is refused to anyone but an admin, whatever it would find', async () => {
          // guards: (isAdmin() || resource.data.listed == true) in allow list: rules are not filters
          for (const context of [anonymous(), clerk()]) {
            const db = firestoreOf(context);
            await assertFails(getDocs(query(collection(db, 'products'), limit(25))));
            await assertFails(getDocs(query(collection(db, 'products'), where('status', '==', 'active'), limit(25))));
            await assertFails(getDocs(query(collection(db, 'products'), where('listed', '==', false), limit(25))));
          }
          const db = firestoreOf(admin());
          await assertSucceeds(getDocs(query(collection(db, 'products'), limit(101))));
          await assertSucceeds(getDocs(query(collection(db, 'products'), where('status', '==', 'draft'), limit(25))));
          await assertFails(getDocs(query(collection(db, 'products'), limit(102))));
        });
      });

      describe('writing products', () => {
        test('a visitor or a signed-in account without the admin claim may not write', async () => {
          // guards: isAdmin() in products' create, update and delete
          for (const context of [anonymous(), clerk()]) {
            const db = firestoreOf(context);
            await assertFails(addDoc(collection(db, 'products'), { ...storedDocument(), ...stamped() }));
            await assertFails(
              updateDoc(doc(db, 'products/p1'), { ...storedDocument({ price: 1 }), updatedAt: serverTimestamp() }),
            );
            await assertFails(deleteDoc(doc(db, 'products/p1')));
          }
        });

        test('an admin may add, change and delete a well-formed product', async () => {
          const db = firestoreOf(admin());
          await assertSucceeds(addDoc(collection(db, 'products'), { ...storedDocument(), ...stamped() }));
          await assertSucceeds(
            updateDoc(doc(db, 'products/p1'), { ...storedDocument({ price: 1099 }), updatedAt: serverTimestamp() }),
          );
          await assertSucceeds(deleteDoc(doc(db, 'products/p1')));
        });

        // The shared table: the adapter's checks accept and refuse exactly these (stored-form.test.ts).
        describe.each(ACCEPTED.map((c) => [c.label, c.change] as const))('accepted: %s', (_label, change) => {
          test('on create and on update', async () => {
            const db = firestoreOf(admin());
            await assertSucceeds(addDoc(collection(db, 'products'), { ...storedDocument(change), ...stamped() }));
            await assertSucceeds(
              updateDoc(doc(db, 'products/p1'), { ...storedDocument(change), updatedAt: serverTimestamp() }),
            );
          });
        });

        // guards: the field's own test in isProduct (text(…, max), amount, isCategory, isSubCategoryOf,
        // optionalUrl/httpUrl, storedImage, imageList), on create and on update alike.
        describe.each(REFUSED.map((c) => [c.label, c.change] as const))('refused: %s', (_label, change) => {
          test('on create and on update', async () => {
            const db = firestoreOf(admin());
            await assertFails(addDoc(collection(db, 'products'), { ...storedDocument(change), ...stamped() }));
            await assertFails(
              updateDoc(doc(db, 'products/p1'), { ...storedDocument(change), updatedAt: serverTimestamp() }),
            );
          });
        });

        test.each([
          ['a text price', { price: '1299' }],
          ['a name that is not text', { name: 42 }],
          ['additional images that are not a list', { additionalImages: 'https://example.com/a.png' }],
          ['an additional image that is not text', { additionalImages: [42] }],
        ])('values of the wrong type are refused: %s', async (_case, change) => {
          // guards: the `is string` / `is number` / `is list` parts of text, amount, storedImage and imageList
          await assertFails(
            addDoc(collection(firestoreOf(admin()), 'products'), { ...storedDocument(change), ...stamped() }),
          );
        });

        test("the project's other default bucket name is accepted too", async () => {
          const image = downloadUrl('products/1_intro_a.png', { bucket: `${CASE_PROJECT}.firebasestorage.app` });
          await assertSucceeds(
            addDoc(collection(firestoreOf(admin()), 'products'), { ...storedDocument({ image }), ...stamped() }),
          );
        });

        test('a product with a field the form does not have is refused', async () => {
          // guards: keys().hasOnly(…) on create
          await assertFails(
            addDoc(collection(firestoreOf(admin()), 'products'), { ...storedDocument({ stock: 3 }), ...stamped() }),
          );
        });

        test('a product whose key for the lowest price first is not its price, or who has too many search words, is refused', async () => {
          // guards: priceUp == price (or the price-on-request key for 0), and searchTokens.size() <= 800, in isProduct
          const db = firestoreOf(admin());
          await assertFails(addDoc(collection(db, 'products'), { ...storedDocument(), priceUp: 1, ...stamped() }));
          await assertFails(
            addDoc(collection(db, 'products'), { ...storedDocument({ price: 0 }), priceUp: 0, ...stamped() }),
          );
          const tokens = Array.from({ length: 801 }, (_, i) => `w${i}`);
          await assertFails(
            addDoc(collection(db, 'products'), { ...storedDocument(), searchTokens: tokens, ...stamped() }),
          );
          await assertSucceeds(addDoc(collection(db, 'products'), { ...storedDocument({ price: 0 }), ...stamped() }));
        });

        test('a product whose `listed` is not what its status says is refused', async () => {
          // guards: data.listed is bool && data.listed == (data.status != 'draft')
          const db = firestoreOf(admin());
          await assertSucceeds(
            addDoc(collection(db, 'products'), { ...storedDocument({ status: 'draft' }), ...stamped() }),
          );
          await assertFails(
            addDoc(collection(db, 'products'), { ...storedDocument({ status: 'draft' }), listed: true, ...stamped() }),
          );
          await assertFails(addDoc(collection(db, 'products'), { ...storedDocument(), listed: false, ...stamped() }));
          await assertFails(addDoc(collection(db, 'products'), { ...storedDocument(), listed: 'true', ...stamped() }));
          await assertFails(
            updateDoc(doc(db, 'products/p1'), {
              ...storedDocument({ status: 'draft' }),
              listed: true,
              updatedAt: serverTimestamp(),
            }),
          );
        });

        test.each(PRODUCT_FIELDS)('a new product without %s is refused', async (field) => {
          // guards: keys().hasAll(…) on create, and the field's own test in isProduct, which reads every field:
          // either one alone refuses it, so loosening one of them is not enough to let it through.
          await assertFails(
            addDoc(collection(firestoreOf(admin()), 'products'), { ...withoutField(field), ...stamped() }),
          );
        });

        test("both times of a new product are the server's", async () => {
          const db = firestoreOf(admin());
          const clientTime = clientClock();
          // guards: request.resource.data.createdAt == request.time (create)
          await assertFails(
            addDoc(collection(db, 'products'), {
              ...storedDocument(),
              createdAt: clientTime,
              updatedAt: serverTimestamp(),
            }),
          );
          // guards: request.resource.data.updatedAt == request.time (create)
          await assertFails(
            addDoc(collection(db, 'products'), {
              ...storedDocument(),
              createdAt: serverTimestamp(),
              updatedAt: clientTime,
            }),
          );
          // guards: keys().hasAll(…) with createdAt and updatedAt (create)
          await assertFails(addDoc(collection(db, 'products'), { ...storedDocument(), updatedAt: serverTimestamp() }));
        });

        test('an update with a field the form does not have is refused', async () => {
          // guards: diff(…).affectedKeys().hasOnly(…) on update
          await assertFails(
            updateDoc(doc(firestoreOf(admin()), 'products/p1'), {
              ...storedDocument(),
              stock: 3,
              updatedAt: serverTimestamp(),
            }),
          );
        });

        test('an update that removes a field is refused', async () => {
          const db = firestoreOf(admin());
          // guards: isProduct(request.resource.data) on update (the field is one the update may touch)
          await assertFails(updateDoc(doc(db, 'products/p1'), { sku: deleteField(), updatedAt: serverTimestamp() }));
          // guards: affectedKeys().hasOnly(…) on update, which leaves createdAt out
          await assertFails(
            updateDoc(doc(db, 'products/p1'), { createdAt: deleteField(), updatedAt: serverTimestamp() }),
          );
        });

        test('an update with an invalid value is refused, even of one field', async () => {
          // guards: isProduct(request.resource.data) on update
          await assertFails(
            updateDoc(doc(firestoreOf(admin()), 'products/p1'), { price: -5, updatedAt: serverTimestamp() }),
          );
        });

        test("an update's times: createdAt stays, updatedAt is the server's", async () => {
          const db = firestoreOf(admin());
          // guards: affectedKeys().hasOnly(…) on update, which leaves createdAt out
          await assertFails(updateDoc(doc(db, 'products/p1'), { ...storedDocument(), ...stamped() }));
          // guards: request.resource.data.updatedAt == request.time (update): a client clock
          await assertFails(updateDoc(doc(db, 'products/p1'), { ...storedDocument(), updatedAt: clientClock() }));
          // guards: the same line: no new updatedAt at all keeps the old one
          await assertFails(updateDoc(doc(db, 'products/p1'), { ...storedDocument({ price: 5 }) }));
        });
      });

      describe('orders', () => {
        test('only an admin may read orders', async () => {
          // guards: allow read: if isAdmin() (orders)
          await assertFails(getDoc(doc(firestoreOf(anonymous()), 'orders/o1')));
          await assertFails(getDocs(collection(firestoreOf(clerk()), 'orders')));
          await assertSucceeds(getDocs(collection(firestoreOf(admin()), 'orders')));
        });

        test('a visitor or a signed-in account without the claim may not change an order', async () => {
          // guards: isAdmin() in orders' update
          for (const context of [anonymous(), clerk()]) {
            await assertFails(
              updateDoc(doc(firestoreOf(context), 'orders/o1'), { status: 'cancelled', updatedAt: serverTimestamp() }),
            );
          }
        });

        test('an admin may set any of the six statuses with a new updatedAt', async () => {
          const db = firestoreOf(admin());
          for (const status of ['confirmed', 'processing', 'shipped', 'delivered', 'cancelled', 'pending']) {
            await assertSucceeds(updateDoc(doc(db, 'orders/o1'), { status, updatedAt: serverTimestamp() }));
          }
        });

        test('a status change that touches another field is refused', async () => {
          // guards: affectedKeys().hasOnly(['status', 'updatedAt']) (orders)
          const db = firestoreOf(admin());
          await assertFails(
            updateDoc(doc(db, 'orders/o1'), { status: 'shipped', total: 0, updatedAt: serverTimestamp() }),
          );
        });

        test('a status outside the six is refused', async () => {
          // guards: status in [the six] (orders)
          await assertFails(
            updateDoc(doc(firestoreOf(admin()), 'orders/o1'), { status: 'lost', updatedAt: serverTimestamp() }),
          );
        });

        test("a status change's updatedAt is the server's", async () => {
          // guards: request.resource.data.updatedAt == request.time (orders)
          const db = firestoreOf(admin());
          await assertFails(updateDoc(doc(db, 'orders/o1'), { status: 'shipped', updatedAt: clientClock() }));
          await assertFails(updateDoc(doc(db, 'orders/o1'), { status: 'shipped' }));
        });

        test('an admin may add a well-formed pending order by hand; nobody else may', async () => {
          // guards: allow create: if isAdmin() && adminOrder(...) (orders)
          await assertSucceeds(addDoc(collection(firestoreOf(admin()), 'orders'), adminOrder()));
          await assertSucceeds(
            addDoc(collection(firestoreOf(admin()), 'orders'), adminOrder({ customerPhone: '', shippingAddress: '' })),
          );
          for (const context of [anonymous(), clerk()]) {
            await assertFails(addDoc(collection(firestoreOf(context), 'orders'), adminOrder()));
          }
        });

        test("the admin's order must be pending, well formed, with one to twenty catalogue lines", async () => {
          const orders = collection(firestoreOf(admin()), 'orders');
          const line = (quantity: number) => ({ productId: 'p1', name: 'Welder', price: 100, quantity });
          const refused: Record<string, Record<string, unknown>> = {
            // guards: data.status == 'pending'
            'another status': adminOrder({ status: 'shipped' }),
            // guards: text(data.customerName, 100)
            'no name': adminOrder({ customerName: ' ' }),
            'a long name': adminOrder({ customerName: 'x'.repeat(101) }),
            // guards: orderLines(): items.size() >= 1 and <= 20
            'no lines': adminOrder({ items: [] }),
            'twenty-one lines': adminOrder({ items: Array.from({ length: 21 }, () => line(1)) }),
            // guards: orderLine(): quantity is int from 1 to 99, in every place of the list
            'a quantity of 100': adminOrder({ items: [line(1), line(100)] }),
            'a quantity of 0 in the twentieth place': adminOrder({
              items: [...Array.from({ length: 19 }, () => line(1)), line(0)],
            }),
            'a fractional quantity': adminOrder({ items: [line(1.5)] }),
            // guards: orderLine(): the line's own fields, productId required
            'a line without its product': adminOrder({ items: [{ name: 'Welder', price: 100, quantity: 1 }] }),
            'a negative price': adminOrder({ items: [{ ...line(1), price: -1 }] }),
            // guards: data.keys().hasOnly([...])
            'an unknown field': adminOrder({ paid: true }),
            // guards: data.createdAt == request.time
            'a time of its own': adminOrder({ createdAt: EARLIER }),
          };
          for (const [label, order] of Object.entries(refused)) {
            await assertFails(addDoc(orders, order)).catch((error: unknown) => {
              throw new Error(`${label}: ${String(error)}`);
            });
          }
          await assertSucceeds(
            addDoc(orders, adminOrder({ items: Array.from({ length: 20 }, (_, i) => line(i + 1)) })),
          );
        });

        test('an admin may replace the lines and total of a pending order, and nothing else with them', async () => {
          const db = firestoreOf(admin());
          const items = [{ productId: 'p1', name: 'Welder', price: 100, quantity: 2 }];
          // guards: linesChange() for isAdmin() only
          for (const context of [anonymous(), clerk()]) {
            await assertFails(
              updateDoc(doc(firestoreOf(context), 'orders/o1'), { items, total: 200, updatedAt: serverTimestamp() }),
            );
          }
          await assertSucceeds(updateDoc(doc(db, 'orders/o1'), { items, total: 200, updatedAt: serverTimestamp() }));
          // guards: affectedKeys().hasOnly(['items', 'total', 'updatedAt'])
          await assertFails(
            updateDoc(doc(db, 'orders/o1'), {
              items,
              total: 200,
              customerName: 'Someone else',
              updatedAt: serverTimestamp(),
            }),
          );
          // guards: orderLines(request.resource.data.items)
          await assertFails(updateDoc(doc(db, 'orders/o1'), { items: [], total: 0, updatedAt: serverTimestamp() }));
          // guards: updatedAt == request.time (lines), with lines that change: the same ones again change nothing,
          // which personalChange() lets through
          await assertFails(updateDoc(doc(db, 'orders/o1'), { items: [{ ...items[0]!, quantity: 3 }], total: 300 }));
        });

        test('the lines of an order that is no longer pending may not change', async () => {
          const db = firestoreOf(admin());
          await assertSucceeds(updateDoc(doc(db, 'orders/o1'), { status: 'shipped', updatedAt: serverTimestamp() }));
          // guards: resource.data.status == 'pending' (lines)
          await assertFails(
            updateDoc(doc(db, 'orders/o1'), {
              items: [{ productId: 'p1', name: 'Welder', price: 100, quantity: 2 }],
              total: 200,
              updatedAt: serverTimestamp(),
            }),
          );
        });

        test('nobody but the admin reads an order, not even a visitor who just created it', async () => {
          // guards: allow read: if isAdmin() (orders), with create open to anyone
          const db = firestoreOf(anonymous());
          const order = doc(collection(db, 'orders'));
          await assertSucceeds(enquiryBatch(db, order.id, enquiry()));
          await assertFails(getDoc(order));
        });

        test('only an admin may delete an order', async () => {
          // guards: allow delete: if isAdmin() (orders)
          await assertFails(deleteDoc(doc(firestoreOf(anonymous()), 'orders/o1')));
          await assertFails(deleteDoc(doc(firestoreOf(clerk()), 'orders/o1')));
          await assertSucceeds(deleteDoc(doc(firestoreOf(admin()), 'orders/o1')));
        });

        test('nothing outside products and orders is open', async () => {
          // guards: the absence of any other match (Firestore denies what no rule allows)
          await assertFails(getDoc(doc(firestoreOf(admin()), 'settings/site')));
          await assertFails(setDoc(doc(firestoreOf(admin()), 'settings/site'), { a: 1 }));
        });
      });

      describe("orders from visitors' enquiries", () => {
        beforeEach(async () => {
          await asOwner(async (context) => {
            const db = firestoreOf(context);
            const stamps = { createdAt: EARLIER, updatedAt: EARLIER };
            await setDoc(doc(db, 'products/p2'), {
              ...storedDocument({ name: 'Custom trolley', price: 0 }),
              ...stamps,
            });
            await setDoc(doc(db, 'products/p3'), { ...storedDocument({ name: 'Rods 2.6', price: 25.5 }), ...stamps });
            await setDoc(doc(db, 'products/sold'), {
              ...storedDocument({ name: 'Rods 3.2', price: 30, status: 'soldOut' }),
              ...stamps,
            });
            await setDoc(doc(db, 'products/draft'), {
              ...storedDocument({ name: 'MIG 300', status: 'draft' }),
              ...stamps,
            });
            await setDoc(doc(db, 'products/service'), {
              ...storedDocument({ name: 'Repair visit', category: 'Machinery Service Consultant', subCategory: '' }),
              ...stamps,
            });
          });
        });

        test('a visitor creates a pending order whose lines and total are the catalogue’s', async () => {
          // guards: allow create: if isEnquiryOrder(...) (orders)
          for (const context of [anonymous(), clerk()]) {
            const db = firestoreOf(context);
            await assertSucceeds(enquiryBatch(db, doc(collection(db, 'orders')).id, enquiry()));
          }
          // A single write passes too, as long as it reads at most 10 products.
          await assertSucceeds(addDoc(collection(firestoreOf(anonymous()), 'orders'), enquiry()));
        });

        test.each<[string, Record<string, unknown>]>([
          ['a status other than pending', { status: 'confirmed' }],
          ["a time that is not the server's", { createdAt: clientClock() }],
          ['a lower price than the product’s', { items: [line({ price: 1 })], total: 1 }],
          ['a made-up name', { items: [line({ name: 'Free welder' })] }],
          ['a product that does not exist', { items: [line({ productId: 'nothing' })] }],
          // guards: product.listed == true
          ['a draft', { items: [line({ productId: 'draft', name: 'MIG 300' })] }],
          ['the service category', { items: [line({ productId: 'service', name: 'Repair visit' })] }],
          ['a total that is not the sum of the lines', { total: 1 }],
          ['no lines', { items: [], total: 0 }],
          ['a quantity of 100', { items: [line({ quantity: 100 })], total: 129_900 }],
          ['a quantity that is not whole', { items: [line({ quantity: 1.5 })], total: 1948.5 }],
          ['a line with a field of its own', { items: [line({ discount: 10 })] }],
          ['a field the order does not have', { paid: true }],
          ['a phone that is not E.164', { customerPhone: '012-345 6789' }],
          ['an empty name', { customerName: ' ' }],
          ['notes over 1,000 characters', { notes: 'x'.repeat(1001) }],
        ])('refused: %s', async (_label, change) => {
          // guards: each clause of isEnquiryOrder()
          const db = firestoreOf(anonymous());
          await assertFails(enquiryBatch(db, 'refused', enquiry(change)));
        });

        test('a product sold out may still be asked about', async () => {
          const db = firestoreOf(anonymous());
          const items = [{ productId: 'sold', name: 'Rods 3.2', price: 30, quantity: 2 }];
          await assertSucceeds(enquiryBatch(db, 'sold', enquiry({ items, total: 60 })));
        });

        test('a line priced on request adds nothing to the total', async () => {
          // guards: amountAt() and the total's check
          const db = firestoreOf(anonymous());
          const items = [line({ quantity: 2 }), { productId: 'p2', name: 'Custom trolley', price: 0, quantity: 1 }];
          await assertSucceeds(enquiryBatch(db, 'quote', enquiry({ items, total: 2598 })));
        });
      });

      describe('visitor measurements', () => {
        const view = { n: 'view', p: 'product', d: 'phone', id: 'p1' };

        test('anyone may record a measurement in its exact shape, with the server time', async () => {
          const db = firestoreOf(anonymous());
          await assertSucceeds(addDoc(collection(db, 'insightEvents'), { ...view, at: serverTimestamp() }));
          await assertSucceeds(
            addDoc(collection(db, 'insightEvents'), {
              n: 'LCP',
              p: 'home',
              d: 'desktop',
              v: 1834.5,
              at: serverTimestamp(),
            }),
          );
        });

        test('an unknown event, a value out of range, an extra field or a client clock is refused', async () => {
          const db = firestoreOf(anonymous());
          for (const event of [
            { ...view, n: 'purchase', at: serverTimestamp() },
            { ...view, p: 'checkout', at: serverTimestamp() },
            { ...view, email: 'someone@example.test', at: serverTimestamp() },
            { ...view, v: 3, at: serverTimestamp() },
            { n: 'CLS', p: 'home', d: 'phone', v: 50, at: serverTimestamp() },
            { n: 'INP', p: 'home', d: 'phone', at: serverTimestamp() },
            { ...view, at: Timestamp.fromMillis(1_700_000_000_000) },
          ]) {
            await assertFails(addDoc(collection(db, 'insightEvents'), event));
          }
        });

        test('an event naming a draft or a product that does not exist is refused, as is a view whose page and product disagree', async () => {
          await asOwner(async (context) => {
            await setDoc(doc(firestoreOf(context), 'products/d1'), { name: 'Draft', status: 'draft', listed: false });
          });
          const db = firestoreOf(anonymous());
          for (const event of [
            { ...view, id: 'd1' },
            { ...view, id: 'doesNotExist123' },
            { n: 'buy-shopee', p: 'catalogue', d: 'phone', id: 'doesNotExist123' },
            { n: 'view', p: 'product', d: 'phone' },
            { n: 'view', p: 'home', d: 'phone', id: 'p1' },
          ]) {
            await assertFails(addDoc(collection(db, 'insightEvents'), { ...event, at: serverTimestamp() }));
          }
        });

        test('only an admin may read them, and nobody may change one', async () => {
          await asOwner(async (context) => {
            await setDoc(doc(firestoreOf(context), 'insightEvents/e1'), {
              ...view,
              at: Timestamp.fromMillis(1_700_000_000_000),
            });
          });
          await assertFails(getDocs(collection(firestoreOf(anonymous()), 'insightEvents')));
          await assertFails(getDocs(collection(firestoreOf(clerk()), 'insightEvents')));
          await assertSucceeds(getDocs(collection(firestoreOf(admin()), 'insightEvents')));
          await assertFails(updateDoc(doc(firestoreOf(admin()), 'insightEvents/e1'), { n: 'enquiry' }));
        });
      });

      describe('images', () => {
        const upload = (context: Who, key: string, bytes: Uint8Array = PNG, contentType = 'image/png') =>
          uploadBytes(ref(storageOf(context), key), bytes, { contentType });

        test('an admin may store a raster image under a spec key', async () => {
          for (const [key, type] of [
            ['products/1732000000000_intro_front.webp', 'image/webp'],
            ['products/Xk3pQ9aBc_99_side-view.v2.jpg', 'image/jpeg'],
          ]) {
            await assertSucceeds(upload(admin(), key!, PNG, type));
          }
        });

        test('a visitor or an account without the claim may not store an image', async () => {
          // guards: isAdmin() in products/{fileName} create, update
          for (const context of [anonymous(), clerk()]) {
            await assertFails(upload(context, 'products/1_intro_a.png'));
            await assertFails(upload(context, STORED_IMAGE));
          }
        });

        test('a visitor or an account without the claim may not delete an image', async () => {
          // guards: allow delete: if isAdmin() (products/{fileName})
          await assertFails(deleteObject(ref(storageOf(anonymous()), STORED_IMAGE)));
          await assertFails(deleteObject(ref(storageOf(clerk()), STORED_IMAGE)));
          await assertSucceeds(deleteObject(ref(storageOf(admin()), STORED_IMAGE)));
        });

        test.each([
          ['no owner', 'products/_intro_a.png'],
          ['an owner with a dash', 'products/abc-1_intro_a.png'],
          ['an owner of 41 characters', `products/${'a'.repeat(41)}_intro_a.png`],
          ['a slot that is neither intro nor a number', 'products/1_main_a.png'],
          ['a slot of three digits', 'products/1_100_a.png'],
          ['no file name', 'products/1_intro_'],
          ['a space in the file name', 'products/1_intro_a b.png'],
          ['a file name of 81 characters', `products/1_intro_${'a'.repeat(77)}.png`],
          ['a folder below products/', 'products/more/1_intro_a.png'],
          ['a key outside products/', 'other/1_intro_a.png'],
        ])('a file name with %s is refused even for an admin', async (_case, key) => {
          // guards: fileName.matches('[A-Za-z0-9]{1,40}_(intro|[0-9]{1,2})_[A-Za-z0-9._-]{1,80}') and the single
          // path segment of match /products/{fileName}
          await assertFails(upload(admin(), key));
        });

        test('an empty file is refused', async () => {
          // guards: request.resource.size > 0
          await assertFails(upload(admin(), 'products/1_intro_empty.png', new Uint8Array(0)));
        });

        test('a file over 8 MiB is refused; 8 MiB exactly is not', async () => {
          // guards: request.resource.size <= 8 * 1024 * 1024
          await assertFails(upload(admin(), 'products/1_intro_big.png', new Uint8Array(8 * 1024 * 1024 + 1)));
          await assertSucceeds(upload(admin(), 'products/1_intro_edge.png', new Uint8Array(8 * 1024 * 1024)));
        });

        test.each(['image/svg+xml', 'text/html', 'application/octet-stream', 'image/png; charset=x'])(
          'a file of type %s is refused',
          async (type) => {
            // guards: request.resource.contentType.matches('image/(jpeg|png|webp|gif|avif)')
            await assertFails(upload(admin(), 'products/1_intro_a.png', PNG, type));
          },
        );
      });

      describe("the shop's settings and testimonials", () => {
        test('anyone may read the settings and list the testimonials, at most 24 at a time', async () => {
          await asOwner(async (context) => {
            await setDoc(doc(firestoreOf(context), 'settings/shop'), { ...shopDocument(), updatedAt: EARLIER });
            await setDoc(doc(firestoreOf(context), 'testimonials/t1'), testimonial());
          });
          const db = firestoreOf(anonymous());
          await assertSucceeds(getDoc(doc(db, 'settings/shop')));
          await assertSucceeds(getDocs(query(collection(db, 'testimonials'), limit(24))));
          // guards: request.query.limit <= 24 (testimonials)
          await assertFails(getDocs(query(collection(db, 'testimonials'), limit(25))));
        });

        test('only an admin may write them; a visitor or an account without the claim may not', async () => {
          // guards: isAdmin() (settings, testimonials)
          for (const context of [anonymous(), clerk()]) {
            await assertFails(setDoc(doc(firestoreOf(context), 'settings/shop'), shopDocument()));
            await assertFails(setDoc(doc(firestoreOf(context), 'testimonials/t1'), testimonial()));
          }
          const db = firestoreOf(admin());
          const batch = writeBatch(db);
          batch.set(doc(db, 'settings/shop'), shopDocument({ searchSynonyms: 'genset, jenset: generator, janakuasa' }));
          batch.set(doc(db, 'testimonials/t1'), testimonial());
          batch.set(doc(db, 'testimonials/t2'), testimonial({ author: 'Lim Wei Ming', position: 1 }));
          await assertSucceeds(batch.commit());
          await assertSucceeds(deleteDoc(doc(db, 'testimonials/t2')));
          await assertFails(deleteDoc(doc(firestoreOf(anonymous()), 'testimonials/t1')));
        });

        test.each([
          ['a javascript: shop link', { shopee: { url: 'javascript:alert(1)', rating: 4.9 } }],
          [
            'a social link of another scheme',
            { socials: { facebook: 'data:text/html,hi', instagram: '', tiktok: '', youtube: '' } },
          ],
          ['a WhatsApp number not in E.164', { whatsApp: '0125387742' }],
          ['a phone with letters', { phone: 'call us' }],
          ['a rating over 5', { tiktok: { url: 'https://www.tiktok.com/@kintaweld/shop', rating: 5.5 } }],
          ['an empty legal name', { legalName: ' ' }],
          ['a short name over 120 characters', { tradeName: 'K'.repeat(121) }],
          ['a field the settings do not have', { secret: 'x' }],
          ["a time that is not the server's", { updatedAt: EARLIER }],
          ['no repair slip terms', { repairTerms: undefined }],
          ['repair slip terms in neither language', { repairTerms: { en: ' ', ms: '' } }],
          ['repair slip terms without their Malay key', { repairTerms: { en: 'Collect within 90 days.' } }],
          ['repair slip terms over 400 characters', { repairTerms: { en: 'x'.repeat(401), ms: 'Ambil.' } }],
          ['search synonyms over 20,000 characters', { searchSynonyms: 'x'.repeat(20_001) }],
          ['search synonyms that are no text', { searchSynonyms: ['genset'] }],
        ])('settings with %s are refused', async (_what, overrides) => {
          // guards: isShopSettings(), field by field
          const settings = Object.fromEntries(
            Object.entries(shopDocument(overrides)).filter(([, value]) => value !== undefined),
          );
          await assertFails(setDoc(doc(firestoreOf(admin()), 'settings/shop'), settings));
        });

        test('the slip terms and a testimonial may be typed in one language only; the pages show it in the other', async () => {
          // guards: inOneLanguage() (repairTerms, textEn and textMs)
          const db = firestoreOf(admin());
          await assertSucceeds(
            setDoc(doc(db, 'settings/shop'), shopDocument({ repairTerms: { en: 'Collect within 90 days.', ms: '' } })),
          );
          await assertSucceeds(
            setDoc(doc(db, 'settings/shop'), shopDocument({ repairTerms: { en: '', ms: 'Ambil dalam 90 hari.' } })),
          );
          await assertSucceeds(setDoc(doc(db, 'testimonials/t1'), testimonial({ textEn: '' })));
          await assertSucceeds(setDoc(doc(db, 'testimonials/t1'), testimonial({ textMs: '' })));
        });

        test('a settings document under another name is refused, even from the admin', async () => {
          // guards: name == 'shop'
          await assertFails(setDoc(doc(firestoreOf(admin()), 'settings/other'), shopDocument()));
        });

        test.each([
          ['without a text in either language', { textEn: '', textMs: ' ' }],
          ['over 600 characters in Malay', { textMs: 'a'.repeat(601) }],
          ['over 600 characters', { textEn: 'a'.repeat(601) }],
          ['at place 12', { position: 12 }],
          ['with another field', { rating: 5 }],
        ])('a testimonial %s is refused', async (_what, overrides) => {
          // guards: isTestimonial()
          await assertFails(setDoc(doc(firestoreOf(admin()), 'testimonials/t1'), testimonial(overrides)));
        });
      });
    });
  });
}

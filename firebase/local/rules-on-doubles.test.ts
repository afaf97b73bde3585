import { readFileSync } from 'node:fs';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  addDoc,
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  setLogLevel,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { connectStorageEmulator, getStorage, ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import { afterEach, describe, expect, test } from 'vitest';
import { HOSTED_MAX_ORDER_LINES } from '@/domain/enquiry';
import { MAX_EVENTS_PER_BEACON } from '@/domain/insights';
import { ACCEPTED, CASE_BUCKET, CASE_PROJECT, REFUSED, storedDocument } from '../product-cases';
import { RulesSyntaxError } from './rules-language';
import { startLocalDoubles, type DoubleRules } from './serve';

/**
 * firebase/firestore.rules and firebase/storage.rules themselves, judged by the local doubles (which evaluate
 * them: rules-evaluator.ts) through the Firebase SDK as the site's browser sends its requests. This runs in
 * `npm test`, with no Java; `npm run test:rules` runs firebase/rules.test.ts on the official emulators where
 * Java 21 is there.
 *
 * Each case below is a sentence of what a visitor, an account without the claim or the admin does. The second
 * half breaks the rules on purpose, one change of their text at a time, and expects a named case to fail: a
 * test that would pass against broken rules proves nothing.
 */

type World = {
  /** The Admin SDK's stand-in: writes whatever it likes, as the seed and migrations do. */
  owner: Firestore;
  visitor: Firestore;
  /** Signed in, without the admin claim. */
  account: Firestore;
  admin: Firestore;
  adminStorage: FirebaseStorage;
  visitorStorage: FirebaseStorage;
};

// Each refusal is expected here; the SDK would log every one of them.
setLogLevel('silent');

const apps: FirebaseApp[] = [];
const closers: (() => Promise<void>)[] = [];
let appCount = 0;

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
  await Promise.all(closers.splice(0).map((close) => close()));
});

const PROJECT_RULES: Required<DoubleRules> = {
  firestore: readFileSync('firebase/firestore.rules', 'utf8'),
  storage: readFileSync('firebase/storage.rules', 'utf8'),
};

async function worldOf(rules: Required<DoubleRules>): Promise<World> {
  const doubles = await startLocalDoubles(rules);
  closers.push(doubles.close);
  const [host, port] = doubles.firestore.split(':');
  const [storageHost, storagePort] = doubles.storage.split(':');
  const connect = (token?: string | { sub: string; admin?: boolean; email?: string }) => {
    const app = initializeApp(
      { projectId: CASE_PROJECT, apiKey: 'local', storageBucket: CASE_BUCKET },
      `rules-${++appCount}`,
    );
    apps.push(app);
    const db = getFirestore(app);
    connectFirestoreEmulator(db, host!, Number(port), token ? { mockUserToken: token } : {});
    const storage = getStorage(app);
    connectStorageEmulator(storage, storageHost!, Number(storagePort), token ? { mockUserToken: token } : {});
    return { db, storage };
  };
  const visitor = connect();
  const admin = connect({ sub: 'owner-account', admin: true, email: 'owner@example.test' });
  return {
    owner: connect('owner').db,
    visitor: visitor.db,
    account: connect({ sub: 'clerk', email: 'clerk@example.test' }).db,
    admin: admin.db,
    adminStorage: admin.storage,
    visitorStorage: visitor.storage,
  };
}

async function allowed(what: string, action: Promise<unknown>): Promise<void> {
  try {
    await action;
  } catch (error) {
    throw new Error(`Expected to be allowed: ${what} (${String(error)})`, { cause: error });
  }
}

async function refused(what: string, action: Promise<unknown>): Promise<void> {
  let done = false;
  try {
    await action;
    done = true;
  } catch (error) {
    if (!String(error).includes('permission'))
      throw new Error(`Expected a refusal of ${what}, got ${String(error)}`, { cause: error });
  }
  if (done) throw new Error(`Expected to be refused: ${what}`);
}

const EARLIER = Timestamp.fromMillis(1_700_000_000_000);
const stamped = () => ({ createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Products p0…p19, each its own name and price, listed; and an order o1, pending. */
async function seed(world: World): Promise<void> {
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
  batch.set(doc(world.owner, 'orders/o1'), { ...enquiryOrder(1), createdAt: EARLIER, updatedAt: EARLIER });
  await batch.commit();
}

/** An order for the first `lines` products, one of each, as the hosted adapter writes it (orders.ts). */
function enquiryOrder(lines: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
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
function sendEnquiry(db: Firestore, order: Record<string, unknown>): Promise<void> {
  const batch = writeBatch(db);
  batch.set(doc(collection(db, 'orders')), order);
  return batch.commit();
}

/** The named cases; each throws when the rules do not do what its sentence says. */
const CASES: Record<string, (world: World) => Promise<void>> = {
  'a visitor sends an enquiry of ten different products, as many as the hosted list holds': async (world) => {
    await allowed('ten lines', sendEnquiry(world.visitor, enquiryOrder(HOSTED_MAX_ORDER_LINES)));
    await refused('eleven lines', sendEnquiry(world.visitor, enquiryOrder(HOSTED_MAX_ORDER_LINES + 1)));
  },
  'a visitor may not name their own price': async (world) => {
    const order = enquiryOrder(2);
    const items = order.items as { price: number }[];
    items[1]!.price = 1;
    await refused('a price below the catalogue’s', sendEnquiry(world.visitor, { ...order, total: 11 }));
  },
  'a visitor may not ask about a draft or make up a name': async (world) => {
    const draft = { productId: 'draft', name: 'MIG 300', price: 1299, quantity: 1 };
    await refused('a draft', sendEnquiry(world.visitor, enquiryOrder(0, { items: [draft], total: 1299 })));
    const madeUp = { productId: 'p0', name: 'Free welder', price: 10, quantity: 1 };
    await refused('a made-up name', sendEnquiry(world.visitor, enquiryOrder(0, { items: [madeUp], total: 10 })));
  },
  'an order of any other shape is refused, whoever sends it': async (world) => {
    for (const db of [world.visitor, world.account, world.admin]) {
      await refused(
        'an order without its fields',
        addDoc(collection(db, 'orders'), { customerName: 'x', status: 'pending', ...stamped() }),
      );
    }
    await refused('an order already confirmed', sendEnquiry(world.visitor, enquiryOrder(1, { status: 'confirmed' })));
    await refused('a total that is not the sum', sendEnquiry(world.visitor, enquiryOrder(2, { total: 1 })));
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

describe('the rules, evaluated by the doubles', () => {
  test.each(Object.entries(CASES))('%s', async (_name, run) => {
    const world = await worldOf(PROJECT_RULES);
    await seed(world);
    await run(world);
  });

  test.each(ACCEPTED)('the admin may store a product with $label', async ({ change }) => {
    const world = await worldOf(PROJECT_RULES);
    await allowed(
      'the product',
      setDoc(doc(world.admin, 'products/case'), { ...storedDocument(change), ...stamped() }),
    );
  });

  test.each(REFUSED)('a product with $label is refused', async ({ change }) => {
    const world = await worldOf(PROJECT_RULES);
    await refused(
      'the product',
      setDoc(doc(world.admin, 'products/case'), { ...storedDocument(change), ...stamped() }),
    );
  });
});

/** A deliberate breakage: a change of one rules file's text, and the case that must then fail. */
type Breakage = { label: string; file: 'firestore' | 'storage'; find: string; replace: string; fails: string };

const BREAKAGES: readonly Breakage[] = [
  {
    label: "anyone may set any order's status (isAdmin() && linesChange() || statusChange())",
    file: 'firestore',
    find: 'allow update: if isAdmin() && (statusChange() || linesChange());',
    replace: 'allow update: if isAdmin() && linesChange() || statusChange();',
    fails: "only the admin changes an order's status",
  },
  {
    label: 'a visitor names their own price (the price check removed)',
    file: 'firestore',
    find: '\n        && item.price == product.price;',
    replace: ';',
    fails: 'a visitor may not name their own price',
  },
  {
    label: 'an order of any shape (allow create: if true)',
    file: 'firestore',
    find: 'allow create: if isEnquiryOrder(request.resource.data);',
    replace: 'allow create: if true;',
    fails: 'an order of any other shape is refused, whoever sends it',
  },
  {
    label: 'a syntax error in the rules',
    file: 'firestore',
    find: 'allow update: if isAdmin() && (statusChange() || linesChange());',
    replace: 'allow update: if isAdmin() && (statusChange() || linesChange();',
    fails: 'a visitor sends an enquiry of ten different products, as many as the hosted list holds',
  },
  {
    label: "Storage's content-type check removed",
    file: 'storage',
    find: "\n        && request.resource.contentType.matches('image/(jpeg|png|webp|gif|avif)');",
    replace: ';',
    fails: 'the admin stores a raster image; a file of another type is refused',
  },
];

describe('each deliberate breakage of the rules fails a named case', () => {
  test.each(BREAKAGES)('$label', async ({ file, find, replace, fails }) => {
    expect(PROJECT_RULES[file]).toContain(find);
    const broken = { ...PROJECT_RULES, [file]: PROJECT_RULES[file].replace(find, replace) };
    const run = CASES[fails]!;
    const outcome = await (async () => {
      const world = await worldOf(broken);
      await seed(world);
      await run(world);
    })().then(
      () => 'passed',
      (error: unknown) => (error instanceof RulesSyntaxError ? 'syntax error' : String(error)),
    );
    // Failed for the breakage: something the case expects refused went through, or the rules do not compile.
    // The same case passes on the project's rules (the first half of this file).
    expect(outcome).toMatch(/^(Error: Expected to be refused|syntax error)/);
  });
});

describe("Firestore's limit of document reads, which the rules cannot lift", () => {
  test("a beacon of 20 product views (MAX_EVENTS_PER_BEACON), each of another product, fits the batch's 20 reads", async () => {
    const world = await worldOf(PROJECT_RULES);
    await seed(world);
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

  test('a rule that checked an eleventh line would read eleven products in one write, and be refused for it', async () => {
    // The rules as they would be with one more line checked: they allow the order, the limit does not.
    const eleven = PROJECT_RULES.firestore
      .replace('data.items.size() <= 10\n', 'data.items.size() <= 11 && lineAt(data.items, 10)\n')
      .replace('+ amountAt(items, 9);', '+ amountAt(items, 9) + amountAt(items, 10);');
    expect(eleven).toContain('amountAt(items, 10)');
    const world = await worldOf({ ...PROJECT_RULES, firestore: eleven });
    await seed(world);
    await refused('eleven different products', sendEnquiry(world.visitor, enquiryOrder(11)));
    // A product read twice counts once: eleven lines of ten products are within the limit.
    const order = enquiryOrder(11);
    const items = order.items as { productId: string; name: string; price: number }[];
    items[10] = { ...items[0]!, productId: 'p0' };
    const total = items.reduce((sum, item) => sum + item.price, 0);
    await allowed('eleven lines of ten products', sendEnquiry(world.visitor, { ...order, items, total }));
  });
});

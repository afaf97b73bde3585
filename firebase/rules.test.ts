/**
 * The security rules of the hosted mode, against the Firestore and Storage emulators.
 * Not part of `npm test`: run `npm run test:rules` (scripts/firebase-rules-test.ts), which needs Java 21;
 * docs/hosted-mode.md says what to install.
 *
 * Every refusal here is one that a looser rule would let through: each test names, after "guards:", the
 * rule it stands for. The table of firebase/product-cases.ts runs here and in the adapter's unit test
 * (src/data/firebase/stored-form.test.ts), so the schema and the rules agree on the same values.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  where,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { deleteObject, getMetadata, listAll, ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import { formatRepairNumber, type QuoteAnswer, type RepairStatus } from '../src/domain/repair';
import { makeOrderInput } from '../tests/factories';
import { ACCEPTED, CASE_PROJECT, REFUSED, downloadUrl, storedDocument } from './product-cases';
import {
  CASE_ADMIN_EMAIL,
  REPAIR_PHOTO_KEY,
  answerChange,
  casePayment,
  claimDocuments,
  collectedRepairDocuments,
  movedRepairJob,
  paidRepairDocuments,
  viewDocument,
  newRepairDocuments,
  receivedRepairDocuments,
  repairYear,
  waitingRepairDocuments,
} from './repair-cases';

let env: RulesTestEnvironment;

/** The fields the adapter writes, as firestore.rules lists them in productFields(). */
const PRODUCT_FIELDS = Object.keys(storedDocument());
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const STORED_IMAGE = 'products/1732000000000_intro_front.png';
const EARLIER = Timestamp.fromMillis(1_700_000_000_000);

beforeAll(async () => {
  env = await initializeTestEnvironment({
    // The rules find this project's bucket from the token's audience, which is this id.
    projectId: CASE_PROJECT,
    firestore: { rules: readFileSync('firebase/firestore.rules', 'utf8') },
    storage: { rules: readFileSync('firebase/storage.rules', 'utf8') },
  });
});

afterAll(async () => {
  await env?.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.clearStorage();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = firestoreOf(context);
    await setDoc(doc(db, 'products/p1'), { ...storedDocument(), createdAt: EARLIER, updatedAt: EARLIER });
    await setDoc(doc(db, 'orders/o1'), {
      ...makeOrderInput(),
      createdAt: EARLIER,
      updatedAt: EARLIER,
    });
    await uploadBytes(ref(storageOf(context), STORED_IMAGE), PNG, { contentType: 'image/png' });
  });
});

// The test contexts hand out compat instances; the modular functions accept them at run time
// (the rules-unit-testing guide uses them so), only their declared types differ.
function firestoreOf(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}

function storageOf(context: RulesTestContext): FirebaseStorage {
  return context.storage() as unknown as FirebaseStorage;
}

const stamped = () => ({ createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
const admin = () => env.authenticatedContext('owner', { admin: true });
const clerk = () => env.authenticatedContext('clerk', {});
const anonymous = () => env.unauthenticatedContext();

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

describe('reading products', () => {
  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
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
      await assertFails(updateDoc(doc(db, 'products/p1'), { ...storedDocument(change), updatedAt: serverTimestamp() }));
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
    await assertFails(addDoc(collection(db, 'products'), { ...storedDocument(), searchTokens: tokens, ...stamped() }));
    await assertSucceeds(addDoc(collection(db, 'products'), { ...storedDocument({ price: 0 }), ...stamped() }));
  });

  test('a product whose `listed` is not what its status says is refused', async () => {
    // guards: data.listed is bool && data.listed == (data.status != 'draft')
    const db = firestoreOf(admin());
    await assertSucceeds(addDoc(collection(db, 'products'), { ...storedDocument({ status: 'draft' }), ...stamped() }));
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

  test('a product whose skuKey is not its SKU as SKUs compare is refused', async () => {
    // guards: skuKeyOf(data) in isProduct: a string, its ASCII SKU in capitals
    const db = firestoreOf(admin());
    await assertSucceeds(addDoc(collection(db, 'products'), { ...storedDocument({ sku: 'mig-200a' }), ...stamped() }));
    expect(storedDocument({ sku: 'mig-200a' }).skuKey).toBe('MIG-200A');
    await assertFails(
      addDoc(collection(db, 'products'), { ...storedDocument({ sku: 'mig-200a' }), skuKey: 'mig-200a', ...stamped() }),
    );
    await assertFails(addDoc(collection(db, 'products'), { ...storedDocument(), skuKey: 7, ...stamped() }));
    await assertFails(
      updateDoc(doc(db, 'products/p1'), { ...storedDocument(), skuKey: 'OTHER', updatedAt: serverTimestamp() }),
    );
  });

  test.each(PRODUCT_FIELDS)('a new product without %s is refused', async (field) => {
    // guards: keys().hasAll(…) on create, and the field's own test in isProduct, which reads every field:
    // either one alone refuses it, so loosening one of them is not enough to let it through.
    await assertFails(addDoc(collection(firestoreOf(admin()), 'products'), { ...withoutField(field), ...stamped() }));
  });

  test("both times of a new product are the server's", async () => {
    const db = firestoreOf(admin());
    const clientTime = Timestamp.fromMillis(Date.now());
    // guards: request.resource.data.createdAt == request.time (create)
    await assertFails(
      addDoc(collection(db, 'products'), { ...storedDocument(), createdAt: clientTime, updatedAt: serverTimestamp() }),
    );
    // guards: request.resource.data.updatedAt == request.time (create)
    await assertFails(
      addDoc(collection(db, 'products'), { ...storedDocument(), createdAt: serverTimestamp(), updatedAt: clientTime }),
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
    await assertFails(updateDoc(doc(db, 'products/p1'), { createdAt: deleteField(), updatedAt: serverTimestamp() }));
  });

  test('an update with an invalid value is refused, even of one field', async () => {
    // guards: isProduct(request.resource.data) on update
    await assertFails(updateDoc(doc(firestoreOf(admin()), 'products/p1'), { price: -5, updatedAt: serverTimestamp() }));
  });

  test("an update's times: createdAt stays, updatedAt is the server's", async () => {
    const db = firestoreOf(admin());
    // guards: affectedKeys().hasOnly(…) on update, which leaves createdAt out
    await assertFails(updateDoc(doc(db, 'products/p1'), { ...storedDocument(), ...stamped() }));
    // guards: request.resource.data.updatedAt == request.time (update): a client clock
    await assertFails(
      updateDoc(doc(db, 'products/p1'), { ...storedDocument(), updatedAt: Timestamp.fromMillis(Date.now()) }),
    );
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
    await assertFails(updateDoc(doc(db, 'orders/o1'), { status: 'shipped', total: 0, updatedAt: serverTimestamp() }));
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
    await assertFails(
      updateDoc(doc(db, 'orders/o1'), { status: 'shipped', updatedAt: Timestamp.fromMillis(Date.now()) }),
    );
    await assertFails(updateDoc(doc(db, 'orders/o1'), { status: 'shipped' }));
  });

  test('an order without its fields is refused, whoever sends it', async () => {
    // guards: isEnquiryOrder()'s and adminOrder()'s required fields
    for (const context of [anonymous(), clerk(), admin()]) {
      await assertFails(
        addDoc(collection(firestoreOf(context), 'orders'), { customerName: 'x', status: 'pending', ...stamped() }),
      );
    }
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
    await assertSucceeds(addDoc(orders, adminOrder({ items: Array.from({ length: 20 }, (_, i) => line(i + 1)) })));
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
    // guards: updatedAt == request.time (lines)
    await assertFails(updateDoc(doc(db, 'orders/o1'), { items, total: 200 }));
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
    await assertSucceeds(enquiryBatch(db, order.id, enquiryOrder()));
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
    await env.withSecurityRulesDisabled(async (context) => {
      const db = firestoreOf(context);
      const stamps = { createdAt: EARLIER, updatedAt: EARLIER };
      await setDoc(doc(db, 'products/p2'), { ...storedDocument({ name: 'Custom trolley', price: 0 }), ...stamps });
      await setDoc(doc(db, 'products/p3'), { ...storedDocument({ name: 'Rods 2.6', price: 25.5 }), ...stamps });
      await setDoc(doc(db, 'products/sold'), {
        ...storedDocument({ name: 'Rods 3.2', price: 30, status: 'soldOut' }),
        ...stamps,
      });
      await setDoc(doc(db, 'products/draft'), { ...storedDocument({ name: 'MIG 300', status: 'draft' }), ...stamps });
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
      await assertSucceeds(enquiryBatch(db, doc(collection(db, 'orders')).id, enquiryOrder()));
    }
    // A single write passes too, as long as it reads at most 10 products.
    await assertSucceeds(addDoc(collection(firestoreOf(anonymous()), 'orders'), enquiryOrder()));
  });

  test('ten lines of ten different products pass; eleven are refused', async () => {
    // guards: items.size() <= 10 (HOSTED_MAX_ORDER_LINES) and lineAt(items, 9), within Firestore's 10 get() calls
    await env.withSecurityRulesDisabled(async (context) => {
      const db = firestoreOf(context);
      for (let i = 0; i < 11; i++) {
        await setDoc(doc(db, `products/d${i}`), {
          ...storedDocument({ name: `Disc ${i}`, sku: `DISC-${i}`, price: 10 + i }),
          createdAt: EARLIER,
          updatedAt: EARLIER,
        });
      }
    });
    const lines = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ productId: `d${i}`, name: `Disc ${i}`, price: 10 + i, quantity: 1 }));
    const totalOf = (items: { price: number }[]) => items.reduce((sum, item) => sum + item.price, 0);
    const db = firestoreOf(anonymous());
    await assertSucceeds(enquiryBatch(db, 'ten', enquiryOrder({ items: lines(10), total: totalOf(lines(10)) })));
    await assertFails(enquiryBatch(db, 'eleven', enquiryOrder({ items: lines(11), total: totalOf(lines(11)) })));
  });

  test.each<[string, Record<string, unknown>]>([
    ['a status other than pending', { status: 'confirmed' }],
    ["a time that is not the server's", { createdAt: Timestamp.fromMillis(Date.now()) }],
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
    await assertFails(enquiryBatch(db, 'refused', enquiryOrder(change)));
  });

  test('a product sold out may still be asked about', async () => {
    const db = firestoreOf(anonymous());
    const items = [{ productId: 'sold', name: 'Rods 3.2', price: 30, quantity: 2 }];
    await assertSucceeds(enquiryBatch(db, 'sold', enquiryOrder({ items, total: 60 })));
  });

  test('a line priced on request adds nothing to the total', async () => {
    // guards: amountAt() and the total's check
    const db = firestoreOf(anonymous());
    const items = [line({ quantity: 2 }), { productId: 'p2', name: 'Custom trolley', price: 0, quantity: 1 }];
    await assertSucceeds(enquiryBatch(db, 'quote', enquiryOrder({ items, total: 2598 })));
  });
});

/** A line of the product p1 (MIG 200 at RM1,299) as the adapter writes it. */
function line(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { productId: 'p1', name: 'MIG 200', price: 1299, quantity: 1, ...overrides };
}

/** The order the hosted adapter writes for an enquiry (src/data/firebase/firebase-backend.ts, sendEnquiry). */
function enquiryOrder(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    customerName: 'Nurul Huda',
    customerEmail: '',
    customerPhone: '+60123456789',
    shippingAddress: '3 Jalan Bendahara, 31650 Ipoh',
    notes: '',
    items: [line()],
    total: 1299,
    status: 'pending',
    ...stamped(),
    ...overrides,
  };
}

/** Writes an order as the adapter does: one write in a batch, which may read up to 20 documents. */
function enquiryBatch(db: Firestore, id: string, order: Record<string, unknown>): Promise<void> {
  const batch = writeBatch(db);
  batch.set(doc(db, 'orders', id), order);
  return batch.commit();
}

describe('visitor measurements', () => {
  const view = { n: 'view', p: 'product', d: 'phone', id: 'p1' };

  test('anyone may record a measurement in its exact shape, with the server time', async () => {
    const db = firestoreOf(anonymous());
    await assertSucceeds(addDoc(collection(db, 'insightEvents'), { ...view, at: serverTimestamp() }));
    await assertSucceeds(
      addDoc(collection(db, 'insightEvents'), { n: 'LCP', p: 'home', d: 'desktop', v: 1834.5, at: serverTimestamp() }),
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
    await env.withSecurityRulesDisabled(async (context) => {
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
    await env.withSecurityRulesDisabled(async (context) => {
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
  const upload = (context: RulesTestContext, key: string, bytes: Uint8Array = PNG, contentType = 'image/png') =>
    uploadBytes(ref(storageOf(context), key), bytes, { contentType });

  test('anyone may read an image; only an admin may list the folder', async () => {
    // guards: allow get: if true (products/**)
    await assertSucceeds(getMetadata(ref(storageOf(anonymous()), STORED_IMAGE)));
    // guards: allow list: if isAdmin() (products/**)
    await assertFails(listAll(ref(storageOf(anonymous()), 'products')));
    await assertFails(listAll(ref(storageOf(clerk()), 'products')));
    await assertSucceeds(listAll(ref(storageOf(admin()), 'products')));
  });

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

/** The document settings/shop as the adapter writes it (src/data/firebase/settings-records.ts, settingsFields). */
function shopDocument(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    legalName: 'Kinta Weld & Machinery Enterprise',
    tradeName: 'Kinta Weld',
    registrationNumber: '201803112758 (AA0471265-P)',
    address: {
      street: 'No. 18, Jalan Kuala Kangsar',
      postcode: '30010',
      city: 'Ipoh',
      state: 'Perak',
      country: 'Malaysia',
    },
    phone: '+60 5-254 1888',
    email: 'sales@kintaweld.com.my',
    whatsApp: '+60125387742',
    openingHours: { en: '', ms: '' },
    shopee: { url: 'https://shopee.com.my/kintaweld', rating: 4.9 },
    tiktok: { url: 'https://www.tiktok.com/@kintaweld/shop', rating: 4.8 },
    socials: {
      facebook: 'https://www.facebook.com/kintaweld',
      instagram: '',
      tiktok: 'https://www.tiktok.com/@kintaweld',
      youtube: '',
    },
    handle: '@kintaweld',
    repairTerms: {
      en: 'Machines not collected within 90 days may be disposed of.',
      ms: 'Mesin yang tidak diambil dalam 90 hari boleh dilupuskan.',
    },
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

const testimonial = (overrides: Record<string, unknown> = {}) => ({
  author: 'Ahmad Razak',
  textEn: 'Good service.',
  textMs: 'Servis yang baik.',
  position: 0,
  ...overrides,
});

describe("the shop's settings and testimonials", () => {
  test('anyone may read the settings and list the testimonials, at most 24 at a time', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
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

/** A new job as the admin's browser writes it (repairs-admin.ts): with its view and the year's counter (null: not written). */
function logJob(
  context: RulesTestContext,
  sequence: number,
  counter: number | null,
  {
    job: jobChanges = {},
    view: viewChanges = {},
  }: { job?: Record<string, unknown>; view?: Record<string, unknown> | false } = {},
): Promise<void> {
  const db = firestoreOf(context);
  const { job, view, token } = newRepairDocuments(sequence, serverTimestamp(), jobChanges);
  const batch = writeBatch(db);
  if (counter !== null) batch.set(doc(db, `repairCounters/${repairYear()}`), { last: counter });
  batch.set(doc(collection(db, 'repairs')), job);
  if (viewChanges !== false) batch.set(doc(db, 'repairStatus', token), { ...view, ...viewChanges });
  return batch.commit();
}

/** A job and its view as the owner stores them, past the rules. */
async function seedRepair(documents: { job: Record<string, unknown>; view: Record<string, unknown>; token: string }) {
  const id = `job${documents.token.slice(0, 8).replace(/[^A-Za-z0-9]/g, 'x')}`;
  await env.withSecurityRulesDisabled(async (context) => {
    const db = firestoreOf(context);
    await setDoc(doc(db, 'repairs', id), documents.job);
    await setDoc(doc(db, 'repairStatus', documents.token), documents.view);
  });
  return { id, token: documents.token, number: String(documents.job.number) };
}

/** The admin's move of a stored job, from what it is now, written by `context` with its view (or alone). */
async function moveJob(
  context: RulesTestContext,
  id: string,
  status: RepairStatus,
  quote: number | null,
  alone = false,
) {
  let next: Record<string, unknown> = {};
  await env.withSecurityRulesDisabled(async (owner) => {
    const db = firestoreOf(owner);
    const job = (await getDoc(doc(db, 'repairs', id))).data()!;
    const view = (await getDoc(doc(db, 'repairStatus', String(job.token)))).data();
    next = movedRepairJob(job, view, status, quote, serverTimestamp());
  });
  const db = firestoreOf(context);
  const batch = writeBatch(db);
  batch.set(doc(db, 'repairs', id), next);
  if (!alone) batch.set(doc(db, 'repairStatus', String(next.token)), viewDocument(next));
  return batch.commit();
}

function answer(
  context: RulesTestContext,
  token: string,
  given: QuoteAnswer,
  nextKey: string,
  more: Record<string, unknown> = {},
) {
  return updateDoc(doc(firestoreOf(context), 'repairStatus', token), {
    ...answerChange(given, nextKey, serverTimestamp()),
    ...more,
  });
}

// The same cases run on the local doubles (firebase/local/rules-on-doubles.test.ts), where each is also broken on
// purpose to show that it fails.
describe('repair jobs', () => {
  test('the admin logs a job with the next number of its year, with its view; nobody else may, and no number is taken twice', async () => {
    // guards: isAdmin(), nextRepairNumber() and viewMatches() in allow create (repairs); the counter's +1
    await assertFails(logJob(clerk(), 1, 1));
    await assertSucceeds(logJob(admin(), 1, 1));
    await assertFails(logJob(admin(), 1, null));
    await assertFails(logJob(admin(), 2, null));
    await assertFails(logJob(admin(), 1, 1));
    await assertFails(logJob(admin(), 3, 3));
    await assertFails(logJob(admin(), 2, 2, { view: false }));
    await assertFails(logJob(admin(), 2, 2, { view: { status: 'ready' } }));
    await assertFails(logJob(admin(), 2, 2, { job: { number: formatRepairNumber(repairYear() - 1, 2) } }));
    await assertSucceeds(logJob(admin(), 2, 2));
  });

  test('a job holds the phone in E.164 and its fields within their limits; its view shows no more than its page', async () => {
    // guards: isRepairJob() and isRepairView(), field by field
    await assertFails(logJob(admin(), 1, 1, { job: { customerPhone: '012-345 6789' } }));
    await assertFails(logJob(admin(), 1, 1, { job: { customerPhone: 'call me' } }));
    await assertFails(logJob(admin(), 1, 1, { job: { fault: 'x'.repeat(2001) } }));
    await assertFails(
      logJob(admin(), 1, 1, { job: { photos: ['https://example.com/repairs%2F1_0_a.png?alt=media&token=t'] } }),
    );
    await assertFails(logJob(admin(), 1, 1, { job: { status: 'ready', open: true } }));
    await assertFails(logJob(admin(), 1, 1, { view: { customerPhone: '+60123456789' } }));
    await assertFails(logJob(admin(), 1, 1, { view: { firstName: 'Ahmad bin Ismail' } }));
    await assertSucceeds(
      logJob(admin(), 1, 1, { job: { photos: [downloadUrl('repairs/1732000000000_0_serial-plate.png')] } }),
    );
  });

  test('only the admin reads a job; a visitor gets a view by its token and may not list the views', async () => {
    // guards: allow read: if isAdmin() (repairs); allow get, and no list (repairStatus); the counter's get
    const job = await seedRepair(receivedRepairDocuments('R-2025-0001', EARLIER));
    for (const context of [anonymous(), clerk()]) {
      const db = firestoreOf(context);
      await assertFails(getDoc(doc(db, 'repairs', job.id)));
      await assertFails(getDocs(query(collection(db, 'repairs'), limit(10))));
      await assertFails(getDocs(query(collection(db, 'repairStatus'), limit(10))));
      await assertFails(getDocs(query(collection(db, 'repairStatus'), where('number', '==', job.number), limit(1))));
      await assertFails(getDoc(doc(db, 'repairCounters/2025')));
      await assertSucceeds(getDoc(doc(db, 'repairStatus', job.token)));
    }
    await assertSucceeds(getDoc(doc(firestoreOf(admin()), 'repairs', job.id)));
  });

  test('the customer answers a quote once and changes nothing else; a job that waits for none takes no answer', async () => {
    // guards: quoteAnswer()
    const waiting = await seedRepair(waitingRepairDocuments('R-2025-0002', EARLIER));
    const visitor = anonymous();
    await assertFails(answer(visitor, waiting.token, 'approved', '3', { status: 'repairing' }));
    await assertFails(answer(visitor, waiting.token, 'approved', '3', { 'quote.total': 1 }));
    await assertFails(
      updateDoc(doc(firestoreOf(visitor), 'repairStatus', waiting.token), {
        'quote.answer': 'approved',
        'quote.answeredAt': serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(answer(visitor, waiting.token, 'approved', '3', { 'quote.answeredAt': EARLIER }));
    await assertSucceeds(answer(visitor, waiting.token, 'approved', '3'));
    await assertFails(answer(visitor, waiting.token, 'declined', '4'));
    const received = await seedRepair(receivedRepairDocuments('R-2025-0003', EARLIER));
    await assertFails(answer(visitor, received.token, 'approved', '1'));
  });

  test('the admin moves a job only as REPAIR_MOVES allows, with its view, one line of history at the store’s time', async () => {
    // guards: repairMove() and repairViewChange() (repairStatus), viewMatches() (repairs)
    const job = await seedRepair(receivedRepairDocuments('R-2025-0004', EARLIER));
    await assertFails(moveJob(admin(), job.id, 'collected', null));
    await assertFails(moveJob(admin(), job.id, 'diagnosing', null, true));
    await assertFails(moveJob(clerk(), job.id, 'diagnosing', null));
    await assertSucceeds(moveJob(admin(), job.id, 'diagnosing', null));
    await assertFails(moveJob(admin(), job.id, 'awaitingApproval', null));
    await assertSucceeds(moveJob(admin(), job.id, 'awaitingApproval', 35_000));
    await assertFails(moveJob(admin(), job.id, 'ready', null));
  });

  test('only the admin stores and reads repair photos, as raster images under their key', async () => {
    // guards: allow read: if isAdmin() (repairs/**); repairs/{fileName}'s create
    const upload = (context: RulesTestContext, key: string, contentType = 'image/png') =>
      uploadBytes(ref(storageOf(context), key), PNG, { contentType });
    await assertFails(upload(anonymous(), REPAIR_PHOTO_KEY));
    await assertFails(upload(clerk(), REPAIR_PHOTO_KEY));
    await assertSucceeds(upload(admin(), REPAIR_PHOTO_KEY));
    await assertSucceeds(getMetadata(ref(storageOf(admin()), REPAIR_PHOTO_KEY)));
    await assertFails(getMetadata(ref(storageOf(anonymous()), REPAIR_PHOTO_KEY)));
    await assertFails(listAll(ref(storageOf(anonymous()), 'repairs')));
    await assertFails(upload(admin(), 'repairs/1_1_a.png', 'text/html'));
    await assertFails(upload(admin(), 'repairs/serial.png'));
  });
});

/** The admin as the payment rules see them: the claim and the e-mail a payment is recorded in the name of. */
const payingAdmin = () => env.authenticatedContext('owner', { admin: true, email: CASE_ADMIN_EMAIL });
/** Today in Malaysia, as a payment's day. */
const malaysianToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
/** Yesterday: a warranty counted from it is still running. */
const YESTERDAY = Timestamp.fromMillis(Date.now() - 86_400_000);

/** A stored job as the admin's next write starts from it (the customer's answer of its view in it), past the rules. */
async function storedJob(job: { id: string; token: string }): Promise<Record<string, unknown>> {
  let stored: Record<string, unknown> = {};
  await env.withSecurityRulesDisabled(async (owner) => {
    const db = firestoreOf(owner);
    const data = (await getDoc(doc(db, 'repairs', job.id))).data()!;
    const view = (await getDoc(doc(db, 'repairStatus', job.token))).data()!;
    stored = { ...data, quote: view.quote, history: view.history };
  });
  return stored;
}

/** The admin's write of a job's next state with its view, in one commit. */
function writeJob(job: { id: string; token: string }, next: Record<string, unknown>) {
  const db = firestoreOf(payingAdmin());
  const batch = writeBatch(db);
  batch.set(doc(db, 'repairs', job.id), next);
  batch.set(doc(db, 'repairStatus', job.token), viewDocument(next));
  return batch.commit();
}

async function payJob(
  job: { id: string; token: string },
  amount: number,
  kind: 'payment' | 'refund' = 'payment',
  date = malaysianToday(),
) {
  const base = await storedJob(job);
  const payments = (base.payments ?? {}) as Record<string, unknown>;
  return writeJob(job, {
    ...base,
    payments: {
      ...payments,
      [String(Object.keys(payments).length)]: casePayment(amount, date, serverTimestamp(), kind),
    },
    paid: Number(base.paid ?? 0) + (kind === 'refund' ? -amount : amount),
    updatedAt: serverTimestamp(),
  });
}

async function editEstimate(job: { id: string; token: string }, estimate: number | null) {
  return writeJob(job, { ...(await storedJob(job)), estimate, updatedAt: serverTimestamp() });
}

/** A warranty claim on `original` as repairs-admin.ts writes it, the `sequence`th job of the year. */
async function claimOn(original: { id: string; token: string; number: string }, sequence: number) {
  const stored = await storedJob(original);
  const db = firestoreOf(admin());
  const newRef = doc(collection(db, 'repairs'));
  const claims = (stored.claims ?? []) as Record<string, unknown>[];
  const made = claimDocuments({ ...original, claims }, newRef.id, sequence, serverTimestamp());
  const batch = writeBatch(db);
  batch.set(doc(db, `repairCounters/${repairYear()}`), { last: sequence });
  batch.set(newRef, made.job);
  batch.set(doc(db, 'repairStatus', made.token), made.view);
  batch.update(doc(db, 'repairs', original.id), { claims: made.claims, updatedAt: serverTimestamp() });
  batch.update(doc(db, 'repairStatus', original.token), { updatedAt: serverTimestamp() });
  await batch.commit();
  return { id: newRef.id, token: made.token, number: String(made.job.number) };
}

// The rules that restate a decision of src/domain/repair-writes.ts against a forged write (decisions 023 and 026). The
// same cases run on the local doubles, each broken on purpose there (firebase/local/rules-on-doubles.test.ts).
describe('repair jobs: what the domain decides, held against a forged write', () => {
  test('the customer answers only while the job waits for the answer, and only the quote’s current version', async () => {
    // guards: quoteAnswer()'s status and version
    const job = await seedRepair(waitingRepairDocuments('R-2025-0010', EARLIER));
    const visitor = anonymous();
    await assertSucceeds(moveJob(admin(), job.id, 'diagnosing', null));
    await assertFails(answer(visitor, job.token, 'approved', '4'));
    await assertSucceeds(moveJob(admin(), job.id, 'awaitingApproval', 40_000));
    const db = firestoreOf(visitor);
    await assertFails(
      updateDoc(doc(db, 'repairStatus', job.token), answerChange('approved', '5', serverTimestamp(), 1)),
    );
    await assertSucceeds(
      updateDoc(doc(db, 'repairStatus', job.token), answerChange('approved', '5', serverTimestamp(), 2)),
    );
  });

  test('a warranty claim is made once: a second one waits until the first claim’s job has ended', async () => {
    // guards: claimLink()'s latest claim, the warranty's end
    const first = await seedRepair(collectedRepairDocuments('R-2025-0011', EARLIER, YESTERDAY));
    const claim = await claimOn(first, 1);
    await assertFails(claimOn(first, 2));
    await assertSucceeds(moveJob(admin(), claim.id, 'cancelled', null));
    await assertSucceeds(claimOn(first, 2));
    const old = await seedRepair(
      collectedRepairDocuments('R-2025-0012', EARLIER, Timestamp.fromMillis(Date.now() - 100 * 86_400_000)),
    );
    await assertFails(claimOn(old, 3));
  });

  test('a refund is made only once the job has ended, and never below the bill', async () => {
    // guards: paymentChange()'s refund
    const job = await seedRepair(paidRepairDocuments('R-2025-0013', EARLIER, 5_000, '2023-11-14'));
    await assertSucceeds(moveJob(admin(), job.id, 'diagnosing', null));
    await assertSucceeds(moveJob(admin(), job.id, 'awaitingApproval', 35_000));
    await assertFails(payJob(job, 5_000, 'refund'));
    await assertSucceeds(moveJob(admin(), job.id, 'cancelled', null));
    await assertFails(payJob(job, 5_001, 'refund'));
    await assertSucceeds(payJob(job, 5_000, 'refund'));
  });

  test('no payment is dated before the day the job was received, a deposit at intake neither', async () => {
    // guards: notBeforeReceived() in paymentChange() and newRepair()
    const deposit = (date: string) => ({ payments: { '0': casePayment(5_000, date, serverTimestamp()) }, paid: 5_000 });
    await assertFails(logJob(payingAdmin(), 1, 1, { job: deposit('2000-01-01') }));
    await assertSucceeds(logJob(payingAdmin(), 1, 1, { job: deposit(malaysianToday()) }));
    const job = await seedRepair(receivedRepairDocuments('R-2025-0014', YESTERDAY));
    const received = new Date(YESTERDAY.toMillis() + 8 * 3_600_000).toISOString().slice(0, 10);
    const before = new Date(YESTERDAY.toMillis() + (8 - 24) * 3_600_000).toISOString().slice(0, 10);
    await assertFails(payJob(job, 100, 'payment', before));
    await assertSucceeds(payJob(job, 100, 'payment', received));
  });

  test('the estimate changes only while the job is open, and never below what was paid', async () => {
    // guards: estimateChange()
    const job = await seedRepair(paidRepairDocuments('R-2025-0015', EARLIER, 5_000, '2023-11-14'));
    await assertFails(editEstimate(job, 4_999));
    await assertFails(editEstimate(job, null));
    await assertSucceeds(editEstimate(job, 5_000));
    const collected = await seedRepair(collectedRepairDocuments('R-2025-0016', EARLIER, YESTERDAY));
    await assertFails(editEstimate(collected, 9_000));
  });
});

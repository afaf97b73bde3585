/**
 * The security rules of the hosted mode, against the Firestore and Storage emulators.
 * Not part of `npm test`: run `npm run test:rules` (scripts/firebase-rules-test.ts), which needs
 * Java 21 and installs nothing by itself; docs/hosted-mode.md says what to install on demand.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, test } from 'vitest';
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
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-ipoh-welding-rules',
    firestore: { rules: readFileSync('firebase/firestore.rules', 'utf8') },
    storage: { rules: readFileSync('firebase/storage.rules', 'utf8') },
  });
});

afterAll(async () => {
  await env?.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = firestoreOf(context);
    await setDoc(doc(db, 'products/p1'), { ...product(), createdAt: Timestamp.fromMillis(1_700_000_000_000), updatedAt: Timestamp.fromMillis(1_700_000_000_000) });
    await setDoc(doc(db, 'orders/o1'), {
      customerName: 'Aminah',
      customerEmail: 'aminah@example.test',
      customerPhone: '+60123456789',
      shippingAddress: '1 Jalan Besar, Ipoh',
      items: [{ name: 'Electrode', price: 12.5, quantity: 4 }],
      total: 50,
      status: 'pending',
      notes: '',
      createdAt: Timestamp.fromMillis(1_700_000_000_000),
      updatedAt: Timestamp.fromMillis(1_700_000_000_000),
    });
  });
});

function product(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'MIG 200',
    sku: 'MIG-200',
    price: 1299,
    weight: 18.5,
    category: 'Welding Machines',
    subCategory: 'MIG',
    description: 'A welder',
    shopeeUrl: 'https://shopee.com.my/mig200',
    tiktokUrl: '',
    image: 'https://firebasestorage.googleapis.com/v0/b/demo/o/products%2F1_intro_a.jpg?alt=media&token=t',
    additionalImages: [],
    ...overrides,
  };
}

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

describe('products', () => {
  test('anyone may read the catalogue', async () => {
    const db = firestoreOf(anonymous());
    await assertSucceeds(getDoc(doc(db, 'products/p1')));
    await assertSucceeds(getDocs(collection(db, 'products')));
  });

  test('a visitor or a signed-in account without the admin claim may not write', async () => {
    for (const context of [anonymous(), clerk()]) {
      const db = firestoreOf(context);
      await assertFails(addDoc(collection(db, 'products'), { ...product(), ...stamped() }));
      await assertFails(updateDoc(doc(db, 'products/p1'), { ...product({ price: 1 }), updatedAt: serverTimestamp() }));
      await assertFails(deleteDoc(doc(db, 'products/p1')));
    }
  });

  test('an admin may add, change and delete a well-formed product', async () => {
    const db = firestoreOf(admin());
    await assertSucceeds(addDoc(collection(db, 'products'), { ...product(), ...stamped() }));
    await assertSucceeds(updateDoc(doc(db, 'products/p1'), { ...product({ price: 1099 }), updatedAt: serverTimestamp() }));
    await assertSucceeds(deleteDoc(doc(db, 'products/p1')));
  });

  test.each([
    ['an unknown field', { stock: 3 }],
    ['an empty name', { name: '  ' }],
    ['a text price', { price: '1299' }],
    ['a negative weight', { weight: -1 }],
    ['a category outside the eight', { category: 'Bicycles' }],
    ['a sub-category of another category', { subCategory: 'Karcher' }],
    ['a marketplace link that is not http', { shopeeUrl: 'javascript:alert(1)' }],
    ['six additional images', { additionalImages: Array.from({ length: 6 }, (_, i) => `https://example.test/${i}.jpg`) }],
    ['an additional image that is not a URL', { additionalImages: ['https://example.test/a.jpg', 42] }],
  ])('an admin may not add a product with %s', async (_case, overrides) => {
    const db = firestoreOf(admin());
    await assertFails(addDoc(collection(db, 'products'), { ...product(overrides), ...stamped() }));
  });

  test('the times are the server\'s: a client clock or a changed createdAt is refused', async () => {
    const db = firestoreOf(admin());
    const clientTime = Timestamp.fromMillis(Date.now());
    await assertFails(addDoc(collection(db, 'products'), { ...product(), createdAt: clientTime, updatedAt: clientTime }));
    await assertFails(
      updateDoc(doc(db, 'products/p1'), { ...product(), createdAt: serverTimestamp(), updatedAt: serverTimestamp() }),
    );
    await assertFails(updateDoc(doc(db, 'products/p1'), { ...product({ price: 5 }) }));
  });
});

describe('orders', () => {
  test('only an admin may read orders', async () => {
    await assertFails(getDoc(doc(firestoreOf(anonymous()), 'orders/o1')));
    await assertFails(getDocs(collection(firestoreOf(clerk()), 'orders')));
    await assertSucceeds(getDocs(collection(firestoreOf(admin()), 'orders')));
  });

  test('an admin may set any of the six statuses with a new updatedAt', async () => {
    const db = firestoreOf(admin());
    await assertSucceeds(updateDoc(doc(db, 'orders/o1'), { status: 'delivered', updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(doc(db, 'orders/o1'), { status: 'pending', updatedAt: serverTimestamp() }));
  });

  test('a status change that touches another field is refused', async () => {
    const db = firestoreOf(admin());
    await assertFails(updateDoc(doc(db, 'orders/o1'), { status: 'shipped', total: 0, updatedAt: serverTimestamp() }));
  });

  test('a status outside the six is refused', async () => {
    const db = firestoreOf(admin());
    await assertFails(updateDoc(doc(db, 'orders/o1'), { status: 'lost', updatedAt: serverTimestamp() }));
  });

  test('nobody creates an order from a browser, not even an admin', async () => {
    for (const context of [anonymous(), clerk(), admin()]) {
      await assertFails(addDoc(collection(firestoreOf(context), 'orders'), { customerName: 'x', status: 'pending', ...stamped() }));
    }
  });

  test('only an admin may delete an order', async () => {
    await assertFails(deleteDoc(doc(firestoreOf(clerk()), 'orders/o1')));
    await assertSucceeds(deleteDoc(doc(firestoreOf(admin()), 'orders/o1')));
  });

  test('nothing outside products and orders is open', async () => {
    await assertFails(getDoc(doc(firestoreOf(admin()), 'settings/site')));
    await assertFails(setDoc(doc(firestoreOf(admin()), 'settings/site'), { a: 1 }));
  });
});

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

  test('only an admin may read them, and nobody may change one', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(firestoreOf(context), 'insightEvents/e1'), { ...view, at: Timestamp.fromMillis(1_700_000_000_000) });
    });
    await assertFails(getDocs(collection(firestoreOf(anonymous()), 'insightEvents')));
    await assertFails(getDocs(collection(firestoreOf(clerk()), 'insightEvents')));
    await assertSucceeds(getDocs(collection(firestoreOf(admin()), 'insightEvents')));
    await assertFails(updateDoc(doc(firestoreOf(admin()), 'insightEvents/e1'), { n: 'enquiry' }));
  });
});

describe('images', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

  test('an admin may store a raster image under a spec key', async () => {
    const storage = storageOf(admin());
    await assertSucceeds(uploadBytes(ref(storage, 'products/1732000000000_intro_front.png'), png, { contentType: 'image/png' }));
  });

  test('a visitor or an account without the claim may not store an image', async () => {
    for (const context of [anonymous(), clerk()]) {
      await assertFails(uploadBytes(ref(storageOf(context), 'products/1_intro_a.png'), png, { contentType: 'image/png' }));
    }
  });

  test('an SVG, a file over 8 MiB or a key outside the spec is refused even for an admin', async () => {
    const storage = storageOf(admin());
    await assertFails(uploadBytes(ref(storage, 'products/1_intro_a.svg'), png, { contentType: 'image/svg+xml' }));
    await assertFails(
      uploadBytes(ref(storage, 'products/1_intro_big.png'), new Uint8Array(8 * 1024 * 1024 + 1), { contentType: 'image/png' }),
    );
    await assertFails(uploadBytes(ref(storage, 'other/1_intro_a.png'), png, { contentType: 'image/png' }));
  });
});

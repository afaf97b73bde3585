import { emptyProductInput } from '@/domain/product';
import { FirebaseError } from 'firebase/app';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { FirebaseSettings } from '@/config/build-env';
import { PAGE_SIZE, type ProductInputDraft } from '@/domain';
import { HOSTED_MAX_ORDER_LINES } from '@/domain/enquiry-input';
import { inEveryLanguage } from '@/domain/locales';
import { BackendError } from '../backend';
import { encodeCursor } from './firestore-cursor';
import { createFirebaseBackend } from './firebase-backend';
import { FAKE_BUCKET, FakeTimestamp, SERVER_TIMESTAMP, fake } from '../../../tests/fakes/firebase-fakes';
import { settingsFields } from './settings-records';
import { DEFAULT_SHOP_SETTINGS } from '@/content/shop-defaults';

// The SDK is replaced at the network edge; everything between the port and these calls is real.
vi.mock('firebase/firestore/lite', async () => (await import('../../../tests/fakes/firebase-fakes')).fakeFirestoreLite);
vi.mock('firebase/auth', async () => (await import('../../../tests/fakes/firebase-fakes')).fakeAuthModule());
vi.mock('firebase/storage', async () => (await import('../../../tests/fakes/firebase-fakes')).fakeStorageModule());
// The canvas encoder cannot run in Node; tests/e2e/hosted-photo.spec.ts runs it in Chromium.
vi.mock('./photo-encoding', async () => (await import('../../../tests/fakes/firebase-fakes')).fakePhotoEncoding());

const settings: FirebaseSettings = {
  options: {
    apiKey: 'AIzaSyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q',
    authDomain: 'demo-site.firebaseapp.com',
    projectId: 'demo-site',
    storageBucket: FAKE_BUCKET,
    appId: '1:123456789012:web:0a1b2c3d4e5f6a7b',
  },
  emulators: {},
};

const STORED_AT = '2024-11-19T07:06:40.000Z'; // fake.now

function draft(overrides: Partial<ProductInputDraft> = {}): ProductInputDraft {
  return {
    name: 'ARC 160 Inverter',
    sku: 'ARC-160',
    price: '459.90',
    weight: '6.5',
    category: 'Welding Machines',
    subCategory: 'ARC',
    description: 'Light\nand strong',
    shopeeUrl: 'https://shopee.com.my/arc160',
    tiktokUrl: '',
    image: `https://firebasestorage.googleapis.com/v0/b/${FAKE_BUCKET}/o/products%2F1_intro_a.jpg?alt=media&token=t`,
    additionalImages: [],
    ...overrides,
  };
}

function signInAs(email: string, claims: Record<string, unknown>) {
  fake.auth.accounts.set(email, { password: 'correct horse', claims });
}

/** An admin restored from an earlier visit, as the admin screens find one. */
function signedInAdmin() {
  fake.auth.currentUser = { email: 'owner@example.test', claims: { admin: true } };
}

async function rejection(promise: Promise<unknown>): Promise<BackendError> {
  const error = await promise.then(
    () => {
      throw new Error('the call succeeded');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(BackendError);
  return error as BackendError;
}

beforeEach(() => {
  fake.reset();
});

/** The data of the last add or update of `path` (a document's, or a collection's for an add). */
function lastWriteTo(path: string) {
  return fake.writes.filter((write) => write.path === path).at(-1)?.data;
}

/** The audit entries the adapter added, without their times. */
function auditEntries() {
  return fake.writes
    .filter((write) => write.path === 'audit')
    .map(({ data: { createdAt, expireAt, ...rest } }) => {
      expect(createdAt).toBe(SERVER_TIMESTAMP);
      expect(expireAt).toBeInstanceOf(Date);
      return rest;
    });
}

describe('the catalogue', () => {
  test('a category list asks for that category and sub-category, newest first, one more than a page', async () => {
    fake.listResult = [
      { id: 'b', data: { name: 'B', price: 10, createdAt: new FakeTimestamp(200, 0) } },
      { id: 'a', data: { name: 'A', price: '5.00', createdAt: new FakeTimestamp(100, 0) } },
    ];
    const page = await createFirebaseBackend(settings).products.list({ category: 'Power Tools', subCategory: 'Amaxx' });

    expect(fake.queries).toEqual([
      {
        collection: 'products',
        constraints: [
          // Visitors list listed products only; the rules refuse their query without this.
          { type: 'where', field: 'listed', op: '==', value: true },
          { type: 'where', field: 'category', op: '==', value: 'Power Tools' },
          { type: 'where', field: 'subCategory', op: '==', value: 'Amaxx' },
          { type: 'orderBy', field: 'createdAt', direction: 'desc' },
          { type: 'orderBy', field: { documentId: true }, direction: 'desc' },
          { type: 'limit', count: PAGE_SIZE + 1 },
        ],
      },
    ]);
    expect(page.items.map((product) => [product.id, product.price])).toEqual([
      ['b', 10],
      ['a', 5],
    ]);
    expect(page.nextCursor).toBeNull();
  });

  test('a cursor continues after the exact timestamp and id of the previous page', async () => {
    fake.listResult = [
      { id: 'c', data: { createdAt: new FakeTimestamp(300, 7) } },
      { id: 'b', data: { createdAt: new FakeTimestamp(200, 9) } },
      { id: 'a', data: { createdAt: new FakeTimestamp(100, 0) } },
    ];
    const backend = createFirebaseBackend(settings);
    const first = await backend.products.list({ limit: 2 });
    expect(first.items.map((product) => product.id)).toEqual(['c', 'b']);
    expect(first.nextCursor).toBe(encodeCursor({ createdAt: { kind: 'timestamp', seconds: 200, nanoseconds: 9 }, id: 'b' }));

    fake.listResult = [{ id: 'a', data: { createdAt: new FakeTimestamp(100, 0) } }];
    const second = await backend.products.list({ limit: 2, cursor: first.nextCursor! });
    const startAfter = fake.queries[1]!.constraints.find((constraint) => constraint.type === 'startAfter');
    expect(startAfter).toEqual({ type: 'startAfter', values: [new FakeTimestamp(200, 9), 'b'] });
    expect(startAfter && 'values' in startAfter && startAfter.values[0]).toBeInstanceOf(FakeTimestamp);
    expect(second).toMatchObject({ nextCursor: null });
  });

  test('a garbled cursor is a 400 and nothing is read', async () => {
    const error = await rejection(createFirebaseBackend(settings).products.list({ cursor: 'garbage!' }));
    expect(error.status).toBe(400);
    expect(fake.queries).toEqual([]);
  });

  test('a query the catalogue never makes is judged by the schema, as on the embedded server', async () => {
    const error = await rejection(createFirebaseBackend(settings).products.list({ category: 'Bicycles' as never }));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/^Invalid query: category: /);
    expect(fake.queries).toEqual([]);

    await createFirebaseBackend(settings).products.list({ limit: '5' as never });
    expect(fake.queries[0]!.constraints.at(-1)).toEqual({ type: 'limit', count: 6 });
  });

  test('a product is read by id, and a missing one is null', async () => {
    fake.documents.set('products/p1', { name: 'Grinder', price: '120', listed: true, createdAt: new FakeTimestamp(100, 0) });
    const backend = createFirebaseBackend(settings);
    await expect(backend.products.get('p1')).resolves.toMatchObject({ id: 'p1', name: 'Grinder', price: 120, sku: '' });
    await expect(backend.products.get('nope')).resolves.toBeNull();
  });

  test('a draft is null, whether the rules refuse the read (a visitor) or let it through (the admin)', async () => {
    fake.documents.set('products/draft', { name: 'Grinder', status: 'draft', listed: false });
    fake.documents.set('products/sold', { name: 'Welder', status: 'soldOut', listed: true });
    fake.documents.set('products/old', { name: 'Drill' });
    const backend = createFirebaseBackend(settings);
    // An admin's read: the record says it is not for visitors.
    await expect(backend.products.get('draft')).resolves.toBeNull();
    // A record older than `listed` is not shown until the migration gives it one (the rules refuse it too).
    await expect(backend.products.get('old')).resolves.toBeNull();
    await expect(backend.products.get('sold')).resolves.toMatchObject({ id: 'sold', status: 'soldOut' });
    // A visitor's read: the rules refuse it, and that is no product, not a sign-in.
    fake.refuseReadsOf.add('products/draft');
    await expect(backend.products.get('draft')).resolves.toBeNull();
    expect(fake.auth.initialized).toBe(false);
  });

  test('an id that names another path is simply not found, and never read', async () => {
    await expect(createFirebaseBackend(settings).products.get('orders/x')).resolves.toBeNull();
    expect(fake.events).toEqual([]);
  });
});

describe('product administration', () => {
  beforeEach(signedInAdmin);

  test('adding a product validates it, signs the request and stamps both times on the server', async () => {
    const product = await createFirebaseBackend(settings).products.create(draft() as never);

    // The SKU is looked up once signed in (drafts included), by its key in one query of at most two documents,
    // not by reading the catalogue; then the product is added.
    expect(fake.events.slice(0, 4)).toEqual([
      'auth:init',
      'auth:ready',
      'firestore:list products',
      'firestore:add products',
    ]);
    expect(fake.queries).toEqual([
      {
        collection: 'products',
        constraints: [
          { type: 'where', field: 'skuKey', op: '==', value: 'ARC-160' },
          { type: 'limit', count: 2 },
        ],
      },
    ]);
    expect(lastWriteTo('products')).toEqual({
      // A field named nowhere here holds its row's empty value, as the form sends it left empty.
      ...emptyProductInput(),
      name: 'ARC 160 Inverter',
      nameMs: '',
      sku: 'ARC-160',
      price: 459.9,
      weight: 6.5,
      category: 'Welding Machines',
      subCategory: 'ARC',
      description: 'Light\nand strong',
      descriptionMs: '',
      shopeeUrl: 'https://shopee.com.my/arc160',
      tiktokUrl: '',
      image: draft().image,
      additionalImages: [],
      status: 'active',
      // The words it is found by (every start of a word of the name and SKU, whole words of the description),
      // its key for the lowest price first, and whether visitors see it.
      searchTokens: expect.arrayContaining(['a', 'ar', 'arc', '160', 'in', 'inverter', 'light', 'strong', 'we']),
      priceUp: 459.9,
      listed: true,
      // Its SKU as SKUs compare, which the SKU check of the next save looks up.
      skuKey: 'ARC-160',
      createdAt: SERVER_TIMESTAMP,
      updatedAt: SERVER_TIMESTAMP,
    });
    expect(product).toMatchObject({ id: 'doc1', price: 459.9, createdAt: STORED_AT, updatedAt: STORED_AT });
    expect(product).not.toHaveProperty('searchTokens');
  });

  test('a SKU another product holds is refused at its field; the product that holds it saves with it', async () => {
    const backend = createFirebaseBackend(settings);
    // What the equality query on skuKey finds: the product 'other'.
    fake.listResult = [{ id: 'other', data: { sku: 'arc-160', skuKey: 'ARC-160' } }];
    await expect(backend.products.create(draft({ sku: ' arc-160 ' }) as never)).rejects.toMatchObject({
      status: 409,
      fields: { sku: 'skuTaken' },
    });
    expect(fake.queries.at(-1)!.constraints[0]).toEqual({ type: 'where', field: 'skuKey', op: '==', value: 'ARC-160' });
    expect(fake.writes).toEqual([]);
    fake.listResult = [];
    const saved = await backend.products.create(draft({ sku: 'X-1' }) as never);
    // The query finds the product being saved itself: no clash.
    fake.listResult = [{ id: saved.id, data: { sku: 'ARC-160', skuKey: 'ARC-160' } }];
    await expect(backend.products.update(saved.id, draft() as never)).resolves.toMatchObject({ sku: 'ARC-160' });
  });

  test('a draft is written unlisted with its Malay texts, which it is found by; shown again, it is listed', async () => {
    const backend = createFirebaseBackend(settings);
    const saved = await backend.products.create(
      draft({ nameMs: ' Penyongsang ARC 160 ', descriptionMs: 'Ringan dan kuat', status: 'draft' }) as never,
    );
    expect(lastWriteTo('products')).toMatchObject({
      nameMs: 'Penyongsang ARC 160',
      descriptionMs: 'Ringan dan kuat',
      status: 'draft',
      listed: false,
      searchTokens: expect.arrayContaining(['pen', 'penyongsang', 'ringan', 'kuat', 'arc']),
    });
    expect(saved).toMatchObject({ nameMs: 'Penyongsang ARC 160', status: 'draft' });

    await backend.products.update(saved.id, draft({ status: 'soldOut' }) as never);
    expect(lastWriteTo(`products/${saved.id}`)).toMatchObject({ status: 'soldOut', listed: true });
  });

  test('an invalid product is refused with the form\'s codes before anything is loaded or written', async () => {
    const error = await rejection(
      createFirebaseBackend(settings).products.create(draft({ name: '  ', category: 'Bicycles' as never }) as never),
    );
    expect(error.status).toBe(400);
    expect(error.code).toBe('invalid');
    expect(error.fields).toMatchObject({ name: 'nameRequired', category: 'categoryRequired' });
    expect(fake.events).toEqual([]);
  });

  test('updating a product writes its fields and a new updatedAt, never createdAt', async () => {
    fake.documents.set('products/p1', { ...draft(), price: 1, createdAt: new FakeTimestamp(5, 0), updatedAt: new FakeTimestamp(5, 0) });
    const product = await createFirebaseBackend(settings).products.update('p1', draft({ price: 99 }) as never);

    expect(lastWriteTo('products/p1')).not.toHaveProperty('createdAt');
    expect(lastWriteTo('products/p1')).toMatchObject({ price: 99, updatedAt: SERVER_TIMESTAMP });
    expect(product).toMatchObject({ id: 'p1', price: 99, createdAt: '1970-01-01T00:00:05.000Z', updatedAt: STORED_AT });
  });

  test('updating or deleting a product that is gone is a 404 with the server\'s words', async () => {
    const backend = createFirebaseBackend(settings);
    const update = await rejection(backend.products.update('gone', draft() as never));
    expect([update.status, update.message]).toEqual([404, 'Product not found.']);
    const remove = await rejection(backend.products.remove('gone'));
    expect([remove.status, remove.message]).toEqual([404, 'Product not found.']);
    expect(fake.events).not.toContain('firestore:delete products/gone');
  });

  test('a product is deleted', async () => {
    fake.documents.set('products/p1', { name: 'x' });
    await createFirebaseBackend(settings).products.remove('p1');
    expect(fake.documents.has('products/p1')).toBe(false);
  });

  test('a write the rules refuse while the admin is still signed in is a refused change, not a sign-out', async () => {
    fake.documents.set('products/p1', { name: 'x' });
    fake.failNextWrite = new FirebaseError('permission-denied', 'Missing or insufficient permissions.');
    const error = await rejection(createFirebaseBackend(settings).products.update('p1', draft() as never));
    expect([error.status, error.message]).toEqual([403, 'The store refused this change: the product does not meet its rules.']);
  });

  test('a write refused because the session has expired still sends the admin to sign in', async () => {
    fake.documents.set('products/p1', { name: 'x' });
    const backend = createFirebaseBackend(settings);
    await backend.products.update('p1', draft({ price: 1 }) as never);
    fake.failNextWrite = new FirebaseError('permission-denied', 'Missing or insufficient permissions.');
    fake.auth.refreshError = new FirebaseError('auth/user-token-expired', 'Firebase: Error (auth/user-token-expired).');
    const error = await rejection(backend.products.update('p1', draft() as never));
    expect([error.status, error.message]).toEqual([401, 'Please sign in as the admin']);
  });

  test('the claim is re-read from a fresh token on each write: a revoked claim stops the next one', async () => {
    fake.documents.set('products/p1', { name: 'x' });
    const backend = createFirebaseBackend(settings);
    await backend.products.update('p1', draft({ price: 1 }) as never);
    await backend.products.update('p1', draft({ price: 2 }) as never);
    expect(fake.auth.tokenRefreshes).toBe(2);

    fake.auth.currentUser = { email: 'owner@example.test', claims: {} };
    const error = await rejection(backend.products.update('p1', draft({ price: 3 }) as never));
    expect(error.status).toBe(401);
    expect(fake.documents.get('products/p1')).toMatchObject({ price: 2 });
  });

  test('signed out, a write is a 401 before the hosted store\'s own checks', async () => {
    fake.auth.currentUser = null;
    const error = await rejection(
      createFirebaseBackend(settings).products.create(draft({ image: 'https://example.com/a.png' }) as never),
    );
    expect(error.status).toBe(401);
    expect(fake.lastWrite).toBeNull();
  });

  test('an image outside this project\'s bucket is refused with a field code before writing', async () => {
    const error = await rejection(
      createFirebaseBackend(settings).products.create(
        draft({ additionalImages: ['/uploads/products/1_0_a.png', 'https://example.com/a.png'] }) as never,
      ),
    );
    expect(error.status).toBe(400);
    expect(error.fields).toEqual({
      'additionalImages.0': 'imageUrl',
      'additionalImages.1': 'imageUrl',
    });
    expect(fake.lastWrite).toBeNull();
  });
});

describe("the admin's catalogue", () => {
  test('lists every product, drafts too, without the listed filter', async () => {
    signedInAdmin();
    fake.listResult = [
      { id: 'b', data: { name: 'B', status: 'draft', listed: false, createdAt: new FakeTimestamp(200, 0) } },
      { id: 'a', data: { name: 'A', createdAt: new FakeTimestamp(100, 0) } },
    ];
    const page = await createFirebaseBackend(settings).products.adminList({ category: 'Generator', status: 'draft', limit: 5 });
    expect(fake.queries).toEqual([
      {
        collection: 'products',
        constraints: [
          { type: 'where', field: 'status', op: '==', value: 'draft' },
          { type: 'where', field: 'category', op: '==', value: 'Generator' },
          { type: 'orderBy', field: 'createdAt', direction: 'desc' },
          { type: 'orderBy', field: { documentId: true }, direction: 'desc' },
          { type: 'limit', count: 6 },
        ],
      },
    ]);
    expect(page.items.map((product) => [product.id, product.status])).toEqual([
      ['b', 'draft'],
      ['a', 'active'],
    ]);

    await createFirebaseBackend(settings).products.adminList();
    expect(fake.queries[1]!.constraints.filter((constraint) => constraint.type === 'where')).toEqual([]);
  });

  test('an unknown status is a 400 naming the field, and nothing is read', async () => {
    signedInAdmin();
    const error = await rejection(createFirebaseBackend(settings).products.adminList({ status: 'hidden' as never }));
    expect([error.status, error.message]).toEqual([400, 'Invalid query: status: invalid']);
    expect(fake.queries).toEqual([]);
  });

  test('reads a draft by id; signed out, the read is a 401 and nothing is read', async () => {
    fake.documents.set('products/draft', { name: 'Grinder', status: 'draft', listed: false });
    const backend = createFirebaseBackend(settings);
    const error = await rejection(backend.products.adminGet('draft'));
    expect(error.status).toBe(401);
    expect(fake.events.filter((event) => event.startsWith('firestore:'))).toEqual([]);

    signedInAdmin();
    await expect(backend.products.adminGet('draft')).resolves.toMatchObject({ id: 'draft', status: 'draft' });
    await expect(backend.products.adminGet('nope')).resolves.toBeNull();
    await expect(backend.products.adminGet('no/such/id')).resolves.toBeNull();
  });
});

describe('orders', () => {
  beforeEach(signedInAdmin);

  test('the order list filters by status, newest first', async () => {
    fake.listResult = [{ id: 'o1', data: { customerName: 'Ali', total: '80.00', status: 'confirmed', createdAt: new FakeTimestamp(1, 0) } }];
    const page = await createFirebaseBackend(settings).orders.list({ status: 'confirmed', limit: 10 });
    expect(fake.events.indexOf('auth:ready')).toBeLessThan(fake.events.indexOf('firestore:list orders'));
    expect(fake.queries[0]).toEqual({
      collection: 'orders',
      constraints: [
        { type: 'where', field: 'status', op: '==', value: 'confirmed' },
        { type: 'orderBy', field: 'createdAt', direction: 'desc' },
        { type: 'orderBy', field: { documentId: true }, direction: 'desc' },
        { type: 'limit', count: 11 },
      ],
    });
    expect(page.items[0]).toMatchObject({ id: 'o1', customerName: 'Ali', total: 80, status: 'confirmed', items: [] });
  });

  test('a search reads the orders newest first and keeps those of the number, name or phone asked for', async () => {
    const order = (id: string, customerName: string, customerPhone: string, seconds: number) => ({
      id,
      data: { customerName, customerPhone, total: 10, status: 'pending', createdAt: new FakeTimestamp(seconds, 0) },
    });
    fake.listResult = [
      order('aaaaaaaaaaaa11111111', 'Aminah', '+60123456789', 3),
      order('bbbbbbbbbbbb22222222', 'Ah Kow', '+60191112222', 2),
      order('cccccccccccc33333333', 'Siti', '0123456789', 1),
    ];
    const backend = createFirebaseBackend(settings);
    const byPhone = await backend.orders.list({ q: '012-345 6789', limit: 10 });
    expect(byPhone.items.map((item) => item.id)).toEqual(['aaaaaaaaaaaa11111111', 'cccccccccccc33333333']);
    expect(byPhone.nextCursor).toBeNull();
    expect(fake.queries[0]).toEqual({
      collection: 'orders',
      constraints: [
        { type: 'orderBy', field: 'createdAt', direction: 'desc' },
        { type: 'orderBy', field: { documentId: true }, direction: 'desc' },
        { type: 'limit', count: 100 },
      ],
    });
    const byName = await backend.orders.list({ q: 'ah kow' });
    expect(byName.items.map((item) => item.customerName)).toEqual(['Ah Kow']);
    const byNumber = await backend.orders.list({ q: '#33333333' });
    expect(byNumber.items.map((item) => item.customerName)).toEqual(['Siti']);
  });

  test('a status change writes only the status and a new updatedAt', async () => {
    fake.documents.set('orders/o1', { status: 'pending', total: 10 });
    await createFirebaseBackend(settings).orders.setStatus('o1', 'shipped');
    expect(lastWriteTo('orders/o1')).toEqual({ status: 'shipped', updatedAt: SERVER_TIMESTAMP });
  });

  test('an unknown status is refused before anything is written', async () => {
    fake.documents.set('orders/o1', { status: 'pending' });
    const error = await rejection(createFirebaseBackend(settings).orders.setStatus('o1', 'lost' as never));
    expect(error.status).toBe(400);
    expect([error.code, error.fields]).toEqual(['invalid', { status: 'invalid' }]);
    expect(fake.lastWrite).toBeNull();
  });

  test('changing or deleting an order that is gone is a 404', async () => {
    const backend = createFirebaseBackend(settings);
    const update = await rejection(backend.orders.setStatus('gone', 'cancelled'));
    expect([update.status, update.message]).toEqual([404, 'Order not found.']);
    const remove = await rejection(backend.orders.remove('gone'));
    expect([remove.status, remove.message]).toEqual([404, 'Order not found.']);
  });

  test('a status change the rules refuse gets the refused message', async () => {
    fake.documents.set('orders/o1', { status: 'pending' });
    fake.failNextWrite = new FirebaseError('permission-denied', 'Missing or insufficient permissions.');
    const error = await rejection(createFirebaseBackend(settings).orders.setStatus('o1', 'shipped'));
    expect([error.status, error.message]).toEqual([403, 'The store refused this change: the order does not meet its rules.']);
  });

  test('an order by hand takes names and prices from the catalogue and writes exactly the fields the rules allow', async () => {
    fake.documents.set('products/p1', { name: 'MIG 250', price: 1500, category: 'Welding Machines', listed: true });
    fake.documents.set('products/p2', { name: 'Custom trolley', price: 0, category: 'Others', listed: true });
    const order = await createFirebaseBackend(settings).orders.createManual({
      customerName: ' Ali ',
      customerPhone: '012-345 6789',
      lines: [
        { productId: 'p1', quantity: 2 },
        { productId: 'p2', quantity: 1 },
      ],
    });
    expect(fake.lastWrite).toEqual({
      customerName: 'Ali',
      customerEmail: '',
      customerPhone: '+60123456789',
      shippingAddress: '',
      notes: '',
      items: [
        { productId: 'p1', name: 'MIG 250', price: 1500, quantity: 2 },
        { productId: 'p2', name: 'Custom trolley', price: 0, quantity: 1 },
      ],
      total: 3000,
      status: 'pending',
      createdAt: SERVER_TIMESTAMP,
      updatedAt: SERVER_TIMESTAMP,
    });
    expect(order).toMatchObject({ customerName: 'Ali', status: 'pending', total: 3000, createdAt: STORED_AT });
    expect(order.items[0]).toEqual({ productId: 'p1', name: 'MIG 250', price: 1500, quantity: 2 });
  });

  test('a line naming a missing product, a draft or the service is refused with its code, and nothing is written', async () => {
    fake.documents.set('products/svc', { name: 'Repair', price: 0, category: 'Machinery Service Consultant', listed: true });
    fake.documents.set('products/draft', { name: 'MIG 300', price: 2000, category: 'Welding Machines', status: 'draft', listed: false });
    const error = await rejection(
      createFirebaseBackend(settings).orders.createManual({
        customerName: 'Ali',
        lines: [
          { productId: 'gone', quantity: 1 },
          { productId: 'svc', quantity: 1 },
          { productId: 'draft', quantity: 1 },
        ],
      }),
    );
    expect([error.status, error.fields]).toEqual([
      400,
      { 'lines.0.productId': 'unknownProduct', 'lines.1.productId': 'notForSale', 'lines.2.productId': 'unknownProduct' },
    ]);
    expect(fake.lastWrite).toBeNull();
  });

  test('new lines of a pending order write the items, the total and updatedAt only', async () => {
    fake.documents.set('products/p1', { name: 'MIG 250', price: 1500, category: 'Welding Machines', listed: true });
    fake.documents.set('orders/o1', { status: 'pending', customerName: 'Ali', items: [], total: 0 });
    const order = await createFirebaseBackend(settings).orders.setLines('o1', [{ productId: 'p1', quantity: 3 }]);
    expect(fake.lastWrite).toEqual({
      items: [{ productId: 'p1', name: 'MIG 250', price: 1500, quantity: 3 }],
      total: 4500,
      updatedAt: SERVER_TIMESTAMP,
    });
    expect(order).toMatchObject({ customerName: 'Ali', total: 4500 });
  });

  test('the lines of an order that is no longer pending are refused with 409 and a code before writing', async () => {
    fake.documents.set('products/p1', { name: 'MIG 250', price: 1500, category: 'Welding Machines', listed: true });
    fake.documents.set('orders/o1', { status: 'shipped', items: [], total: 0 });
    const error = await rejection(createFirebaseBackend(settings).orders.setLines('o1', [{ productId: 'p1', quantity: 1 }]));
    expect([error.status, error.fields]).toEqual([409, { status: 'notPending' }]);
    expect(fake.lastWrite).toBeNull();
  });

  test('an order is deleted', async () => {
    fake.documents.set('orders/o1', { status: 'pending' });
    await createFirebaseBackend(settings).orders.remove('o1');
    expect(fake.documents.has('orders/o1')).toBe(false);
  });
});

describe('the audit log', () => {
  beforeEach(signedInAdmin);

  test('each change the admin makes is appended to the log in the admin\'s name, after the change', async () => {
    const backend = createFirebaseBackend(settings);
    const created = await backend.products.create(draft() as never);
    await backend.products.update(created.id, draft({ name: 'ARC 200 Inverter' }) as never);
    await backend.products.remove(created.id);
    fake.documents.set('orders/o1', { status: 'pending' });
    await backend.orders.setStatus('o1', 'shipped');
    await backend.orders.remove('o1');

    const actor = 'owner@example.test';
    expect(auditEntries()).toEqual([
      { actor, action: 'product.create', target: created.id, detail: { name: 'ARC 160 Inverter' } },
      { actor, action: 'product.update', target: created.id, detail: { name: 'ARC 200 Inverter' } },
      { actor, action: 'product.delete', target: created.id, detail: { name: 'ARC 200 Inverter' } },
      { actor, action: 'order.status', target: 'o1', detail: { from: 'pending', to: 'shipped' } },
      { actor, action: 'order.delete', target: 'o1', detail: {} },
    ]);
    expect(fake.events.indexOf('firestore:delete orders/o1')).toBeLessThan(fake.events.lastIndexOf('firestore:add audit'));
  });

  test('a settings save is logged with the parts it changed, as the embedded server logs it', async () => {
    const stored = { ...DEFAULT_SHOP_SETTINGS, testimonials: [] };
    fake.documents.set('settings/shop', settingsFields(stored as never));
    const backend = createFirebaseBackend(settings);
    const saved = await backend.settings.save({
      ...stored,
      phone: '+60 5-254 9999',
      openingHours: inEveryLanguage({ en: 'Mon–Sat, 9am–6pm', ms: 'Isnin–Sabtu, 9 pagi–6 petang' }),
    });
    expect(saved.phone).toBe('+60 5-254 9999');
    expect(auditEntries()).toEqual([
      { actor: 'owner@example.test', action: 'settings.update', target: '', detail: { changed: 'phone, openingHours' } },
    ]);
  });

  test('an entry keeps for a year from now, when the store\'s TTL policy removes it', async () => {
    fake.documents.set('orders/o1', { status: 'pending' });
    const before = Date.now();
    await createFirebaseBackend(settings).orders.remove('o1');
    const expireAt = lastWriteTo('audit')?.expireAt as Date;
    const year = 365 * 86_400_000;
    expect(expireAt.getTime()).toBeGreaterThanOrEqual(before + year);
    expect(expireAt.getTime()).toBeLessThanOrEqual(Date.now() + year);
  });

  test('a refused change writes no entry', async () => {
    fake.documents.set('orders/o1', { status: 'pending' });
    fake.failNextWrite = new FirebaseError('permission-denied', 'Missing or insufficient permissions.');
    await rejection(createFirebaseBackend(settings).orders.setStatus('o1', 'shipped'));
    expect(auditEntries()).toEqual([]);
  });

  test('an entry the store refuses does not turn a saved change into a failure', async () => {
    fake.documents.set('orders/o1', { status: 'pending' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fake.refuseAddsTo = 'audit';
    await expect(createFirebaseBackend(settings).orders.remove('o1')).resolves.toBeUndefined();
    expect(fake.documents.has('orders/o1')).toBe(false);
    expect(warn).toHaveBeenCalledWith('The audit log did not take an entry', 'order.delete', expect.any(FirebaseError));
    warn.mockRestore();
  });

  test('signing in and out is recorded for the admin', async () => {
    fake.auth.currentUser = null;
    signInAs('owner@example.test', { admin: true });
    const backend = createFirebaseBackend(settings);
    expect((await backend.auth.signIn('owner@example.test', 'correct horse')).ok).toBe(true);
    await backend.auth.signOut();
    expect(auditEntries().map((entry) => `${entry.action} ${String(entry.actor)}`)).toEqual([
      'sign-in.success owner@example.test',
      'sign-out owner@example.test',
    ]);
  });

  test('the log is read newest first, one more than a page, and shown without an address', async () => {
    fake.listResult = [
      {
        id: 'a2',
        data: {
          createdAt: new FakeTimestamp(20, 0),
          actor: 'owner@example.test',
          action: 'order.status',
          target: 'o1',
          detail: { from: 'pending', to: 'shipped' },
        },
      },
      { id: 'a1', data: { createdAt: new FakeTimestamp(10, 0), actor: 'owner@example.test', action: 'sign-in.success' } },
    ];
    const page = await createFirebaseBackend(settings).audit.list({ limit: 5 });
    expect(fake.queries.at(-1)).toEqual({
      collection: 'audit',
      constraints: [
        { type: 'orderBy', field: 'createdAt', direction: 'desc' },
        { type: 'orderBy', field: { documentId: true }, direction: 'desc' },
        { type: 'limit', count: 6 },
      ],
    });
    expect(page).toEqual({
      items: [
        {
          id: 'a2',
          at: '1970-01-01T00:00:20.000Z',
          actor: 'owner@example.test',
          action: 'order.status',
          target: 'o1',
          detail: { from: 'pending', to: 'shipped' },
          address: '',
        },
        {
          id: 'a1',
          at: '1970-01-01T00:00:10.000Z',
          actor: 'owner@example.test',
          action: 'sign-in.success',
          target: '',
          detail: {},
          address: '',
        },
      ],
      nextCursor: null,
    });
  });
});

describe('images that a change leaves behind', () => {
  beforeEach(signedInAdmin);

  const stored = (key: string) =>
    `https://firebasestorage.googleapis.com/v0/b/${FAKE_BUCKET}/o/${encodeURIComponent(key)}?alt=media&token=t1#variants`;
  const withCopies = (key: string) => [key, `${key}.w320.webp`, `${key}.w640.webp`, `${key}.w1024.webp`];
  function storeObjects(...keys: string[]) {
    for (const key of keys.flatMap(withCopies)) fake.storage.objects.add(key);
  }

  test('deleting a product removes its photos and their copies from Storage, after the document', async () => {
    storeObjects('products/p1_intro_a.jpg', 'products/p1_0_b.png', 'products/other_intro_c.jpg');
    fake.documents.set('products/p1', {
      ...draft({ image: stored('products/p1_intro_a.jpg'), additionalImages: [stored('products/p1_0_b.png')] }),
    });
    await createFirebaseBackend(settings).products.remove('p1');

    expect([...fake.storage.objects]).toEqual(withCopies('products/other_intro_c.jpg'));
    const removedDoc = fake.events.indexOf('firestore:delete products/p1');
    expect(removedDoc).toBeGreaterThanOrEqual(0);
    expect(fake.events.findIndex((event) => event.startsWith('storage:delete'))).toBeGreaterThan(removedDoc);
  });

  test('replacing the introduction image removes the old one, and keeps the images still in use', async () => {
    storeObjects('products/p1_intro_a.jpg', 'products/p1_intro_new.jpg', 'products/p1_0_b.png');
    fake.documents.set('products/p1', {
      ...draft({ image: stored('products/p1_intro_a.jpg'), additionalImages: [stored('products/p1_0_b.png')] }),
      createdAt: new FakeTimestamp(5, 0),
    });
    await createFirebaseBackend(settings).products.update(
      'p1',
      draft({ image: stored('products/p1_intro_new.jpg'), additionalImages: [stored('products/p1_0_b.png')] }) as never,
    );
    expect([...fake.storage.objects].sort()).toEqual(
      [...withCopies('products/p1_intro_new.jpg'), ...withCopies('products/p1_0_b.png')].sort(),
    );
  });

  test('a save the store refuses deletes nothing', async () => {
    storeObjects('products/p1_intro_a.jpg');
    fake.documents.set('products/p1', { ...draft({ image: stored('products/p1_intro_a.jpg') }) });
    fake.failNextWrite = new FirebaseError('permission-denied', 'Missing or insufficient permissions.');
    await rejection(createFirebaseBackend(settings).products.remove('p1'));
    expect(fake.storage.objects.size).toBe(4);
    expect(fake.events.some((event) => event.startsWith('storage:delete'))).toBe(false);
  });

  test('an image that cannot be deleted is logged and the deletion of the product still succeeds', async () => {
    storeObjects('products/p1_intro_a.jpg');
    fake.storage.failDeletes.add('products/p1_intro_a.jpg');
    fake.storage.objects.delete('products/p1_intro_a.jpg.w640.webp'); // already gone: fine, and not logged
    fake.documents.set('products/p1', { ...draft({ image: stored('products/p1_intro_a.jpg') }) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    await expect(createFirebaseBackend(settings).products.remove('p1')).resolves.toBeUndefined();

    expect(fake.documents.has('products/p1')).toBe(false);
    expect([...fake.storage.objects]).toEqual(['products/p1_intro_a.jpg']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('An image was not deleted from Storage', 'products/p1_intro_a.jpg', expect.any(FirebaseError));
    warn.mockRestore();
  });

  test('an image held outside this bucket is never deleted', async () => {
    fake.documents.set('products/p1', { ...draft({ image: 'https://example.com/a.png' }) });
    await createFirebaseBackend(settings).products.remove('p1');
    expect(fake.events.some((event) => event.startsWith('storage:delete'))).toBe(false);
  });
});

describe('images', () => {
  beforeEach(signedInAdmin);

  test('a photo is stored without its metadata under its spec key, after its three WebP copies', async () => {
    const file = new File([new Uint8Array(2048)], 'front view.jpg', { type: 'image/jpeg' });
    const url = await createFirebaseBackend(settings).images.upload(file, '1732000000000', 'intro');

    const key = 'products/1732000000000_intro_front-view.jpg';
    const copy = { contentType: 'image/webp', cacheControl: 'public, no-cache' };
    expect(fake.storage.uploads).toEqual([
      { key: `${key}.w320.webp`, size: 'copy 320'.length, metadata: copy },
      { key: `${key}.w640.webp`, size: 'copy 640'.length, metadata: copy },
      { key: `${key}.w1024.webp`, size: 'copy 1024'.length, metadata: copy },
      {
        key,
        size: 'clean front view.jpg'.length,
        metadata: { contentType: 'image/jpeg', cacheControl: 'public, max-age=31536000, immutable' },
      },
    ]);
    expect(fake.events.indexOf('auth:ready')).toBeLessThan(fake.events.indexOf('photo:clean front view.jpg'));
    expect(url).toBe(
      `https://firebasestorage.googleapis.com/v0/b/${FAKE_BUCKET}/o/products%2F1732000000000_intro_front-view.jpg?alt=media&token=t1#variants`,
    );
  });

  test('a GIF is stored as the PNG the canvas wrote, under a key that says so', async () => {
    const file = new File([new Uint8Array(100)], 'spark.gif', { type: 'image/gif' });
    const url = await createFirebaseBackend(settings).images.upload(file, '1732000000000', 3);
    expect(fake.storage.uploads.at(-1)).toMatchObject({
      key: 'products/1732000000000_3_spark.png',
      metadata: { contentType: 'image/png' },
    });
    expect(url).toContain('products%2F1732000000000_3_spark.png?');
  });

  test('when the photo cannot be stored after its copies, the copies are deleted and the form hears of it', async () => {
    const storage = await import('firebase/storage');
    const real = storage.uploadBytes;
    let calls = 0;
    const upload = vi.spyOn(storage, 'uploadBytes').mockImplementation(async (...args) => {
      calls += 1;
      if (calls === 4) throw new FirebaseError('storage/retry-limit-exceeded', 'Max retry time for operation exceeded.');
      return real(...args);
    });
    const file = new File([new Uint8Array(10)], 'a.png', { type: 'image/png' });
    await rejection(createFirebaseBackend(settings).images.upload(file, '1732000000000', 0));
    upload.mockRestore();
    expect(fake.storage.uploads.map((u) => u.key)).toEqual([
      'products/1732000000000_0_a.png.w320.webp',
      'products/1732000000000_0_a.png.w640.webp',
      'products/1732000000000_0_a.png.w1024.webp',
    ]);
    expect(fake.storage.objects.size).toBe(0);
  });

  test('a file that is not a raster image is refused before uploading', async () => {
    const file = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    const error = await rejection(createFirebaseBackend(settings).images.upload(file, '1732000000000', 2));
    expect(error.status).toBe(415);
    expect(fake.storage.uploads).toEqual([]);
  });
});

describe('the admin session', () => {
  test('an account with the admin claim signs in, with a freshly refreshed token', async () => {
    signInAs('owner@example.test', { admin: true });
    const result = await createFirebaseBackend(settings).auth.signIn('owner@example.test', 'correct horse');
    expect(result).toEqual({ ok: true, user: { email: 'owner@example.test' } });
    expect(fake.auth.tokenRefreshes).toBe(1);
    expect(fake.auth.currentUser).not.toBeNull();
  });

  test('an account without the claim is signed out again and told why', async () => {
    signInAs('clerk@example.test', { admin: 'yes' });
    const result = await createFirebaseBackend(settings).auth.signIn('clerk@example.test', 'correct horse');
    expect(result.ok ? null : result.error.code).toBe('notAdmin');
    expect(fake.auth.currentUser).toBeNull();
  });

  test('a wrong password gets the code of the spec\'s message', async () => {
    signInAs('owner@example.test', { admin: true });
    const result = await createFirebaseBackend(settings).auth.signIn('owner@example.test', 'wrong');
    expect(result.ok ? null : result.error.code).toBe('invalidCredentials');
  });

  test('too many attempts gets its own code', async () => {
    fake.auth.signInError = new FirebaseError('auth/too-many-requests', 'Firebase: Error (auth/too-many-requests).');
    const result = await createFirebaseBackend(settings).auth.signIn('owner@example.test', 'whatever');
    expect(result.ok ? null : result.error.code).toBe('throttled');
  });

  test('an exception that is not the provider\'s is thrown', async () => {
    fake.auth.signInError = new TypeError('Failed to fetch');
    await expect(createFirebaseBackend(settings).auth.signIn('owner@example.test', 'whatever')).rejects.toThrow('Failed to fetch');
  });

  test('a malformed email is answered with the form\'s code, without asking the provider', async () => {
    const result = await createFirebaseBackend(settings).auth.signIn('not-an-email', 'x');
    expect(result.ok ? null : [result.error.code, result.error.fields]).toEqual(['invalid', { email: 'emailInvalid' }]);
    expect(fake.auth.initialized).toBe(false);
  });

  test('the current user is the signed-in admin only', async () => {
    const backend = createFirebaseBackend(settings);
    await expect(backend.auth.currentUser()).resolves.toBeNull();

    fake.auth.currentUser = { email: 'clerk@example.test', claims: {} };
    await expect(backend.auth.currentUser()).resolves.toBeNull();

    fake.auth.currentUser = { email: 'owner@example.test', claims: { admin: true } };
    await expect(backend.auth.currentUser()).resolves.toEqual({ email: 'owner@example.test' });

    await backend.auth.signOut();
    await expect(backend.auth.currentUser()).resolves.toBeNull();
  });
});

describe("a visitor's enquiry", () => {
  const customer = {
    customerName: 'Nurul Huda',
    customerPhone: '012-345 6789',
    customerEmail: '',
    shippingAddress: '3 Jalan Bendahara, 31650 Ipoh',
    notes: '',
  };

  function stock() {
    const listed = { status: 'active', listed: true };
    fake.documents.set('products/welder', { ...draft(), ...listed, name: 'ARC 160 Inverter', price: 459.9 });
    fake.documents.set('products/trolley', { ...draft(), status: 'soldOut', listed: true, name: 'Custom trolley', price: 0 });
    fake.documents.set('products/repair', { ...draft(), ...listed, category: 'Machinery Service Consultant', price: 100 });
    // A draft: the rules refuse a visitor's read of it.
    fake.documents.set('products/hidden', { ...draft(), status: 'draft', listed: false, name: 'MIG 300', price: 2000 });
    fake.refuseReadsOf.add('products/hidden');
  }

  test("is written as a pending order with the product documents' names and prices, without Auth (sold out too)", async () => {
    stock();
    const sent = await createFirebaseBackend(settings).enquiries.send({
      ...customer,
      lines: [
        { productId: 'welder', quantity: 3, price: 1, name: 'Cheap' } as never,
        { productId: 'trolley', quantity: 1 },
      ],
    });
    const order = {
      ...customer,
      customerPhone: '+60123456789',
      items: [
        { productId: 'welder', name: 'ARC 160 Inverter', price: 459.9, quantity: 3 },
        { productId: 'trolley', name: 'Custom trolley', price: 0, quantity: 1 },
      ],
      total: 1379.7,
      status: 'pending',
    };
    expect(fake.lastWrite).toEqual({ ...order, createdAt: SERVER_TIMESTAMP, updatedAt: SERVER_TIMESTAMP });
    expect(fake.documents.get(`orders/${sent.id}`)).toMatchObject(order);
    expect(sent).toEqual({ id: sent.id, shortId: `#${sent.id.slice(-8).toUpperCase()}`, items: order.items, total: 1379.7 });
    expect(fake.auth.initialized).toBe(false);
  });

  test('a product that is gone, a draft or the service category refuses the order by line, and nothing is written', async () => {
    stock();
    const error = await rejection(
      createFirebaseBackend(settings).enquiries.send({
        ...customer,
        lines: [
          { productId: 'welder', quantity: 1 },
          { productId: 'gone', quantity: 1 },
          { productId: 'repair', quantity: 1 },
          { productId: 'hidden', quantity: 1 },
        ],
      }),
    );
    expect(error).toMatchObject({
      status: 400,
      fields: {
        'lines.1.productId': 'unknownProduct',
        'lines.2.productId': 'notForSale',
        'lines.3.productId': 'unknownProduct',
      },
    });
    expect(fake.lastWrite).toBeNull();
  });

  test('an enquiry of more than ten lines is refused before anything is read: the rules check ten', async () => {
    stock();
    const lines = Array.from({ length: HOSTED_MAX_ORDER_LINES + 1 }, (_, i) => ({ productId: `p${i}`, quantity: 1 }));
    const error = await rejection(createFirebaseBackend(settings).enquiries.send({ ...customer, lines }));
    expect(error).toMatchObject({ status: 400, fields: { lines: 'tooManyLines' } });
    expect(fake.events.filter((event) => event.startsWith('firestore:'))).toEqual([]);
  });

  test('a missing phone is refused before anything is read', async () => {
    stock();
    const error = await rejection(
      createFirebaseBackend(settings).enquiries.send({ ...customer, customerPhone: '', lines: [{ productId: 'welder', quantity: 1 }] }),
    );
    expect(error).toMatchObject({ status: 400, fields: { customerPhone: 'required' } });
    expect(fake.events.filter((event) => event.startsWith('firestore:'))).toEqual([]);
  });
});

describe('the password change and reset', () => {
  const change = (overrides: Record<string, string> = {}) => ({
    currentPassword: 'correct horse',
    newPassword: 'Kedai Kimpalan Ipoh 1987',
    confirmPassword: 'Kedai Kimpalan Ipoh 1987',
    ...overrides,
  });

  test('re-authenticates with the current password, sets the new one and records it', async () => {
    signInAs('owner@example.test', { admin: true });
    signedInAdmin();
    await createFirebaseBackend(settings).auth.changePassword(change());
    expect(fake.auth.accounts.get('owner@example.test')?.password).toBe('Kedai Kimpalan Ipoh 1987');
    expect(fake.events.filter((event) => event === 'auth:reauthenticate' || event === 'auth:updatePassword')).toEqual([
      'auth:reauthenticate',
      'auth:updatePassword',
    ]);
    expect(fake.writes.map((write) => [write.path, write.data.action])).toEqual([['audit', 'password.change']]);
  });

  test('a wrong current password is refused on its field, and nothing changes', async () => {
    signInAs('owner@example.test', { admin: true });
    signedInAdmin();
    const error = await rejection(
      createFirebaseBackend(settings).auth.changePassword(change({ currentPassword: 'wrong horse' })),
    );
    expect([error.code, error.fields]).toEqual(['invalid', { currentPassword: 'wrongCurrent' }]);
    expect(fake.auth.accounts.get('owner@example.test')?.password).toBe('correct horse');
    expect(fake.events).not.toContain('auth:updatePassword');
  });

  test('a leaked or short new password is refused in the browser, before Firebase Auth is asked', async () => {
    signInAs('owner@example.test', { admin: true });
    signedInAdmin();
    const backend = createFirebaseBackend(settings);
    const leaked = await rejection(backend.auth.changePassword(change({ newPassword: 'QwertyQwerty', confirmPassword: 'QwertyQwerty' })));
    expect(leaked.fields).toEqual({ newPassword: 'leaked' });
    const short = await rejection(backend.auth.changePassword(change({ newPassword: 'short', confirmPassword: 'short' })));
    expect(short.fields).toEqual({ newPassword: 'tooShort' });
    expect(fake.events).not.toContain('auth:reauthenticate');
  });

  test("Firebase Auth's own password policy is named on the new password's field", async () => {
    signInAs('owner@example.test', { admin: true });
    signedInAdmin();
    fake.auth.updatePasswordError = new FirebaseError(
      'auth/password-does-not-meet-requirements',
      'Firebase: Missing password requirements (auth/password-does-not-meet-requirements).',
    );
    const error = await rejection(createFirebaseBackend(settings).auth.changePassword(change()));
    expect([error.code, error.fields]).toEqual(['invalid', { newPassword: 'notAccepted' }]);
  });

  test('a reset e-mail goes to a known address, and an unknown one looks the same', async () => {
    signInAs('owner@example.test', { admin: true });
    const backend = createFirebaseBackend(settings);
    await backend.auth.sendPasswordReset!('owner@example.test');
    await expect(backend.auth.sendPasswordReset!('stranger@example.test')).resolves.toBeUndefined();
    expect(fake.auth.resetEmails).toEqual(['owner@example.test']);
    const malformed = await rejection(backend.auth.sendPasswordReset!('not-an-email'));
    expect([malformed.code, malformed.fields]).toEqual(['invalid', { email: 'emailInvalid' }]);
  });
});

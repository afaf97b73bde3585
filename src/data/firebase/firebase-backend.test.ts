import { FirebaseError } from 'firebase/app';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { FirebaseSettings } from '@/config/build-env';
import { PAGE_SIZE, type ProductInputDraft } from '@/domain';
import { BackendError } from '../backend';
import { encodeCursor } from './cursor';
import { createFirebaseBackend } from './firebase-backend';
import { FAKE_BUCKET, FakeTimestamp, SERVER_TIMESTAMP, fake } from './test-fakes';

// The SDK is replaced at the network edge; everything between the port and these calls is real.
vi.mock('firebase/firestore/lite', async () => (await import('./test-fakes')).fakeFirestoreLite);
vi.mock('firebase/auth', async () => (await import('./test-fakes')).fakeAuthModule());
vi.mock('firebase/storage', async () => (await import('./test-fakes')).fakeStorageModule());

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
    fake.documents.set('products/p1', { name: 'Grinder', price: '120', createdAt: new FakeTimestamp(100, 0) });
    const backend = createFirebaseBackend(settings);
    await expect(backend.products.get('p1')).resolves.toMatchObject({ id: 'p1', name: 'Grinder', price: 120, sku: '' });
    await expect(backend.products.get('nope')).resolves.toBeNull();
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

    expect(fake.events.slice(0, 3)).toEqual(['auth:init', 'auth:ready', 'firestore:add products']);
    expect(fake.lastWrite).toEqual({
      name: 'ARC 160 Inverter',
      sku: 'ARC-160',
      price: 459.9,
      weight: 6.5,
      category: 'Welding Machines',
      subCategory: 'ARC',
      description: 'Light\nand strong',
      shopeeUrl: 'https://shopee.com.my/arc160',
      tiktokUrl: '',
      image: draft().image,
      additionalImages: [],
      // The words it is found by (every start of a word of the name and SKU, whole words of the description),
      // and its key for the lowest price first.
      searchTokens: expect.arrayContaining(['a', 'ar', 'arc', '160', 'in', 'inverter', 'light', 'strong', 'we']),
      priceUp: 459.9,
      createdAt: SERVER_TIMESTAMP,
      updatedAt: SERVER_TIMESTAMP,
    });
    expect(product).toMatchObject({ id: 'doc1', price: 459.9, createdAt: STORED_AT, updatedAt: STORED_AT });
    expect(product).not.toHaveProperty('searchTokens');
  });

  test('an invalid product is refused with the form\'s messages before anything is loaded or written', async () => {
    const error = await rejection(
      createFirebaseBackend(settings).products.create(draft({ name: '  ', category: 'Bicycles' as never }) as never),
    );
    expect(error.status).toBe(400);
    expect(error.fields).toMatchObject({ name: 'Name is required', category: 'Category is required' });
    expect(fake.events).toEqual([]);
  });

  test('updating a product writes its fields and a new updatedAt, never createdAt', async () => {
    fake.documents.set('products/p1', { ...draft(), price: 1, createdAt: new FakeTimestamp(5, 0), updatedAt: new FakeTimestamp(5, 0) });
    const product = await createFirebaseBackend(settings).products.update('p1', draft({ price: 99 }) as never);

    expect(fake.lastWrite).not.toHaveProperty('createdAt');
    expect(fake.lastWrite).toMatchObject({ price: 99, updatedAt: SERVER_TIMESTAMP });
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

  test('an image outside this project\'s bucket is refused with a field message before writing', async () => {
    const error = await rejection(
      createFirebaseBackend(settings).products.create(
        draft({ additionalImages: ['/uploads/products/1_0_a.png', 'https://example.com/a.png'] }) as never,
      ),
    );
    expect(error.status).toBe(400);
    expect(error.fields).toEqual({
      'additionalImages.0': 'Image link is not valid',
      'additionalImages.1': 'Image link is not valid',
    });
    expect(fake.lastWrite).toBeNull();
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

  test('a status change writes only the status and a new updatedAt', async () => {
    fake.documents.set('orders/o1', { status: 'pending', total: 10 });
    await createFirebaseBackend(settings).orders.setStatus('o1', 'shipped');
    expect(fake.lastWrite).toEqual({ status: 'shipped', updatedAt: SERVER_TIMESTAMP });
  });

  test('an unknown status is refused before anything is written', async () => {
    fake.documents.set('orders/o1', { status: 'pending' });
    const error = await rejection(createFirebaseBackend(settings).orders.setStatus('o1', 'lost' as never));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/^Invalid order update: status: Status must be one of/);
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

  test('an order is deleted', async () => {
    fake.documents.set('orders/o1', { status: 'pending' });
    await createFirebaseBackend(settings).orders.remove('o1');
    expect(fake.documents.has('orders/o1')).toBe(false);
  });
});

describe('images', () => {
  beforeEach(signedInAdmin);

  test('an image is stored under its spec key with its type and cache lifetime, and its URL returned', async () => {
    const file = new File([new Uint8Array(2048)], 'front view.jpg', { type: 'image/jpeg' });
    const url = await createFirebaseBackend(settings).images.upload(file, '1732000000000', 'intro');

    expect(fake.storage.uploads).toEqual([
      {
        key: 'products/1732000000000_intro_front-view.jpg',
        size: 2048,
        metadata: { contentType: 'image/jpeg', cacheControl: 'public, max-age=31536000, immutable' },
      },
    ]);
    expect(fake.events.indexOf('auth:ready')).toBeLessThan(fake.events.indexOf('storage:upload products/1732000000000_intro_front-view.jpg'));
    expect(url).toBe(
      `https://firebasestorage.googleapis.com/v0/b/${FAKE_BUCKET}/o/products%2F1732000000000_intro_front-view.jpg?alt=media&token=t1`,
    );
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
    expect(result).toEqual({ ok: false, message: 'This account is not an admin.' });
    expect(fake.auth.currentUser).toBeNull();
  });

  test('a wrong password gets the spec\'s message', async () => {
    signInAs('owner@example.test', { admin: true });
    await expect(createFirebaseBackend(settings).auth.signIn('owner@example.test', 'wrong')).resolves.toEqual({
      ok: false,
      message: 'Invalid email or password',
    });
  });

  test('too many attempts gets its own message', async () => {
    fake.auth.signInError = new FirebaseError('auth/too-many-requests', 'Firebase: Error (auth/too-many-requests).');
    const result = await createFirebaseBackend(settings).auth.signIn('owner@example.test', 'whatever');
    expect(result).toMatchObject({ ok: false, message: expect.stringMatching(/^Too many attempts/) });
  });

  test('an exception that is not the provider\'s is thrown', async () => {
    fake.auth.signInError = new TypeError('Failed to fetch');
    await expect(createFirebaseBackend(settings).auth.signIn('owner@example.test', 'whatever')).rejects.toThrow('Failed to fetch');
  });

  test('a malformed email is answered with the form\'s message, without asking the provider', async () => {
    const result = await createFirebaseBackend(settings).auth.signIn('not-an-email', 'x');
    expect(result).toEqual({ ok: false, message: 'Please enter a valid email address' });
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

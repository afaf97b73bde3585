import { emptyProductInput } from '@/domain/product';
import { FirebaseError } from 'firebase/app';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { FirebaseSettings } from '@/config/build-env';
import type { ImportFields, ImportRow } from '@/domain/product-import';
import { BackendError } from '../backend';
import { MAX_BATCH_BYTES, MAX_BATCH_WRITES, importBatches, writeBytes } from './catalogue-import';
import { createFirebaseBackend } from './firebase-backend';
import { FAKE_BUCKET, FakeTimestamp, SERVER_TIMESTAMP, fake } from '../../../tests/fakes/firebase-fakes';

// The SDK is replaced at the network edge; everything between the port and these calls is real.
vi.mock('firebase/firestore/lite', async () => (await import('../../../tests/fakes/firebase-fakes')).fakeFirestoreLite);
vi.mock('firebase/auth', async () => (await import('../../../tests/fakes/firebase-fakes')).fakeAuthModule());
vi.mock('firebase/storage', async () => (await import('../../../tests/fakes/firebase-fakes')).fakeStorageModule());

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

/** A download URL of this project's bucket, as an upload of the product's form gives one. */
const bucketImage = (name: string) =>
  `https://firebasestorage.googleapis.com/v0/b/${FAKE_BUCKET}/o/products%2F1_intro_${name}.jpg?alt=media&token=t`;

/** A stored product's document, with every field the admin writes. */
function storedProduct(sku: string, overrides: Record<string, unknown> = {}) {
  return {
    // A field named nowhere here holds its row's empty value, as the form sends it left empty.
    ...emptyProductInput(),
    name: `Product ${sku}`,
    nameMs: '',
    sku,
    price: 100,
    weight: 2,
    category: 'Welding Machines',
    subCategory: 'ARC',
    description: 'Strong.',
    descriptionMs: '',
    shopeeUrl: '',
    tiktokUrl: '',
    image: bucketImage(sku),
    additionalImages: [],
    status: 'active',
    listed: true,
    createdAt: new FakeTimestamp(100, 0),
    updatedAt: new FakeTimestamp(100, 0),
    ...overrides,
  };
}

/** A new product's line, in the site's own columns. */
function newLine(line: number, sku: string, overrides: ImportFields = {}): ImportRow {
  return {
    line,
    fields: {
      name: `Imported ${sku}`,
      sku,
      price: '120.50',
      weight: '3',
      category: 'Power Tools',
      subCategory: 'Other',
      description: 'Cuts wood.',
      image: bucketImage(sku),
      ...overrides,
    },
  };
}

/** How many product documents the fake store holds. */
function storedProducts(): number {
  return [...fake.documents.keys()].filter((path) => path.startsWith('products/')).length;
}

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

/** The audit entries the adapter added, as action and detail. */
function auditEntries() {
  return fake.writes.filter((write) => write.path === 'audit').map(({ data }) => [data.action, data.detail]);
}

beforeEach(() => {
  fake.reset();
});

describe('an import in hosted mode', () => {
  test('signed out, it is the 401 of the other admin calls, and nothing is read', async () => {
    const error = await rejection(createFirebaseBackend(settings).products.importLines([newLine(2, 'A-1')], false));
    expect([error.status, error.code, error.message]).toEqual([401, 'unauthorised', 'Please sign in as the admin']);
    // Signed in without the admin claim: the same.
    fake.auth.currentUser = { email: 'someone@example.test', claims: {} };
    const notAdmin = await rejection(createFirebaseBackend(settings).products.importLines([newLine(2, 'A-1')], true));
    expect(notAdmin.status).toBe(401);
    expect(fake.queries).toEqual([]);
    expect(fake.commits).toEqual([]);
  });

  test('a file of no lines is refused as on the embedded server', async () => {
    signedInAdmin();
    const error = await rejection(createFirebaseBackend(settings).products.importLines([], false));
    expect([error.status, error.fields]).toEqual([400, { rows: 'importEmpty' }]);
  });

  test('a preview reads every product page by page, plans by SKU and writes nothing', async () => {
    signedInAdmin();
    // A first full page (and one more, which says another follows), then the last.
    const first = Array.from({ length: 101 }, (_, i) => ({
      id: `p${i}`,
      data: storedProduct(`OLD-${i}`, { createdAt: new FakeTimestamp(1000 - i, 0) }),
    }));
    fake.listPages = [first, [{ id: 'p100', data: storedProduct('OLD-100', { createdAt: new FakeTimestamp(900, 0) }) }]];
    fake.listResult = [];

    const answer = await createFirebaseBackend(settings).products.importLines(
      [
        newLine(2, 'NEW-1'),
        { line: 3, fields: { sku: ' old-5 ', price: '65', status: 'soldOut' } },
        { line: 4, fields: { sku: 'OLD-100', price: '100' } },
        newLine(5, 'NEW-2', { price: 'free' }),
      ],
      false,
    );

    expect(fake.queries.map((query) => query.constraints.find((constraint) => constraint.type === 'startAfter'))).toEqual([
      undefined,
      { type: 'startAfter', values: [new FakeTimestamp(901, 0), 'p99'] },
    ]);
    expect(fake.queries[0]!.constraints.at(-1)).toEqual({ type: 'limit', count: 101 });
    expect(answer).toMatchObject({ applied: false, images: {}, counts: { add: 1, change: 1, same: 1, refused: 1 } });
    expect(answer.lines.map((line) => [line.line, line.action, line.changed, line.errors, line.id])).toEqual([
      [2, 'add', [], {}, undefined],
      [3, 'change', ['price', 'status'], {}, 'p5'],
      [4, 'same', [], {}, 'p100'],
      [5, 'refused', [], { price: 'number' }, undefined],
    ]);
    expect(fake.commits).toEqual([]);
    expect(fake.writes).toEqual([]);
  });

  test('a picture on another site is refused for upload in the form; the bucket\'s own pictures pass', async () => {
    signedInAdmin();
    const answer = await createFirebaseBackend(settings).products.importLines(
      [
        newLine(2, 'A-1', { image: 'https://cf.shopee.com.my/file/abc.jpg' }),
        newLine(3, 'A-2', { additionalImages: [bucketImage('x'), 'http://example.com/b.png', 'https://example.com/c.png'] }),
        newLine(4, 'A-3', { image: 'https://example.com/a.png', additionalImages: ['https://example.com/b.png'] }),
        newLine(5, 'A-4', { additionalImages: [bucketImage('y')] }),
        // Not an address of another site, but not one the rules take either: refused as the form refuses it.
        newLine(6, 'A-5', { image: '/uploads/products/1_intro_a.png' }),
        newLine(7, 'A-6', { shopeeUrl: 'ftp://shopee.com.my/x' }),
      ],
      true,
    );
    expect(answer.lines.map((line) => [line.line, line.action, line.errors])).toEqual([
      [2, 'refused', { image: 'imageUpload' }],
      [3, 'refused', { additionalImages: 'imageUpload' }],
      [4, 'refused', { image: 'imageUpload' }],
      [5, 'add', {}],
      [6, 'refused', { image: 'imageUrl' }],
      [7, 'refused', { shopeeUrl: 'marketplaceUrl' }],
    ]);
    expect(answer.counts).toEqual({ add: 1, change: 0, same: 0, refused: 5 });
    expect(answer.images).toEqual({});
    expect(fake.commits).toHaveLength(1);
    expect(fake.commits[0]!.map((write) => write.data.sku)).toEqual(['A-4']);
  });

  test('applied, it adds and changes products as a form\'s save does, in one batch, and logs the counts', async () => {
    signedInAdmin();
    fake.listResult = [{ id: 'p1', data: storedProduct('KEEP-1') }];
    fake.documents.set('products/p1', storedProduct('KEEP-1'));

    const answer = await createFirebaseBackend(settings).products.importLines(
      [newLine(2, 'NEW-1', { nameMs: 'Gergaji' }), { line: 3, fields: { sku: 'keep-1', price: '65', status: 'draft' } }],
      true,
    );

    expect(answer).toMatchObject({ applied: true, counts: { add: 1, change: 1, same: 0, refused: 0 } });
    expect(fake.commits).toHaveLength(1);
    const [added, changed] = fake.commits[0]!;
    expect(added).toEqual({
      kind: 'set',
      path: 'products/doc1',
      data: {
        // A field named nowhere here holds its row's empty value, as the form sends it left empty.
        ...emptyProductInput(),
        name: 'Imported NEW-1',
        nameMs: 'Gergaji',
        sku: 'NEW-1',
        price: 120.5,
        weight: 3,
        category: 'Power Tools',
        subCategory: 'Other',
        description: 'Cuts wood.',
        descriptionMs: '',
        shopeeUrl: '',
        tiktokUrl: '',
        image: bucketImage('NEW-1'),
        additionalImages: [],
        status: 'active',
        searchTokens: expect.arrayContaining(['imported', 'gergaji', 'new']),
        priceUp: 120.5,
        listed: true,
        skuKey: 'NEW-1',
        createdAt: SERVER_TIMESTAMP,
        updatedAt: SERVER_TIMESTAMP,
      },
    });
    expect(changed).toMatchObject({
      kind: 'update',
      path: 'products/p1',
      data: {
        sku: 'KEEP-1',
        skuKey: 'KEEP-1',
        price: 65,
        priceUp: 65,
        status: 'draft',
        listed: false,
        updatedAt: SERVER_TIMESTAMP,
      },
    });
    expect(changed!.data).not.toHaveProperty('createdAt');
    expect(fake.documents.get('products/p1')).toMatchObject({ price: 65, createdAt: new FakeTimestamp(100, 0) });
    expect(auditEntries()).toEqual([['product.import', { added: '1', changed: '1' }]]);
  });

  test('an import that writes nothing commits nothing and logs nothing', async () => {
    signedInAdmin();
    fake.listResult = [{ id: 'p1', data: storedProduct('KEEP-1') }];
    const answer = await createFirebaseBackend(settings).products.importLines(
      [{ line: 2, fields: { sku: 'KEEP-1', price: '100' } }, newLine(3, 'BAD', { price: '-1' })],
      true,
    );
    expect(answer.counts).toEqual({ add: 0, change: 0, same: 1, refused: 1 });
    expect(fake.commits).toEqual([]);
    expect(auditEntries()).toEqual([]);
  });

  test(`${MAX_BATCH_WRITES + 1} lines are written in two batches, one after the other`, async () => {
    signedInAdmin();
    const rows = Array.from({ length: MAX_BATCH_WRITES + 1 }, (_, i) => newLine(i + 2, `S-${i}`));
    const answer = await createFirebaseBackend(settings).products.importLines(rows, true);

    expect(answer.counts.add).toBe(MAX_BATCH_WRITES + 1);
    expect(fake.commits.map((commit) => commit.length)).toEqual([MAX_BATCH_WRITES, 1]);
    expect(fake.commits[1]![0]!.data.sku).toBe(`S-${MAX_BATCH_WRITES}`);
    expect(storedProducts()).toBe(MAX_BATCH_WRITES + 1);
    expect(auditEntries()).toEqual([['product.import', { added: '501', changed: '0' }]]);
  });

  test('a batch refused part-way leaves the earlier ones written, and the error says how many lines', async () => {
    signedInAdmin();
    fake.failCommit = { at: 1, error: new FirebaseError('permission-denied', 'Missing or insufficient permissions.') };
    const rows = Array.from({ length: MAX_BATCH_WRITES + 1 }, (_, i) => newLine(i + 2, `S-${i}`));

    const error = await rejection(createFirebaseBackend(settings).products.importLines(rows, true));
    expect(error).toMatchObject({ status: 403, code: 'refused', params: { kind: 'product', written: MAX_BATCH_WRITES } });
    expect(error.message).toMatch(/^The import stopped with 500 of 501 lines written: /);
    expect(storedProducts()).toBe(MAX_BATCH_WRITES);
    // The log says what was written.
    expect(auditEntries()).toEqual([['product.import', { added: '500', changed: '0' }]]);
  });

  test('an import of one batch is all or nothing: refused, nothing is written or logged', async () => {
    signedInAdmin();
    fake.failCommit = { at: 0, error: new FirebaseError('unavailable', 'offline') };
    const error = await rejection(createFirebaseBackend(settings).products.importLines([newLine(2, 'A-1')], true));
    expect(error).toMatchObject({ status: 0, code: 'network', params: { written: 0 } });
    expect(storedProducts()).toBe(0);
    expect(auditEntries()).toEqual([]);
  });

  test('a product gone since the plan fails its batch whole', async () => {
    signedInAdmin();
    fake.listResult = [{ id: 'gone', data: storedProduct('GONE-1') }];
    const error = await rejection(
      createFirebaseBackend(settings).products.importLines(
        [newLine(2, 'NEW-1'), { line: 3, fields: { sku: 'GONE-1', price: '1' } }],
        true,
      ),
    );
    expect(error).toMatchObject({ status: 403, params: { written: 0 } });
    expect(storedProducts()).toBe(0);
  });
});

describe('the batches of an import', () => {
  const write = (size: number) => ({ fields: { description: 'x'.repeat(size) } });

  test('close at 500 writes', () => {
    const batches = importBatches(Array.from({ length: 1001 }, () => write(10)));
    expect(batches.map((batch) => batch.length)).toEqual([500, 500, 1]);
    expect(importBatches([])).toEqual([]);
  });

  test('close before the request would be too large, however few the writes', () => {
    const big = write(100_000);
    const perBatch = Math.floor(MAX_BATCH_BYTES / writeBytes(big.fields));
    const batches = importBatches(Array.from({ length: perBatch + 1 }, () => big));
    expect(batches.map((batch) => batch.length)).toEqual([perBatch, 1]);
  });

  test('count a write generously: its JSON in UTF-8 and the wrapping of each value', () => {
    expect(writeBytes({ name: 'é' })).toBe(new TextEncoder().encode('{"name":"é"}').length + 40 + 400);
    expect(writeBytes({ tokens: ['a', 'b'] })).toBeGreaterThan(writeBytes({ tokens: [] }) + 80);
  });
});

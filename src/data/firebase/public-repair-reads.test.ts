import { expect, test, vi } from 'vitest';
import { newRepairToken } from '@/domain/repair';
import { createFirebaseBackend } from './firebase-backend';
import { FakeTimestamp, fake } from '../../../tests/fakes/firebase-fakes';
import { quoteRecord } from './repair-records';

// As public-reads.test.ts, in a file of its own (a fresh module registry): the customer's status page calls
// `repairs.status` and `repairs.answerQuote` from the public bundle, which must not load Auth, Storage, the schemas,
// zod, or the admin's part of the repairs area. The last three are the real modules, recorded when first imported.
const loaded = vi.hoisted(() => ({ checks: false, zod: false, repairsAdmin: false }));
vi.mock('firebase/firestore/lite', async () => (await import('../../../tests/fakes/firebase-fakes')).fakeFirestoreLite);
vi.mock('firebase/auth', async () => (await import('../../../tests/fakes/firebase-fakes')).fakeAuthModule());
vi.mock('firebase/storage', async () => (await import('../../../tests/fakes/firebase-fakes')).fakeStorageModule());
vi.mock('./input-checks', async (importOriginal) => {
  loaded.checks = true;
  return importOriginal();
});
vi.mock('./repairs-admin', async (importOriginal) => {
  loaded.repairsAdmin = true;
  return importOriginal();
});
vi.mock('zod', async (importOriginal) => {
  loaded.zod = true;
  return importOriginal();
});

function whatLoaded() {
  return { auth: fake.auth.loaded, storage: fake.storage.loaded, ...loaded };
}

test("the customer's status page reads a job and answers its quote without loading Auth, Storage, the schemas, zod or the admin's code", async () => {
  const backend = createFirebaseBackend({
    options: {
      apiKey: 'AIzaSyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q',
      authDomain: 'demo-site.firebaseapp.com',
      projectId: 'demo-site',
      storageBucket: 'demo-site.firebasestorage.app',
      appId: '1:123456789012:web:0a1b2c3d4e5f6a7b',
    },
    emulators: {},
  });
  const token = newRepairToken();
  const at = new FakeTimestamp(1_732_000_000, 0);
  fake.documents.set(`repairStatus/${token}`, {
    token,
    number: 'R-2026-0042',
    firstName: 'Aminah',
    language: 'ms',
    machine: { brand: 'Lincoln', model: 'Invertec 200' },
    status: 'awaitingApproval',
    estimate: 8_000,
    promisedDate: null,
    quote: quoteRecord(1, [{ kind: 'labour', description: 'New board', quantity: 1, unitPrice: 35_000, productId: null }], 0, 'New board', at),
    paid: 0,
    history: {
      '0': { kind: 'status', at, status: 'received', note: '' },
      '1': { kind: 'status', at, status: 'awaitingApproval', from: 'received', note: 'New board', quote: 35_000, version: 1 },
    },
    createdAt: at,
    updatedAt: at,
  });

  const view = await backend.repairs.status(token);
  expect(view).toMatchObject({ number: 'R-2026-0042', firstName: 'Aminah', status: 'awaitingApproval' });
  expect(view?.history.map((line) => line.kind === 'status' && line.status)).toEqual(['received', 'awaitingApproval']);
  expect(await backend.repairs.status(newRepairToken())).toBeNull();
  // A text that is no token is not even looked up.
  const reads = fake.events.length;
  expect(await backend.repairs.status('not-a-token')).toBeNull();
  expect(fake.events.length).toBe(reads);

  await backend.repairs.answerQuote(token, 'approved', 1);
  // The answer and its line of history under the next key, naming its version, at the store's time, on the view only.
  expect(fake.writes.at(-1)).toMatchObject({
    path: `repairStatus/${token}`,
    data: { 'quote.answer': 'approved', 'history.2': { kind: 'answer', answer: 'approved', version: 1 } },
  });
  await expect(backend.repairs.answerQuote(token, 'maybe' as 'approved', 1)).rejects.toMatchObject({
    status: 400,
    fields: { answer: 'required' },
  });
  expect(whatLoaded()).toEqual({ auth: false, storage: false, checks: false, zod: false, repairsAdmin: false });
});

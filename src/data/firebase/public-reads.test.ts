import { expect, test, vi } from 'vitest';
import { createFirebaseBackend } from './firebase-backend';
import { fake } from '../../../tests/fakes/firebase-fakes';

// A file of its own: each test file gets a fresh module registry, so nothing has loaded Auth, Storage,
// the schemas or zod yet. The last two are the real modules, recorded when something first imports them.
const loaded = vi.hoisted(() => ({ checks: false, zod: false }));
vi.mock('firebase/firestore/lite', async () => (await import('../../../tests/fakes/firebase-fakes')).fakeFirestoreLite);
vi.mock('firebase/auth', async () => (await import('../../../tests/fakes/firebase-fakes')).fakeAuthModule());
vi.mock('firebase/storage', async () => (await import('../../../tests/fakes/firebase-fakes')).fakeStorageModule());
vi.mock('./input-checks', async (importOriginal) => {
  loaded.checks = true;
  return importOriginal();
});
vi.mock('zod', async (importOriginal) => {
  loaded.zod = true;
  return importOriginal();
});

function whatLoaded() {
  return { auth: fake.auth.loaded, storage: fake.storage.loaded, checks: loaded.checks, zod: loaded.zod };
}

test('reading the catalogue never loads Auth, Storage, the schemas or zod, and an admin call loads only what it needs', async () => {
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
  fake.documents.set('products/p1', { name: 'Drill' });

  await backend.products.list();
  await backend.products.list({ category: 'Power Tools', subCategory: 'Amaxx', limit: 12 });
  await backend.products.get('p1');
  await backend.products.get('no/such/id');
  // A refused file never gets as far as loading Storage.
  await backend.images.upload(new File(['x'], 'a.pdf', { type: 'application/pdf' }), '1', 'intro').catch(() => undefined);
  expect(whatLoaded()).toEqual({ auth: false, storage: false, checks: false, zod: false });

  await backend.orders.list();
  expect(whatLoaded()).toEqual({ auth: true, storage: false, checks: true, zod: true });
});

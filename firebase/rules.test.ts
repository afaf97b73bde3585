/**
 * The security rules of the hosted mode, against the Firestore and Storage emulators: the cases of
 * firebase/rules-cases.ts, which the local doubles run too (firebase/local/rules-on-doubles.test.ts), and what only
 * the emulators answer. Not part of `npm test`: run `npm run test:rules` (scripts/firebase-rules-test.ts), which
 * needs Java 21; docs/hosted-mode.md says what to install.
 */
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, test } from 'vitest';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { getMetadata, listAll, ref, uploadBytes } from 'firebase/storage';
import { CASE_PROJECT } from './product-cases';
import { REPAIR_PHOTO_KEY } from './repair-cases';
import { connectWorld, registerRulesCases, type World } from './rules-cases';

/** Where `firebase emulators:exec` says the emulators answer, or firebase.json's ports. */
const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
const STORAGE_HOST = process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '127.0.0.1:9199';
/** The bucket the test environment clears (its default, gs://<project id>). */
const BUCKET = CASE_PROJECT;

let env: RulesTestEnvironment;
const closers: (() => Promise<void>)[] = [];

function hostAndPort(hostPort: string): { host: string; port: number } {
  const [host, port] = hostPort.split(':');
  return { host: host!, port: Number(port) };
}

beforeAll(async () => {
  env = await initializeTestEnvironment({
    // The rules find this project's bucket from the token's audience, which is this id.
    projectId: CASE_PROJECT,
    firestore: { ...hostAndPort(FIRESTORE_HOST), rules: readFileSync('firebase/firestore.rules', 'utf8') },
    storage: { ...hostAndPort(STORAGE_HOST), rules: readFileSync('firebase/storage.rules', 'utf8') },
  });
});

afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

afterAll(async () => {
  await env?.cleanup();
});

/** The emulators' one store, emptied for each test, and handles on it for each caller. */
async function emptyWorld(): Promise<World> {
  await env.clearFirestore();
  await env.clearStorage();
  const { world, close } = connectWorld({ firestore: FIRESTORE_HOST, storage: STORAGE_HOST, bucket: BUCKET });
  closers.push(close);
  return world;
}

registerRulesCases({ title: 'the rules, on the emulators', assertSucceeds, assertFails, world: emptyWorld });

// The Storage double answers no listing (firebase/local/storage-double.ts): these run on the emulator only.
describe('listing Storage folders', () => {
  let world: World;
  const STORED_IMAGE = 'products/1732000000000_intro_front.png';
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

  beforeEach(async () => {
    world = await emptyWorld();
    await uploadBytes(ref(world.ownerStorage, STORED_IMAGE), PNG, { contentType: 'image/png' });
  });

  test('anyone may read an image; only an admin may list the folder, and nobody but the admin the repair photos', async () => {
    // guards: allow get: if true (products/**)
    await assertSucceeds(getMetadata(ref(world.visitorStorage, STORED_IMAGE)));
    // guards: allow list: if isAdmin() (products/**)
    await assertFails(listAll(ref(world.visitorStorage, 'products')));
    await assertFails(listAll(ref(world.accountStorage, 'products')));
    await assertSucceeds(listAll(ref(world.adminStorage, 'products')));
    // guards: allow read: if isAdmin() (repairs/**)
    await uploadBytes(ref(world.ownerStorage, REPAIR_PHOTO_KEY), PNG, { contentType: 'image/png' });
    await assertFails(listAll(ref(world.visitorStorage, 'repairs')));
  });
});

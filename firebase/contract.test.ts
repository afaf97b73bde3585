/**
 * The data-port contract (tests/contract/backend-contract.ts, and repairs-contract.ts for repair jobs) against
 * the hosted mode's adapter. Run it with `npm run test:firebase` (scripts/firebase-contract-test.ts), which starts
 * the Auth emulator and this file inside it, with either the official Firestore and Storage emulators and the
 * project's security rules (Java 21), or the local doubles of firebase/local/ (no Java; they evaluate the same
 * rules files, rules-evaluator.ts).
 * With `--auth-only` (CONTRACT_AUTH_ONLY) only the sign-in part runs and the tests that need Firestore or
 * Storage are reported as skipped; the doubles still take the audit entries that sign-in writes, so that no
 * request leaves for a real Firebase host (firebase/local/contract-setup.ts fails a test that sends one).
 *
 * The harness works as the site's owner would: the admin account and its claim, and the orders (which the
 * site never creates), are set up through the emulators' REST APIs with the emulator's owner credentials.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import type { EmulatorHost, FirebaseSettings } from '@/config/build-env';
import { describeBackendContract, type ContractHarness } from '../tests/contract/backend-contract';
import { describeRepairsContract } from '../tests/contract/repairs-contract';
import { describePersonalDataContract } from '../tests/contract/personal-data-contract';
import { describeOrdersContract } from '../tests/contract/orders-contract';
import { createFirebaseBackend } from '@/data/firebase/firebase-backend';
import { insightCommit } from '@/data/insight-beacon';
import type { Backend } from '@/data';
import { retentionCutoff } from '@/domain/personal-data';
import { makeOrderInput, makeRepairInput } from '../tests/factories';

/** emulators:exec names the project and the emulators it started in these variables. */
const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-ipoh-welding-contract';
const auth =
  emulatorHost('FIREBASE_AUTH_EMULATOR_HOST') ??
  failWith('No Auth emulator: run this file through npm run test:firebase (scripts/firebase-contract-test.ts)');
const firestore =
  emulatorHost('FIRESTORE_EMULATOR_HOST') ??
  failWith('No Firestore emulator or double: run this file through npm run test:firebase');
const storage =
  emulatorHost('FIREBASE_STORAGE_EMULATOR_HOST') ??
  failWith('No Storage emulator or double: run this file through npm run test:firebase');
const authOnly = process.env.CONTRACT_AUTH_ONLY === '1';

/** Emulators accept any key of the right shape; a demo- project never reaches a real one. */
const settings: FirebaseSettings = {
  options: {
    apiKey: 'AIzaSyEmulatorOnlyEmulatorOnlyEmulator0',
    authDomain: `${PROJECT}.firebaseapp.com`,
    projectId: PROJECT,
    storageBucket: `${PROJECT}.appspot.com`,
    appId: '1:123456789012:web:0123456789abcdef',
  },
  emulators: { auth, firestore, storage },
};

const ADMIN = { email: 'contract-admin@example.test', password: 'contract-password-2018' };
/** The emulators' stand-in for the Admin SDK's credentials: requests with it bypass the rules. */
const OWNER = { Authorization: 'Bearer owner' };
/** A 1×1 PNG. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

let backend: Backend;

beforeAll(async () => {
  await call('DELETE', `http://${hostOf(auth)}/emulator/v1/projects/${PROJECT}/accounts`);
  await call('DELETE', `http://${hostOf(firestore)}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`);
  const created = (await call(
    'POST',
    `http://${hostOf(auth)}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${settings.options.apiKey}`,
    { ...ADMIN, returnSecureToken: true },
  )) as { localId: string };
  await call(
    'POST',
    `http://${hostOf(auth)}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:update`,
    { localId: created.localId, customAttributes: JSON.stringify({ admin: true }) },
    OWNER,
  );
  backend = createFirebaseBackend(settings);
});

const harness: ContractHarness = {
  backend: () => backend,
  admin: ADMIN,
  stores: { data: !authOnly, images: !authOnly },
  // Firestore cannot rank matches: they come newest first (docs/hosted-mode.md, section 12).
  rankedSearch: false,
  async addOrder(order) {
    const now = new Date().toISOString();
    const document = (await call(
      'POST',
      `http://${hostOf(firestore)}/v1/projects/${PROJECT}/databases/(default)/documents/orders`,
      { fields: { ...toFields(order), createdAt: { timestampValue: now }, updatedAt: { timestampValue: now } } },
      OWNER,
    )) as { name: string };
    return document.name.split('/').at(-1)!;
  },
  imageFile: async (name) => new File([PNG], name, { type: 'image/png' }),
  // The rules take images of this project's bucket under products/ only; this object need not exist.
  storedImage:
    `https://firebasestorage.googleapis.com/v0/b/${settings.options.storageBucket}/o/` +
    'products%2F1732000000000_intro_placeholder.png?alt=media&token=0b6f2f1e-3c5d-4a47-9d1e-2f1f3c1a7b10',
  // The customer's answer is written on the view, where nobody signed in is there to record it in the audit log.
  answersAudited: false,
  // The owner's own access to the store (the REST API with the owner's credentials, which the rules do not judge):
  // the job's readyAt and collectedAt, on the job and its view, `days` earlier.
  async ageRepair(id, days) {
    const root = `projects/${PROJECT}/databases/(default)/documents`;
    const base = `http://${hostOf(firestore)}/v1/${root}`;
    const [read] = (await call('POST', `${base}:batchGet`, { documents: [`${root}/repairs/${id}`] }, OWNER)) as Array<{
      found?: { fields: Record<string, { timestampValue?: string; stringValue?: string }> };
    }>;
    const fields = read!.found!.fields;
    const earlier = (value: { timestampValue?: string } | undefined) =>
      value?.timestampValue
        ? { timestampValue: new Date(Date.parse(value.timestampValue) - days * 86_400_000).toISOString() }
        : { nullValue: null };
    const changed = { readyAt: earlier(fields.readyAt), collectedAt: earlier(fields.collectedAt) };
    const updateMask = { fieldPaths: ['readyAt', 'collectedAt'] };
    await call(
      'POST',
      `${base}:commit`,
      {
        writes: [
          { update: { name: `${root}/repairs/${id}`, fields: changed }, updateMask },
          { update: { name: `${root}/repairStatus/${fields.token!.stringValue}`, fields: changed }, updateMask },
        ],
      },
      OWNER,
    );
  },
  // The same access: the job's updatedAt `changed` days earlier, its readyAt and collectedAt `collected` days.
  async ageJob(id, { changed, collected }) {
    const root = `projects/${PROJECT}/databases/(default)/documents`;
    const base = `http://${hostOf(firestore)}/v1/${root}`;
    const [read] = (await call('POST', `${base}:batchGet`, { documents: [`${root}/repairs/${id}`] }, OWNER)) as Array<{
      found?: { fields: Record<string, { timestampValue?: string; stringValue?: string }> };
    }>;
    const fields = read!.found!.fields;
    const earlier = (value: { timestampValue?: string } | undefined, days: number) =>
      value?.timestampValue
        ? { timestampValue: new Date(Date.parse(value.timestampValue) - days * 86_400_000).toISOString() }
        : { nullValue: null };
    const shifted = {
      updatedAt: earlier(fields.updatedAt, changed),
      readyAt: earlier(fields.readyAt, collected),
      collectedAt: earlier(fields.collectedAt, collected),
    };
    const updateMask = { fieldPaths: ['updatedAt', 'readyAt', 'collectedAt'] };
    await call(
      'POST',
      `${base}:commit`,
      {
        writes: [
          { update: { name: `${root}/repairs/${id}`, fields: shifted }, updateMask },
          { update: { name: `${root}/repairStatus/${fields.token!.stringValue}`, fields: shifted }, updateMask },
        ],
      },
      OWNER,
    );
  },
};

describeBackendContract('firebase', harness);
// Repair jobs: the two documents of each job, its year's counter, the customer's view by its token and answer, the
// photos under repairs/ (docs/hosted-mode.md, "Repair jobs").
describeRepairsContract(harness);
describePersonalDataContract(harness);
describeOrdersContract(harness);

/**
 * Around the adapter, which always asks for `listed == true` itself: what the store answers a visitor's own
 * requests (the security rules on the official emulators, access.ts on the local doubles).
 */
describe('the store itself, to a visitor', () => {
  test.runIf(!authOnly)(
    'refuses a list of products that does not ask for listed == true, and a read of a draft',
    async () => {
      const documents = `http://${hostOf(firestore)}/v1/projects/${PROJECT}/databases/(default)/documents`;
      const id = `ContractDraft${Date.now()}`;
      await call(
        'POST',
        `${documents}/products?documentId=${id}`,
        { fields: toFields({ name: 'Draft', status: 'draft', listed: false }) },
        OWNER,
      );
      const query = (where?: object) => ({
        structuredQuery: { from: [{ collectionId: 'products' }], ...(where ? { where } : {}), limit: 10 },
      });
      const listed = { fieldFilter: { field: { fieldPath: 'listed' }, op: 'EQUAL', value: { booleanValue: true } } };

      expect(await statusOf('POST', `${documents}:runQuery`, query())).toBe(403);
      expect(await statusOf('POST', `${documents}:runQuery`, query(listed))).toBe(200);
      expect(
        await statusOf('POST', `${documents}:batchGet`, {
          documents: [`${documents.split('/v1/')[1]}/products/${id}`],
        }),
      ).toBe(403);
    },
  );
});

/**
 * Hosted Insights end to end: a visitor's beacon commits its events (the rules check their shape, the server's
 * time and that a product view names a listed product), and the admin's summary reads them back with its range query (which the store plans and
 * checks against the indexes, single-field here) and names the product viewed.
 */
describe('hosted Insights', () => {
  test.runIf(!authOnly)("a visitor's beacon is taken, and the admin's summary counts it", async () => {
    const database = `projects/${PROJECT}/databases/(default)`;
    const documents = `http://${hostOf(firestore)}/v1/${database}/documents`;
    const productId = `Insight${Date.now()}`;
    await call(
      'POST',
      `${documents}/products?documentId=${productId}`,
      { fields: toFields({ name: 'ARC 200', listed: true }) },
      OWNER,
    );
    const events = [
      { n: 'view', p: 'product', d: 'phone', id: productId },
      { n: 'view', p: 'product', d: 'desktop', id: productId },
      { n: 'LCP', p: 'home', d: 'phone', v: 1800.5 },
    ] as const;
    expect(await statusOf('POST', `${documents}:commit`, insightCommit(database, events))).toBe(200);
    // A client's own clock is refused: `at` is the server's. A minute off, so that it can never fall in the same
    // millisecond as the server's own time.
    const forged = insightCommit(database, [events[0]]);
    const write = forged.writes[0]!;
    const withClock = {
      update: {
        ...write.update,
        fields: { ...write.update.fields, at: { timestampValue: new Date(Date.now() - 60_000).toISOString() } },
      },
    };
    expect(await statusOf('POST', `${documents}:commit`, { writes: [withClock] })).toBe(403);

    await backend.auth.signIn(ADMIN.email, ADMIN.password);
    try {
      const summary = await backend.insights.summary(7);
      expect(summary.topByViews).toContainEqual(expect.objectContaining({ id: productId, name: 'ARC 200' }));
    } finally {
      await backend.auth.signOut();
    }
  });
});

/**
 * The retention sweep's boundaries in hosted mode, in Malaysian time (issue 39): orders written straight to the
 * store with the last change a day either side of the cutoff of Shop settings' months, and an open one years old.
 */
describe('the hosted retention sweep', () => {
  test.runIf(!authOnly)(
    'erases an order closed a day more than N months ago, keeps one closed N months less a day ago, and never an open one',
    async () => {
      const documents = `http://${hostOf(firestore)}/v1/projects/${PROJECT}/databases/(default)/documents`;
      const DAY = 86_400_000;
      await backend.auth.signIn(ADMIN.email, ADMIN.password);
      try {
        const { retentionMonths } = await backend.settings.get();
        const cutoff = Date.parse(retentionCutoff(new Date().toISOString(), retentionMonths));
        const tag = `Sweep${Date.now()}`;
        const add = async (name: string, status: string, updatedAt: number) =>
          call(
            'POST',
            `${documents}/orders`,
            {
              fields: {
                ...toFields(makeOrderInput({ customerName: name, status: status as 'pending' })),
                createdAt: { timestampValue: new Date(updatedAt - DAY).toISOString() },
                updatedAt: { timestampValue: new Date(updatedAt).toISOString() },
              },
            },
            OWNER,
          );
        await add(`${tag} kept`, 'delivered', cutoff + DAY + 3_600_000);
        await add(`${tag} swept`, 'cancelled', cutoff - 3_600_000);
        await add(`${tag} open`, 'pending', cutoff - 3_650 * DAY);

        const counts = await backend.customers.sweep();
        expect(counts.orders).toBeGreaterThanOrEqual(1);
        const named = async (name: string) =>
          (await backend.customers.find({ name })).people.flatMap((person) => person.orders).length;
        expect(await named(`${tag} kept`)).toBe(1);
        expect(await named(`${tag} open`)).toBe(1);
        expect(await named(`${tag} swept`)).toBe(0);
        const entries = (await backend.audit.list({ limit: 5 })).items;
        expect(entries.find((entry) => entry.action === 'customer.sweep')?.detail.orders).toBe(String(counts.orders));
      } finally {
        await backend.auth.signOut();
      }
    },
  );
});

describe('a hosted erasure', () => {
  test.runIf(!authOnly)("deletes the customer's repair photos from Storage", async () => {
    await backend.auth.signIn(ADMIN.email, ADMIN.password);
    try {
      const file = new File([PNG], 'plate.png', { type: 'image/png' });
      const photo = await backend.repairs.uploadPhoto(file, String(Date.now()), 0);
      // Read as the project's owner (past the rules, which refuse a missing object as any other): there, then gone.
      expect((await fetch(photo, { headers: OWNER })).status).toBe(200);
      const digits = `1${String(Date.now() % 1e8).padStart(8, '0')}`;
      const job = await backend.repairs.create(makeRepairInput({ customerPhone: `0${digits}`, photos: [photo] }));
      await backend.repairs.move(job.id, { from: 'received', status: 'cancelled', note: '' });
      expect(await backend.customers.erase({ name: job.customerName, phone: job.customerPhone })).toEqual({
        orders: 0,
        repairs: 1,
        photos: 1,
      });
      expect((await fetch(photo, { headers: OWNER })).status).toBe(404);
    } finally {
      await backend.auth.signOut();
    }
  });
});

function emulatorHost(variable: string): EmulatorHost | undefined {
  const value = process.env[variable];
  if (!value) return undefined;
  const at = value.lastIndexOf(':');
  return { host: value.slice(0, at), port: Number(value.slice(at + 1)) };
}

function failWith(message: string): never {
  throw new Error(message);
}

function hostOf(emulator: EmulatorHost): string {
  return `${emulator.host}:${emulator.port}`;
}

async function call(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<unknown> {
  const response = await fetch(url, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}

/** The HTTP status of a request, sent without a token as a visitor's browser sends it. */
async function statusOf(method: string, url: string, body: unknown): Promise<number> {
  const response = await fetch(url, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.text();
  return response.status;
}

/** A plain object as Firestore REST fields. */
function toFields(value: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toValue(item)]));
}

function toValue(value: unknown): unknown {
  if (value === null || value === undefined) return { nullValue: null };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toValue) } };
  return { mapValue: { fields: toFields(value as object) } };
}

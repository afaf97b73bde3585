/**
 * A one-off clean-up of the hosted store's records made before the current rules (src/data/firebase/migration.ts
 * says what changes and why): times stored as text, as numbers or not at all become timestamps, products
 * whose id is not letters and digits move to a new id, so images can be added to them again, and products get
 * their search words, price key, status, Malay texts and `listed` (without which visitors do not see them); a repair
 * job's status view gets the first name of decision 017 when it holds more (src/data/firebase/view-names.ts).
 *
 *   npm run firebase:migrate -- --credentials ./service-account.json            (dry run: lists the changes)
 *   npm run firebase:migrate -- --credentials ./service-account.json --apply    (makes them)
 *
 * A dry run by default. Uses the Admin SDK, which passes the security rules; against the Firestore emulator
 * (FIRESTORE_EMULATOR_HOST set) pass --project instead of a key. firebase-admin is loaded on demand, as in
 * firebase-grant-admin.ts.
 */
import {
  DELETED_FIELD,
  applyMigration,
  describeStep,
  planMigration,
  type MigrationCollection,
  type MigrationStore,
  type StoredRecord,
} from '@/data/firebase/migration';
import { planViewNameFixes } from '@/data/firebase/view-names';
import { UsageError, readArguments, startAdminApp } from './firebase-admin-sdk';

const USAGE = `Usage: npm run firebase:migrate -- [--credentials path/to/service-account.json] [--project ID] [--apply]

  --credentials PATH  service-account JSON key (default: $GOOGLE_APPLICATION_CREDENTIALS)
  --project ID        project id (default: the key's project_id; required with the Firestore emulator)
  --apply             make the changes (without it, only list them)`;

const COLLECTIONS: readonly MigrationCollection[] = ['products', 'orders', 'repairs'];

type Options = { credentials?: string; project?: string; apply: boolean };

type DocumentSnapshot = { id: string; data(): Record<string, unknown>; createTime: { toDate(): Date } };
type DocumentReference = unknown;
type CollectionReference = {
  get(): Promise<{ docs: DocumentSnapshot[] }>;
  doc(id?: string): DocumentReference & { id: string };
};
type WriteBatch = {
  set(ref: DocumentReference, data: Record<string, unknown>): void;
  update(ref: DocumentReference, data: Record<string, unknown>): void;
  delete(ref: DocumentReference): void;
  commit(): Promise<unknown>;
};
type Firestore = { collection(name: string): CollectionReference; batch(): WriteBatch };
type FirestoreModule = { getFirestore(app?: unknown): Firestore; FieldValue: { delete(): unknown } };

function parseOptions(argv: readonly string[]): Options {
  const { values } = readArguments(argv, { apply: { type: 'boolean', default: false } });
  return { credentials: values.credentials, project: values.project, apply: values.apply };
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const { service, app, where } = await startAdminApp<FirestoreModule>({
    entry: 'firestore',
    credentials: options.credentials,
    project: options.project,
    emulator: { variable: 'FIRESTORE_EMULATOR_HOST', name: 'Firestore' },
  });
  const db = service.getFirestore(app);

  const records: StoredRecord[] = [];
  for (const collection of COLLECTIONS) {
    const snapshot = await db.collection(collection).get();
    for (const doc of snapshot.docs) {
      records.push({ collection, id: doc.id, data: doc.data(), createTime: doc.createTime.toDate() });
    }
  }
  const steps = planMigration(records, () => db.collection('products').doc().id);
  console.log(`Read ${records.length} records in ${where}; ${steps.length} need a change.`);
  for (const step of steps) console.log(`  ${describeStep(step)}`);
  await fixViewNames(db, options.apply);
  if (steps.some((step) => step.moveTo)) {
    console.log('A moved product gets a new address (/products/NEW-ID); links to the old one answer "not found".');
  }
  if (steps.length === 0) return;
  if (!options.apply) {
    console.log('Dry run: nothing was changed. Run again with --apply to make these changes.');
    return;
  }

  const store: MigrationStore = {
    async update(collection, id, fields) {
      const batch = db.batch();
      batch.update(db.collection(collection).doc(id), fields);
      await batch.commit();
    },
    async updateRepair(id, job, token, view) {
      const batch = db.batch();
      batch.update(db.collection('repairs').doc(id), withDeletes(job));
      batch.update(db.collection('repairStatus').doc(token), withDeletes(view));
      await batch.commit();
    },
    async move(collection, from, to, data) {
      const batch = db.batch();
      batch.set(db.collection(collection).doc(to), data);
      batch.delete(db.collection(collection).doc(from));
      await batch.commit();
    },
  };
  /** DELETED_FIELD values as the Admin SDK deletes a field. */
  function withDeletes(fields: Record<string, unknown>): Record<string, unknown> {
    return Object.fromEntries(
      Object.entries(fields).map(([key, value]) => [
        key,
        value === DELETED_FIELD ? service.FieldValue.delete() : value,
      ]),
    );
  }
  const changed = await applyMigration(steps, records, store);
  console.log(`Changed ${changed} records.`);
}

/** The status views that show more of a name than the first-name rule allows (decision 017), rewritten. */
async function fixViewNames(db: Firestore, apply: boolean): Promise<void> {
  const jobs = (await db.collection('repairs').get()).docs.map((doc) => ({ data: doc.data() }));
  const views = new Map((await db.collection('repairStatus').get()).docs.map((doc) => [doc.id, doc.data()] as const));
  const fixes = planViewNameFixes(jobs, views);
  console.log(
    `Read ${jobs.length} repair jobs; ${fixes.length} status views show more of the name than the first name.`,
  );
  if (!apply || fixes.length === 0) return;
  for (const fix of fixes) {
    const batch = db.batch();
    batch.update(db.collection('repairStatus').doc(fix.token), { firstName: fix.to });
    await batch.commit();
  }
  console.log(`Shortened ${fixes.length} first names.`);
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    if (error.message) console.error(error.message);
    console.error(USAGE);
    process.exit(2);
  }
  console.error((error as Error).message ?? error);
  process.exit(1);
});

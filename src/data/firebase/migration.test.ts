import { describe, expect, test } from 'vitest';
import {
  DELETED_FIELD,
  applyMigration,
  describeStep,
  planMigration,
  type MigrationStore,
  type StoredRecord,
} from './migration';
import { newRepairToken } from '@/domain/repair';
import { toRepairJob, toRepairStatusView } from './repair-records';
import { priceUpKey, productSearchTokens } from '@/domain/search';
import { toProduct } from './records';
import { FakeTimestamp } from '../../../tests/fakes/firebase-fakes';

const CREATED = new Date('2023-05-01T08:00:00.000Z');
const stamp = (date: Date) => new FakeTimestamp(Math.floor(date.getTime() / 1000), 0);

function record(collection: StoredRecord['collection'], id: string, data: Record<string, unknown>): StoredRecord {
  return { collection, id, data, createTime: CREATED };
}

/** A store in a Map, recording each call, as the Admin SDK's batch would change Firestore. */
function fakeStore(records: readonly StoredRecord[]) {
  const documents = new Map(records.map((r) => [`${r.collection}/${r.id}`, { ...r.data }]));
  const calls: string[] = [];
  const store: MigrationStore = {
    async update(collection, id, fields) {
      calls.push(`update ${collection}/${id}`);
      documents.set(`${collection}/${id}`, { ...documents.get(`${collection}/${id}`), ...fields });
    },
    async updateRepair(id, job, token, view) {
      calls.push(`update repairs/${id} and repairStatus/${token}`);
      const write = (key: string, fields: Record<string, unknown>) => {
        const next: Record<string, unknown> = { ...documents.get(key), ...fields };
        for (const [field, value] of Object.entries(fields)) if (value === DELETED_FIELD) delete next[field];
        documents.set(key, next);
      };
      write(`repairs/${id}`, job);
      write(`repairStatus/${token}`, view);
    },
    async move(collection, from, to, data) {
      calls.push(`move ${collection}/${from} -> ${to}`);
      documents.set(`${collection}/${to}`, data);
      documents.delete(`${collection}/${from}`);
    },
  };
  return { store, documents, calls };
}

/** The search fields a product's data should carry, as the adapter writes them. */
function searchFields(data: Record<string, unknown>) {
  const product = toProduct('x', data);
  return {
    searchTokens: productSearchTokens(product),
    priceUp: priceUpKey(product.price),
    skuKey: product.sku.trim().toUpperCase(),
  };
}

/** The fields of a product made since the status and the Malay texts, as the adapter writes them. */
const SHOWN = { status: 'active', listed: true, nameMs: '', descriptionMs: '' };

/**
 * A product's data with its search fields, status, `listed` and Malay texts, so that a test of something else
 * does not see them missing.
 */
const searched = (data: Record<string, unknown>) => {
  const current = { ...SHOWN, listed: data.status !== 'draft', ...data };
  return { ...current, ...searchFields(current) };
};

const ids = () => {
  let n = 0;
  return () => `NewId${++n}`;
};

describe('the migration of older records', () => {
  const good = record('products', 'Ab12Cd34Ef56Gh78Ij90', searched({ name: 'MIG 200', createdAt: stamp(CREATED), updatedAt: stamp(CREATED) }));

  test('a record made under the current rules is left alone', () => {
    expect(planMigration([good, record('orders', 'o-1_x', { createdAt: stamp(CREATED), updatedAt: stamp(CREATED) })], ids())).toEqual([]);
  });

  test('text and millisecond times become timestamps of the same moment', () => {
    const steps = planMigration(
      [record('products', 'p1', searched({ createdAt: '2022-01-02T03:04:05.000Z', updatedAt: 1_700_000_000_000 }))],
      ids(),
    );
    expect(steps).toEqual([
      {
        collection: 'products',
        id: 'p1',
        set: { createdAt: new Date('2022-01-02T03:04:05.000Z'), updatedAt: new Date(1_700_000_000_000) },
        reasons: ['createdAt was text', 'updatedAt was a number'],
      },
    ]);
  });

  test('missing times take the other one, else the time the document was created', () => {
    const [withUpdated, withNone] = planMigration(
      [
        record('orders', 'o1', { updatedAt: stamp(new Date('2024-02-02T00:00:00.000Z')) }),
        record('orders', 'o2', { status: 'pending' }),
      ],
      ids(),
    );
    expect(withUpdated?.set).toEqual({ createdAt: new Date('2024-02-02T00:00:00.000Z') });
    expect(withNone?.set).toEqual({ createdAt: CREATED, updatedAt: CREATED });
    expect(withNone?.reasons).toEqual(['createdAt was missing', 'updatedAt was missing']);
  });

  test('a product whose id cannot own image keys moves to a new id; an order keeps its id', () => {
    const steps = planMigration(
      [
        record('products', 'mig-200_old', searched({ name: 'MIG', createdAt: stamp(CREATED), updatedAt: stamp(CREATED) })),
        record('orders', 'order-7', { createdAt: stamp(CREATED), updatedAt: stamp(CREATED) }),
      ],
      ids(),
    );
    expect(steps).toEqual([
      {
        collection: 'products',
        id: 'mig-200_old',
        moveTo: 'NewId1',
        set: {},
        reasons: ['id is not letters and digits only, so images cannot be added to it'],
      },
    ]);
    expect(describeStep(steps[0]!)).toBe(
      'products/mig-200_old → products/NewId1: id is not letters and digits only, so images cannot be added to it',
    );
  });

  test('a product gets the words it is found by when it lacks them, and a new price key when its price changed', () => {
    const times = { createdAt: stamp(CREATED), updatedAt: stamp(CREATED) };
    const old = { name: 'Kärcher K3 washer', price: 0, ...SHOWN, ...times };
    const [missing, stale] = planMigration(
      [record('products', 'p1', old), record('products', 'p2', { ...searched(old), price: 450 })],
      ids(),
    );
    expect(missing).toMatchObject({
      id: 'p1',
      set: {},
      search: { searchTokens: expect.arrayContaining(['kar', 'karcher', 'k3']), priceUp: priceUpKey(0), skuKey: '' },
      reasons: ['search words missing or out of date', 'skuKey missing or not its SKU’s'],
    });
    expect(stale?.search?.priceUp).toBe(450);
    expect(stale?.reasons).toEqual(['search words missing or out of date']);
  });

  test('a product gets its SKU as SKUs compare (skuKey) when it lacks it or it is not its SKU’s', () => {
    const times = { createdAt: stamp(CREATED), updatedAt: stamp(CREATED) };
    const current = searched({ name: 'MIG 200', sku: ' mig-200 ', ...times });
    expect(current.skuKey).toBe('MIG-200');
    const { skuKey: _key, ...without } = current;
    const steps = planMigration(
      [
        record('products', 'p1', without),
        record('products', 'p2', { ...current, skuKey: 'mig-200' }),
        record('products', 'p3', current),
      ],
      ids(),
    );
    expect(steps.map((step) => [step.id, step.search?.skuKey, step.reasons])).toEqual([
      ['p1', 'MIG-200', ['skuKey missing or not its SKU’s']],
      ['p2', 'MIG-200', ['skuKey missing or not its SKU’s']],
    ]);
  });

  test('a product older than the status gets it as active, listed, with empty Malay texts; a draft is not listed', () => {
    const times = { createdAt: stamp(CREATED), updatedAt: stamp(CREATED) };
    const old = { name: 'Grinder', price: 120, ...times };
    const steps = planMigration(
      [
        record('products', 'p1', { ...old, ...searchFields(old) }),
        record('products', 'p2', { ...searched({ ...old, status: 'draft' }), listed: undefined }),
        record('products', 'p3', { ...searched({ ...old, status: 'soldOut' }), listed: false }),
        record('products', 'p4', { ...searched(old), status: 'hidden', nameMs: null }),
        record('products', 'p5', searched({ ...old, status: 'draft', nameMs: 'Pengisar' })),
      ],
      ids(),
    );
    // p5, a current draft with a Malay name, is left alone.
    expect(steps.map((step) => step.id)).toEqual(['p1', 'p2', 'p3', 'p4']);
    const [legacy, draft, wrong, odd] = steps;
    expect(legacy).toEqual({
      collection: 'products',
      id: 'p1',
      set: {},
      shown: { status: 'active', listed: true, nameMs: '', descriptionMs: '' },
      reasons: ['status, listed, nameMs, descriptionMs missing or out of date'],
    });
    expect(draft).toMatchObject({ id: 'p2', shown: { listed: false } });
    expect(wrong).toMatchObject({ id: 'p3', shown: { listed: true } });
    expect(odd).toMatchObject({ id: 'p4', shown: { status: 'active', nameMs: '' } });
    expect(odd?.shown).not.toHaveProperty('listed');
  });

  test('a Malay text changes the search words; the migration writes them', () => {
    const times = { createdAt: stamp(CREATED), updatedAt: stamp(CREATED) };
    const stale = { ...searched({ name: 'Pump', ...times }), nameMs: 'Pam air' };
    const [step] = planMigration([record('products', 'p1', stale)], ids());
    expect(step?.search?.searchTokens).toEqual(expect.arrayContaining(['pump', 'pam', 'air']));
    expect(step).not.toHaveProperty('shown');
  });

  test('applying writes each change once: moved records keep every field, with their times fixed', async () => {
    const records = [
      good,
      record('products', 'old id', { name: 'Grinder', price: '120', createdAt: '2021-06-01T00:00:00.000Z' }),
      record('orders', 'o2', { status: 'pending' }),
    ];
    const { store, documents, calls } = fakeStore(records);
    const steps = planMigration(records, ids());

    expect(await applyMigration(steps, records, store)).toBe(2);
    expect(calls).toEqual(['move products/old id -> NewId1', 'update orders/o2']);
    expect(documents.has('products/old id')).toBe(false);
    expect(documents.get('products/NewId1')).toEqual({
      name: 'Grinder',
      price: '120',
      createdAt: new Date('2021-06-01T00:00:00.000Z'),
      updatedAt: new Date('2021-06-01T00:00:00.000Z'),
      searchTokens: expect.arrayContaining(['g', 'gr', 'grinder']),
      priceUp: 120,
      skuKey: '',
      status: 'active',
      listed: true,
      nameMs: '',
      descriptionMs: '',
    });
    expect(documents.get('orders/o2')).toEqual({ status: 'pending', createdAt: CREATED, updatedAt: CREATED });
    expect(documents.get(`products/${good.id}`)).toEqual(good.data);

    // A second run finds nothing left to do once the times are timestamps.
    const after = [...documents].map(([key, data]) => {
      const [collection, id] = key.split('/') as [StoredRecord['collection'], string];
      const stamped = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v instanceof Date ? stamp(v) : v]));
      return record(collection, id, stamped);
    });
    expect(planMigration(after, ids())).toEqual([]);
  });
});

describe('repair jobs', () => {
  test('a job of RM figures and one without the fields of issue 38 are brought up to the table, with their views', async () => {
    const token = newRepairToken();
    const at = stamp(CREATED);
    const old = record('repairs', 'job1', {
      number: 'R-2023-0001',
      token,
      customerName: 'Ahmad bin Ismail',
      language: 'ms',
      machine: { brand: 'Lincoln', model: 'V', serial: '' },
      estimate: 80,
      deposit: 20.5,
      status: 'awaitingApproval',
      open: true,
      quote: { amount: 150, note: 'Board', answer: null, answeredAt: null },
      history: {
        '0': { kind: 'status', at, status: 'received', note: '' },
        '1': { kind: 'status', at, status: 'awaitingApproval', note: 'Board', quote: 150 },
      },
      createdAt: at,
      updatedAt: at,
    });
    const { store, documents, calls } = fakeStore([old]);
    documents.set(`repairStatus/${token}`, { token, quote: {} });
    const steps = planMigration([old], () => 'unused');
    expect(steps).toHaveLength(1);
    expect(describeStep(steps[0]!)).toContain('now sen, a payment and a line');
    await applyMigration(steps, [old], store);
    expect(calls).toEqual([`update repairs/job1 and repairStatus/${token}`]);
    const job = documents.get('repairs/job1')!;
    expect(job).not.toHaveProperty('deposit');
    expect(toRepairJob('job1', job)).toMatchObject({
      estimate: 8_000,
      quote: { version: 1, totals: { total: 15_000 } },
      payments: [{ amount: 2_050 }],
      money: { approved: 0, paid: 2_050 },
    });
    expect(job).toMatchObject({ paid: 2_050, serialKey: '', claims: [], remindersSent: {} });
    const view = toRepairStatusView(token, documents.get(`repairStatus/${token}`)!);
    expect(view).toMatchObject({ firstName: 'Ahmad', estimate: 8_000, quote: { version: 1 }, money: { paid: 2_050 } });
    // Once done, nothing is left to do.
    expect(planMigration([{ ...old, data: job }], () => 'unused')).toEqual([]);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { AuditEntry, Order, Page } from '@/domain';
import type { RepairJob, RepairStatus } from '@/domain/repair';
import { ERASED_NAME } from '@/domain/personal-data';
import { flattenRecord } from '@/domain/personal-data-copy';
import { createOrderRepository } from '../db/orders';
import { createSettingsRepository } from '../db/settings';
import { runRetentionSweep, SWEEP_ACTOR } from '../retention-sweep';
import { multipart, pngBytes, startTestServer, type TestServer } from '../testing/test-server';
import { TEST_ADMIN, makeOrderInput, makeRepairInput } from '../../tests/factories';

let server: TestServer;
let cookie: string;
beforeEach(async () => {
  server = await startTestServer();
  cookie = await server.signIn();
});
afterEach(async () => {
  await server.close();
});

function send(method: 'GET' | 'POST', url: string, payload?: unknown) {
  return server.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** A Malaysian mobile number no other test of the file uses. */
let counter = 0;
function phone(): string {
  counter += 1;
  return `+6019${String(1_000_000 + counter * 7919).padStart(7, '0')}`;
}

function addOrder(overrides: Partial<Parameters<typeof makeOrderInput>[0]> = {}): Order {
  return createOrderRepository(server.db).create(makeOrderInput(overrides));
}

async function logJob(overrides: Parameters<typeof makeRepairInput>[0] = {}): Promise<RepairJob> {
  const response = await send('POST', '/api/repairs', makeRepairInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<RepairJob>();
}

/** Closes a job as the store would, its last change at `at` (a move leaves it at the time of the request). */
function closeJob(job: RepairJob, status: RepairStatus, at: string): void {
  server.db.prepare('UPDATE repairs SET status = ?, open = 0, updated_at = ? WHERE id = ?').run(status, at, job.id);
}

async function uploadPhoto(): Promise<string> {
  const body = multipart(
    { owner: String(Date.now()), index: '0' },
    { name: 'plate.png', type: 'image/png', bytes: await pngBytes(40, 30) },
  );
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/repairs/photos',
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ url: string }>().url;
}

const photosDir = () => path.join(server.dataDir, 'uploads', 'repairs');
const photoFiles = () => (fs.existsSync(photosDir()) ? fs.readdirSync(photosDir()) : []);

async function auditEntries(): Promise<AuditEntry[]> {
  return (await send('GET', '/api/audit?limit=50')).json<Page<AuditEntry>>().items;
}

/** An instant given as a time of day in Malaysia (UTC+8). */
const myt = (day: string, time = '12:00') => new Date(`${day}T${time}:00+08:00`).toISOString();

describe('finding a customer', () => {
  test('finds their orders and repairs by phone in any spelling, or by name, and nobody else’s', async () => {
    const number = phone();
    const national = number.slice(3);
    const order = addOrder({ customerName: 'Aminah binti Yusof', customerPhone: number });
    const other = addOrder({ customerName: 'Aminah binti Yusof', customerPhone: phone() });
    const job = await logJob({ customerName: 'Aminah Yusof', customerPhone: `0${national}` });
    for (const spelling of [
      `0${national.slice(0, 2)}-${national.slice(2, 5)} ${national.slice(5)}`,
      `+60 ${national}`,
    ]) {
      const response = await send('GET', `/api/customers?phone=${encodeURIComponent(spelling)}`);
      expect(response.statusCode, spelling).toBe(200);
      const found = response.json<{ orders: Order[]; repairs: RepairJob[] }>();
      expect(found.orders.map((o) => o.id)).toEqual([order.id]);
      expect(found.repairs.map((r) => r.id)).toEqual([job.id]);
    }
    const byName = (await send('GET', '/api/customers?name=aminah%20BINTI%20yusof')).json<{ orders: Order[] }>();
    expect(byName.orders.map((o) => o.id).sort()).toEqual([order.id, other.id].sort());
  });

  test('a phone with letters is refused with its code, and so is a search for nobody', async () => {
    const letters = await send('GET', '/api/customers?phone=012-ABC-6789');
    expect(letters.statusCode).toBe(400);
    expect(letters.json()).toMatchObject({ code: 'invalid', fields: { phone: 'phone' } });
    expect((await send('GET', '/api/customers')).statusCode).toBe(400);
  });

  test('is the admin’s alone', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/customers?phone=0123456789' });
    expect(response.statusCode).toBe(401);
  });
});

describe("a customer's copy", () => {
  test('holds every field of their orders and repairs, as JSON and as CSV in the admin’s language', async () => {
    const number = phone();
    const order = addOrder({ customerPhone: number, notes: '=1+1 leave at the gate' });
    const photo = await uploadPhoto();
    const job = await logJob({ customerPhone: number, serial: 'SER-COPY-77', photos: [photo] });
    const query = `phone=${encodeURIComponent(number)}`;

    const json = await send('GET', `/api/customers/copy?${query}&format=json`);
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-disposition']).toMatch(
      /^attachment; filename="customer-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(json.headers['cache-control']).toBe('no-store');
    const copy = json.json<{ orders: Order[]; repairs: RepairJob[] }>();
    expect(copy.orders).toEqual([order]);
    expect(copy.repairs).toEqual([job]);

    const csv = await send('GET', `/api/customers/copy?${query}&format=csv&language=ms`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('\uFEFFRekod,Nombor,Medan,Nilai');
    expect(lines).toHaveLength(1 + flattenRecord(order).length + flattenRecord(job).length);
    expect(csv.body).toContain(`'=1+1 leave at the gate`);
    expect(csv.body).toContain('SER-COPY-77');
    expect(csv.body).toContain(photo);
    expect(csv.body).toContain(`Pembaikan,${job.number},Nama,`);
  });

  test('of 10,000 records is streamed a record at a time', async () => {
    const number = phone();
    const orders = createOrderRepository(server.db);
    server.db.transaction(() => {
      for (let index = 0; index < 10_000; index += 1) orders.create(makeOrderInput({ customerPhone: number }));
    })();
    const response = await send('GET', `/api/customers/copy?phone=${encodeURIComponent(number)}&format=json`);
    expect(response.statusCode).toBe(200);
    // No length known ahead: the body was written as it was read, not built whole first.
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(response.json<{ orders: Order[] }>().orders).toHaveLength(10_000);
  });
});

describe('correcting a customer', () => {
  test('writes the new name and phone into every order and repair of theirs, and the audit says who, not whom', async () => {
    const number = phone();
    const order = addOrder({ customerName: 'Siti', customerPhone: number });
    const job = await logJob({ customerName: 'Siti', customerPhone: number });
    const untouched = addOrder({ customerName: 'Siti', customerPhone: phone() });
    const response = await send('POST', '/api/customers/correct', {
      person: { phone: number },
      change: { name: 'Siti Aisyah', phone: '013-222 3333' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ orders: 1, repairs: 1 });
    const found = (await send('GET', '/api/customers?phone=0132223333')).json<{
      orders: Order[];
      repairs: RepairJob[];
    }>();
    expect(found.orders).toEqual([{ ...order, customerName: 'Siti Aisyah', customerPhone: '+60132223333' }]);
    expect(found.repairs).toEqual([{ ...job, customerName: 'Siti Aisyah', customerPhone: '+60132223333' }]);
    expect(createOrderRepository(server.db).get(untouched.id)).toEqual(untouched);
    const [entry] = await auditEntries();
    expect(entry).toMatchObject({ action: 'customer.correct', actor: TEST_ADMIN.email, target: '', detail: {} });
    expect(JSON.stringify(entry)).not.toContain('Siti');
  });

  test('a bad phone is refused with its code, and nothing changes', async () => {
    const number = phone();
    const order = addOrder({ customerPhone: number });
    const response = await send('POST', '/api/customers/correct', {
      person: { phone: number },
      change: { phone: 'two' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { 'change.phone': 'phone' } });
    expect(createOrderRepository(server.db).get(order.id)).toEqual(order);
  });
});

describe('erasing a customer', () => {
  test('is refused with the reason while an order or repair of theirs is open, and nothing changes', async () => {
    const number = phone();
    const order = addOrder({ customerPhone: number, status: 'delivered' });
    const job = await logJob({ customerPhone: number });
    const response = await send('POST', '/api/customers/erase', { person: { phone: number } });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'openRecords', params: { orders: 0, repairs: 1 } });
    expect(createOrderRepository(server.db).get(order.id)).toEqual(order);
    expect((await send('GET', `/api/repairs/${job.id}`)).json()).toEqual(job);
  });

  test('empties their details everywhere, deletes their photos and keeps numbers, dates, amounts and statuses', async () => {
    const number = phone();
    const order = addOrder({ customerPhone: number, status: 'cancelled', notes: 'gate code 1234' });
    const photo = await uploadPhoto();
    const job = await logJob({ customerPhone: number, photos: [photo], serial: 'SER-9' });
    closeJob(job, 'collected', job.updatedAt);
    expect(photoFiles().length).toBeGreaterThan(0);

    const response = await send('POST', '/api/customers/erase', { person: { phone: number } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ orders: 1, repairs: 1, photos: 1 });
    expect(createOrderRepository(server.db).get(order.id)).toEqual({
      ...order,
      customerName: ERASED_NAME,
      customerEmail: '',
      customerPhone: '',
      shippingAddress: '',
      notes: '',
    });
    const erased = (await send('GET', `/api/repairs/${job.id}`)).json<RepairJob>();
    expect(erased).toEqual({
      ...job,
      status: 'collected',
      customerName: ERASED_NAME,
      customerPhone: '',
      machine: { ...job.machine, serial: '' },
      photos: [],
    });
    expect(photoFiles()).toEqual([]);
    const found = (await send('GET', `/api/customers?phone=${encodeURIComponent(number)}`)).json();
    expect(found).toEqual({ orders: [], repairs: [] });
    const [entry] = await auditEntries();
    expect(entry).toMatchObject({ action: 'customer.erase', actor: TEST_ADMIN.email, target: '', detail: {} });
  });
});

describe('the retention sweep', () => {
  test('keeps what closed N months less a day ago, erases what closed a day more, and never an open record', async () => {
    createSettingsRepository(server.db).save({ ...createSettingsRepository(server.db).get(), retentionMonths: 24 });
    const now = new Date(myt('2026-11-28', '09:00'));
    const orders = createOrderRepository(server.db);
    const kept = orders.create(makeOrderInput({ status: 'delivered', createdAt: myt('2024-11-29', '00:30') }));
    const swept = orders.create(makeOrderInput({ status: 'cancelled', createdAt: myt('2024-11-27', '23:30') }));
    const open = orders.create(makeOrderInput({ status: 'shipped', createdAt: myt('2015-01-01') }));
    const photo = await uploadPhoto();
    const oldJob = await logJob({ photos: [photo] });
    closeJob(oldJob, 'collected', myt('2024-11-27'));
    const recentJob = await logJob();
    closeJob(recentJob, 'returnedUnrepaired', myt('2024-11-29'));
    const openJob = await logJob();
    server.db.prepare('UPDATE repairs SET updated_at = ? WHERE id = ?').run(myt('2015-01-01'), openJob.id);

    expect(await runRetentionSweep(server.db, path.join(server.dataDir, 'uploads'), now)).toEqual({
      orders: 1,
      repairs: 1,
      photos: 1,
    });
    expect(orders.get(kept.id)).toEqual(kept);
    expect(orders.get(open.id)).toEqual(open);
    expect(orders.get(swept.id)).toMatchObject({ customerName: ERASED_NAME, customerPhone: '', total: swept.total });
    const read = async (id: string) => (await send('GET', `/api/repairs/${id}`)).json<RepairJob>();
    expect(await read(oldJob.id)).toMatchObject({ customerName: ERASED_NAME, photos: [], number: oldJob.number });
    expect((await read(recentJob.id)).customerName).toBe(recentJob.customerName);
    expect((await read(openJob.id)).customerName).toBe(openJob.customerName);
    expect(photoFiles()).toEqual([]);
    // A second sweep finds nothing more, and says so.
    expect(await runRetentionSweep(server.db, path.join(server.dataDir, 'uploads'), now)).toEqual({
      orders: 0,
      repairs: 0,
      photos: 0,
    });
    const sweeps = (await auditEntries()).filter((entry) => entry.action === 'customer.sweep');
    expect(sweeps.map((entry) => entry.detail)).toEqual([
      { orders: '0', repairs: '0', photos: '0' },
      { orders: '1', repairs: '1', photos: '1' },
    ]);
    expect(sweeps[0]!.actor).toBe(SWEEP_ACTOR);
  });

  test('follows Shop settings’ months, and runs on the admin’s request', async () => {
    createSettingsRepository(server.db).save({ ...createSettingsRepository(server.db).get(), retentionMonths: 1 });
    const twoMonthsAgo = new Date(Date.now() - 62 * 86_400_000).toISOString();
    const order = createOrderRepository(server.db).create(
      makeOrderInput({ status: 'delivered', createdAt: twoMonthsAgo }),
    );
    const response = await send('POST', '/api/customers/sweep');
    expect(response.json()).toEqual({ orders: 1, repairs: 0, photos: 0 });
    expect(createOrderRepository(server.db).get(order.id)?.customerName).toBe(ERASED_NAME);
  });
});

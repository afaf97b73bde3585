import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { AuditEntry, Order, Page } from '@/domain';
import type { Person } from '@/domain/personal-data';
import { Writable } from 'node:stream';
import type { RepairJob, RepairStatus } from '@/domain/repair';
import { ERASED_NAME } from '@/domain/personal-data';
import { personalDataCopyLabels } from '@/i18n/personal-data-labels';
import { createOrderRepository } from '../db/orders-store';
import { createSettingsRepository } from '../db/settings-store';
import { runRetentionSweep, SWEEP_ACTOR } from '../ops/retention-sweep';
import { backupDataDir } from '../ops/backup';
import { multipart, pngBytes, startTestServer, type TestServer } from '../../tests/support/test-server';
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

function send(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) {
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

async function people(query: string): Promise<Person[]> {
  const response = await send('GET', `/api/customers?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ people: Person[] }>().people;
}

/** An instant given as a time of day in Malaysia (UTC+8). */
const myt = (day: string, time = '12:00') => new Date(`${day}T${time}:00+08:00`).toISOString();

describe('finding a customer', () => {
  test('finds their orders and repairs by phone in any spelling, or by name, and nobody else’s', async () => {
    const number = phone();
    const national = number.slice(3);
    const order = addOrder({ customerName: 'Aminah binti Yusof', customerPhone: number });
    const other = addOrder({ customerName: 'Aminah binti Yusof', customerPhone: phone() });
    const job = await logJob({ customerName: 'aminah  BINTI yusof', customerPhone: `0${national}` });
    for (const spelling of [
      `0${national.slice(0, 2)}-${national.slice(2, 5)} ${national.slice(5)}`,
      `+60 ${national}`,
    ]) {
      const found = await people(`phone=${encodeURIComponent(spelling)}`);
      expect(found.map((person) => [person.orders.map((o) => o.id), person.repairs.map((r) => r.id)])).toEqual([
        [[order.id], [job.id]],
      ]);
    }
    // One name on two phones: two people, each with their own records.
    const byName = await people('name=aminah%20BINTI%20yusof');
    const recordsOf = (person: Person) =>
      [...person.orders, ...person.repairs]
        .map((record) => record.id)
        .sort()
        .join(' ');
    expect(byName.map(recordsOf).sort()).toEqual([[order.id, job.id].sort().join(' '), other.id].sort());
  });

  test('lists two people who share a phone as two, each with only their own records', async () => {
    const number = phone();
    const hers = addOrder({ customerName: 'Nurul Huda', customerPhone: number });
    const his = await logJob({ customerName: 'Rahman bin Ali', customerPhone: number });
    const found = await people(`phone=${encodeURIComponent(number)}`);
    expect(found).toHaveLength(2);
    expect(found.find((person) => person.name === 'Nurul Huda')).toMatchObject({
      orders: [{ id: hers.id }],
      repairs: [],
    });
    expect(found.find((person) => person.name === 'Rahman bin Ali')).toMatchObject({
      orders: [],
      repairs: [{ id: his.id }],
    });
  });

  test('finds a foreign number only under itself, never a Malaysian number of the same digits', async () => {
    const malaysian = await logJob({ customerName: 'Lim', customerPhone: '+60 3-2345 6789' });
    const belgian = await logJob({ customerName: 'Jan', customerPhone: '+32 3 456 789' });
    const found = await people(`phone=${encodeURIComponent('+32 3 456 789')}`);
    expect(found.flatMap((person) => person.repairs.map((job) => job.id))).toEqual([belgian.id]);
    expect(found.flatMap((person) => person.repairs.map((job) => job.id))).not.toContain(malaysian.id);
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
  test('holds every field of their own orders and repairs, as JSON and as CSV in the admin’s language', async () => {
    const number = phone();
    const order = addOrder({ customerName: 'Farid', customerPhone: number, notes: '=1+1 leave at the gate' });
    const photo = await uploadPhoto();
    const job = await logJob({ customerName: 'Farid', customerPhone: number, serial: 'SER-COPY-77', photos: [photo] });
    // Another person on the same phone: not in Farid's copy.
    await logJob({ customerName: 'Zainab', customerPhone: number, serial: 'SER-NOT-HERS' });
    const person = { name: 'Farid', phone: number };

    const json = await send('POST', '/api/customers/copy', { person, format: 'json' });
    expect(json.statusCode, json.body).toBe(200);
    expect(json.headers['content-disposition']).toMatch(
      /^attachment; filename="customer-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(json.headers['cache-control']).toBe('no-store');
    // Keyed in the admin's language (English here): the field's name, never its code.
    const { file, fields } = personalDataCopyLabels('en');
    const copy = json.json<Record<string, Record<string, unknown>[]>>();
    expect(copy[file.orders]).toHaveLength(1);
    expect(copy[file.orders]![0]).toMatchObject({ [fields.customerName!]: 'Farid', [fields.notes!]: order.notes });
    expect(copy[file.repairs]).toHaveLength(1);
    expect(copy[file.repairs]![0]).toMatchObject({ [fields.number!]: job.number });
    expect(json.body).toContain('SER-COPY-77');
    expect(json.body).not.toContain(job.token);
    expect(json.body).not.toContain(job.id);
    expect(json.body).not.toContain(TEST_ADMIN.email);
    expect(json.body).not.toContain('SER-NOT-HERS');

    const csv = await send('POST', '/api/customers/copy', { person, format: 'csv', language: 'ms' });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('\uFEFFRekod,Nombor,Medan,Nilai');
    expect(csv.body).toContain(`'=1+1 leave at the gate`);
    expect(csv.body).toContain('SER-COPY-77');
    expect(csv.body).toContain(photo);
    expect(csv.body).toContain(`Pembaikan,${job.number},Nama,`);
    expect(csv.body).not.toContain('SER-NOT-HERS');
    expect(csv.body).not.toContain(job.token);
  });

  test('of the records picked holds those alone, and a pick of nobody is refused', async () => {
    const number = phone();
    const first = addOrder({ customerName: 'Ganesh', customerPhone: number, notes: 'first order' });
    addOrder({ customerName: 'Ganesh', customerPhone: number, notes: 'second order' });
    const person = { name: 'Ganesh', phone: number, orders: [first.id], repairs: [] };
    const csv = await send('POST', '/api/customers/copy', { person, format: 'csv' });
    expect(csv.body).toContain('first order');
    expect(csv.body).not.toContain('second order');
    const nobody = await send('POST', '/api/customers/copy', {
      person: { name: 'Nobody', phone: number },
      format: 'csv',
    });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toMatchObject({ code: 'notFound', params: { what: 'person' } });
  });

  test('of 10,000 records is streamed', async () => {
    const number = phone();
    const orders = createOrderRepository(server.db);
    server.db.transaction(() => {
      for (let index = 0; index < 10_000; index += 1) {
        orders.create(makeOrderInput({ customerName: 'Bulk', customerPhone: number }));
      }
    })();
    const response = await send('POST', '/api/customers/copy', {
      person: { name: 'Bulk', phone: number },
      format: 'json',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(response.json<Record<string, Order[]>>()[personalDataCopyLabels('en').file.orders]).toHaveLength(10_000);
  });
});

describe('correcting a customer', () => {
  test('writes the new name and phone into the person’s records only, and the audit says who, not whom', async () => {
    const number = phone();
    const order = addOrder({ customerName: 'Siti', customerPhone: number });
    const job = await logJob({ customerName: 'Siti', customerPhone: number });
    const untouched = addOrder({ customerName: 'Siti', customerPhone: phone() });
    // Her brother on the same phone keeps his name.
    const brother = addOrder({ customerName: 'Hafiz', customerPhone: number });
    const response = await send('POST', '/api/customers/correct', {
      person: { name: 'Siti', phone: number },
      change: { name: 'Siti Aisyah', phone: '013-222 3333' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ orders: 1, repairs: 1 });
    const found = await people('phone=0132223333');
    expect(found).toHaveLength(1);
    expect(found[0]!.orders).toEqual([{ ...order, customerName: 'Siti Aisyah', customerPhone: '+60132223333' }]);
    expect(found[0]!.repairs).toEqual([{ ...job, customerName: 'Siti Aisyah', customerPhone: '+60132223333' }]);
    expect(createOrderRepository(server.db).get(untouched.id)).toEqual(untouched);
    expect(createOrderRepository(server.db).get(brother.id)).toEqual(brother);
    const [entry] = await auditEntries();
    expect(entry).toMatchObject({ action: 'customer.correct', actor: TEST_ADMIN.email, target: '', detail: {} });
    expect(JSON.stringify(entry)).not.toContain('Siti');
  });

  test('takes a foreign phone that intake takes, and refuses a bad phone or a name of punctuation', async () => {
    const number = phone();
    const order = addOrder({ customerName: 'Wong', customerPhone: number });
    const person = { name: 'Wong', phone: number };
    const bad = await send('POST', '/api/customers/correct', { person, change: { phone: 'two' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { 'change.phone': 'phone' } });
    const dash = await send('POST', '/api/customers/correct', { person, change: { name: '—' } });
    expect(dash.statusCode).toBe(400);
    expect(dash.json()).toMatchObject({ fields: { 'change.name': 'name' } });
    expect(createOrderRepository(server.db).get(order.id)).toEqual(order);
    const foreign = await send('POST', '/api/customers/correct', { person, change: { phone: '+65 6123 4567' } });
    expect(foreign.statusCode, foreign.body).toBe(200);
    expect(createOrderRepository(server.db).get(order.id)?.customerPhone).toBe('+6561234567');
  });
});

describe('erasing a customer', () => {
  test('is refused with the reason while an order or repair of theirs is open, and nothing changes', async () => {
    const number = phone();
    const order = addOrder({ customerName: 'Open', customerPhone: number, status: 'delivered' });
    const job = await logJob({ customerName: 'Open', customerPhone: number });
    const response = await send('POST', '/api/customers/erase', { person: { name: 'Open', phone: number } });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'openRecords', params: { orders: 0, repairs: 1 } });
    expect(createOrderRepository(server.db).get(order.id)).toEqual(order);
    expect((await send('GET', `/api/repairs/${job.id}`)).json()).toEqual(job);
  });

  test('empties their details and what was typed about them, deletes their photos, keeps numbers, amounts and statuses', async () => {
    const number = phone();
    const order = addOrder({
      customerName: 'Erase Me',
      customerPhone: number,
      status: 'cancelled',
      notes: 'gate 1234',
    });
    const photo = await uploadPhoto();
    const job = await logJob({
      customerName: 'Erase Me',
      customerPhone: number,
      photos: [photo],
      serial: 'SER-9',
      accessories: 'Erase Me’s torch',
    });
    // Someone else on the same phone stays as they are.
    const other = addOrder({ customerName: 'Stays', customerPhone: number, status: 'delivered' });
    closeJob(job, 'collected', job.updatedAt);
    expect(photoFiles().length).toBeGreaterThan(0);

    const person = await people(`phone=${encodeURIComponent(number)}`);
    expect(person).toHaveLength(2);
    const response = await send('POST', '/api/customers/erase', { person: { name: 'Erase Me', phone: number } });
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
    expect(createOrderRepository(server.db).get(other.id)).toEqual(other);
    const erased = (await send('GET', `/api/repairs/${job.id}`)).json<RepairJob>();
    expect(erased).toMatchObject({
      number: job.number,
      status: 'collected',
      customerName: ERASED_NAME,
      customerPhone: '',
      machine: { ...job.machine, serial: '' },
      photos: [],
      fault: ERASED_NAME,
      accessories: '',
      money: job.money,
    });
    expect(photoFiles()).toEqual([]);
    const found = await people(`phone=${encodeURIComponent(number)}`);
    expect(found.map((left) => left.name)).toEqual(['Stays']);
    const [entry] = await auditEntries();
    expect(entry).toMatchObject({ action: 'customer.erase', actor: TEST_ADMIN.email, target: '', detail: {} });
  });

  test('leaves the erased name, phone and serial in no byte of the database file, its WAL or a backup made after', async () => {
    const number = '+60197775531';
    const name = 'Quenby Zarathustra';
    const serial = 'SNZQX99817';
    addOrder({ customerName: name, customerPhone: number, status: 'delivered', shippingAddress: 'Lot 9 Jalan Kuala' });
    const job = await logJob({ customerName: name, customerPhone: number, serial, fault: `${name} says it hums` });
    // Written and rewritten a few times, as a job is through its life, so that older copies of its pages exist.
    for (const note of ['a', 'b', 'c']) {
      const edit = await send('PUT', `/api/repairs/${job.id}`, {
        ...makeRepairInput({ customerName: name, customerPhone: number, serial }),
        accessories: note,
      });
      expect(edit.statusCode, edit.body).toBe(200);
    }
    closeJob(job, 'collected', job.updatedAt);
    const response = await send('POST', '/api/customers/erase', { person: { name, phone: number } });
    expect(response.statusCode, response.body).toBe(200);

    const backup = path.join(server.dataDir, '..', `backup-${path.basename(server.dataDir)}`);
    await backupDataDir(server.dataDir, backup);
    const files = [
      path.join(server.dataDir, 'site.db'),
      path.join(server.dataDir, 'site.db-wal'),
      path.join(backup, 'site.db'),
    ];
    const needles = [name, 'Zarathustra', number, number.slice(3), serial];
    const hits = files.flatMap((file) => {
      const bytes = fs.existsSync(file) ? fs.readFileSync(file) : Buffer.alloc(0);
      return needles
        .filter((needle) => bytes.includes(Buffer.from(needle, 'utf8')))
        .map((needle) => `${file}: ${needle}`);
    });
    fs.rmSync(backup, { recursive: true, force: true });
    expect(hits).toEqual([]);
  });
});

describe('the request log', () => {
  test('keeps an admin route as its pattern: a searched phone or name is in no line of it', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logged = await startTestServer(undefined, { logger: { level: 'info', stream } });
    try {
      const session = await logged.signIn();
      const get = (url: string) => logged.app.inject({ method: 'GET', url, headers: { cookie: session } });
      await get('/api/customers?phone=%2B60%2019-555%204411');
      await get('/api/customers?name=Haslinda%20Rahim');
      await get('/api/repairs?q=0195554411');
      // The screen's own address, reloaded: the search is in it.
      await get('/admin-portal/customers?phone=%2B60%2019-555%204411&name=');
      await get('/admin-portal/customers?phone=&name=Haslinda%20Rahim');
    } finally {
      await logged.close();
    }
    const text = lines.join('');
    for (const typed of ['4411', 'Haslinda', 'Rahim', '555']) expect(text, typed).not.toContain(typed);
    const urls = lines.flatMap((line) => {
      const entry = JSON.parse(line) as { req?: { url: string } };
      return entry.req ? [entry.req.url] : [];
    });
    expect(urls).toEqual(expect.arrayContaining(['/api/customers', '/api/repairs', '/admin-portal/customers']));
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

  test('never erases a collected job under warranty: its time counts from the warranty’s last day', async () => {
    createSettingsRepository(server.db).save({ ...createSettingsRepository(server.db).get(), retentionMonths: 24 });
    const now = new Date(myt('2026-11-28', '09:00'));
    const job = await logJob({ customerName: 'Under Warranty' });
    // Collected long ago with a warranty running to next year.
    server.db
      .prepare(
        'UPDATE repairs SET status = ?, open = 0, updated_at = ?, collected_at = ?, warranty_days = ? WHERE id = ?',
      )
      .run('collected', myt('2020-01-01'), myt('2020-01-01'), 2_500, job.id);
    expect(await runRetentionSweep(server.db, path.join(server.dataDir, 'uploads'), now)).toMatchObject({ repairs: 0 });
    expect((await send('GET', `/api/repairs/${job.id}`)).json<RepairJob>().customerName).toBe('Under Warranty');
    // Its warranty ended 2024-11-26: 24 months on, it goes.
    server.db.prepare('UPDATE repairs SET warranty_days = ? WHERE id = ?').run(1_791, job.id);
    const ends = (await send('GET', `/api/repairs/${job.id}`)).json<RepairJob>().warrantyEndsOn;
    expect(ends).toBe('2024-11-26');
    expect(await runRetentionSweep(server.db, path.join(server.dataDir, 'uploads'), now)).toMatchObject({ repairs: 1 });
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

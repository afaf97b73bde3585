import { describe, expect, test } from 'vitest';
import { ERASED_NAME } from '@/domain/personal-data';
import type { RepairJob, RepairStatus } from '@/domain/repair';
import { BackendError, type Backend } from '../../src/data/backend';
import type { ContractHarness } from './backend-contract';
import { makeOrderInput, makeRepairInput } from '../factories';
import { malaysianDay } from '@/domain/repair';

const todayInMalaysia = () => malaysianDay(new Date().toISOString());

/**
 * What every adapter of the data port does with a customer's personal data (issue 39; src/domain/personal-data.ts),
 * through the port alone: the repair view's first name, a person found by phone in any spelling or by name, the
 * copy, a correction and an erasure across orders and jobs, and a sweep that leaves open and recent records alone.
 * The sweep's boundaries in Malaysian time need a clock the port does not give: they are tested on each store
 * (server/routes/customers-routes.test.ts, firebase/personal-data.test.ts) and in the domain.
 */

/** A Malaysian mobile number no other test uses, in its national digits: `1` and eight more. */
function mobileDigits(): string {
  return `1${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

export function describePersonalDataContract(harness: ContractHarness): void {
  describe("a customer's personal data through the data port", () => {
    const backend = (): Backend => harness.backend();
    const data = harness.stores?.data ?? true;
    const images = harness.stores?.images ?? true;
    const signIn = async () => {
      const result = await backend().auth.signIn(harness.admin.email, harness.admin.password);
      expect(result.ok).toBe(true);
    };
    const logJob = (overrides: Parameters<typeof makeRepairInput>[0]) =>
      backend().repairs.create(makeRepairInput(overrides));
    const close = async (job: RepairJob, status: RepairStatus = 'cancelled') =>
      backend().repairs.move(job.id, { from: job.status, status, note: '' });

    test.runIf(data)('the status view shows a name written without spaces by its first letter only', async () => {
      await signIn();
      const chinese = await logJob({ customerName: '陈大文', customerPhone: `0${mobileDigits()}` });
      const hyphened = await logJob({ customerName: 'Lim-Wei-Ming', customerPhone: `0${mobileDigits()}` });
      await backend().auth.signOut();
      expect((await backend().repairs.status(chinese.token))?.firstName).toBe('陈…');
      expect((await backend().repairs.status(hyphened.token))?.firstName).toBe('Lim');
      const text = JSON.stringify(await backend().repairs.status(hyphened.token));
      expect(text).not.toContain('Wei');
    });

    /** The records of each person a query finds, as `name: ids`. */
    const peopleOf = async (query: { phone: string } | { name: string }) =>
      (await backend().customers.find(query)).people.map((person) => ({
        name: person.name,
        phone: person.phone,
        ids: [...person.orders.map((order) => order.id), ...person.repairs.map((job) => job.id)].sort(),
      }));

    test.runIf(data)('a person is found by phone in any spelling and by name, across orders and repairs', async () => {
      await signIn();
      const digits = mobileDigits();
      const name = `Nurul ${digits} binti Ali`;
      const orderId = await harness.addOrder(makeOrderInput({ customerName: name, customerPhone: `+60${digits}` }));
      const job = await logJob({ customerName: name, customerPhone: `0${digits}` });
      const spelled = `0${digits.slice(0, 2)}-${digits.slice(2, 5)} ${digits.slice(5)}`;
      expect(await peopleOf({ phone: spelled })).toEqual([
        { name, phone: `+60${digits}`, ids: [orderId, job.id].sort() },
      ]);
      expect((await peopleOf({ name: name.toUpperCase().replace(' ', '\u00a0 ') })).map((p) => p.ids)).toEqual([
        [orderId, job.id].sort(),
      ]);

      const refused = await backend()
        .customers.find({ phone: '012-ABC-6789' })
        .catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(BackendError);
      expect(refused).toMatchObject({ code: 'invalid', fields: { phone: 'phone' } });
    });

    test.runIf(data)(
      'two people who share a phone are two people: a copy, a correction and an erasure reach one',
      async () => {
        await signIn();
        const digits = mobileDigits();
        const phone = `+60${digits}`;
        const hers = await harness.addOrder(
          makeOrderInput({ customerName: `Aishah ${digits}`, customerPhone: phone, status: 'delivered' }),
        );
        const his = await logJob({
          customerName: `Bakar ${digits}`,
          customerPhone: `0${digits}`,
          serial: `HIS${digits}`,
        });
        const found = await peopleOf({ phone: `0${digits}` });
        expect(found.map((person) => person.ids).sort()).toEqual([[hers], [his.id]].sort());

        const copy = await (await backend().customers.copy({ name: `Aishah ${digits}`, phone }, 'csv', 'en')).text();
        expect(copy).not.toContain(`HIS${digits}`);
        expect(copy).not.toContain(`Bakar ${digits}`);

        const counts = await backend().customers.correct(
          { name: `Aishah ${digits}`, phone },
          { name: `Aishah binti ${digits}` },
        );
        expect(counts).toEqual({ orders: 1, repairs: 0 });
        expect((await backend().repairs.get(his.id))?.customerName).toBe(`Bakar ${digits}`);

        expect(await backend().customers.erase({ name: `Aishah binti ${digits}`, phone })).toEqual({
          orders: 1,
          repairs: 0,
          photos: 0,
        });
        expect((await peopleOf({ phone })).map((person) => person.name)).toEqual([`Bakar ${digits}`]);
      },
    );

    test.runIf(data)('a foreign number finds only itself, and a correction takes one as intake does', async () => {
      await signIn();
      const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
      const malaysian = await logJob({ customerName: 'Lim', customerPhone: `03-2${digits}` });
      const foreign = await logJob({ customerName: 'Jan', customerPhone: `+32 2${digits}` });
      const found = await peopleOf({ phone: `+32 2${digits}` });
      expect(found.flatMap((person) => person.ids)).toEqual([foreign.id]);
      expect(found.flatMap((person) => person.ids)).not.toContain(malaysian.id);
      await backend().customers.correct({ name: 'Lim', phone: `+603${`2${digits}`}` }, { phone: `+65 6${digits}` });
      expect((await backend().repairs.get(malaysian.id))?.customerPhone).toBe(`+656${digits}`);
    });

    test.runIf(data)('each refusal: a name of punctuation, a pick of nobody, an open record', async () => {
      await signIn();
      const digits = mobileDigits();
      const phone = `+60${digits}`;
      const dash = await backend()
        .repairs.create(makeRepairInput({ customerName: '—', customerPhone: phone }))
        .catch((error: unknown) => error);
      expect(dash).toMatchObject({ code: 'invalid', fields: { customerName: 'name' } });
      const job = await logJob({ customerName: `Open ${digits}`, customerPhone: phone });
      const badName = await backend()
        .customers.correct({ name: `Open ${digits}`, phone }, { name: '...' })
        .catch((error: unknown) => error);
      expect(badName).toMatchObject({ code: 'invalid', fields: { 'change.name': 'name' } });
      const nobody = await backend()
        .customers.erase({ name: `Nobody ${digits}`, phone })
        .catch((error: unknown) => error);
      expect(nobody).toMatchObject({ code: 'notFound', status: 404 });
      const open = await backend()
        .customers.erase({ name: `Open ${digits}`, phone })
        .catch((error: unknown) => error);
      expect(open).toMatchObject({ code: 'openRecords', status: 409, params: { orders: 0, repairs: 1 } });
      expect((await backend().repairs.get(job.id))?.customerName).toBe(`Open ${digits}`);
    });

    test.runIf(data)(
      'the copy holds the person’s own records, with no admin e-mail, id or status link key',
      async () => {
        await signIn();
        const digits = mobileDigits();
        const name = `Copy ${digits}`;
        await harness.addOrder(
          makeOrderInput({ customerName: name, customerPhone: `+60${digits}`, notes: '=SUM(A1) gate' }),
        );
        const job = await logJob({ customerName: name, customerPhone: `0${digits}`, serial: `SER${digits}` });
        await backend().repairs.recordPayment(job.id, {
          amount: '10.00',
          method: 'cash',
          date: todayInMalaysia(),
          note: '',
        });
        const person = { name, phone: `+60${digits}` };
        // The JSON in the admin's language, as the CSV: each field by its name, a payment's method in words.
        const text = await (await backend().customers.copy(person, 'json', 'en')).text();
        const json = JSON.parse(text) as { Orders: { Notes: string }[]; Repairs: Record<string, unknown>[] };
        expect(json.Orders.map((order) => order.Notes)).toEqual(['=SUM(A1) gate']);
        expect(json.Repairs).toHaveLength(1);
        expect(json.Repairs[0]).toMatchObject({
          Number: job.number,
          Machine: { Brand: job.machine.brand, Model: job.machine.model, 'Serial number': job.machine.serial },
          Payments: [expect.objectContaining({ Amount: 'RM 10.00', 'Paid by': 'Cash' })],
        });
        for (const secret of [harness.admin.email, job.token, job.id]) expect(text).not.toContain(secret);
        const malay = JSON.parse(await (await backend().customers.copy(person, 'json', 'ms')).text()) as {
          Pembaikan: Record<string, unknown>[];
        };
        expect(malay.Pembaikan[0]).toMatchObject({
          Nama: name,
          Bayaran: [expect.objectContaining({ 'Cara bayaran': 'Tunai' })],
        });
        const csv = await (await backend().customers.copy(person, 'csv', 'ms')).text();
        expect(csv.split('\r\n')[0]).toBe('Rekod,Nombor,Medan,Nilai');
        expect(csv).toContain(`SER${digits}`);
        expect(csv).toContain(`'=SUM(A1) gate`);
        expect(csv).toContain('Tunai');
        for (const secret of [harness.admin.email, job.token]) expect(csv).not.toContain(secret);
      },
    );

    test.runIf(data)(
      'a correction writes the new name and phone into every order and repair of the person',
      async () => {
        await signIn();
        const digits = mobileDigits();
        const orderId = await harness.addOrder(
          makeOrderInput({ customerName: 'Kumar', customerPhone: `+60${digits}` }),
        );
        const job = await logJob({ customerName: 'Kumar', customerPhone: `0${digits}` });
        const fresh = mobileDigits();
        const counts = await backend().customers.correct(
          { name: 'kumar', phone: `+60 ${digits}` },
          { name: 'Kumar a/l Muthu', phone: `0${fresh}` },
        );
        expect(counts).toEqual({ orders: 1, repairs: 1 });
        expect(await backend().customers.find({ phone: `0${digits}` })).toEqual({ people: [] });
        const [found] = (await backend().customers.find({ phone: `0${fresh}` })).people;
        expect(found?.orders.map((order) => [order.id, order.customerName, order.customerPhone])).toEqual([
          [orderId, 'Kumar a/l Muthu', `+60${fresh}`],
        ]);
        expect(found?.repairs.map((one) => [one.id, one.customerName, one.customerPhone])).toEqual([
          [job.id, 'Kumar a/l Muthu', `+60${fresh}`],
        ]);
        expect((await backend().repairs.status(job.token))?.firstName).toBe('Kumar');
        // Machine history by phone finds the corrected job from a new one under the new phone.
        const next = await logJob({ customerName: 'Kumar', customerPhone: `0${fresh}` });
        expect((await backend().repairs.machineHistory(next.id)).map((other) => other.id)).toContain(job.id);
      },
    );

    test.runIf(data)(
      'an erasure is refused while a repair is open; once closed, the name becomes —, typed text and photos go',
      async () => {
        await signIn();
        const digits = mobileDigits();
        const name = `Erase ${digits}`;
        const photo = images
          ? await backend().repairs.uploadPhoto(await harness.imageFile('plate.png'), String(Date.now()), 0)
          : null;
        const orderId = await harness.addOrder(
          makeOrderInput({
            customerName: name,
            customerPhone: `+60${digits}`,
            status: 'delivered',
            notes: 'call first',
          }),
        );
        const job = await logJob({
          customerName: name,
          customerPhone: `0${digits}`,
          serial: 'SER-ERASE',
          photos: photo ? [photo] : [],
          fault: `${name} says it sparks`,
          accessories: `${name}'s torch`,
        });
        const person = { name, phone: `+60${digits}` };
        const refused = await backend()
          .customers.erase(person)
          .catch((error: unknown) => error);
        expect(refused).toMatchObject({ code: 'openRecords', status: 409, params: { orders: 0, repairs: 1 } });
        expect((await backend().repairs.get(job.id))?.customerPhone).toBe(`+60${digits}`);

        await backend().repairs.recordPayment(job.id, {
          amount: '5.00',
          method: 'cash',
          date: todayInMalaysia(),
          note: `paid by ${name}`,
        });
        const closed = await backend().repairs.move(job.id, {
          from: 'received',
          status: 'cancelled',
          note: `${name} changed their mind`,
        });
        // Another customer's job on a machine of the same serial: the erased one is in its history until erased.
        const other = await logJob({ customerPhone: `0${mobileDigits()}`, serial: 'ser erase' });
        expect((await backend().repairs.machineHistory(other.id)).map((found) => found.id)).toContain(job.id);
        const counts = await backend().customers.erase(person);
        expect(counts).toEqual({ orders: 1, repairs: 1, photos: photo ? 1 : 0 });
        const erased = await backend().repairs.get(job.id);
        expect(erased).toMatchObject({
          number: job.number,
          status: 'cancelled',
          customerName: ERASED_NAME,
          customerPhone: '',
          machine: { ...job.machine, serial: '' },
          photos: [],
          fault: ERASED_NAME,
          accessories: '',
          money: closed.money,
        });
        expect(JSON.stringify(erased)).not.toContain(name);
        expect(erased?.history.map((line) => line.kind)).toEqual(closed.history.map((line) => line.kind));
        const orders = (await backend().orders.list({ limit: 100 })).items.filter((order) => order.id === orderId);
        expect(orders).toMatchObject([
          { customerName: ERASED_NAME, customerEmail: '', customerPhone: '', shippingAddress: '', notes: '' },
        ]);
        const view = await backend().repairs.status(job.token);
        expect(view?.firstName).toBe('');
        expect(JSON.stringify(view)).not.toContain(name);
        expect((await backend().repairs.machineHistory(other.id)).map((found) => found.id)).not.toContain(job.id);
        expect((await backend().repairs.machineHistory(job.id)).map((found) => found.id)).not.toContain(other.id);
        const entries = (await backend().audit.list({ limit: 5 })).items;
        expect(entries.find((entry) => entry.action === 'customer.erase')).toMatchObject({
          actor: harness.admin.email,
          target: '',
        });
      },
    );

    test.runIf(data)('a sweep leaves open records and ones closed today as they are', async () => {
      await signIn();
      const digits = mobileDigits();
      await harness.addOrder(makeOrderInput({ customerPhone: `+60${digits}`, status: 'cancelled' }));
      const open = await logJob({ customerPhone: `0${digits}` });
      const closed = await close(await logJob({ customerPhone: `0${digits}` }), 'cancelled');
      const before = await backend().customers.find({ phone: `0${digits}` });
      const counts = await backend().customers.sweep();
      expect(counts.orders).toBeGreaterThanOrEqual(0);
      const after = await backend().customers.find({ phone: `0${digits}` });
      expect(after).toEqual(before);
      const repairs = after.people.flatMap((person) => person.repairs);
      expect(repairs.map((job) => job.id).sort()).toEqual([open.id, closed.id].sort());
      expect(repairs.every((job) => job.customerName !== ERASED_NAME)).toBe(true);
    });

    test.runIf(data && harness.ageJob !== undefined)(
      'the sweep never erases a job under warranty, however long ago it last changed, and erases it once past',
      async () => {
        await signIn();
        const digits = mobileDigits();
        const name = `Warranty ${digits}`;
        let job = await logJob({ customerName: name, customerPhone: `0${digits}`, estimate: null });
        for (const status of ['diagnosing', 'repairing', 'ready', 'collected'] as const) {
          job = await backend().repairs.move(job.id, { from: job.status, status, note: '' });
        }
        const { retentionMonths } = await backend().settings.get();
        const longAgo = retentionMonths * 31 + 60;
        // Last changed long ago, collected today: under warranty, kept.
        await harness.ageJob!(job.id, { changed: longAgo, collected: 0 });
        await backend().customers.sweep();
        expect((await backend().repairs.get(job.id))?.customerName).toBe(name);
        // Collected so long ago that its warranty ended before the retention: swept.
        await harness.ageJob!(job.id, { changed: 0, collected: longAgo + (job.warrantyDays ?? 0) });
        await backend().customers.sweep();
        expect((await backend().repairs.get(job.id))?.customerName).toBe(ERASED_NAME);
      },
    );
  });
}

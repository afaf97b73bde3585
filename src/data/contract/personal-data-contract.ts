import { describe, expect, test } from 'vitest';
import { ERASED_NAME } from '@/domain/personal-data';
import type { RepairJob, RepairStatus } from '@/domain/repair';
import { BackendError, type Backend } from '../backend';
import type { ContractHarness } from './backend-contract';
import { makeOrderInput, makeRepairInput } from '../../../tests/factories';

/**
 * What every adapter of the data port does with a customer's personal data (issue 39; src/domain/personal-data.ts),
 * through the port alone: the repair view's first name, a person found by phone in any spelling or by name, the
 * copy, a correction and an erasure across orders and jobs, and a sweep that leaves open and recent records alone.
 * The sweep's boundaries in Malaysian time need a clock the port does not give: they are tested on each store
 * (server/routes/customers.test.ts, firebase/personal-data.test.ts) and in the domain.
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

    test.runIf(data)("the status view shows a name written without spaces by its first letter only", async () => {
      await signIn();
      const chinese = await logJob({ customerName: '陈大文', customerPhone: `0${mobileDigits()}` });
      const hyphened = await logJob({ customerName: 'Lim-Wei-Ming', customerPhone: `0${mobileDigits()}` });
      await backend().auth.signOut();
      expect((await backend().repairs.status(chinese.token))?.firstName).toBe('陈…');
      expect((await backend().repairs.status(hyphened.token))?.firstName).toBe('Lim');
      const text = JSON.stringify(await backend().repairs.status(hyphened.token));
      expect(text).not.toContain('Wei');
    });

    test.runIf(data)('a person is found by phone in any spelling and by name, across orders and repairs', async () => {
      await signIn();
      const digits = mobileDigits();
      const name = `Nurul ${digits} binti Ali`;
      const orderId = await harness.addOrder(makeOrderInput({ customerName: name, customerPhone: `+60${digits}` }));
      const job = await logJob({ customerName: name, customerPhone: `0${digits}` });
      const spelled = `0${digits.slice(0, 2)}-${digits.slice(2, 5)} ${digits.slice(5)}`;
      const byPhone = await backend().customers.find({ phone: spelled });
      expect(byPhone.orders.map((order) => order.id)).toEqual([orderId]);
      expect(byPhone.repairs.map((found) => found.id)).toEqual([job.id]);
      const byName = await backend().customers.find({ name: name.toUpperCase() });
      expect(byName.orders.map((order) => order.id)).toEqual([orderId]);
      expect(byName.repairs.map((found) => found.id)).toEqual([job.id]);

      const refused = await backend()
        .customers.find({ phone: '012-ABC-6789' })
        .catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(BackendError);
      expect(refused).toMatchObject({ code: 'invalid', fields: { phone: 'phone' } });
    });

    test.runIf(data)('the copy holds every order and repair of the person, as JSON and as CSV', async () => {
      await signIn();
      const digits = mobileDigits();
      await harness.addOrder(makeOrderInput({ customerPhone: `+60${digits}`, notes: '=SUM(A1) gate' }));
      const job = await logJob({ customerPhone: `0${digits}`, serial: `SER${digits}` });
      const json = JSON.parse(await (await backend().customers.copy({ phone: `0${digits}` }, 'json', 'en')).text()) as {
        orders: { notes: string }[];
        repairs: RepairJob[];
      };
      expect(json.orders.map((order) => order.notes)).toEqual(['=SUM(A1) gate']);
      expect(json.repairs).toEqual([job]);
      const csv = await (await backend().customers.copy({ phone: `0${digits}` }, 'csv', 'ms')).text();
      expect(csv.split('\r\n')[0]).toBe('Rekod,Nombor,Medan,Nilai');
      expect(csv).toContain(`SER${digits}`);
      expect(csv).toContain(`'=SUM(A1) gate`);
    });

    test.runIf(data)('a correction writes the new name and phone into every order and repair of the person', async () => {
      await signIn();
      const digits = mobileDigits();
      const orderId = await harness.addOrder(makeOrderInput({ customerName: 'Kumar', customerPhone: `+60${digits}` }));
      const job = await logJob({ customerName: 'Kumar', customerPhone: `0${digits}` });
      const fresh = mobileDigits();
      const counts = await backend().customers.correct(
        { phone: `+60 ${digits}` },
        { name: 'Kumar a/l Muthu', phone: `0${fresh}` },
      );
      expect(counts).toEqual({ orders: 1, repairs: 1 });
      expect(await backend().customers.find({ phone: `0${digits}` })).toEqual({ orders: [], repairs: [] });
      const found = await backend().customers.find({ phone: `0${fresh}` });
      expect(found.orders.map((order) => [order.id, order.customerName, order.customerPhone])).toEqual([
        [orderId, 'Kumar a/l Muthu', `+60${fresh}`],
      ]);
      expect(found.repairs.map((found) => [found.id, found.customerName, found.customerPhone])).toEqual([
        [job.id, 'Kumar a/l Muthu', `+60${fresh}`],
      ]);
      expect((await backend().repairs.status(job.token))?.firstName).toBe('Kumar');
      // Machine history by phone finds the corrected job from a new one under the new phone.
      const next = await logJob({ customerName: 'Kumar', customerPhone: `0${fresh}` });
      expect((await backend().repairs.machineHistory(next.id)).map((other) => other.id)).toContain(job.id);
    });

    test.runIf(data)(
      'an erasure is refused while a repair is open; once closed, names become —, the rest is emptied, photos go',
      async () => {
        await signIn();
        const digits = mobileDigits();
        const photo = images
          ? await backend().repairs.uploadPhoto(await harness.imageFile('plate.png'), String(Date.now()), 0)
          : null;
        const orderId = await harness.addOrder(
          makeOrderInput({ customerPhone: `+60${digits}`, status: 'delivered', notes: 'call first' }),
        );
        const job = await logJob({ customerPhone: `0${digits}`, serial: 'SER-ERASE', photos: photo ? [photo] : [] });

        const refused = await backend()
          .customers.erase({ phone: `0${digits}` })
          .catch((error: unknown) => error);
        expect(refused).toMatchObject({ code: 'openRecords', status: 409, params: { orders: 0, repairs: 1 } });
        expect((await backend().repairs.get(job.id))?.customerPhone).toBe(`+60${digits}`);

        const closed = await close(job);
        // Another customer's job on a machine of the same serial: the erased one is in its history until erased.
        const other = await logJob({ customerPhone: `0${mobileDigits()}`, serial: 'ser erase' });
        expect((await backend().repairs.machineHistory(other.id)).map((found) => found.id)).toContain(job.id);
        const counts = await backend().customers.erase({ phone: `0${digits}` });
        expect(counts).toEqual({ orders: 1, repairs: 1, photos: photo ? 1 : 0 });
        const erased = await backend().repairs.get(job.id);
        expect(erased).toMatchObject({
          number: job.number,
          status: 'cancelled',
          customerName: ERASED_NAME,
          customerPhone: '',
          machine: { ...job.machine, serial: '' },
          photos: [],
          history: closed.history,
        });
        const orders = (await backend().orders.list({ limit: 100 })).items.filter((order) => order.id === orderId);
        expect(orders).toMatchObject([
          { customerName: ERASED_NAME, customerEmail: '', customerPhone: '', shippingAddress: '', notes: '' },
        ]);
        expect((await backend().repairs.status(job.token))?.firstName).toBe('');
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
      expect(after.orders).toEqual(before.orders);
      expect(after.repairs.map((job) => job.id).sort()).toEqual([open.id, closed.id].sort());
      expect(after.repairs.every((job) => job.customerName !== ERASED_NAME)).toBe(true);
    });
  });
}

import { describe, expect, test } from 'vitest';
import { SERVICE_CATEGORY } from '@/domain/categories';
import type { EnquiryLine } from '@/domain/enquiry-input';
import { ORDER_REFUSALS } from '@/domain/order-writes';
import { productInput, type ContractHarness } from './backend-contract';

/**
 * Each refusal of an order's write (ORDER_REFUSALS of src/domain/order-writes.ts), made through the port on every
 * adapter: the embedded server over HTTP, hosted mode against Firestore and its rules. Each case is named by the
 * refusal it makes, so that taking the refusal out of the core fails that case on both backends (decision 026): the
 * embedded server would write what it was told, and hosted mode would write it too or meet the rules' refusal (403),
 * never the 400 or 409 and the field's code the screens show.
 */
export function describeOrdersContract(harness: ContractHarness): void {
  const backend = () => harness.backend();
  const data = harness.stores?.data ?? true;
  const image = () => harness.storedImage ?? productInput().image;
  const signIn = async () => {
    expect((await backend().auth.signIn(harness.admin.email, harness.admin.password)).ok).toBe(true);
  };
  const customer = {
    customerName: 'Contract Customer',
    customerPhone: '012-345 6789',
    customerEmail: '',
    shippingAddress: '3 Jalan Bendahara, 31650 Ipoh',
    notes: '',
  };
  /** The catalogue of a case: a welder on sale, a draft, and a service of the shop. */
  const catalogue = async () => {
    await signIn();
    const [welder, draft, service] = await Promise.all([
      backend().products.create(productInput({ name: 'Contract order welder', price: 900, image: image() })),
      backend().products.create(productInput({ name: 'Contract order draft', status: 'draft', image: image() })),
      backend().products.create(
        productInput({ name: 'Contract order service', category: SERVICE_CATEGORY, subCategory: '', image: image() }),
      ),
    ]);
    return { welder: welder!, draft: draft!, service: service! };
  };
  const removeAll = async (ids: string[]) => {
    await signIn();
    for (const id of ids) await backend().products.remove(id);
  };
  /** The order counts, read as the admin: a refusal changes none of them. */
  const counts = async () => {
    await signIn();
    return backend().orders.counts();
  };
  const line = (productId: string): EnquiryLine[] => [{ productId, quantity: 1 }];

  describe.runIf(data)('the refusals of an order’s writes, decided by the domain’s core on every adapter', () => {
    test('every refusal of the core has its case here', () => {
      expect(Object.keys(ORDER_REFUSALS).sort()).toEqual(
        ['lines.*.productId:notForSale', 'lines.*.productId:unknownProduct', 'status:notPending'].sort(),
      );
    });

    test('lines.*.productId: unknownProduct — a line naming no product, or a draft, refuses a visitor’s enquiry, the owner’s order and new lines, and nothing is written', async () => {
      const { welder, draft, service } = await catalogue();
      const pending = await backend().orders.createManual({ ...customer, lines: line(welder.id) });
      const before = await counts();

      await backend().auth.signOut();
      await expect(
        backend().enquiries.send({ ...customer, lines: [...line(welder.id), ...line('NoSuchProduct0000000')] }),
      ).rejects.toMatchObject({ status: 400, code: 'invalid', fields: { 'lines.1.productId': 'unknownProduct' } });
      await expect(backend().enquiries.send({ ...customer, lines: line(draft.id) })).rejects.toMatchObject({
        status: 400,
        fields: { 'lines.0.productId': 'unknownProduct' },
      });

      await signIn();
      await expect(backend().orders.createManual({ ...customer, lines: line(draft.id) })).rejects.toMatchObject({
        status: 400,
        code: 'invalid',
        fields: { 'lines.0.productId': 'unknownProduct' },
      });
      await expect(
        backend().orders.setLines(pending.id, [...line(welder.id), ...line(draft.id)]),
      ).rejects.toMatchObject({ status: 400, fields: { 'lines.1.productId': 'unknownProduct' } });
      expect(await counts()).toEqual(before);
      const kept = (await backend().orders.list({ status: 'pending', limit: 100 })).items.find(
        (order) => order.id === pending.id,
      );
      expect(kept).toMatchObject({ items: [{ productId: welder.id, quantity: 1 }], total: 900 });

      await backend().orders.remove(pending.id);
      await removeAll([welder.id, draft.id, service.id]);
    });

    test('lines.*.productId: notForSale — a line of the service category refuses a visitor’s enquiry, the owner’s order and new lines, and nothing is written', async () => {
      const { welder, draft, service } = await catalogue();
      const pending = await backend().orders.createManual({ ...customer, lines: line(welder.id) });
      const before = await counts();

      await backend().auth.signOut();
      await expect(
        backend().enquiries.send({ ...customer, lines: [...line(welder.id), ...line(service.id)] }),
      ).rejects.toMatchObject({ status: 400, code: 'invalid', fields: { 'lines.1.productId': 'notForSale' } });

      await signIn();
      await expect(backend().orders.createManual({ ...customer, lines: line(service.id) })).rejects.toMatchObject({
        status: 400,
        fields: { 'lines.0.productId': 'notForSale' },
      });
      await expect(backend().orders.setLines(pending.id, line(service.id))).rejects.toMatchObject({
        status: 400,
        fields: { 'lines.0.productId': 'notForSale' },
      });
      expect(await counts()).toEqual(before);

      await backend().orders.remove(pending.id);
      await removeAll([welder.id, draft.id, service.id]);
    });

    test('status: notPending — the lines of an order that moved on are refused with 409, whatever status it is in, and stay as they were', async () => {
      const { welder, draft, service } = await catalogue();
      const order = await backend().orders.createManual({ ...customer, lines: line(welder.id) });
      for (const status of ['confirmed', 'cancelled'] as const) {
        await backend().orders.setStatus(order.id, status);
        await expect(
          backend().orders.setLines(order.id, [{ productId: welder.id, quantity: 5 }]),
        ).rejects.toMatchObject({ status: 409, code: 'conflict', fields: { status: 'notPending' } });
      }
      const kept = (await backend().orders.list({ status: 'cancelled', limit: 100 })).items.find(
        (found) => found.id === order.id,
      );
      expect(kept).toMatchObject({ items: [{ productId: welder.id, quantity: 1 }], total: 900 });
      // Back to pending, its lines change again: the rule is the status, not the history.
      await backend().orders.setStatus(order.id, 'pending');
      expect((await backend().orders.setLines(order.id, [{ productId: welder.id, quantity: 2 }])).total).toBe(1800);

      await backend().orders.remove(order.id);
      await removeAll([welder.id, draft.id, service.id]);
    });
  });
}

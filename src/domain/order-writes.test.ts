import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { makeOrderInput } from '../../tests/factories';
import type { Order } from './order';
import {
  ORDER_DECISIONS,
  ORDER_REFUSALS,
  decideOrderCreate,
  decideOrderLines,
  decideOrderStatus,
  type OrderRefusal,
  type OrderWrite,
  type OrderedProduct,
} from './order-writes';

const NOW = '2026-03-10T04:00:00.000Z';

const welder: OrderedProduct = {
  id: 'w1',
  name: 'MIG 200',
  price: 1299.9,
  category: 'Welding Machines',
  status: 'active',
};
const service: OrderedProduct = {
  id: 's1',
  name: 'Repair visit',
  price: 0,
  category: 'Machinery Service Consultant',
  status: 'active',
};
const draft: OrderedProduct = { id: 'd1', name: 'MIG 300', price: 2000, category: 'Welding Machines', status: 'draft' };
const soldOut: OrderedProduct = {
  id: 'o1',
  name: 'ARC 160',
  price: 450,
  category: 'Welding Machines',
  status: 'soldOut',
};

const order = (fields: Partial<Order> = {}): Order => ({
  ...makeOrderInput(),
  id: 'order1',
  createdAt: '2026-03-01T02:00:00.000Z',
  updatedAt: '2026-03-01T02:00:00.000Z',
  ...fields,
});
const details = (lines = [{ productId: 'w1', quantity: 2 }]) => ({
  customerName: 'Ahmad bin Ali',
  customerEmail: '',
  customerPhone: '+60123456789',
  shippingAddress: '',
  notes: '',
  lines,
});
const one = [{ productId: 'x', quantity: 1 }];

/** Each refusal of the table, made through each write that the table says returns it. */
const CASES: Record<keyof typeof ORDER_REFUSALS, Partial<Record<OrderWrite, () => unknown>>> = {
  'lines.*.productId:unknownProduct': {
    create: () => decideOrderCreate(details(one), [null], NOW),
    lines: () => decideOrderLines(order(), one, [draft], NOW),
  },
  'lines.*.productId:notForSale': {
    create: () => decideOrderCreate(details(one), [service], NOW),
    lines: () => decideOrderLines(order(), one, [service], NOW),
  },
  'status:notPending': {
    lines: () => decideOrderLines(order({ status: 'confirmed' }), one, [welder], NOW),
  },
};

describe('each refusal of an order write is decided by one function', () => {
  test('every code of the table is returned, with its field and status, by each write the table names', () => {
    for (const [key, { status, writes }] of Object.entries(ORDER_REFUSALS)) {
      const [field, code] = key.split(':') as [string, string];
      const made = CASES[key as keyof typeof ORDER_REFUSALS];
      expect(Object.keys(made).sort(), key).toEqual([...writes].sort());
      for (const write of writes) {
        const refusal = made[write]!() as OrderRefusal;
        expect(refusal, `${key} by ${ORDER_DECISIONS[write]}`).toMatchObject({ ok: false, status });
        expect(refusal.fields, key).toEqual({ [field.replace('*', '0')]: code });
      }
    }
  });

  test('the table lists every code the decisions return, and the decision record lists the table', () => {
    const source = readFileSync(new URL('./order-writes.ts', import.meta.url), 'utf8');
    const returned = [...source.matchAll(/refuse\([`'](.+?)[`'], '(\w+)'\)/g)].map(
      ([, field, code]) => `${field!.replace('${i}', '*')}:${code}`,
    );
    expect(new Set(returned)).toEqual(new Set(Object.keys(ORDER_REFUSALS)));
    const record = readFileSync(
      new URL('../../docs/decisions/026-order-writes-decided-once.md', import.meta.url),
      'utf8',
    );
    for (const [key, { status, writes }] of Object.entries(ORDER_REFUSALS)) {
      const [field, code] = key.split(':');
      const functions = writes.map((write) => ORDER_DECISIONS[write]).join(', ');
      expect(record, key).toMatch(
        new RegExp(`\\| \`${field!.replace('*', '\\*')}: ${code}\` +\\| ${status} +\\| ${functions} +\\|`),
      );
    }
  });
});

describe('the orders decided', () => {
  test("a new order is pending, priced from the catalogue's names and prices, and its total their sum", () => {
    const decided = decideOrderCreate(
      details([
        { productId: 'w1', quantity: 2 },
        { productId: 'o1', quantity: 1 },
      ]),
      [welder, soldOut],
      NOW,
    );
    expect(decided).toMatchObject({
      ok: true,
      next: {
        status: 'pending',
        items: [
          { productId: 'w1', name: 'MIG 200', price: 1299.9, quantity: 2 },
          { productId: 'o1', name: 'ARC 160', price: 450, quantity: 1 },
        ],
        total: 3049.8,
        createdAt: NOW,
        updatedAt: NOW,
      },
    });
  });

  test('every refused line is named at once, with one sentence for the log', () => {
    const lines = [
      { productId: 'w1', quantity: 2 },
      { productId: 'gone', quantity: 1 },
      { productId: 's1', quantity: 1 },
      { productId: 'd1', quantity: 1 },
    ];
    expect(decideOrderCreate(details(lines), [welder, null, service, draft], NOW)).toEqual({
      ok: false,
      status: 400,
      fields: {
        'lines.1.productId': 'unknownProduct',
        'lines.2.productId': 'notForSale',
        'lines.3.productId': 'unknownProduct',
      },
      message:
        'Invalid order: lines.1.productId: unknownProduct; lines.2.productId: notForSale; lines.3.productId: unknownProduct',
    });
  });

  test("a pending order's lines change, and nothing else of it; an order that moved on is refused before its lines are read", () => {
    const before = order();
    const decided = decideOrderLines(before, [{ productId: 'w1', quantity: 1 }], [welder], NOW);
    expect(decided.ok && decided.next).toEqual({
      ...before,
      items: [{ productId: 'w1', name: 'MIG 200', price: 1299.9, quantity: 1 }],
      total: 1299.9,
      updatedAt: NOW,
    });
    expect(decideOrderLines(order({ status: 'shipped' }), one, [null], NOW)).toEqual({
      ok: false,
      status: 409,
      fields: { status: 'notPending' },
      message: 'Invalid order lines: status: notPending',
    });
  });

  test('any status may follow any other, and the audit log keeps both', () => {
    const decided = decideOrderStatus(order({ status: 'delivered' }), 'pending', NOW);
    expect(decided).toEqual({
      ok: true,
      next: { ...order({ status: 'pending' }), updatedAt: NOW },
      audit: { from: 'delivered', to: 'pending' },
    });
  });
});

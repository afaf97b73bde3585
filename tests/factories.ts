import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { emptyProductInput, type Order, type Product, type ProductInput } from '../src/domain';
import type { RepairJob, RepairQuote } from '../src/domain/repair';
import { REPAIR_FIELDS, REPAIR_FIELD_NAMES, setRepairFieldValue } from '../src/domain/repair-fields';
import type { RepairCreateInput } from '../src/domain/repair-schema';

/**
 * The test data of every test: unit, server and browser. Each factory gives a complete, valid record and takes
 * overrides for what a test is about, so that a change of the schema touches this file and no test.
 */

/** The admin account of every test server. Tests only: never a default of the site. */
export const TEST_ADMIN = { email: 'owner@example.test', password: 'a-long-test-password' } as const;

/** A name no other test, nor another run in parallel, uses. */
export function uniqueName(label: string): string {
  return `${label} ${randomUUID().slice(0, 8)}`;
}

/**
 * What the admin submits for a product: a drill on the Power Tools shelf, without marketplace links, a translation
 * or more pictures. A field named nowhere here holds its row's empty value (emptyProductInput). A category given
 * without a sub-category gets none: the default's sub-category belongs to the default's category.
 */
export function makeProductInput(overrides: Partial<ProductInput> = {}): ProductInput {
  const subCategory = overrides.category === undefined ? 'Amaxx' : '';
  return {
    ...emptyProductInput(),
    name: 'Amaxx cordless drill',
    // A SKU of its own each time: two products never share one (the server refuses a SKU another product has).
    sku: `PT-AMX-${randomUUID().slice(0, 8).toUpperCase()}`,
    price: 123.45,
    weight: 4.2,
    category: 'Power Tools',
    subCategory,
    description: 'Cordless drill with two batteries.\nOne year warranty.',
    image: '/uploads/products/123_intro_drill.webp',
    ...overrides,
  };
}

const STORED_AT = '2025-01-01T00:00:00.000Z';

/** A stored product, as the data store gives it back. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  const { id = 'abc123', createdAt = STORED_AT, updatedAt = createdAt, ...fields } = overrides;
  const subCategory = fields.category === undefined ? {} : { subCategory: '' };
  return { ...makeProductInput(), ...subCategory, ...fields, id, createdAt, updatedAt };
}

/** An order as it is written to the store; the store gives it its id and, unless given, its time. */
export type OrderInput = Omit<Order, 'id' | 'createdAt' | 'updatedAt'> & { createdAt?: string };

/** A pending order of two welding rods. */
export function makeOrderInput(overrides: Partial<OrderInput> = {}): OrderInput {
  return {
    customerName: 'Aminah binti Yusof',
    customerEmail: 'aminah@example.my',
    customerPhone: '+60 12-345 6789',
    shippingAddress: '12 Jalan Sultan Idris Shah\n30000 Ipoh, Perak',
    items: [{ name: 'Welding rod 2.6mm', price: 25.5, quantity: 2 }],
    total: 51,
    status: 'pending',
    notes: '',
    ...overrides,
  };
}

/**
 * Pieces of a path that try to leave its folder, as the world sends them: dot segments, their percent-encodings
 * (once and twice, upper and lower case, overlong UTF-8), backslashes, doubled slashes, NUL, and Unicode lookalikes
 * of the dot and the slash (one dot leader, fullwidth full stop, division slash, fullwidth solidus).
 */
const ESCAPES = [
  '..',
  '../',
  '..\\',
  '/..',
  '.',
  './',
  '...',
  '%2e%2e',
  '%2E%2E%2F',
  '..%2f',
  '%2e%2e%5c',
  '.%2e/',
  '%252e%252e%252f',
  '%c0%ae%c0%ae/',
  '\u2024\u2024/',
  '\uff0e\uff0e\uff0f',
  '..\u2215',
  '\0',
  '%00',
  '//',
  '\\\\',
  '/',
  '\\',
] as const;

/** What such a path aims at, relative or absolute. */
const AIMS = [
  'site.db',
  'device-cookie.key',
  'secret.png',
  'products',
  'etc/passwd',
  '/etc/passwd',
  'C:\\Windows\\win.ini',
];

/** A path that may try to leave its folder: names, escapes and aims in any order, at least one escape. */
export function hostilePath(): fc.Arbitrary<string> {
  const piece = fc.oneof(
    fc.constantFrom(...ESCAPES),
    fc.constantFrom(...AIMS),
    fc.stringMatching(/^[A-Za-z0-9_-]{1,8}$/),
  );
  return fc
    .tuple(fc.array(piece, { maxLength: 4 }), fc.constantFrom(...ESCAPES), fc.array(piece, { maxLength: 4 }))
    .map(([before, escape, after]) => [...before, escape, ...after].join(''));
}

/** An image address built round a hostile path: under /uploads/, in a key's shape, absolute, a file or share URL. */
export function hostileImageAddress(): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.constantFrom(
        '/uploads/',
        '/uploads/products/',
        '/uploads/products/1700000000000_intro_',
        '/',
        '',
        '//',
        'file:///',
        '\\\\host\\share\\',
        'C:\\',
      ),
      hostilePath(),
      fc.constantFrom('', '.png', '?v=0123456789', '#variants', '%00.png'),
    )
    .map(([prefix, middle, suffix]) => prefix + middle + suffix);
}

/**
 * What the owner types for a repair job: a welder brought in by a Malay-speaking customer, every optional field
 * filled as a person would type it (amounts with "RM" and a thousands comma).
 */
export function makeRepairInput(overrides: Partial<RepairCreateInput> = {}): RepairCreateInput {
  return {
    customerName: 'Ahmad bin Ismail',
    customerPhone: '012-345 6789',
    language: 'ms',
    brand: 'Lincoln',
    model: 'Invertec 200',
    serial: 'SN-4471-0093',
    fault: 'Mesin tidak hidup selepas hujan.',
    accessories: 'Torch, earth clamp',
    photos: [],
    estimate: 'RM 80',
    promisedDate: '2026-12-15',
    ...overrides,
  };
}

/** A quote of one labour line of `total` sen, version 1, unanswered unless the overrides say. */
export function makeRepairQuote(total: number, overrides: Partial<RepairQuote> = {}): RepairQuote {
  return {
    version: 1,
    lines: [{ kind: 'labour', description: 'Service', quantity: 1, unitPrice: total, productId: null }],
    serviceTaxRate: 0,
    totals: { parts: 0, labour: total, subtotal: total, serviceTax: 0, total },
    note: '',
    quotedAt: '2026-01-01T00:00:00.000Z',
    answer: null,
    answeredAt: null,
    ...overrides,
  };
}

/** A stored repair job, as a backend gives it back: the input above parsed, received at its creation. */
export function makeRepairJob(overrides: Partial<RepairJob> = {}): RepairJob {
  const { createdAt = STORED_AT, updatedAt = createdAt, ...fields } = overrides;
  // Every field of the table of repair fields as a record without it reads (its `empty`), so that a field the
  // table gains is in every job made here; the ones below as a job of a Malay-speaking customer has them.
  const empty: Record<string, unknown> = {};
  for (const name of REPAIR_FIELD_NAMES) setRepairFieldValue(empty, name, structuredClone(REPAIR_FIELDS[name].empty));
  return {
    ...(empty as unknown as RepairJob),
    id: 'job123',
    number: 'R-2025-0001',
    token: 'AAAAAAAAAAAAAAAAAAAAAA',
    customerName: 'Ahmad bin Ismail',
    customerPhone: '+60123456789',
    language: 'ms',
    machine: { brand: 'Lincoln', model: 'Invertec 200', serial: 'SN-4471-0093' },
    fault: 'Mesin tidak hidup selepas hujan.',
    accessories: 'Torch, earth clamp',
    photos: [],
    estimate: 8000,
    promisedDate: '2025-01-15',
    status: 'received',
    quote: null,
    payments: [],
    history: [{ kind: 'status', at: createdAt, status: 'received', note: '' }],
    readyAt: null,
    collectedAt: null,
    storageFee: null,
    warrantyDays: null,
    warrantyEndsOn: null,
    claimOf: null,
    claims: [],
    remindersSent: [],
    money: {
      quote: null,
      basis: 'estimate',
      approved: 8000,
      storageFee: 0,
      due: 8000,
      paid: 0,
      balance: 8000,
      held: 0,
      toRefund: 0,
    },
    createdAt,
    updatedAt,
    ...fields,
  };
}

/** `count` digits. */
function digitString(count: number): fc.Arbitrary<string> {
  return fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: count, maxLength: count });
}

/**
 * A Malaysian phone number's national digits (without the trunk 0): a mobile (1x and seven more, 11 and eight), a
 * Klang Valley line (3 and eight), another state's (4–7, 9 and seven) or Sabah's and Sarawak's (8x and six).
 */
export function malaysianNationalNumber(): fc.Arbitrary<string> {
  const number = (prefixes: readonly string[], rest: number) =>
    fc.tuple(fc.constantFrom(...prefixes), digitString(rest)).map(([prefix, digits]) => prefix + digits);
  return fc.oneof(
    number(['10', '12', '13', '14', '16', '17', '18', '19'], 7),
    number(['11'], 8),
    number(['3'], 8),
    number(['4', '5', '6', '7', '9'], 7),
    number(['82', '88', '89'], 6),
  );
}

/**
 * The ways people write one national number: with the trunk 0, the country code (with or without its plus, a space,
 * a dash, or a 0 kept after it), the area in brackets, and the digits in groups of any size split by spaces, dashes
 * or dots; spaces around it all.
 */
export function phoneSpelling(national: string): fc.Arbitrary<string> {
  const splits = fc.array(fc.constantFrom('', '', '', ' ', '-', '.'), {
    minLength: national.length - 1,
    maxLength: national.length - 1,
  });
  return fc
    .tuple(
      fc.constantFrom('0', '0', '+60', '60', '+60 ', '+60-', '+600', '+60 0', '(0'),
      splits,
      fc.constantFrom('', ' ', '  '),
      fc.constantFrom('', ' '),
    )
    .map(([prefix, separators, before, after]) => {
      const grouped = [...national].map((digit, index) => (index === 0 ? digit : separators[index - 1] + digit));
      // "(012) 345 6789": the bracket closes after the area's digits, as it is written.
      if (prefix === '(0') {
        const area = /^[18]/.test(national) ? 2 : 1;
        grouped.splice(area, 0, ') ');
        grouped[area + 1] = grouped[area + 1]!.replace(/^[\s.-]/, '');
      }
      return `${before}${prefix}${grouped.join('')}${after}`;
    });
}

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  ERASED_NAME,
  ERASED_ORDER,
  PersonCorrectionSchema,
  PersonQuerySchema,
  REPAIR_PERSONAL_FIELDS,
  erasedRepair,
  isPastRetention,
  isPerson,
  openRecords,
  retentionCutoff,
} from './personal-data';
import {
  COPY_COLUMNS,
  REPAIR_COPY_KEYS,
  copyCsvHeader,
  flattenRecord,
  isRepairSenPath,
  orderCopyCsv,
  repairCopyCsv,
} from './personal-data-copy';
import { DERIVED_REPAIR_KEYS, REPAIR_RECORD_KEYS } from './repair-fields';
import { personalDataCopyLabels } from '@/i18n/personal-data-labels';
import { validate } from './validation';
import type { Order } from './order';
import { makeOrderInput, makeRepairJob, malaysianNationalNumber, phoneSpelling } from '../../tests/factories';

/** A stored order: the factory's input with its id and times. */
const makeOrder = (overrides: Partial<Order> = {}): Order => ({
  id: 'Ord3rId0000000000001',
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
  ...makeOrderInput(),
  ...overrides,
});

/** An instant given as a time of day in Malaysia (UTC+8). */
const myt = (day: string, time = '12:00') => new Date(`${day}T${time}:00+08:00`).toISOString();

describe('the retention cutoff, in Malaysian time', () => {
  test('is the start of the Malaysian day N months before today in Malaysia', () => {
    expect(retentionCutoff(myt('2026-11-28'), 24)).toBe(myt('2024-11-28', '00:00'));
    // 23:30 on the 28th in UTC is the 29th in Malaysia already.
    expect(retentionCutoff('2026-11-28T17:30:00.000Z', 24)).toBe(myt('2024-11-29', '00:00'));
    // The 31st goes back to the last day of a shorter month.
    expect(retentionCutoff(myt('2026-03-31'), 1)).toBe(myt('2026-02-28', '00:00'));
    expect(retentionCutoff(myt('2024-03-31'), 1)).toBe(myt('2024-02-29', '00:00'));
    expect(retentionCutoff(myt('2026-01-15'), 13)).toBe(myt('2024-12-15', '00:00'));
  });

  test('keeps a record closed N months less a day ago and sweeps one closed a day more, for any N and day', () => {
    const day = fc
      .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString());
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 120 }), (now, months) => {
        const cutoff = Date.parse(retentionCutoff(now, months));
        const DAY = 86_400_000;
        const closedAt = (at: number) =>
          ({
            kind: 'order',
            status: 'delivered',
            customerName: 'Aminah',
            updatedAt: new Date(at).toISOString(),
          }) as const;
        // Closed late on the day after the cutoff's day: N months less a day ago, kept.
        expect(isPastRetention(closedAt(cutoff + DAY + 1), new Date(cutoff).toISOString())).toBe(false);
        // Closed on the day before: a day more than N months, swept.
        expect(isPastRetention(closedAt(cutoff - 1), new Date(cutoff).toISOString())).toBe(true);
        expect(isPastRetention(closedAt(cutoff - DAY), new Date(cutoff).toISOString())).toBe(true);
      }),
    );
  });

  test('never sweeps an open record, nor one already erased', () => {
    const cutoff = myt('2026-01-01', '00:00');
    const old = myt('2015-01-01');
    for (const status of ['pending', 'confirmed', 'processing', 'shipped'] as const) {
      expect(isPastRetention({ kind: 'order', status, customerName: 'A', updatedAt: old }, cutoff), status).toBe(false);
    }
    for (const status of [
      'received',
      'diagnosing',
      'awaitingApproval',
      'awaitingParts',
      'repairing',
      'ready',
    ] as const) {
      expect(isPastRetention({ kind: 'repair', status, customerName: 'A', updatedAt: old }, cutoff), status).toBe(
        false,
      );
    }
    for (const status of ['collected', 'cancelled', 'returnedUnrepaired'] as const) {
      expect(isPastRetention({ kind: 'repair', status, customerName: 'A', updatedAt: old }, cutoff), status).toBe(true);
    }
    expect(
      isPastRetention({ kind: 'order', status: 'cancelled', customerName: ERASED_NAME, updatedAt: old }, cutoff),
    ).toBe(false);
  });
});

describe('a person', () => {
  test('is found by their phone in any spelling, or by their name as written', () => {
    const order = makeOrder({ customerName: 'Siti Nurhaliza  binti Tarudin', customerPhone: '+60123456789' });
    for (const phone of ['012-345 6789', '+60 12 345 6789', '60123456789', '0123456789', '(012) 345-6789']) {
      expect(isPerson(order, { phone }), phone).toBe(true);
    }
    expect(isPerson(order, { phone: '012-345 6788' })).toBe(false);
    expect(isPerson(order, { name: 'siti nurhaliza binti tarudin' })).toBe(true);
    expect(isPerson(order, { name: 'Siti' })).toBe(false);
    expect(isPerson({ ...order, ...ERASED_ORDER }, { name: ERASED_NAME })).toBe(false);
  });

  test('is found by any spelling of their number, and no other number finds them', () => {
    fc.assert(
      fc.property(
        malaysianNationalNumber().chain((national) => fc.tuple(fc.constant(national), phoneSpelling(national))),
        malaysianNationalNumber(),
        ([national, spelling], other) => {
          const order = makeOrder({ customerPhone: `+60${national}` });
          expect(isPerson(order, { phone: spelling })).toBe(true);
          expect(PersonQuerySchema.safeParse({ phone: spelling }).success).toBe(true);
          if (other !== national) expect(isPerson(order, { phone: `0${other}` })).toBe(false);
        },
      ),
    );
  });

  test('a phone search with letters, too short, or with both or neither is refused', () => {
    const fields = (value: unknown) => {
      const result = validate(PersonQuerySchema, value, 'person');
      return result.ok ? {} : result.fields;
    };
    expect(fields({ phone: '012-345 6789' })).toEqual({});
    expect(fields({ name: 'Aminah' })).toEqual({});
    expect(fields({ phone: '012-ABC-6789' })).toEqual({ phone: 'phone' });
    expect(fields({ phone: '12345' })).toEqual({ phone: 'phone' });
    expect(fields({})).toEqual({ name: 'required' });
    expect(fields({ phone: '0123456789', name: 'Aminah' })).toEqual({ phone: 'required' });
  });

  test('a correction keeps the phone in E.164 and refuses one that is no Malaysian number', () => {
    expect(PersonCorrectionSchema.parse({ phone: '012-345 6789' })).toEqual({ phone: '+60123456789' });
    expect(validate(PersonCorrectionSchema, { phone: 'two' }, 'c')).toMatchObject({
      ok: false,
      fields: { phone: 'phone' },
    });
    expect(validate(PersonCorrectionSchema, {}, 'c')).toMatchObject({ ok: false, fields: { name: 'required' } });
  });

  test('an erasure leaves a job its number, machine, money, status and history, without name, phone, serial or photos', () => {
    const job = makeRepairJob({ photos: ['/uploads/repairs/x_0_a.jpg'] });
    const erased = erasedRepair(job);
    expect(erased).toEqual({
      ...job,
      customerName: ERASED_NAME,
      customerPhone: '',
      machine: { ...job.machine, serial: '' },
      photos: [],
    });
  });

  test('an erasure changes exactly the fields the table names personal', () => {
    const job = makeRepairJob({ photos: ['/uploads/repairs/x_0_a.jpg'] });
    const changed = flattenRecord(erasedRepair(job))
      .filter(([path, value]) => {
        const before = flattenRecord(job).find(([other]) => other.join('.') === path.join('.'));
        return before?.[1] !== value;
      })
      .map(([path]) => path.join('.').replace(/\.\d+$/, ''));
    const photoPaths = flattenRecord(job)
      .filter(([path]) => path[0] === 'photos')
      .map(() => 'photos');
    expect(new Set([...changed, ...photoPaths])).toEqual(new Set(REPAIR_PERSONAL_FIELDS));
  });

  test('open records are counted apart: an erasure waits for them', () => {
    const records = {
      orders: [makeOrder({ status: 'pending' }), makeOrder({ status: 'delivered' })],
      repairs: [makeRepairJob({ status: 'ready' }), makeRepairJob({ status: 'collected' })],
    };
    expect(openRecords(records)).toEqual({ orders: 1, repairs: 1 });
  });
});

describe("a person's copy", () => {
  test('holds every field of every record, with the formula guard, in the admin’s language', () => {
    const order = makeOrder({ customerName: '=HYPERLINK("x")', notes: 'Leave at the gate' });
    const job = makeRepairJob({ photos: ['/uploads/repairs/x_0_plate.jpg'] });
    for (const language of ['en', 'ms'] as const) {
      const labels = personalDataCopyLabels(language);
      const file = copyCsvHeader(labels) + orderCopyCsv(order, labels) + repairCopyCsv(job, labels);
      expect(file.startsWith('\uFEFF')).toBe(true);
      expect(file).toContain(`'=HYPERLINK`);
      expect(file).toContain('Leave at the gate');
      expect(file).toContain('/uploads/repairs/x_0_plate.jpg');
      expect(file).toContain(job.machine.serial);
      expect(file.split('\r\n')[0]).toBe(`\uFEFF${COPY_COLUMNS.map((column) => labels.columns[column]).join(',')}`);
      // One line per leaf of each record.
      const lines = file.trimEnd().split('\r\n').length - 1;
      expect(lines).toBe(flattenRecord(order).length + flattenRecord(job).length);
    }
    expect(orderCopyCsv(order, personalDataCopyLabels('ms'))).toContain('Pesanan');
  });

  test('names every field of an order and a job in both languages, a job’s from the table of repair fields', () => {
    expect(new Set(REPAIR_COPY_KEYS)).toEqual(new Set([...REPAIR_RECORD_KEYS, ...DERIVED_REPAIR_KEYS]));
    expect(new Set(Object.keys(makeRepairJob()))).toEqual(new Set(REPAIR_COPY_KEYS));
    for (const language of ['en', 'ms'] as const) {
      const { fields } = personalDataCopyLabels(language);
      for (const key of [...Object.keys(makeOrder()), ...REPAIR_COPY_KEYS]) {
        expect(fields[key], `${language}: ${key}`).toBeTruthy();
      }
      // A repair keeps no deposit since issue 38: it is a payment.
      expect(fields, language).not.toHaveProperty('deposit');
    }
  });

  test('holds the lines of a quote, the payments with their notes and the warranty links, amounts in sen as RM', () => {
    const job = makeRepairJob({
      status: 'collected',
      quote: {
        version: 2,
        lines: [{ kind: 'part', description: 'Rectifier board', quantity: 2, unitPrice: 12550, productId: null }],
        serviceTaxRate: 0,
        totals: { parts: 25100, labour: 0, subtotal: 25100, serviceTax: 0, total: 25100 },
        note: '',
        quotedAt: '2025-01-03T02:00:00.000Z',
        answer: 'approved',
        answeredAt: '2025-01-03T05:00:00.000Z',
      },
      payments: [
        {
          id: '0',
          kind: 'payment',
          amount: 125050,
          method: 'cash',
          date: '2025-01-02',
          note: 'Deposit at the counter',
          recordedAt: '2025-01-02T02:00:00.000Z',
          recordedBy: 'owner@example.com',
          voided: null,
        },
      ],
      claimOf: { id: 'job000', number: 'R-2024-0099' },
      claims: [{ id: 'job456', number: 'R-2025-0040' }],
    });
    const file = repairCopyCsv(job, personalDataCopyLabels('en'));
    expect(file).toContain('Rectifier board');
    expect(file).toContain('Deposit at the counter');
    expect(file).toContain('R-2024-0099');
    expect(file).toContain('R-2025-0040');
    expect(file).toContain('"RM 1,250.50"');
    expect(file).toContain('RM 125.50');
    expect(file).toContain('RM 80.00');
    expect(file).not.toMatch(/,125050\r?$/m);
    expect(isRepairSenPath(['money', 'balance'])).toBe(true);
    expect(isRepairSenPath(['quote', 'lines', '1', 'quantity'])).toBe(false);
    expect(isRepairSenPath(['warrantyDays'])).toBe(false);
    expect(file.trimEnd().split('\r\n')).toHaveLength(flattenRecord(job).length);
  });
});

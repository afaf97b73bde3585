import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  ERASED_NAME,
  ERASED_ORDER,
  PersonCorrectionSchema,
  PersonQuerySchema,
  REPAIR_PERSONAL_FIELDS,
  eraseRecords,
  erasedRepair,
  findPeople,
  isErased,
  isPastRetention,
  isPerson,
  openRecords,
  pickOrRefuse,
  retentionCutoff,
  sweepRecords,
} from './personal-data';
import { RepairPhoneSchema } from './repair-schema';
import type { RepairJob } from './repair';
import {
  COPY_COLUMNS,
  REPAIR_COPY_KEYS,
  copyCsvHeader,
  flattenRecord,
  isRepairSenPath,
  orderCopy,
  orderCopyCsv,
  repairCopy,
  repairCopyCsv,
} from './personal-data-copy';
import { DERIVED_REPAIR_KEYS, REPAIR_RECORD_KEYS } from './repair-fields';
import { personalDataCopyLabels } from '@/i18n/personal-data-labels';
import { validate } from './validation';
import type { Order } from './order';
import {
  makeOrderInput,
  makeRepairJob,
  makeRepairQuote,
  malaysianNationalNumber,
  phoneSpelling,
} from '../../tests/factories';

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
          ({ kind: 'order', ...makeOrder({ status: 'delivered', updatedAt: new Date(at).toISOString() }) }) as const;
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
    const order = (status: Order['status'], overrides: Partial<Order> = {}) =>
      ({ kind: 'order', ...makeOrder({ status, updatedAt: old, ...overrides }) }) as const;
    const job = (status: RepairJob['status']) =>
      ({ kind: 'repair', ...makeRepairJob({ status, updatedAt: old }) }) as const;
    for (const status of ['pending', 'confirmed', 'processing', 'shipped'] as const) {
      expect(isPastRetention(order(status), cutoff), status).toBe(false);
    }
    for (const status of [
      'received',
      'diagnosing',
      'awaitingApproval',
      'awaitingParts',
      'repairing',
      'ready',
    ] as const) {
      expect(isPastRetention(job(status), cutoff), status).toBe(false);
    }
    for (const status of ['collected', 'cancelled', 'returnedUnrepaired'] as const) {
      expect(isPastRetention(job(status), cutoff), status).toBe(true);
    }
    expect(isPastRetention(order('cancelled', ERASED_ORDER), cutoff)).toBe(false);
  });

  test('never sweeps a collected job under warranty: its retention counts from the warranty’s last day', () => {
    const now = myt('2026-12-01');
    const months = 24;
    // Collected long ago with a warranty to 2026-12-31: under warranty today, so kept.
    const underWarranty = makeRepairJob({
      status: 'collected',
      updatedAt: myt('2020-01-01'),
      collectedAt: myt('2020-01-01'),
      warrantyEndsOn: '2026-12-31',
    });
    // Its warranty ended 2024-11-29: 24 months from then is 2026-11-29, so it is swept on 2026-12-01.
    const ended = { ...underWarranty, id: 'ended', warrantyEndsOn: '2024-11-29' };
    // Its warranty ended 2024-12-05: kept until 24 months after that.
    const endedLater = { ...underWarranty, id: 'later', warrantyEndsOn: '2024-12-05' };
    const plan = sweepRecords(
      { orders: [], repairs: [underWarranty, ended, endedLater] },
      () => undefined,
      now,
      months,
    );
    expect(plan.next.repairs.map((swept) => swept.id)).toEqual(['ended']);
  });

  test('never sweeps a job with a warranty claim still open, and sweeps it once the claim is closed', () => {
    const now = myt('2026-12-01');
    const first = makeRepairJob({
      status: 'collected',
      updatedAt: myt('2020-01-01'),
      claims: [{ id: 'claim1', number: 'R-2020-0002' }],
    });
    const open = sweepRecords({ orders: [], repairs: [first] }, () => 'diagnosing', now, 24);
    expect(open.next.repairs).toEqual([]);
    const closed = sweepRecords({ orders: [], repairs: [first] }, () => 'collected', now, 24);
    expect(closed.next.repairs.map((job) => job.id)).toEqual([first.id]);
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

  test('a foreign number matches only itself, never the Malaysian number of the same digits', () => {
    const malaysian = makeOrder({ customerPhone: '+60323456789' });
    const belgian = makeOrder({ customerPhone: '+323456789' });
    expect(isPerson(malaysian, { phone: '+32 3 456 789' })).toBe(false);
    expect(isPerson(belgian, { phone: '+32 3 456 789' })).toBe(true);
    expect(isPerson(belgian, { phone: '0032 3 456 789' })).toBe(true);
    expect(isPerson(belgian, { phone: '03-2345 6789' })).toBe(false);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 998 }).filter((country) => country !== 60),
        fc.stringMatching(/^[1-9]\d{6,10}$/),
        malaysianNationalNumber(),
        (country, rest, national) => {
          const foreign = `+${country}${rest}`;
          expect(isPerson(makeOrder({ customerPhone: `+60${national}` }), { phone: foreign }), foreign).toBe(false);
          expect(isPerson(makeOrder({ customerPhone: foreign }), { phone: `0${national}` }), foreign).toBe(false);
          expect(isPerson(makeOrder({ customerPhone: foreign }), { phone: foreign }), foreign).toBe(true);
        },
      ),
    );
  });

  test('two people who share a phone are two people, each with their own orders and repairs', () => {
    const phone = '+60123456789';
    const aminah = makeOrder({ id: 'order-aminah', customerName: 'Aminah binti Ali', customerPhone: phone });
    const ali = makeRepairJob({ id: 'job-ali', customerName: 'Ali bin Abu', customerPhone: phone });
    const aliAgain = makeOrder({ id: 'order-ali', customerName: 'ALI  bin abu', customerPhone: '012-345 6789' });
    const people = findPeople({ orders: [aminah, aliAgain], repairs: [ali] }, { phone: '012 345 6789' });
    expect(people.map((person) => [person.orders.map((o) => o.id), person.repairs.map((j) => j.id)])).toEqual(
      expect.arrayContaining([
        [['order-aminah'], []],
        [['order-ali'], ['job-ali']],
      ]),
    );
    expect(people).toHaveLength(2);
  });

  test('two people whose names differ only in case and spacing, on two phones, are two people', () => {
    const one = makeOrder({ id: 'one', customerName: 'Tan Ah Kow', customerPhone: '+60198887777' });
    const other = makeRepairJob({ id: 'other', customerName: 'tan  ah\u00a0KOW', customerPhone: '+60123456789' });
    const people = findPeople({ orders: [one], repairs: [other] }, { name: 'TAN AH KOW' });
    expect(people.map((person) => person.phone).sort()).toEqual(['+60123456789', '+60198887777']);
    expect(people.every((person) => person.orders.length + person.repairs.length === 1)).toBe(true);
  });

  test('a pick names only the person’s own records, whatever ids are sent, and refuses a pick of nobody', () => {
    const phone = '+60123456789';
    const records = {
      orders: [makeOrder({ id: 'hers', customerName: 'Aminah', customerPhone: phone })],
      repairs: [
        makeRepairJob({ id: 'his', customerName: 'Ali', customerPhone: phone }),
        makeRepairJob({ id: 'hers-too', customerName: 'aminah', customerPhone: '012-345 6789' }),
      ],
    };
    const picked = pickOrRefuse(records, { name: 'Aminah', phone, repairs: ['his', 'hers-too'] });
    expect(picked).toMatchObject({ orders: [{ id: 'hers' }], repairs: [{ id: 'hers-too' }] });
    expect(pickOrRefuse(records, { name: 'Aminah', phone, orders: [], repairs: ['his'] })).toEqual({
      refused: { code: 'notFound' },
    });
    expect(pickOrRefuse(records, { name: 'Siti', phone })).toEqual({ refused: { code: 'notFound' } });
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

  test('a correction keeps the phone in E.164 and refuses one that is no phone number', () => {
    expect(PersonCorrectionSchema.parse({ phone: '012-345 6789' })).toEqual({ phone: '+60123456789' });
    expect(validate(PersonCorrectionSchema, { phone: 'two' }, 'c')).toMatchObject({
      ok: false,
      fields: { phone: 'phone' },
    });
    expect(validate(PersonCorrectionSchema, {}, 'c')).toMatchObject({ ok: false, fields: { name: 'required' } });
  });

  test('a correction takes every phone that repair intake takes, a foreign one with its country code too', () => {
    expect(PersonCorrectionSchema.parse({ phone: '+65 6123 4567' })).toEqual({ phone: '+6561234567' });
    fc.assert(
      fc.property(fc.stringMatching(/^\+?[0-9 ()-]{0,20}$/), (phone) => {
        const intake = RepairPhoneSchema.safeParse(phone);
        const correction = PersonCorrectionSchema.safeParse({ phone });
        expect(correction.success, phone).toBe(intake.success);
        if (intake.success && correction.success) expect(correction.data.phone).toBe(intake.data);
      }),
    );
  });

  test('a correction refuses a name made only of punctuation, dashes or invisible characters', () => {
    for (const name of ['—', '-', '...', '–––', '\u2800', '\u3164', '\u200b', '( )', ERASED_NAME]) {
      expect(validate(PersonCorrectionSchema, { name }, 'c'), JSON.stringify(name)).toMatchObject({
        ok: false,
        fields: { name: expect.stringMatching(/^(name|required)$/) },
      });
    }
    expect(PersonCorrectionSchema.parse({ name: '陈大文' })).toEqual({ name: '陈大文' });
  });

  test('an erasure leaves a job its number, machine, money, status and history, and empties what was typed', () => {
    const job = makeRepairJob({
      photos: ['/uploads/repairs/x_0_a.jpg'],
      fault: 'Call Ahmad on 012-999 1111',
      accessories: 'Ahmad’s torch',
      history: [{ kind: 'status', at: '2025-01-01T00:00:00.000Z', status: 'received', note: 'Ahmad will call' }],
      payments: [
        {
          id: '0',
          amount: 5000,
          method: 'cash',
          date: '2025-01-02',
          note: 'Paid by Ahmad’s son',
          recordedAt: '2025-01-02T02:00:00.000Z',
          recordedBy: 'owner@example.com',
          voided: { at: '2025-01-03T02:00:00.000Z', by: 'owner@example.com', reason: 'Ahmad asked' },
        },
      ],
    });
    const erased = erasedRepair(job);
    expect(erased).toEqual({
      ...job,
      customerName: ERASED_NAME,
      customerPhone: '',
      machine: { ...job.machine, serial: '' },
      photos: [],
      fault: ERASED_NAME,
      accessories: '',
      history: [{ ...job.history[0], note: '' }],
      payments: [{ ...job.payments[0], note: '', voided: { ...job.payments[0]!.voided, reason: '' } }],
    });
    expect(JSON.stringify(erased)).not.toContain('Ahmad');
    expect(isErased(erased)).toBe(true);
  });

  test('an erasure of records of which one is open is refused with the open counts', () => {
    const records = { orders: [makeOrder({ status: 'delivered' })], repairs: [makeRepairJob({ status: 'ready' })] };
    expect(eraseRecords(records)).toEqual({ refused: { code: 'openRecords', params: { orders: 0, repairs: 1 } } });
  });

  test('a record named "—" with a phone is no erased one: it is found, and can be erased', () => {
    const typed = makeOrder({ customerName: '—', customerPhone: '+60123456789' });
    expect(isErased(typed)).toBe(false);
    expect(isPerson(typed, { phone: '0123456789' })).toBe(true);
  });

  test('an erasure changes exactly the fields the table names personal', () => {
    const job = makeRepairJob({
      photos: ['/uploads/repairs/x_0_a.jpg'],
      quote: { ...makeRepairQuote(5000), note: 'For Ahmad' },
      history: [{ kind: 'status', at: '2025-01-01T00:00:00.000Z', status: 'received', note: 'Ahmad will call' }],
      payments: [
        {
          id: '0',
          amount: 5000,
          method: 'cash',
          date: '2025-01-02',
          note: 'Paid by Ahmad',
          recordedAt: '2025-01-02T02:00:00.000Z',
          recordedBy: 'owner@example.com',
          voided: null,
        },
      ],
    });
    const before = new Map(flattenRecord(job).map(([path, value]) => [path.join('.'), value]));
    const field = (path: string[]) => (path[0] === 'machine' ? path.slice(0, 2).join('.') : path[0]!);
    const changed = flattenRecord(erasedRepair(job))
      .filter(([path, value]) => before.get(path.join('.')) !== value)
      .map(([path]) => field(path));
    expect(new Set([...changed, 'photos'])).toEqual(new Set(REPAIR_PERSONAL_FIELDS));
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
      // One line per leaf of each record as the copy holds it.
      const lines = file.trimEnd().split('\r\n').length - 1;
      const { number: _number, ...orderFields } = orderCopy(order);
      expect(lines).toBe(flattenRecord(orderFields).length + flattenRecord(repairCopy(job)).length);
    }
    expect(orderCopyCsv(order, personalDataCopyLabels('ms'))).toContain('Pesanan');
  });

  test('names every field of an order and a job in both languages, a job’s from the table of repair fields', () => {
    expect(new Set(REPAIR_COPY_KEYS)).toEqual(
      new Set([...REPAIR_RECORD_KEYS, ...DERIVED_REPAIR_KEYS].filter((key) => key !== 'id' && key !== 'token')),
    );
    expect(new Set(Object.keys(makeRepairJob()))).toEqual(new Set([...REPAIR_COPY_KEYS, 'id', 'token']));
    for (const language of ['en', 'ms'] as const) {
      const { fields } = personalDataCopyLabels(language);
      for (const key of [...Object.keys(orderCopy(makeOrder())), ...REPAIR_COPY_KEYS]) {
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
    expect(file.trimEnd().split('\r\n')).toHaveLength(flattenRecord(repairCopy(job)).length);
  });

  test('holds no admin’s e-mail, no store id and no status link key, as JSON and as CSV', () => {
    const job = makeRepairJob({
      payments: [
        {
          id: '0',
          amount: 5000,
          method: 'duitnow',
          date: '2025-01-02',
          note: '',
          recordedAt: '2025-01-02T02:00:00.000Z',
          recordedBy: 'owner@example.com',
          voided: { at: '2025-01-03T02:00:00.000Z', by: 'helper@example.com', reason: 'twice' },
        },
      ],
      claims: [{ id: 'internalClaimId', number: 'R-2025-0040' }],
    });
    const order = makeOrder();
    for (const language of ['en', 'ms'] as const) {
      const text =
        JSON.stringify([orderCopy(order), repairCopy(job)]) +
        orderCopyCsv(order, personalDataCopyLabels(language)) +
        repairCopyCsv(job, personalDataCopyLabels(language));
      for (const secret of [
        'owner@example.com',
        'helper@example.com',
        job.token,
        job.id,
        order.id,
        'internalClaimId',
      ]) {
        expect(text, `${language}: ${secret}`).not.toContain(secret);
      }
      expect(text).toContain('R-2025-0040');
    }
  });

  test('names nested parts and the code’s words in the admin’s language', () => {
    const job = makeRepairJob({
      status: 'collected',
      quote: makeRepairQuote(5000),
      payments: [
        {
          id: '0',
          amount: 5000,
          method: 'bankTransfer',
          date: '2025-01-02',
          note: '',
          recordedAt: '2025-01-02T02:00:00.000Z',
          recordedBy: 'owner@example.com',
          voided: null,
        },
      ],
    });
    const ms = repairCopyCsv(job, personalDataCopyLabels('ms'));
    expect(ms).toContain('Bayaran 1: Cara bayaran,Pindahan bank');
    expect(ms).toContain('Mesin: No. siri');
    expect(ms).toContain('Status,Telah diambil');
    expect(ms).toContain('Bahasa,Bahasa Melayu');
    expect(ms).not.toMatch(/,(bankTransfer|collected|received)\r?$/m);
    const en = repairCopyCsv(job, personalDataCopyLabels('en'));
    expect(en).toContain('Payments 1: Paid by,Bank transfer');
    expect(en).toContain('Status,Collected');
    // Every nested part of a job with everything filled in has its name in both languages.
    for (const language of ['en', 'ms'] as const) {
      const { parts } = personalDataCopyLabels(language);
      const keys = flattenRecord(repairCopy(job)).flatMap(([path]) => path.slice(1).filter((p) => !/^\d+$/.test(p)));
      for (const key of keys) expect(parts[key], `${language}: ${key}`).toBeTruthy();
    }
  });
});

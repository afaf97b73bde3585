import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { makeRepairJob } from '../../tests/factories';
import {
  CLOSED_REPAIR_STATUSES,
  REPAIR_MOVES,
  REPAIR_STATUSES,
  REPAIR_TOKEN_BYTES,
  canAnswerQuote,
  canMoveRepair,
  firstName,
  formatRepairNumber,
  isOpenRepair,
  isOverdue,
  isRepairStatus,
  isRepairToken,
  malaysianDay,
  malaysianYear,
  newRepairToken,
  parseRepairNumber,
  repairStatusView,
  type RepairStatus,
  type RepairQuote,
} from './repair';

const status = fc.constantFrom(...REPAIR_STATUSES);
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function base64url(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64url');
}

describe('the moves between statuses', () => {
  test('every pair of statuses is allowed exactly when REPAIR_MOVES lists it', () => {
    fc.assert(
      fc.property(status, status, (from, to) => {
        expect(canMoveRepair(from, to)).toBe((REPAIR_MOVES[from] as readonly RepairStatus[]).includes(to));
      }),
    );
    // The property above covers each of the 81 pairs many times over; this counts them, so that a table that
    // grew a status without moves would show.
    const allowed = REPAIR_STATUSES.flatMap((from) => REPAIR_STATUSES.filter((to) => canMoveRepair(from, to)));
    expect(allowed).toHaveLength(19);
  });

  test('a closed job has no move at all, and an open one has at least one', () => {
    for (const from of REPAIR_STATUSES) {
      const moves = REPAIR_STATUSES.filter((to) => canMoveRepair(from, to));
      expect(moves.length === 0, from).toBe(!isOpenRepair(from));
    }
    for (const closed of CLOSED_REPAIR_STATUSES) expect(REPAIR_MOVES[closed]).toEqual([]);
  });

  test('nothing goes back from collected: not to repairing, nor anywhere', () => {
    expect(canMoveRepair('collected', 'repairing')).toBe(false);
    fc.assert(
      fc.property(status, (to) => {
        expect(canMoveRepair('collected', to)).toBe(false);
      }),
    );
  });

  test('no status moves to itself, and received is never a destination: it is where a job begins', () => {
    fc.assert(
      fc.property(status, (from) => {
        expect(canMoveRepair(from, from)).toBe(false);
        expect(canMoveRepair(from, 'received')).toBe(false);
      }),
    );
  });

  test('every status can be reached from received, and every open one can reach a closed one', () => {
    const reachable = (start: RepairStatus) => {
      const seen = new Set<RepairStatus>([start]);
      const queue = [start];
      while (queue.length > 0) {
        for (const next of REPAIR_MOVES[queue.shift()!] as readonly RepairStatus[]) {
          if (seen.has(next)) continue;
          seen.add(next);
          queue.push(next);
        }
      }
      return seen;
    };
    expect([...reachable('received')].sort()).toEqual([...REPAIR_STATUSES].sort());
    for (const open of REPAIR_STATUSES.filter(isOpenRepair)) {
      expect(
        [...reachable(open)].some((reached) => !isOpenRepair(reached)),
        open,
      ).toBe(true);
    }
  });

  test('a status is one of the list, nothing else', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), (value) => {
        expect(isRepairStatus(value)).toBe((REPAIR_STATUSES as readonly unknown[]).includes(value));
      }),
    );
    for (const value of REPAIR_STATUSES) expect(isRepairStatus(value)).toBe(true);
  });
});

describe('the status link’s token', () => {
  test('1,000 new tokens are all different, 22 characters long, and all of a token’s form', () => {
    const tokens = Array.from({ length: 1_000 }, () => newRepairToken());
    expect(new Set(tokens).size).toBe(1_000);
    for (const token of tokens) {
      expect(token).toHaveLength(22);
      expect(isRepairToken(token), token).toBe(true);
    }
  });

  test('carries 128 bits: it decodes to sixteen bytes, and every character of the alphabet turns up', () => {
    expect(REPAIR_TOKEN_BYTES * 8).toBe(128);
    const tokens = Array.from({ length: 1_000 }, () => newRepairToken());
    for (const token of tokens.slice(0, 50)) expect(Buffer.from(token, 'base64url')).toHaveLength(16);
    // 21 free characters a token, 21,000 draws of 64: a source that used fewer (hex, or letters only) would show.
    const seen = new Set(tokens.flatMap((token) => [...token.slice(0, 21)]));
    expect([...seen].sort()).toEqual([...BASE64URL].sort());
  });

  test('the form is exactly that of sixteen bytes in base64url: any sixteen bytes pass, and nothing else', () => {
    fc.assert(sameAsTheEncoding(isRepairToken), { numRuns: 3_000 });
  });

  test('the test above catches a pattern changed in any of its parts', () => {
    const mutants = [
      // Any last character: three in four such texts are no encoding of sixteen bytes.
      /^[A-Za-z0-9_-]{21}[A-Za-z0-9_-]$/,
      /^[A-Za-z0-9_-]{21}[AQg]$/,
      // Length, alphabet and anchors.
      /^[A-Za-z0-9_-]{20,21}[AQgw]$/,
      /^[A-Za-z0-9_-]{21,22}[AQgw]$/,
      /^[A-Za-z0-9]{21}[AQgw]$/,
      /^[A-Za-z0-9_+/-]{21}[AQgw]$/,
      /[A-Za-z0-9_-]{21}[AQgw]$/,
      /^[A-Za-z0-9_-]{21}[AQgw]/,
    ];
    for (const mutant of mutants) {
      const result = fc.check(
        sameAsTheEncoding((text) => mutant.test(text)),
        { numRuns: 3_000 },
      );
      expect(result.failed, String(mutant)).toBe(true);
    }
  });

  test('refuses what is not a token: other lengths, other characters, padding, spaces, nothing', () => {
    const token = base64url(new Uint8Array(16).fill(7));
    for (const text of [
      '',
      token.slice(0, 21),
      `${token}A`,
      `${token}==`,
      ` ${token}`,
      `${token}\n`,
      token.replace(/^./, '+'),
      token.replace(/^./, '/'),
      token.replace(/^./, '.'),
      token.replace(/.$/, 'B'),
      'R-2026-0042',
      'abcdefghijklmnopqrst',
    ]) {
      expect(isRepairToken(text), JSON.stringify(text)).toBe(false);
    }
  });
});

/** Whether a text is the one base64url encoding of sixteen bytes: the oracle a token's form is checked against. */
function encodesSixteenBytes(text: string): boolean {
  return /^[A-Za-z0-9_-]{22}$/.test(text) && base64url(Buffer.from(text, 'base64url')) === text;
}

/**
 * The property that `isToken` says yes exactly to encodings of sixteen bytes, over what comes near one: real
 * encodings, any 22 characters of the alphabet, a real one with a character changed, taken out or put in, cut or
 * padded, and any text at all.
 */
function sameAsTheEncoding(isToken: (text: string) => boolean) {
  const encoding = fc.uint8Array({ minLength: 16, maxLength: 16 }).map(base64url);
  const candidates = fc.oneof(
    encoding,
    fc.string({ unit: fc.constantFrom(...BASE64URL), minLength: 22, maxLength: 22 }),
    fc
      .tuple(encoding, fc.nat(21), fc.constantFrom(...BASE64URL, '+', '/', '=', '.', ' ', 'é', '%'))
      .map(([text, at, char]) => text.slice(0, at) + char + text.slice(at + 1)),
    fc.tuple(encoding, fc.nat(20)).map(([text, at]) => text.slice(0, at) + text.slice(at + 1)),
    fc
      .tuple(encoding, fc.nat(21), fc.constantFrom(...BASE64URL))
      .map(([text, at, char]) => text.slice(0, at) + char + text.slice(at)),
    fc
      .tuple(encoding, fc.string({ maxLength: 3 }), fc.string({ maxLength: 3 }), fc.nat(22))
      .map(([text, before, after, cut]) => before + text.slice(0, cut) + after),
    fc.string({ unit: fc.constantFrom(...BASE64URL), maxLength: 30 }),
    fc.string(),
  );
  return fc.property(candidates, (text) => {
    expect(isToken(text), JSON.stringify(text)).toBe(encodesSixteenBytes(text));
  });
}

describe('the job number', () => {
  test('is R, the year and the place in it, four digits at least, and reads back', () => {
    expect(formatRepairNumber(2026, 42)).toBe('R-2026-0042');
    expect(formatRepairNumber(2026, 10_000)).toBe('R-2026-10000');
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2999 }), fc.integer({ min: 1, max: 999_999 }), (year, sequence) => {
        expect(parseRepairNumber(formatRepairNumber(year, sequence))).toEqual({ year, sequence });
      }),
    );
    for (const text of ['R-2026-42', 'r-2026-0042', 'R-26-0042', 'R-2026-0042 ', '2026-0042', '']) {
      expect(parseRepairNumber(text), text).toBeNull();
    }
  });

  test('takes the year in Malaysia: a job logged at 7 a.m. on 1 January is the new year’s', () => {
    expect(malaysianYear('2026-12-31T15:59:59.999Z')).toBe(2026);
    expect(malaysianYear('2026-12-31T16:00:00.000Z')).toBe(2027);
    expect(malaysianYear('2026-12-31T23:00:00.000Z')).toBe(2027);
    expect(malaysianDay('2026-03-01T16:05:00.000Z')).toBe('2026-03-02');
    expect(malaysianDay('2026-03-01T15:59:00.000Z')).toBe('2026-03-01');
  });
});

describe('a job', () => {
  test('is overdue while open and promised before today in Malaysia', () => {
    const now = '2026-03-01T16:30:00.000Z'; // 2 March, 00:30 in Ipoh
    expect(isOverdue({ status: 'repairing', promisedDate: '2026-03-01' }, now)).toBe(true);
    expect(isOverdue({ status: 'repairing', promisedDate: '2026-03-02' }, now)).toBe(false);
    expect(isOverdue({ status: 'repairing', promisedDate: null }, now)).toBe(false);
    expect(isOverdue({ status: 'collected', promisedDate: '2020-01-01' }, now)).toBe(false);
  });

  test('shows its customer by the first word of their name (the whole rule: first-name.test.ts)', () => {
    expect(firstName('  Siti Nurhaliza binti Tarudin ')).toBe('Siti');
    expect(firstName('Ahmad')).toBe('A…');
    expect(firstName('')).toBe('');
  });

  test('gives its customer’s page no phone, full name, serial, photos, payment or id', () => {
    const job = makeRepairJob({
      id: 'SecretRecordId000001',
      customerName: 'Siti Nurhaliza binti Tarudin',
      customerPhone: '+60198765432',
      machine: { brand: 'Miller', model: 'Maxstar', serial: 'SERIAL-77' },
      photos: ['/uploads/repairs/SecretRecordId000001_0_plate.jpg'],
      payments: [
        {
          id: '0',
          kind: 'payment',
          amount: 2_000,
          method: 'duitnow',
          date: '2025-01-02',
          note: 'Paid by the brother',
          recordedAt: '2025-01-02T00:00:00.000Z',
          recordedBy: 'owner@example.test',
          voided: null,
        },
      ],
    });
    const view = repairStatusView(job);
    // Whatever the table of repair fields shows on the page (view-fields.test.tsx), never these.
    for (const key of ['id', 'customerName', 'customerPhone', 'photos', 'payments', 'fault', 'accessories']) {
      expect(view, key).not.toHaveProperty(key);
    }
    expect(view.machine).not.toHaveProperty('serial');
    const text = JSON.stringify(view);
    for (const secret of [
      'SecretRecordId000001',
      '198765432',
      'Nurhaliza',
      'Tarudin',
      'SERIAL-77',
      'plate.jpg',
      'Paid by the brother',
      'owner@example.test',
      'duitnow',
    ]) {
      expect(text, secret).not.toContain(secret);
    }
    expect(view).toMatchObject({ firstName: 'Siti', machine: { brand: 'Miller', model: 'Maxstar' } });
  });

  test('takes an answer only while it waits for approval and its quote has none', () => {
    const quote: RepairQuote = {
      version: 1,
      lines: [{ kind: 'labour', description: 'Service', quantity: 1, unitPrice: 35_000, productId: null }],
      serviceTaxRate: 0,
      totals: { parts: 0, labour: 35_000, subtotal: 35_000, serviceTax: 0, total: 35_000 },
      note: '',
      quotedAt: '2026-01-01T00:00:00Z',
      answer: null,
      answeredAt: null,
    };
    expect(canAnswerQuote({ status: 'awaitingApproval', quote })).toBe(true);
    expect(canAnswerQuote({ status: 'awaitingApproval', quote: null })).toBe(false);
    expect(
      canAnswerQuote({
        status: 'awaitingApproval',
        quote: { ...quote, answer: 'approved', answeredAt: '2026-01-01T00:00:00Z' },
      }),
    ).toBe(false);
    fc.assert(
      fc.property(
        status.filter((s) => s !== 'awaitingApproval'),
        (other) => {
          expect(canAnswerQuote({ status: other, quote })).toBe(false);
        },
      ),
    );
  });
});

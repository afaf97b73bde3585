import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { malaysianNationalNumber, phoneSpelling } from '../../tests/factories';
import { parseRepairSearch, repairMatchesSearch } from './repair-search';

const job = { number: 'R-2026-0042', customerName: 'Nur’ain binti Ismaïl', customerPhone: '+60123456789' };

function finds(query: string, overrides: Partial<typeof job> = {}): boolean {
  const search = parseRepairSearch(query);
  return search !== null && repairMatchesSearch({ ...job, ...overrides }, search);
}

describe('a phone number', () => {
  test('finds its job however it is typed, whichever way the number is written', () => {
    fc.assert(
      fc.property(
        malaysianNationalNumber().chain((national) =>
          fc.tuple(fc.constant(national), phoneSpelling(national), phoneSpelling(national)),
        ),
        ([national, typed, other]) => {
          expect(finds(typed, { customerPhone: `+60${national}` }), typed).toBe(true);
          // Another spelling of the same number: the search reads both as the same digits.
          expect(parseRepairSearch(typed)?.phone, typed).toBe(parseRepairSearch(other)?.phone);
        },
      ),
      { numRuns: 500 },
    );
  });

  test('of another number finds no job', () => {
    fc.assert(
      fc.property(
        malaysianNationalNumber(),
        malaysianNationalNumber().chain((national) => fc.tuple(fc.constant(national), phoneSpelling(national))),
        (stored, [national, typed]) => {
          fc.pre(stored !== national && !stored.includes(national));
          expect(finds(typed, { customerPhone: `+60${stored}`, customerName: 'Lim', number: 'R-2026-0001' })).toBe(
            false,
          );
        },
      ),
    );
  });

  test('is found by a part of it from three digits on; fewer are no phone', () => {
    expect(finds('345 6789')).toBe(true);
    expect(finds('6789')).toBe(true);
    expect(parseRepairSearch('67')?.phone).toBeNull();
  });
});

describe('a job number', () => {
  test('finds its job written whole, without R, padded or not', () => {
    for (const query of [
      'R-2026-0042',
      'r-2026-0042',
      'R2026-0042',
      '2026-0042',
      '2026 - 42',
      '0042',
      '42',
      'R42',
      'r-42',
    ]) {
      expect(finds(query), query).toBe(true);
    }
  });

  test("of another year or place is not this job's", () => {
    for (const query of ['R-2025-0042', '2027-0042', '43', '0041', 'R-2026-0420']) {
      expect(finds(query, { customerPhone: '+6052541234' }), query).toBe(false);
    }
    expect(parseRepairSearch('42')?.number).toEqual({ year: null, sequence: 42 });
    expect(parseRepairSearch('R-2026-0042')?.number).toEqual({ year: 2026, sequence: 42 });
  });

  test('finds the first job of the year as R-2026-0001, 0001 and 1', () => {
    const first = { number: 'R-2026-0001', customerPhone: '+6052541234' };
    for (const query of ['R-2026-0001', '0001', '1']) expect(finds(query, first), query).toBe(true);
  });
});

describe("a customer's name", () => {
  test('is found by its words or their starts, case and accents aside, all of them', () => {
    expect(finds('ismail')).toBe(true);
    expect(finds('NUR’AIN')).toBe(true);
    expect(finds('nur isma')).toBe(true);
    expect(finds('nur rahman')).toBe(false);
  });

  test('an empty or blank query asks for nothing', () => {
    expect(parseRepairSearch('')).toBeNull();
    expect(parseRepairSearch('   ')).toBeNull();
    expect(parseRepairSearch(undefined)).toBeNull();
  });
});

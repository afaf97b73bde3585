import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, test } from 'vitest';
import { makeRepairJob, makeRepairQuote } from '../../tests/factories';
import type { RepairJob } from './repair';
import { REPAIR_FIELDS, REPAIR_FIELD_NAMES, repairFieldValue, type RepairFieldSpec } from './repair-fields';
import { adminText } from '@/i18n/admin-texts';
import { fullRepairJob } from '../../tests/full-records';
import { repairsCsvLabels } from '@/i18n/repairs-csv-labels';
import type { Language } from './limits';
import { buildRepairsCsv as buildCsv, repairsCsvFileName } from './repairs-csv';

/** The file in a language, with the admin catalogue's words. */
const buildRepairsCsv = (jobs: readonly RepairJob[], language: Language) => buildCsv(jobs, repairsCsvLabels(language));

/**
 * The header, word for word, as the file had it before its words moved into the catalogues (issue 48): English and
 * Malay only, the languages it was written in then.
 */
const HEADERS = {
  en: [
    'Job number',
    'Customer',
    'Phone',
    'Language',
    'Brand',
    'Model',
    'Serial number',
    'Fault',
    'Left with it',
    'Estimate (RM)',
    'Promised date',
    'Received',
    'Status',
    'Quote total (RM)',
    'Quote answer',
    'Paid (RM)',
    'Balance (RM)',
    'Ready',
    'Collected',
    'Warranty until',
  ],
  ms: [
    'No. kerja',
    'Pelanggan',
    'Telefon',
    'Bahasa',
    'Jenama',
    'Model',
    'No. siri',
    'Kerosakan',
    'Ditinggalkan bersama',
    'Anggaran (RM)',
    'Tarikh dijanjikan',
    'Diterima',
    'Status',
    'Jumlah sebut harga (RM)',
    'Jawapan sebut harga',
    'Dibayar (RM)',
    'Baki (RM)',
    'Siap',
    'Diambil',
    'Waranti sehingga',
  ],
} as const satisfies Record<'en' | 'ms', readonly string[]>;

/** The file read back as a spreadsheet would: the rows of cells, byte order mark aside. */
function rows(csv: string): string[][] {
  return Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
}

/** The file's jobs, each a row of cells by its column's header. */
function byColumn(csv: string): Record<string, string>[] {
  const [header = [], ...jobs] = rows(csv);
  return jobs.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? ''])));
}

/** A job collected after a quote was approved: every column has a value. */
function collectedJob(overrides: Partial<RepairJob> = {}): RepairJob {
  return makeRepairJob({
    number: 'R-2026-0042',
    createdAt: '2026-03-01T16:05:00.000Z',
    status: 'collected',
    quote: makeRepairQuote(35_000, { note: 'New fan', answer: 'approved', answeredAt: '2026-03-03T02:00:00.000Z' }),
    payments: [
      {
        id: '0',
        kind: 'payment',
        amount: 10_000,
        method: 'cash',
        date: '2026-03-02',
        note: '',
        recordedAt: '2026-03-02T01:00:00.000Z',
        recordedBy: 'owner@example.test',
        voided: null,
      },
    ],
    money: {
      quote: null,
      basis: 'approved',
      approved: 35_000,
      storageFee: 0,
      due: 35_000,
      paid: 10_000,
      balance: 25_000,
      held: 0,
      toRefund: 0,
    },
    warrantyEndsOn: '2026-06-04',
    history: [
      { kind: 'status', at: '2026-03-01T16:05:00.000Z', status: 'received', note: '' },
      {
        kind: 'status',
        at: '2026-03-02T01:00:00.000Z',
        status: 'awaitingApproval',
        note: 'New fan',
        quote: 35_000,
        version: 1,
      },
      { kind: 'answer', at: '2026-03-03T02:00:00.000Z', answer: 'approved', version: 1 },
      { kind: 'status', at: '2026-03-05T08:30:00.000Z', status: 'ready', note: '' },
      { kind: 'status', at: '2026-03-06T09:00:00.000Z', status: 'collected', note: '' },
    ],
    ...overrides,
  });
}

describe('the repairs CSV', () => {
  test('starts with a byte order mark and the header in either language, one row per job, lines ending CRLF', () => {
    for (const language of ['en', 'ms'] as const) {
      const csv = buildRepairsCsv([collectedJob(), makeRepairJob({ number: 'R-2026-0043' })], language);
      expect(csv.startsWith('\uFEFF')).toBe(true);
      expect(csv.endsWith('\r\n')).toBe(true);
      expect(csv.replace(/\r\n/g, '')).not.toContain('\n');
      const [header, ...jobs] = rows(csv);
      // Every column of before in its order and words; a column the table gains may come between them.
      expect(header!.filter((name) => (HEADERS[language] as readonly string[]).includes(name))).toEqual(
        HEADERS[language],
      );
      expect(jobs.map((row) => row[0])).toEqual(['R-2026-0042', 'R-2026-0043']);
    }
  });

  test('gives each column its value: dates in Malaysia, the phone as it is written at home, RM with two decimals', () => {
    const [english] = byColumn(buildRepairsCsv([collectedJob()], 'en'));
    expect(english).toMatchObject({
      'Job number': 'R-2026-0042',
      Customer: 'Ahmad bin Ismail',
      Phone: '012-345 6789',
      Language: 'Malay',
      Brand: 'Lincoln',
      Model: 'Invertec 200',
      'Serial number': 'SN-4471-0093',
      Fault: 'Mesin tidak hidup selepas hujan.',
      'Left with it': 'Torch, earth clamp',
      'Estimate (RM)': '80.00',
      'Promised date': '2025-01-15',
      Received: '2026-03-02 00:05',
      Status: 'Collected',
      'Quote total (RM)': '350.00',
      'Quote answer': 'Approved',
      'Paid (RM)': '100.00',
      'Balance (RM)': '250.00',
      Ready: '2026-03-05 16:30',
      Collected: '2026-03-06 17:00',
      'Warranty until': '2026-06-04',
    });
    const [malay] = byColumn(buildRepairsCsv([collectedJob()], 'ms'));
    expect(malay).toMatchObject({ Status: 'Telah diambil', Bahasa: 'Melayu', 'Jawapan sebut harga': 'Diluluskan' });
  });

  test('leaves a cell empty for what a job does not have', () => {
    const [row] = byColumn(buildRepairsCsv([makeRepairJob({ estimate: null, promisedDate: null, quote: null })], 'en'));
    for (const column of ['Estimate (RM)', 'Promised date', 'Quote total (RM)', 'Quote answer', 'Ready', 'Collected']) {
      expect(row![column], column).toBe('');
    }
    expect(row!['Warranty until']).toBe('');
  });

  test('keeps what a customer or the owner typed as text: no cell starts a formula, and every text reads back', () => {
    fc.assert(
      fc.property(
        fc.record({
          customerName: fc.string(),
          fault: fc.oneof(fc.string(), fc.constantFrom('=HYPERLINK("http://x")', '+cmd', '-1+1', '@SUM(A1)', '\t=1')),
          accessories: fc.string(),
          serial: fc.string(),
        }),
        ({ customerName, fault, accessories, serial }) => {
          const job = makeRepairJob({ customerName, fault, accessories, machine: { brand: 'B', model: 'M', serial } });
          const [row] = byColumn(buildRepairsCsv([job], 'en'));
          for (const cell of Object.values(row!)) expect(cell, cell).not.toMatch(/^[=+\-@\t\r]/);
          // A text that a spreadsheet would read as a formula carries a quote in front; any other is as typed.
          const guarded = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
          expect(row!.Customer).toBe(guarded(customerName));
          expect(row!.Fault).toBe(guarded(fault));
          expect(row!['Left with it']).toBe(guarded(accessories));
        },
      ),
      { numRuns: 300 },
    );
  });

  test('has a column for every row of the table with a header, holding the field’s value, in both languages', () => {
    for (const language of ['en', 'ms'] as const) {
      const job = fullRepairJob(language);
      const [header, row] = rows(buildRepairsCsv([job], language));
      const labels = repairsCsvLabels(language);
      for (const name of REPAIR_FIELD_NAMES) {
        const spec = REPAIR_FIELDS[name] as RepairFieldSpec;
        if (!spec.csv) continue;
        const column = header!.indexOf(adminText(language, spec.csv));
        expect(column, `${language}: the column of ${name}`).toBeGreaterThanOrEqual(0);
        const value = repairFieldValue(job, name);
        const cell = row![column]!;
        expect(cell, name).not.toBe('');
        if (spec.kind === 'text') expect(cell, name).toBe(String(value));
        if (spec.kind === 'language') expect(cell, name).toBe(labels.languages[job.language]);
      }
    }
  });

  test('is named by the day in Malaysia', () => {
    expect(repairsCsvFileName(new Date('2026-11-25T16:30:00.000Z'))).toBe('repairs-2026-11-26.csv');
  });
});

/**
 * The repair jobs as a CSV file for a spreadsheet, in the admin's language: the embedded server sends it and hosted
 * mode builds it in the browser, both with this module (quoting, formula guard and dates as orders-csv.ts).
 */
import type { Language } from './limits';
import type { LocalText } from './locales';
import { csvCell, csvDate } from './orders-csv';
import { nationalPhone } from './phone';
import type { QuoteAnswer, RepairJob } from './repair';
import { firstReached } from './repair-insights';
import { repairStatusName } from './repair-text';

export const REPAIRS_CSV_COLUMNS = {
  number: { en: 'Job number', ms: 'No. kerja' },
  received: { en: 'Received', ms: 'Diterima' },
  status: { en: 'Status', ms: 'Status' },
  customer: { en: 'Customer', ms: 'Pelanggan' },
  phone: { en: 'Phone', ms: 'Telefon' },
  language: { en: 'Language', ms: 'Bahasa' },
  brand: { en: 'Brand', ms: 'Jenama' },
  model: { en: 'Model', ms: 'Model' },
  serial: { en: 'Serial number', ms: 'No. siri' },
  fault: { en: 'Fault', ms: 'Kerosakan' },
  accessories: { en: 'Left with it', ms: 'Ditinggalkan bersama' },
  estimate: { en: 'Estimate (RM)', ms: 'Anggaran (RM)' },
  deposit: { en: 'Deposit (RM)', ms: 'Deposit (RM)' },
  quote: { en: 'Quote (RM)', ms: 'Sebut harga (RM)' },
  answer: { en: 'Quote answer', ms: 'Jawapan sebut harga' },
  promised: { en: 'Promised date', ms: 'Tarikh dijanjikan' },
  ready: { en: 'Ready', ms: 'Siap' },
  collected: { en: 'Collected', ms: 'Diambil' },
} as const satisfies Record<string, LocalText>;

const ANSWERS = {
  approved: { en: 'Approved', ms: 'Diluluskan' },
  declined: { en: 'Declined', ms: 'Ditolak' },
} as const satisfies Record<QuoteAnswer, LocalText>;

const LANGUAGE_NAMES = {
  en: { en: 'English', ms: 'Inggeris' },
  ms: { en: 'Malay', ms: 'Melayu' },
} as const satisfies Record<Language, LocalText>;

const amount = (value: number | null | undefined) => (value === null || value === undefined ? '' : value.toFixed(2));

/** The file's text: the byte order mark, the header row, then one row per job in the order given. */
export function buildRepairsCsv(jobs: readonly RepairJob[], language: Language): string {
  const header = Object.values(REPAIRS_CSV_COLUMNS)
    .map((names) => csvCell(names[language]))
    .join(',');
  const rows = jobs.map((job) => {
    const ready = firstReached(job, 'ready');
    const collected = firstReached(job, 'collected');
    const cells: Record<keyof typeof REPAIRS_CSV_COLUMNS, string> = {
      number: job.number,
      received: csvDate(job.createdAt),
      status: repairStatusName(job.status, language),
      customer: job.customerName,
      phone: nationalPhone(job.customerPhone),
      language: LANGUAGE_NAMES[job.language][language],
      brand: job.machine.brand,
      model: job.machine.model,
      serial: job.machine.serial,
      fault: job.fault,
      accessories: job.accessories,
      estimate: amount(job.estimate),
      deposit: amount(job.deposit),
      quote: amount(job.quote?.amount),
      answer: job.quote?.answer ? ANSWERS[job.quote.answer][language] : '',
      promised: job.promisedDate ?? '',
      ready: ready ? csvDate(ready) : '',
      collected: collected ? csvDate(collected) : '',
    };
    return Object.values(cells).map(csvCell).join(',');
  });
  return `\uFEFF${[header, ...rows].join('\r\n')}\r\n`;
}

/** The download's file name, e.g. `repairs-2026-11-26.csv`. */
export function repairsCsvFileName(now = new Date()): string {
  return `repairs-${csvDate(now.toISOString()).slice(0, 10)}.csv`;
}

/**
 * The words of a repair that travel outside the admin's own language: a status's name and the WhatsApp message, in
 * the customer's language (the owner may read the admin in English and message a customer in Malay). One table, as
 * CATEGORY_NAMES is, so that the admin, the status page, the CSV file and both backends say the same. The slip's
 * default terms are in repair-terms.ts, which every public page loads with the settings' defaults.
 */
import type { Language } from './limits';
import type { LocalText } from './locales';
import { formatSen, lineTotal } from './repair-money';
import { firstName, type RepairJob, type RepairStatus } from './repair';

export const REPAIR_STATUS_NAMES = {
  received: { en: 'Received', ms: 'Diterima' },
  diagnosing: { en: 'Diagnosing', ms: 'Sedang diperiksa' },
  awaitingApproval: { en: 'Waiting for approval', ms: 'Menunggu kelulusan' },
  awaitingParts: { en: 'Waiting for parts', ms: 'Menunggu alat ganti' },
  repairing: { en: 'Repairing', ms: 'Sedang dibaiki' },
  ready: { en: 'Ready for collection', ms: 'Sedia untuk diambil' },
  collected: { en: 'Collected', ms: 'Telah diambil' },
  cancelled: { en: 'Cancelled', ms: 'Dibatalkan' },
  returnedUnrepaired: { en: 'Returned unrepaired', ms: 'Dipulangkan tanpa dibaiki' },
} as const satisfies Record<RepairStatus, LocalText>;

export function repairStatusName(status: RepairStatus, language: Language): string {
  return REPAIR_STATUS_NAMES[status][language];
}

const MESSAGES = {
  en: {
    greeting: (name: string, shop: string) => `Hello${name ? ` ${name}` : ''}, this is ${shop}.`,
    status: (number: string, machine: string, status: string) =>
      `Your repair ${number} (${machine}) is now: ${status}.`,
    quote: (amount: string) => `Our quote: ${amount}. Please approve or decline it at the link below.`,
    line: (description: string, quantity: number, amount: string) => `- ${description} × ${quantity}: ${amount}`,
    tax: (rate: number, amount: string) => `- Service tax ${rate}%: ${amount}`,
    note: (note: string) => `Note: ${note}`,
    link: (link: string) => `Follow your repair here: ${link}`,
  },
  ms: {
    greeting: (name: string, shop: string) => `Salam${name ? ` ${name}` : ''}, ini ${shop}.`,
    status: (number: string, machine: string, status: string) =>
      `Status pembaikan ${number} (${machine}) anda kini: ${status}.`,
    quote: (amount: string) => `Sebut harga kami: ${amount}. Sila luluskan atau tolak melalui pautan di bawah.`,
    line: (description: string, quantity: number, amount: string) => `- ${description} × ${quantity}: ${amount}`,
    tax: (rate: number, amount: string) => `- Cukai perkhidmatan ${rate}%: ${amount}`,
    note: (note: string) => `Catatan: ${note}`,
    link: (link: string) => `Semak status pembaikan anda di sini: ${link}`,
  },
} as const satisfies Record<Language, unknown>;

/**
 * The WhatsApp message of a job's latest status, in the customer's language: who writes, the job's number and
 * machine, the status, the owner's note of that change, the quote's lines and total when the job waits for approval,
 * and the link.
 */
export function repairWhatsAppText(
  job: Pick<RepairJob, 'customerName' | 'language' | 'number' | 'machine' | 'status' | 'quote' | 'history'>,
  shopName: string,
  link: string,
): string {
  const words = MESSAGES[job.language];
  const latest = [...job.history].reverse().find((event) => event.kind === 'status');
  const lines = [
    words.greeting(firstName(job.customerName), shopName),
    words.status(
      job.number,
      `${job.machine.brand} ${job.machine.model}`.trim(),
      repairStatusName(job.status, job.language),
    ),
  ];
  if (job.status === 'awaitingApproval' && job.quote) {
    // Each line and its amount, the tax apart when charged, then the total to approve.
    const rm = (sen: number) => `RM\u00a0${formatSen(sen)}`;
    for (const line of job.quote.lines) lines.push(words.line(line.description, line.quantity, rm(lineTotal(line))));
    if (job.quote.serviceTaxRate > 0) {
      lines.push(words.tax(job.quote.serviceTaxRate / 100, rm(job.quote.totals.serviceTax)));
    }
    lines.push(words.quote(rm(job.quote.totals.total)));
  }
  if (latest && latest.note) lines.push(words.note(latest.note));
  lines.push(words.link(link));
  return lines.join('\n');
}

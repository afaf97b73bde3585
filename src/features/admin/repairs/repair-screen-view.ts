import { formatSen, lineTotal } from '@/domain/repair-money';
import { localeOf } from '@/domain/format';
import type { Language } from '@/domain/limits';
import { paths } from '@/domain/paths';
import { whatsAppDigits } from '@/domain/phone';
import { firstName, isRepairStatus, type RepairJob, type RepairStatus } from '@/domain/repair';
import { ADMIN_CATALOGUES } from '@/i18n/admin-catalogues';
import { formatMessage, type MessageValues } from '@/i18n/messages';
import { repairStatusName } from '@/i18n/names';

/**
 * The customer's status link as they open it: the status page's path on the site's own address (SITE_URL, or the
 * hosted site's address: useSiteAddress), never the address the owner's browser used (localhost, a LAN address).
 */
export function repairStatusLink(token: string, siteAddress: string): string {
  return `${siteAddress.replace(/\/+$/, '')}${paths.repair(token)}`;
}

/**
 * The wa.me link that opens a chat with the customer, the message of the job's latest status already written in
 * the customer's language (repairWhatsAppText): https://faq.whatsapp.com/5913398998672934
 */
export function repairWhatsAppHref(
  job: Pick<
    RepairJob,
    'customerName' | 'customerPhone' | 'language' | 'number' | 'machine' | 'status' | 'quote' | 'history'
  >,
  shopName: string,
  link: string,
): string {
  const text = repairWhatsAppText(job, shopName, link);
  return `https://wa.me/${whatsAppDigits(job.customerPhone)}?text=${encodeURIComponent(text)}`;
}

type MessageWords = (typeof ADMIN_CATALOGUES)[Language]['repairs']['whatsAppMessage'];

/**
 * The WhatsApp message of a job's latest status, in the customer's language whatever the admin reads (the owner may
 * read the admin in English and message a customer in Malay), from `repairs.whatsAppMessage` of that language's
 * admin catalogue: who writes, the job's number and machine, the status, the owner's note of that change, the
 * quote's lines and total when the job waits for approval, and the link.
 */
export function repairWhatsAppText(
  job: Pick<RepairJob, 'customerName' | 'language' | 'number' | 'machine' | 'status' | 'quote' | 'history'>,
  shopName: string,
  link: string,
): string {
  const words = ADMIN_CATALOGUES[job.language].repairs.whatsAppMessage;
  const say = (key: keyof MessageWords, values: MessageValues) =>
    formatMessage({ [key]: words[key] }, job.language, key, values);
  const latest = [...job.history].reverse().find((event) => event.kind === 'status');
  const name = firstName(job.customerName);
  const lines = [
    name ? say('greetingNamed', { name, shop: shopName }) : say('greeting', { shop: shopName }),
    say('status', {
      number: job.number,
      machine: `${job.machine.brand} ${job.machine.model}`.trim(),
      status: repairStatusName(job.status, job.language),
    }),
  ];
  if (job.status === 'awaitingApproval' && job.quote) {
    // Each line and its amount, the tax apart when charged, then the total to approve.
    const rm = (sen: number) => `RM\u00a0${formatSen(sen)}`;
    for (const line of job.quote.lines) {
      lines.push(say('line', { description: line.description, quantity: line.quantity, amount: rm(lineTotal(line)) }));
    }
    if (job.quote.serviceTaxRate > 0) {
      lines.push(say('tax', { rate: job.quote.serviceTaxRate / 100, amount: rm(job.quote.totals.serviceTax) }));
    }
    lines.push(say('quote', { amount: rm(job.quote.totals.total) }));
  }
  if (latest && latest.note) lines.push(say('note', { note: latest.note }));
  lines.push(say('link', { link }));
  return lines.join('\n');
}

/** A calendar day (`YYYY-MM-DD`) as people read it in the language: '3 Dec 2026', '3 Dis 2026'. */
export function formatRepairDay(day: string, language: Language): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/**
 * The day in Malaysia of a moment (ISO 8601, UTC), in the reader's language ('2 Dec 2026'): an answer given at
 * 1 am in Ipoh is dated that day, not the day before as UTC has it.
 */
export function formatMalaysianDay(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeZone: 'Asia/Kuala_Lumpur' }).format(
    date,
  );
}

/** What the list's filter names: a status, or the overdue jobs (open, past their promised date: isOverdue). */
export type RepairListFilter = RepairStatus | 'overdue';

/** The list's filter from the address (`?status=ready`, `?status=overdue`), or undefined for every job. */
export function parseRepairListFilter(value: string | null | undefined): RepairListFilter | undefined {
  return value === 'overdue' || isRepairStatus(value) ? value : undefined;
}

/** The port's query of a filter: `{ status }`, `{ overdue: true }`, or nothing for every job. */
export function repairFilterQuery(filter: RepairListFilter | undefined): { status?: RepairStatus; overdue?: true } {
  if (filter === undefined) return {};
  return filter === 'overdue' ? { overdue: true } : { status: filter };
}

/** Sen as every repair screen and paper writes money: 125050 → 'RM 1,250.50' (a no-break space after RM). */
export function formatSenRm(sen: number): string {
  const text = formatSen(sen);
  return text.startsWith('-') ? `-RM\u00a0${text.slice(1)}` : `RM\u00a0${text}`;
}

/**
 * The admin's search of the repair jobs: one box for a job number ('R-2026-0042', '2026-0042', '42'), a customer's
 * name, or a phone number as typed ('012-345 6789', '+60 12 345 6789', '3456789'). Both backends read a query with
 * this module and match with `repairMatchesSearch`, so a query finds the same jobs in either.
 */
import { nationalDigits } from './order-search';
import type { RepairJob } from './repair';
import { REPAIR_LIMITS } from './repair-schema';

export type RepairSearch = {
  /** The words of a name, folded (lower case, accents aside); every one must be in the customer's name. */
  words: string[];
  /** A phone number's national digits, or null when the query is no phone (fewer than 3 digits). */
  phone: string | null;
  /** A job number's year and sequence, either may be missing ('42': any year's 42nd job), or null. */
  number: { year: number | null; sequence: number } | null;
};

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The query as the search reads it, or null when it asks for nothing (empty or blank). */
export function parseRepairSearch(query: string | undefined): RepairSearch | null {
  const text = (query ?? '').trim().slice(0, REPAIR_LIMITS.search);
  if (!text) return null;
  const words = fold(text).split(/\s+/).filter(Boolean);
  const phoneLike = /^\+?[\d\s\-.()]+$/.test(text);
  const phone = phoneLike && text.replace(/\D/g, '').length >= 3 ? nationalDigits(text) || null : null;
  const full = /^(?:r\s*-?\s*)?(\d{4})\s*-\s*(\d{1,6})$/i.exec(text);
  const short = /^(?:r\s*-?\s*)?(\d{1,6})$/i.exec(text);
  const number = full
    ? { year: Number(full[1]), sequence: Number(full[2]) }
    : short
      ? { year: null, sequence: Number(short[1]) }
      : null;
  return { words, phone, number };
}

/** Whether a job is one the search asks for: by its number, its customer's name or phone. */
export function repairMatchesSearch(
  job: Pick<RepairJob, 'number' | 'customerName' | 'customerPhone'>,
  search: RepairSearch,
): boolean {
  if (search.number) {
    const match = /^R-(\d{4})-(\d+)$/.exec(job.number);
    if (
      match &&
      Number(match[2]) === search.number.sequence &&
      (search.number.year === null || Number(match[1]) === search.number.year)
    ) {
      return true;
    }
  }
  if (search.phone && nationalDigits(job.customerPhone).includes(search.phone)) return true;
  const name = fold(job.customerName);
  return search.words.length > 0 && search.words.every((word) => name.includes(word));
}

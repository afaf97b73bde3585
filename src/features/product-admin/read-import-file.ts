import Papa from 'papaparse';
import type { Category } from '@/domain/categories';
import {
  MAX_IMPORT_ROWS,
  isShopeeSheet,
  isSiteSheet,
  rowsFromShopeeSheet,
  rowsFromSiteSheet,
  unmatchedShopeeCategories,
  withLocalUploads,
  type ImportRow,
} from '@/domain/product-import';

/** A file as the import screen read it: its kind, its records, and the Shopee categories the admin must match. */
export type ReadFile =
  | { ok: true; format: 'site' | 'shopee'; records: Record<string, string>[]; unmatched: string[] }
  | { ok: false; problem: 'unreadable' | 'unknownFormat' | 'empty' | 'tooMany'; count?: number };

/**
 * Reads a CSV file: a spreadsheet's (comma or semicolon, with or without Excel's byte order mark, line breaks in
 * quoted cells), its first row naming the columns. Which kind of file it is, from those names.
 */
export async function readProductFile(file: File, labels: Readonly<Record<Category, string>>): Promise<ReadFile> {
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\ufeff/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
  });
  const headers = parsed.meta.fields ?? [];
  if (headers.length < 2) return { ok: false, problem: 'unreadable' };
  const format = isSiteSheet(headers) ? 'site' : isShopeeSheet(headers) ? 'shopee' : null;
  if (!format) return { ok: false, problem: 'unknownFormat' };
  const records = parsed.data;
  if (records.length === 0) return { ok: false, problem: 'empty' };
  if (records.length > MAX_IMPORT_ROWS) return { ok: false, problem: 'tooMany', count: records.length };
  return {
    ok: true,
    format,
    records,
    unmatched: format === 'shopee' ? unmatchedShopeeCategories(records, labels) : [],
  };
}

/** The file's lines to send, with the Shopee categories as the admin matched them and this site's uploads local. */
export function importRows(
  file: Extract<ReadFile, { ok: true }>,
  labels: Readonly<Record<Category, string>>,
  categories: Readonly<Record<string, Category | ''>>,
  origin: string,
): ImportRow[] {
  const rows =
    file.format === 'site' ? rowsFromSiteSheet(file.records) : rowsFromShopeeSheet(file.records, labels, categories);
  return rows.map((row) => ({ ...row, fields: withLocalUploads(row.fields, origin) }));
}

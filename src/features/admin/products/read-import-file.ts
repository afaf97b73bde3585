import Papa from 'papaparse';
import { z } from '@/domain/zod';
import { isCategory, type Category } from '@/domain/categories';
import {
  MAX_IMPORT_ROWS,
  isShopeeSheet,
  isSiteSheet,
  rowsFromShopeeSheet,
  rowsFromSiteSheet,
  unmatchedShopeeCategories,
  withImageAddresses,
  withLocalUploads,
  type ImportRow,
} from '@/domain/product-import';

/**
 * How a file's bytes were read. Spreadsheets save CSV as UTF-8 ("CSV UTF-8"), as UTF-16 with a byte order mark
 * ("Unicode text"), or, in Excel's plain "CSV (Comma delimited)" on a Windows computer in Malaysia, as Windows-1252.
 */
export type FileEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** Why a file's text was not read as a table: a quoted cell left open, or a line whose cells do not fit the header. */
export type CsvProblem = 'quote' | 'tooManyCells' | 'tooFewCells';

/** A file as the import screen read it: its kind, its records, and the Shopee categories the admin must match. */
export type ReadFile =
  | {
      ok: true;
      format: 'site' | 'shopee';
      records: Record<string, string>[];
      unmatched: string[];
      encoding: FileEncoding;
    }
  | { ok: false; problem: 'unreadable' | 'notText' | 'unknownFormat' | 'empty' }
  | { ok: false; problem: 'tooMany'; count: number }
  /** `line` counts as the preview does: the header is line 1, each record one line however many it spans. */
  | { ok: false; problem: 'csv'; csv: CsvProblem; line: number };

/**
 * The text of a file's bytes, and how it was read: a byte order mark says UTF-8 or UTF-16; otherwise UTF-8 when
 * the bytes are valid UTF-8, and Windows-1252 when they are not (every byte is a character there, so a file that is
 * not text at all shows as control characters, and is refused: null). A NUL is never in a CSV file of text.
 */
export function decodeFileBytes(bytes: Uint8Array): { text: string; encoding: FileEncoding } | null {
  const bom = (...prefix: number[]) => prefix.every((byte, index) => bytes[index] === byte);
  const decoded = (encoding: FileEncoding, fatal: boolean) =>
    // ignoreBOM: false (the default) takes a byte order mark of its own encoding out.
    new TextDecoder(encoding, { fatal }).decode(bytes);
  let result: { text: string; encoding: FileEncoding };
  if (bom(0xff, 0xfe)) result = { text: decoded('utf-16le', false), encoding: 'utf-16le' };
  else if (bom(0xfe, 0xff)) result = { text: decoded('utf-16be', false), encoding: 'utf-16be' };
  else {
    try {
      result = { text: decoded('utf-8', true), encoding: 'utf-8' };
    } catch {
      result = { text: decoded('windows-1252', false), encoding: 'windows-1252' };
      // The five bytes Windows-1252 leaves undefined, and the C1 controls no text file holds.
      if (/[\u0080-\u009f]/.test(result.text)) return null;
    }
  }
  return result.text.includes('\u0000') ? null : result;
}

/**
 * A CSV text's records (header → cell), or the first line that cannot be read as one: a quote left open would
 * otherwise run every line after it into one cell, and a line with more or fewer cells than the header has is
 * not a line of the table. Comma or semicolon, line breaks in quoted cells.
 */
export function parseCsv(
  text: string,
): { ok: true; headers: string[]; records: Record<string, string>[] } | { ok: false; csv: CsvProblem; line: number } {
  const records: Record<string, string>[] = [];
  const found: { failure?: { csv: CsvProblem; line: number }; headers: string[] } = { headers: [] };
  Papa.parse<Record<string, string>>(text.replace(/^\ufeff/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    // A record at a time, so that each error belongs to the record it was found in.
    step(result, parser) {
      found.headers = result.meta.fields ?? found.headers;
      // A file of one column has no delimiter to find: it is read as one column, and refused as no table below.
      const error = result.errors.find(({ type }) => type !== 'Delimiter');
      if (error) {
        found.failure = {
          csv: error.type === 'Quotes' ? 'quote' : error.code === 'TooManyFields' ? 'tooManyCells' : 'tooFewCells',
          line: records.length + 2,
        };
        parser.abort();
        return;
      }
      records.push(result.data);
    },
  });
  return found.failure ? { ok: false, ...found.failure } : { ok: true, headers: found.headers, records };
}

/**
 * Reads a CSV file: a spreadsheet's (comma or semicolon, with or without Excel's byte order mark, line breaks in
 * quoted cells, in UTF-8, UTF-16 or Windows-1252), its first row naming the columns. Which kind of file it is, from
 * those names.
 */
export async function readProductFile(file: File): Promise<ReadFile> {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  const decoded = decodeFileBytes(bytes);
  if (!decoded) return { ok: false, problem: 'notText' };
  const parsed = parseCsv(decoded.text);
  if (!parsed.ok) return { ok: false, problem: 'csv', csv: parsed.csv, line: parsed.line };
  const { headers, records } = parsed;
  if (headers.length < 2) return { ok: false, problem: 'unreadable' };
  const format = isSiteSheet(headers) ? 'site' : isShopeeSheet(headers) ? 'shopee' : null;
  if (!format) return { ok: false, problem: 'unknownFormat' };
  if (records.length === 0) return { ok: false, problem: 'empty' };
  if (records.length > MAX_IMPORT_ROWS) return { ok: false, problem: 'tooMany', count: records.length };
  return {
    ok: true,
    format,
    records,
    unmatched: format === 'shopee' ? unmatchedShopeeCategories(records) : [],
    encoding: decoded.encoding,
  };
}

/** The file's lines to send, with the Shopee categories as the admin matched them and this site's uploads local. */
function importRows(
  file: Extract<ReadFile, { ok: true }>,
  categories: Readonly<Record<string, Category | ''>>,
  origin: string,
): ImportRow[] {
  const rows = file.format === 'site' ? rowsFromSiteSheet(file.records) : rowsFromShopeeSheet(file.records, categories);
  return rows.map((row) => ({ ...row, fields: withLocalUploads(row.fields, origin) }));
}

/**
 * The form's file, read as it was chosen, no longer is: the screen sends no file it could not read, so it changed
 * on the computer since (a browser refuses to read a file saved again after it was chosen).
 */
export class ImportFileChanged extends Error {
  constructor(problem: string) {
    super(`The import file is no longer as it was read: ${problem}`);
    this.name = 'ImportFileChanged';
  }
}

/** The import form's entries besides its `file`: the screen names them, the route's action reads them. */
export const IMPORT_ENTRIES = { category: 'category', images: 'images' } as const;

const StoredImagesSchema = z.record(z.string(), z.string());

/**
 * The lines of the import form as its action sends them: its file read again, each Shopee category the screen
 * listed matched by its `category` entry (one each, in the order of `unmatched`), and each picture the check stored
 * (`images`: its answer's address → upload, as JSON) sent as that upload, so that applying fetches nothing twice.
 */
export async function importFormRows(file: File, formData: FormData, origin: string): Promise<ImportRow[]> {
  const read = await readProductFile(file);
  if (!read.ok) throw new ImportFileChanged(read.problem);
  const chosen = formData.getAll(IMPORT_ENTRIES.category);
  const categories = Object.fromEntries(
    read.unmatched.map((value, index) => [value, isCategory(chosen[index]) ? chosen[index] : ''] as const),
  );
  const images = formData.get(IMPORT_ENTRIES.images);
  const stored = typeof images === 'string' ? StoredImagesSchema.parse(JSON.parse(images)) : {};
  return importRows(read, categories, origin).map((row) => ({
    ...row,
    fields: withImageAddresses(row.fields, (url) => stored[url] ?? url),
  }));
}

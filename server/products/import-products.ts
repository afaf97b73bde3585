import {
  planImport,
  remoteImages,
  withImageAddresses,
  skuKeyOf,
  type ImportAnswer,
  type ImportErrors,
  type ImportFields,
  type ImportRow,
} from '@/domain/product-import';
import type { Product } from '@/domain';
import type { Db } from '../db/database';
import { createProductRepository } from '../db/products-store';
import { nowIso } from '../db/clock';
import { ImageRejectedError, storeImage } from '../uploads/images';
import { RemoteImageError, fetchRemoteImage, type RemoteImageOptions } from '../uploads/remote-image';

/**
 * An import of the catalogue from a file's lines (src/domain/product-import.ts): the pictures it names on other
 * hosts fetched and stored as uploads, the lines planned against the products as they are now, and, when applied,
 * every added and changed product written in one transaction: all of them or none.
 *
 * Fetched pictures are stored when the preview is made, so that applying it fetches nothing again: the browser
 * sends the lines back with the stored addresses (`images`). A preview never applied leaves only those uploads,
 * which no product uses, and the hourly sweep removes them after a day.
 */

export type ImportOptions = {
  db: Db;
  uploadsDir: string;
  fetch?: RemoteImageOptions;
  /** How many pictures are fetched at once. */
  concurrency?: number;
};

/** The field a picture of a line is in, for its refusal: the introduction image or an additional one. */
function imageField(fields: ImportFields, url: string): 'image' | 'additionalImages' {
  return fields.image === url ? 'image' : 'additionalImages';
}

/** The import's code for a picture that could not be taken. */
function refusalCode(error: unknown): string {
  if (error instanceof RemoteImageError) return error.code;
  if (error instanceof ImageRejectedError) return error.code;
  return 'imageFetch';
}

async function fetchImages(
  rows: readonly ImportRow[],
  options: ImportOptions,
): Promise<{ stored: Map<string, string>; errors: Map<number, ImportErrors> }> {
  // Each address once, stored under the first line and place that names it.
  const wanted = new Map<string, { line: number; slot: 'intro' | number }>();
  for (const { line, fields } of rows) {
    for (const url of remoteImages(fields)) {
      if (wanted.has(url)) continue;
      const slot = fields.image === url ? 'intro' : Math.max(0, (fields.additionalImages ?? []).indexOf(url));
      wanted.set(url, { line, slot });
    }
  }
  const stored = new Map<string, string>();
  const failed = new Map<string, string>();
  const stamp = Date.now();
  const queue = [...wanted];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [url, { line, slot }] = next;
      try {
        const { bytes, fileName } = await fetchRemoteImage(url, options.fetch);
        const image = await storeImage(options.uploadsDir, bytes, `i${stamp}l${line}`, slot, fileName);
        stored.set(url, image.url);
      } catch (error) {
        failed.set(url, refusalCode(error));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? 4, queue.length) }, worker));

  const errors = new Map<number, ImportErrors>();
  for (const { line, fields } of rows) {
    for (const url of remoteImages(fields)) {
      const code = failed.get(url);
      if (!code) continue;
      const lineErrors = errors.get(line) ?? {};
      lineErrors[imageField(fields, url)] ??= code;
      errors.set(line, lineErrors);
    }
  }
  return { stored, errors };
}

/** Previews an import, or applies it: the added and changed products written in one transaction. */
export async function importProducts(
  rows: readonly ImportRow[],
  apply: boolean,
  options: ImportOptions,
): Promise<ImportAnswer> {
  const { stored, errors } = await fetchImages(rows, options);
  const products = createProductRepository(options.db);
  const local = rows.map((row) => ({
    ...row,
    fields: withImageAddresses(row.fields, (url) => stored.get(url) ?? url),
  }));
  // Planned after the pictures arrived, against the products as they are at this moment.
  const bySku = new Map<string, Product>(products.all().map((product) => [skuKeyOf(product.sku), product]));
  const { plan, lines } = planImport(local, bySku, errors);
  if (apply) {
    const now = nowIso();
    options.db.transaction(() => {
      for (const line of lines) {
        if (line.action === 'add' && line.input) products.create(line.input, now);
        if (line.action === 'change' && line.input && line.id) products.update(line.id, line.input, now);
      }
    })();
  }
  return { ...plan, images: Object.fromEntries(stored), applied: apply };
}

import { z } from 'zod';
import {
  AdminProductQuerySchema,
  ProductInputSchema,
  ProductQuerySchema,
  addsUnshownImage,
  type ProductError,
} from '@/domain';
import { ImportRequestSchema } from '@/domain/product-import';
import { importProducts } from '../products/import-products';
import type { RemoteImageOptions } from '../uploads/remote-image';
import type { Db } from '../db/database';
import { createProductRepository, type ProductRepository } from '../db/products-store';
import { removeUnreferencedImages } from '../uploads/cleanup';
import { HttpError } from '../http/http-errors';
import { oneTimeResponse, sendCached } from '../http/response-cache';
import { LISTS_SCOPE, productScope } from '../plugins/public-responses';
import type { ApiServer } from '../http/route-schemas';
import { IdParamsSchema } from './params';

const NOT_FOUND = { params: { what: 'product' } };

export type ProductRoutesOptions = {
  db: Db;
  uploadsDir: string;
  /** How an import fetches pictures from other hosts (tests resolve names their own way). */
  remoteImages?: RemoteImageOptions;
};

/** An import of a whole catalogue: 10,000 lines of about a kilobyte each, with room. */
const IMPORT_BODY_LIMIT = 24 * 1024 * 1024;

const ImportBodySchema = ImportRequestSchema.extend({ apply: z.boolean() });

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The catalogue: public reads from the cache of public answers, the admin's writes that change it. A read is kept
 * under what its route parsed (the id, the query's values), not under its address as spelled: `/api/products/%41b`
 * and `/api/products/Ab` are one answer.
 */
export async function productRoutes(app: ApiServer, options: ProductRoutesOptions): Promise<void> {
  const { db, uploadsDir } = options;
  const products = createProductRepository(db);
  const cache = app.publicResponses;

  app.get(
    '/api/products',
    { config: { access: 'public', browserCache: 'no-cache' }, schema: { querystring: ProductQuerySchema } },
    async (request, reply) => {
      const list = () => products.listText({ ...request.query, shown: 'listed' });
      // Searches are answered afresh: visitors type endless queries, and keeping them would push the catalogue's
      // shelves out of the cache. They still go out as a cached answer does, compressed at once in this thread:
      // through the compression plugin's streams the same load gave 10 % more searches a second but a p99 of 76 ms,
      // not 52.
      const body =
        request.query.q !== undefined
          ? oneTimeResponse(list(), JSON_TYPE)
          : cache.remember(`products:${JSON.stringify(request.query)}`, LISTS_SCOPE, JSON_TYPE, list);
      return sendCached(request, reply, body);
    },
  );

  app.get(
    '/api/products/:id',
    {
      config: { access: 'public', browserCache: 'no-cache', what: { params: 'product id' } },
      schema: { params: IdParamsSchema },
    },
    async (request, reply) => {
      const { id } = request.params;
      const body = cache.remember(`product:${id}`, productScope(id), JSON_TYPE, () => {
        // A draft is not found, as a product that does not exist: visitors never learn of it.
        const product = products.getListed(id);
        if (!product) throw new HttpError(404, 'notFound', 'Product not found.', NOT_FOUND);
        return JSON.stringify(product);
      });
      return sendCached(request, reply, body);
    },
  );

  // The admin's catalogue: drafts too, a status to filter by; never kept in the cache of public answers.
  app.get(
    '/api/admin/products',
    { config: { access: 'admin' }, schema: { querystring: AdminProductQuerySchema } },
    async (request, reply) => {
      const { status, ...query } = request.query;
      return reply.type(JSON_TYPE).send(products.listText({ ...query, shown: status ?? 'all' }));
    },
  );

  // An import from a file's lines: a preview (nothing written but the pictures it fetched), or applied at once.
  app.post(
    '/api/admin/products/import',
    {
      config: { access: 'admin', what: { body: 'import' }, tooLarge: 'importTooLarge' },
      schema: { body: ImportBodySchema },
      bodyLimit: IMPORT_BODY_LIMIT,
    },
    async (request) => {
      const { rows, apply } = request.body;
      const answer = await importProducts(rows, apply, { db, uploadsDir, fetch: options.remoteImages });
      if (apply && (answer.counts.add > 0 || answer.counts.change > 0)) {
        cache.clear();
        request.audit('product.import', {
          detail: { added: String(answer.counts.add), changed: String(answer.counts.change) },
        });
      }
      return answer;
    },
  );

  app.get(
    '/api/admin/products/:id',
    { config: { access: 'admin', what: { params: 'product id' } }, schema: { params: IdParamsSchema } },
    async (request) => {
      const product = products.get(request.params.id);
      if (!product) throw new HttpError(404, 'notFound', 'Product not found.', NOT_FOUND);
      return product;
    },
  );

  app.post(
    '/api/products',
    { config: { access: 'admin', what: { body: 'product' } }, schema: { body: ProductInputSchema } },
    async (request, reply) => {
      refuseUnshownImages(request.body.additionalImages, []);
      refuseTakenSku(products, request.body.sku);
      const product = products.create(request.body);
      cache.invalidate(LISTS_SCOPE, productScope(product.id));
      request.audit('product.create', { target: product.id, detail: { name: product.name } });
      return reply.code(201).send(product);
    },
  );

  app.put(
    '/api/products/:id',
    {
      config: { access: 'admin', what: { params: 'product id', body: 'product' } },
      schema: { params: IdParamsSchema, body: ProductInputSchema },
    },
    async (request) => {
      const { id } = request.params;
      const before = products.get(id);
      if (before) refuseUnshownImages(request.body.additionalImages, before.additionalImages);
      if (before) refuseTakenSku(products, request.body.sku, id);
      const product = before && products.update(id, request.body);
      if (!before || !product) throw new HttpError(404, 'notFound', 'Product not found.', NOT_FOUND);
      cache.invalidate(LISTS_SCOPE, productScope(id));
      request.audit('product.update', { target: id, detail: { name: product.name } });
      await removeUnreferencedImages(db, uploadsDir, imagesOf(before));
      return product;
    },
  );

  app.delete(
    '/api/products/:id',
    { config: { access: 'admin', what: { params: 'product id' } }, schema: { params: IdParamsSchema } },
    async (request, reply) => {
      const { id } = request.params;
      const product = products.get(id);
      if (!product || !products.remove(id)) throw new HttpError(404, 'notFound', 'Product not found.', NOT_FOUND);
      cache.invalidate(LISTS_SCOPE, productScope(id));
      request.audit('product.delete', { target: id, detail: { name: product.name } });
      await removeUnreferencedImages(db, uploadsDir, imagesOf(product));
      return reply.code(204).send();
    },
  );
}

/** A photo the product page's gallery cannot show is refused (src/domain/product.ts, addsUnshownImage). */
function refuseUnshownImages(next: readonly string[], before: readonly string[]): void {
  if (addsUnshownImage(next, before)) {
    throw new HttpError(400, 'invalid', 'Invalid product: additionalImages: more than the product page shows', {
      fields: { additionalImages: 'tooManyImages' satisfies ProductError },
    });
  }
}

/** A SKU another product has is refused at its field: the import matches products by SKU, so two would be one. */
function refuseTakenSku(products: ProductRepository, sku: string, id?: string): void {
  if (products.skuTakenBy(sku, id)) {
    throw new HttpError(409, 'conflict', 'Another product has this SKU.', {
      fields: { sku: 'skuTaken' satisfies ProductError },
    });
  }
}

function imagesOf(product: { image: string; additionalImages: string[] }): string[] {
  return [product.image, ...product.additionalImages];
}

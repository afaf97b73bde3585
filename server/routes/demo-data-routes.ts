import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { createDemoRows } from '../db/demo-rows';
import { createProductRepository } from '../db/products-store';
import { LISTS_SCOPE, productScope } from '../plugins/public-responses';
import { removeUnreferencedImages } from '../uploads/cleanup';

/**
 * The demo catalogue and orders that a new data directory starts with: how many are left, and removing them
 * all at once when the shop goes live. Products and orders the owner made are never touched.
 */
export async function demoDataRoutes(app: FastifyInstance, options: { db: Db; uploadsDir: string }): Promise<void> {
  const { db, uploadsDir } = options;
  const demoRows = createDemoRows(db);
  const products = createProductRepository(db);

  app.get('/api/demo-data', { config: { access: 'admin' } }, async () => demoRows.count());

  app.delete('/api/demo-data', { config: { access: 'admin' } }, async () => {
    const images = demoRows.productIds().flatMap((id) => {
      const product = products.get(id);
      return product ? [product.image, ...product.additionalImages] : [];
    });
    const ids = demoRows.productIds();
    const removed = demoRows.removeAll();
    app.publicResponses.invalidate(LISTS_SCOPE, ...ids.map(productScope));
    await removeUnreferencedImages(db, uploadsDir, images);
    return removed;
  });
}

import { OrderQuerySchema, OrderStatusUpdateSchema } from '@/domain';
import { FALLBACK_LANGUAGE } from '@/domain/limits';
import {
  ManualOrderInputSchema,
  OrderExportQuerySchema,
  OrderLinesInputSchema,
  exportRange,
} from '@/domain/order-admin';
import { decideOrderLines, decideOrderStatus } from '@/domain/order-writes';
import { buildOrdersCsv, ordersCsvFileName } from '@/domain/orders-csv';
import { ordersCsvLabels } from '@/i18n/orders-csv-labels';
import { nowIso } from '../db/clock';
import type { Db } from '../db/database';
import { createOrderRepository } from '../db/orders-store';
import { createProductRepository } from '../db/products-store';
import { HttpError } from '../http/http-errors';
import { orderRefusalError, placeOrder } from '../orders/place-order';
import type { ApiServer } from '../http/route-schemas';
import { IdParamsSchema } from './params';

const NOT_FOUND = { params: { what: 'order' } };

/**
 * The admin's orders: list, count by status, export as CSV, add by hand, change the lines of a pending order,
 * change a status, delete.
 */
export async function orderRoutes(app: ApiServer, options: { db: Db }): Promise<void> {
  const { db } = options;
  const orders = createOrderRepository(db);
  const products = createProductRepository(db);

  app.get('/api/orders', { config: { access: 'admin' }, schema: { querystring: OrderQuerySchema } }, async (request) =>
    orders.list(request.query),
  );

  app.get('/api/orders/counts', { config: { access: 'admin' } }, async () => orders.countByStatus());

  app.get(
    '/api/orders/export.csv',
    { config: { access: 'admin' }, schema: { querystring: OrderExportQuerySchema } },
    async (request, reply) => {
      const query = request.query;
      const { start, end } = exportRange(query);
      const labels = ordersCsvLabels(query.language ?? FALLBACK_LANGUAGE);
      const csv = buildOrdersCsv(orders.listForExport({ status: query.status, start, end }), labels);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${ordersCsvFileName()}"`)
        .send(csv);
    },
  );

  // The owner's own order (a walk-in or a phone call): priced from the catalogue like a visitor's.
  app.post(
    '/api/orders/manual',
    { config: { access: 'admin', what: { body: 'order' } }, schema: { body: ManualOrderInputSchema } },
    async (request, reply) => reply.code(201).send(placeOrder(products, orders, request.body)),
  );

  // New lines for a pending order, priced again from the catalogue; once the order moved on, they are fixed.
  app.put(
    '/api/orders/:id/lines',
    {
      config: { access: 'admin', what: { params: 'order id', body: 'order lines' } },
      schema: { params: IdParamsSchema, body: OrderLinesInputSchema },
    },
    async (request) => {
      const { lines } = request.body;
      const changed = orders.change(request.params.id, (order) =>
        decideOrderLines(
          order,
          lines,
          lines.map((line) => products.get(line.productId)),
          nowIso(),
        ),
      );
      if (!changed) throw new HttpError(404, 'notFound', 'Order not found.', NOT_FOUND);
      if ('ok' in changed) throw orderRefusalError(changed);
      return changed.order;
    },
  );

  app.patch(
    '/api/orders/:id',
    {
      config: { access: 'admin', what: { params: 'order id', body: 'order update' } },
      schema: { params: IdParamsSchema, body: OrderStatusUpdateSchema },
    },
    async (request) => {
      const { id } = request.params;
      const { status } = request.body;
      const changed = orders.change(id, (order) => decideOrderStatus(order, status, nowIso()));
      if (!changed) throw new HttpError(404, 'notFound', 'Order not found.', NOT_FOUND);
      if ('ok' in changed) throw orderRefusalError(changed);
      request.audit('order.status', { target: id, detail: changed.audit });
      return changed.order;
    },
  );

  app.delete(
    '/api/orders/:id',
    { config: { access: 'admin', what: { params: 'order id' } }, schema: { params: IdParamsSchema } },
    async (request, reply) => {
      const { id } = request.params;
      if (!orders.remove(id)) throw new HttpError(404, 'notFound', 'Order not found.', NOT_FOUND);
      request.audit('order.delete', { target: id });
      return reply.code(204).send();
    },
  );
}

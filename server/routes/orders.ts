import type { FastifyInstance } from 'fastify';
import { OrderQuerySchema, OrderStatusUpdateSchema } from '@/domain';
import type { Db } from '../db/database';
import { createOrderRepository } from '../db/orders';
import { HttpError, parseOrThrow } from '../http-errors';
import { IdParamsSchema } from './params';

const NOT_FOUND = { params: { what: 'order' } };

/** The admin's order list: read, change a status, delete. */
export async function orderRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  const orders = createOrderRepository(options.db);

  app.get('/api/orders', { config: { access: 'admin' } }, async (request) => {
    const query = parseOrThrow(OrderQuerySchema, request.query, 'query');
    return orders.list(query);
  });

  app.patch('/api/orders/:id', { config: { access: 'admin' } }, async (request) => {
    const { id } = parseOrThrow(IdParamsSchema, request.params, 'order id');
    const { status } = parseOrThrow(OrderStatusUpdateSchema, request.body, 'order update');
    const order = orders.setStatus(id, status);
    if (!order) throw new HttpError(404, 'notFound', 'Order not found.', NOT_FOUND);
    return order;
  });

  app.delete('/api/orders/:id', { config: { access: 'admin' } }, async (request, reply) => {
    const { id } = parseOrThrow(IdParamsSchema, request.params, 'order id');
    if (!orders.remove(id)) throw new HttpError(404, 'notFound', 'Order not found.', NOT_FOUND);
    return reply.code(204).send();
  });
}

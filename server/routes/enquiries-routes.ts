import { shortOrderId } from '@/domain/format';
import type { SentEnquiry } from '@/domain/enquiry-input';
import { EnquiryInputSchema } from '@/domain/enquiry-schema';
import type { Db } from '../db/database';
import { createOrderRepository } from '../db/orders-store';
import { createProductRepository } from '../db/products-store';
import { HttpError } from '../http/http-errors';
import { createOrderLimiter, DEFAULT_ORDER_LIMIT, type OrderLimitOptions } from '../orders/order-limiter';
import { placeOrder } from '../orders/place-order';
import type { ApiServer } from '../http/route-schemas';

/**
 * A visitor's enquiry list, sent as an order (POST /api/orders). The admin's reads and changes of orders
 * are in ./orders.ts; Fastify keeps the two apart by method.
 */
type EnquiryRouteOptions = { db: Db; orderLimit?: OrderLimitOptions };

/** Twenty lines and every text at its longest fit in a few kilobytes; anything far larger is not a person's. */
const ENQUIRY_BODY_LIMIT = 16 * 1024;

export async function enquiryRoutes(app: ApiServer, options: EnquiryRouteOptions): Promise<void> {
  const products = createProductRepository(options.db);
  const orders = createOrderRepository(options.db);
  const limiter = createOrderLimiter(options.orderLimit ?? DEFAULT_ORDER_LIMIT);

  app.post(
    '/api/orders',
    {
      config: { access: 'public', what: { body: 'order' } },
      bodyLimit: ENQUIRY_BODY_LIMIT,
      schema: { body: EnquiryInputSchema },
      // Before the body is checked: an address past its limit is told so, whatever it sent.
      preValidation: async (request, reply) => {
        const wait = limiter.retryAfter(request.ip);
        if (wait > 0) {
          reply.header('Retry-After', String(wait));
          throw new HttpError(
            429,
            'throttled',
            `Too many orders from this address: try again in ${Math.ceil(wait / 60)} minutes`,
            { fields: { order: 'tooManyOrders' }, params: { retryAfter: wait } },
          );
        }
      },
    },
    async (request, reply) => {
      const order = placeOrder(products, orders, request.body);
      limiter.count(request.ip);
      const sent: SentEnquiry = {
        id: order.id,
        shortId: shortOrderId(order.id),
        items: order.items,
        total: order.total,
      };
      return reply.code(201).send(sent);
    },
  );
}

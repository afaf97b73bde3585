import type { Order } from '@/domain';
import type { OrderDetails, OrderRefusal } from '@/domain/order-writes';
import type { OrderRepository } from '../db/orders-store';
import type { ProductRepository } from '../db/products-store';
import { HttpError } from '../http/http-errors';

/**
 * Turns a visitor's enquiry or the owner's own order into a pending order, in one transaction: each line's name and
 * unit price are the catalogue's at this moment, and the total is worked out from them (decideOrderCreate, which
 * refuses a line naming no product, a draft or the service category; nothing is stored then).
 */
export function placeOrder(products: ProductRepository, orders: OrderRepository, details: OrderDetails): Order {
  const placed = orders.place(details, (id) => products.get(id));
  if ('ok' in placed) throw orderRefusalError(placed);
  return placed;
}

/** A refusal of src/domain/order-writes.ts as the API answers it: 400 invalid or 409 conflict, with every field's code. */
export function orderRefusalError(refusal: OrderRefusal): HttpError {
  return new HttpError(refusal.status, refusal.status === 409 ? 'conflict' : 'invalid', refusal.message, {
    fields: refusal.fields,
  });
}

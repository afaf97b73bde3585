import type { Order, OrderItem } from '@/domain';
import { orderTotal, priceLines, refusedLinesMessage, type EnquiryLine } from '@/domain/enquiry';
import type { ParsedEnquiry } from '@/domain/enquiry-schema';
import type { Db } from '../db/database';
import type { OrderRepository } from '../db/orders';
import type { ProductRepository } from '../db/products';
import { HttpError } from '../http-errors';

/**
 * Turns a visitor's enquiry into a pending order, in one transaction: each line's name and unit price are the
 * catalogue's at this moment, and the total is computed here. A line naming a product that is not in the
 * catalogue, or the service category (which sells nothing), refuses the whole order and stores nothing.
 */
export function placeOrder(
  db: Db,
  products: ProductRepository,
  orders: OrderRepository,
  input: Omit<ParsedEnquiry, 'website'>,
): Order {
  return db.transaction(() => {
    const items = catalogueLines(products, input.lines);
    return orders.create({
      customerName: input.customerName,
      customerEmail: input.customerEmail,
      customerPhone: input.customerPhone,
      shippingAddress: input.shippingAddress,
      notes: input.notes,
      items,
      total: orderTotal(items),
      status: 'pending',
    });
  })();
}

/**
 * The lines as order items, each with the catalogue's name and price at this moment. A line naming a product
 * that is not in the catalogue (a draft is not), or the service category, throws a 400 that names every such line.
 * A sold-out product can still be asked about.
 */
export function catalogueLines(products: ProductRepository, lines: readonly EnquiryLine[]): OrderItem[] {
  const { items, refused } = priceLines(
    lines,
    lines.map((line) => products.getListed(line.productId)),
  );
  if (Object.keys(refused).length) {
    throw new HttpError(400, 'invalid', refusedLinesMessage(refused), { fields: refused });
  }
  return items;
}

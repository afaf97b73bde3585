import { SERVICE_CATEGORY, type Order, type OrderItem } from '@/domain';
import { orderTotal, type EnquiryError, type EnquiryLine } from '@/domain/enquiry';
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
export function placeOrder(db: Db, products: ProductRepository, orders: OrderRepository, input: ParsedEnquiry): Order {
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
 * that is not in the catalogue, or the service category, throws a 400 that names every such line.
 */
export function catalogueLines(products: ProductRepository, lines: readonly EnquiryLine[]): OrderItem[] {
  const fields: Record<string, EnquiryError> = {};
  const items = lines.flatMap((line, index) => {
    const product = products.get(line.productId);
    if (!product || product.category === SERVICE_CATEGORY) {
      fields[`lines.${index}.productId`] = product ? 'notForSale' : 'unknownProduct';
      return [];
    }
    return [{ productId: product.id, name: product.name, price: product.price, quantity: line.quantity }];
  });
  if (Object.keys(fields).length) {
    const summary = Object.entries(fields)
      .map(([field, code]) => `${field}: ${code}`)
      .join('; ');
    throw new HttpError(400, 'invalid', `Invalid order: ${summary}`, { fields });
  }
  return items;
}

import type { OrderStatus } from './order-status';

/** A line of an order. `productId` names the catalogue product it was taken from (orders made before lines
 * came from the catalogue have none). */
export type OrderItem = { productId?: string; name: string; price: number; quantity: number };

export type Order = {
  id: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  shippingAddress: string;
  items: OrderItem[];
  total: number;
  status: OrderStatus;
  notes: string;
  /** ISO 8601 */
  createdAt: string;
  /** ISO 8601 */
  updatedAt: string;
};

import { z } from 'zod';
import { ORDER_STATUSES, type OrderStatus } from './order-status';

export type OrderItem = { name: string; price: number; quantity: number };

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

export const OrderStatusSchema = z.enum(ORDER_STATUSES, {
  error: `Status must be one of: ${ORDER_STATUSES.join(', ')}`,
});

export const OrderStatusUpdateSchema = z.object({ status: OrderStatusSchema }).strict();
export type OrderStatusUpdate = z.infer<typeof OrderStatusUpdateSchema>;

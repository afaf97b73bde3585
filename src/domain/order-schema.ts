/** Zod schemas of order changes. */
import { z } from './zod';
import { ORDER_STATUSES } from './order-status';

export const OrderStatusSchema = z.enum(ORDER_STATUSES, {
  error: `Status must be one of: ${ORDER_STATUSES.join(', ')}`,
});

export const OrderStatusUpdateSchema = z.object({ status: OrderStatusSchema }).strict();

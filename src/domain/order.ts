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

/**
 * The fields of an order as both stores keep it, its id aside (the hosted record's name): the list the hosted rules
 * let an order hold, generated into firebase/firestore.rules (npm run rules:generate).
 */
export const ORDER_RECORD_FIELDS = [
  'customerName',
  'customerEmail',
  'customerPhone',
  'shippingAddress',
  'notes',
  'items',
  'total',
  'status',
  'createdAt',
  'updatedAt',
] as const satisfies readonly Exclude<keyof Order, 'id'>[];

// Order's keys are the record's and its id, exactly: a field added to the type and not to the list fails here.
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _sameKeys: Exactly<(typeof ORDER_RECORD_FIELDS)[number] | 'id', keyof Order> = true;
void _sameKeys;

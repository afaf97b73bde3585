import { isOrderStatus, type OrderStatus } from '@/domain';

/** The status filter from the URL query: a known status, or undefined for all orders. */
export function parseStatusFilter(value: string | null | undefined): OrderStatus | undefined {
  return isOrderStatus(value) ? value : undefined;
}

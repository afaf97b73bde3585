import { ORDER_STATUS_COLOURS, isOrderStatus, type OrderStatus } from '@/domain';

type Colour = (typeof ORDER_STATUS_COLOURS)[OrderStatus];

/** Badge classes for each colour of spec §4, written out whole so that Tailwind keeps them. */
const COLOUR_CLASSES: Record<Colour, string> = {
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-600/40',
  blue: 'bg-blue-100 text-blue-900 ring-blue-600/40',
  purple: 'bg-purple-100 text-purple-900 ring-purple-600/40',
  indigo: 'bg-indigo-100 text-indigo-900 ring-indigo-600/40',
  green: 'bg-green-100 text-green-900 ring-green-600/40',
  red: 'bg-red-100 text-red-900 ring-red-600/40',
};

export function statusBadgeClasses(status: OrderStatus): string {
  return COLOUR_CLASSES[ORDER_STATUS_COLOURS[status]];
}

/** The status filter from the URL query: a known status, or undefined for all orders. */
export function parseStatusFilter(value: string | null | undefined): OrderStatus | undefined {
  return isOrderStatus(value) ? value : undefined;
}

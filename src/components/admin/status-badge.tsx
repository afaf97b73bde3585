import type { ReactNode } from 'react';

/** The colours of the statuses' badges (ORDER_STATUS_COLOURS of spec §4, REPAIR_STATUS_COLOURS). */
export type BadgeColour = 'yellow' | 'blue' | 'orange' | 'purple' | 'indigo' | 'green' | 'gray' | 'red';

/** Each colour's classes, written out whole so that Tailwind keeps them: dark text on a pale ground (AA). */
const BADGE_CLASSES: Record<BadgeColour, string> = {
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-600/40',
  blue: 'bg-blue-100 text-blue-900 ring-blue-600/40',
  orange: 'bg-orange-100 text-orange-900 ring-orange-600/40',
  purple: 'bg-purple-100 text-purple-900 ring-purple-600/40',
  indigo: 'bg-indigo-100 text-indigo-900 ring-indigo-600/40',
  green: 'bg-green-100 text-green-900 ring-green-600/40',
  gray: 'bg-gray-100 text-gray-900 ring-gray-600/40',
  red: 'bg-red-100 text-red-900 ring-red-600/40',
};

export function badgeClasses(colour: BadgeColour): string {
  return BADGE_CLASSES[colour];
}

/** A status as a coloured badge with its name: an order's, a repair job's. */
export function StatusBadge({ colour, children }: { colour: BadgeColour; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${badgeClasses(colour)}`}
    >
      {children}
    </span>
  );
}

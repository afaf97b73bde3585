import { REPAIR_STATUS_COLOURS, type RepairStatus } from '@/domain/repair';

/**
 * The status's colour (REPAIR_STATUS_COLOURS, the orders' palette) as classes written out in full, so that the
 * stylesheet's build finds them: dark text on a pale ground, readable at AA.
 */
const CLASSES = {
  yellow: 'border-yellow-300 bg-yellow-50 text-yellow-900',
  blue: 'border-blue-300 bg-blue-50 text-blue-900',
  orange: 'border-orange-300 bg-orange-50 text-orange-900',
  purple: 'border-purple-300 bg-purple-50 text-purple-900',
  indigo: 'border-indigo-300 bg-indigo-50 text-indigo-900',
  green: 'border-green-300 bg-green-50 text-green-900',
  gray: 'border-slate-300 bg-slate-100 text-slate-900',
  red: 'border-red-300 bg-red-50 text-red-900',
} as const satisfies Record<(typeof REPAIR_STATUS_COLOURS)[RepairStatus], string>;

export function statusClasses(status: RepairStatus): string {
  return CLASSES[REPAIR_STATUS_COLOURS[status]];
}

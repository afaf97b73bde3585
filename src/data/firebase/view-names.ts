import { firstName } from '@/domain/first-name';
import { isRepairToken } from '@/domain/repair';

/** A status view whose first name is not what the rule of decision 017 makes of its job's name. */
export type ViewNameFix = { token: string; from: string; to: string };

/**
 * The status views (`repairStatus/{token}`) written before the first-name rule of decision 017, which may hold a
 * whole name written without spaces ("陈大文", "Lim-Wei-Ming"): each view whose `firstName` is not the rule's of
 * its job's `customerName`, with the one to write. Run by `npm run firebase:migrate` (scripts/firebase-migrate.ts).
 */
export function planViewNameFixes(
  jobs: readonly { data: Record<string, unknown> }[],
  views: ReadonlyMap<string, Record<string, unknown>>,
): ViewNameFix[] {
  const fixes: ViewNameFix[] = [];
  for (const { data } of jobs) {
    const token = data.token;
    if (typeof token !== 'string' || !isRepairToken(token)) continue;
    const view = views.get(token);
    if (!view) continue;
    const to = firstName(typeof data.customerName === 'string' ? data.customerName : '');
    const from = typeof view.firstName === 'string' ? view.firstName : '';
    if (from !== to) fixes.push({ token, from, to });
  }
  return fixes;
}

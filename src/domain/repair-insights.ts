/**
 * The repair figures of the Insights screen: jobs received and collected in each of the last weeks (Monday to
 * Sunday in Malaysia), and the median days from a job's arrival to its first "ready for collection". Both
 * backends compute them with this module from the jobs' histories.
 */
import type { RepairJob } from './repair';
import { malaysianDay } from './repair';

export type RepairWeek = {
  /** The week's Monday, `YYYY-MM-DD` in Malaysia. */
  start: string;
  received: number;
  collected: number;
};

/** A calendar month in Malaysia: the jobs collected in it, the warranty claims logged in it, and their ratio. */
export type RepairMonth = {
  /** `YYYY-MM`. */
  month: string;
  collected: number;
  claims: number;
  /** claims ÷ collected, to three decimals; null when nothing was collected. */
  claimRate: number | null;
};

export type RepairInsights = {
  /** Oldest first, the current week last. */
  weeks: RepairWeek[];
  /** The last REPAIR_INSIGHT_MONTHS calendar months, oldest first, the current month last (issue 38). */
  months: RepairMonth[];
  /** Over the jobs that became ready in these weeks, to one decimal; null when none did. */
  medianDaysToReady: number | null;
  /** How many jobs the median is taken over. */
  readyJobs: number;
};

/** How many weeks the screen shows. */
export const REPAIR_INSIGHT_WEEKS = 12;
/** How many calendar months of warranty claims ÷ jobs collected it shows. */
export const REPAIR_INSIGHT_MONTHS = 3;

const DAY = 86_400_000;

/** The Monday of the week (in Malaysia) of an instant, as `YYYY-MM-DD`. */
export function weekStart(iso: string): string {
  const day = new Date(`${malaysianDay(iso)}T00:00:00Z`);
  const weekday = (day.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return new Date(day.getTime() - weekday * DAY).toISOString().slice(0, 10);
}

/** The first day of the oldest month shown, `YYYY-MM-01` in Malaysia. */
function firstMonth(now: string): string {
  const [year, month] = malaysianDay(now).split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 - (REPAIR_INSIGHT_MONTHS - 1), 1));
  return first.toISOString().slice(0, 10);
}

/**
 * The instant from which the stores read the jobs the figures need (changed since then): the first week's Monday or
 * the first month's first day, whichever is earlier, at midnight in Malaysia.
 */
export function insightsSince(now: string): number {
  const monday = Date.parse(`${weekStart(now)}T00:00:00Z`) - (REPAIR_INSIGHT_WEEKS - 1) * 7 * DAY;
  return Math.min(monday, Date.parse(`${firstMonth(now)}T00:00:00Z`)) - 8 * 3_600_000;
}

/** When a job first reached a status, or null. */
export function firstReached(job: Pick<RepairJob, 'history'>, status: 'ready' | 'collected'): string | null {
  const event = job.history.find((line) => line.kind === 'status' && line.status === status);
  return event ? event.at : null;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The figures of the `weeks` weeks up to the one holding `now`. A job counts as received in the week it was
 * logged, collected in the week it was collected, and in the median when it first became ready in these weeks.
 */
export function summariseRepairs(
  jobs: readonly (Pick<RepairJob, 'createdAt' | 'history'> & Partial<Pick<RepairJob, 'claimOf'>>)[],
  now: string,
  weeks = REPAIR_INSIGHT_WEEKS,
): RepairInsights {
  const current = Date.parse(`${weekStart(now)}T00:00:00Z`);
  const starts = Array.from({ length: weeks }, (_, index) =>
    new Date(current - (weeks - 1 - index) * 7 * DAY).toISOString().slice(0, 10),
  );
  const byStart = new Map(starts.map((start) => [start, { start, received: 0, collected: 0 }]));
  const first = starts[0]!;
  const days: number[] = [];
  for (const job of jobs) {
    const received = byStart.get(weekStart(job.createdAt));
    if (received) received.received += 1;
    const collectedAt = firstReached(job, 'collected');
    const collected = collectedAt ? byStart.get(weekStart(collectedAt)) : undefined;
    if (collected) collected.collected += 1;
    const readyAt = firstReached(job, 'ready');
    if (readyAt && weekStart(readyAt) >= first) {
      days.push((Date.parse(readyAt) - Date.parse(job.createdAt)) / DAY);
    }
  }
  const middle = median(days);
  const months = new Map<string, RepairMonth>();
  for (
    let index = 0, [year, month] = firstMonth(now).split('-').map(Number) as [number, number];
    index < REPAIR_INSIGHT_MONTHS;
    index++
  ) {
    const key = new Date(Date.UTC(year, month - 1 + index, 1)).toISOString().slice(0, 7);
    months.set(key, { month: key, collected: 0, claims: 0, claimRate: null });
  }
  for (const job of jobs) {
    const collectedAt = firstReached(job, 'collected');
    const collectedIn = collectedAt ? months.get(malaysianDay(collectedAt).slice(0, 7)) : undefined;
    if (collectedIn) collectedIn.collected += 1;
    const claimIn = job.claimOf ? months.get(malaysianDay(job.createdAt).slice(0, 7)) : undefined;
    if (claimIn) claimIn.claims += 1;
  }
  for (const month of months.values()) {
    month.claimRate = month.collected === 0 ? null : Math.round((month.claims / month.collected) * 1000) / 1000;
  }
  return {
    weeks: [...byStart.values()],
    months: [...months.values()],
    medianDaysToReady: middle === null ? null : Math.round(middle * 10) / 10,
    readyJobs: days.length,
  };
}

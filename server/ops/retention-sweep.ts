import { SWEEP_INTERVAL_MS, erasureAuditDetail, type ErasureCounts } from '@/domain/personal-data';
import { createAuditLog } from '../db/audit-store';
import type { Db } from '../db/database';
import { createPersonalDataRepository } from '../db/personal-data-store';
import { createSettingsRepository } from '../db/settings-store';
import { removeUnreferencedRepairPhotos } from '../uploads/cleanup';

/** The actor of the audit entry of a sweep the server ran by itself. */
export const SWEEP_ACTOR = 'retention sweep';

/**
 * One retention sweep (issue 39): the closed orders and repair jobs older than Shop settings' months lose their
 * personal fields, the jobs' photos are deleted from disk, and one audit entry holds the counts.
 */
export async function runRetentionSweep(db: Db, uploadsDir: string, now = new Date()): Promise<ErasureCounts> {
  const months = createSettingsRepository(db).get().retentionMonths;
  const { photoAddresses, ...counts } = createPersonalDataRepository(db).sweep(months, now.toISOString());
  await removeUnreferencedRepairPhotos(db, uploadsDir, photoAddresses);
  createAuditLog(db, () => now).record({
    action: 'customer.sweep',
    actor: SWEEP_ACTOR,
    detail: erasureAuditDetail(counts),
  });
  return counts;
}

/** Sweeps at start, then once a day, for as long as the server runs; beside the nightly backups (server/main.ts). */
export function scheduleRetentionSweep(options: {
  db: Db;
  uploadsDir: string;
  log: { info: (message: string) => void; error: (message: string) => void };
}): { stop(): void } {
  const run = () =>
    runRetentionSweep(options.db, options.uploadsDir).then(
      (counts) =>
        options.log.info(
          `Retention sweep: ${counts.orders} orders, ${counts.repairs} repairs and ${counts.photos} photos erased`,
        ),
      (error: unknown) =>
        options.log.error(`Retention sweep failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  void run();
  const timer = setInterval(() => void run(), SWEEP_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

import fs from 'node:fs/promises';
import path from 'node:path';
import { backupDataDir, type BackupResult } from './backup';
import { pathInside } from './inside-folder';

import { KEPT_NIGHTLY_BACKUPS } from '@/domain/limits';

/** How many nightly backups are kept: two weeks to notice that something went wrong (the privacy notice says so). */
export { KEPT_NIGHTLY_BACKUPS };
/** 03:00 in Malaysia (UTC+8 all year): the shop is closed and nobody edits the catalogue. */
const RUN_AT_UTC_HOUR = 19;
const DAY_MS = 24 * 3_600_000;
const NIGHTLY = /^nightly-\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}$/;

/** The next 03:00 Malaysian time strictly after `now`. */
export function nextNightlyRun(now: number): number {
  const today = new Date(now);
  const run = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), RUN_AT_UTC_HOUR);
  return run > now ? run : run + DAY_MS;
}

function folderName(now: number): string {
  return `nightly-${new Date(now).toISOString().replace(/[:.]/g, '-').replace('T', '_').slice(0, 19)}`;
}

/**
 * One backup into `backupDir`, then the oldest nightly backups beyond `keep` removed. Backups made by hand
 * (`npm run backup`, named backup-…) are never removed.
 */
export async function backUpAndPrune(
  dataDir: string,
  backupDir: string,
  now: number,
  keep = KEPT_NIGHTLY_BACKUPS,
): Promise<BackupResult & { removed: string[] }> {
  await fs.mkdir(backupDir, { recursive: true });
  const result = await backupDataDir(dataDir, path.join(backupDir, folderName(now)));
  const nightly = (await fs.readdir(backupDir)).filter((name) => NIGHTLY.test(name)).sort();
  const removed = nightly.slice(0, Math.max(0, nightly.length - keep));
  for (const name of removed) await fs.rm(pathInside(backupDir, name), { recursive: true, force: true });
  return { ...result, removed };
}

export type NightlyBackups = {
  /** Settles when the backup under way, if any, is done. */
  idle(): Promise<void>;
  stop(): void;
};

/** Backs up the data directory every night at 03:00 Malaysian time, for as long as the server runs. */
export function scheduleNightlyBackups(options: {
  dataDir: string;
  backupDir: string;
  keep?: number;
  log: { info: (message: string) => void; error: (message: string) => void };
}): NightlyBackups {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const plan = () => {
    const now = Date.now();
    timer = setTimeout(run, nextNightlyRun(now) - now);
    timer.unref();
  };
  const run = () => {
    running = backUpAndPrune(options.dataDir, options.backupDir, Date.now(), options.keep).then(
      (result) =>
        options.log.info(
          `Nightly backup: ${result.products} products and ${result.images} image files in ${result.dir}` +
            (result.removed.length ? `; removed ${result.removed.join(', ')}` : ''),
        ),
      (error: unknown) =>
        options.log.error(`Nightly backup failed: ${error instanceof Error ? error.message : String(error)}`),
    );
    plan();
  };
  plan();
  return {
    idle: () => running,
    stop: () => clearTimeout(timer),
  };
}

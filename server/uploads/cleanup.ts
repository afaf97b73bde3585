import fs from 'node:fs/promises';
import { derivedImageKeys, uploadKeyOf } from '@/domain';
import { REPAIR_PHOTO_FOLDER, repairPhotoKeyOf } from '@/domain/repair-photo';
import { createRepairRepository } from '../db/repairs-store';
import type { Db } from '../db/database';
import { OutsideFolderError, pathInside, pathInsideOrNull, realPathInside } from '../ops/inside-folder';
import { TEMPORARY_SUFFIX } from './images';

/** Uploads that no product (or repair job) took within this time are abandoned (a form never saved) and swept. */
export const UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;

/** Every upload key that some product points at. */
export function referencedKeys(db: Db): Set<string> {
  const keys = new Set<string>();
  const rows = db.prepare<[], { image: string; additional_images: string }>(
    'SELECT image, additional_images FROM products',
  );
  for (const row of rows.iterate()) {
    for (const url of [row.image, ...(JSON.parse(row.additional_images) as string[])]) {
      const key = uploadKeyOf(url);
      if (key) keys.add(key);
    }
  }
  return keys;
}

/** Removes an upload and its copies, each through the folder's one door: a path that would leave it is kept. */
async function removeKey(uploadsDir: string, key: string): Promise<void> {
  const files = [key, ...derivedImageKeys(key)];
  await Promise.all(files.map(async (file) => removeInside(uploadsDir, file)));
}

/** Removes one file inside the uploads folder; false when there is none to remove, or its path is refused. */
async function removeInside(uploadsDir: string, relative: string): Promise<boolean> {
  const file = await realPathInside(uploadsDir, relative).catch((error: unknown) => {
    if (error instanceof OutsideFolderError || (error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  });
  if (file === null) return false;
  await fs.rm(file, { force: true });
  return true;
}

/** After a product lost images (deleted, or edited), remove the files that no product uses any more. */
export async function removeUnreferencedImages(db: Db, uploadsDir: string, urls: readonly string[]): Promise<void> {
  const candidates = urls.map(uploadKeyOf).filter((key): key is string => key !== null);
  if (candidates.length === 0) return;
  const inUse = referencedKeys(db);
  for (const key of new Set(candidates)) {
    if (!inUse.has(key)) await removeKey(uploadsDir, key);
  }
}

/** Every repair photo key that some job keeps. */
export function referencedRepairPhotoKeys(db: Db): Set<string> {
  const keys = new Set<string>();
  for (const url of createRepairRepository(db).photoAddresses()) {
    const key = repairPhotoKeyOf(url);
    if (key) keys.add(key);
  }
  return keys;
}

/**
 * After a job lost photos (an edit dropped them), remove the files no job keeps any more: a customer's belongings
 * are not kept longer than the job needs them.
 */
export async function removeUnreferencedRepairPhotos(
  db: Db,
  uploadsDir: string,
  urls: readonly string[],
): Promise<void> {
  const candidates = urls.map(repairPhotoKeyOf).filter((key): key is string => key !== null);
  if (candidates.length === 0) return;
  const inUse = referencedRepairPhotoKeys(db);
  for (const key of new Set(candidates)) {
    if (!inUse.has(key)) await removeKey(uploadsDir, key);
  }
}

/** What a resized copy or a share picture adds to its original's name. */
const VARIANT_SUFFIX = /\.(w\d+\.webp|share\.jpg)$/;

/**
 * Removes files left by a crash mid-write, and uploads that no product (photos: no repair job) references once
 * they are older than the grace period. Returns how many files were removed.
 */
export async function sweepUploads(
  db: Db,
  uploadsDir: string,
  { graceMs = UPLOAD_GRACE_MS, now = Date.now(), temporaryGraceMs = 60_000 } = {},
): Promise<number> {
  let removed = 0;
  // Product pictures, and repair photos (a job's form left unsaved after its photos went up).
  for (const [folder, inUse] of [
    ['products', referencedKeys(db)],
    [REPAIR_PHOTO_FOLDER, referencedRepairPhotoKeys(db)],
  ] as const) {
    let names: string[];
    try {
      names = await fs.readdir(pathInside(uploadsDir, folder));
    } catch {
      continue;
    }
    for (const name of names) {
      const relative = `${folder}/${name}`;
      const file = pathInsideOrNull(uploadsDir, relative);
      if (file === null) continue;
      // A link is not followed, nor removed: the server makes none.
      const stat = await fs.lstat(file).catch(() => null);
      if (!stat?.isFile()) continue;
      const age = now - stat.mtimeMs;
      const key = `${folder}/${name.replace(VARIANT_SUFFIX, '')}`;
      const stale = name.endsWith(TEMPORARY_SUFFIX) ? age > temporaryGraceMs : !inUse.has(key) && age > graceMs;
      if (stale && (await removeInside(uploadsDir, relative))) removed++;
    }
  }
  return removed;
}

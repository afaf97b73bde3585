import fs from 'node:fs/promises';
import { derivedImageKeys, uploadKeyOf } from '@/domain';
import type { Db } from '../db/database';
import { OutsideFolderError, pathInside, pathInsideOrNull, realPathInside } from '../inside-folder';
import { TEMPORARY_SUFFIX } from './images';

/** Uploads that no product took within this time are abandoned (a form never saved) and swept. */
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

/** What a resized copy or a share picture adds to its original's name. */
const VARIANT_SUFFIX = /\.(w\d+\.webp|share\.jpg)$/;

/**
 * Removes files left by a crash mid-write, and uploads that no product references once they are older
 * than the grace period. Returns how many files were removed.
 */
export async function sweepUploads(
  db: Db,
  uploadsDir: string,
  { graceMs = UPLOAD_GRACE_MS, now = Date.now(), temporaryGraceMs = 60_000 } = {},
): Promise<number> {
  let names: string[];
  try {
    names = await fs.readdir(pathInside(uploadsDir, 'products'));
  } catch {
    return 0;
  }
  const inUse = referencedKeys(db);
  let removed = 0;
  for (const name of names) {
    const relative = `products/${name}`;
    const file = pathInsideOrNull(uploadsDir, relative);
    if (file === null) continue;
    // A link is not followed, nor removed: the server makes none.
    const stat = await fs.lstat(file).catch(() => null);
    if (!stat?.isFile()) continue;
    const age = now - stat.mtimeMs;
    const key = `products/${name.replace(VARIANT_SUFFIX, '')}`;
    const stale = name.endsWith(TEMPORARY_SUFFIX) ? age > temporaryGraceMs : !inUse.has(key) && age > graceMs;
    if (stale && (await removeInside(uploadsDir, relative))) removed++;
  }
  return removed;
}

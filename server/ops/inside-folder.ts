import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The one door for every file path the server builds from data (an image's key from the database, a name read from
 * a folder): the path is resolved against its folder and refused unless it stays inside it. The check is
 * `path.resolve` and a prefix that ends with the separator, as `send` (serve-static's file server,
 * https://github.com/pillarjs/send) keeps to its root: without the separator `/data/uploads-old` would pass as
 * inside `/data/uploads`. The folder itself is no file in it.
 */

/** A path refused for leaving its folder; says which, for the log, and never opens anything. */
export class OutsideFolderError extends Error {
  readonly relative: string;
  constructor(folder: string, relative: string) {
    super(`Refused a path outside ${folder}: ${JSON.stringify(relative)}`);
    this.relative = relative;
  }
}

function isWithin(folder: string, target: string): boolean {
  return target.startsWith(folder.endsWith(path.sep) ? folder : folder + path.sep);
}

/**
 * The absolute path of `relative` inside `folder`, or an OutsideFolderError: for an empty or absolute path, a NUL
 * (which the file system would cut at), and any path that resolves outside the folder or to the folder itself.
 */
export function pathInside(folder: string, relative: string): string {
  const root = path.resolve(folder);
  if (relative === '' || relative.includes('\0') || path.isAbsolute(relative)) {
    throw new OutsideFolderError(root, relative);
  }
  const target = path.resolve(root, relative);
  if (!isWithin(root, target)) throw new OutsideFolderError(root, relative);
  return target;
}

/** pathInside, with null for a refused path. */
export function pathInsideOrNull(folder: string, relative: string): string | null {
  try {
    return pathInside(folder, relative);
  } catch {
    return null;
  }
}

async function realPathOrNull(file: string): Promise<string | null> {
  return fs.realpath(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
    throw error;
  });
}

/**
 * pathInside, then the same on the disk as it is, for a path about to be read, written or removed: the nearest
 * folder of the path that exists, symbolic links followed, is inside the folder's real place; and so is the file,
 * when it exists and is a link. A link planted inside the folder cannot lead a write or a removal outside it.
 * Folders still missing are made by the caller inside a folder already checked.
 */
export async function realPathInside(folder: string, relative: string): Promise<string> {
  const target = pathInside(folder, relative);
  const root = await fs.realpath(path.resolve(folder));
  const inside = (real: string) => real === root || isWithin(root, real);
  let existing = path.dirname(target);
  let real = await realPathOrNull(existing);
  while (real === null && existing !== path.dirname(existing)) {
    existing = path.dirname(existing);
    real = await realPathOrNull(existing);
  }
  if (real === null || !inside(real)) throw new OutsideFolderError(root, relative);
  const link = await fs.lstat(target).catch(() => null);
  if (link?.isSymbolicLink()) {
    const file = await realPathOrNull(target);
    if (file === null || !isWithin(root, file)) throw new OutsideFolderError(root, relative);
  }
  return target;
}

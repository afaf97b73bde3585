import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pngBytes } from './test-server';

/**
 * A data directory inside a sandbox, with sentinel files in the data directory and beside it: pictures a share
 * picture could be made from, and a text. A test that hands the server hostile image addresses checks with
 * `filesOutside` that none of them changed, went, or got a neighbour.
 */
export type Sandbox = { root: string; dataDir: string; uploadsDir: string; filesOutside(): Map<string, string> };

export async function sandboxWithSentinels(): Promise<Sandbox> {
  const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'site-sentinels-')));
  const dataDir = path.join(root, 'data');
  const uploadsDir = path.join(dataDir, 'uploads');
  fs.mkdirSync(dataDir);
  fs.writeFileSync(path.join(root, 'secret.png'), await pngBytes(40, 30));
  fs.writeFileSync(path.join(dataDir, 'secret.png'), await pngBytes(30, 40));
  fs.writeFileSync(path.join(root, 'notes.txt'), 'not for the web');
  return { root, dataDir, uploadsDir, filesOutside: () => filesOutsideUploads(root, dataDir, uploadsDir) };
}

/** Every file outside the uploads folder with a hash of its bytes; the database by its presence only (it changes). */
function filesOutsideUploads(root: string, dataDir: string, uploadsDir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of fs.readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(root, name);
    if (file === uploadsDir || file.startsWith(uploadsDir + path.sep)) continue;
    if (!fs.lstatSync(file).isFile()) continue;
    const database = path.dirname(file) === dataDir && /^site\.db(-wal|-shm)?$/.test(path.basename(file));
    files.set(name, database ? 'the database' : createHash('sha256').update(fs.readFileSync(file)).digest('hex'));
  }
  return files;
}

/** Image addresses that reach the data directory, its files and the folder beside it by climbing out of uploads. */
export const CLIMBING_OUT = [
  '/uploads/../secret.png',
  '/uploads/../../secret.png',
  '/uploads/products/../../site.db',
  '/uploads/products/../../device-cookie.key',
  '/uploads/products/../../../notes.txt',
  '/uploads/../device-cookie.key',
] as const;

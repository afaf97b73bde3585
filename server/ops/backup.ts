import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { pathInside } from './inside-folder';
import { referencedKeys, referencedRepairPhotoKeys } from '../uploads/cleanup';

export type BackupResult = { dir: string; products: number; images: number };

/**
 * A consistent copy of a data directory, safe while the server runs: SQLite's online backup of the
 * database, then the images. An image deleted between the two steps would leave the copy pointing at a
 * missing file; the copy is checked and taken again in that case.
 */
export async function backupDataDir(dataDir: string, targetDir: string): Promise<BackupResult> {
  const source = path.join(dataDir, 'site.db');
  if (!fs.existsSync(source)) throw new Error(`No database at ${source}`);
  for (let attempt = 1; ; attempt++) {
    fs.rmSync(targetDir, { recursive: true, force: true });
    fs.mkdirSync(targetDir, { recursive: true });
    const live = new Database(source, { readonly: true, fileMustExist: true });
    try {
      await live.backup(path.join(targetDir, 'site.db'));
    } finally {
      live.close();
    }
    const copy = new Database(path.join(targetDir, 'site.db'));
    try {
      copy.pragma('journal_mode = WAL');
      // Product pictures and repair photos: the copy's rows point at both.
      const wanted = new Set([...referencedKeys(copy), ...referencedRepairPhotoKeys(copy)]);
      let images = 0;
      const uploads = path.join(dataDir, 'uploads');
      if (fs.existsSync(uploads)) {
        fs.cpSync(uploads, path.join(targetDir, 'uploads'), {
          recursive: true,
          filter: (file) => !file.endsWith('.part'),
        });
        // A shop may have repair photos and no product picture yet: no products folder then.
        const pictures = path.join(targetDir, 'uploads', 'products');
        images = fs.existsSync(pictures) ? fs.readdirSync(pictures).length : 0;
      }
      const copied = path.join(targetDir, 'uploads');
      const missing = [...wanted].filter((key) => !fs.existsSync(pathInside(copied, key)));
      if (missing.length === 0) {
        const products = (copy.prepare('SELECT count(*) AS n FROM products').get() as { n: number }).n;
        return { dir: targetDir, products, images };
      }
      if (attempt >= 3) throw new Error(`Images changed during the backup: ${missing.slice(0, 3).join(', ')}`);
    } finally {
      copy.close();
    }
  }
}

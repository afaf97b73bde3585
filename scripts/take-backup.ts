// npm run backup [-- target-folder]: a consistent copy of DATA_DIR (database and images), safe while the server runs.
import path from 'node:path';
import { backupDataDir } from '../server/ops/backup';

const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
const stamp = new Date().toISOString().replace(/[:.]/g, '-').replace('T', '_').slice(0, 19);
const target = path.resolve(process.argv[2] ?? path.join('backups', `backup-${stamp}`));

backupDataDir(dataDir, target).then(
  (result) => console.log(`Backed up ${result.products} products and ${result.images} image files to ${result.dir}`),
  (error: unknown) => {
    console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);

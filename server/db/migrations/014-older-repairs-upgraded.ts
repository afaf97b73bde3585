import type { Db } from '../database';
import { upgradeRepairRows } from '../repair-upgrade';

// Each older job brought up to the table (upgradeRepairRow, server/db/repair-upgrade.ts): amounts in sen, the
// deposit a payment, the quote a line, the ready and collection times from the history; then `deposit` goes.
export default (db: Db): void => {
  upgradeRepairRows(db);
  db.exec('ALTER TABLE repairs DROP COLUMN deposit');
};

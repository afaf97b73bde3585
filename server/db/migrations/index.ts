import type { Db } from '../database';
import firstTables from './001-first-tables';
import catalogueSearch from './002-catalogue-search';
import demoRows from './003-demo-rows';
import auditLog from './004-audit-log';
import visitorInsights from './005-visitor-insights';
import searchLongerStarts from './006-search-longer-starts';
import shopSettings from './007-shop-settings';
import adminPasswordChosen from './008-admin-password-chosen';
import fasterSearchIndex from './009-faster-search-index';
import productJson from './010-product-json';
import productMalayAndStatus from './011-product-malay-and-status';
import repairJobs from './012-repair-jobs';
import repairMoney from './013-repair-money';
import olderRepairsUpgraded from './014-older-repairs-upgraded';
import searchWords from './015-search-words';

/** A migration: SQL run as one script, or a function given the database; each runs in a transaction of its own. */
type Migration = string | ((db: Db) => void);

/**
 * The schema's migrations, applied in order; PRAGMA user_version records how many have run, so a stored database
 * knows them by their place here. Never edit a shipped migration: add the next `NNN-name.ts` and its line at the end.
 * Imported by name rather than found by a pattern: the server is bundled, and the order is the files' numbers
 * (./migrations.test.ts holds the folder and this list together).
 */
export const MIGRATIONS: readonly Migration[] = [
  firstTables,
  catalogueSearch,
  demoRows,
  auditLog,
  visitorInsights,
  searchLongerStarts,
  shopSettings,
  adminPasswordChosen,
  fasterSearchIndex,
  productJson,
  productMalayAndStatus,
  repairJobs,
  repairMoney,
  olderRepairsUpgraded,
  searchWords,
];

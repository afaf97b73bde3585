import { defineIsland } from '@/components/island';
import { RepairStatusPage } from '@/features/site/repair-status/repair-status-page';

/** A repair job's page for its customer: the answer to the quote is the part that acts. */
export default defineIsland('repair-status', RepairStatusPage, [
  'site:repair.*',
  'common:privacyBeside',
  'common:privacyLink',
  'site:product.newTab',
  'common:errors.*',
  'common:labels.*',
]);

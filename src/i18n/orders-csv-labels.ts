import type { Language } from '@/domain/limits';
import type { OrdersCsvLabels } from '@/domain/orders-csv';
import { ADMIN_CATALOGUES } from './admin-texts';

/**
 * The orders CSV's words in the admin's language, from the admin catalogue: the embedded server writes the file
 * with them (server/routes/orders-routes.ts), and hosted mode in the browser (src/data/firebase).
 */
export function ordersCsvLabels(language: Language): OrdersCsvLabels {
  const catalogue = ADMIN_CATALOGUES[language];
  return {
    columns: catalogue.orders.export.file.columns,
    statuses: catalogue.statuses,
    priceOnRequest: catalogue.orders.export.file.priceOnRequest,
  };
}

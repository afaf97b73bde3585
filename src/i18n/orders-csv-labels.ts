import type { Language } from '@/domain/limits';
import type { OrdersCsvLabels } from '@/domain/orders-csv';
import enAdmin from './locales/en/admin.json' with { type: 'json' };
import msAdmin from './locales/ms/admin.json' with { type: 'json' };

const ADMIN_CATALOGUES: Record<Language, typeof enAdmin> = { en: enAdmin, ms: msAdmin };

/**
 * The orders CSV's words in the admin's language, from the admin catalogue: the embedded server writes the file
 * with them (server/routes/orders.ts), and hosted mode in the browser (src/data/firebase).
 */
export function ordersCsvLabels(language: Language): OrdersCsvLabels {
  const catalogue = ADMIN_CATALOGUES[language];
  return {
    columns: catalogue.orders.export.file.columns,
    statuses: catalogue.statuses,
    priceOnRequest: catalogue.orders.export.file.priceOnRequest,
  };
}

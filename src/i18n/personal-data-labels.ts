import type { Language } from '@/domain/limits';
import type { CopyLabels } from '@/domain/personal-data-copy';
import { REPAIR_STATUSES } from '@/domain/repair';
import { repairStatusName } from '@/i18n/names';
import { ADMIN_CATALOGUES, languageNames } from './admin-texts';

/**
 * The words of a person's copy in the admin's language, from the admin catalogue: the embedded server writes the
 * file with them (server/routes/customers-routes.ts), and hosted mode in the browser (src/data/firebase).
 */
export function personalDataCopyLabels(language: Language): CopyLabels {
  const catalogue = ADMIN_CATALOGUES[language];
  const { copy } = catalogue.customers;
  // A status is an order's or a job's; the two lists share only "cancelled", which both name alike.
  const statuses = {
    ...catalogue.statuses,
    ...Object.fromEntries(REPAIR_STATUSES.map((status) => [status, repairStatusName(status, language)])),
  };
  return {
    columns: copy.columns,
    file: copy.file,
    kinds: copy.kinds,
    fields: copy.fields,
    parts: copy.parts,
    values: { ...copy.values, language: languageNames(copy.values.language), status: statuses, from: statuses },
  };
}

import type { Language } from '@/domain/limits';
import { REPAIR_STATUSES } from '@/domain/repair';
import { REPAIRS_CSV_COLUMNS, type RepairsCsvLabels } from '@/domain/repairs-csv';
import { repairStatusName } from '@/i18n/names';
import { ADMIN_CATALOGUES, adminText, languageNames } from './admin-texts';

/**
 * The repairs CSV's words in the admin's language, from the admin catalogue: each column's header by its key
 * (REPAIRS_CSV_COLUMNS, from the table of repair fields), the answers and languages, and the statuses' names. The
 * embedded server writes the file with them (server/routes/repairs-routes.ts), and hosted mode in the browser.
 */
export function repairsCsvLabels(language: Language): RepairsCsvLabels {
  const { csv } = ADMIN_CATALOGUES[language].repairs;
  return {
    columns: Object.fromEntries(
      Object.entries(REPAIRS_CSV_COLUMNS).map(([column, key]) => [column, adminText(language, key)]),
    ),
    answers: csv.answers,
    languages: languageNames(csv.languages),
    statuses: Object.fromEntries(
      REPAIR_STATUSES.map((status) => [status, repairStatusName(status, language)]),
    ) as RepairsCsvLabels['statuses'],
  };
}

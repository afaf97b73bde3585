import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getBackend } from '@/data';
import { repairsCsvFileName } from '@/domain/repairs-csv';
import { useSessionExpiry } from '@/components/admin/session-expiry';
import { download } from '@/components/ui/download';
import { useErrorText } from '@/components/ui/error-message';
import { notify } from '@/components/ui/notices';
import { buttonStyles } from '@/components/ui/styles';
import { useLanguage } from '@/components/ui/use-language';
import { repairFilterQuery, type RepairListFilter } from './repair-screen-view';

/** The jobs of the list's filter as a CSV file, its headers and status names in the admin's language. */
export function RepairExportButton({ filter }: { filter: RepairListFilter | undefined }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const expire = useSessionExpiry();
  const describe = useErrorText();
  const [busy, setBusy] = useState(false);

  async function exportCsv() {
    setBusy(true);
    try {
      const blob = await (await getBackend()).repairs.exportCsv({ ...repairFilterQuery(filter), language });
      download(blob, repairsCsvFileName());
    } catch (error) {
      if (!expire(error)) notify('error', t('repairs.exportFailed', { error: describe(error) }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" onClick={() => void exportCsv()} disabled={busy} className={buttonStyles.secondary}>
      {busy ? t('repairs.exporting') : t('repairs.export')}
    </button>
  );
}

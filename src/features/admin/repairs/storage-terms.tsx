import type { TFunction } from 'i18next';
import type { RepairSettings } from '@/domain/shop-settings';
import { formatSenRm } from './repair-screen-view';

/**
 * Shop settings' storage fee as the slip's and the receipt's terms state it, in the paper's language: nothing when
 * the shop charges none.
 */
export function StorageTerms({ settings, t }: { settings: RepairSettings; t: TFunction<'admin'> }) {
  if (settings.storageFeePerDay === null || settings.storageFeePerDay <= 0) return null;
  return (
    <p className="whitespace-pre-line">
      {t('repairs.slip.storageFee', {
        fee: formatSenRm(settings.storageFeePerDay),
        count: settings.storageFreeDays,
      })}
    </p>
  );
}

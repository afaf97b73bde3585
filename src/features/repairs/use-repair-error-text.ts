import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { RepairFieldError } from './repair-form-model';

/** Words a repair field's error in the admin's language (`repairs.errors.*` of admin.json). */
export function useRepairErrorText(): (error: RepairFieldError | undefined) => string | undefined {
  const { t } = useTranslation('admin');
  return useCallback(
    (error) => {
      if (!error) return undefined;
      if (error.code === 'tooLong') return t('repairs.errors.tooLong', { max: error.max });
      return t(`repairs.errors.${error.code}`);
    },
    [t],
  );
}

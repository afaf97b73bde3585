import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { refusedWrite } from '@/data/refused-write';
import { useErrorText } from '@/components/ui/error-message';

/**
 * A failed save as an admin screen words it: a change the store refused for its data (hosted mode's rules; the
 * session is fine and the form stays as it is) as `refused.*` of admin.json, any other failure as its code's text.
 */
export function useSaveFailureText(): (error: unknown) => string {
  const { t } = useTranslation('admin');
  const describe = useErrorText();
  return useCallback(
    (error: unknown) => {
      const refused = refusedWrite(error);
      return refused ? t(`refused.${refused}`) : describe(error);
    },
    [t, describe],
  );
}

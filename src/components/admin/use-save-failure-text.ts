import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { refusedWrite, type RefusedWrite } from '@/data/refused-write';
import { useErrorText } from '@/components/ui/error-message';

/**
 * A failed save as an admin screen words it: a change the store refused for its data (hosted mode's rules; the
 * session is fine and the form stays as it is) as `refused.*` of admin.json, any other failure as its code's text
 * (`describe`, from src/components/ui/error-message.ts).
 */
export function saveFailureText(
  error: unknown,
  t: (key: `refused.${RefusedWrite}`) => string,
  describe: (error: unknown) => string,
): string {
  const refused = refusedWrite(error);
  return refused ? t(`refused.${refused}`) : describe(error);
}

/** saveFailureText in the admin's language: the product, repair and settings screens' failed saves. */
export function useSaveFailureText(): (error: unknown) => string {
  const { t } = useTranslation('admin');
  const describe = useErrorText();
  return useCallback((error: unknown) => saveFailureText(error, t, describe), [t, describe]);
}

import { useTranslation } from 'react-i18next';
import type { FieldError } from './product-form-model';

/** Turns a field error into the admin's language. */
export function useFieldErrorText(): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation('admin');
  return (error) => {
    if (!error) return undefined;
    if (error.key === 'tooLong') return t('validation.tooLong', { max: error.max });
    return t(`validation.${error.key}`);
  };
}

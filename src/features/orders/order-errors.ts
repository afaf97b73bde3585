import { useTranslation } from 'react-i18next';
import { BackendError } from '@/data';
import { useErrorText } from '@/components/ui/error-message';

export type FieldCodes = Readonly<Record<string, string>>;

/** The field codes of a refusal, or null when the failure is not about the fields (a network error, say). */
export function fieldCodes(error: unknown): FieldCodes | null {
  return error instanceof BackendError && Object.keys(error.fields).length > 0 ? error.fields : null;
}

/**
 * Words a field's code in the admin's language (orders.errors.* of the catalogues, which name every code the
 * server and both adapters send for an order); a code without a text is shown as the server sent it.
 */
export function useFieldErrorText() {
  const { t, i18n } = useTranslation('admin');
  return (codes: FieldCodes, field: string): string | undefined => {
    const code = codes[field];
    if (!code) return undefined;
    return i18n.exists(`orders.errors.${code}`, { ns: 'admin' }) ? t(`orders.errors.${code as 'required'}`) : code;
  };
}

/** Words a failure that is not about one field, for a notice, in the admin's language. */
export function useFailureText(): (error: unknown) => string {
  return useErrorText();
}

import { useTranslation } from 'react-i18next';
import { BackendError } from '@/data';
import { useErrorText } from '@/components/ui/error-message';

/** The codes the server and both adapters send for an order's fields (src/domain/enquiry.ts, order-admin.ts). */
const KNOWN = new Set([
  'required',
  'phone',
  'email',
  'tooLong',
  'quantity',
  'noLines',
  'tooManyLines',
  'duplicateLine',
  'unknownProduct',
  'notForSale',
  'notPending',
]);

export type FieldCodes = Readonly<Record<string, string>>;

/** The field codes of a refusal, or null when the failure is not about the fields (a network error, say). */
export function fieldCodes(error: unknown): FieldCodes | null {
  return error instanceof BackendError && Object.keys(error.fields).length > 0 ? error.fields : null;
}

/** Words a field's code in the admin's language; an unknown one is shown as the server sent it. */
export function useFieldErrorText() {
  const { t } = useTranslation('admin');
  return (codes: FieldCodes, field: string): string | undefined => {
    const code = codes[field];
    if (!code) return undefined;
    return KNOWN.has(code) ? t(`orders.errors.${code as 'required'}`) : code;
  };
}

/** Words a failure that is not about one field, for a notice, in the admin's language. */
export function useFailureText(): (error: unknown) => string {
  return useErrorText();
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getBackend } from '@/data';
import type { Order } from '@/domain';
import { ENQUIRY_LIMITS } from '@/domain/enquiry';
import { ManualOrderInputSchema, type ManualOrderInput } from '@/domain/order-admin';
import { validate } from '@/domain/validation';
import { InputField, TextAreaField } from '@/components/ui/field';
import { useSessionExpiry } from '@/components/admin/session-expiry';
import { FormDialog } from './form-dialog';
import { useFailureText, fieldCodes, useFieldErrorText, type FieldCodes } from './order-errors';
import { OrderLinesEditor, toLines, type EditorLine } from './order-lines-editor';

type Customer = Omit<ManualOrderInput, 'lines'>;
const EMPTY: Required<Customer> = {
  customerName: '',
  customerPhone: '',
  customerEmail: '',
  shippingAddress: '',
  notes: '',
};

/**
 * The owner's own order, for a walk-in or a phone call: the customer (a name; a phone number, an email and an
 * address when there are some) and the lines, picked from the catalogue. It is saved as pending.
 */
export function AddOrderDialog({ onClose, onSaved }: { onClose: () => void; onSaved: (order: Order) => void }) {
  const { t } = useTranslation('admin');
  const failureText = useFailureText();
  const expire = useSessionExpiry();
  const errorText = useFieldErrorText();
  const fieldId = useId();
  const [customer, setCustomer] = useState(EMPTY);
  const [lines, setLines] = useState<EditorLine[]>([]);
  const [errors, setErrors] = useState<FieldCodes>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(close: () => void) {
    const input: ManualOrderInput = { ...customer, lines: toLines(lines) };
    const checked = validate(ManualOrderInputSchema, input, 'order');
    setFailure(null);
    if (!checked.ok) {
      setErrors(checked.fields);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const order = await (await getBackend()).orders.createManual(input);
      onSaved(order);
      close();
    } catch (error) {
      if (expire(error)) return;
      const codes = fieldCodes(error);
      if (codes) setErrors(codes);
      else setFailure(t('orders.add.failed', { error: failureText(error) }));
    } finally {
      setSaving(false);
    }
  }

  const field = (name: keyof Customer) => ({
    id: `${fieldId}-${name}`,
    value: customer[name],
    error: errorText(errors, name),
    onChange: (event: { target: { value: string } }) => setCustomer((c) => ({ ...c, [name]: event.target.value })),
  });

  return (
    <FormDialog
      title={t('orders.add.title')}
      intro={t('orders.add.intro')}
      className="max-w-2xl"
      failure={failure}
      busy={saving}
      submitLabel={t('orders.add.save')}
      busyLabel={t('orders.add.saving')}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <InputField
          {...field('customerName')}
          label={t('orders.add.name')}
          autoComplete="off"
          maxLength={ENQUIRY_LIMITS.customerName}
          required
        />
        <InputField
          {...field('customerPhone')}
          type="tel"
          label={t('orders.add.phone')}
          hint={t('orders.add.phoneHint')}
          autoComplete="off"
          maxLength={ENQUIRY_LIMITS.customerPhone}
        />
        <InputField
          {...field('customerEmail')}
          type="email"
          label={t('orders.add.email')}
          hint={t('orders.add.optional')}
          autoComplete="off"
          maxLength={ENQUIRY_LIMITS.customerEmail}
        />
        <TextAreaField
          {...field('shippingAddress')}
          rows={2}
          label={t('orders.add.address')}
          hint={t('orders.add.addressHint')}
          maxLength={ENQUIRY_LIMITS.shippingAddress}
        />
        <TextAreaField
          {...field('notes')}
          rows={2}
          label={t('orders.add.notes')}
          hint={t('orders.add.optional')}
          maxLength={ENQUIRY_LIMITS.notes}
          className="sm:col-span-2"
        />
      </div>
      <OrderLinesEditor lines={lines} onChange={setLines} errors={errors} />
    </FormDialog>
  );
}

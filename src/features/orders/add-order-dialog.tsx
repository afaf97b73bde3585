import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getBackend } from '@/data';
import type { Order } from '@/domain';
import { ENQUIRY_LIMITS } from '@/domain/enquiry';
import { ManualOrderInputSchema, type ManualOrderInput } from '@/domain/order-admin';
import { validate } from '@/domain/validation';
import { Dialog } from '@/components/ui/dialog';
import { InputField, TextAreaField } from '@/components/ui/field';
import { buttonStyles } from '@/components/ui/styles';
import { useSessionExpiry } from '@/components/admin/session-expiry';
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
  const titleId = useId();
  const closeFormId = useId();
  const closeForm = useRef<HTMLFormElement>(null);
  const [customer, setCustomer] = useState(EMPTY);
  const [lines, setLines] = useState<EditorLine[]>([]);
  const [errors, setErrors] = useState<FieldCodes>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
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
      closeForm.current?.requestSubmit();
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
    id: `${titleId}-${name}`,
    value: customer[name],
    error: errorText(errors, name),
    onChange: (event: { target: { value: string } }) => setCustomer((c) => ({ ...c, [name]: event.target.value })),
  });

  return (
    <Dialog labelledBy={titleId} onClose={() => onClose()} className="max-w-2xl">
      <form method="dialog" id={closeFormId} ref={closeForm} />
      <form noValidate onSubmit={(event) => void submit(event)} className="p-5 sm:p-6">
        <h2 id={titleId} className="text-xl font-bold">
          {t('orders.add.title')}
        </h2>
        <p className="mt-1 text-sm text-gray-600">{t('orders.add.intro')}</p>
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
        {failure ? (
          <p role="alert" className="mt-4 text-sm font-medium text-red-700">
            {failure}
          </p>
        ) : null}
        <div className="mt-6 flex justify-end gap-3">
          <button form={closeFormId} className={buttonStyles.secondary}>
            {t('dialog.cancel')}
          </button>
          <button type="submit" disabled={saving} className={buttonStyles.primary}>
            {saving ? t('orders.add.saving') : t('orders.add.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

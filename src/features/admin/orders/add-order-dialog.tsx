import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { ENQUIRY_LIMITS } from '@/domain/enquiry-input';
import { ManualOrderInputSchema } from '@/domain/order-admin';
import { useAdminForm, useFieldErrorText, type FormReply } from '@/components/admin/admin-form';
import { InputField, TextAreaField } from '@/components/ui/field';
import { FormDialog } from './form-dialog';
import { ORDER_DRAFTS, orderBody } from './order-intents';
import { OrderLinesEditor, draftLines } from './order-lines-editor';

type CustomerField = 'customerName' | 'customerPhone' | 'customerEmail' | 'shippingAddress' | 'notes';

/**
 * The owner's own order, for a walk-in or a phone call: the customer (a name; a phone number, an email and an
 * address when there are some) and the lines, picked from the catalogue. The screen's action saves it as pending.
 * What is typed is kept as a draft (ORDER_DRAFTS.add) until it is saved or the dialog is closed: after a reload or a
 * sign-in the screen opens the dialog again with it.
 */
export function AddOrderDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('admin');
  const fetcher = useFetcher<FormReply>();
  const { form, fields, formProps, errorsOf, saving, restored, discard, touch, confirmDialog } = useAdminForm({
    schema: ManualOrderInputSchema,
    defaultValue: {},
    draft: ORDER_DRAFTS.add,
    checked: orderBody,
    fetcher,
  });
  const errorText = useFieldErrorText('orders.errors');
  const fieldId = useId();

  const field = (name: CustomerField) => ({
    id: `${fieldId}-${name}`,
    name,
    error: errorText(errorsOf(name)),
    defaultValue: typeof fields[name]?.initialValue === 'string' ? fields[name].initialValue : '',
  });

  return (
    <FormDialog
      title={t('orders.add.title')}
      intro={t('orders.add.intro')}
      className="max-w-2xl"
      write={{ fetcher, formProps, intent: 'add', draft: { restored: restored !== null, discard, confirmDialog } }}
      failure={form.errors?.[0]}
      busy={saving}
      submitLabel={t('orders.add.save')}
      busyLabel={t('orders.add.saving')}
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
      <OrderLinesEditor
        initial={restored ? draftLines(restored.values) : []}
        errorsOf={errorsOf}
        listErrors={fields.lines?.errors}
        onChange={() => touch()}
      />
    </FormDialog>
  );
}

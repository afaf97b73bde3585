import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { shortOrderId, type Order } from '@/domain';
import { OrderLinesInputSchema } from '@/domain/order-admin';
import { useAdminForm, useFieldErrorText, type FormReply } from '@/components/admin/admin-form';
import { FormDialog } from './form-dialog';
import { ORDER_DRAFTS, orderBody } from './order-intents';
import { OrderLinesEditor, draftLines, type EditorLine } from './order-lines-editor';

/**
 * The lines of a pending order: add, remove, change quantities; the screen's action saves them, priced again from
 * the catalogue. Lines of older orders that name no catalogue product cannot be kept, and the dialog says so. An
 * order that moved on meanwhile is refused (`status: notPending`), said here; the list behind is read again.
 * The lines as changed are kept as a draft (ORDER_DRAFTS.lines, naming the order by its `id` entry) until they are
 * saved or the dialog is closed: after a reload or a sign-in the screen opens the dialog again for the same order.
 */
export function EditLinesDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const fetcher = useFetcher<FormReply>();
  const { form, fields, formProps, errorsOf, saving, restored, discard, touch, confirmDialog } = useAdminForm({
    schema: OrderLinesInputSchema,
    defaultValue: {},
    draft: ORDER_DRAFTS.lines,
    checked: orderBody,
    fetcher,
  });
  const errorText = useFieldErrorText('orders.errors');
  const lines = order.items.flatMap((item): EditorLine[] =>
    item.productId ? [{ productId: item.productId, name: item.name, price: item.price, quantity: item.quantity }] : [],
  );
  const dropped = order.items.filter((item) => !item.productId);

  return (
    <FormDialog
      title={t('orders.editLines.title', { order: shortOrderId(order.id) })}
      intro={t('orders.editLines.intro', { customer: order.customerName })}
      className="max-w-2xl"
      write={{
        fetcher,
        formProps,
        intent: 'lines',
        id: order.id,
        draft: { restored: restored !== null, discard, confirmDialog },
      }}
      failure={errorText(errorsOf('status')) ?? form.errors?.[0]}
      busy={saving}
      submitLabel={t('orders.editLines.save')}
      busyLabel={t('orders.editLines.saving')}
      onClose={onClose}
    >
      {dropped.length > 0 ? (
        <p className="mt-3 rounded-md bg-yellow-50 p-3 text-sm text-yellow-900">
          {t('orders.editLines.dropped', { names: dropped.map((item) => item.name).join(', ') })}
        </p>
      ) : null}
      <OrderLinesEditor
        initial={restored ? draftLines(restored.values) : lines}
        errorsOf={errorsOf}
        listErrors={fields.lines?.errors}
        onChange={() => touch()}
      />
    </FormDialog>
  );
}

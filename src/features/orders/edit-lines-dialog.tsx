import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getBackend } from '@/data';
import { shortOrderId, type Order } from '@/domain';
import { OrderLinesInputSchema } from '@/domain/order-admin';
import { validate } from '@/domain/validation';
import { useSessionExpiry } from '@/components/admin/session-expiry';
import { FormDialog } from './form-dialog';
import { useFailureText, fieldCodes, useFieldErrorText, type FieldCodes } from './order-errors';
import { OrderLinesEditor, toLines, type EditorLine } from './order-lines-editor';

/**
 * The lines of a pending order: add, remove, change quantities. Saved lines are priced again from the
 * catalogue. Lines of older orders that name no catalogue product cannot be kept, and the dialog says so.
 */
export function EditLinesDialog({
  order,
  onClose,
  onSaved,
  onRefused,
}: {
  order: Order;
  onClose: () => void;
  onSaved: (order: Order) => void;
  /** The order is no longer pending: the list should be read again. */
  onRefused: () => void;
}) {
  const { t } = useTranslation('admin');
  const failureText = useFailureText();
  const expire = useSessionExpiry();
  const errorText = useFieldErrorText();
  const [lines, setLines] = useState<EditorLine[]>(() =>
    order.items.flatMap((item) =>
      item.productId
        ? [{ productId: item.productId, name: item.name, price: item.price, quantity: String(item.quantity) }]
        : [],
    ),
  );
  const dropped = order.items.filter((item) => !item.productId);
  const [errors, setErrors] = useState<FieldCodes>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(close: () => void) {
    const input = { lines: toLines(lines) };
    const checked = validate(OrderLinesInputSchema, input, 'order lines');
    setFailure(null);
    if (!checked.ok) {
      setErrors(checked.fields);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = await (await getBackend()).orders.setLines(order.id, input.lines);
      onSaved(saved);
      close();
    } catch (error) {
      if (expire(error)) return;
      const codes = fieldCodes(error);
      if (codes?.status) {
        setFailure(errorText(codes, 'status') ?? null);
        onRefused();
      } else if (codes) setErrors(codes);
      else setFailure(t('orders.editLines.failed', { error: failureText(error) }));
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormDialog
      title={t('orders.editLines.title', { order: shortOrderId(order.id) })}
      intro={t('orders.editLines.intro', { customer: order.customerName })}
      className="max-w-2xl"
      failure={failure}
      busy={saving}
      submitLabel={t('orders.editLines.save')}
      busyLabel={t('orders.editLines.saving')}
      onSubmit={submit}
      onClose={onClose}
    >
      {dropped.length > 0 ? (
        <p className="mt-3 rounded-md bg-yellow-50 p-3 text-sm text-yellow-900">
          {t('orders.editLines.dropped', { names: dropped.map((item) => item.name).join(', ') })}
        </p>
      ) : null}
      <OrderLinesEditor lines={lines} onChange={setLines} errors={errors} />
    </FormDialog>
  );
}

import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getBackend } from '@/data';
import { shortOrderId, type Order } from '@/domain';
import { OrderLinesInputSchema } from '@/domain/order-admin';
import { validate } from '@/domain/validation';
import { Dialog } from '@/components/ui/dialog';
import { buttonStyles } from '@/components/ui/styles';
import { useSessionExpiry } from '@/components/admin/session-expiry';
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
  const titleId = useId();
  const closeFormId = useId();
  const closeForm = useRef<HTMLFormElement>(null);
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

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
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
      closeForm.current?.requestSubmit();
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
    <Dialog labelledBy={titleId} onClose={() => onClose()} className="max-w-2xl">
      <form method="dialog" id={closeFormId} ref={closeForm} />
      <form noValidate onSubmit={(event) => void submit(event)} className="p-5 sm:p-6">
        <h2 id={titleId} className="text-xl font-bold">
          {t('orders.editLines.title', { order: shortOrderId(order.id) })}
        </h2>
        <p className="mt-1 text-sm text-gray-600">{t('orders.editLines.intro', { customer: order.customerName })}</p>
        {dropped.length > 0 ? (
          <p className="mt-3 rounded-md bg-yellow-50 p-3 text-sm text-yellow-900">
            {t('orders.editLines.dropped', { names: dropped.map((item) => item.name).join(', ') })}
          </p>
        ) : null}
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
            {saving ? t('orders.editLines.saving') : t('orders.editLines.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getBackend } from '@/data';
import { ORDER_STATUSES, isOrderStatus, type OrderStatus } from '@/domain';
import { OrderExportQuerySchema } from '@/domain/order-admin';
import { ordersCsvFileName } from '@/domain/orders-csv';
import { validate } from '@/domain/validation';
import { Dialog } from '@/components/ui/dialog';
import { InputField, SelectField } from '@/components/ui/field';
import { buttonStyles } from '@/components/ui/styles';
import { useSessionExpiry } from '@/components/admin/session-expiry';
import { useFailureText } from './order-errors';

/** Saves a file the page made, under `name`, as a download. */
function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next task; the URL is not needed after.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The orders as a CSV file for a spreadsheet: a status (the list's filter to start with) and the first and
 * last day, in Malaysian time, each optional.
 */
export function ExportDialog({ status, onClose }: { status: OrderStatus | undefined; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const failureText = useFailureText();
  const expire = useSessionExpiry();
  const titleId = useId();
  const closeFormId = useId();
  const closeForm = useRef<HTMLFormElement>(null);
  const [filter, setFilter] = useState({ status: status ?? '', from: '', to: '' });
  const [rangeError, setRangeError] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const checked = validate(OrderExportQuerySchema, filter, 'query');
    setRangeError(!checked.ok);
    if (!checked.ok) return;
    setBusy(true);
    try {
      const blob = await (await getBackend()).orders.exportCsv(checked.data);
      download(blob, ordersCsvFileName());
      closeForm.current?.requestSubmit();
    } catch (error) {
      if (expire(error)) return;
      setFailure(t('orders.export.failed', { error: failureText(error) }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog labelledBy={titleId} onClose={() => onClose()} className="max-w-lg">
      <form method="dialog" id={closeFormId} ref={closeForm} />
      <form noValidate onSubmit={(event) => void submit(event)} className="p-5 sm:p-6">
        <h2 id={titleId} className="text-xl font-bold">
          {t('orders.export.title')}
        </h2>
        <p className="mt-1 text-sm text-gray-600">{t('orders.export.intro')}</p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <SelectField
            id={`${titleId}-status`}
            label={t('orders.export.status')}
            none={t('orders.allOrders')}
            options={ORDER_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
            value={filter.status}
            onChange={(event) =>
              setFilter((f) => ({ ...f, status: isOrderStatus(event.target.value) ? event.target.value : '' }))
            }
            className="sm:col-span-2"
          />
          <InputField
            id={`${titleId}-from`}
            type="date"
            label={t('orders.export.from')}
            value={filter.from}
            onChange={(event) => setFilter((f) => ({ ...f, from: event.target.value }))}
          />
          <InputField
            id={`${titleId}-to`}
            type="date"
            label={t('orders.export.to')}
            value={filter.to}
            error={rangeError ? t('orders.export.rangeError') : undefined}
            onChange={(event) => setFilter((f) => ({ ...f, to: event.target.value }))}
          />
        </div>
        {failure ? (
          <p role="alert" className="mt-4 text-sm font-medium text-red-700">
            {failure}
          </p>
        ) : null}
        <div className="mt-6 flex justify-end gap-3">
          <button form={closeFormId} className={buttonStyles.secondary}>
            {t('dialog.cancel')}
          </button>
          <button type="submit" disabled={busy} className={buttonStyles.primary}>
            {busy ? t('orders.export.preparing') : t('orders.export.download')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

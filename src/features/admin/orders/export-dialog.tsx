import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getBackend } from '@/data';
import { ORDER_STATUSES, isOrderStatus, type OrderStatus } from '@/domain';
import { OrderExportQuerySchema } from '@/domain/order-admin';
import { ordersCsvFileName } from '@/domain/orders-csv';
import { validate } from '@/domain/validation';
import { InputField, SelectField } from '@/components/ui/field';
import { useSessionExpiry } from '@/components/admin/session-expiry';
import { useLanguage } from '@/components/ui/use-language';
import { download } from '@/components/ui/download';
import { FormDialog } from './form-dialog';
import { useErrorText } from '@/components/ui/error-message';

/**
 * The orders as a CSV file for a spreadsheet: a status (the list's filter to start with) and the first and
 * last day, in Malaysian time, each optional.
 */
export function ExportDialog({ status, onClose }: { status: OrderStatus | undefined; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const failureText = useErrorText();
  const expire = useSessionExpiry();
  const fieldId = useId();
  const [filter, setFilter] = useState({ status: status ?? '', from: '', to: '' });
  const [rangeError, setRangeError] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(close: () => void) {
    setFailure(null);
    // The file's headers and status names in the language of the screen.
    const checked = validate(OrderExportQuerySchema, { ...filter, language }, 'query');
    setRangeError(!checked.ok);
    if (!checked.ok) return;
    setBusy(true);
    try {
      const blob = await (await getBackend()).orders.exportCsv(checked.data);
      download(blob, ordersCsvFileName());
      close();
    } catch (error) {
      if (expire(error)) return;
      setFailure(t('orders.export.failed', { error: failureText(error) }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog
      title={t('orders.export.title')}
      intro={t('orders.export.intro')}
      className="max-w-lg"
      failure={failure}
      busy={busy}
      submitLabel={t('orders.export.download')}
      busyLabel={t('orders.export.preparing')}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <SelectField
          id={`${fieldId}-status`}
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
          id={`${fieldId}-from`}
          type="date"
          label={t('orders.export.from')}
          value={filter.from}
          onChange={(event) => setFilter((f) => ({ ...f, from: event.target.value }))}
        />
        <InputField
          id={`${fieldId}-to`}
          type="date"
          label={t('orders.export.to')}
          value={filter.to}
          error={rangeError ? t('orders.export.rangeError') : undefined}
          onChange={(event) => setFilter((f) => ({ ...f, to: event.target.value }))}
        />
      </div>
    </FormDialog>
  );
}

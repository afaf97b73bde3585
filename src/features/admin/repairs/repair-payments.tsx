import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { malaysianDay, type RepairJob } from '@/domain/repair';
import { PAYMENT_METHODS, type PaymentKind } from '@/domain/repair-money';
import { REPAIR_LIMITS, RepairPaymentInputSchema, RepairVoidSchema } from '@/domain/repair-schema';
import { useAdminForm, useFieldErrorText } from '@/components/admin/admin-form';
import { useConfirmWithNote } from '@/components/ui/confirm-dialog';
import { InputField, SelectField } from '@/components/ui/field';
import { buttonStyles } from '@/components/ui/styles';
import { useLanguage } from '@/components/ui/use-language';
import { formatRepairDay, formatSenRm } from './repair-screen-view';

/** The entries of the payment form, in its order: a refusal of another field (the job's state) is said at the first. */
export const PAYMENT_FIELDS = ['amount', 'method', 'date', 'note'] as const;

/** The void form's data as RepairVoidSchema checks it: the payment is named by the button pressed (`paymentId`). */
export function voidData(formData: FormData): FormData {
  const data = new FormData();
  data.append('reason', String(formData.get('reason') ?? ''));
  return data;
}

/**
 * The job's money for the owner: what is due (the approved total and the storage fee), what was paid and the
 * balance, all the job's `money` (repairMoney, worked out by the store); every payment in the order recorded, a
 * voided one struck through with why; and the form that records the next one (a deposit, a part or the final
 * payment). Both are forms of the route's action: a refused payment says why by its field (over the balance, a
 * cancelled job), and a void asks first.
 */
export function RepairPayments({ job }: { job: RepairJob }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const errorText = useFieldErrorText('repairs.errors');
  const [confirm, confirmDialog] = useConfirmWithNote();
  const id = useId();
  const today = malaysianDay(new Date().toISOString());
  const { money } = job;
  // Once the job has ended, what was paid beyond the bill is refunded, recorded as a refund with its method.
  const kind: PaymentKind = money.toRefund > 0 ? 'refund' : 'payment';
  const takesPayments = money.balance > 0 || money.toRefund > 0;
  const recording = useAdminForm({
    schema: RepairPaymentInputSchema,
    defaultValue: { kind, amount: '', method: 'cash', date: today, note: '' },
    intent: 'payment',
  });
  const field = (name: (typeof PAYMENT_FIELDS)[number]) => ({
    id: `${id}-${name}`,
    name,
    defaultValue: String(recording.fields[name]?.initialValue ?? ''),
    error: errorText(recording.errorsOf(name)),
  });

  // Why, in a few words (kept with the payment and shown struck through beside it); none is an answer too.
  const reason = useRef<HTMLInputElement>(null);
  const voiding = useAdminForm({
    schema: RepairVoidSchema,
    defaultValue: { reason: '' },
    intent: 'void',
    checked: voidData,
    askFirst: (formData) => {
      const voided = job.payments.find((entry) => entry.id === formData.get('paymentId'));
      if (!voided) return undefined;
      return confirm(
        t('repairs.payments.voidQuestion', {
          amount: formatSenRm(voided.amount),
          date: formatRepairDay(voided.date, language),
        }),
        t('repairs.payments.voidConfirm'),
        { label: t('repairs.payments.voidReason'), maxLength: REPAIR_LIMITS.paymentNote },
      ).then((answer) => {
        if (answer === null || !reason.current) return false;
        reason.current.value = answer;
        return true;
      });
    },
  });

  return (
    <div className="space-y-4">
      {confirmDialog}
      <dl aria-label={t('repairs.payments.summary')} className="space-y-1 rounded-md bg-gray-50 p-3 text-sm">
        {money.basis === 'awaiting' && money.quote ? (
          <MoneyLine
            label={t(
              job.quote?.answer === 'declined' ? 'repairs.payments.price.declined' : 'repairs.payments.price.awaiting',
            )}
            value={formatSenRm(money.quote.total)}
          />
        ) : (
          <MoneyLine label={t(`repairs.payments.price.${money.basis}`)} value={formatSenRm(money.approved)} />
        )}
        {money.storageFee > 0 ? (
          <MoneyLine label={t('repairs.payments.storageFee')} value={formatSenRm(money.storageFee)} />
        ) : null}
        <MoneyLine
          label={money.held > 0 ? t('repairs.payments.held') : t('repairs.payments.paid')}
          value={formatSenRm(money.paid)}
        />
        {money.toRefund > 0 ? (
          <MoneyLine label={t('repairs.payments.toRefund')} value={formatSenRm(money.toRefund)} strong />
        ) : (
          <MoneyLine label={t('repairs.payments.balance')} value={formatSenRm(money.balance)} strong />
        )}
      </dl>

      {job.payments.length === 0 ? (
        <p className="text-sm text-gray-700">{t('repairs.payments.none')}</p>
      ) : (
        <Form key={voiding.form.id} {...voiding.formProps}>
          {voiding.intentInput}
          {/* Filled by the question, once answered: no value of React's, which a render would put back. */}
          <input ref={reason} type="hidden" name="reason" />
          <ol aria-label={t('repairs.payments.history')} className="space-y-2">
            {job.payments.map((payment) => (
              <li key={payment.id} className="rounded-md border border-gray-200 p-3 text-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className={`font-semibold tabular-nums ${payment.voided ? 'text-gray-500 line-through' : ''}`}>
                    {payment.kind === 'refund'
                      ? t('repairs.payments.refunded', { amount: formatSenRm(payment.amount) })
                      : formatSenRm(payment.amount)}
                  </p>
                  <p className="text-gray-700">
                    {t(`repairs.payments.methods.${payment.method}`)} · {formatRepairDay(payment.date, language)}
                  </p>
                </div>
                {payment.note ? <p className="mt-1 whitespace-pre-line text-gray-800">{payment.note}</p> : null}
                {payment.voided ? (
                  <p className="mt-1 font-medium text-red-800">
                    {t('repairs.payments.voidedOn', {
                      date: formatRepairDay(malaysianDay(payment.voided.at), language),
                    })}
                    {payment.voided.reason ? ` ${payment.voided.reason}` : ''}
                  </p>
                ) : (
                  <button
                    type="submit"
                    name="paymentId"
                    value={payment.id}
                    disabled={voiding.saving}
                    className={`${buttonStyles.secondary} mt-2 min-h-11`}
                  >
                    {t('repairs.payments.void', { amount: formatSenRm(payment.amount) })}
                  </button>
                )}
              </li>
            ))}
          </ol>
        </Form>
      )}

      {takesPayments ? (
        <Form
          key={recording.form.id}
          {...recording.formProps}
          aria-labelledby={`${id}-title`}
          className="border-t border-gray-100 pt-4"
        >
          {recording.intentInput}
          <input type="hidden" name="kind" value={kind} />
          <h3 id={`${id}-title`} className="mb-3 text-base font-semibold text-ink-900">
            {kind === 'refund' ? t('repairs.payments.recordRefund') : t('repairs.payments.record')}
          </h3>
          <fieldset disabled={recording.saving} className="grid min-w-0 gap-4 sm:grid-cols-2">
            <InputField
              {...field('amount')}
              label={t('repairs.payments.amount')}
              hint={
                kind === 'refund'
                  ? t('repairs.payments.refundHint', { amount: formatSenRm(money.toRefund) })
                  : t('repairs.payments.amountHint', { balance: formatSenRm(money.balance) })
              }
              inputMode="decimal"
              autoComplete="off"
            />
            <SelectField
              {...field('method')}
              label={t('repairs.payments.method')}
              options={PAYMENT_METHODS.map((value) => ({ value, label: t(`repairs.payments.methods.${value}`) }))}
            />
            <InputField {...field('date')} label={t('repairs.payments.date')} type="date" max={today} />
            <InputField {...field('note')} label={t('repairs.payments.note')} autoComplete="off" />
            <div className="sm:col-span-2">
              <button type="submit" className={`${buttonStyles.primary} min-h-11`}>
                {recording.saving
                  ? t('repairs.payments.recording')
                  : kind === 'refund'
                    ? t('repairs.payments.submitRefund')
                    : t('repairs.payments.submit')}
              </button>
            </div>
          </fieldset>
        </Form>
      ) : (
        <p className="rounded-md bg-gray-100 p-3 text-sm text-gray-800">{t('repairs.payments.settled')}</p>
      )}
    </div>
  );
}

function MoneyLine({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'text-base font-bold text-ink-900' : 'text-gray-800'}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

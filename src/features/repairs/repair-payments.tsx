import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BackendError, getBackend } from '@/data';
import { isAfterToday, malaysianDay, type RepairJob } from '@/domain/repair';
import { PAYMENT_METHODS, type PaymentKind, type PaymentMethod, type RepairPayment } from '@/domain/repair-money';
import { REPAIR_LIMITS, RepairPaymentInputSchema, type RepairPaymentInput } from '@/domain/repair-schema';
import { useSessionExpiry } from '@/components/admin/session-expiry';
import { useSaveFailureText } from '@/components/admin/use-save-failure-text';
import { useConfirmWithNote } from '@/components/ui/confirm-dialog';
import { InputField, SelectField } from '@/components/ui/field';
import { notify } from '@/components/ui/notices';
import { buttonStyles } from '@/components/ui/styles';
import { useLanguage } from '@/components/ui/use-language';
import { repairFieldError, type RepairFieldError } from './repair-form-model';
import { formatRepairDay, formatSenRm } from './repair-view';
import { useRepairErrorText } from './use-repair-error-text';

const PAYMENT_FIELDS = ['amount', 'method', 'date', 'note'] as const;
type PaymentField = (typeof PAYMENT_FIELDS)[number];
type PaymentErrors = Partial<Record<PaymentField, RepairFieldError>>;

/**
 * The job's money for the owner: what is due (the approved total and the storage fee), what was paid and the
 * balance, all the job's `money` (repairMoney, worked out by the store); every payment in the order recorded, a
 * voided one struck through with why; and the form that records the next one (a deposit, a part or the final
 * payment). A refused payment says why by its field: over the balance, a cancelled job.
 */
export function RepairPayments({ job, onChanged }: { job: RepairJob; onChanged: (job: RepairJob) => void }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const expire = useSessionExpiry();
  const describe = useSaveFailureText();
  const errorText = useRepairErrorText();
  const [confirm, confirmDialog] = useConfirmWithNote();
  const id = useId();
  const today = malaysianDay(new Date().toISOString());
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [date, setDate] = useState(today);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<PaymentErrors>({});
  const [busy, setBusy] = useState(false);
  const { money } = job;
  // Once the job has ended, what was paid beyond the bill is refunded, recorded as a refund with its method.
  const kind: PaymentKind = money.toRefund > 0 ? 'refund' : 'payment';
  const takesPayments = money.balance > 0 || money.toRefund > 0;

  async function record(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const input: RepairPaymentInput = { kind, amount, method, date, note };
    const parsed = RepairPaymentInputSchema.safeParse(input);
    // A day after today is refused by the store too (by its own clock): said here at once.
    const future = parsed.success && isAfterToday(parsed.data.date, new Date().toISOString());
    if (!parsed.success || future) {
      const found: PaymentErrors = future ? { date: repairFieldError('date', 'futureDate') } : {};
      for (const issue of parsed.success ? [] : parsed.error.issues) {
        const field = issue.path[0] as PaymentField;
        found[field] ??= repairFieldError(field, issue.message);
      }
      setErrors(found);
      const first = PAYMENT_FIELDS.find((field) => found[field]);
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const saved = await (await getBackend()).repairs.recordPayment(job.id, input);
      setAmount('');
      setNote('');
      setDate(today);
      notify('success', t('repairs.payments.recorded', { amount: formatSenRm(parsed.data.amount) }));
      onChanged(saved);
    } catch (error) {
      if (expire(error)) return;
      if (error instanceof BackendError && Object.keys(error.fields).length > 0) {
        const found: PaymentErrors = {};
        for (const [field, code] of Object.entries(error.fields)) {
          // A refusal of the job's state (cancelled) is said at the amount, the field the owner acts on.
          const at = (PAYMENT_FIELDS as readonly string[]).includes(field) ? (field as PaymentField) : 'amount';
          found[at] ??= repairFieldError(at, code);
        }
        setErrors(found);
        document.getElementById(`${id}-amount`)?.focus();
      } else {
        notify('error', t('repairs.payments.failed', { error: describe(error) }));
      }
    } finally {
      setBusy(false);
    }
  }

  async function voidPayment(payment: RepairPayment) {
    // Why, in a few words (kept with the payment and shown struck through beside it); none is an answer too.
    const reason = await confirm(
      t('repairs.payments.voidQuestion', {
        amount: formatSenRm(payment.amount),
        date: formatRepairDay(payment.date, language),
      }),
      t('repairs.payments.voidConfirm'),
      { label: t('repairs.payments.voidReason'), maxLength: REPAIR_LIMITS.paymentNote },
    );
    if (reason === null) return;
    try {
      onChanged(await (await getBackend()).repairs.voidPayment(job.id, payment.id, { reason }));
      notify('success', t('repairs.payments.voided', { amount: formatSenRm(payment.amount) }));
    } catch (error) {
      if (expire(error)) return;
      notify('error', t('repairs.payments.voidFailed', { error: describe(error) }));
    }
  }

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
                  type="button"
                  onClick={() => void voidPayment(payment)}
                  className={`${buttonStyles.secondary} mt-2 min-h-11`}
                >
                  {t('repairs.payments.void', { amount: formatSenRm(payment.amount) })}
                </button>
              )}
            </li>
          ))}
        </ol>
      )}

      {takesPayments ? (
        <form
          noValidate
          aria-labelledby={`${id}-title`}
          onSubmit={(event) => void record(event)}
          className="border-t border-gray-100 pt-4"
        >
          <h3 id={`${id}-title`} className="mb-3 text-base font-semibold text-ink-900">
            {kind === 'refund' ? t('repairs.payments.recordRefund') : t('repairs.payments.record')}
          </h3>
          <fieldset disabled={busy} className="grid min-w-0 gap-4 sm:grid-cols-2">
            <InputField
              id={`${id}-amount`}
              label={t('repairs.payments.amount')}
              hint={
                kind === 'refund'
                  ? t('repairs.payments.refundHint', { amount: formatSenRm(money.toRefund) })
                  : t('repairs.payments.amountHint', { balance: formatSenRm(money.balance) })
              }
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              error={errorText(errors.amount)}
              onChange={(event) => {
                setAmount(event.target.value);
                setErrors(({ amount: _, ...rest }) => rest);
              }}
            />
            <SelectField
              id={`${id}-method`}
              label={t('repairs.payments.method')}
              options={PAYMENT_METHODS.map((value) => ({ value, label: t(`repairs.payments.methods.${value}`) }))}
              value={method}
              error={errorText(errors.method)}
              onChange={(event) => setMethod(event.target.value as PaymentMethod)}
            />
            <InputField
              id={`${id}-date`}
              label={t('repairs.payments.date')}
              type="date"
              max={today}
              value={date}
              error={errorText(errors.date)}
              onChange={(event) => setDate(event.target.value)}
            />
            <InputField
              id={`${id}-note`}
              label={t('repairs.payments.note')}
              autoComplete="off"
              value={note}
              error={errorText(errors.note)}
              onChange={(event) => setNote(event.target.value)}
            />
            <div className="sm:col-span-2">
              <button type="submit" className={`${buttonStyles.primary} min-h-11`}>
                {busy
                  ? t('repairs.payments.recording')
                  : kind === 'refund'
                    ? t('repairs.payments.submitRefund')
                    : t('repairs.payments.submit')}
              </button>
            </div>
          </fieldset>
        </form>
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

import { useId, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Form, useActionData } from 'react-router';
import { REPAIR_MOVES, type RepairJob, type RepairStatus } from '@/domain/repair';
import { serviceTaxRate } from '@/domain/repair-money';
import { RepairMoveSchema } from '@/domain/repair-schema';
import { repairStatusName } from '@/i18n/names';
import { useAdminForm, useFieldErrorText, type FormReply } from '@/components/admin/admin-form';
import { useShopSettings } from '@/components/use-shop-settings';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { InputField, SelectField, TextAreaField } from '@/components/ui/field';
import { buttonStyles } from '@/components/ui/styles';
import { useLanguage } from '@/components/ui/use-language';
import { draftsFromQuote, isUntouched, linesToKeep, type LineDraft } from './quote-lines-model';
import { QuoteLinesEditor } from './quote-lines-editor';

/** The two forms that move a job: its next status, and a quote (a move to awaitingApproval with lines). */
type MoveIntent = 'move' | 'quote';

/** The form-level code of a move the store refused because the job moved meanwhile (any 409 of a move). */
export const MOVE_CONFLICT = 'conflict';

const LINE_FIELDS = ['kind', 'description', 'quantity', 'unitPrice', 'productId'] as const;

/**
 * The form's data as the move RepairMoveSchema checks: a line never touched is left out (the lines renumbered), and
 * the charge only when something of it was typed. The browser's check and the action's read the same.
 */
export function moveData(formData: FormData): FormData {
  const data = new FormData();
  const lines: Record<string, string>[] = [];
  for (const [name, entry] of formData) {
    const line = /^lines\[(\d+)\]\.(\w+)$/.exec(name);
    if (line) (lines[Number(line[1])] ??= {})[line[2]!] = String(entry);
    else if (!name.startsWith('charge.')) data.append(name, entry);
  }
  lines
    .filter(
      (line) =>
        !isUntouched({
          description: line.description ?? '',
          unitPrice: line.unitPrice ?? '',
          quantity: line.quantity ?? '',
        }),
    )
    .forEach((line, index) => {
      for (const field of LINE_FIELDS)
        if (line[field] !== undefined) data.append(`lines[${index}].${field}`, line[field]);
    });
  const amount = String(formData.get('charge.amount') ?? '');
  const description = String(formData.get('charge.description') ?? '');
  if (amount.trim() !== '' || description.trim() !== '') {
    data.append('charge.amount', amount);
    data.append('charge.description', description);
  }
  return data;
}

/**
 * The next step of a job: only the statuses REPAIR_MOVES allows from its own are offered (the server holds the
 * same rule), with a note for the customer. A quote is the job page's own action (`quote`): the same move, to
 * awaitingApproval with the quote's lines, so the status list leaves that status out. The route's action writes it
 * from the status the screen shows; a move refused because the job moved meanwhile (another tab, another person)
 * says so, and the screen shows the job as it is now.
 */
export function RepairMoveForm({ job, quote = false }: { job: RepairJob; quote?: boolean }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const settings = useShopSettings();
  const errorText = useFieldErrorText('repairs.errors');
  const id = useId();
  const intent: MoveIntent = quote ? 'quote' : 'move';
  // A new quote starts from the last one's lines (the owner changes what changed), else one empty part.
  const [lines, setLines] = useState<LineDraft[]>(() => draftsFromQuote(job.quote));
  const [confirm, confirmDialog] = useConfirm();
  const admin = useAdminForm({
    schema: RepairMoveSchema,
    defaultValue: { status: quote ? 'awaitingApproval' : '', note: '' },
    intent,
    checked: moveData,
    // Collected cannot be undone, and it starts the warranty: asked first.
    askFirst: (formData) =>
      formData.get('status') === 'collected'
        ? confirm(
            t('repairs.detail.move.collectQuestion', { count: settings.repairs.warrantyDays }),
            t('repairs.detail.move.collectConfirm'),
          )
        : undefined,
  });
  const { form, fields, saving, errorsOf } = admin;
  const reply = useActionData<FormReply | undefined>();
  const moves: readonly RepairStatus[] = REPAIR_MOVES[job.status].filter(
    (next: RepairStatus) => quote || next !== 'awaitingApproval',
  );
  const status = quote ? 'awaitingApproval' : String(fields.status?.value ?? '');
  const asksApproval = status === 'awaitingApproval';
  // A job that ends without the work owes only what the owner charges for what was done (an inspection fee).
  const endsWithoutWork = status === 'cancelled' || status === 'returnedUnrepaired';
  // The job is read again after a refusal, so the note stays with the move form that shows it as it is now.
  const conflict =
    (reply?.form === intent || (!quote && reply?.form === 'quote')) &&
    reply?.error?.['']?.includes(MOVE_CONFLICT) === true;

  const conflictNote = conflict ? (
    <p role="alert" className="rounded-md border-l-4 border-amber-600 bg-amber-50 p-3 text-sm text-amber-950">
      {t('repairs.detail.move.conflict')}
    </p>
  ) : null;

  if (moves.length === 0) {
    return (
      <div className="space-y-3">
        {conflictNote}
        <p className="rounded-md bg-gray-100 p-3 text-sm text-gray-800">{t('repairs.detail.move.closed')}</p>
      </div>
    );
  }

  // A line never touched (the one the editor opens with, one added too many) is dropped, not refused; the lines
  // that stay are the editor's from now on, so that an error's line number is the one on the screen.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const kept = linesToKeep(lines);
    if (asksApproval && kept.length > 0 && kept.length !== lines.length) flushSync(() => setLines(kept));
    admin.formProps.onSubmit(event);
  };

  return (
    <Form key={form.id} {...admin.formProps} onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="space-y-4">
      {admin.intentInput}
      <input type="hidden" name="from" value={job.status} />
      <h3 id={`${id}-title`} className="text-base font-semibold text-ink-900">
        {quote ? t('repairs.detail.makeQuote.title') : t('repairs.detail.move.title')}
      </h3>
      {quote ? <p className="text-sm text-gray-700">{t('repairs.detail.makeQuote.hint')}</p> : null}
      {conflictNote}
      <fieldset disabled={saving} className="grid min-w-0 gap-4 sm:grid-cols-2">
        {quote ? (
          <input type="hidden" name="status" value="awaitingApproval" />
        ) : (
          <SelectField
            id={`${id}-status`}
            name="status"
            label={t('repairs.detail.move.status')}
            none={t('repairs.detail.move.choose')}
            options={moves.map((value) => ({ value, label: repairStatusName(value, language) }))}
            defaultValue=""
            error={errorText(errorsOf('status'))}
          />
        )}
        {asksApproval ? (
          <QuoteLinesEditor
            lines={lines}
            onChange={setLines}
            errorOf={(name, own) => errorText(errorsOf(name, { own }))}
            serviceTaxRate={serviceTaxRate(settings.repairs)}
          />
        ) : null}
        {endsWithoutWork ? (
          <>
            <InputField
              id={`${id}-charge.amount`}
              name="charge.amount"
              inputMode="decimal"
              label={t('repairs.detail.move.chargeAmount')}
              hint={t('repairs.detail.move.chargeHint')}
              defaultValue=""
              error={errorText(errorsOf('charge.amount'))}
            />
            <InputField
              id={`${id}-charge.description`}
              name="charge.description"
              label={t('repairs.detail.move.chargeFor')}
              defaultValue=""
              error={errorText(errorsOf('charge.description'))}
            />
          </>
        ) : null}
        <TextAreaField
          id={`${id}-note`}
          name="note"
          label={t('repairs.detail.move.note')}
          hint={t('repairs.detail.move.noteHint')}
          rows={3}
          defaultValue=""
          error={errorText(errorsOf('note'))}
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <button type="submit" className={`${buttonStyles.primary} min-h-11`}>
            {quote
              ? saving
                ? t('repairs.detail.makeQuote.sending')
                : t('repairs.detail.makeQuote.submit')
              : saving
                ? t('repairs.detail.move.moving')
                : t('repairs.detail.move.submit')}
          </button>
        </div>
      </fieldset>
      {confirmDialog}
    </Form>
  );
}

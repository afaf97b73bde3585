import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BackendError, getBackend } from '@/data';
import { REPAIR_MOVES, isRepairStatus, type RepairJob, type RepairStatus } from '@/domain/repair';
import { serviceTaxRate } from '@/domain/repair-money';
import { RepairMoveSchema, type RepairMove } from '@/domain/repair-schema';
import { repairStatusName } from '@/i18n/names';
import { useSessionExpiry } from '@/components/admin/session-expiry';
import { useSaveFailureText } from '@/components/admin/use-save-failure-text';
import { useShopSettings } from '@/components/shop-settings';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { InputField, SelectField, TextAreaField } from '@/components/ui/field';
import { notify } from '@/components/ui/notices';
import { buttonStyles } from '@/components/ui/styles';
import { useLanguage } from '@/components/ui/use-language';
import { draftsFromQuote, linesToInput, linesToKeep, type LineDraft } from './quote-lines-model';
import { QuoteLinesEditor } from './quote-lines-editor';
import { repairFieldError, type RepairFieldError } from './repair-form-model';
import { useRepairErrorText } from './use-repair-error-text';

/** The move's fields in the order the form shows them; a quote's line fields are `lines.N.field`. */
const MOVE_FIELDS = ['status', 'lines', 'charge.amount', 'charge.description', 'note'] as const;
const LINE_FIELDS = ['kind', 'description', 'quantity', 'unitPrice'] as const;
/** 'status', 'note', 'lines' (the list as a whole) or 'lines.2.unitPrice'. */
type MoveErrors = Readonly<Record<string, RepairFieldError>>;

/**
 * What the store says when the job is no longer where the screen saw it: the move's from-status is stale, or the
 * move is not allowed from the job's status now. Someone else moved the job first.
 */
function isMoveRefused(error: unknown): boolean {
  return error instanceof BackendError && error.status === 409;
}

/** The schema's issues as the form's errors, each path as its key (the first issue of each). */
function moveErrors(move: RepairMove): MoveErrors {
  const result = RepairMoveSchema.safeParse(move);
  if (result.success) return {};
  const errors: Record<string, RepairFieldError> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    if (errors[key]) continue;
    errors[key] =
      issue.code === 'too_big' && issue.origin === 'string'
        ? repairFieldError(key, 'tooLong', Number(issue.maximum))
        : repairFieldError(key, issue.message);
  }
  return errors;
}

/** The id of the control of an error's key, to take the focus: the first field at fault, in the form's order. */
function firstAtFault(errors: MoveErrors, id: string, lineCount: number): string | undefined {
  for (const field of MOVE_FIELDS) {
    if (field !== 'lines') {
      if (errors[field]) return `${id}-${field}`;
      continue;
    }
    for (let index = 0; index < lineCount; index++) {
      const name = LINE_FIELDS.find((name) => errors[`lines.${index}.${name}`]);
      if (name) return `${id}-line-${index}-${name}`;
    }
    if (errors.lines) return `${id}-line-0-description`;
  }
  return undefined;
}

/**
 * The next step of a job: only the statuses REPAIR_MOVES allows from its own are offered (the server holds the
 * same rule), with a note for the customer. A quote is the job page's own action (`quote`): the same move, to
 * awaitingApproval with the quote's lines, so the status list leaves that status out. A move refused because the job
 * moved meanwhile (another tab, another person) says so and shows the job as it is now.
 */
export function RepairMoveForm({
  job,
  onMoved,
  onStale,
  quote = false,
}: {
  job: RepairJob;
  /** The quote's form: the move to awaitingApproval, with the lines and no status list. */
  quote?: boolean;
  onMoved: (job: RepairJob) => void;
  /** The job changed under the form: read it again. */
  onStale: () => Promise<void>;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const expire = useSessionExpiry();
  const describe = useSaveFailureText();
  const errorText = useRepairErrorText();
  const id = useId();
  const [chosen, setStatus] = useState<RepairStatus | ''>('');
  const status: RepairStatus | '' = quote ? 'awaitingApproval' : chosen;
  const [note, setNote] = useState('');
  const settings = useShopSettings();
  // A new quote starts from the last one's lines (the owner changes what changed), else one empty part.
  const [lines, setLines] = useState<LineDraft[]>(() => draftsFromQuote(job.quote));
  const [errors, setErrors] = useState<MoveErrors>({});
  const [conflict, setConflict] = useState(false);
  const [busy, setBusy] = useState(false);
  const moves: readonly RepairStatus[] = REPAIR_MOVES[job.status].filter(
    (next: RepairStatus) => quote || next !== 'awaitingApproval',
  );
  const asksApproval = status === 'awaitingApproval';
  // A job that ends without the work owes only what the owner charges for what was done (an inspection fee).
  const endsWithoutWork = status === 'cancelled' || status === 'returnedUnrepaired';
  const [chargeAmount, setChargeAmount] = useState('');
  const [chargeFor, setChargeFor] = useState('');
  const [confirm, confirmDialog] = useConfirm();

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

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    // A line never touched (the one the editor opens with, one added too many) is dropped, not refused; the lines
    // that stay are the editor's from now on, so that an error's line number is the one on the screen.
    const kept = asksApproval ? linesToKeep(lines) : lines;
    const sent = kept.length > 0 ? kept : lines;
    if (sent.length !== lines.length) setLines(sent);
    // The move names the status the screen shows: if the job moved meanwhile, the store refuses it (409).
    const move: RepairMove = {
      from: job.status,
      status: status as RepairStatus,
      note,
      ...(asksApproval ? { lines: linesToInput(kept) } : {}),
      ...(endsWithoutWork && (chargeAmount.trim() !== '' || chargeFor.trim() !== '')
        ? { charge: { description: chargeFor, amount: chargeAmount } }
        : {}),
    };
    const found = moveErrors(move);
    setConflict(false);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      const first = firstAtFault(found, id, sent.length);
      if (first) document.getElementById(first)?.focus();
      return;
    }
    setErrors({});
    // Collected cannot be undone, and it starts the warranty: asked first.
    if (
      move.status === 'collected' &&
      !(await confirm(
        t('repairs.detail.move.collectQuestion', { count: settings.repairs.warrantyDays }),
        t('repairs.detail.move.collectConfirm'),
      ))
    ) {
      return;
    }
    setBusy(true);
    try {
      const moved = await (await getBackend()).repairs.move(job.id, move);
      setStatus('');
      setNote('');
      setLines(draftsFromQuote(moved.quote));
      setChargeAmount('');
      setChargeFor('');
      onMoved(moved);
    } catch (error) {
      if (expire(error)) return;
      if (isMoveRefused(error)) {
        setConflict(true);
        setStatus('');
        await onStale();
      } else if (error instanceof BackendError && Object.keys(error.fields).length > 0) {
        setErrors(
          Object.fromEntries(
            Object.entries(error.fields).map(([field, code]) => [field, repairFieldError(field, code)]),
          ),
        );
      } else {
        notify('error', t('repairs.detail.move.failed', { error: describe(error) }));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`} className="space-y-4">
      <h3 id={`${id}-title`} className="text-base font-semibold text-ink-900">
        {quote ? t('repairs.detail.makeQuote.title') : t('repairs.detail.move.title')}
      </h3>
      {quote ? <p className="text-sm text-gray-700">{t('repairs.detail.makeQuote.hint')}</p> : null}
      {conflictNote}
      <fieldset disabled={busy} className="grid min-w-0 gap-4 sm:grid-cols-2">
        {quote ? null : (
          <SelectField
            id={`${id}-status`}
            name="status"
            label={t('repairs.detail.move.status')}
            none={t('repairs.detail.move.choose')}
            options={moves.map((value) => ({ value, label: repairStatusName(value, language) }))}
            value={status}
            error={errorText(errors.status)}
            onChange={(event) => {
              setStatus(isRepairStatus(event.target.value) ? event.target.value : '');
              setErrors({});
            }}
          />
        )}
        {asksApproval ? (
          <QuoteLinesEditor
            lines={lines}
            onChange={(changed) => {
              setLines(changed);
              setErrors(({ lines: _, ...rest }) => rest);
            }}
            errors={errors}
            serviceTaxRate={serviceTaxRate(settings.repairs)}
          />
        ) : null}
        {endsWithoutWork ? (
          <>
            <InputField
              id={`${id}-charge.amount`}
              name="chargeAmount"
              inputMode="decimal"
              label={t('repairs.detail.move.chargeAmount')}
              hint={t('repairs.detail.move.chargeHint')}
              value={chargeAmount}
              error={errorText(errors['charge.amount'])}
              onChange={(event) => {
                setChargeAmount(event.target.value);
                setErrors(({ 'charge.amount': _, ...rest }) => rest);
              }}
            />
            <InputField
              id={`${id}-charge.description`}
              name="chargeFor"
              label={t('repairs.detail.move.chargeFor')}
              value={chargeFor}
              error={errorText(errors['charge.description'])}
              onChange={(event) => {
                setChargeFor(event.target.value);
                setErrors(({ 'charge.description': _, ...rest }) => rest);
              }}
            />
          </>
        ) : null}
        <TextAreaField
          id={`${id}-note`}
          name="note"
          label={t('repairs.detail.move.note')}
          hint={t('repairs.detail.move.noteHint')}
          rows={3}
          value={note}
          error={errorText(errors.note)}
          onChange={(event) => {
            setNote(event.target.value);
            setErrors(({ note: _, ...rest }) => rest);
          }}
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <button type="submit" className={`${buttonStyles.primary} min-h-11`}>
            {quote
              ? busy
                ? t('repairs.detail.makeQuote.sending')
                : t('repairs.detail.makeQuote.submit')
              : busy
                ? t('repairs.detail.move.moving')
                : t('repairs.detail.move.submit')}
          </button>
        </div>
      </fieldset>
      {confirmDialog}
    </form>
  );
}

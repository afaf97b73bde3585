import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BackendError, getBackend } from '@/data';
import { REPAIR_MOVES, isRepairStatus, type RepairJob, type RepairStatus } from '@/domain/repair';
import { RepairMoveSchema, type RepairMove } from '@/domain/repair-schema';
import { repairStatusName } from '@/domain/repair-text';
import { fieldErrors } from '@/domain/validation';
import { useSessionExpiry } from '@/components/admin/session-expiry';
import { useSaveFailureText } from '@/components/admin/use-save-failure-text';
import { InputField, SelectField, TextAreaField } from '@/components/ui/field';
import { notify } from '@/components/ui/notices';
import { buttonStyles } from '@/components/ui/styles';
import { useLanguage } from '@/components/ui/use-language';
import { repairFieldError, type RepairFieldError } from './repair-form-model';
import { useRepairErrorText } from './use-repair-error-text';

/** The quote's single amount is sent as one labour line: its errors are the lines'. */
const MOVE_FIELDS = ['status', 'note', 'lines'] as const;
type MoveField = (typeof MOVE_FIELDS)[number];
type MoveErrors = Partial<Record<MoveField, RepairFieldError>>;

/** What the store says when a move is no longer allowed: someone else moved the job first. */
function isMoveRefused(error: unknown): boolean {
  return error instanceof BackendError && (error.fields.status === 'moveNotAllowed' || error.code === 'conflict');
}

/**
 * The next step of a job: only the statuses REPAIR_MOVES allows from its own are offered (the server holds the
 * same rule), with a note for the customer and, when asking for approval, the quote. A move refused because the job
 * moved meanwhile (another tab, another person) says so and shows the job as it is now.
 */
export function RepairMoveForm({
  job,
  onMoved,
  onStale,
}: {
  job: RepairJob;
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
  const [status, setStatus] = useState<RepairStatus | ''>('');
  const [note, setNote] = useState('');
  const [quote, setQuote] = useState('');
  const [errors, setErrors] = useState<MoveErrors>({});
  const [conflict, setConflict] = useState(false);
  const [busy, setBusy] = useState(false);
  const moves: readonly RepairStatus[] = REPAIR_MOVES[job.status];
  const asksApproval = status === 'awaitingApproval';

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
    const lines =
      quote.trim() === ''
        ? []
        : [{ kind: 'labour' as const, description: note.trim() || '—', quantity: 1, unitPrice: quote }];
    const move: RepairMove = {
      from: job.status,
      status: status as RepairStatus,
      note,
      ...(asksApproval ? { lines } : {}),
    };
    const found = fieldErrors(RepairMoveSchema, move, MOVE_FIELDS, (field, issue) =>
      issue.code === 'too_big' && issue.origin === 'string'
        ? repairFieldError(field, 'tooLong', Number(issue.maximum))
        : repairFieldError(field, issue.message),
    );
    setConflict(false);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      const first = MOVE_FIELDS.find((field) => found[field]);
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const moved = await (await getBackend()).repairs.move(job.id, move);
      setStatus('');
      setNote('');
      setQuote('');
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
            Object.entries(error.fields)
              .filter(([field]) => (MOVE_FIELDS as readonly string[]).includes(field))
              .map(([field, code]) => [field, repairFieldError(field, code)]),
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
        {t('repairs.detail.move.title')}
      </h3>
      {conflictNote}
      <fieldset disabled={busy} className="grid min-w-0 gap-4 sm:grid-cols-2">
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
            setErrors((current) => ({ ...current, status: undefined, lines: undefined }));
          }}
        />
        {asksApproval ? (
          <InputField
            id={`${id}-quote`}
            name="quote"
            label={t('repairs.detail.move.quote')}
            hint={t('repairs.detail.move.quoteHint')}
            inputMode="decimal"
            autoComplete="off"
            value={quote}
            error={errorText(errors.lines)}
            onChange={(event) => {
              setQuote(event.target.value);
              setErrors((current) => ({ ...current, lines: undefined }));
            }}
          />
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
            setErrors((current) => ({ ...current, note: undefined }));
          }}
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <button type="submit" className={`${buttonStyles.primary} min-h-11`}>
            {busy ? t('repairs.detail.move.moving') : t('repairs.detail.move.submit')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

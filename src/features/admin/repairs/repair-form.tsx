import { Fragment, useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useActionData, useNavigate } from 'react-router';
import { LANGUAGES, type Language } from '@/domain/limits';
import { LOCALES } from '@/domain/locales';
import { paths } from '@/domain/paths';
import { formatPhone } from '@/domain/phone';
import { MAX_REPAIR_PHOTOS, type RepairJob } from '@/domain/repair';
import {
  REPAIR_FIELDS,
  REPAIR_FORM_SECTIONS,
  REPAIR_INPUT_FIELDS,
  repairFieldValue,
  type RepairInputField,
} from '@/domain/repair-fields';
import { PAYMENT_METHODS, senToText } from '@/domain/repair-money';
import { RepairCreateInputSchema, RepairInputSchema, RepairPhoneSchema } from '@/domain/repair-schema';
import { ImagePreview } from '@/components/admin/image-preview';
import { useAdminForm, useFieldErrorText, type FormReply } from '@/components/admin/admin-form';
import { RowField, type RowForm } from '@/components/admin/row-field';
import { InputField, SelectField } from '@/components/ui/field';
import { notify } from '@/components/ui/notices';
import { buttonStyles } from '@/components/ui/styles';
import { useLanguage } from '@/components/ui/use-language';
import { withPendingPhotos, type PhotoChoice } from './save-repair';

/** The repair form's draft (src/components/admin/admin-form.tsx), kept under its address. */
export const REPAIR_DRAFT = 'repair-form-draft';

/** The schema of the form's mode: a new job takes its deposit at intake; a later payment is the job page's. */
export const repairSchema = (mode: 'add' | 'edit') => (mode === 'add' ? RepairCreateInputSchema : RepairInputSchema);

/**
 * The rows of REPAIR_FIELDS the form draws itself, at the end of their section: the photos, chosen, shown and
 * removed one by one. Every other row with `input` is a RowField, in the table's order, in its row's section.
 */
export const DRAWN_BY_REPAIR_FORM = ['photos'] as const satisfies readonly RepairInputField[];

/** A job's value of a field as its control shows it: the phone grouped, sen as ringgit, a day or none. */
function formValue(job: RepairJob, name: RepairInputField): string | string[] {
  const value = repairFieldValue(job, name);
  switch (REPAIR_FIELDS[name].input.control) {
    case 'phone':
      return formatPhone(String(value));
    case 'money':
      return senToText(value as number | null);
    case 'photos':
      return (value as string[]).slice(0, MAX_REPAIR_PHOTOS);
    default:
      return value === null ? '' : String(value);
  }
}

/**
 * The phone as the owner will read it back once they leave the field: a number the schema takes, grouped as
 * Malaysians write it (a foreign one in E.164); anything else exactly as typed, for them to correct.
 */
export function phoneShownBack(typed: string): string {
  const parsed = RepairPhoneSchema.safeParse(typed);
  return parsed.success ? formatPhone(parsed.data) : typed;
}

/** The form's values: a job's details as the owner reads them, or a new job's (in the admin's language). */
function formValues(job: RepairJob | null, language: Language): Record<string, string | string[]> {
  if (!job) return { language, depositMethod: 'cash', photos: [] };
  return Object.fromEntries(REPAIR_INPUT_FIELDS.map((name) => [name, formValue(job, name)]));
}

/**
 * The repair form: logging a machine in when `job` is null, editing its details otherwise (its status moves on the
 * job's own screen). Its route's action checks it with the shared schema and saves it (save-repair.ts); the browser
 * checks it first, before any photo is uploaded. A refusal shows each field's message and keeps everything typed,
 * and a reload brings the typing back.
 */
export function RepairForm({ job }: { job: RepairJob | null }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const navigate = useNavigate();
  const errorText = useFieldErrorText('repairs.errors');
  const titleId = useId();
  const mode = job ? 'edit' : 'add';
  const admin = useAdminForm({
    schema: repairSchema(mode),
    defaultValue: formValues(job, language),
    draft: REPAIR_DRAFT,
    checked: withPendingPhotos,
    onRefused: () =>
      notify(
        'error',
        t(mode === 'add' ? 'repairs.form.addFailed' : 'repairs.form.updateFailed', {
          error: t('repairs.form.checkFields'),
        }),
      ),
  });
  const { form, fields, saving, restored, startAgain } = admin;
  const kept = useActionData<FormReply | undefined>()?.kept?.photos;
  const initial = (name: string) => {
    const value = fields[name]?.initialValue;
    return typeof value === 'string' ? value : '';
  };
  const rows: RowForm = {
    admin,
    prefix: 'repair',
    errorText,
    optional: t('repairs.optional'),
    autoComplete: 'off',
    options: { language: { options: LANGUAGES.map((value) => ({ value, label: LOCALES[value].label })) } },
    shownBack: { customerPhone: phoneShownBack },
  };
  const drawn: readonly string[] = DRAWN_BY_REPAIR_FORM;
  const rowsOf = (section: string) =>
    REPAIR_INPUT_FIELDS.filter((name) => REPAIR_FIELDS[name].input.section === section && !drawn.includes(name));

  // The intake's deposit is no field of a job but its first payment: the new job's alone, after the estimate.
  // Once the job exists, money taken is recorded as a payment on its page.
  const deposit =
    mode === 'add' ? (
      <>
        <InputField
          id="repair-deposit"
          name="deposit"
          label={`${t('repairs.fields.deposit')} (${t('repairs.optional')})`}
          hint={t('repairs.hints.amount')}
          error={errorText(admin.errorsOf('deposit'))}
          defaultValue={initial('deposit')}
          required={admin.constraint.deposit?.required}
          inputMode="decimal"
          autoComplete="off"
        />
        <SelectField
          id="repair-depositMethod"
          name="depositMethod"
          label={t('repairs.fields.depositMethod')}
          error={errorText(admin.errorsOf('depositMethod'))}
          defaultValue={initial('depositMethod')}
          options={PAYMENT_METHODS.map((value) => ({ value, label: t(`repairs.payments.methods.${value}`) }))}
        />
      </>
    ) : null;
  const after: Partial<Record<RepairInputField, ReactNode>> = { estimate: deposit };

  return (
    <div className="mx-auto max-w-3xl py-8">
      <h1 id={titleId} className="text-2xl font-bold text-ink-900 sm:text-3xl">
        {t(mode === 'add' ? 'repairs.form.addTitle' : 'repairs.form.editTitle')}
        {job ? <span className="ml-2 font-mono text-xl text-gray-600">{job.number}</span> : null}
      </h1>

      {restored ? (
        <div
          role="status"
          className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-md border-l-4 border-brand-600 bg-brand-50 p-3 text-sm text-ink-900"
        >
          <div>
            <p>{t('repairs.form.restored')}</p>
            {restored.hadFiles ? <p className="mt-1 font-medium">{t('repairs.form.restoredWithoutPhotos')}</p> : null}
          </div>
          <button type="button" onClick={startAgain} className={buttonStyles.secondary}>
            {t('repairs.form.discardDraft')}
          </button>
        </div>
      ) : null}

      <Form key={form.id} {...admin.formProps} encType="multipart/form-data" aria-labelledby={titleId} className="mt-6">
        <fieldset disabled={saving} className="min-w-0 space-y-6">
          {REPAIR_FORM_SECTIONS.map((section) => (
            <Section key={section} legend={t(`repairs.form.sections.${section}`)}>
              {rowsOf(section).map((name) => (
                <Fragment key={name}>
                  <RowField form={rows} name={name} input={REPAIR_FIELDS[name].input} />
                  {after[name]}
                </Fragment>
              ))}
              {section === REPAIR_FIELDS.photos.input.section ? (
                <RepairPhotos
                  start={fields.photos?.initialValue}
                  kept={kept}
                  error={errorText(admin.errorsOf('photos'))}
                  onChange={admin.touch}
                />
              ) : null}
            </Section>
          ))}

          <div className="flex flex-wrap gap-3">
            <button type="submit" className={buttonStyles.primary}>
              {saving ? t('repairs.form.saving') : t('repairs.form.save')}
            </button>
            <button
              type="button"
              onClick={() => {
                admin.discard();
                void navigate(job ? paths.admin.repairs.detail(job.id) : paths.admin.repairs.list);
              }}
              className={buttonStyles.secondary}
            >
              {t('repairs.form.cancel')}
            </button>
          </div>
        </fieldset>
      </Form>
    </div>
  );
}

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
      <legend className="px-1 text-lg font-semibold text-ink-900">{legend}</legend>
      <div className="grid gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** A photo as the form's entry `photos`: a stored one's address, or a file input of its own, not shown, holding it. */
function PhotoEntry({ choice }: { choice: PhotoChoice }) {
  if (choice.kind === 'existing') return <input type="hidden" name="photos" value={choice.url} />;
  const hold = (input: HTMLInputElement | null) => {
    if (!input) return;
    const files = new DataTransfer();
    files.items.add(choice.file);
    input.files = files.files;
  };
  return <input type="file" name="photos" hidden tabIndex={-1} ref={hold} />;
}

let nextKey = 1;

/** The job's photos: those stored (or a draft's) and those chosen, never past MAX_REPAIR_PHOTOS in all. */
function RepairPhotos({
  start,
  kept,
  error,
  onChange,
}: {
  start: unknown;
  /** The addresses a refused save uploaded its photos to: from then on they are stored ones. */
  kept: readonly string[] | undefined;
  error: string | undefined;
  onChange: () => void;
}) {
  const { t } = useTranslation('admin');
  const [photos, setPhotos] = useState<PhotoChoice[]>(() =>
    (Array.isArray(start) ? start : [start])
      .filter((url): url is string => typeof url === 'string' && url !== '')
      .map((url) => ({ kind: 'existing', url })),
  );
  // A refusal's kept addresses replace the chosen files once, as the reply arrives (set while rendering).
  const [keptSeen, setKeptSeen] = useState(kept);
  if (kept !== keptSeen) {
    setKeptSeen(kept);
    if (kept) setPhotos(kept.map((url) => ({ kind: 'existing', url })));
  }
  const [keptNote, setKeptNote] = useState<string | null>(null);
  const full = photos.length >= MAX_REPAIR_PHOTOS;

  function choosePhotos(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Emptied so that choosing the same file again still counts as a change; the form holds them from here.
    event.target.value = '';
    if (files.length === 0) return;
    const kept = files
      .slice(0, Math.max(0, MAX_REPAIR_PHOTOS - photos.length))
      .map((file): PhotoChoice => ({ kind: 'new', file, key: `photo-${nextKey++}` }));
    setPhotos([...photos, ...kept]);
    setKeptNote(
      kept.length < files.length
        ? t('repairs.form.photosKept', { count: kept.length, chosen: files.length, max: MAX_REPAIR_PHOTOS })
        : null,
    );
  }

  return (
    <div className="sm:col-span-2">
      <InputField
        id="repair-photos"
        label={`${t('repairs.fields.photos')} (${t('repairs.optional')})`}
        hint={
          full
            ? t('repairs.form.photosFull', { max: MAX_REPAIR_PHOTOS })
            : t('repairs.hints.photos', { max: MAX_REPAIR_PHOTOS, count: photos.length })
        }
        error={error}
        type="file"
        accept="image/*"
        multiple
        disabled={full}
        onChange={choosePhotos}
      />
      {keptNote ? (
        <p role="status" className="mt-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900">
          {keptNote}
        </p>
      ) : null}
      {photos.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-4">
          {photos.map((choice, index) => (
            <li key={choice.kind === 'new' ? choice.key : choice.url} className="flex flex-col items-center gap-2">
              <PhotoEntry choice={choice} />
              <ImagePreview
                choice={choice}
                alt={t(choice.kind === 'new' ? 'repairs.form.newPhoto' : 'repairs.form.photo', { number: index + 1 })}
              />
              <button
                type="button"
                onClick={() => {
                  onChange();
                  setPhotos(photos.filter((_, i) => i !== index));
                  setKeptNote(null);
                }}
                aria-label={t('repairs.form.removePhoto', { number: index + 1 })}
                className={buttonStyles.smallSecondary}
              >
                {t('repairs.form.remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

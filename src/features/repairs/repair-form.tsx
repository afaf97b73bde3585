import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { BackendError, getBackend } from '@/data';
import { LANGUAGES } from '@/domain/limits';
import { LOCALES } from '@/domain/locales';
import { paths } from '@/domain/paths';
import { MAX_REPAIR_PHOTOS, type RepairJob } from '@/domain/repair';
import { ImagePreview } from '@/components/admin/image-preview';
import { isSignedOutError, useSessionExpiry } from '@/components/admin/session-expiry';
import { useSaveFailureText } from '@/components/admin/use-save-failure-text';
import { InputField, SelectField, TextAreaField } from '@/components/ui/field';
import { PAYMENT_METHODS } from '@/domain/repair-money';
import { notify } from '@/components/ui/notices';
import { buttonStyles } from '@/components/ui/styles';
import { useLanguage } from '@/components/ui/use-language';
import { clearRepairDraft, readRepairDraft, saveRepairDraft } from './repair-draft';
import {
  addPhotoFiles,
  checkRepairForm,
  emptyRepairValues,
  phoneShownBack,
  photosFromJob,
  repairErrorsFromServer,
  valuesFromJob,
  type PhotoChoice,
  type RepairFieldErrors,
  type RepairFormField,
  type RepairFormValues,
} from './repair-form-model';
import { saveRepair } from './save-repair';
import { useRepairErrorText } from './use-repair-error-text';

type TextField = Exclude<keyof RepairFormValues, 'language'>;

/**
 * The repair form: logging a machine in when `job` is null, editing its details otherwise (its status moves on the
 * job's own screen). Checked with the shared schema before any photo is uploaded; a refusal, the browser's or the
 * server's, shows each field's message and keeps everything typed, and a reload brings the typing back.
 */
export function RepairForm({ job }: { job: RepairJob | null }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const expire = useSessionExpiry();
  const describe = useSaveFailureText();
  const errorText = useRepairErrorText();
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const mode = job ? 'edit' : 'add';

  const [restored, setRestored] = useState(() => readRepairDraft(pathname));
  const [values, setValues] = useState<RepairFormValues>(
    () => restored?.values ?? (job ? valuesFromJob(job) : emptyRepairValues(language)),
  );
  const [photos, setPhotos] = useState<PhotoChoice[]>(() =>
    restored ? restored.photos.map((url) => ({ kind: 'existing', url })) : job ? photosFromJob(job) : [],
  );
  const [errors, setErrors] = useState<RepairFieldErrors>({});
  const [keptNote, setKeptNote] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  /** Whether the owner has typed or chosen anything here (a restored draft counts): only then is it kept. */
  const [dirty, setDirty] = useState(restored !== null);
  const saved = useRef(false);
  const photosFull = photos.length >= MAX_REPAIR_PHOTOS;

  // Every change is kept for this address until the form is saved: a reload loses nothing.
  useEffect(() => {
    if (dirty && !saved.current) saveRepairDraft(pathname, values, photos);
  }, [dirty, pathname, values, photos]);

  function change(field: keyof RepairFormValues, value: string) {
    setDirty(true);
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  function startAgain() {
    clearRepairDraft(pathname);
    setRestored(null);
    setValues(job ? valuesFromJob(job) : emptyRepairValues(language));
    setPhotos(job ? photosFromJob(job) : []);
    setErrors({});
    setKeptNote(null);
    setDirty(false);
  }

  function choosePhotos(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Emptied so that choosing the same file again still counts as a change.
    event.target.value = '';
    if (files.length === 0) return;
    setDirty(true);
    const added = addPhotoFiles(photos, files);
    setPhotos(added.photos);
    setKeptNote(
      added.kept < added.chosen
        ? t('repairs.form.photosKept', { count: added.kept, chosen: added.chosen, max: MAX_REPAIR_PHOTOS })
        : null,
    );
    setErrors((current) => ({ ...current, photos: undefined }));
  }

  function removePhoto(index: number) {
    setDirty(true);
    setPhotos((current) => current.filter((_, i) => i !== index));
    setKeptNote(null);
    setErrors((current) => ({ ...current, photos: undefined }));
  }

  function refuse(found: RepairFieldErrors, first: RepairFormField | undefined, reason: string) {
    setErrors(found);
    notify(
      'error',
      mode === 'add'
        ? t('repairs.form.addFailed', { error: reason })
        : t('repairs.form.updateFailed', { error: reason }),
    );
    const element = first && formRef.current?.elements.namedItem(first);
    if (element instanceof HTMLElement) element.focus();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const check = checkRepairForm(values, photos, mode);
    if (!check.ok) return refuse(check.errors, check.first, t('repairs.form.checkFields'));
    setErrors({});
    setSaving(true);
    try {
      const backend = await getBackend();
      const result = await saveRepair(
        backend,
        job ? { mode: 'edit', job } : { mode: 'add' },
        values,
        photos,
        setPhotos,
      );
      saved.current = true;
      clearRepairDraft(pathname);
      notify('success', t(mode === 'add' ? 'repairs.form.added' : 'repairs.form.updated', { number: result.number }), {
        carry: true,
      });
      await navigate(paths.admin.repairs.detail(result.id));
    } catch (error) {
      // The draft holds the form as it is (photos stored so far by their address) for after signing in again.
      if (isSignedOutError(error)) saveRepairDraft(pathname, values, photos);
      if (expire(error)) return;
      setSaving(false);
      if (error instanceof BackendError && Object.keys(error.fields).length > 0) {
        const found = repairErrorsFromServer(error.fields);
        const first = (Object.keys(found) as RepairFormField[])[0];
        if (first) return refuse(found, first, t('repairs.form.checkFields'));
      }
      refuse({}, undefined, describe(error));
    }
  }

  const field = (name: TextField) => ({
    id: `repair-${name}`,
    name,
    value: values[name],
    error: errorText(errors[name]),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => change(name, event.target.value),
  });
  const optional = (label: string) => `${label} (${t('repairs.optional')})`;

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
            {restored.hadNewPhotos ? (
              <p className="mt-1 font-medium">{t('repairs.form.restoredWithoutPhotos')}</p>
            ) : null}
          </div>
          <button type="button" onClick={startAgain} className={buttonStyles.secondary}>
            {t('repairs.form.discardDraft')}
          </button>
        </div>
      ) : null}

      <form
        ref={formRef}
        noValidate
        aria-labelledby={titleId}
        aria-busy={saving || undefined}
        onSubmit={(event) => void handleSubmit(event)}
        className="mt-6"
      >
        <fieldset disabled={saving} className="min-w-0 space-y-6">
          <Section legend={t('repairs.form.sections.customer')}>
            <InputField
              {...field('customerName')}
              label={t('repairs.fields.customerName')}
              autoComplete="off"
              className="sm:col-span-2"
            />
            <InputField
              {...field('customerPhone')}
              label={t('repairs.fields.customerPhone')}
              hint={t('repairs.hints.customerPhone')}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              onBlur={(event) => {
                const shown = phoneShownBack(event.target.value);
                if (shown !== event.target.value) change('customerPhone', shown);
              }}
            />
            <SelectField
              id="repair-language"
              name="language"
              label={t('repairs.fields.language')}
              hint={t('repairs.hints.language')}
              error={errorText(errors.language)}
              value={values.language}
              options={LANGUAGES.map((value) => ({ value, label: LOCALES[value].label }))}
              onChange={(event) => change('language', event.target.value)}
            />
          </Section>

          <Section legend={t('repairs.form.sections.machine')}>
            <InputField {...field('brand')} label={t('repairs.fields.brand')} autoComplete="off" />
            <InputField {...field('model')} label={t('repairs.fields.model')} autoComplete="off" />
            <InputField
              {...field('serial')}
              label={optional(t('repairs.fields.serial'))}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
            />
          </Section>

          <Section legend={t('repairs.form.sections.job')}>
            <TextAreaField {...field('fault')} label={t('repairs.fields.fault')} rows={4} className="sm:col-span-2" />
            <TextAreaField
              {...field('accessories')}
              label={optional(t('repairs.fields.accessories'))}
              hint={t('repairs.hints.accessories')}
              rows={2}
              className="sm:col-span-2"
            />
            <InputField
              {...field('estimate')}
              label={optional(t('repairs.fields.estimate'))}
              hint={t('repairs.hints.amount')}
              inputMode="decimal"
              autoComplete="off"
            />
            {mode === 'add' ? (
              // Once the job exists, money taken is recorded as a payment on its page.
              <InputField
                {...field('deposit')}
                label={optional(t('repairs.fields.deposit'))}
                hint={t('repairs.hints.amount')}
                inputMode="decimal"
                autoComplete="off"
              />
            ) : null}
            {mode === 'add' ? (
              <SelectField
                id="repair-depositMethod"
                name="depositMethod"
                label={t('repairs.fields.depositMethod')}
                error={errorText(errors.depositMethod)}
                value={values.depositMethod}
                options={PAYMENT_METHODS.map((value) => ({ value, label: t(`repairs.payments.methods.${value}`) }))}
                onChange={(event) => change('depositMethod', event.target.value)}
              />
            ) : null}
            <InputField
              {...field('promisedDate')}
              label={optional(t('repairs.fields.promisedDate'))}
              hint={t('repairs.hints.promisedDate')}
              type="date"
            />
            <div className="sm:col-span-2">
              <InputField
                id="repair-photos"
                name="photos"
                label={optional(t('repairs.fields.photos'))}
                hint={
                  photosFull
                    ? t('repairs.form.photosFull', { max: MAX_REPAIR_PHOTOS })
                    : t('repairs.hints.photos', { max: MAX_REPAIR_PHOTOS, count: photos.length })
                }
                error={errorText(errors.photos)}
                type="file"
                accept="image/*"
                multiple
                disabled={photosFull}
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
                    <li
                      key={choice.kind === 'new' ? choice.key : choice.url}
                      className="flex flex-col items-center gap-2"
                    >
                      <ImagePreview
                        choice={choice}
                        alt={t(choice.kind === 'new' ? 'repairs.form.newPhoto' : 'repairs.form.photo', {
                          number: index + 1,
                        })}
                      />
                      <button
                        type="button"
                        onClick={() => removePhoto(index)}
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
          </Section>

          <div className="flex flex-wrap gap-3">
            <button type="submit" className={buttonStyles.primary}>
              {saving ? t('repairs.form.saving') : t('repairs.form.save')}
            </button>
            <button
              type="button"
              onClick={() => {
                clearRepairDraft(pathname);
                saved.current = true;
                void navigate(job ? paths.admin.repairs.detail(job.id) : paths.admin.repairs.list);
              }}
              className={buttonStyles.secondary}
            >
              {t('repairs.form.cancel')}
            </button>
          </div>
        </fieldset>
      </form>
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

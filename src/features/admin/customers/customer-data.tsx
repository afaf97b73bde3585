import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { getBackend } from '@/data';
import { formatOrderDate, shortOrderId } from '@/domain/format';
import {
  PersonCorrectionRequestSchema,
  PERSONAL_DATA_LIMITS,
  PersonEraseRequestSchema,
  PersonPickSchema,
  isClosedOrder,
  openRecords,
  type Person,
  type PersonRecords,
} from '@/domain/personal-data';
import { formatPhone } from '@/domain/phone';
import { copyFileName } from '@/domain/personal-data-copy';
import { isOpenRepair } from '@/domain/repair';
import { repairStatusName } from '@/i18n/names';
import { useAdminForm, useFieldErrorText } from '@/components/admin/admin-form';
import { useSessionExpiry } from '@/components/admin/session-expiry';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { download } from '@/components/ui/download';
import { useErrorText } from '@/components/ui/error-message';
import { InputField } from '@/components/ui/field';
import { notify } from '@/components/ui/notices';
import { ErrorBanner } from '@/components/ui/status';
import { buttonStyles } from '@/components/ui/styles';
import { useLanguage } from '@/components/ui/use-language';

/** What the screen's loader read: the search as the address holds it, and its refusal, its people or its failure. */
export type Found = {
  reading: number;
  query: { phone: string; name: string };
  errors?: Record<string, string[] | null>;
  people?: Person[];
  failed?: unknown;
};

/** A form's entries less those left blank (or only spaces): a field left empty is one not given. */
export function givenOnly(formData: FormData): FormData {
  const given = new FormData();
  for (const [name, entry] of formData) if (typeof entry !== 'string' || entry.trim() !== '') given.append(name, entry);
  return given;
}

/**
 * The pick as a form sends it (PersonPickSchema's rules): a form has no entry for an empty text or an empty list, so
 * a phone kept empty (an order taken without one) is '', and a kind of record none of which is ticked is none of
 * them, never all.
 */
const FormPick = PersonPickSchema.extend({
  phone: PersonPickSchema.shape.phone.default(''),
  orders: PersonPickSchema.shape.orders.unwrap().default([]),
  repairs: PersonPickSchema.shape.repairs.unwrap().default([]),
});
export const CorrectionForm = PersonCorrectionRequestSchema.extend({ person: FormPick });
export const ErasureForm = PersonEraseRequestSchema.extend({ person: FormPick });

/** The records counted in words ("1 order", "2 repairs"), for the texts that say how many. */
export const counted = (t: TFunction<'admin'>, orders: number, repairs: number) => ({
  orders: t('customers.found.orderCount', { count: orders }),
  repairs: t('customers.found.repairCount', { count: repairs }),
});

/**
 * Customer data (issue 39, decision 024): the owner finds customers by phone or by name, and each person found is
 * listed with their own orders and repairs (two people on one family phone are two).
 */
export function CustomerData({ found }: { found: Found }) {
  const { t } = useTranslation('admin');
  const errorText = useFieldErrorText('customers.errors');
  const failureText = useErrorText();
  const navigation = useNavigation();
  const id = useId();
  const { query, errors } = found;
  // Back, Forward and a correction change the address: the fields say what it holds.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    for (const [name, value] of Object.entries(query)) {
      const input = form.current?.elements.namedItem(name);
      if (input instanceof HTMLInputElement) input.value = value;
    }
  }, [query]);
  return (
    <div className="space-y-8">
      <Form ref={form} method="get" noValidate className="max-w-xl space-y-4" aria-labelledby={`${id}-find`}>
        <h2 id={`${id}-find`} className="text-lg font-semibold text-ink-900">
          {t('customers.find.heading')}
        </h2>
        <InputField
          id={`${id}-phone`}
          name="phone"
          label={t('customers.find.phone')}
          hint={t('customers.find.phoneHint')}
          error={errorText(errors?.phone ?? undefined)}
          type="tel"
          autoComplete="off"
          maxLength={PERSONAL_DATA_LIMITS.phone}
          defaultValue={query.phone}
        />
        <InputField
          id={`${id}-name`}
          name="name"
          label={t('customers.find.name')}
          error={errorText(errors?.name ?? undefined)}
          autoComplete="off"
          maxLength={PERSONAL_DATA_LIMITS.name}
          defaultValue={query.name}
        />
        <button type="submit" className={`${buttonStyles.primary} min-h-11`} disabled={navigation.state !== 'idle'}>
          {navigation.formMethod === 'GET' ? t('customers.find.finding') : t('customers.find.submit')}
        </button>
      </Form>
      {found.failed !== undefined && (
        <ErrorBanner>{t('customers.find.failed', { error: failureText(found.failed) })}</ErrorBanner>
      )}
      {/* A fresh choice at each reading: a new search, or the records as a write left them. */}
      {found.people && <People key={found.reading} people={found.people} />}
    </div>
  );
}

/** The person acted on (by their place in the list) and the records of theirs ticked. */
type Choice = { index: number; orders: Set<string>; repairs: Set<string> };

const everything = (person: Person, index: number): Choice => ({
  index,
  orders: new Set(person.orders.map((order) => order.id)),
  repairs: new Set(person.repairs.map((job) => job.id)),
});

/**
 * The people found. The owner chooses one and ticks the records to act on; a copy, a correction or an erasure
 * reaches those alone, the last two after a question that names the person and the records. The store finds the
 * person again itself, and refuses an erasure while a ticked record is open.
 */
function People({ people }: { people: Person[] }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const failureText = useErrorText();
  const signedOut = useSessionExpiry();
  const correctText = useFieldErrorText('customers.correct.errors');
  const pickText = useFieldErrorText('customers.errors');
  const [confirm, confirmElement] = useConfirm();
  const id = useId();
  const [choice, setChoice] = useState(() => (people.length === 1 ? everything(people[0]!, 0) : null));
  const [copying, setCopying] = useState(false);
  const busy = useNavigation().state !== 'idle' || copying;
  const chosen = choice ? people[choice.index] : undefined;
  const records: PersonRecords | undefined =
    chosen && choice
      ? {
          orders: chosen.orders.filter((order) => choice.orders.has(order.id)),
          repairs: chosen.repairs.filter((job) => choice.repairs.has(job.id)),
        }
      : undefined;

  /** Says what stops an act on the choice before anything is checked, asked or sent; true when something does. */
  const refused = (erasing = false): boolean => {
    const open = records && openRecords(records);
    const problem = !records
      ? t('customers.found.chooseFirst')
      : records.orders.length + records.repairs.length === 0
        ? t('customers.found.pickSome')
        : erasing && open && open.orders + open.repairs > 0
          ? t('customers.erase.open', counted(t, open.orders, open.repairs))
          : null;
    if (problem) notify('error', problem);
    return problem !== null;
  };
  const ask = (question: 'correct' | 'erase') =>
    confirm(
      t(`customers.${question}.confirm`, {
        name: chosen?.name ?? '',
        phone: formatPhone(chosen?.phone ?? ''),
        records: [
          ...(records?.orders ?? []).map((order) => t('customers.found.order', { number: shortOrderId(order.id) })),
          ...(records?.repairs ?? []).map((job) => t('customers.found.repair', { number: job.number })),
        ].join(', '),
      }),
      t(`customers.${question}.confirmButton`),
    );
  // The pick is hidden entries, so a refusal of it (more records ticked than one write takes) is said aloud.
  const onRefused = (errors: Record<string, string[]>) => {
    const pick = Object.entries(errors).find(([name]) => name.startsWith('person'));
    const text = pick && pickText(pick[1]);
    if (text) notify('error', text);
  };
  const correcting = useAdminForm({
    schema: CorrectionForm,
    defaultValue: {},
    intent: 'correct',
    checked: givenOnly,
    onRefused,
    askFirst: () => ask('correct'),
  });
  const erasing = useAdminForm({
    schema: ErasureForm,
    defaultValue: {},
    intent: 'erase',
    onRefused,
    askFirst: () => ask('erase'),
  });
  const guarded =
    ({ formProps }: { formProps: { onSubmit: (event: FormEvent<HTMLFormElement>) => void } }, erase = false) =>
    (event: FormEvent<HTMLFormElement>) => {
      if (refused(erase)) event.preventDefault();
      else formProps.onSubmit(event);
    };

  /** The copy is a download, no write: the data port's file, saved by the browser. */
  async function copy(format: 'json' | 'csv') {
    if (refused() || !chosen) return;
    setCopying(true);
    try {
      const person = { name: chosen.name, phone: chosen.phone, ...ticked(records!) };
      download(await (await getBackend()).customers.copy(person, format, language), copyFileName(format));
    } catch (error) {
      if (!signedOut(error)) notify('error', t('customers.copy.failed', { error: failureText(error) }));
    } finally {
      setCopying(false);
    }
  }

  const toggle = (kind: 'orders' | 'repairs', recordId: string, on: boolean) => {
    if (!choice) return;
    const next = new Set(choice[kind]);
    if (on) next.add(recordId);
    else next.delete(recordId);
    setChoice({ ...choice, [kind]: next });
  };
  const date = (iso: string) => formatOrderDate(iso, language);
  const pick = chosen && records && <PickInputs person={chosen} records={records} />;

  return (
    <section aria-labelledby={`${id}-found`} className="space-y-6">
      <h2 id={`${id}-found`} className="text-lg font-semibold text-ink-900">
        {t('customers.found.heading')}
      </h2>
      {people.length === 0 ? (
        <p className="text-gray-700">{t('customers.found.none')}</p>
      ) : (
        <>
          <p className="text-gray-700">{t('customers.found.people', { count: people.length })}</p>
          <ul className="space-y-4">
            {people.map((person, index) => {
              const isChosen = choice?.index === index;
              return (
                <li
                  key={`${person.name}\n${person.phone}`}
                  className={`rounded-lg border bg-white p-4 text-sm shadow-sm ${isChosen ? 'border-brand-600' : 'border-gray-200'}`}
                >
                  <label className="flex min-h-11 items-center gap-3 font-semibold text-ink-900">
                    <input
                      type="radio"
                      name={`${id}-person`}
                      className="h-5 w-5"
                      checked={isChosen}
                      onChange={() => setChoice(everything(person, index))}
                    />
                    {t('customers.found.choose', { name: person.name, phone: formatPhone(person.phone) })}
                  </label>
                  <p className="mt-1 text-gray-700">
                    {t('customers.found.summary', counted(t, person.orders.length, person.repairs.length))}
                  </p>
                  <ul className="mt-3 space-y-3">
                    {person.orders.map((order) => (
                      <li key={order.id} className="rounded border border-gray-100 p-3">
                        <RecordPick
                          disabled={!isChosen}
                          checked={isChosen && choice.orders.has(order.id)}
                          onChange={(checked) => toggle('orders', order.id, checked)}
                        >
                          {t('customers.found.include', {
                            record: t('customers.found.order', { number: shortOrderId(order.id) }),
                          })}{' '}
                          · {date(order.createdAt)} · {t(`statuses.${order.status}`)}
                          {!isClosedOrder(order.status) && ` · ${t('customers.found.open')}`}
                        </RecordPick>
                        <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
                          <Row label={t('customers.columns.name')} value={order.customerName} />
                          <Row label={t('customers.columns.phone')} value={formatPhone(order.customerPhone)} />
                          <Row label={t('customers.columns.email')} value={order.customerEmail} />
                          <Row label={t('customers.columns.address')} value={order.shippingAddress} />
                        </dl>
                      </li>
                    ))}
                    {person.repairs.map((job) => (
                      <li key={job.id} className="rounded border border-gray-100 p-3">
                        <RecordPick
                          disabled={!isChosen}
                          checked={isChosen && choice.repairs.has(job.id)}
                          onChange={(checked) => toggle('repairs', job.id, checked)}
                        >
                          {t('customers.found.include', {
                            record: t('customers.found.repair', { number: job.number }),
                          })}{' '}
                          · {date(job.createdAt)} · {repairStatusName(job.status, language)}
                          {isOpenRepair(job.status) && ` · ${t('customers.found.open')}`}
                        </RecordPick>
                        <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
                          <Row label={t('customers.columns.name')} value={job.customerName} />
                          <Row label={t('customers.columns.phone')} value={formatPhone(job.customerPhone)} />
                          <Row
                            label={t('customers.columns.machine')}
                            value={`${job.machine.brand} ${job.machine.model}`}
                          />
                          <Row label={t('customers.columns.serial')} value={job.machine.serial} />
                        </dl>
                        {job.photos.length > 0 && (
                          <ul aria-label={t('customers.columns.photos')} className="mt-2 flex flex-wrap gap-2">
                            {job.photos.map((photo, photoIndex) => (
                              <li key={photo}>
                                <img
                                  src={photo}
                                  alt={t('customers.found.photoAlt', { index: photoIndex + 1, number: job.number })}
                                  className="h-20 w-20 rounded object-cover"
                                />
                              </li>
                            ))}
                          </ul>
                        )}
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>

          {chosen && records && (
            <p className="font-medium text-ink-900">
              {t('customers.found.chosen', {
                name: chosen.name,
                phone: formatPhone(chosen.phone),
                records: t('customers.found.summary', counted(t, records.orders.length, records.repairs.length)),
              })}
            </p>
          )}

          <section aria-labelledby={`${id}-copy`} className="space-y-2">
            <h3 id={`${id}-copy`} className="font-semibold text-ink-900">
              {t('customers.copy.heading')}
            </h3>
            <p className="text-sm text-gray-700">{t('customers.copy.hint')}</p>
            <div className="flex flex-wrap gap-3">
              {(['json', 'csv'] as const).map((format) => (
                <button
                  key={format}
                  type="button"
                  className={`${buttonStyles.secondary} min-h-11`}
                  disabled={busy}
                  onClick={() => void copy(format)}
                >
                  {t(`customers.copy.${format}`)}
                </button>
              ))}
            </div>
          </section>

          <Form
            key={correcting.form.id}
            {...correcting.formProps}
            onSubmit={guarded(correcting)}
            aria-labelledby={`${id}-correct`}
            className="max-w-xl space-y-4"
          >
            {correcting.intentInput}
            {pick}
            <h3 id={`${id}-correct`} className="font-semibold text-ink-900">
              {t('customers.correct.heading')}
            </h3>
            <p className="text-sm text-gray-700">{t('customers.correct.hint')}</p>
            <InputField
              id={`${id}-new-name`}
              name="change.name"
              label={t('customers.correct.name')}
              error={correctText(correcting.errorsOf('change.name'))}
              autoComplete="off"
              maxLength={PERSONAL_DATA_LIMITS.name}
            />
            <InputField
              id={`${id}-new-phone`}
              name="change.phone"
              label={t('customers.correct.phone')}
              error={correctText(correcting.errorsOf('change.phone'))}
              type="tel"
              autoComplete="off"
              maxLength={PERSONAL_DATA_LIMITS.phone}
            />
            <button type="submit" className={`${buttonStyles.primary} min-h-11`} disabled={busy}>
              {correcting.saving ? t('customers.correct.saving') : t('customers.correct.submit')}
            </button>
          </Form>

          <Form
            key={erasing.form.id}
            {...erasing.formProps}
            onSubmit={guarded(erasing, true)}
            aria-labelledby={`${id}-erase`}
            className="max-w-xl space-y-2"
          >
            {erasing.intentInput}
            {pick}
            <h3 id={`${id}-erase`} className="font-semibold text-ink-900">
              {t('customers.erase.heading')}
            </h3>
            <p className="text-sm text-gray-700">{t('customers.erase.hint')}</p>
            <button type="submit" className={`${buttonStyles.danger} min-h-11`} disabled={busy}>
              {erasing.saving ? t('customers.erase.erasing') : t('customers.erase.submit')}
            </button>
          </Form>
        </>
      )}
      {confirmElement}
    </section>
  );
}

/** The ids of the records ticked, as a pick names them. */
const ticked = (records: PersonRecords) => ({
  orders: records.orders.map((order) => order.id),
  repairs: records.repairs.map((job) => job.id),
});

/** The chosen person and the records ticked, as the entries of a form that acts on them (FormPick). */
function PickInputs({ person, records }: { person: Person; records: PersonRecords }) {
  const { orders, repairs } = ticked(records);
  return (
    <>
      <input type="hidden" name="person.name" value={person.name} />
      <input type="hidden" name="person.phone" value={person.phone} />
      {orders.map((order, index) => (
        <input key={order} type="hidden" name={`person.orders[${index}]`} value={order} />
      ))}
      {repairs.map((job, index) => (
        <input key={job} type="hidden" name={`person.repairs[${index}]`} value={job} />
      ))}
    </>
  );
}

/** One record's box to tick: what it is, its day and status, and whether it is still open. */
function RecordPick({
  checked,
  disabled,
  onChange,
  children,
}: {
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="flex min-h-11 items-center gap-3 font-semibold text-ink-900">
      <input
        type="checkbox"
        className="h-5 w-5"
        disabled={disabled}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{children}</span>
    </label>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt className="font-medium text-gray-600">{label}</dt>
      <dd className="min-w-0 break-words whitespace-pre-line text-ink-900">{value || '—'}</dd>
    </>
  );
}

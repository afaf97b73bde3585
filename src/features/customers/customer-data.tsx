import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BackendError, getBackend } from '@/data';
import { formatOrderDate, shortOrderId } from '@/domain/format';
import {
  PersonCorrectionSchema,
  PersonQuerySchema,
  isClosedOrder,
  openRecords,
  type PersonQuery,
  type PersonRecords,
} from '@/domain/personal-data';
import { copyFileName } from '@/domain/personal-data-copy';
import { isOpenRepair } from '@/domain/repair';
import { repairStatusName } from '@/domain/repair-text';
import { validate } from '@/domain/validation';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { download } from '@/components/ui/download';
import { useErrorText } from '@/components/ui/error-message';
import { InputField } from '@/components/ui/field';
import { ErrorBanner, StatusMessage } from '@/components/ui/status';
import { buttonStyles } from '@/components/ui/styles';
import { useLanguage } from '@/components/ui/use-language';
import { useSessionExpiry } from '@/components/admin/session-expiry';

type Found = { person: PersonQuery; records: PersonRecords };

/** A field code of the search or the correction, in the admin's words. */
type FieldCode = 'required' | 'phone' | 'tooLong';

/**
 * Customer data (issue 39): the owner finds one customer by phone or by name, sees every order and repair kept
 * about them, downloads a copy, corrects the name or phone everywhere, or erases them. Each action works on the
 * person as found; the store finds them again itself, and refuses an erasure while something of theirs is open.
 */
export function CustomerData() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const errorText = useErrorText();
  const signedOut = useSessionExpiry();
  const [confirm, confirmElement] = useConfirm();
  const ids = { phone: useId(), name: useId(), newName: useId(), newPhone: useId() };
  const [query, setQuery] = useState({ phone: '', name: '' });
  const [queryErrors, setQueryErrors] = useState<Partial<Record<'phone' | 'name', FieldCode>>>({});
  const [found, setFound] = useState<Found | null>(null);
  const [busy, setBusy] = useState<'find' | 'copy' | 'correct' | 'erase' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [change, setChange] = useState({ name: '', phone: '' });
  const [changeErrors, setChangeErrors] = useState<Partial<Record<'name' | 'phone', string>>>({});

  const fieldText = (code: FieldCode | undefined) =>
    code ? t(`customers.errors.${code}`, { max: code === 'tooLong' ? 100 : 0 }) : undefined;

  const fail = (key: 'find' | 'copy' | 'correct' | 'erase', error: unknown) => {
    if (signedOut(error)) return;
    const keys = {
      find: 'customers.find.failed',
      copy: 'customers.copy.failed',
      correct: 'customers.correct.failed',
      erase: 'customers.erase.failed',
    } as const;
    if (error instanceof BackendError && error.code === 'openRecords') {
      setFailure(t('customers.erase.open', { orders: error.params.orders ?? 0, repairs: error.params.repairs ?? 0 }));
      return;
    }
    setFailure(t(keys[key], { error: errorText(error) }));
  };

  async function load(person: PersonQuery) {
    const records = await (await getBackend()).customers.find(person);
    setFound({ person, records });
  }

  async function find(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    setFailure(null);
    const person = {
      ...(query.phone.trim() ? { phone: query.phone } : {}),
      ...(query.name.trim() ? { name: query.name } : {}),
    };
    const checked = validate(PersonQuerySchema, person, 'person');
    if (!checked.ok) {
      setQueryErrors(checked.fields as Partial<Record<'phone' | 'name', FieldCode>>);
      return;
    }
    setQueryErrors({});
    setBusy('find');
    try {
      await load(checked.data);
    } catch (error) {
      fail('find', error);
    } finally {
      setBusy(null);
    }
  }

  async function copy(format: 'json' | 'csv') {
    if (!found) return;
    setBusy('copy');
    setFailure(null);
    try {
      download(await (await getBackend()).customers.copy(found.person, format, language), copyFileName(format));
    } catch (error) {
      fail('copy', error);
    } finally {
      setBusy(null);
    }
  }

  async function correct(event: FormEvent) {
    event.preventDefault();
    if (!found) return;
    setDone(null);
    setFailure(null);
    const wanted = {
      ...(change.name.trim() ? { name: change.name } : {}),
      ...(change.phone.trim() ? { phone: change.phone } : {}),
    };
    const checked = validate(PersonCorrectionSchema, wanted, 'correction');
    if (!checked.ok) {
      setChangeErrors({
        name: checked.fields.name ? t('customers.correct.nothing') : undefined,
        phone: checked.fields.phone ? t('customers.correct.phoneInvalid') : undefined,
      });
      return;
    }
    setChangeErrors({});
    setBusy('correct');
    try {
      const counts = await (await getBackend()).customers.correct(found.person, wanted);
      setDone(t('customers.correct.saved', counts));
      setChange({ name: '', phone: '' });
      // The person is now found by what was written.
      const next = checked.data.phone
        ? { phone: checked.data.phone }
        : checked.data.name && found.person.name
          ? { name: checked.data.name }
          : found.person;
      await load(next);
    } catch (error) {
      fail('correct', error);
    } finally {
      setBusy(null);
    }
  }

  async function erase() {
    if (!found) return;
    setDone(null);
    setFailure(null);
    const { orders, repairs } = found.records;
    const open = openRecords(found.records);
    if (open.orders > 0 || open.repairs > 0) {
      setFailure(t('customers.erase.open', open));
      return;
    }
    const message = t('customers.erase.confirm', { orders: orders.length, repairs: repairs.length });
    if (!(await confirm(message, t('customers.erase.confirmButton')))) return;
    setBusy('erase');
    try {
      await (await getBackend()).customers.erase(found.person);
      setDone(t('customers.erase.done'));
      await load(found.person);
    } catch (error) {
      fail('erase', error);
    } finally {
      setBusy(null);
    }
  }

  const records = found?.records;
  const empty = records && records.orders.length === 0 && records.repairs.length === 0;
  const date = (iso: string) => formatOrderDate(iso, language);

  return (
    <div className="space-y-8">
      <form
        noValidate
        onSubmit={(event) => void find(event)}
        className="max-w-xl space-y-4"
        aria-labelledby={`${ids.phone}-h`}
      >
        <h2 id={`${ids.phone}-h`} className="text-lg font-semibold text-ink-900">
          {t('customers.find.heading')}
        </h2>
        <InputField
          id={ids.phone}
          label={t('customers.find.phone')}
          hint={t('customers.find.phoneHint')}
          error={fieldText(queryErrors.phone)}
          type="tel"
          autoComplete="off"
          maxLength={30}
          value={query.phone}
          onChange={(event) => setQuery({ ...query, phone: event.target.value })}
        />
        <InputField
          id={ids.name}
          label={t('customers.find.name')}
          error={fieldText(queryErrors.name)}
          autoComplete="off"
          maxLength={100}
          value={query.name}
          onChange={(event) => setQuery({ ...query, name: event.target.value })}
        />
        <button type="submit" className={`${buttonStyles.primary} min-h-11`} disabled={busy !== null}>
          {busy === 'find' ? t('customers.find.finding') : t('customers.find.submit')}
        </button>
      </form>

      {failure && <ErrorBanner>{failure}</ErrorBanner>}
      {done && <StatusMessage>{done}</StatusMessage>}

      {records && (
        <section aria-labelledby={`${ids.name}-found`} className="space-y-6">
          <h2 id={`${ids.name}-found`} className="text-lg font-semibold text-ink-900">
            {t('customers.found.heading')}
          </h2>
          {empty ? (
            <p className="text-gray-700">{t('customers.found.none')}</p>
          ) : (
            <>
              <p className="text-gray-700">
                {t('customers.found.summary', { orders: records.orders.length, repairs: records.repairs.length })}
              </p>
              {records.orders.length > 0 && (
                <div>
                  <h3 className="mb-2 font-semibold text-ink-900">{t('customers.found.orders')}</h3>
                  <ul className="space-y-3">
                    {records.orders.map((order) => (
                      <li key={order.id} className="rounded-lg border border-gray-200 bg-white p-4 text-sm shadow-sm">
                        <p className="font-semibold text-ink-900">
                          #{shortOrderId(order.id)} · {date(order.createdAt)} · {t(`statuses.${order.status}`)}
                          {!isClosedOrder(order.status) && ` · ${t('customers.found.open')}`}
                        </p>
                        <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
                          <Row label={t('customers.columns.name')} value={order.customerName} />
                          <Row label={t('customers.columns.phone')} value={order.customerPhone} />
                          <Row label={t('customers.columns.email')} value={order.customerEmail} />
                          <Row label={t('customers.columns.address')} value={order.shippingAddress} />
                        </dl>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              {records.repairs.length > 0 && (
                <div>
                  <h3 className="mb-2 font-semibold text-ink-900">{t('customers.found.repairs')}</h3>
                  <ul className="space-y-3">
                    {records.repairs.map((job) => (
                      <li key={job.id} className="rounded-lg border border-gray-200 bg-white p-4 text-sm shadow-sm">
                        <p className="font-semibold text-ink-900">
                          {job.number} · {date(job.createdAt)} · {repairStatusName(job.status, language)}
                          {isOpenRepair(job.status) && ` · ${t('customers.found.open')}`}
                        </p>
                        <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
                          <Row label={t('customers.columns.name')} value={job.customerName} />
                          <Row label={t('customers.columns.phone')} value={job.customerPhone} />
                          <Row
                            label={t('customers.columns.machine')}
                            value={`${job.machine.brand} ${job.machine.model}`}
                          />
                          <Row label={t('customers.columns.serial')} value={job.machine.serial} />
                        </dl>
                        {job.photos.length > 0 && (
                          <ul aria-label={t('customers.columns.photos')} className="mt-2 flex flex-wrap gap-2">
                            {job.photos.map((photo, index) => (
                              <li key={photo}>
                                <img
                                  src={photo}
                                  alt={t('customers.found.photoAlt', { index: index + 1, number: job.number })}
                                  className="h-20 w-20 rounded object-cover"
                                />
                              </li>
                            ))}
                          </ul>
                        )}
                      </li>
                    ))}
                  </ul>
                </div>
              )}

              <section aria-labelledby={`${ids.newName}-copy`} className="space-y-2">
                <h3 id={`${ids.newName}-copy`} className="font-semibold text-ink-900">
                  {t('customers.copy.heading')}
                </h3>
                <p className="text-sm text-gray-700">{t('customers.copy.hint')}</p>
                <div className="flex flex-wrap gap-3">
                  <button
                    type="button"
                    className={`${buttonStyles.secondary} min-h-11`}
                    disabled={busy !== null}
                    onClick={() => void copy('json')}
                  >
                    {t('customers.copy.json')}
                  </button>
                  <button
                    type="button"
                    className={`${buttonStyles.secondary} min-h-11`}
                    disabled={busy !== null}
                    onClick={() => void copy('csv')}
                  >
                    {t('customers.copy.csv')}
                  </button>
                </div>
              </section>

              <form
                noValidate
                onSubmit={(event) => void correct(event)}
                aria-labelledby={`${ids.newName}-correct`}
                className="max-w-xl space-y-4"
              >
                <h3 id={`${ids.newName}-correct`} className="font-semibold text-ink-900">
                  {t('customers.correct.heading')}
                </h3>
                <p className="text-sm text-gray-700">{t('customers.correct.hint')}</p>
                <InputField
                  id={ids.newName}
                  label={t('customers.correct.name')}
                  error={changeErrors.name}
                  autoComplete="off"
                  maxLength={100}
                  value={change.name}
                  onChange={(event) => setChange({ ...change, name: event.target.value })}
                />
                <InputField
                  id={ids.newPhone}
                  label={t('customers.correct.phone')}
                  error={changeErrors.phone}
                  type="tel"
                  autoComplete="off"
                  maxLength={30}
                  value={change.phone}
                  onChange={(event) => setChange({ ...change, phone: event.target.value })}
                />
                <button type="submit" className={`${buttonStyles.primary} min-h-11`} disabled={busy !== null}>
                  {busy === 'correct' ? t('customers.correct.saving') : t('customers.correct.submit')}
                </button>
              </form>

              <section aria-labelledby={`${ids.newPhone}-erase`} className="max-w-xl space-y-2">
                <h3 id={`${ids.newPhone}-erase`} className="font-semibold text-ink-900">
                  {t('customers.erase.heading')}
                </h3>
                <p className="text-sm text-gray-700">{t('customers.erase.hint')}</p>
                <button
                  type="button"
                  className={`${buttonStyles.danger} min-h-11`}
                  disabled={busy !== null}
                  onClick={() => void erase()}
                >
                  {busy === 'erase' ? t('customers.erase.erasing') : t('customers.erase.submit')}
                </button>
              </section>
            </>
          )}
        </section>
      )}
      {confirmElement}
    </div>
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

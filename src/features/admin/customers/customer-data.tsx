import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackendError, getBackend } from '@/data';
import { formatOrderDate, shortOrderId } from '@/domain/format';
import {
  PersonCorrectionSchema,
  PersonQuerySchema,
  isClosedOrder,
  openRecords,
  type Person,
  type PersonPick,
  type PersonQuery,
  type PersonRecords,
} from '@/domain/personal-data';
import { formatPhone } from '@/domain/phone';
import { copyFileName } from '@/domain/personal-data-copy';
import { isOpenRepair } from '@/domain/repair';
import { repairStatusName } from '@/i18n/names';
import { validate } from '@/domain/validation';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { download } from '@/components/ui/download';
import { useErrorText } from '@/components/ui/error-message';
import { InputField } from '@/components/ui/field';
import { ErrorBanner, StatusMessage } from '@/components/ui/status';
import { buttonStyles } from '@/components/ui/styles';
import { useLanguage } from '@/components/ui/use-language';
import { useSessionExpiry } from '@/components/admin/session-expiry';

type Found = { query: PersonQuery; people: Person[] };
/** The person acted on (by their place in the list) and the records of theirs ticked. */
type Choice = { index: number; orders: Set<string>; repairs: Set<string> };

/** A field code of the search or the correction, in the admin's words. */
type FieldCode = 'required' | 'phone' | 'tooLong' | 'name';

const everything = (person: Person, index: number): Choice => ({
  index,
  orders: new Set(person.orders.map((order) => order.id)),
  repairs: new Set(person.repairs.map((job) => job.id)),
});

/**
 * Customer data (issue 39, decision 024): the owner finds customers by phone or by name, and each person found is
 * listed with their own orders and repairs (two people on one family phone are two). The owner chooses one person
 * and ticks the records to act on; a copy, a correction or an erasure reaches those alone, the last two after a
 * question that names the person and the records. The store finds the person again itself, and refuses an erasure
 * while a ticked record is open.
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
  const [choice, setChoice] = useState<Choice | null>(null);
  const [busy, setBusy] = useState<'find' | 'copy' | 'correct' | 'erase' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [change, setChange] = useState({ name: '', phone: '' });
  const [changeErrors, setChangeErrors] = useState<Partial<Record<'name' | 'phone', string>>>({});

  const fieldText = (code: FieldCode | undefined) =>
    code ? t(`customers.errors.${code}`, { max: code === 'tooLong' ? 100 : 0 }) : undefined;
  const counted = (orders: number, repairs: number) => ({
    orders: t('customers.found.orderCount', { count: orders }),
    repairs: t('customers.found.repairCount', { count: repairs }),
  });

  const fail = (key: 'find' | 'copy' | 'correct' | 'erase', error: unknown) => {
    if (signedOut(error)) return;
    const keys = {
      find: 'customers.find.failed',
      copy: 'customers.copy.failed',
      correct: 'customers.correct.failed',
      erase: 'customers.erase.failed',
    } as const;
    if (error instanceof BackendError && error.code === 'openRecords') {
      setFailure(
        t('customers.erase.open', counted(Number(error.params.orders ?? 0), Number(error.params.repairs ?? 0))),
      );
      return;
    }
    setFailure(t(keys[key], { error: errorText(error) }));
  };

  async function load(person: PersonQuery) {
    const { people } = await (await getBackend()).customers.find(person);
    setFound({ query: person, people });
    setChoice(people.length === 1 ? everything(people[0]!, 0) : null);
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

  const chosen = found && choice ? found.people[choice.index] : undefined;
  /** The chosen person's ticked records, as the store is sent them, and as the question names them. */
  const pick = (): { person: PersonPick; records: PersonRecords; named: string } | null => {
    if (!chosen || !choice) {
      setFailure(t('customers.found.chooseFirst'));
      return null;
    }
    const records = {
      orders: chosen.orders.filter((order) => choice.orders.has(order.id)),
      repairs: chosen.repairs.filter((job) => choice.repairs.has(job.id)),
    };
    if (records.orders.length + records.repairs.length === 0) {
      setFailure(t('customers.found.pickSome'));
      return null;
    }
    const named = [
      ...records.orders.map((order) => t('customers.found.order', { number: shortOrderId(order.id) })),
      ...records.repairs.map((job) => t('customers.found.repair', { number: job.number })),
    ].join(', ');
    return {
      person: {
        name: chosen.name,
        phone: chosen.phone,
        orders: records.orders.map((order) => order.id),
        repairs: records.repairs.map((job) => job.id),
      },
      records,
      named,
    };
  };

  async function copy(format: 'json' | 'csv') {
    setDone(null);
    setFailure(null);
    const picked = pick();
    if (!picked) return;
    setBusy('copy');
    try {
      download(await (await getBackend()).customers.copy(picked.person, format, language), copyFileName(format));
    } catch (error) {
      fail('copy', error);
    } finally {
      setBusy(null);
    }
  }

  async function correct(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    setFailure(null);
    const picked = pick();
    if (!picked || !chosen) return;
    const wanted = {
      ...(change.name.trim() ? { name: change.name } : {}),
      ...(change.phone.trim() ? { phone: change.phone } : {}),
    };
    const checked = validate(PersonCorrectionSchema, wanted, 'correction');
    if (!checked.ok) {
      const name = checked.fields.name;
      setChangeErrors({
        name:
          name === 'name' || name === 'tooLong' ? fieldText(name) : name ? t('customers.correct.nothing') : undefined,
        phone: checked.fields.phone ? t('customers.correct.phoneInvalid') : undefined,
      });
      return;
    }
    setChangeErrors({});
    const question = t('customers.correct.confirm', {
      name: chosen.name,
      phone: formatPhone(chosen.phone),
      records: picked.named,
    });
    if (!(await confirm(question, t('customers.correct.confirmButton')))) return;
    setBusy('correct');
    try {
      const counts = await (await getBackend()).customers.correct(picked.person, wanted);
      setDone(t('customers.correct.saved', counted(counts.orders, counts.repairs)));
      setChange({ name: '', phone: '' });
      // The person is now found by what was written.
      const next = checked.data.phone
        ? { phone: checked.data.phone }
        : checked.data.name && found?.query.name
          ? { name: checked.data.name }
          : (found?.query ?? { phone: chosen.phone });
      await load(next);
    } catch (error) {
      fail('correct', error);
    } finally {
      setBusy(null);
    }
  }

  async function erase() {
    setDone(null);
    setFailure(null);
    const picked = pick();
    if (!picked || !chosen || !found) return;
    const open = openRecords(picked.records);
    if (open.orders > 0 || open.repairs > 0) {
      setFailure(t('customers.erase.open', counted(open.orders, open.repairs)));
      return;
    }
    const question = t('customers.erase.confirm', {
      name: chosen.name,
      phone: formatPhone(chosen.phone),
      records: picked.named,
    });
    if (!(await confirm(question, t('customers.erase.confirmButton')))) return;
    setBusy('erase');
    try {
      await (await getBackend()).customers.erase(picked.person);
      setDone(t('customers.erase.done'));
      await load(found.query);
    } catch (error) {
      fail('erase', error);
    } finally {
      setBusy(null);
    }
  }

  const toggle = (kind: 'orders' | 'repairs', id: string, on: boolean) => {
    if (!choice) return;
    const next = new Set(choice[kind]);
    if (on) next.add(id);
    else next.delete(id);
    setChoice({ ...choice, [kind]: next });
  };

  const people = found?.people;
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

      {people && (
        <section aria-labelledby={`${ids.name}-found`} className="space-y-6">
          <h2 id={`${ids.name}-found`} className="text-lg font-semibold text-ink-900">
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
                          name={`${ids.name}-person`}
                          className="h-5 w-5"
                          checked={isChosen}
                          onChange={() => setChoice(everything(person, index))}
                        />
                        {t('customers.found.choose', { name: person.name, phone: formatPhone(person.phone) })}
                      </label>
                      <p className="mt-1 text-gray-700">
                        {t('customers.found.summary', counted(person.orders.length, person.repairs.length))}
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

              {chosen && choice && (
                <p className="font-medium text-ink-900">
                  {t('customers.found.chosen', {
                    name: chosen.name,
                    phone: formatPhone(chosen.phone),
                    records: t(
                      'customers.found.summary',
                      counted(
                        chosen.orders.filter((order) => choice.orders.has(order.id)).length,
                        chosen.repairs.filter((job) => choice.repairs.has(job.id)).length,
                      ),
                    ),
                  })}
                </p>
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

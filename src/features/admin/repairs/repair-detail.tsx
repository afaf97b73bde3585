import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useActionData } from 'react-router';
import { formatOrderDate } from '@/domain/format';
import { LOCALES } from '@/domain/locales';
import { paths } from '@/domain/paths';
import { formatPhone } from '@/domain/phone';
import { REPAIR_MOVES, firstName, isAnswered, isOverdue, type RepairEvent, type RepairJob } from '@/domain/repair';
import { repairStatusName } from '@/i18n/names';
import { useShopSettings } from '@/components/use-shop-settings';
import { useSiteAddress } from '@/components/site-address';
import type { FormReply } from '@/components/admin/admin-form';
import { ChatIcon } from '@/components/ui/icons';
import { notify } from '@/components/ui/notices';
import { buttonStyles, inputStyles } from '@/components/ui/styles';
import { useLanguage } from '@/components/ui/use-language';
import { RepairMoveForm } from './repair-move-form';
import { OverdueMark, RepairStatusBadge } from './repair-status-badge';
import { QuoteLines } from './quote-lines';
import { RepairPayments } from './repair-payments';
import { MachineHistory, RepairWarranty } from './repair-links';
import { offersReceipt } from './repair-receipt';
import {
  formatMalaysianDay,
  formatRepairDay,
  formatSenRm,
  repairStatusLink,
  repairWhatsAppHref,
} from './repair-screen-view';

/**
 * Everything about one job for the owner: its status and the next steps REPAIR_MOVES allows, the WhatsApp message
 * of the latest change, the customer's status link, the quote and the customer's answer, the customer, the machine,
 * the photos and the history, dates in the admin's language. Its forms write through the route's action, and the
 * job is read again after each.
 */
export function RepairDetail({ job }: { job: RepairJob }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const settings = useShopSettings();
  const reply = useActionData<FormReply | undefined>();
  const justMoved = reply?.saved === true && (reply.form === 'move' || reply.form === 'quote');
  const [quoting, setQuoting] = useState(false);
  const movedRef = useRef<HTMLDivElement>(null);
  const link = repairStatusLink(job.token, useSiteAddress());
  const now = new Date().toISOString();
  const date = (iso: string) => formatOrderDate(iso, language);
  const none = t('repairs.none');

  // After a move, the next thing to do is to tell the customer: the focus goes to where that is offered.
  useEffect(() => {
    if (justMoved) movedRef.current?.focus();
  }, [justMoved, job]);

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(link);
      notify('success', t('repairs.detail.link.copied'));
    } catch {
      notify('error', t('repairs.detail.link.copyFailed'));
    }
  }

  const customerFirstName = firstName(job.customerName);
  // A quote is its own action wherever the job may go to awaitingApproval (REPAIR_MOVES), not a status to pick.
  const quotable = (REPAIR_MOVES[job.status] as readonly string[]).includes('awaitingApproval');
  // The customer's answer is the news until the owner moves the job on: it heads the page, not the quote below.
  const answer = isAnswered(job) && job.quote?.answer && job.quote.answeredAt ? job.quote : null;

  return (
    <div className="py-8">
      <Link to={paths.admin.repairs.list} className={`${buttonStyles.secondary} mb-4`}>
        <span aria-hidden="true">←</span> {t('repairs.detail.backToList')}
      </Link>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">
            {t('repairs.detail.title', { number: job.number })}
          </h1>
          <p className="mt-2 flex flex-wrap items-center gap-2">
            <RepairStatusBadge status={job.status} />
            {answer ? (
              <span
                className={`rounded-md px-2 py-0.5 text-sm font-semibold ${
                  answer.answer === 'approved' ? 'bg-green-100 text-green-900' : 'bg-red-100 text-red-900'
                }`}
              >
                {t(`repairs.detail.answer.${answer.answer ?? 'approved'}`, {
                  day: formatMalaysianDay(answer.answeredAt ?? '', language),
                })}
              </span>
            ) : null}
            {isOverdue(job, now) && job.promisedDate ? (
              <OverdueMark label={t('repairs.detail.overdue', { date: formatRepairDay(job.promisedDate, language) })} />
            ) : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={paths.admin.repairs.edit(job.id)} className={buttonStyles.secondary}>
            {t('repairs.detail.edit')}
          </Link>
          <Link to={paths.admin.repairs.slip(job.id)} className={buttonStyles.primary}>
            {t('repairs.detail.slip')}
          </Link>
          {offersReceipt(job) ? (
            <Link to={paths.admin.repairs.receipt(job.id)} className={buttonStyles.primary}>
              {t('repairs.detail.receipt')}
            </Link>
          ) : null}
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title={t('repairs.detail.sections.status')} className="lg:col-span-2">
          <div
            ref={movedRef}
            tabIndex={-1}
            className="mb-4 rounded-md border border-green-200 bg-green-50 p-4 outline-none focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {justMoved ? (
              <p role="status" className="mb-2 font-medium text-green-900">
                {t('repairs.detail.move.moved', { status: repairStatusName(job.status, language) })}{' '}
                {t('repairs.detail.whatsApp.afterMove', { name: customerFirstName })}
              </p>
            ) : null}
            <a
              href={repairWhatsAppHref(job, settings.tradeName, link)}
              target="_blank"
              rel="noopener noreferrer"
              aria-describedby={`whatsapp-hint-${job.id}`}
              className={`${buttonStyles.primary} min-h-11 bg-green-700 hover:bg-green-800`}
            >
              <ChatIcon className="h-5 w-5" />
              {t('repairs.detail.whatsApp.send')}
              <span className="sr-only"> {t('repairs.detail.whatsApp.newTab')}</span>
            </a>
            <p id={`whatsapp-hint-${job.id}`} className="mt-2 text-sm text-gray-700">
              {t('repairs.detail.whatsApp.hint', { name: customerFirstName, language: LOCALES[job.language].label })}
            </p>
          </div>
          {quotable ? (
            <div className="mb-6 border-b border-gray-100 pb-4">
              <button
                type="button"
                aria-expanded={quoting}
                onClick={() => setQuoting((open) => !open)}
                className={`${quoting ? buttonStyles.secondary : buttonStyles.primary} min-h-11`}
              >
                {t('repairs.detail.makeQuote.open')}
              </button>
              {quoting ? (
                <div className="mt-4">
                  <RepairMoveForm quote job={job} />
                </div>
              ) : null}
            </div>
          ) : null}
          <RepairMoveForm job={job} />
          <div className="mt-6 border-t border-gray-100 pt-4">
            <label htmlFor={`status-link-${job.id}`} className="mb-1 block text-sm font-medium text-gray-800">
              {t('repairs.detail.link.label')}
            </label>
            <div className="flex flex-wrap gap-2">
              <input
                id={`status-link-${job.id}`}
                readOnly
                value={link}
                aria-describedby={`status-link-hint-${job.id}`}
                onFocus={(event) => event.target.select()}
                className={`${inputStyles} min-w-0 flex-1 font-mono`}
              />
              <button type="button" onClick={() => void copyLink()} className={`${buttonStyles.secondary} min-h-11`}>
                {t('repairs.detail.link.copy')}
              </button>
            </div>
            <p id={`status-link-hint-${job.id}`} className="mt-1 text-xs text-gray-600">
              {t('repairs.detail.link.hint')}
            </p>
          </div>
        </Panel>

        {job.quote ? (
          <Panel title={t('repairs.detail.sections.quote')}>
            <QuoteLines quote={job.quote} />
            {job.quote.note ? (
              <Facts>
                <Fact label={t('repairs.detail.quote.note')}>{job.quote.note}</Fact>
              </Facts>
            ) : null}
            <p
              className={`mt-3 rounded-md p-3 text-sm font-semibold ${
                job.quote.answer === 'approved'
                  ? 'bg-green-50 text-green-900'
                  : job.quote.answer === 'declined'
                    ? 'bg-red-50 text-red-900'
                    : 'bg-amber-50 text-amber-950'
              }`}
            >
              {job.quote.answer && job.quote.answeredAt
                ? t(`repairs.detail.quote.${job.quote.answer}`, { date: date(job.quote.answeredAt) })
                : job.status === 'awaitingApproval'
                  ? t('repairs.detail.quote.waiting')
                  : t('repairs.detail.quote.superseded')}
            </p>
          </Panel>
        ) : null}

        <Panel title={t('repairs.detail.sections.money')}>
          <RepairPayments job={job} />
        </Panel>

        {job.warrantyEndsOn || job.claimOf || job.claims.length > 0 ? (
          <Panel title={t('repairs.detail.sections.warranty')}>
            <RepairWarranty job={job} />
          </Panel>
        ) : null}

        <Panel title={t('repairs.detail.sections.customer')}>
          <Facts>
            <Fact label={t('repairs.fields.customerName')}>{job.customerName}</Fact>
            <Fact label={t('repairs.fields.customerPhone')}>
              <a href={`tel:${job.customerPhone}`} className={buttonStyles.link}>
                {formatPhone(job.customerPhone)}
              </a>
            </Fact>
            <Fact label={t('repairs.fields.language')}>{LOCALES[job.language].label}</Fact>
          </Facts>
        </Panel>

        <Panel title={t('repairs.detail.sections.machine')}>
          <Facts>
            <Fact label={t('repairs.fields.brand')}>{job.machine.brand}</Fact>
            <Fact label={t('repairs.fields.model')}>{job.machine.model}</Fact>
            <Fact label={t('repairs.fields.serial')}>{job.machine.serial || none}</Fact>
            <Fact label={t('repairs.fields.fault')}>{job.fault}</Fact>
            <Fact label={t('repairs.fields.accessories')}>{job.accessories || none}</Fact>
            <Fact label={t('repairs.fields.estimate')}>{job.estimate === null ? none : formatSenRm(job.estimate)}</Fact>
            <Fact label={t('repairs.fields.promisedDate')}>
              {job.promisedDate ? formatRepairDay(job.promisedDate, language) : none}
            </Fact>
            <Fact label={t('repairs.detail.received')}>{date(job.createdAt)}</Fact>
          </Facts>
        </Panel>

        <Panel title={t('repairs.detail.sections.photos')}>
          {job.photos.length === 0 ? (
            <p className="text-sm text-gray-600">{t('repairs.detail.noPhotos')}</p>
          ) : (
            <ul className="flex flex-wrap gap-3">
              {job.photos.map((url, index) => (
                <li key={url}>
                  <a href={url} target="_blank" rel="noopener noreferrer" className="block rounded-md">
                    <img
                      src={url}
                      alt={t('repairs.detail.photo', { number: index + 1 })}
                      width={112}
                      height={112}
                      loading="lazy"
                      className="h-28 w-28 rounded-md border border-gray-200 bg-gray-100 object-cover"
                    />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </Panel>

        <Panel title={t('repairs.detail.sections.machineHistory')}>
          <MachineHistory job={job} />
        </Panel>

        <Panel title={t('repairs.detail.sections.history')} className="lg:col-span-2">
          <ol className="space-y-3">
            {job.history.map((event, index) => (
              <HistoryLine key={`${event.at}-${index}`} event={event} date={date(event.at)} />
            ))}
          </ol>
        </Panel>
      </div>
    </div>
  );
}

function HistoryLine({ event, date }: { event: RepairEvent; date: string }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <li className="border-l-4 border-gray-200 pl-3">
      <p className="text-xs text-gray-600">
        <time dateTime={event.at}>{date}</time>
      </p>
      {event.kind === 'status' ? (
        <>
          <p className="font-semibold text-ink-900">{repairStatusName(event.status, language)}</p>
          {event.quote !== undefined ? (
            <p className="text-sm text-gray-800">
              {t('repairs.detail.history.quote', { amount: formatSenRm(event.quote) })}
            </p>
          ) : null}
          {event.note ? <p className="text-sm whitespace-pre-line text-gray-800">{event.note}</p> : null}
        </>
      ) : (
        <p className="font-semibold text-ink-900">{t(`repairs.detail.history.${event.answer}`)}</p>
      )}
    </li>
  );
}

function Panel({ title, className = '', children }: { title: string; className?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`min-w-0 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-6 ${className}`}
    >
      <h2 id={id} className="mb-3 text-lg font-semibold text-ink-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Facts({ children }: { children: ReactNode }) {
  return <dl className="space-y-2 text-sm">{children}</dl>;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-4">
      <dt className="w-36 shrink-0 font-medium text-gray-600">{label}</dt>
      <dd className="max-w-full min-w-0 flex-auto whitespace-pre-line wrap-break-word text-gray-900">{children}</dd>
    </div>
  );
}

import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/messages';
import { formatSen } from '@/domain/repair-money';
import { malaysianDay, type RepairStatusView } from '@/domain/repair';
import { repairStatusName } from '@/i18n/names';
import { useShopSettings } from '@/components/use-shop-settings';
import { useLanguage } from '@/components/ui/use-language';
import { QuoteSection, type QuoteNotice } from './quote-section';
import { RepairHistory } from './repair-history';
import { formatRepairDay, formatRepairMoment } from './repair-dates';
import { ShopContact } from './shop-contact';
import { PrivacyNoticeLink } from '@/components/ui/privacy-link';
import { statusClasses } from './status-colours';
import { viewLines, type ViewLine } from './view-lines';
import { withLinesAfter } from '@/components/field-lines';

/**
 * A repair job as its customer sees it on their phone (issue 35): whom it is for (the first name, nothing else of
 * them), where the job is now, the quote to answer, the fields the table of repair fields shows on the page (the
 * machine, the estimate, the promised day: view-lines.tsx) with the money and the warranty, what happened when,
 * and how to reach the shop.
 * `initial` is the job as the page was loaded; an answer given here shows the job as the store gave it back.
 */
export function RepairStatusPage({ initial }: { initial: RepairStatusView }) {
  const { t } = useTranslation('site');
  const language = useLanguage();
  const [view, setView] = useState(initial);
  const [notice, setNotice] = useState<QuoteNotice | null>(null);
  const lastStatus = [...view.history].reverse().find((event) => event.kind === 'status');
  const { repairs } = useShopSettings();
  const rm = (sen: number) => `RM\u00a0${formatSen(sen)}`;
  const detail = (key: string, label: string, value: ReactNode): ViewLine => ({ key, names: [], label, value });
  // The table's fields shown on the page (src/domain/repair-fields.ts: the machine, the estimate, the promised
  // day), and after the estimate the money worked out and the warranty's last day.
  const details = withLinesAfter(viewLines(view, t, language), 'estimate', [
    ...(view.money.due > 0 || view.money.paid > 0
      ? [
          ...(view.money.storageFee > 0
            ? [detail('storageFee', t('repair.storageFee'), rm(view.money.storageFee))]
            : []),
          detail('paid', view.money.held > 0 ? t('repair.held') : t('repair.paid'), rm(view.money.paid)),
          view.money.toRefund > 0
            ? detail('toRefund', t('repair.toRefund'), rm(view.money.toRefund))
            : detail('balance', t('repair.balance'), rm(view.money.balance)),
        ]
      : []),
    ...(view.warrantyEndsOn !== null
      ? [
          detail(
            'warrantyEndsOn',
            t('repair.warrantyUntil'),
            <time dateTime={view.warrantyEndsOn}>{formatRepairDay(view.warrantyEndsOn, t)}</time>,
          ),
        ]
      : []),
  ]);
  // While the job waits on the quote, the customer's answer is the news: the headline says it, with its day.
  const answered =
    view.status === 'awaitingApproval' && view.quote?.answer && view.quote.answeredAt
      ? { answer: view.quote.answer, at: view.quote.answeredAt }
      : null;

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 md:px-6">
      <header>
        <h1 className="text-2xl font-extrabold text-slate-900 md:text-3xl">
          {t('repair.heading', { number: view.number })}
        </h1>
        <p className="mt-2 text-slate-700">
          {view.firstName ? t('repair.greeting', { name: view.firstName }) : t('repair.greetingNoName')}
        </p>
      </header>

      <section aria-labelledby="repair-now" className={`mt-6 rounded-xl border-2 p-5 ${statusClasses(view.status)}`}>
        <h2 id="repair-now" className="text-sm font-semibold tracking-wide uppercase">
          {t('repair.now')}
        </h2>
        <p className="mt-1 text-2xl font-extrabold break-words">
          {answered
            ? t(answered.answer === 'approved' ? 'repair.nowApproved' : 'repair.nowDeclined', {
                date: formatRepairDay(malaysianDay(answered.at), t),
              })
            : repairStatusName(view.status, language)}
        </p>
        <p className="mt-1 text-sm">
          {answered
            ? t('repair.answeredWhile')
            : t('repair.since', { date: formatRepairMoment(lastStatus?.at ?? view.updatedAt, t) })}
        </p>
      </section>

      <QuoteSection
        view={view}
        notice={notice}
        onAnswered={(answered, outcome) => {
          setView(answered);
          setNotice(outcome);
        }}
      />

      <dl className="mt-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-3">
        {details.map((detail) => (
          <Detail key={detail.key} label={detail.label}>
            {detail.value}
          </Detail>
        ))}
      </dl>

      {view.status === 'ready' && repairs.storageFeePerDay !== null && repairs.storageFeePerDay > 0 && (
        <p className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
          {t('repair.storageTerms', { fee: rm(repairs.storageFeePerDay), count: repairs.storageFreeDays })}
        </p>
      )}

      <RepairHistory history={view.history} />
      <ShopContact number={view.number} />
      <PrivacyNoticeLink className="mt-6" />
    </div>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-semibold break-words text-slate-900">{children}</dd>
    </div>
  );
}

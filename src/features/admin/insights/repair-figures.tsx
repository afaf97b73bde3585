import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getBackend } from '@/data';
import { localeOf } from '@/domain/format';
import { REPAIR_INSIGHT_WEEKS, type RepairInsights } from '@/domain/repair-insights';
import { useSessionExpiry } from '@/components/admin/session-expiry';
import { useErrorText } from '@/components/ui/error-message';
import { ErrorBanner, StatusMessage } from '@/components/ui/status';
import { useLanguage } from '@/components/ui/use-language';
import { FigureTable } from './figure-table';
import { ClaimRates } from './claim-rates';

type Load = { insights: RepairInsights } | { error: string };

/** Received and collected in the colours of the visits chart's first two lines (Okabe–Ito: apart for most eyes). */
const SERIES = [
  { key: 'received', colour: '#0072B2' },
  { key: 'collected', colour: '#E69F00' },
] as const;

/**
 * The repairs of the Insights screen: jobs received and collected in each of the last weeks, as bars and as a
 * table with the same figures, and the median days from a job's arrival to ready for collection. Its own period
 * (REPAIR_INSIGHT_WEEKS weeks), whatever the visits' period.
 */
export function RepairFigures() {
  const { t } = useTranslation('admin');
  const locale = localeOf(useLanguage());
  const expire = useSessionExpiry();
  const errorText = useErrorText();
  const [load, setLoad] = useState<Load | null>(null);

  useEffect(() => {
    let current = true;
    getBackend()
      .then((backend) => backend.repairs.insights())
      .then(
        (insights) => current && setLoad({ insights }),
        (error: unknown) => {
          if (!current || expire(error)) return;
          setLoad({ error: errorText(error) });
        },
      );
    return () => {
      current = false;
    };
  }, [expire, errorText]);

  const number = new Intl.NumberFormat(locale);
  const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const weekLabel = (day: string) =>
    new Date(`${day}T12:00:00Z`).toLocaleDateString(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });

  return (
    <section aria-labelledby="insights-repairs" className="mt-10 space-y-4">
      <div>
        <h2 id="insights-repairs" className="text-xl font-bold text-ink-900">
          {t('insights.repairs.title')}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-gray-600">
          {t('insights.repairs.intro', { count: REPAIR_INSIGHT_WEEKS })}
        </p>
      </div>
      {!load ? (
        <StatusMessage>{t('insights.repairs.loading')}</StatusMessage>
      ) : 'error' in load ? (
        <ErrorBanner>{t('insights.repairs.failed', { error: load.error })}</ErrorBanner>
      ) : (
        <>
          <dl className="grid gap-4 sm:grid-cols-2">
            <div className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
              <dt className="text-sm text-gray-600">{t('insights.repairs.median')}</dt>
              <dd className="mt-1 text-2xl font-bold text-ink-900">
                {load.insights.medianDaysToReady === null
                  ? '–'
                  : t('insights.repairs.medianValue', {
                      count: load.insights.medianDaysToReady,
                      days: decimal.format(load.insights.medianDaysToReady),
                    })}
              </dd>
              <dd className="mt-1 text-sm text-gray-600">
                {load.insights.readyJobs === 0
                  ? t('insights.repairs.noReady')
                  : t('insights.repairs.medianOver', { count: load.insights.readyJobs })}
              </dd>
            </div>
          </dl>
          <div className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
            <ClaimRates months={load.insights.months} />
          </div>
          <figure className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
            <WeekBars
              insights={load.insights}
              label={t('insights.repairs.chartLabel', {
                from: weekLabel(load.insights.weeks[0]?.start ?? ''),
                to: weekLabel(load.insights.weeks.at(-1)?.start ?? ''),
              })}
            />
            <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-gray-700">
              {SERIES.map(({ key, colour }) => (
                <li key={key} className="flex items-center gap-2">
                  <span aria-hidden="true" className="h-3 w-3 rounded-sm" style={{ backgroundColor: colour }} />
                  {t(`insights.repairs.${key}`)}
                </li>
              ))}
            </ul>
            <FigureTable
              labelledBy="insights-repairs-table"
              caption={{ id: 'insights-repairs-table', text: t('insights.repairs.perWeek') }}
              className="mt-4"
              heading={{
                label: t('insights.repairs.week'),
                cell: (week) => <time dateTime={week.start}>{weekLabel(week.start)}</time>,
              }}
              columns={SERIES.map(({ key }) => ({
                key,
                label: t(`insights.repairs.${key}`),
                cell: (week: RepairInsights['weeks'][number]) => number.format(week[key]),
              }))}
              rows={load.insights.weeks}
              rowKey={(week) => week.start}
            />
          </figure>
        </>
      )}
    </section>
  );
}

/** Two bars a week, drawn as plain SVG: a dozen weeks need no chart library. The table says the same in words. */
function WeekBars({ insights, label }: { insights: RepairInsights; label: string }) {
  const highest = Math.max(4, ...insights.weeks.flatMap((week) => [week.received, week.collected]));
  const width = insights.weeks.length * 10;
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${width} 50`} preserveAspectRatio="none" className="h-40 w-full">
      {insights.weeks.map((week, index) =>
        SERIES.map(({ key, colour }, bar) => {
          const height = (week[key] / highest) * 48;
          return (
            <rect
              key={`${week.start}-${key}`}
              x={index * 10 + 1.5 + bar * 3.5}
              y={50 - height}
              width={3}
              height={height}
              fill={colour}
            />
          );
        }),
      )}
      <line x1={0} x2={width} y1={49.9} y2={49.9} stroke="#9ca3af" strokeWidth={0.2} />
    </svg>
  );
}

import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackToPortal } from '@/components/admin/back-to-portal';
import { Link } from 'react-router';
import { getBackend } from '@/data';
import { paths } from '@/domain/paths';
import { PAGE_TYPES, type Vital } from '@/domain/insights';
import {
  INSIGHT_RANGES,
  buyClicks,
  clickThroughRate,
  rateVital,
  type InsightRange,
  type InsightsSummary,
  type ProductFigures,
  type VitalFigure,
  type VitalRating,
} from '@/domain/insights-figures';
import { useErrorText } from '@/components/ui/error-message';
import { ErrorBanner, StatusMessage } from '@/components/ui/status';
import { buttonStyles, tableScrollStyles, tdStyles, thStyles } from '@/components/ui/styles';
import { useSessionExpiry } from '@/components/admin/session-expiry';
import { useLanguage } from '@/components/ui/use-language';
import { localeOf } from '@/domain/format';
import { RepairFigures } from './repair-figures';

// uPlot and its styles come with the chart, in a chunk of their own, only once there is something to draw.
const DailyChart = lazy(() => import('./daily-chart').then((module) => ({ default: module.DailyChart })));

type Load = { days: InsightRange; summary: InsightsSummary } | { days: InsightRange; error: string };

/** The owner's Insights screen: the chosen period's figures, charts with tables, top products and speed. */
export function InsightsScreen({ days, onDaysChange }: { days: InsightRange; onDaysChange(days: InsightRange): void }) {
  const { t } = useTranslation('admin');
  const expire = useSessionExpiry();
  const errorText = useErrorText();
  const [load, setLoad] = useState<Load | null>(null);

  useEffect(() => {
    let current = true;
    getBackend()
      .then((backend) => backend.insights.summary(days))
      .then(
        (summary) => current && setLoad({ days, summary }),
        (error: unknown) => {
          if (!current || expire(error)) return;
          setLoad({ days, error: errorText(error) });
        },
      );
    return () => {
      current = false;
    };
  }, [days, expire, errorText]);

  const shown = load?.days === days ? load : null;
  return (
    <div className="py-8">
      <BackToPortal />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{t('insights.title')}</h1>
          <p className="mt-2 max-w-3xl text-sm text-gray-600">{t('insights.intro')}</p>
        </div>
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="sr-only">{t('insights.period')}</legend>
          {INSIGHT_RANGES.map((range) => (
            <button
              key={range}
              type="button"
              aria-pressed={range === days}
              onClick={() => onDaysChange(range)}
              className={range === days ? buttonStyles.primary : buttonStyles.secondary}
            >
              {t('insights.last', { count: range })}
            </button>
          ))}
        </fieldset>
      </div>
      {!shown ? (
        <StatusMessage>{t('insights.loading')}</StatusMessage>
      ) : 'error' in shown ? (
        <ErrorBanner>{t('insights.failed', { error: shown.error })}</ErrorBanner>
      ) : (
        <Figures summary={shown.summary} />
      )}
      <RepairFigures />
    </div>
  );
}

function Figures({ summary }: { summary: InsightsSummary }) {
  const { t } = useTranslation('admin');
  const locale = localeOf(useLanguage());
  const number = new Intl.NumberFormat(locale);
  // Kept from render to render, so that the chart is drawn again only when the figures or the language change.
  // Colours that stay apart for most colour-blind eyes (Okabe–Ito).
  const series = useMemo(
    () =>
      [
        { key: 'visits', label: t('insights.visits'), colour: '#0072B2' },
        { key: 'productViews', label: t('insights.productViews'), colour: '#E69F00' },
        { key: 'buyClicks', label: t('insights.buyClicks'), colour: '#009E73' },
        { key: 'enquiries', label: t('insights.enquiries'), colour: '#CC79A7' },
      ] as const,
    [t],
  );
  const total = (key: (typeof series)[number]['key'] | 'pageViews') =>
    summary.daily.reduce((sum, day) => sum + day[key], 0);
  const dayLabel = (day: string) =>
    new Date(`${day}T12:00:00Z`).toLocaleDateString(locale, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });

  return (
    <div className="space-y-10">
      <dl aria-label={t('insights.totalsLabel')} className="grid grid-cols-2 gap-4 md:grid-cols-5">
        {[...series.slice(0, 1), { key: 'pageViews', label: t('insights.pageViews') } as const, ...series.slice(1)].map(
          ({ key, label }) => (
            <div key={key} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
              <dt className="text-sm text-gray-600">{label}</dt>
              <dd className="mt-1 text-2xl font-bold text-ink-900">{number.format(total(key))}</dd>
            </div>
          ),
        )}
      </dl>

      <section aria-labelledby="insights-per-day">
        <h2 id="insights-per-day" className="mb-3 text-xl font-bold text-ink-900">
          {t('insights.perDay')}
        </h2>
        <figure className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
          {/* The chart's place has its height before the chart's code arrives: nothing below it moves when it is
              drawn (a click on "Show the figures as a table" as the chart appeared could land beside it). */}
          <div
            role="img"
            aria-label={t('insights.chartLabel', {
              from: dayLabel(summary.from),
              to: dayLabel(summary.to),
            })}
            className="h-65"
          >
            <Suspense fallback={<p className="text-sm text-gray-500">{t('insights.chartLoading')}</p>}>
              <DailyChart daily={summary.daily} series={series} locale={locale} dayTitle={t('insights.day')} />
            </Suspense>
          </div>
          <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-gray-700">
            {series.map(({ key, label, colour }) => (
              <li key={key} className="flex items-center gap-2">
                <span aria-hidden="true" className="h-1 w-5 rounded-full" style={{ backgroundColor: colour }} />
                {label}
              </li>
            ))}
          </ul>
          <details className="mt-4">
            <summary className="cursor-pointer text-sm font-semibold text-brand-700">{t('insights.showTable')}</summary>
            {/* Focusable so that a keyboard can scroll a table sideways on a narrow screen. */}
            <div role="region" aria-labelledby="insights-per-day" tabIndex={0} className={`${tableScrollStyles} mt-3`}>
              <table className="min-w-full divide-y divide-gray-200">
                <caption className="sr-only">{t('insights.perDay')}</caption>
                <thead className="bg-gray-50">
                  <tr>
                    <th scope="col" className={thStyles}>
                      {t('insights.day')}
                    </th>
                    {series.map(({ key, label }) => (
                      <th key={key} scope="col" className={thStyles}>
                        {label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-100">
                  {summary.daily.map((day) => (
                    <tr key={day.day}>
                      <th scope="row" className={`${tdStyles} text-left font-medium`}>
                        {dayLabel(day.day)}
                      </th>
                      {series.map(({ key }) => (
                        <td key={key} className={tdStyles}>
                          {number.format(day[key])}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </figure>
      </section>

      <ProductTable
        id="insights-top-views"
        title={t('insights.topByViews')}
        products={summary.topByViews}
        empty={t('insights.noViews')}
      />
      <ProductTable
        id="insights-top-clicks"
        title={t('insights.topByClicks')}
        products={summary.topByClicks}
        empty={t('insights.noClicks')}
      />
      <VitalsTable vitals={summary.vitals} />
    </div>
  );
}

function ProductTable({
  id,
  title,
  products,
  empty,
}: {
  id: string;
  title: string;
  products: ProductFigures[];
  empty: string;
}) {
  const { t } = useTranslation('admin');
  const locale = localeOf(useLanguage());
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-xl font-bold text-ink-900">
        {title}
      </h2>
      {products.length === 0 ? (
        <p className="text-sm text-gray-600">{empty}</p>
      ) : (
        <div role="region" aria-labelledby={id} tabIndex={0} className={tableScrollStyles}>
          <table aria-labelledby={id} className="min-w-full divide-y divide-gray-200">
            <thead className="bg-gray-50">
              <tr>
                {[
                  t('insights.product'),
                  t('insights.views'),
                  t('insights.shopee'),
                  t('insights.tiktok'),
                  t('insights.buyClicks'),
                  t('insights.clickThrough'),
                  t('insights.enquiries'),
                ].map((label) => (
                  <th key={label} scope="col" className={thStyles}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {products.map((product) => {
                const rate = clickThroughRate(product);
                return (
                  <tr key={product.id}>
                    <th scope="row" className={`${tdStyles} text-left font-medium`}>
                      {product.name ? (
                        <Link to={paths.products.detail(product.id)} className={buttonStyles.link}>
                          {product.name}
                        </Link>
                      ) : (
                        t('insights.deletedProduct', { id: product.id })
                      )}
                    </th>
                    <td className={tdStyles}>{number.format(product.views)}</td>
                    <td className={tdStyles}>{number.format(product.shopeeClicks)}</td>
                    <td className={tdStyles}>{number.format(product.tiktokClicks)}</td>
                    <td className={tdStyles}>{number.format(buyClicks(product))}</td>
                    <td className={tdStyles}>{rate === null ? '–' : percent.format(rate)}</td>
                    <td className={tdStyles}>{number.format(product.enquiries)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

const CORE_VITALS = ['LCP', 'INP', 'CLS'] as const satisfies readonly Vital[];

const RATING_STYLES: Record<VitalRating, string> = {
  good: 'bg-green-100 text-green-900',
  'needs-improvement': 'bg-amber-100 text-amber-900',
  poor: 'bg-red-100 text-red-900',
};

function VitalsTable({ vitals }: { vitals: VitalFigure[] }) {
  const { t } = useTranslation('admin');
  const locale = localeOf(useLanguage());
  const rows = new Map<string, { page: VitalFigure['page']; device: VitalFigure['device']; figures: VitalFigure[] }>();
  for (const figure of vitals) {
    const key = `${figure.page}|${figure.device}`;
    const row = rows.get(key) ?? { page: figure.page, device: figure.device, figures: [] };
    row.figures.push(figure);
    rows.set(key, row);
  }
  const sorted = [...rows.values()].sort(
    (a, b) => PAGE_TYPES.indexOf(a.page) - PAGE_TYPES.indexOf(b.page) || a.device.localeCompare(b.device),
  );
  const format = (metric: Vital, value: number) =>
    metric === 'CLS'
      ? value.toLocaleString(locale, { maximumFractionDigits: 2, minimumFractionDigits: 2 })
      : metric === 'LCP'
        ? `${(value / 1000).toLocaleString(locale, { maximumFractionDigits: 1, minimumFractionDigits: 1 })} s`
        : `${Math.round(value).toLocaleString(locale)} ms`;

  return (
    <section aria-labelledby="insights-speed">
      <h2 id="insights-speed" className="mb-2 text-xl font-bold text-ink-900">
        {t('insights.speed')}
      </h2>
      <p className="mb-3 max-w-3xl text-sm text-gray-600">{t('insights.speedIntro')}</p>
      {sorted.length === 0 ? (
        <p className="text-sm text-gray-600">{t('insights.noVitals')}</p>
      ) : (
        <div role="region" aria-labelledby="insights-speed" tabIndex={0} className={tableScrollStyles}>
          <table aria-labelledby="insights-speed" className="min-w-full divide-y divide-gray-200">
            <thead className="bg-gray-50">
              <tr>
                <th scope="col" className={thStyles}>
                  {t('insights.page')}
                </th>
                <th scope="col" className={thStyles}>
                  {t('insights.device')}
                </th>
                {CORE_VITALS.map((metric) => (
                  <th key={metric} scope="col" className={thStyles}>
                    <abbr
                      title={t(`insights.${metric.toLowerCase() as 'lcp' | 'inp' | 'cls'}`)}
                      className="no-underline"
                    >
                      {metric}
                    </abbr>
                  </th>
                ))}
                <th scope="col" className={thStyles}>
                  {t('insights.measured')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {sorted.map((row) => (
                <tr key={`${row.page}|${row.device}`}>
                  <th scope="row" className={`${tdStyles} text-left font-medium`}>
                    {t(`insights.pages.${row.page}`)}
                  </th>
                  <td className={tdStyles}>{t(`insights.devices.${row.device}`)}</td>
                  {CORE_VITALS.map((metric) => {
                    const figure = row.figures.find((candidate) => candidate.metric === metric);
                    if (!figure) {
                      return (
                        <td key={metric} className={`${tdStyles} text-gray-500`}>
                          {t('insights.notMeasured')}
                        </td>
                      );
                    }
                    const rating = rateVital(metric, figure.p75);
                    return (
                      <td key={metric} className={tdStyles}>
                        <span className={`inline-flex flex-col rounded px-2 py-1 ${RATING_STYLES[rating]}`}>
                          <span className="font-semibold">{format(metric, figure.p75)}</span>
                          <span className="text-xs">{t(`insights.ratings.${rating}`)}</span>
                        </span>
                      </td>
                    );
                  })}
                  <td className={tdStyles}>
                    {Math.max(...row.figures.map((figure) => figure.samples)).toLocaleString(locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

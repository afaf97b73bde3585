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
  VITAL_THRESHOLDS,
  type InsightRange,
  type DailyFigures,
  type InsightsSummary,
  type ProductFigures,
  type VitalFigure,
  type VitalRating,
} from '@/domain/insights-figures';
import { useErrorText } from '@/components/ui/error-message';
import { ErrorBanner, StatusMessage } from '@/components/ui/status';
import { buttonStyles } from '@/components/ui/styles';
import { useSessionExpiry } from '@/components/admin/session-expiry';
import { useLanguage } from '@/components/ui/use-language';
import { localeOf } from '@/domain/format';
import { FigureTable } from './figure-table';
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
            <FigureTable
              labelledBy="insights-per-day"
              className="mt-3"
              heading={{ label: t('insights.day'), cell: (day) => dayLabel(day.day) }}
              columns={series.map(({ key, label }) => ({
                key,
                label,
                cell: (day: DailyFigures) => number.format(day[key]),
              }))}
              rows={summary.daily}
              rowKey={(day) => day.day}
            />
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
        <FigureTable
          labelledBy={id}
          heading={{
            label: t('insights.product'),
            cell: (product) =>
              product.name ? (
                <Link to={paths.products.detail(product.id)} className={buttonStyles.link}>
                  {product.name}
                </Link>
              ) : (
                t('insights.deletedProduct', { id: product.id })
              ),
          }}
          columns={[
            { key: 'views', label: t('insights.views'), cell: (product) => number.format(product.views) },
            { key: 'shopee', label: t('insights.shopee'), cell: (product) => number.format(product.shopeeClicks) },
            { key: 'tiktok', label: t('insights.tiktok'), cell: (product) => number.format(product.tiktokClicks) },
            { key: 'buy', label: t('insights.buyClicks'), cell: (product) => number.format(buyClicks(product)) },
            {
              key: 'rate',
              label: t('insights.clickThrough'),
              cell: (product) => {
                const rate = clickThroughRate(product);
                return rate === null ? '–' : percent.format(rate);
              },
            },
            { key: 'enquiries', label: t('insights.enquiries'), cell: (product) => number.format(product.enquiries) },
          ]}
          rows={products}
          rowKey={(product) => product.id}
        />
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

/** The speed figures of one kind of page on one kind of device. */
type VitalsRow = { page: VitalFigure['page']; device: VitalFigure['device']; figures: VitalFigure[] };

function VitalsTable({ vitals }: { vitals: VitalFigure[] }) {
  const { t } = useTranslation('admin');
  const locale = localeOf(useLanguage());
  const rows = new Map<string, VitalsRow>();
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
      {/* What each figure measures, in words, and where good ends and poor begins (the thresholds rateVital uses). */}
      <dl className="mb-4 max-w-3xl space-y-2 text-sm">
        {CORE_VITALS.map((metric) => {
          const [good, poor] = VITAL_THRESHOLDS[metric];
          const key = metric.toLowerCase() as 'lcp' | 'inp' | 'cls';
          return (
            <div key={metric}>
              <dt className="font-semibold text-ink-900">{t(`insights.${key}`)}</dt>
              <dd className="text-gray-700">
                {t(`insights.measures.${key}`)}{' '}
                {t('insights.measures.scale', { good: format(metric, good), poor: format(metric, poor) })}
              </dd>
            </div>
          );
        })}
      </dl>
      {sorted.length === 0 ? (
        <p className="text-sm text-gray-600">{t('insights.noVitals')}</p>
      ) : (
        <FigureTable
          labelledBy="insights-speed"
          heading={{ label: t('insights.page'), cell: (row) => t(`insights.pages.${row.page}`) }}
          columns={[
            {
              key: 'device',
              label: t('insights.device'),
              cell: (row: VitalsRow) => t(`insights.devices.${row.device}`),
            },
            ...CORE_VITALS.map((metric) => ({
              key: metric,
              label: t(`insights.${metric.toLowerCase() as 'lcp' | 'inp' | 'cls'}`),
              cell: (row: VitalsRow) => {
                const figure = row.figures.find((candidate) => candidate.metric === metric);
                if (!figure) return <span className="text-gray-500">{t('insights.notMeasured')}</span>;
                const rating = rateVital(metric, figure.p75);
                return (
                  <span className={`inline-flex flex-col rounded px-2 py-1 ${RATING_STYLES[rating]}`}>
                    <span className="font-semibold">{format(metric, figure.p75)}</span>
                    <span className="text-xs">{t(`insights.ratings.${rating}`)}</span>
                  </span>
                );
              },
            })),
            {
              key: 'measured',
              label: t('insights.measured'),
              cell: (row: VitalsRow) => Math.max(...row.figures.map((figure) => figure.samples)).toLocaleString(locale),
            },
          ]}
          rows={sorted}
          rowKey={(row) => `${row.page}|${row.device}`}
        />
      )}
    </section>
  );
}

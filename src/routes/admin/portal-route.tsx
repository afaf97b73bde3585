import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useSearchParams, type ActionFunctionArgs } from 'react-router';
import { paths } from '@/domain/paths';
import { buttonStyles } from '@/components/ui/styles';
import { PendingCount, usePendingOrders } from '@/features/admin/orders/pending-count';
import { ProductDeleteSchema, ProductList } from '@/features/admin/products/product-list';
import { demoCounts } from '@/features/admin/products/demo-data-notice';
import { NothingSent } from '@/components/admin/admin-form';
import { RepairCountsPanel, repairListWith, useRepairCounts } from '@/features/admin/repairs/repair-counts';
import { usePhoneLayout } from '@/components/admin/use-phone-layout';
import { useAdminTitle } from '@/components/admin/use-admin-title';
import { registerAdminTranslations } from './admin-i18n';
import { intentOf, listReadings, saveForm } from './form-action';

registerAdminTranslations();

/** The list reads itself; the screen reads again after each of its writes. */
export const { loader, shouldRevalidate } = listReadings();

/**
 * A product's delete (`intent` 'delete', by its row's fetcher), or the demo data's removal ('removeDemo', by the
 * notice's); a notice says how it went.
 */
export async function action(args: ActionFunctionArgs) {
  if ((await intentOf(args.request)) === 'removeDemo')
    return saveForm(args, {
      fetcher: true,
      intent: 'removeDemo',
      schema: NothingSent,
      write: (backend) => backend.demoData.remove(),
      saved: (t, removed) => ({ text: t('demoData.removed', demoCounts(t, removed)) }),
      failed: (t, error) => t('demoData.removeFailed', { error }),
    });
  return saveForm(args, {
    fetcher: true,
    intent: 'delete',
    schema: ProductDeleteSchema,
    write: (backend, { id }) => backend.products.remove(id),
    saved: (t) => ({ text: t('portal.deleted') }),
    failed: (t, error) => t('portal.deleteFailed', { error }),
  });
}

/**
 * /admin-portal (spec §2 Admin Portal), what is due today first: the repairs to remind today, the quotes the
 * customers answered and the new orders, each a link to its list; then the repairs at a glance, the shop's other
 * screens and the products. Each part says in one line what it is for. On a phone the product list (the long part)
 * waits behind its own button, so that the first screen is what is due; a search of the products opens it.
 */
export function Component() {
  const { t } = useTranslation('admin');
  useAdminTitle(t('portal.title'));
  const counts = useRepairCounts();
  const pending = usePendingOrders();
  return (
    <div className="space-y-8 py-6 sm:py-8">
      <div>
        <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{t('portal.title')}</h1>
        <p className="mt-1 text-sm text-gray-700">{t('portal.intro')}</p>
      </div>
      <DueToday
        toRemind={counts?.toRemind ?? null}
        answered={counts?.answered ?? null}
        pending={pending}
        known={counts !== null || pending !== null}
      />
      <PortalSection
        id="portal-repairs"
        heading={t('portal.repairs')}
        purpose={t('portal.repairsPurpose')}
        action={
          <Link to={paths.admin.repairs.add} className={buttonStyles.secondary}>
            {t('repairs.add')}
          </Link>
        }
      >
        <RepairCountsPanel counts={counts} />
      </PortalSection>
      <PortalSection id="portal-shop" heading={t('portal.shop')} purpose={t('portal.shopPurpose')}>
        <ul className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:gap-3">
          {[
            { to: paths.admin.orders, label: t('portal.manageOrders'), badge: <PendingCount pending={pending} /> },
            { to: paths.admin.customers, label: t('portal.customers') },
            { to: paths.admin.insights, label: t('portal.insights') },
            { to: paths.admin.activity, label: t('portal.activity') },
            { to: paths.admin.settings, label: t('portal.settings') },
            { to: paths.admin.importExport, label: t('portal.importExport') },
          ].map((item) => (
            <li key={item.to} className="min-w-0">
              <Link to={item.to} className={`${buttonStyles.secondary} w-full flex-wrap text-center sm:w-auto`}>
                {item.label}
                {item.badge}
              </Link>
            </li>
          ))}
        </ul>
      </PortalSection>
      <ProductsSection />
    </div>
  );
}

/** A part of the portal: its heading, the one line that says what it is for, and an action beside the heading. */
function PortalSection({
  id,
  heading,
  purpose,
  action,
  children,
}: {
  id: string;
  heading: string;
  purpose: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <div className="mb-3 flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2 id={id} className="text-lg font-semibold text-ink-900 sm:text-xl">
            {heading}
          </h2>
          <p className="text-sm text-gray-700">{purpose}</p>
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

/**
 * What is due today, before anything else: the repairs whose reminder is due today (the reminder list), the quotes
 * the customers answered, which wait for the owner to move the job on, and the new (pending) orders. Each with a
 * count is a link to its list; one with none says so in a line of its own.
 */
function DueToday({
  toRemind,
  answered,
  pending,
  known,
}: {
  toRemind: number | null;
  answered: number | null;
  pending: number | null;
  known: boolean;
}) {
  const { t } = useTranslation('admin');
  const rows = [
    {
      key: 'remind',
      count: toRemind,
      to: paths.admin.repairs.reminders,
      some: 'portal.due.remind',
      none: 'portal.due.remindNone',
    },
    {
      key: 'answered',
      count: answered,
      to: repairListWith('awaitingApproval'),
      some: 'portal.due.answered',
      none: 'portal.due.answeredNone',
    },
    {
      key: 'orders',
      count: pending,
      to: `${paths.admin.orders}?status=pending`,
      some: 'portal.due.orders',
      none: 'portal.due.ordersNone',
    },
  ] as const;
  return (
    <PortalSection id="portal-due" heading={t('portal.due.heading')} purpose={t('portal.due.purpose')}>
      {!known ? (
        <p role="status" className="text-sm text-gray-600">
          {t('portal.due.loading')}
        </p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-3">
          {rows.map((row) =>
            row.count === null ? null : (
              <li key={row.key}>
                {row.count > 0 ? (
                  <Link
                    to={row.to}
                    className="flex min-h-11 items-center justify-between gap-3 rounded-lg border border-red-300 bg-red-50 px-4 py-2 font-semibold text-red-900 tabular-nums hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    <span>{t(row.some, { count: row.count })}</span>
                    <span aria-hidden="true">→</span>
                  </Link>
                ) : (
                  <p className="flex min-h-11 items-center rounded-lg border border-gray-200 bg-white px-4 py-2 text-sm text-gray-700">
                    {t(row.none)}
                  </p>
                )}
              </li>
            ),
          )}
        </ul>
      )}
    </PortalSection>
  );
}

/** Where this browser keeps that the owner opened the product list on a phone, for the rest of the visit. */
const PRODUCTS_OPEN_KEY = 'portalProductsOpen';

function readProductsOpen(): boolean {
  try {
    return window.sessionStorage.getItem(PRODUCTS_OPEN_KEY) === '1';
  } catch {
    return false; // storage switched off: closed at each visit
  }
}

function keepProductsOpen(): void {
  try {
    window.sessionStorage.setItem(PRODUCTS_OPEN_KEY, '1');
  } catch {
    // as above
  }
}

/**
 * The products: the list with its search, filters and cards (and the demo data's notice), and the way to a new
 * one. On a wider screen the list shows at once; on a phone it is loaded when the owner asks for it (or comes with
 * a search of it in the address, or opened it earlier in this visit), and stays open from then on.
 */
function ProductsSection() {
  const { t } = useTranslation('admin');
  const { reading } = useLoaderData<typeof loader>();
  const phone = usePhoneLayout();
  const [params] = useSearchParams();
  const searched = ['q', 'category', 'status', 'sort'].some((name) => params.has(name));
  const [opened, setOpened] = useState(readProductsOpen);
  const shown = !phone || searched || opened;
  return (
    <PortalSection
      id="portal-products"
      heading={t('portal.products')}
      purpose={t('portal.productsPurpose')}
      action={
        <Link to={paths.admin.add} className={buttonStyles.primary}>
          {t('portal.addProduct')}
        </Link>
      }
    >
      {shown ? (
        <ProductList revision={reading} />
      ) : (
        <button
          type="button"
          onClick={() => {
            keepProductsOpen();
            setOpened(true);
          }}
          className={`${buttonStyles.secondary} w-full`}
        >
          {t('portal.showProducts')}
        </button>
      )}
    </PortalSection>
  );
}

import type { RouteObject } from 'react-router';
import { NOT_FOUND_PAGE, PUBLIC_PAGE_LIST, type RegisteredPage } from '@/domain/pages';
import { RootLayout } from './root-layout';
import { ErrorScreen } from './error-screen';
import { RouteLoading } from './route-loading';
import { rootLoader, shouldRevalidateRoot } from './root-loader';

/**
 * The one route tree, used by the browser and by the server renderer (src/entry-server.tsx).
 * Screens are lazy route modules: each exports `Component` and, where it loads data, `loader`.
 * `handle.module` names a public route's source file, so that the server can preload its code.
 */
export type RouteHandle = { module?: string };

type RouteModule = NonNullable<RouteObject['lazy']>;

/**
 * A public page's route module, by the file the table of pages names (src/domain/pages.ts). The `import()` names its
 * file by a pattern: the bundler splits the code at each file of src/routes/site (so that folder holds route modules
 * only), and the hosted prerender, which runs this file outside the bundler, imports the file it names.
 */
function pageModule(page: RegisteredPage): RouteModule {
  const file = page.module.slice('src/routes/site/'.length, -'.tsx'.length);
  return () => import(`../routes/site/${file}.tsx`);
}

function publicRoute(page: RegisteredPage): RouteObject {
  const handle: RouteHandle = { module: page.module };
  const lazy = pageModule(page);
  return page.path === '/' ? { index: true, lazy, handle } : { path: page.path.slice(1), lazy, handle };
}

/** The root route's id: its loader data (the shop's settings) is found by it. */
export const ROOT_ROUTE_ID = 'root';

export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    path: '/',
    loader: rootLoader,
    shouldRevalidate: shouldRevalidateRoot,
    Component: RootLayout,
    ErrorBoundary: ErrorScreen,
    HydrateFallback: RouteLoading,
    children: [
      ...PUBLIC_PAGE_LIST.map(publicRoute),
      { path: 'admin', lazy: () => import('@/routes/admin/login-route') },
      {
        path: 'admin-portal',
        lazy: () => import('@/routes/admin/admin-layout-route'),
        children: [
          { index: true, lazy: () => import('@/routes/admin/portal-route') },
          { path: 'add', lazy: () => import('@/routes/admin/product-form-route') },
          { path: 'edit/:id', lazy: () => import('@/routes/admin/product-form-route') },
          { path: 'orders', lazy: () => import('@/routes/admin/orders-route') },
          { path: 'activity', lazy: () => import('@/routes/admin/activity-route') },
          { path: 'insights', lazy: () => import('@/routes/admin/insights-route') },
          { path: 'settings', lazy: () => import('@/routes/admin/settings-route') },
          { path: 'password', lazy: () => import('@/routes/admin/password-route') },
          { path: 'import', lazy: () => import('@/routes/admin/import-route') },
          { path: 'customers', lazy: () => import('@/routes/admin/customers-route') },
          { path: 'repairs', lazy: () => import('@/routes/admin/repairs-route') },
          { path: 'repairs/new', lazy: () => import('@/routes/admin/repair-form-route') },
          { path: 'repairs/:id', lazy: () => import('@/routes/admin/repair-detail-route') },
          { path: 'repairs/:id/edit', lazy: () => import('@/routes/admin/repair-form-route') },
          { path: 'repairs/:id/slip', lazy: () => import('@/routes/admin/repair-slip-route') },
          { path: 'repairs/:id/receipt', lazy: () => import('@/routes/admin/repair-receipt-route') },
          { path: 'repairs/remind', lazy: () => import('@/routes/admin/repair-reminders-route') },
        ],
      },
      // Unknown paths: a page that says so, titled so, with the home page's description (spec §2) and a 404.
      { path: '*', lazy: () => import('@/routes/site/not-found'), handle: { module: NOT_FOUND_PAGE.module } },
    ],
  },
];

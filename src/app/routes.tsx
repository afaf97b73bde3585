import type { RouteObject } from 'react-router';
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
      { index: true, lazy: () => import('@/routes/site/home'), handle: { module: 'src/routes/site/home.tsx' } },
      { path: 'about', lazy: () => import('@/routes/site/about'), handle: { module: 'src/routes/site/about.tsx' } },
      {
        path: 'products',
        lazy: () => import('@/routes/site/products'),
        handle: { module: 'src/routes/site/products.tsx' },
      },
      {
        path: 'products/:id',
        lazy: () => import('@/routes/site/product-detail'),
        handle: { module: 'src/routes/site/product-detail.tsx' },
      },
      {
        path: 'testimonials',
        lazy: () => import('@/routes/site/testimonials'),
        handle: { module: 'src/routes/site/testimonials.tsx' },
      },
      {
        path: 'contact',
        lazy: () => import('@/routes/site/contact'),
        handle: { module: 'src/routes/site/contact.tsx' },
      },
      {
        path: 'enquiry',
        lazy: () => import('@/routes/site/enquiry'),
        handle: { module: 'src/routes/site/enquiry.tsx' },
      },
      {
        path: 'enquiry/sent',
        lazy: () => import('@/routes/site/enquiry-sent'),
        handle: { module: 'src/routes/site/enquiry-sent.tsx' },
      },
      { path: 'admin', lazy: () => import('@/routes/admin/login') },
      {
        path: 'admin-portal',
        lazy: () => import('@/routes/admin/admin-layout'),
        children: [
          { index: true, lazy: () => import('@/routes/admin/portal') },
          { path: 'add', lazy: () => import('@/routes/admin/product-form') },
          { path: 'edit/:id', lazy: () => import('@/routes/admin/product-form') },
          { path: 'orders', lazy: () => import('@/routes/admin/orders') },
          { path: 'activity', lazy: () => import('@/routes/admin/activity') },
          { path: 'insights', lazy: () => import('@/routes/admin/insights') },
          { path: 'settings', lazy: () => import('@/routes/admin/settings') },
          { path: 'password', lazy: () => import('@/routes/admin/password') },
        ],
      },
      // Unknown paths: a page that says so, with the home page's metadata (spec §2) and a 404 from the server.
      {
        path: '*',
        lazy: () => import('@/routes/site/not-found'),
        handle: { module: 'src/routes/site/not-found.tsx' },
      },
    ],
  },
];

import type { RouteObject } from 'react-router';
import { RootLayout } from './root-layout';
import { ErrorScreen } from './error-screen';

/**
 * The one route tree, used by the browser and (later) by the server renderer.
 * Screens are lazy route modules: each exports `Component` and, where it loads data, `loader`.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: ErrorScreen,
    children: [
      { index: true, lazy: () => import('@/routes/site/home') },
      { path: 'about', lazy: () => import('@/routes/site/about') },
      { path: 'products', lazy: () => import('@/routes/site/products') },
      { path: 'products/:id', lazy: () => import('@/routes/site/product-detail') },
      { path: 'testimonials', lazy: () => import('@/routes/site/testimonials') },
      { path: 'contact', lazy: () => import('@/routes/site/contact') },
      { path: 'admin', lazy: () => import('@/routes/admin/login') },
      {
        path: 'admin-portal',
        lazy: () => import('@/routes/admin/admin-layout'),
        children: [
          { index: true, lazy: () => import('@/routes/admin/portal') },
          { path: 'add', lazy: () => import('@/routes/admin/product-form') },
          { path: 'edit/:id', lazy: () => import('@/routes/admin/product-form') },
          { path: 'orders', lazy: () => import('@/routes/admin/orders') },
        ],
      },
      // Unknown paths show the home page, with its metadata (spec §2).
      { path: '*', lazy: () => import('@/routes/site/home') },
    ],
  },
];

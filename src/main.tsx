import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from '@/app/routes';
import { HYDRATION_ELEMENT_ID, reviveLoaderData } from '@/app/hydration';
import { applyDetectedLanguage, currentLanguage, initI18n } from '@/i18n/i18n';
import './styles.css';

const container = document.getElementById('root')!;
const state = document.getElementById(HYDRATION_ELEMENT_ID)?.textContent;

if (state) {
  // A server-rendered page: start in its language and with its data, load the code of its routes, then hydrate.
  initI18n(currentLanguage(document.documentElement.lang));
  const hydrationData = JSON.parse(state) as { loaderData: Record<string, unknown> };
  await loadMatchedRoutes(routes);
  const router = createBrowserRouter(routes, {
    hydrationData: { ...hydrationData, loaderData: reviveLoaderData(hydrationData.loaderData) },
  });
  hydrateRoot(
    container,
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  applyDetectedLanguage();
} else {
  initI18n();
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={createBrowserRouter(routes)} />
    </StrictMode>,
  );
}

/** Lazy routes must be loaded before hydration, or the first render would not match the server's HTML. */
async function loadMatchedRoutes(tree: RouteObject[]): Promise<void> {
  const matches = matchRoutes(tree, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, module, { lazy: undefined });
    }),
  );
}

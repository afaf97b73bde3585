import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from '@/app/routes';
import { HYDRATION_ELEMENT_ID, reviveLoaderData } from '@/app/hydration';
import { initI18n, toLanguage } from '@/i18n/i18n';
import { startInsights } from '@/features/site/visits/collect';
import { resolveSiteUrl } from '@/app/metadata';
import { SiteAddressContext } from '@/components/site-address';
import { I18nextMessages } from '@/i18n/i18next-messages';
import { ISLAND_LIVE } from '@/components/early-marks';
import './styles.css';

/** The app's router, once made: a reload after a missing chunk goes where it was navigating to. */
let appRouter: ReturnType<typeof createBrowserRouter> | undefined;
reloadOnceWhenChunksGoMissing();

const container = document.getElementById('root')!;
const state = document.getElementById(HYDRATION_ELEMENT_ID)?.textContent;
// Read before i18n starts: it sets the attribute to its own choice.
const renderedLanguage = document.documentElement.getAttribute('lang');
const i18n = initI18n();
// The address the server rendered with (SITE_URL), so that what the page names in full matches its HTML.
const siteAddress = resolveSiteUrl(
  document.querySelector('meta[name="site-url"]')?.getAttribute('content'),
  window.location.origin,
);

if (state) {
  // A server-rendered page: start with its data and the code of its routes, so nothing is fetched again.
  const hydrationData = JSON.parse(state) as { loaderData: Record<string, unknown> };
  // Starting is several pieces of work (running the modules and starting i18n, running the page's route
  // module, making the router, hydrating); between them the phone may draw a frame or answer a tap.
  await yieldToMain();
  await loadMatchedRoutes(routes);
  await yieldToMain();
  appRouter = createBrowserRouter(routes, {
    hydrationData: { ...hydrationData, loaderData: reviveLoaderData(hydrationData.loaderData) },
  });
  startInsights(appRouter);
  const app = (
    <StrictMode>
      <SiteAddressContext value={siteAddress}>
        <I18nextMessages>
          <RouterProvider router={appRouter} />
        </I18nextMessages>
      </SiteAddressContext>
    </StrictMode>
  );
  // The server renders in the visitor's saved language (a cookie mirrors it). Should the two ever differ,
  // the page is drawn afresh in the browser's choice rather than hydrated with texts that do not match.
  // In a transition, hydration works in slices of a few milliseconds and gives the phone back in between,
  // rather than holding the main thread for the whole page; a tap meanwhile is answered first.
  // From here React answers the page's taps, not its inline script (src/app/early-taps.ts).
  container.setAttribute(ISLAND_LIVE, '');
  startTransition(() => {
    if (renderedLanguage === toLanguage(i18n.resolvedLanguage)) {
      hydrateRoot(container, app);
    } else {
      container.textContent = '';
      createRoot(container).render(app);
    }
  });
} else {
  const router = createBrowserRouter(routes);
  appRouter = router;
  startInsights(router);
  // A page prerendered without its data (the hosted catalogue, docs/hosted-mode.md) stays on screen until
  // the same page can be drawn with its loading state, rather than giving way to a blank 'Loading…' first.
  if (container.hasChildNodes()) await routerReady(router);
  container.setAttribute(ISLAND_LIVE, '');
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <SiteAddressContext value={siteAddress}>
          <I18nextMessages>
            <RouterProvider router={router} />
          </I18nextMessages>
        </SiteAddressContext>
      </StrictMode>,
    );
  });
}

/**
 * A tab left open across a deploy still runs the old code, which asks for hashed chunks that the new deploy
 * no longer has: the request fails (a 404 in both modes), and Vite reports it as 'vite:preloadError'. The
 * page then loads afresh, to get the new HTML and the chunks it names: the page the visitor was going to
 * when a navigation needed the chunk, else the current one. Once: a chunk still missing after that (a
 * broken deploy, a lost connection) must not reload the page in a loop, so within a minute of such a
 * reload the error takes its usual course, the route's error screen.
 */
function reloadOnceWhenChunksGoMissing(): void {
  const key = 'chunk-reload-at';
  window.addEventListener('vite:preloadError', () => {
    try {
      if (Date.now() - Number(sessionStorage.getItem(key) ?? 0) < 60_000) return;
      sessionStorage.setItem(key, String(Date.now()));
    } catch {
      return; // without storage, a reload could not tell that it is the second one
    }
    const target = appRouter?.state.navigation.location;
    if (target) window.location.assign(appRouter!.createHref(target));
    else window.location.reload();
  });
}

/** Gives the main thread back to the browser for a moment: a task of its own for what follows. */
function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves once the router has the code and the loader results of its first location. */
function routerReady(router: ReturnType<typeof createBrowserRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
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

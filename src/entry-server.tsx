import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { ROOT_ROUTE_ID, routes, type RouteHandle } from '@/app/routes';
import type { RootData } from '@/app/root-loader';
import { pageHead } from '@/app/page-head';
import { provideBackend, type Backend } from '@/data';
import type { Language } from '@/domain/limits';
import type { Product } from '@/domain/product';
import { createServerI18n, serverMessages, serverTranslate } from '@/i18n/server';
import { failedMarker } from '@/app/hydration';
import { SiteAddressContext } from '@/components/site-address';
import { MessagesContext, pickMessages } from '@/i18n/messages';
import { IslandRendererContext, type IslandDefinition, type IslandRenderer } from '@/components/island';
import { IslandProviders, type IslandContext } from '@/components/island-context';

/**
 * Renders a URL to HTML with the same route tree as the browser (the embedded server per request, the
 * hosted build ahead of time). Loader promises are awaited, so the HTML carries the content and the
 * browser hydrates from the same data without asking again.
 */
export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      html: string;
      head: string;
      /**
       * Router state for hydration: put in the page as JSON, never as script. null when parts of the page
       * were left to load in the browser (`data: 'browser'`): the HTML shows their loading state, and the
       * browser draws the page afresh instead of hydrating it (src/main.tsx).
       */
      hydrationData: HydrationData | null;
      /** Source files of the matched route modules, for preloading their code. */
      modules: string[];
      /**
       * Rendered with `islands`: the names of the islands the page holds (their files in src/islands/), and what they
       * read besides their props (the texts they name, in the page's language). Empty and null otherwise.
       */
      islands: string[];
      islandContext: IslandContext | null;
    };

export type HydrationData = {
  loaderData: Record<string, unknown>;
  actionData: null;
  errors: Record<string, unknown> | null;
};

export type RenderOptions = {
  /** Where this render reads its data: the embedded server's database, or nothing at all for the hosted build. */
  backend: Backend;
  language: Language;
  siteUrl: string;
  /**
   * 'wait' (the default): loaders' promises are awaited, so the HTML carries the content. 'browser': they
   * are left pending and the HTML carries their loading state: the hosted build prerenders pages whose
   * data the browser reads from Firestore (scripts/prerender-hosted.ts).
   */
  data?: 'wait' | 'browser';
  /**
   * Each part that acts written as an island of its own, which the browser hydrates alone
   * (docs/decisions/021-islands.md): the embedded server's pages. Without it the page is one tree, which the hosted
   * app hydrates whole.
   */
  islands?: boolean;
};

export type { Backend };

const handler = createStaticHandler(routes);
const i18nByLanguage = new Map<Language, ReturnType<typeof createServerI18n>>();

// The route loaders ask src/data for the backend; each render answers with its own, through every await and
// every deferred part, so renders for two servers in one process never read each other's data.
const renderBackend = new AsyncLocalStorage<Backend>();
provideBackend(() => {
  const backend = renderBackend.getStore();
  if (!backend) throw new Error('A loader ran outside a render: no backend to read from');
  return backend;
});

export function render(request: Request, options: RenderOptions): Promise<RenderResult> {
  return renderBackend.run(options.backend, () => renderPage(request, options));
}

async function renderPage(request: Request, options: RenderOptions): Promise<RenderResult> {
  const context = await handler.query(request);
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const inBrowser = options.data === 'browser' && hasDeferred(context.loaderData);
  const loaderData = inBrowser ? context.loaderData : await settleDeferred(context.loaderData);
  const router = createStaticRouter(handler.dataRoutes, context);

  let i18n = i18nByLanguage.get(options.language);
  if (!i18n) i18nByLanguage.set(options.language, (i18n = createServerI18n(options.language)));
  const siteAddress = options.siteUrl.replace(/\/+$/, '');
  const messages = { language: options.language, table: serverMessages(options.language) };

  // Each island is rendered as the root the browser hydrates: its own tree, with its own id prefix, inside the
  // providers of the page's island context.
  const islands = new Set<IslandDefinition<never>>();
  const islandContext: IslandContext = {
    ...messages,
    settings: (loaderData[ROOT_ROUTE_ID] as RootData).settings,
    siteAddress,
  };
  let islandCount = 0;
  const renderIsland: IslandRenderer = (island, element) => {
    islands.add(island);
    const idPrefix = `i${islandCount++}-`;
    const html = renderToString(<IslandProviders context={islandContext}>{element}</IslandProviders>, {
      identifierPrefix: idPrefix,
    });
    return { idPrefix, html };
  };

  const app = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <MessagesContext value={messages}>
          <SiteAddressContext value={siteAddress}>
            <IslandRendererContext value={options.islands ? renderIsland : null}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </IslandRendererContext>
          </SiteAddressContext>
        </MessagesContext>
      </I18nextProvider>
    </StrictMode>
  );
  // Waiting: the deferred parts have settled (above), and the prerender renders each <Await> with its value or
  // its errorElement. Left pending: renderToString does not wait and writes each <Suspense> fallback.
  const html = inBrowser ? renderToString(app) : await prerenderHtml(app);

  const { pathname, search } = new URL(request.url);
  const product = findProduct(loaderData);
  // An unknown path says it is not found (with the home page's description, spec §2): search engines get a 404.
  const unknownPath = context.matches.at(-1)?.route.path === '*';
  // A loader that found no record answers `data(…, { status: 404 })` (a repair job's unknown token).
  const missingRecord = !context.errors && context.statusCode === 404;
  const notFound = unknownPath || missingRecord || (pathname.startsWith('/products/') && product === null);
  return {
    kind: 'page',
    status: context.errors ? 500 : notFound ? 404 : context.statusCode,
    html,
    head: pageHead({
      pathname,
      search,
      language: options.language,
      siteUrl: options.siteUrl,
      t: serverTranslate(options.language, 'site'),
      product,
      settings: (loaderData[ROOT_ROUTE_ID] as RootData).settings,
      notFound: missingRecord,
    }),
    hydrationData: inBrowser
      ? null
      : { loaderData, actionData: null, errors: context.errors ? serialiseErrors(context.errors) : null },
    modules: context.matches.flatMap((match) => (match.route.handle as RouteHandle | undefined)?.module ?? []),
    islands: [...new Set([...islands].map((island) => island.name))],
    islandContext: options.islands
      ? {
          ...islandContext,
          table: pickMessages(
            messages.table,
            [...islands].flatMap((island) => island.messages),
          ),
        }
      : null,
  };
}

/**
 * The HTML of a tree once every <Suspense> in it has settled (React's documented static prerender). Each
 * boundary is written in place: by default a large one is written after the rest with an inline script that
 * moves it, which the Content-Security-Policy refuses (only the code start script is allowed).
 */
async function prerenderHtml(app: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(app, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  // Decoded as one stream: a chunk can end inside a character of more than one byte.
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of prelude as AsyncIterable<Uint8Array | string>) {
    html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  }
  return html + decoder.decode();
}

/**
 * Loaders hand back promises for the slow parts (the page shows 'Loading…' meanwhile). Ahead of the
 * browser we wait for them, for the data the browser hydrates from: a value replaces its promise, and a
 * failure becomes a marker that the browser turns back into a failed promise (src/app/hydration.ts).
 */
async function settleDeferred(loaderData: Record<string, unknown>): Promise<Record<string, unknown>> {
  const settled: Record<string, unknown> = {};
  for (const [routeId, data] of Object.entries(loaderData)) {
    if (!data || typeof data !== 'object' || Array.isArray(data)) {
      settled[routeId] = data;
      continue;
    }
    const entries = await Promise.all(
      Object.entries(data).map(async ([key, value]) => {
        if (!(value instanceof Promise)) return [key, value] as const;
        try {
          return [key, await value] as const;
        } catch (error) {
          return [key, failedMarker(error)] as const;
        }
      }),
    );
    settled[routeId] = Object.fromEntries(entries);
  }
  return settled;
}

function hasDeferred(loaderData: Record<string, unknown>): boolean {
  return Object.values(loaderData).some(
    (data) =>
      Boolean(data) &&
      typeof data === 'object' &&
      !Array.isArray(data) &&
      Object.values(data as object).some((value) => value instanceof Promise),
  );
}

/** Route errors as React Router's hydration reads them back. */
function serialiseErrors(errors: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(errors).map(([routeId, error]) => [
      routeId,
      error instanceof Error ? { message: error.message, __type: 'Error' } : error,
    ]),
  );
}

function findProduct(loaderData: Record<string, unknown>): Product | null | undefined {
  for (const data of Object.values(loaderData)) {
    if (data && typeof data === 'object' && 'product' in data) {
      const product = (data as { product: unknown }).product;
      if (product === null) return null;
      if (product && typeof product === 'object' && 'sku' in product) return product as Product;
    }
  }
  return undefined;
}

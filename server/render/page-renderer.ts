// First: React must see NODE_ENV before it is loaded by the imports below.
import './production-mode';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Backend } from '@/data';
import type { Language } from '@/domain';
import { CATALOGUE_MODULES } from '@/i18n/catalogue-modules';
import {
  acceptedLanguages,
  decideLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY_PARAMETER,
  toLanguage,
} from '@/i18n/language';
import type { Db } from '../db/database';
import { islandSource } from '@/components/island';
import {
  APP_MANIFEST,
  ISLANDS_ENTRY,
  ISLANDS_MANIFEST,
  islandFiles,
  pageDocument,
  preloadFiles,
  shellDocument,
  type Manifest,
} from './page-document';
import { createServerBackend } from './server-backend';

export type RenderedPage = { status: number; html: string } | { status: number; location: string };

/**
 * Pages as HTML with their content (ARCHITECTURE: pages render without JavaScript first). Public pages are
 * rendered with the browser's route tree and data read straight from SQLite; admin pages get the app shell.
 */
export async function createPageRenderer(options: { staticDir: string; siteUrl: string; db: Db }) {
  const siteUrl = options.siteUrl.replace(/\/+$/, '');
  const shell = shellDocument(fs.readFileSync(path.join(options.staticDir, 'index.html'), 'utf8'), siteUrl);
  const readManifest = (file: string): Manifest => {
    const where = path.join(options.staticDir, file);
    return fs.existsSync(where) ? JSON.parse(fs.readFileSync(where, 'utf8')) : {};
  };
  // The app's build and the islands' (vite.config.ts), each with its manifest.
  const manifest = readManifest(APP_MANIFEST);
  const islandsManifest = readManifest(ISLANDS_MANIFEST);
  const entryServer = await import('../../src/entry-server');
  const backend = createServerBackend(options.db);
  // Public pages hydrate islands when the build has their entry (not when the server runs without a build, in tests).
  const islands = islandsManifest[ISLANDS_ENTRY] !== undefined;

  return {
    /** The page shell without content, for the admin screens (they render in the browser). */
    shell,

    /** The data port the pages are rendered with: public reads straight from the database. */
    backend,

    /**
     * Renders the page at `address` (the request's own by default): a path and its query, on this site.
     * `contentLanguage`: the language is that of what the page shows, not the visitor's (./private-pages.ts).
     * `data`: the data port for this render, when the caller has read some of it already (./private-pages.ts).
     */
    async render(
      request: FastifyRequest,
      language: Language,
      address = request.url,
      { contentLanguage = false, data = backend }: { contentLanguage?: boolean; data?: Backend } = {},
    ): Promise<RenderedPage> {
      const url = new URL(address, siteUrl);
      const result = await entryServer.render(new Request(url), { backend: data, language, siteUrl, islands });
      if (result.kind === 'redirect') return { status: result.status, location: result.location };
      const html = pageDocument(shell, {
        language,
        contentLanguage,
        head: result.head,
        html: result.html,
        hydrationData: result.hydrationData,
        ...(islands
          ? {
              // The islands entry and the code of the page's islands: all the browser runs.
              preloads: islandFiles(islandsManifest, result.islands.map(islandSource)).slice(1),
              islands: { entry: `/${islandsManifest[ISLANDS_ENTRY]!.file}`, context: result.islandContext },
            }
          : {
              // The code of the page's routes and the texts of its language: all the browser needs to hydrate.
              preloads: preloadFiles(manifest, [...result.modules, CATALOGUE_MODULES[language]]),
            }),
      });
      return { status: result.status, html };
    },
  };
}

export type PageRenderer = Awaited<ReturnType<typeof createPageRenderer>>;

/** The language the visitor chose: `?lang=`, then their saved choice (the `lang` cookie); null when neither. */
export function chosenLanguage(request: FastifyRequest): Language | null {
  return queryLanguage(request) ?? toLanguage(request.cookies[LANGUAGE_COOKIE]);
}

/** The language the visitor's browser asks for (Accept-Language), then English. */
export function browserLanguage(request: FastifyRequest): Language {
  return decideLanguage({ preferred: acceptedLanguages(request.headers['accept-language']) });
}

/**
 * The language of a page, by the one order the browser follows too (`decideLanguage`, src/i18n/language.ts):
 * `?lang=`, the `lang` cookie (the visitor's saved choice), `content` (the language of what the page shows, for a
 * private page), Accept-Language, English.
 */
export function requestLanguage(request: FastifyRequest, content: Language | null = null): Language {
  return decideLanguage({
    query: queryLanguage(request),
    saved: request.cookies[LANGUAGE_COOKIE],
    content,
    preferred: acceptedLanguages(request.headers['accept-language']),
  });
}

/** `?lang=` given once (given twice, it names no language); the rest of the query is the page's. */
const LanguageQuerySchema = z.object({ [LANGUAGE_QUERY_PARAMETER]: z.string() });

/** The language the address names (`?lang=`), if it names one of the site's. */
export function queryLanguage(request: FastifyRequest): Language | null {
  const query = LanguageQuerySchema.safeParse(request.query);
  return query.success ? toLanguage(query.data[LANGUAGE_QUERY_PARAMETER]) : null;
}

/**
 * The language to render: `?lang=` when present, then the visitor's saved choice (the `lang` cookie that
 * mirrors the browser's local storage), then the browser's languages, then English — the same order the
 * browser follows, so hydration finds the same texts.
 */
export function pickLanguage(request: FastifyRequest): Language {
  return requestLanguage(request);
}

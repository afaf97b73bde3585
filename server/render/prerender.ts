import fs from 'node:fs';
import path from 'node:path';
import { PUBLIC_PAGE_LIST } from '@/domain/pages';
import type { Backend } from '@/data/backend';
import { DEFAULT_SHOP_SETTINGS } from '@/content/shop-defaults';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@/domain/limits';
import { pageDocument, preloadFiles, shellDocument, type Manifest } from './page-document';
import { rendererBackend } from './server-backend';

/**
 * The hosted build's pages, written ahead of time (docs/hosted-mode.md, "Pages, languages and the
 * shell"). Firebase Hosting serves files, so every public page that needs no data is rendered here in
 * each language, with the same entry-server, head and hydration data as the embedded server's. Product
 * pages, unknown paths and the admin get the unrendered shell `app.html` through firebase.json's
 * catch-all rewrite, so none of them ever shows another page's HTML first.
 */

/** The pages prerendered in every language (the table of pages, src/domain/pages.ts): the static pages and the catalogue's frame. */
export const PRERENDERED_PATHS = PUBLIC_PAGE_LIST.filter((page) => page.prerender).map((page) => page.path);

/** The file the catch-all rewrite of firebase.json serves: index.html before any page is written into it. */
export const SHELL_FILE = 'app.html';

/** Firebase Hosting's i18n folder (firebase.json `hosting.i18n.root`). */
export const I18N_ROOT = 'localized';

/** The adapter a page loads when its data comes from Firestore in the browser. */
export const HOSTED_ADAPTER_MODULE = 'src/data/firebase/firebase-backend.ts';

/**
 * Where a page goes, relative to the output folder. Hosting looks under `localized/<language>/` for each
 * language the visitor accepts, in their order, before the root (firebase/superstatic, utils/i18n.ts):
 * English is written there too, or a browser sending `en-US,ms;q=0.8` would get Malay. The root holds
 * English for everyone else. `<path>/index.html` is served at `/<path>` (cleanUrls, no trailing slash).
 */
export function pageFiles(pathname: string, language: Language): string[] {
  const file = pathname === '/' ? 'index.html' : `${pathname.replace(/^\/+|\/+$/g, '')}/index.html`;
  const localized = `${I18N_ROOT}/${language}/${file}`;
  return language === FALLBACK_LANGUAGE ? [file, localized] : [localized];
}

/**
 * The production address for canonical links: SITE_URL (as for the embedded server), else the
 * project's default Hosting address `https://<project id>.web.app`. Never ends with a slash.
 */
export function hostedSiteUrl(env: Record<string, string | undefined>): string {
  const given = env.SITE_URL?.trim();
  if (given) {
    let url: URL | null = null;
    try {
      url = new URL(given);
    } catch {
      // reported below
    }
    if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash) {
      throw new Error(`SITE_URL: expected the site's address such as https://www.example.com, got "${given}"`);
    }
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  }
  const project = env.VITE_FIREBASE_PROJECT_ID?.trim();
  if (project) return `https://${project}.web.app`;
  throw new Error('SITE_URL is not set and there is no VITE_FIREBASE_PROJECT_ID to derive it from');
}

/**
 * A backend that never answers: the prerender asks for nothing, and whatever a loader asks for stays pending.
 * But the settings: the pages are written with the defaults, and the browser reads the stored ones once it
 * has started (src/app/root-loader.ts).
 */
export function silentBackend(): Backend {
  return rendererBackend(() => new Promise<never>(() => undefined), {
    settings: { get: async () => structuredClone(DEFAULT_SHOP_SETTINGS) },
  });
}

export type PrerenderedPage = { pathname: string; language: Language; files: string[]; hydrated: boolean };

/**
 * Writes the shell and every prerendered page into a hosted build (`outDir`, e.g. dist/hosted). Refuses
 * a folder that is not a fresh hosted build, so a second run never takes a rendered page for the shell.
 */
export async function prerenderHosted(options: { outDir: string; siteUrl: string }): Promise<PrerenderedPage[]> {
  const { outDir } = options;
  const siteUrl = options.siteUrl.replace(/\/+$/, '');
  const templateFile = path.join(outDir, 'index.html');
  const manifestFile = path.join(outDir, '.vite', 'manifest.json');
  if (!fs.existsSync(templateFile) || !fs.existsSync(manifestFile)) {
    throw new Error(`${outDir} holds no Vite build (index.html and .vite/manifest.json); build it first`);
  }
  const template = fs.readFileSync(templateFile, 'utf8');
  if (!template.includes('<div id="root"></div>')) {
    throw new Error(`${templateFile} is already a rendered page; build again before prerendering`);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  if (!manifest[HOSTED_ADAPTER_MODULE]) {
    throw new Error(
      `${outDir} is not a hosted build (its manifest has no ${HOSTED_ADAPTER_MODULE}); use npm run build:hosted`,
    );
  }

  const shell = shellDocument(template, siteUrl);
  fs.writeFileSync(path.join(outDir, SHELL_FILE), shell);

  const entryServer = await import('../../src/entry-server');
  const backend = silentBackend();

  const written: PrerenderedPage[] = [];
  for (const language of LANGUAGES) {
    for (const pathname of PRERENDERED_PATHS) {
      const result = await entryServer.render(new Request(new URL(pathname, `${siteUrl}/`)), {
        backend,
        language,
        siteUrl,
        data: 'browser',
      });
      if (result.kind !== 'page' || result.status !== 200) {
        const status = result.kind === 'page' ? result.status : `${result.status} to ${result.location}`;
        throw new Error(`Prerendering ${pathname} (${language}) gave ${status}, not a page`);
      }
      // A page whose data loads in the browser fetches the adapter at once: preload it with the route's code.
      const modules = result.hydrationData ? result.modules : [...result.modules, HOSTED_ADAPTER_MODULE];
      const html = pageDocument(shell, {
        language,
        head: result.head,
        html: result.html,
        hydrationData: result.hydrationData,
        preloads: preloadFiles(manifest, modules),
      });
      const files = pageFiles(pathname, language);
      for (const file of files) {
        fs.mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
        fs.writeFileSync(path.join(outDir, file), html);
      }
      written.push({ pathname, language, files, hydrated: result.hydrationData !== null });
    }
  }
  return written;
}

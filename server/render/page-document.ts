import { HYDRATION_ELEMENT_ID } from '@/app/hydration';
import { SITE_URL_TOKEN } from '@/app/metadata';
import { escapeHtml, jsonForScript } from '@/app/page-head';
import type { Language } from '@/domain/limits';
import { CONTENT_LANGUAGE_ATTRIBUTE } from '@/i18n/language';
import { ISLAND_CONTEXT_ELEMENT_ID } from '@/components/island-context';
import { codeStartTag } from './code-start';

/**
 * The built index.html turned into a page, without I/O: used by the embedded server for every page it
 * renders (./page-renderer.ts) and by the hosted build for the pages it writes ahead of time
 * (scripts/prerender-hosted.ts), so both send the same document.
 */

/** Vite's build manifest (build.manifest in vite.config.ts): source file → output chunk. */
export type Manifest = Record<
  string,
  {
    file: string;
    name?: string;
    src?: string;
    isEntry?: boolean;
    imports?: string[];
    dynamicImports?: string[];
    css?: string[];
  }
>;

/** The built index.html with the site address in `<meta name="site-url">`: the shell the browser starts from. */
export function shellDocument(template: string, siteUrl: string): string {
  return template.replaceAll(SITE_URL_TOKEN, siteUrl.replace(/\/+$/, ''));
}

/**
 * Output files a page needs beyond what the shell already loads: each module's chunk and its static
 * imports, first found first, without the entry's own (index.html already preloads those).
 */
export function preloadFiles(manifest: Manifest, modules: readonly string[]): string[] {
  const entryFiles = new Set(chunkClosure(manifest, 'index.html'));
  return [...new Set(modules.flatMap((module) => chunkClosure(manifest, module)))].filter(
    (file) => !entryFiles.has(file),
  );
}

/** The app's build manifest, in the folder of the built site. */
export const APP_MANIFEST = '.vite/manifest.json';
/**
 * The islands' build manifest (the `islands` environment of vite.config.ts, built apart from the app:
 * docs/decisions/028-islands-as-leaves.md), in the same folder.
 */
export const ISLANDS_MANIFEST = '.vite/islands-manifest.json';

/** The source file of the public pages' entry (docs/decisions/021-islands.md), as the islands' manifest names it. */
export const ISLANDS_ENTRY = 'src/islands-entry.tsx';

/**
 * react-dom's client, which the islands entry imports when it starts hydrating (so that it runs in a task of its
 * own): a chunk of its own in the islands' build (`react-dom-client`, vite.config.ts), fetched with the entry all the
 * same, not a round trip after it. Its manifest key.
 */
export function islandsHydration(manifest: Manifest): string {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]!.name === 'react-dom-client');
  if (!key) throw new Error("The islands' build has no react-dom-client chunk");
  return key;
}

/**
 * The files a page of islands fetches: the islands entry's and its imports', react-dom's client, then each island's,
 * without repeats.
 */
export function islandFiles(manifest: Manifest, islandSources: readonly string[]): string[] {
  return [
    ...new Set(
      [ISLANDS_ENTRY, islandsHydration(manifest), ...islandSources].flatMap((source) => chunkClosure(manifest, source)),
    ),
  ];
}

/** A chunk's file and the files of everything it imports statically, depth first. */
export function chunkClosure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => chunkClosure(manifest, imported, seen))];
}

export type RenderedDocument = {
  language: Language;
  /**
   * The language is that of what the page shows (a repair job's customer's), the visitor having chosen none: said on
   * `<html>` (CONTENT_LANGUAGE_ATTRIBUTE), so that the browser keeps it rather than its own languages.
   */
  contentLanguage?: boolean;
  /** Tags for <head> (src/app/page-head.ts); they replace the shell's title and description. */
  head: string;
  /** The app's HTML for <div id="root">. */
  html: string;
  /**
   * The router state to hydrate from, written as JSON (never as script, so the CSP needs no hash).
   * null: the page has parts that load in the browser, which draws it afresh (src/main.tsx).
   */
  hydrationData: unknown;
  /** Output files the page's code needs beyond the shell's (preloadFiles): fetched with it. */
  preloads: readonly string[];
  /**
   * A public page of islands (docs/decisions/021-islands.md): the entry that hydrates them, in place of the shell's
   * (the app's), and what its islands read besides their props, written as JSON. `preloads` are then the files of the
   * islands entry and of the page's islands, and the shell's own preloads (the app's) are left out.
   */
  islands?: { entry: string; context: unknown };
};

const ENTRY_SCRIPT = /\s*<script type="module"[^>]*? src="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*>/g;

/**
 * The shell's code, started after the first paint (./code-start.ts) instead of from <head>: its entry
 * script and modulepreloads are taken out and handed to the start script with the page's own files.
 * (The admin screens keep the shell as built: they show nothing without their code.)
 */
function withCodeAfterPaint(
  shell: string,
  pageFiles: readonly string[],
  islandsEntry?: string,
): { document: string; start: string } {
  const appEntry = ENTRY_SCRIPT.exec(shell)?.[1];
  if (!appEntry) throw new Error('The built index.html has no entry script');
  const entry = islandsEntry ?? appEntry;
  const shellPreloads = islandsEntry ? [] : [...shell.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const preloads = [...shellPreloads, ...pageFiles.map((file) => `/${file}`)].map(escapeHtml);
  return {
    document: shell.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''),
    start: codeStartTag(escapeHtml(entry), preloads),
  };
}

/** The shell with a rendered page in it. */
export function pageDocument(shell: string, page: RenderedDocument): string {
  const { document, start } = withCodeAfterPaint(shell, page.preloads, page.islands?.entry);
  const state = page.islands
    ? `\n    <script type="application/json" id="${ISLAND_CONTEXT_ELEMENT_ID}">${jsonForScript(page.islands.context)}</script>`
    : page.hydrationData === null
      ? ''
      : `\n    <script type="application/json" id="${HYDRATION_ELEMENT_ID}">${jsonForScript(page.hydrationData)}</script>`;
  // Replacer functions throughout: a replacement string would read `$&` or `$'` in a product's text as patterns.
  // The page's own head (with the preload of its first picture) takes the place of the shell's title.
  const source = page.contentLanguage ? ` ${CONTENT_LANGUAGE_ATTRIBUTE}` : '';
  return document
    .replace(/<html lang="[^"]*"/, () => `<html lang="${page.language}"${source}`)
    .replace(/<meta\s+name="description"[\s\S]*?\/>/, () => '')
    .replace(/<title>[\s\S]*?<\/title>/, () => page.head)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${state}\n    ${start}`);
}

/**
 * The shell with a page that needs no code (a refusal, such as too many searches): the site's styles and icon, no
 * app script and nothing to hydrate, so the browser shows it as it came instead of starting the app on its address.
 */
export function pageWithoutCode(shell: string, page: Pick<RenderedDocument, 'language' | 'head' | 'html'>): string {
  return shell
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(/<html lang="[^"]*"/, () => `<html lang="${page.language}"`)
    .replace(/<meta\s+name="description"[\s\S]*?\/>/, () => '')
    .replace(/<title>[\s\S]*?<\/title>/, () => page.head)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
}

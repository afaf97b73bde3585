import { HYDRATION_ELEMENT_ID } from '@/app/hydration';
import { SITE_URL_TOKEN } from '@/app/metadata';
import { escapeHtml, jsonForScript } from '@/app/page-head';
import type { Language } from '@/domain/limits';

/**
 * The built index.html turned into a page, without I/O: used by the embedded server for every page it
 * renders (./page-renderer.ts) and by the hosted build for the pages it writes ahead of time
 * (scripts/prerender-hosted.ts), so both send the same document.
 */

/** Vite's build manifest (build.manifest in vite.config.ts): source file → output chunk. */
export type Manifest = Record<
  string,
  { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }
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

/** A chunk's file and the files of everything it imports statically, depth first. */
export function chunkClosure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => chunkClosure(manifest, imported, seen))];
}

export type RenderedDocument = {
  language: Language;
  /** Tags for <head> (src/app/page-head.ts); they replace the shell's title and description. */
  head: string;
  /** The app's HTML for <div id="root">. */
  html: string;
  /**
   * The router state to hydrate from, written as JSON (never as script, so the CSP needs no hash).
   * null: the page has parts that load in the browser, which draws it afresh (src/main.tsx).
   */
  hydrationData: unknown;
  /** Output files to preload (preloadFiles). */
  preloads: readonly string[];
};

/**
 * A rendered page is readable before its code arrives: the code only makes it interactive. At low
 * priority it leaves a slow connection to the stylesheet and the first picture first. (The admin screens
 * keep the shell as built: they show nothing without their code.)
 */
export function withLowPriorityCode(shell: string): string {
  return shell.replace(
    /<(script type="module"|link rel="modulepreload") crossorigin/g,
    (_match, tag: string) => `<${tag} fetchpriority="low" crossorigin`,
  );
}

/** The shell with a rendered page in it. */
export function pageDocument(shell: string, page: RenderedDocument): string {
  const preloads = page.preloads
    .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${escapeHtml(file)}" />`)
    .join('\n    ');
  const state =
    page.hydrationData === null
      ? ''
      : `\n    <script type="application/json" id="${HYDRATION_ELEMENT_ID}">${jsonForScript(page.hydrationData)}</script>`;
  // Replacer functions throughout: a replacement string would read `$&` or `$'` in a product's text as patterns.
  // The page's own head (with the preload of its first picture) takes the place of the shell's title, ahead
  // of the scripts, so the browser asks for the picture before the code.
  return withLowPriorityCode(shell)
    .replace(/<html lang="[^"]*"/, () => `<html lang="${page.language}"`)
    .replace(/<meta\s+name="description"[\s\S]*?\/>/, () => '')
    .replace(/<title>[\s\S]*?<\/title>/, () => page.head)
    .replace('</head>', () => `    ${preloads}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${state}`);
}

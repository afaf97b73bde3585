// First: React must see NODE_ENV before it is loaded by the imports below.
import './production-mode';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { LANGUAGES, type Language } from '@/domain';
import { HYDRATION_ELEMENT_ID } from '@/app/hydration';
import { escapeHtml, jsonForScript } from '@/app/page-head';
import { CATALOGUE_MODULES } from '@/i18n/catalogue-modules';
import type { Db } from '../db/database';
import { createServerBackend } from './server-backend';

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

export type RenderedPage = { status: number; html: string } | { status: number; location: string };

/**
 * Pages as HTML with their content (ARCHITECTURE: pages render without JavaScript first). Public pages are
 * rendered with the browser's route tree and data read straight from SQLite; admin pages get the app shell.
 */
export async function createPageRenderer(options: { staticDir: string; siteUrl: string; db: Db }) {
  const siteUrl = options.siteUrl.replace(/\/+$/, '');
  const shell = fs.readFileSync(path.join(options.staticDir, 'index.html'), 'utf8').replaceAll('__SITE_URL__', siteUrl);
  // A rendered page is readable before its code arrives: the code only makes it interactive. At low
  // priority it leaves a slow connection to the stylesheet and the first picture first. (The admin
  // screens keep the shell as built: they show nothing without their code.)
  const template = shell.replace(/<(script type="module"|link rel="modulepreload") crossorigin/g, (_match, tag: string) =>
    `<${tag} fetchpriority="low" crossorigin`,
  );
  const manifestFile = path.join(options.staticDir, '.vite', 'manifest.json');
  const manifest: Manifest = fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, 'utf8')) : {};
  const entryServer = await import('../../src/entry-server');
  entryServer.provideBackend(createServerBackend(options.db));

  /** Files a module needs, its static imports first; the entry's are already in the template. */
  function preloadsFor(modules: string[]): string[] {
    const entryFiles = new Set(collect('index.html'));
    return [...new Set(modules.flatMap((module) => collect(module)))].filter((file) => !entryFiles.has(file));
  }
  function collect(key: string, seen = new Set<string>()): string[] {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => collect(imported, seen))];
  }

  return {
    /** The page shell without content, for the admin screens (they render in the browser). */
    shell,

    async render(request: FastifyRequest, language: Language): Promise<RenderedPage> {
      const url = new URL(request.url, siteUrl);
      const result = await entryServer.render(new Request(url), { language, siteUrl });
      if (result.kind === 'redirect') return { status: result.status, location: result.location };
      // The code of the page's routes and the texts of its language: all the browser needs to hydrate.
      const preloads = preloadsFor([...result.modules, CATALOGUE_MODULES[language]])
        .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${escapeHtml(file)}" />`)
        .join('\n    ');
      // Replacements are functions: a '$&' or "$'" in a product's text must stay text, not a pattern.
      // The page's own head (with the preload of its first picture) takes the place of the shell's title,
      // ahead of the scripts, so the browser asks for the picture before the code.
      const root = `<div id="root">${result.html}</div>\n    <script type="application/json" id="${HYDRATION_ELEMENT_ID}">${jsonForScript(result.hydrationData)}</script>`;
      const html = template
        .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
        .replace(/<meta\s+name="description"[\s\S]*?\/>/, '')
        .replace(/<title>[\s\S]*?<\/title>/, () => result.head)
        .replace('</head>', () => `    ${preloads}\n  </head>`)
        .replace('<div id="root"></div>', () => root);
      return { status: result.status, html };
    },
  };
}

export type PageRenderer = Awaited<ReturnType<typeof createPageRenderer>>;

/**
 * The language to render: `?lang=` when present, then the visitor's saved choice (the `lang` cookie that
 * mirrors the browser's local storage), then the browser's languages, then English — the same order the
 * browser follows, so hydration finds the same texts.
 */
export function pickLanguage(request: FastifyRequest): Language {
  const query = (request.query as Record<string, unknown> | undefined)?.lang;
  const fromQuery = typeof query === 'string' ? supported(query) : null;
  if (fromQuery) return fromQuery;
  const fromCookie = supported(request.cookies.lang ?? '');
  if (fromCookie) return fromCookie;
  const accepted = String(request.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag, q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of accepted) {
    const language = supported(tag);
    if (language) return language;
  }
  return 'en';
}

function supported(tag: string): Language | null {
  const base = tag.trim().toLowerCase().split('-')[0] ?? '';
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : null;
}

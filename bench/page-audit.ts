import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { CHROMIUM_FLAGS, chromiumPath } from '../scripts/chromium';
import { STATIC_DIR } from './site';
import { REPO_ROOT, type ChromeLauncher, type LhAuditItem, type LhResult, type Lighthouse } from './tools';

export type PageRun = {
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  lcpElement: string;
  /** Every script the page loads without being touched, with its gzip size (from the built file). */
  scripts: { url: string; gzipBytes: number; transferBytes: number }[];
  transferBytes: number;
  heroBytes: number | null;
  fontRequests: string[];
  /** Scripts of the admin area, the hosted adapter or the schemas (zod), which public pages must not load. */
  forbiddenScripts: string[];
  /** Audits that lost points in the accessibility, SEO and best-practices categories. */
  failedAudits: string[];
  warnings: string[];
};

type Manifest = Record<string, { file: string; src?: string; imports?: string[]; dynamicImports?: string[] }>;

/**
 * Files that only the admin area or the hosted (Firebase) adapter use, by the Vite manifest: everything
 * their chunks import, less what a public page or the embedded adapter imports as well.
 */
function adminOnlyFiles(): Set<string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(STATIC_DIR, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const reach = (keys: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      (chunk.imports ?? []).forEach(visit);
    };
    keys.forEach(visit);
    return new Set([...seen].map((key) => `/${manifest[key]!.file}`));
  };
  const keys = Object.keys(manifest);
  const admin = reach(keys.filter((key) => /^src\/(routes\/admin|data\/firebase)\//.test(key)));
  const publicFiles = reach(
    keys.filter((key) => key === 'index.html' || /^src\/(routes\/site|data\/http)\//.test(key)),
  );
  return new Set([...admin].filter((file) => !publicFiles.has(file)));
}

/**
 * Code that marks a script as schema (zod), hosted-mode or admin code even inside a chunk that public pages
 * share: zod's error class, Firebase's, and the longest texts of the admin catalogue.
 */
function forbiddenMarkers(): string[] {
  const catalogue = JSON.parse(
    fs.readFileSync(path.join(REPO_ROOT, 'src', 'i18n', 'locales', 'en', 'admin.json'), 'utf8'),
  ) as unknown;
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') texts.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(catalogue);
  // Texts with placeholders live in the catalogue only (a plain text may also be a domain message).
  const adminTexts = texts
    .filter((text) => text.includes('{{'))
    .sort((a, b) => b.length - a.length)
    .slice(0, 5);
  return ['ZodError', 'FirebaseError', 'firestore.googleapis.com', ...adminTexts];
}

const gzipCache = new Map<string, number>();
function builtFileGzipBytes(pathname: string): number {
  let size = gzipCache.get(pathname);
  if (size === undefined) {
    const file = path.join(STATIC_DIR, pathname);
    size = fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : Number.NaN;
    gzipCache.set(pathname, size);
  }
  return size;
}

function isForbiddenScript(pathname: string, adminOnly: Set<string>, markers: string[]): boolean {
  if (adminOnly.has(pathname)) return true;
  const file = path.join(STATIC_DIR, pathname);
  if (!fs.existsSync(file)) return false;
  const text = fs.readFileSync(file, 'utf8');
  return markers.some((marker) => text.includes(marker));
}

export async function auditPage(
  tools: { lighthouse: Lighthouse; chromeLauncher: ChromeLauncher },
  url: string,
  saveReportAs?: string,
): Promise<PageRun> {
  // A fresh browser for every run: nothing cached or warmed up by the run before.
  const chrome = await tools.chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: [...CHROMIUM_FLAGS],
    logLevel: 'silent',
  });
  let lhr: LhResult;
  try {
    const result = await tools.lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    lhr = result.lhr;
  } finally {
    chrome.kill();
  }
  if (saveReportAs) {
    fs.mkdirSync(path.dirname(saveReportAs), { recursive: true });
    fs.writeFileSync(saveReportAs, JSON.stringify(lhr));
  }
  if (lhr.runtimeError)
    throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);

  const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const numeric = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits['network-requests']?.details?.items ?? []) as (LhAuditItem & {
    url: string;
    resourceType?: string;
    transferSize?: number;
    statusCode?: number;
  })[];
  const origin = new URL(url).origin;
  const adminOnly = adminOnlyFiles();
  const markers = forbiddenMarkers();

  const scripts = requests
    .filter((request) => request.resourceType === 'Script')
    .map((request) => {
      const pathname = request.url.startsWith(origin) ? new URL(request.url).pathname : request.url;
      return { url: pathname, gzipBytes: builtFileGzipBytes(pathname), transferBytes: request.transferSize ?? 0 };
    });
  const hero = requests.find((request) => request.url.includes('/images/hero-'));
  const failedAudits = ['accessibility', 'seo', 'best-practices'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id]!)
      .filter((audit) => audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric')
      .filter((audit) => audit.score !== null && audit.score < 1)
      .map((audit) => `${category}: ${audit.id}`),
  );
  const lcpItems = (lhr.audits['largest-contentful-paint-element']?.details?.items ?? []) as {
    items?: { node?: { snippet?: string } }[];
  }[];

  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    bestPractices: score('best-practices'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcpMs: numeric('first-contentful-paint'),
    lcpElement: lcpItems[0]?.items?.[0]?.node?.snippet ?? '',
    scripts,
    transferBytes: requests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    heroBytes: hero ? (hero.transferSize ?? 0) : null,
    fontRequests: requests.filter((request) => request.resourceType === 'Font').map((request) => request.url),
    forbiddenScripts: scripts
      .map((script) => script.url)
      .filter((pathname) => isForbiddenScript(pathname, adminOnly, markers)),
    failedAudits,
    warnings: lhr.runWarnings,
  };
}

export function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

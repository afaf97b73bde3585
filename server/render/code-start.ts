import { createHash } from 'node:crypto';
import fs from 'node:fs';
// Relative, not `@/`: vite.config.ts loads this module, outside the site's aliases.
import { LANGUAGES } from '../../src/domain/locales';

/**
 * The one inline script of a rendered page, which starts its code after the first paint and answers the taps that
 * come before it. Its source is the typed function `startCode` (src/app/code-start.ts, where the reasons are) and
 * the file it calls, src/islands/early-taps.ts; this module turns those files into the script's text with Vite's own
 * TypeScript transform and minifier, once, when it is loaded. The files import nothing: they are put one after the
 * other, in one function scope. The text depends only on them and the Vite version, so the
 * Content-Security-Policy allows exactly it by hash (CODE_START_HASH), and firebase.json carries the same hash for
 * the hosted site (a unit test keeps the two equal: server/render/code-start.test.ts).
 */
export const CODE_START_SOURCES = [
  new URL('../../src/app/code-start.ts', import.meta.url),
  new URL('../../src/islands/early-taps.ts', import.meta.url),
];

/** The sources' texts, as compileCodeStart takes them. */
export function readCodeStartSources(): string[] {
  return CODE_START_SOURCES.map((url) => fs.readFileSync(url, 'utf8'));
}

/** The script's text from the sources, the first of which declares `startCode`: called at once, minified. */
export async function compileCodeStart(sources: readonly string[]): Promise<string> {
  // Loaded only here: the built server has the script written in and never loads Vite (vite.server.config.ts).
  const { minifySync, transformWithOxc } = await import('vite');
  const codes: string[] = [];
  for (const source of sources) {
    if (/^import /m.test(source)) throw new Error("The code start script's sources must import nothing");
    const { code } = await transformWithOxc(source, 'code-start.ts', { lang: 'ts' });
    codes.push(code.replace(/^export (?=(?:async )?function |const |let )/gm, ''));
  }
  if (!/^function startCode\(/m.test(codes[0] ?? '')) {
    throw new Error('src/app/code-start.ts must export the function startCode');
  }
  const program = `(() => {\n${codes.join('\n')}\nstartCode();\n})();`;
  return minifySync('code-start.js', program, { compress: true, mangle: true }).code.trim();
}

/** Written in by the server's build; absent when the server runs from its TypeScript (tests, `npm run dev`). */
declare const __CODE_START_SCRIPT__: string | undefined;

export const CODE_START_SCRIPT =
  typeof __CODE_START_SCRIPT__ === 'string' ? __CODE_START_SCRIPT__ : await compileCodeStart(readCodeStartSources());

/** The CSP source that allows CODE_START_SCRIPT and no other inline script. */
export const CODE_START_HASH = `'sha256-${createHash('sha256').update(CODE_START_SCRIPT).digest('base64')}'`;

/** The tag, with the entry's URL, the URLs to preload beside it, and the site's languages (LOCALES). */
export function codeStartTag(entry: string, preloads: readonly string[]): string {
  return `<script data-entry="${entry}" data-preload="${preloads.join(' ')}" data-languages="${LANGUAGES.join(' ')}">${CODE_START_SCRIPT}</script>`;
}

/** The files a page's start script loads, entry first: what the page's code is (for tests and checks). */
export function startedCode(html: string): string[] {
  const tag = /<script data-entry="([^"]*)" data-preload="([^"]*)"/.exec(html);
  if (!tag) return [];
  return [tag[1]!, ...tag[2]!.split(' ').filter(Boolean)];
}

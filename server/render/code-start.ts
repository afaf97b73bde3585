import { createHash } from 'node:crypto';
import fs from 'node:fs';

/**
 * The one inline script of a rendered page, which starts its code after the first paint. Its source is the
 * typed function `startCode` (src/app/code-start.ts, where the reasons are); this module turns that file
 * into the script's text with Vite's own TypeScript transform and minifier, once, when it is loaded. The
 * text depends only on that file and the Vite version, so the Content-Security-Policy allows exactly it by
 * hash (CODE_START_HASH), and firebase.json carries the same hash for the hosted site (a unit test keeps
 * the two equal: server/render/code-start.test.ts).
 */
export const CODE_START_SOURCE = new URL('../../src/app/code-start.ts', import.meta.url);

/** The script's text from the source of `startCode`: the function, called at once, minified. */
export async function compileCodeStart(source: string): Promise<string> {
  // Loaded only here: the built server has the script written in and never loads Vite (vite.server.config.ts).
  const { minifySync, transformWithOxc } = await import('vite');
  const { code } = await transformWithOxc(source, 'code-start.ts', { lang: 'ts' });
  const declaration = /^export function startCode\(/m;
  if (!declaration.test(code)) throw new Error('src/app/code-start.ts must export the function startCode');
  const program = `(() => {\n${code.replace(declaration, 'function startCode(')}\nstartCode();\n})();`;
  return minifySync('code-start.js', program, { compress: true, mangle: true }).code.trim();
}

/** Written in by the server's build; absent when the server runs from its TypeScript (tests, `npm run dev`). */
declare const __CODE_START_SCRIPT__: string | undefined;

export const CODE_START_SCRIPT =
  typeof __CODE_START_SCRIPT__ === 'string'
    ? __CODE_START_SCRIPT__
    : await compileCodeStart(fs.readFileSync(CODE_START_SOURCE, 'utf8'));

/** The CSP source that allows CODE_START_SCRIPT and no other inline script. */
export const CODE_START_HASH = `'sha256-${createHash('sha256').update(CODE_START_SCRIPT).digest('base64')}'`;

/** The tag, with the entry's URL and the URLs to preload beside it. */
export function codeStartTag(entry: string, preloads: readonly string[]): string {
  return `<script data-entry="${entry}" data-preload="${preloads.join(' ')}">${CODE_START_SCRIPT}</script>`;
}

/** The files a page's start script loads, entry first: what the page's code is (for tests and checks). */
export function startedCode(html: string): string[] {
  const tag = /<script data-entry="([^"]*)" data-preload="([^"]*)">/.exec(html);
  if (!tag) return [];
  return [tag[1]!, ...tag[2]!.split(' ').filter(Boolean)];
}

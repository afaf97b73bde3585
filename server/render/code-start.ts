import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// Relative, not `@/`: vite.config.ts loads this module, outside the site's aliases.
import { LANGUAGES } from '../../src/domain/locales';

/**
 * The one inline script of a rendered page, which starts its code after the first paint and answers the taps that
 * come before it. Its source is the typed function `startCode` (src/app/start-code.ts, where the reasons are) and the
 * modules it imports (src/app/early-taps.ts and the rules and overlay it shares with the islands); this module
 * bundles them into the script's text with Vite's own bundler and minifier, once, when it is loaded
 * (docs/decisions/028-islands-as-leaves.md). The text depends only on those modules and the Vite version, so the
 * Content-Security-Policy allows exactly it by hash (CODE_START_HASH), and firebase.json carries the same hash for
 * the hosted site (a unit test keeps the two equal: server/render/code-start.test.ts).
 */
export const CODE_START_MODULE = fileURLToPath(new URL('../../src/app/start-code.ts', import.meta.url));
const SOURCE_FOLDER = fileURLToPath(new URL('../../src', import.meta.url));

/** The script's entry: `startCode` of `module`, called at once. */
const ENTRY = '\0code-start-entry';

/**
 * The script's text: `startCode` of `module` (src/app/start-code.ts by default) and everything it imports, in one
 * function scope that calls it, minified. Also the source files it was made from, for the checks of its tests.
 */
export async function bundleCodeStart(module = CODE_START_MODULE): Promise<{ code: string; modules: string[] }> {
  // Loaded only here: the built server has the script written in and never loads Vite (vite.server.config.ts).
  const { build } = await import('vite');
  const output = await build({
    configFile: false,
    envDir: false,
    logLevel: 'silent',
    root: path.dirname(SOURCE_FOLDER),
    resolve: { alias: { '@': SOURCE_FOLDER } },
    plugins: [
      {
        name: 'code-start-entry',
        resolveId: (id) => (id === ENTRY ? ENTRY : null),
        load: (id) => (id === ENTRY ? `import { startCode } from ${JSON.stringify(module)};\nstartCode();\n` : null),
      },
    ],
    build: {
      write: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      modulePreload: false,
      minify: true,
      target: 'es2022',
      // A classic script (an inline module would wait for the parse): one function scope, no exports.
      rolldownOptions: { input: ENTRY, output: { format: 'iife' } },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) =>
    'output' in result ? result.output.filter((file) => file.type === 'chunk') : [],
  );
  if (chunks.length !== 1) throw new Error(`The code start script must be one chunk, not ${chunks.length}`);
  const [chunk] = chunks;
  if (!chunk!.moduleIds.includes(module)) throw new Error(`${module} is not in the code start script`);
  return {
    code: chunk!.code.trim(),
    modules: chunk!.moduleIds
      .filter((id) => id !== ENTRY)
      .map((id) => path.relative(path.dirname(SOURCE_FOLDER), id).split(path.sep).join('/')),
  };
}

/** The script's text, as the server writes it in (see bundleCodeStart). */
export async function compileCodeStart(): Promise<string> {
  return (await bundleCodeStart()).code;
}

/** Written in by the server's build; absent when the server runs from its TypeScript (tests, `npm run dev`). */
declare const __CODE_START_SCRIPT__: string | undefined;

export const CODE_START_SCRIPT =
  typeof __CODE_START_SCRIPT__ === 'string' ? __CODE_START_SCRIPT__ : await compileCodeStart();

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

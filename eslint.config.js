import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const SERVER_CODE = {
  group: ['**/server/**', 'node:*', 'better-sqlite3', 'fastify', 'sharp'],
  message: 'Browser code must not import server code.',
};
const FIREBASE = { group: ['firebase', 'firebase/*'], message: 'Only src/data/firebase may import Firebase.' };
const ADAPTERS = {
  group: ['@/data/http/*', '@/data/firebase/*', '**/data/http/*', '**/data/firebase/*'],
  message: 'Screens use the Backend port (src/data), never an adapter.',
};
const SCHEMAS = {
  group: ['**/*-schema', 'zod'],
  message: 'Public pages do not load the schemas; the server and the admin validate.',
};
const DOMAIN_BARREL = {
  name: '@/domain',
  allowTypeImports: true,
  message: 'Public pages import a zod-free module such as @/domain/product, not the barrel.',
};
/** Every folder of src/features/site (the public pages') and src/features/admin (the admin's) is a feature. */
const FEATURES = ['site', 'admin'].flatMap((area) =>
  fs
    .readdirSync(`src/features/${area}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${area}/${entry.name}`),
);
const OTHER_FEATURES = (feature) => ({
  // '../*': a feature reaches outside its folder through the `@/` paths only, so the rule can see where to.
  group: ['@/features/*/*', `!@/features/${feature}`, `!@/features/${feature}/*`, '../*'],
  message: 'A feature does not import another feature: move what both need to src/components or src/domain.',
});
/**
 * The layers of src/, lowest first (docs/decisions/028-islands-as-leaves.md): a module imports from its own layer and
 * the ones below it. The islands sit above the features, which they put on the page, and below the routes, which
 * place them; src/domain sits below them all (its own block, further down).
 */
const LAYERS = ['components', 'features', 'islands', 'routes', 'app'];
const UPWARD = (layer) => ({
  group: LAYERS.slice(LAYERS.indexOf(layer) + 1).map((above) => `@/${above}/*`),
  message: `Imports flow shared → features → islands → routes → app: ${layer} must not import a layer above it.`,
});
/** The public pages' islands and their entry run without the router and i18next (docs/decisions/021-islands.md). */
const ROUTER_AND_I18NEXT = {
  group: ['react-router', 'react-router/*', 'react-i18next', 'i18next', '@/i18n/i18n'],
  message: 'Islands run without the router and i18next: links are page loads, texts come from @/i18n/messages.',
};
/**
 * The modules of the page's inline script (src/app/start-code.ts), bundled at build time into every page's HTML
 * (server/render/code-start.ts): none of React, of the texts or of the data port.
 */
const INLINE_SCRIPT = {
  group: ['react', 'react/*', 'react-dom', 'react-dom/*', '@/i18n/*', '@/data', '@/data/*'],
  message: 'The inline script is bundled from this module: no React, no texts, no data (server/render/code-start.ts).',
};
const INLINE_SCRIPT_MODULES = ['src/app/start-code.ts', 'src/app/early-taps.ts'];
const INLINE_SCRIPT_COMPONENTS = ['src/components/early-marks.ts', 'src/components/photo-overlay.ts'];
/** What an island needs from the shared layer: the wrapper and the providers it is rendered in. */
const ISLAND_COMPONENTS = ['src/components/island.tsx', 'src/components/island-context.tsx'];

/** The no-restricted-imports options for some files. */
function restrictImports(files, patterns, paths = []) {
  return {
    files,
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths, patterns }] },
  };
}

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      // Type-aware rules: the TypeScript project (tsconfig.json) answers what a value's type is.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // No two modules import each other, directly or through others (import() included): a cycle makes the order in
    // which modules start depend on which one is imported first. The rule passes over `import type`, which leaves
    // nothing at run time. The resolver reads tsconfig.json's `@/` paths.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          tsconfig: { configFile: path.join(import.meta.dirname, 'tsconfig.json') },
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Boundaries. One rule, no-restricted-imports, carries them all; a file takes the options of the last block
  // that matches it, so each block below lists every restriction that applies to its files.
  restrictImports(['src/**/*.{ts,tsx}'], [SERVER_CODE, FIREBASE, ADAPTERS]),
  // The renderer runs in Node only (the embedded server, the hosted build's prerender): Node's modules, but
  // still none of the server's own code, which hands it what it needs.
  restrictImports(
    ['src/entry-server.tsx'],
    [{ ...SERVER_CODE, group: SERVER_CODE.group.filter((pattern) => pattern !== 'node:*') }, FIREBASE, ADAPTERS],
  ),
  restrictImports(['src/data/**'], [SERVER_CODE, FIREBASE]),
  // The hosted adapter's reads are part of public pages: zod-free as well. The schemas come through
  // input-checks.ts, loaded with import() by the admin's operations; the settings arrive parsed at build time.
  restrictImports(
    ['src/data/firebase/**'],
    [
      SERVER_CODE,
      { ...SCHEMAS, group: [...SCHEMAS.group, '**/domain/zod'], allowTypeImports: true },
      {
        group: ['./input-checks'],
        allowTypeImports: true,
        message: 'input-checks.ts carries zod: load it with import() inside the operation that needs it.',
      },
    ],
    [
      DOMAIN_BARREL,
      {
        name: '@/config/build-env',
        allowTypeImports: true,
        message: 'The settings arrive parsed as __FIREBASE_SETTINGS__; build-env carries zod.',
      },
    ],
  ),
  // The one module that takes the schemas for the admin's writes, and the fakes of the adapter's tests.
  restrictImports(['src/data/firebase/input-checks.ts', 'tests/fakes/firebase-fakes.ts'], [SERVER_CODE]),
  // The embedded mode's adapter is part of every public page: zod-free as well.
  restrictImports(['src/data/index.ts', 'src/data/http/**'], [SERVER_CODE, FIREBASE, SCHEMAS], [DOMAIN_BARREL]),
  // The public pages' islands and their entry (docs/decisions/021-islands.md): no router and no i18next, which the
  // public pages do not load (tests/bundles/page-scripts.test.ts holds the pages' scripts to it). The islands know no
  // route and not the app; the entry, at the top, starts the app's document listeners.
  restrictImports(
    ['src/islands/**'],
    [SERVER_CODE, FIREBASE, ADAPTERS, SCHEMAS, ROUTER_AND_I18NEXT, UPWARD('islands')],
    [DOMAIN_BARREL],
  ),
  restrictImports(
    ['src/islands-entry.tsx'],
    [SERVER_CODE, FIREBASE, ADAPTERS, SCHEMAS, ROUTER_AND_I18NEXT],
    [DOMAIN_BARREL],
  ),
  // Public code takes zod-free domain modules (e.g. @/domain/product); the barrel carries the schemas and zod.
  restrictImports(
    ['src/main.tsx', 'src/app/**', 'src/routes/site/**', 'src/content/**', 'src/i18n/**'],
    [SERVER_CODE, FIREBASE, ADAPTERS, SCHEMAS],
    [DOMAIN_BARREL],
  ),
  // Imports flow one way, shared → features → routes → app: shared pieces know no feature, no screen and
  // not the app, and a feature knows no other feature.
  restrictImports(
    ['src/components/**'],
    [SERVER_CODE, FIREBASE, ADAPTERS, SCHEMAS, UPWARD('components')],
    [DOMAIN_BARREL],
  ),
  // The admin's form (docs/decisions/030-admin-writes-as-route-actions.md) checks with the schemas, as the admin does:
  // Conform's zod parse and zod's types, never in a public page.
  restrictImports(
    ['src/components/admin/admin-form.tsx'],
    [SERVER_CODE, FIREBASE, ADAPTERS, UPWARD('components')],
    [DOMAIN_BARREL],
  ),
  restrictImports(
    ISLAND_COMPONENTS,
    [SERVER_CODE, FIREBASE, ADAPTERS, SCHEMAS, UPWARD('components'), ROUTER_AND_I18NEXT],
    [DOMAIN_BARREL],
  ),
  restrictImports(
    INLINE_SCRIPT_COMPONENTS,
    [SERVER_CODE, FIREBASE, ADAPTERS, SCHEMAS, UPWARD('components'), INLINE_SCRIPT],
    [DOMAIN_BARREL],
  ),
  restrictImports(INLINE_SCRIPT_MODULES, [SERVER_CODE, FIREBASE, ADAPTERS, SCHEMAS, INLINE_SCRIPT], [DOMAIN_BARREL]),
  ...FEATURES.map((feature) =>
    restrictImports(
      [`src/features/${feature}/**`],
      [
        SERVER_CODE,
        FIREBASE,
        ADAPTERS,
        OTHER_FEATURES(feature),
        UPWARD('features'),
        ...(feature === 'site/catalogue' ? [SCHEMAS] : []),
      ],
      feature === 'site/catalogue' ? [DOMAIN_BARREL] : [],
    ),
  ),
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'node:*', '@/data/*', ...LAYERS.map((layer) => `@/${layer}/*`)],
              message: 'The domain module depends on nothing but zod.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**', 'tests/**', 'bench/**', 'scripts/**', '*.config.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures take an empty destructuring pattern by design.
    files: ['tests/e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
);

import fs from 'node:fs';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { parseBuildEnv } from './src/config/build-env.js';
import { CODE_START_HASH } from './server/render/code-start.js';

/**
 * The code start script is compiled from its typed source (server/render/code-start.ts); the hosted site's
 * Content-Security-Policy in firebase.json must allow it by the same hash, or no rendered page would start its
 * code there. A build stops here, naming the hash, rather than deploy a site whose pages stay inert.
 */
function codeStartPolicy(): Plugin {
  return {
    name: 'code-start-policy',
    apply: 'build',
    buildStart() {
      if (!fs.readFileSync('firebase.json', 'utf8').includes(`script-src 'self' ${CODE_START_HASH};`)) {
        this.error(`firebase.json's Content-Security-Policy must allow the code start script: ${CODE_START_HASH}`);
      }
    },
  };
}

/**
 * The libraries every page runs, in files that download side by side and stay cached across releases of the site's
 * own code.
 */
const REACT = { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 };
const ROUTER = { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 30 };
const I18N = { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 30 };
/**
 * react-dom's client in a file of its own for the islands, which import it as they start hydrating, so that it runs in
 * a task of its own (docs/decisions/022-taps-before-the-code.md); the server preloads it with the entry.
 */
const REACT_DOM_CLIENT_FILES = /node_modules[\\/]react-dom[\\/](client\.js|cjs[\\/]react-dom-client\.production\.js)$/;
const REACT_BUT_DOM_CLIENT = (id: string) => REACT.test.test(id) && !REACT_DOM_CLIENT_FILES.test(id);
const REACT_DOM_CLIENT = { name: 'react-dom-client', test: REACT_DOM_CLIENT_FILES, priority: 30 };
/**
 * The public pages' shared code in one file rather than a dozen of a few hundred bytes each (a request costs a round
 * trip on a phone): what the islands entry and the islands share (docs/decisions/021-islands.md), never an island
 * itself (src/islands/, 028-islands-as-leaves.md); in the app's build, what its public routes share. Only modules
 * free of React Router, i18next and zod, so that no public page loads those through it
 * (tests/bundles/bundles.test.ts).
 */
const PUBLIC_SHARED_MODULES = [
  'src/i18n/messages.ts',
  'src/i18n/language.ts',
  'src/components/use-shop-settings.ts',
  'src/components/site-address.ts',
  'src/components/island.tsx',
  'src/components/island-context.tsx',
  'src/components/early-marks.ts',
  'src/components/ui/localized-link.tsx',
  'src/components/ui/use-language.ts',
  'src/components/ui/use-started.ts',
  'src/components/ui/status.tsx',
  'src/components/ui/price.tsx',
  'src/components/ui/error-message.ts',
  'src/content/shop-defaults.ts',
  'src/data/index.ts',
  'src/data/backend.ts',
  'src/data/insight-beacon.ts',
  'src/domain/limits.ts',
  'src/domain/paths.ts',
  'src/domain/insights.ts',
  'src/domain/pages.ts',
  'src/domain/enquiry-input.ts',
  'src/domain/enquiry-list-rules.ts',
  'src/domain/format.ts',
  'src/features/site/enquiry/enquiry-store.ts',
  'src/features/site/enquiry/enquiry-link.tsx',
  'src/features/site/visits/collect.ts',
];
// Named by path, so a module moved or renamed stops the build here rather than falling out of the chunk unseen.
const missingShared = PUBLIC_SHARED_MODULES.filter((file) => !fs.existsSync(file));
if (missingShared.length > 0)
  throw new Error(`vite.config.ts names modules that do not exist: ${missingShared.join(', ')}`);
const PUBLIC_SHARED = {
  name: 'islands',
  test: (id: string) => PUBLIC_SHARED_MODULES.some((file) => id.replaceAll('\\', '/').endsWith(`/${file}`)),
  priority: 20,
  minShareCount: 2,
};

export default defineConfig(({ mode }) => {
  // The browser's configuration is checked before anything is built: a hosted build with a missing
  // or malformed VITE_FIREBASE_* key stops here, naming the key (src/config/build-env.ts).
  const env = parseBuildEnv(loadEnv(mode, process.cwd(), 'VITE_'));
  // The embedded site's public pages hydrate islands (docs/decisions/021-islands.md), built apart from the app
  // (028-islands-as-leaves.md): in one build with the app, whose routes import the same features, the bundler cut
  // each island's code into the pieces the app's routes share, and a page fetched three to five files an island.
  // Alone, an island is one file, shared code one more. The hosted site has no islands (it runs the app).
  const islands = env.backend !== 'firebase';
  return {
    plugins: [react(), tailwindcss(), codeStartPolicy()],
    define: {
      // The settings parsed above, as a constant of the browser code (src/config/firebase-settings.d.ts):
      // the hosted adapter starts from values already checked and never parses them again, so a public
      // page needs no zod. An embedded build carries none.
      __FIREBASE_SETTINGS__: JSON.stringify(env.backend === 'firebase' ? env.firebase : null),
    },
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    build: {
      // Each mode has its own output, so a hosted build never replaces the site the embedded server serves.
      outDir: env.backend === 'firebase' ? 'dist/hosted' : 'dist/client',
      assetsInlineLimit: 2048,
      // The server reads it to preload the code of the routes a page renders.
      manifest: true,
      // Every browser the site supports knows <link rel="modulepreload">: no polyfill in the entry.
      modulePreload: { polyfill: false },
    },
    // Two builds into one folder: the app (index.html: the admin, and every page of the hosted site), then the public
    // pages' islands, whose entry the server names in each page it renders. Each keeps its own manifest.
    environments: {
      client: {
        build: {
          rolldownOptions: {
            input: { index: 'index.html' },
            output: { codeSplitting: { groups: [REACT, ROUTER, I18N, PUBLIC_SHARED] } },
          },
        },
      },
      ...(islands && {
        islands: {
          consumer: 'client' as const,
          build: {
            emptyOutDir: false,
            copyPublicDir: false,
            // Beside the app's (.vite/manifest.json): the server reads both (ISLANDS_MANIFEST, page-document.ts).
            manifest: '.vite/islands-manifest.json',
            rolldownOptions: {
              input: { islands: 'src/islands-entry.tsx' },
              output: {
                codeSplitting: { groups: [{ ...REACT, test: REACT_BUT_DOM_CLIENT }, REACT_DOM_CLIENT, PUBLIC_SHARED] },
              },
            },
          },
        },
      }),
    },
    builder: {
      async buildApp(builder) {
        await builder.build(builder.environments.client!);
        if (islands) await builder.build(builder.environments.islands!);
      },
    },
    server: {
      proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
    },
  };
});

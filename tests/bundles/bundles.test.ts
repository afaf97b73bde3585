/**
 * What each build ships (docs/decisions/002-hosted-mode.md): the embedded build carries no Firebase, the
 * hosted build no http adapter, and in the hosted build a public page loads neither Auth, Storage, the
 * full Firestore SDK, zod and the schemas nor any admin screen before it is interactive. Both builds are
 * made here into temporary folders, with dummy Firebase keys in both environments, and read through
 * their manifests.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RouteObject } from 'react-router';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { routes, type RouteHandle } from '@/app/routes';
import { startedCode } from '../../server/render/code-start';
import { chunkClosure, ISLANDS_ENTRY, ISLANDS_MANIFEST, type Manifest } from '../../server/render/page-document';
import { HOSTED_ADAPTER_MODULE, prerenderHosted } from '../../server/render/prerender';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Well-formed values that name no real project: the hosted build checks their shape only. */
const DUMMY_FIREBASE_ENV = {
  VITE_BACKEND: 'firebase',
  VITE_FIREBASE_API_KEY: 'AIzaSyBundleCheckBundleCheckBundleCheck0',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-bundle-check.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-bundle-check',
  VITE_FIREBASE_STORAGE_BUCKET: 'demo-bundle-check.firebasestorage.app',
  VITE_FIREBASE_APP_ID: '1:123456789012:web:0123456789abcdef',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '',
  VITE_FIREBASE_AUTH_EMULATOR_HOST: '',
  VITE_FIREBASE_FIRESTORE_EMULATOR_HOST: '',
  VITE_FIREBASE_STORAGE_EMULATOR_HOST: '',
};

const HTTP_ADAPTER_MODULE = 'src/data/http/http-backend.ts';
/** The hosted adapter's checks with the schemas, loaded on demand by the admin's operations. */
const INPUT_CHECKS_MODULE = 'src/data/firebase/input-checks.ts';
/** The http adapter's base address as minified code keeps it: `/api` in quotes. */
const HTTP_ADAPTER_CODE = /[`'"]\/api[`'"/]/;
/** Source modules and strings that only the Firebase SDK and the Firebase adapter carry. */
const FIREBASE_MODULES = /^(node_modules\/(@firebase|firebase)\/|src\/data\/firebase\/)/;
const FIREBASE_CODE = ['@firebase', 'firestore.googleapis', 'identitytoolkit'];

/**
 * What a public page must not load, by its source modules and by a string that only its code carries
 * (the strings catch the same code should it ever arrive by another path, e.g. a copy of the SDK).
 */
const ADMIN_ONLY = [
  { what: 'an admin screen', modules: /^src\/routes\/admin\// },
  {
    what: 'Firebase Auth',
    modules: /^node_modules\/(@firebase\/auth|firebase\/auth)\//,
    marker: 'identitytoolkit.googleapis.com',
  },
  {
    what: 'Cloud Storage',
    modules: /^node_modules\/(@firebase\/storage|firebase\/storage)\//,
    marker: 'firebasestorage.googleapis.com',
  },
  {
    what: 'the full Firestore SDK',
    modules: /^node_modules\/(@firebase\/firestore|firebase\/firestore)\/dist\/(?!lite\/)/,
    marker: 'google.firestore.v1.Firestore',
  },
  {
    what: "the full Firestore SDK's WebChannel",
    modules: /^node_modules\/@firebase\/webchannel-wrapper\/dist\/webchannel-blob\//,
    marker: 'X-WebChannel-Content-Type',
  },
  {
    // Some 25 KB gzip that only the admin's forms and writes need: the server checks what the public sends.
    what: 'zod or a schema',
    modules: /^(node_modules\/zod\/|src\/domain\/(zod|[a-z-]+-schema)\.ts$|src\/config\/build-env\.ts$)/,
    marker: '$ZodError',
  },
];

type Build = {
  dir: string;
  manifest: Manifest;
  /** The public pages' islands, built apart (docs/decisions/028-islands-as-leaves.md): the embedded build only. */
  islandsManifest: Manifest | null;
  code: (file: string) => string;
  allCode: () => Map<string, string>;
  /** Source modules bundled into an output file. */
  modules: (file: string) => string[];
};

let temp: string;
let embedded: Build;
let hosted: Build;

beforeAll(async () => {
  temp = fs.mkdtempSync(path.join(os.tmpdir(), 'bundles-'));
  [embedded, hosted] = await Promise.all([
    // The Firebase keys are set for the embedded build too: it must carry none of them.
    viteBuild(path.join(temp, 'client'), { ...DUMMY_FIREBASE_ENV, VITE_BACKEND: 'http' }),
    viteBuild(path.join(temp, 'hosted'), DUMMY_FIREBASE_ENV),
  ]);
}, 180_000);

afterAll(() => {
  if (temp) fs.rmSync(temp, { recursive: true, force: true });
});

describe('the embedded build', () => {
  test('carries no Firebase code and no Firebase adapter', () => {
    const modules = [...embedded.allCode().keys()].flatMap((file) => embedded.modules(file));
    expect(modules.length).toBeGreaterThan(50);
    expect(modules.filter((module) => FIREBASE_MODULES.test(module))).toEqual([]);
    expect(codeContaining(embedded, FIREBASE_CODE)).toEqual([]);
  });

  test('carries no Firebase settings, although its environment has them', () => {
    expect(codeContaining(embedded, firebaseValues())).toEqual([]);
  });

  test('loads the http adapter, which the hosted build must leave out', () => {
    expect(embedded.manifest[HTTP_ADAPTER_MODULE]).toBeDefined();
    expect(embedded.code(embedded.manifest[HTTP_ADAPTER_MODULE]!.file)).toMatch(HTTP_ADAPTER_CODE);
  });

  test("builds the public pages' islands apart, and they load no admin screen, no zod and no Firebase", () => {
    const islands = embedded.islandsManifest!;
    expect(islands[ISLANDS_ENTRY], 'the islands entry').toBeDefined();
    expect(embedded.manifest[ISLANDS_ENTRY], "not in the app's build").toBeUndefined();
    // Every file of the islands' build: the entry, every island and all they import, at once or later.
    const files = [...new Set(Object.values(islands).map((chunk) => chunk.file))].filter((file) =>
      file.endsWith('.js'),
    );
    expect(files.length).toBeGreaterThan(10);
    expect(forbiddenIn(embedded, files)).toEqual([]);
    const modules = files.flatMap((file) => embedded.modules(file));
    expect(
      modules.filter((module) => FIREBASE_MODULES.test(module) || /node_modules\/react-router\//.test(module)),
    ).toEqual([]);
  });

  test('gives public pages no admin screen and no zod', () => {
    const adminModules = [...embedded.allCode().keys()]
      .flatMap((file) => embedded.modules(file))
      .filter((module) => ADMIN_ONLY[0]!.modules.test(module));
    expect(adminModules.length, 'admin route modules in the build').toBeGreaterThanOrEqual(4);
    expect(forbiddenIn(embedded, publicFiles(embedded, [HTTP_ADAPTER_MODULE]))).toEqual([]);
  });
});

describe('the hosted build', () => {
  test('carries no http adapter', () => {
    expect(hosted.manifest[HTTP_ADAPTER_MODULE]).toBeUndefined();
    // Nor the islands' build: every page of the hosted site runs the app.
    expect(hosted.islandsManifest).toBeNull();
    const modules = [...hosted.allCode().keys()].flatMap((file) => hosted.modules(file));
    expect(modules.filter((module) => module.startsWith('src/data/http/'))).toEqual([]);
    expect([...hosted.allCode()].filter(([, code]) => HTTP_ADAPTER_CODE.test(code)).map(([file]) => file)).toEqual([]);
  });

  test('loads Auth, Storage and the schemas only on demand, in chunks this check recognises', () => {
    const onDemand = (module: string) => {
      expect(hosted.manifest[module], `${module} in the hosted manifest`).toBeDefined();
      return chunkClosure(hosted.manifest, module);
    };
    for (const [module, what] of [
      ['src/data/firebase/admin-session.ts', 'Firebase Auth'],
      ['src/data/firebase/image-upload.ts', 'Cloud Storage'],
      [INPUT_CHECKS_MODULE, 'zod or a schema'],
    ] as const) {
      expect(forbiddenIn(hosted, onDemand(module))).toEqual(
        expect.arrayContaining([
          expect.stringContaining(`${what} (modules)`),
          expect.stringContaining(`${what} (code)`),
        ]),
      );
    }
  });

  test("the full Firestore SDK's markers are strings of that SDK", () => {
    const firestore = path.join(ROOT, 'node_modules/@firebase/firestore/dist');
    const fullSdk = fs
      .readdirSync(firestore)
      .filter((name) => name.endsWith('.esm.js'))
      .map((name) => fs.readFileSync(path.join(firestore, name), 'utf8'))
      .join('\n');
    expect(fullSdk).toContain('google.firestore.v1.Firestore');
    const webChannel = fs.readFileSync(
      path.join(ROOT, 'node_modules/@firebase/webchannel-wrapper/dist/webchannel-blob/esm/webchannel_blob_es2018.js'),
      'utf8',
    );
    expect(webChannel).toContain('X-WebChannel-Content-Type');
  });

  test('gives public pages no Auth, no Storage, no full Firestore, no zod and no admin screen before they are interactive', () => {
    // The entry, each public route and the adapter the catalogue loads with them, with their static imports.
    const files = publicFiles(hosted, [HOSTED_ADAPTER_MODULE]);
    expect(files).toContain(hosted.manifest[HOSTED_ADAPTER_MODULE]!.file);
    expect(forbiddenIn(hosted, files), 'public pages must reach these only through dynamic imports').toEqual([]);
  });

  test('starts the adapter from the settings parsed at build time, never from the raw keys', () => {
    const adapter = hosted.code(hosted.manifest[HOSTED_ADAPTER_MODULE]!.file);
    expect(adapter).toContain(DUMMY_FIREBASE_ENV.VITE_FIREBASE_API_KEY);
    expect(adapter).toContain(DUMMY_FIREBASE_ENV.VITE_FIREBASE_APP_ID);
    // The keys' names would be there if the browser still read import.meta.env to parse it.
    expect(codeContaining(hosted, ['VITE_FIREBASE_'])).toEqual([]);
  });

  test('prerendered pages load files of the build only, and nothing a public page must not load', async () => {
    await prerenderHosted({ outDir: hosted.dir, siteUrl: 'https://demo-bundle-check.web.app' });
    for (const page of ['index.html', 'localized/ms/about/index.html', 'products/index.html']) {
      const html = fs.readFileSync(path.join(hosted.dir, page), 'utf8');
      const loaded = startedCode(html).map((url) => url.slice(1));
      expect(loaded.length, page).toBeGreaterThan(5);
      for (const file of loaded) expect(fs.existsSync(path.join(hosted.dir, file)), `${page} loads ${file}`).toBe(true);
      expect(forbiddenIn(hosted, loaded), page).toEqual([]);
    }
  });
});

/** The speed reporter: web-vitals and the module that starts it, which the collector imports once the page is idle. */
const VITALS_MODULE = 'src/features/site/visits/vitals.ts';
const WEB_VITALS = /^node_modules\/web-vitals\//;
/** The Insights screen's chart: uPlot and the component that draws it. */
const CHART_CODE = /^(node_modules\/uplot\/|src\/features\/insights\/daily-chart\.tsx$)/;

describe.each([
  ['embedded', () => embedded, HTTP_ADAPTER_MODULE],
  ['hosted', () => hosted, HOSTED_ADAPTER_MODULE],
] as const)('visitor insights in the %s build', (_name, build, adapter) => {
  test('public pages load the speed reporter only on demand, in a chunk of its own, and no chart code', () => {
    const files = publicFiles(build(), [adapter]);
    const modules = files.flatMap((file) => build().modules(file));
    expect(modules, 'the collector starts with every page').toContain('src/features/site/visits/collect.ts');
    expect(modules.filter((module) => WEB_VITALS.test(module) || module === VITALS_MODULE)).toEqual([]);
    expect(modules.filter((module) => CHART_CODE.test(module))).toEqual([]);

    const reporter = build().manifest[VITALS_MODULE];
    expect(reporter, 'the reporter has a chunk of its own').toBeDefined();
    expect(
      build()
        .modules(reporter!.file)
        .some((module) => WEB_VITALS.test(module)),
    ).toBe(true);
    expect(
      build()
        .modules(reporter!.file)
        .filter((module) => CHART_CODE.test(module)),
    ).toEqual([]);
  });

  test("the chart library comes only with the admin's Insights screen", () => {
    const withChart = [...build().allCode().keys()].filter((file) =>
      build()
        .modules(file)
        .some((module) => /^node_modules\/uplot\//.test(module)),
    );
    expect(withChart).toHaveLength(1);
    expect(build().manifest['src/features/admin/insights/daily-chart.tsx']?.file).toBe(withChart[0]);
    const importers = Object.entries(build().manifest)
      .filter(([, chunk]) => chunk.dynamicImports?.includes('src/features/admin/insights/daily-chart.tsx'))
      .map(([module]) => module);
    expect(importers).toEqual(['src/routes/admin/insights-route.tsx']);
  });
});

/**
 * Builds the site in a child process, so its environment is exactly the one given, with the project's
 * vite.config.ts and one more plugin that records the source modules of every output file: a shared chunk
 * can carry a route's code under another name, which the manifest alone would not tell.
 */
const BUILD_SCRIPT = `
import { createBuilder } from 'vite';
const outDir = process.argv[1];
const recordModules = {
  name: 'record-chunk-modules',
  apply: 'build',
  generateBundle(_options, bundle) {
    const modules = {};
    for (const [file, output] of Object.entries(bundle)) if (output.type === 'chunk') modules[file] = output.moduleIds;
    const fileName = '.vite/chunk-modules-' + this.environment.name + '.json';
    this.emitFile({ type: 'asset', fileName, source: JSON.stringify(modules) });
  },
};
// Every build of the configuration, as \`vite build\` makes them: the app's, and the islands' where there are some.
const builder = await createBuilder({
  mode: 'production',
  logLevel: 'error',
  build: { outDir, emptyOutDir: true },
  plugins: [recordModules],
});
await builder.buildApp();
`;

async function viteBuild(outDir: string, env: Record<string, string>): Promise<Build> {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_') && key !== 'SITE_URL' && key !== 'NODE_ENV'),
  );
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', BUILD_SCRIPT, outDir], {
      cwd: ROOT,
      env: { ...base, ...env, NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build failed (${code}):\n${errors}`))));
  });
  const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(outDir, '.vite', file), 'utf8'));
  const manifest = readJson('manifest.json') as Manifest;
  const hasIslands = fs.existsSync(path.join(outDir, ISLANDS_MANIFEST));
  const islandsManifest = hasIslands ? (readJson(path.basename(ISLANDS_MANIFEST)) as Manifest) : null;
  const chunkModules = new Map(
    ['client', ...(hasIslands ? ['islands'] : [])].flatMap((environment) =>
      Object.entries(readJson(`chunk-modules-${environment}.json`) as Record<string, string[]>).map(
        ([file, ids]) => [file, ids.map(sourceName)] as const,
      ),
    ),
  );
  const cache = new Map<string, string>();
  const code = (file: string) => {
    let text = cache.get(file);
    if (text === undefined) cache.set(file, (text = fs.readFileSync(path.join(outDir, file), 'utf8')));
    return text;
  };
  const allCode = () => new Map([...chunkModules.keys()].map((file) => [file, code(file)] as const));
  return { dir: outDir, manifest, islandsManifest, code, allCode, modules: (file) => chunkModules.get(file) ?? [] };
}

/** A module id as a path from the project root, e.g. src/routes/admin/portal-route.tsx or node_modules/@firebase/auth/…. */
function sourceName(id: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const packages = clean.lastIndexOf('/node_modules/');
  return packages >= 0 ? clean.slice(packages + 1) : path.relative(ROOT, clean);
}

/** Source files of the public routes, as the route tree names them for the server's preloads. */
function publicRouteModules(tree: RouteObject[]): string[] {
  return tree.flatMap((route) => [
    ...((route.handle as RouteHandle | undefined)?.module ? [(route.handle as RouteHandle).module!] : []),
    ...publicRouteModules(route.children ?? []),
  ]);
}

/** Output files a public page can load before it is interactive: static imports of the entry, the routes and `extra`. */
function publicFiles(build: Build, extra: string[]): string[] {
  const modules = [...new Set(publicRouteModules(routes))];
  expect(modules.length).toBeGreaterThanOrEqual(6);
  for (const module of modules) expect(build.manifest[module], `${module} in the manifest`).toBeDefined();
  return [...new Set(['index.html', ...modules, ...extra].flatMap((key) => chunkClosure(build.manifest, key)))];
}

/** What of ADMIN_ONLY the files carry, by module and by code: `file: what (modules|code)`. */
function forbiddenIn(build: Build, files: string[]): string[] {
  return files.flatMap((file) =>
    ADMIN_ONLY.flatMap(({ what, modules, marker }) => [
      ...(build.modules(file).some((module) => modules.test(module)) ? [`${file}: ${what} (modules)`] : []),
      ...(marker && build.code(file).includes(marker) ? [`${file}: ${what} (code)`] : []),
    ]),
  );
}

/** The non-empty values of the dummy Firebase keys. */
function firebaseValues(): string[] {
  return Object.entries(DUMMY_FIREBASE_ENV)
    .filter(([key, value]) => key.startsWith('VITE_FIREBASE_') && value !== '')
    .map(([, value]) => value);
}

function codeContaining(build: Build, markers: string[]): string[] {
  return [...build.allCode()].flatMap(([file, code]) =>
    markers.filter((marker) => code.includes(marker)).map((marker) => `${file}: ${marker}`),
  );
}

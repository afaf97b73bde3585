import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { packagesRefusedByNpmCi, unpinnedFloatingDependencies } from './lock-check';

const read = (file: string) => JSON.parse(fs.readFileSync(path.join(import.meta.dirname, file), 'utf8')) as never;

describe('the benchmark tools install exactly', () => {
  test('every dependency declared by a dist-tag in bench/package-lock.json is pinned by an override', () => {
    const manifest = read('package.json') as { overrides?: Record<string, string> };
    expect(unpinnedFloatingDependencies(read('package-lock.json'), manifest.overrides)).toEqual([]);
  });

  test('a dist-tag without an override is found, with the package that asks for it', () => {
    const lock = {
      packages: {
        '': { dependencies: { lighthouse: '12.8.2' } },
        'node_modules/@paulirish/trace_engine': {
          dependencies: { 'third-party-web': 'latest', 'legacy-javascript': 'latest', semver: '^7.5.0' },
        },
        'node_modules/x': { dependencies: { y: 'npm:z@1.0.0', w: 'https://example.test/w.tgz', v: 'next' } },
      },
    };
    expect(unpinnedFloatingDependencies(lock, { 'legacy-javascript': '0.0.1' })).toEqual([
      { name: 'third-party-web', spec: 'latest', requiredBy: '@paulirish/trace_engine' },
      { name: 'v', spec: 'next', requiredBy: 'x' },
    ]);
  });

  test("npm ci's refusal names the package that moved", () => {
    const output = [
      'npm error `npm ci` can only install packages when your package.json and package-lock.json are in sync.',
      'npm error Missing: third-party-web@0.30.0 from lock file',
      "npm error Invalid: lock file's lighthouse@12.8.1 does not satisfy lighthouse@12.8.2",
    ].join('\n');
    expect(packagesRefusedByNpmCi(output)).toEqual(['third-party-web@0.30.0', 'lighthouse@12.8.2']);
    expect(packagesRefusedByNpmCi('added 253 packages in 7s')).toEqual([]);
  });
});

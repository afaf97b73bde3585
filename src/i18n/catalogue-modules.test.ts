import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { LANGUAGES } from '@/domain/limits';
import { CATALOGUE_MODULES } from './catalogue-modules';
import { resources } from './resources';

describe.each(LANGUAGES)('the %s catalogue chunk', (language) => {
  test('is the file the server preloads for a page in that language', () => {
    const file = path.resolve(import.meta.dirname, '../..', CATALOGUE_MODULES[language]);
    expect(fs.existsSync(file)).toBe(true);
    // The browser's loader imports the same file (src/i18n/i18n.ts).
    const loader = fs.readFileSync(path.join(import.meta.dirname, 'i18n.ts'), 'utf8');
    expect(loader).toContain(`import('./${path.basename(file, '.ts')}')`);
  });

  test('holds the public namespaces of that language, the ones the server renders with', async () => {
    const { catalogues } = (await import(`./catalogues-${language}.ts`)) as { catalogues: unknown };
    expect(catalogues).toEqual(resources[language]);
    expect(Object.keys(resources[language]).sort()).toEqual(['common', 'site']);
  });
});

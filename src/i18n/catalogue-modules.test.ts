import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { describe, expect, test } from 'vitest';
import { LANGUAGES } from '@/domain/limits';
import { ADMIN_CATALOGUES } from './admin-catalogues';
import { CATALOGUE_MODULES, loadPublicCatalogues } from './catalogue-modules';
import { changeLanguage, initI18n } from './i18n';

const read = (file: string) => JSON.parse(fs.readFileSync(path.join(import.meta.dirname, file), 'utf8')) as unknown;

/** Two texts a visitor sees on public pages: one of the shared layout, one of the site's own pages. */
const SEEN = {
  en: { contact: 'Contact Us', buyOnShopee: 'Buy on Shopee' },
  ms: { contact: 'Hubungi Kami', buyOnShopee: 'Beli di Shopee' },
};

describe.each(LANGUAGES)('a page in %s', (language) => {
  test('is sent with the module of its own texts to preload, and that module holds its catalogues', async () => {
    const file = path.resolve(import.meta.dirname, '../..', CATALOGUE_MODULES[language]);
    const { catalogues } = (await import(file)) as { catalogues: unknown };
    const own = { common: read(`locales/${language}/common.json`), site: read(`locales/${language}/site.json`) };
    expect(catalogues).toEqual(own);
    expect(await loadPublicCatalogues(language)).toEqual(own);
  });

  test('has its admin catalogue among the admin’s', () => {
    expect(ADMIN_CATALOGUES[language]).toEqual(read(`locales/${language}/admin.json`));
  });
});

test('a visitor who switches language gets the texts of the new one, and back again', async () => {
  initI18n();
  await changeLanguage('ms');
  expect(i18next.t('nav.contact')).toBe(SEEN.ms.contact);
  expect(i18next.t('site:product.buyOnShopee')).toBe(SEEN.ms.buyOnShopee);
  await changeLanguage('en');
  expect(i18next.t('nav.contact')).toBe(SEEN.en.contact);
  expect(i18next.t('site:product.buyOnShopee')).toBe(SEEN.en.buyOnShopee);
});

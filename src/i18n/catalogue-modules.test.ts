import path from 'node:path';
import i18next from 'i18next';
import { describe, expect, test } from 'vitest';
import { LANGUAGES, type Language } from '@/domain/limits';
import { CATALOGUE_MODULES } from './catalogue-modules';
import { changeLanguage, initI18n } from './i18n';

/** Two texts a visitor sees on public pages: one of the shared layout, one of the site's own pages. */
const SEEN: Record<Language, { contact: string; buyOnShopee: string }> = {
  en: { contact: 'Contact Us', buyOnShopee: 'Buy on Shopee' },
  ms: { contact: 'Hubungi Kami', buyOnShopee: 'Beli di Shopee' },
};

type Catalogues = { common: { nav: { contact: string } }; site: { product: { buyOnShopee: string } } };

describe.each(LANGUAGES)('a page in %s', (language) => {
  test('is sent with the module of its own texts to preload, and that module holds them', async () => {
    const file = path.resolve(import.meta.dirname, '../..', CATALOGUE_MODULES[language]);
    const { catalogues } = (await import(file)) as { catalogues: Catalogues };
    expect(catalogues.common.nav.contact).toBe(SEEN[language].contact);
    expect(catalogues.site.product.buyOnShopee).toBe(SEEN[language].buyOnShopee);
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

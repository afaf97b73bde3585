import { describe, expect, test } from 'vitest';
import { createServerI18n } from '@/i18n/server';
import { makeProduct } from '../../tests/factories';
import { DEFAULT_SHOP_SETTINGS } from '@/content/shop-defaults';
import { pageHead } from './page-head';

function productData(price: number) {
  const product = makeProduct({ price });
  const t = createServerI18n('en').getFixedT('en', 'site');
  const head = pageHead({
    pathname: `/products/${product.id}`,
    language: 'en',
    siteUrl: 'https://example.test',
    t,
    product,
    settings: DEFAULT_SHOP_SETTINGS,
  });
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)?.[1] ?? '{}';
  return { head, data: JSON.parse(json) as { offers: Record<string, unknown> } };
}

describe("a product page's head", () => {
  test('offers the product at its price in ringgit', () => {
    const { head, data } = productData(1299.9);
    expect(data.offers).toMatchObject({ '@type': 'Offer', price: '1299.90', priceCurrency: 'MYR' });
    // Nobody counts the stock: no availability is claimed.
    expect(data.offers).not.toHaveProperty('availability');
    expect(head).toContain('<meta property="product:price:amount" content="1299.90" />');
  });

  test('names no price for a product priced on request (0), rather than RM0.00', () => {
    const { head, data } = productData(0);
    expect(data.offers['@type']).toBe('Offer');
    expect(data.offers).not.toHaveProperty('price');
    expect(data.offers).not.toHaveProperty('priceCurrency');
    expect(head).not.toContain('product:price:amount');
  });
});

describe("the contact page's head", () => {
  test('names the shop as its settings have it: names, phone, address and social links', () => {
    const t = createServerI18n('en').getFixedT('en', 'site');
    const settings = {
      ...structuredClone(DEFAULT_SHOP_SETTINGS),
      tradeName: 'Kinta Las',
      legalName: 'Kinta Las Sdn Bhd',
      phone: '05-241 0000',
      address: { ...DEFAULT_SHOP_SETTINGS.address, street: 'No. 7, Jalan Raja Ekram' },
      socials: { ...DEFAULT_SHOP_SETTINGS.socials, youtube: '', tiktok: '' },
    };
    const head = pageHead({ pathname: '/contact', language: 'en', siteUrl: 'https://example.test', t, settings });
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)?.[1] ?? '{}';
    expect(JSON.parse(json)).toMatchObject({
      name: 'Kinta Las Sdn Bhd',
      alternateName: 'Kinta Las',
      telephone: '+6052410000',
      address: { streetAddress: 'No. 7, Jalan Raja Ekram' },
      sameAs: [DEFAULT_SHOP_SETTINGS.socials.facebook, DEFAULT_SHOP_SETTINGS.socials.instagram],
    });
    expect(head).toContain('<meta property="og:site_name" content="Kinta Las" />');
  });
});

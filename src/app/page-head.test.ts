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

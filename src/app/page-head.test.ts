import { describe, expect, test } from 'vitest';
import { createServerI18n } from '@/i18n/server';
import { makeProduct } from '../../tests/factories';
import { DEFAULT_SHOP_SETTINGS } from '@/content/shop-defaults';
import type { Language } from '@/domain/limits';
import type { Product } from '@/domain/product';
import { pageHead } from './page-head';

function productData(price: number, overrides: Partial<Product> = {}, language: Language = 'en') {
  const product = makeProduct({ price, ...overrides });
  const t = createServerI18n(language).getFixedT(language, 'site');
  const head = pageHead({
    pathname: `/products/${product.id}`,
    language,
    siteUrl: 'https://example.test',
    t,
    product,
    settings: DEFAULT_SHOP_SETTINGS,
  });
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)?.[1] ?? '{}';
  return { head, data: JSON.parse(json) as { name: string; offers: Record<string, unknown> } };
}

/** The content of a meta tag of the head. */
function meta(head: string, property: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)" />`).exec(head)?.[1];
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

  test('says OutOfStock only for a product the owner marked sold out', () => {
    expect(productData(100, { status: 'soldOut' }).data.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(productData(100, { status: 'active' }).data.offers).not.toHaveProperty('availability');
  });

  test('a shared link shows the 1200×630 share picture, the name and the price, in the page’s language', () => {
    const product = {
      name: 'Plasma cutter CUT-40',
      nameMs: 'Pemotong plasma CUT-40',
      description: 'Cuts steel.',
      descriptionMs: 'Memotong keluli.',
      image: '/uploads/products/1700000000000_intro_cutter.png?v=abc123',
    };
    const english = productData(2450, product).head;
    expect(meta(english, 'og:image')).toBe(
      'https://example.test/uploads/products/1700000000000_intro_cutter.png.share.jpg?v=abc123',
    );
    expect(meta(english, 'og:image:width')).toBe('1200');
    expect(meta(english, 'og:image:height')).toBe('630');
    expect(meta(english, 'og:image:type')).toBe('image/jpeg');
    expect(meta(english, 'og:title')).toMatch(/^Plasma cutter CUT-40 \| /);
    expect(meta(english, 'og:description')).toBe('RM\u00a02,450.00 · Cuts steel.');
    expect(meta(english, 'twitter:image')).toBe(meta(english, 'og:image'));

    const malay = productData(0, product, 'ms');
    expect(meta(malay.head, 'og:title')).toMatch(/^Pemotong plasma CUT-40 \| /);
    expect(meta(malay.head, 'og:description')).toBe('Harga atas permintaan · Memotong keluli.');
    expect(meta(malay.head, 'og:image:alt')).toBe('Pemotong plasma CUT-40');
    expect(malay.data.name).toBe('Pemotong plasma CUT-40');
  });

  test('an image stored elsewhere (hosted mode) is shared as it is, with no size claimed', () => {
    const { head } = productData(100, {
      image: 'https://firebasestorage.googleapis.com/v0/b/x/o/products%2Fa.png?alt=media',
    });
    expect(meta(head, 'og:image')).toBe('https://firebasestorage.googleapis.com/v0/b/x/o/products%2Fa.png?alt=media');
    expect(meta(head, 'og:image:width')).toBeUndefined();
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

describe('a shared link of a page', () => {
  const pages = ['/', '/about', '/products', '/products/p1', '/testimonials', '/contact', '/no-such-page'];

  test.each(['en', 'ms'] as const)('names, in %s, the same address as its canonical link', (language) => {
    const t = createServerI18n(language).getFixedT(language, 'site');
    for (const [pathname, search] of [
      ...pages.map((path) => [path, ''] as const),
      ['/products', '?category=Generator'] as const,
    ]) {
      const head = pageHead({
        pathname,
        search,
        language,
        siteUrl: 'https://example.test',
        t,
        product: pathname === '/products/p1' ? makeProduct({ id: 'p1' }) : undefined,
        settings: DEFAULT_SHOP_SETTINGS,
      });
      const canonical = /<link rel="canonical" href="([^"]*)" \/>/.exec(head)?.[1];
      expect(meta(head, 'og:url'), pathname).toBe(canonical);
      // Malay pages are addressed in Malay: a link shared from one opens the page in Malay.
      expect(new URL(canonical!.replaceAll('&amp;', '&')).searchParams.get('lang'), pathname).toBe(
        language === 'ms' ? 'ms' : null,
      );
    }
  });
});

describe("a repair job's status page's head", () => {
  const token = 'AbCdEfGhIjKlMnOpQrStUw';
  const head = (language: Language, notFound = false) =>
    pageHead({
      pathname: `/repair/${token}`,
      language,
      siteUrl: 'https://example.test',
      t: createServerI18n(language).getFixedT(language, 'site'),
      settings: DEFAULT_SHOP_SETTINGS,
      notFound,
    });

  test('names no address of its own, and asks search engines to leave it and links not to pass it on', () => {
    for (const language of ['en', 'ms'] as const) {
      const tags = head(language);
      expect(tags).not.toContain(token);
      expect(tags).not.toContain('rel="canonical"');
      expect(tags).not.toContain('rel="alternate"');
      expect(tags).not.toContain('og:url');
      expect(tags).not.toContain('application/ld+json');
      expect(meta(tags, 'robots')).toBe('noindex');
      expect(meta(tags, 'referrer')).toBe('no-referrer');
    }
  });

  test('is titled by what it is, then the shop’s name (decision 014), and as not found when no job has the token', () => {
    const shop = DEFAULT_SHOP_SETTINGS.tradeName;
    expect(head('en')).toContain(`<title>Repair status | ${shop}</title>`);
    expect(head('ms')).toContain(`<title>Status pembaikan | ${shop}</title>`);
    expect(head('en', true)).toContain(`<title>Page not found | ${shop}</title>`);
    expect(head('en', true)).not.toContain('rel="canonical"');
  });
});

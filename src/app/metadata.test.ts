import { describe, expect, test } from 'vitest';
import type { TFunction } from 'i18next';
import { createServerI18n } from '@/i18n/server';
import { makeProduct } from '../../tests/factories';
import { withLanguage } from '@/i18n/language';
import type { Product } from '@/domain/product';
import { canonicalUrl, metadataFor, pageTexts, productDescription, resolveSiteUrl } from './metadata';

describe('metadataFor', () => {
  test.each([
    ['/', 'home', '/'],
    ['/about', 'about', '/about'],
    ['/about/', 'about', '/about'],
    ['/products', 'products', '/products'],
    ['/testimonials', 'testimonials', '/testimonials'],
    ['/contact', 'contact', '/contact'],
    ['/enquiry', 'enquiry', '/enquiry'],
    ['/enquiry/sent', 'enquiry', '/enquiry'],
  ])('%s is the %s page with canonical path %s', (pathname, page, canonicalPath) => {
    expect(metadataFor(pathname)).toEqual({ page, canonicalPath });
  });

  test('a product page keeps its own path and takes its texts from the product', () => {
    expect(metadataFor('/products/abc123')).toEqual({
      page: 'products',
      canonicalPath: '/products/abc123',
      product: true,
    });
  });

  test('a category and a sub-category page are pages of their own; the order is not', () => {
    expect(metadataFor('/products', '?category=Power+Tools&sub=Dong+Cheng&sort=price-asc')).toEqual({
      page: 'products',
      canonicalPath: '/products?category=Power+Tools&sub=Dong+Cheng',
      shelf: { category: 'Power Tools', subCategory: 'Dong Cheng' },
    });
    expect(metadataFor('/products', '?category=Generator&sub=MIG')).toMatchObject({
      canonicalPath: '/products?category=Generator',
      shelf: { category: 'Generator', subCategory: '' },
    });
    expect(metadataFor('/products', '?category=Nowhere&sort=price-desc')).toEqual({
      page: 'products',
      canonicalPath: '/products',
    });
  });

  test('a search is marked as such, with the catalogue or its category as canonical', () => {
    expect(metadataFor('/products', '?q=karcher+k3')).toEqual({
      page: 'products',
      canonicalPath: '/products',
      search: 'karcher k3',
    });
    expect(metadataFor('/products', '?q=drill&category=Power+Tools')).toMatchObject({
      canonicalPath: '/products?category=Power+Tools',
      search: 'drill',
    });
  });

  test('an unknown path gets the home page description and canonical, and is marked as not found', () => {
    expect(metadataFor('/no/such/page')).toEqual({ page: 'home', canonicalPath: '/', notFound: true });
    expect(metadataFor('/productsx')).toEqual({ page: 'home', canonicalPath: '/', notFound: true });
  });

  test('a repair status page is private: its path (the token) is not its canonical, which is never written', () => {
    expect(metadataFor('/repair/AbCdEfGhIjKlMnOpQrStUw')).toEqual({
      page: 'repair',
      canonicalPath: '/',
      private: true,
    });
    expect(metadataFor('/repair/not-a-token')).toEqual({ page: 'repair', canonicalPath: '/', private: true });
  });

  test('admin paths are left to the admin screens', () => {
    expect(metadataFor('/admin')).toBeNull();
    expect(metadataFor('/admin-portal/orders')).toBeNull();
  });
});

describe('resolveSiteUrl', () => {
  test('uses the address the server wrote into the page', () => {
    expect(resolveSiteUrl('https://www.example.test', 'http://127.0.0.1:3000')).toBe('https://www.example.test');
    expect(resolveSiteUrl('https://www.example.test/', 'http://x')).toBe('https://www.example.test');
  });

  test('falls back to the page origin while the token is still raw, empty or not an address', () => {
    expect(resolveSiteUrl('__SITE_URL__', 'http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    expect(resolveSiteUrl('', 'http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    expect(resolveSiteUrl(null, 'http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    expect(resolveSiteUrl('javascript:alert(1)', 'http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
  });
});

describe('canonicalUrl', () => {
  test('joins the address and the path', () => {
    expect(canonicalUrl('https://www.example.test', '/')).toBe('https://www.example.test/');
    expect(canonicalUrl('https://www.example.test', '/products/a1')).toBe('https://www.example.test/products/a1');
  });
});

describe('pageTexts', () => {
  const en = createServerI18n('en').getFixedT('en', 'site') as TFunction<'site'>;
  const ms = createServerI18n('ms').getFixedT('ms', 'site') as TFunction<'site'>;
  const texts = (search: string, t = en) =>
    pageTexts(metadataFor('/products', search)!, t, undefined, t === en ? 'en' : 'ms', 'Kinta Las');

  test('a sub-category page is titled by its category and sub-category, then the catalogue', () => {
    expect(texts('?category=Welding+Machines&sub=MIG').title).toBe(
      'Welding Machines – MIG | Welding Machines, Power Tools & Hardware',
    );
    expect(texts('?category=Welding+Machines&sub=Plasma+Cutter', ms)).toEqual({
      title: 'Mesin Kimpalan – Pemotong Plasma | Mesin Kimpalan, Alatan Kuasa & Perkakasan',
      description: expect.stringMatching(/^Pemotong Plasma dalam Mesin Kimpalan dari kedai kami di Ipoh/),
    });
  });

  test('every category has a description of its own in both languages', () => {
    const descriptions = ['Welding Machines', 'Accessories', 'Power Tools', 'Generator', 'Air Compressors']
      .concat(['Home Improvements', 'Others', 'Machinery Service Consultant'])
      .flatMap((category) => [en, ms].map((t) => texts(`?category=${encodeURIComponent(category)}`, t).description));
    expect(new Set(descriptions).size).toBe(16);
    for (const description of descriptions) expect(description.length).toBeGreaterThan(60);
  });

  test('a search names its query', () => {
    expect(texts('?q=dc+drill').title).toBe('Results for “dc drill” | Welding Machines, Power Tools & Hardware');
  });

  test("a product page is titled by the product's name and described by its text", () => {
    const product = makeProduct({ name: 'Karcher K3 pressure washer', description: 'Light washer.\nFor cars.' });
    expect(pageTexts(metadataFor('/products/x')!, en, product, 'en', 'Kinta Las')).toEqual({
      title: 'Karcher K3 pressure washer | Welding Machines, Power Tools & Hardware',
      description: 'Light washer. For cars.',
    });
  });
});

describe('page titles', () => {
  const en = createServerI18n('en').getFixedT('en', 'site') as TFunction<'site'>;
  const ms = createServerI18n('ms').getFixedT('ms', 'site') as TFunction<'site'>;
  const title = (pathname: string, t: TFunction<'site'>, product?: Product | null) =>
    pageTexts(metadataFor(pathname)!, t, product, t === en ? 'en' : 'ms', 'Kinta Las').title;

  test("the spec's public titles stay word for word, without the shop's name", () => {
    expect(title('/', en)).toBe('Ipoh Trusted Welding Machines and Hardware Supplier');
    expect(title('/products', en)).toBe('Welding Machines, Power Tools & Hardware');
    expect(title('/about', en)).toBe('Welding & Hardware Supplier');
    expect(title('/contact', en)).toBe('Get in Touch');
    expect(title('/testimonials', en)).toBe('Customer Testimonials - Reviews');
  });

  test('an unknown address is titled as not found, with the shop’s name, in each language', () => {
    expect(title('/no/such/page', en)).toBe('Page not found | Kinta Las');
    expect(title('/no/such/page', ms)).toBe('Halaman tidak ditemui | Kinta Las');
  });

  test('a product that is not there is titled as not found; one still loading keeps the catalogue title', () => {
    expect(title('/products/gone', en, null)).toBe('Product not found | Kinta Las');
    expect(title('/products/gone', ms, null)).toBe('Produk tidak ditemui | Kinta Las');
    expect(title('/products/gone', en)).toBe('Welding Machines, Power Tools & Hardware');
  });

  test('a page the spec gives no title is titled by what it is, then the shop’s name', () => {
    expect(title('/enquiry', en)).toBe('Enquiry List | Kinta Las');
    expect(title('/enquiry/sent', ms)).toBe('Senarai Pertanyaan | Kinta Las');
  });
});

describe('productDescription', () => {
  test('cuts a long text at a word, within the length search engines show', () => {
    const text = `${'Heavy duty welder for steel work. '.repeat(10)}End.`;
    const description = productDescription(text);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/work…$|steel…$|duty…$|welder…$|for…$|Heavy…$/);
  });
});

describe('a canonical address in a language', () => {
  test('adds lang=ms to an address, after its query if it has one', () => {
    expect(withLanguage('https://x.test/about', 'ms')).toBe('https://x.test/about?lang=ms');
    expect(withLanguage('https://x.test/products?category=Generator', 'ms')).toBe(
      'https://x.test/products?category=Generator&lang=ms',
    );
    expect(withLanguage('https://x.test/about', 'en')).toBe('https://x.test/about');
  });
});

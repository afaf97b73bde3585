import { describe, expect, test } from 'vitest';
import {
  MAX_SHOWN_ADDITIONAL_IMAGES,
  addsUnshownImage,
  hasMarketplaceLink,
  isHttpUrl,
  productGallery,
} from './product';
import { ProductInputSchema } from './product-schema';
import en from '@/i18n/locales/en/admin.json';
import { makeProductInput } from '../../tests/factories';

/** A complete product as the form sends it: price and weight as typed. */
const valid = {
  ...makeProductInput({ description: 'Line one\nLine two', tiktokUrl: 'https://www.tiktok.com/@shop/product/1' }),
  price: '2499.90',
  weight: '18.5',
};

describe('the product input', () => {
  test('a complete product is accepted, with numbers from form text', () => {
    const parsed = ProductInputSchema.parse(valid);
    expect(parsed.price).toBe(2499.9);
    expect(parsed.weight).toBe(18.5);
  });

  test.each([
    ['name', { name: '  ' }, 'Name is required'],
    ['sku', { sku: '' }, 'SKU is required'],
    ['category', { category: '' }, 'Category is required'],
    ['price', { price: '' }, 'Price is required'],
    ['description', { description: ' \n ' }, 'Description is required'],
    ['weight', { weight: '' }, 'Weight is required'],
    ['image', { image: '' }, 'Introduction image is required'],
  ])('a missing %s gives a code whose English text is the spec message', (field, change, message) => {
    const result = ProductInputSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path[0] === field);
    expect(issue?.message).toBe(`${field}Required`);
    expect(en.validation[issue?.message as keyof typeof en.validation]).toBe(message);
  });

  test('marketplace links must be http or https', () => {
    for (const link of ['javascript:alert(1)', 'ftp://x.y', 'shopee.com.my/x', 'data:text/html,x']) {
      expect(ProductInputSchema.safeParse({ ...valid, shopeeUrl: link }).success, link).toBe(false);
    }
    expect(ProductInputSchema.safeParse({ ...valid, shopeeUrl: 'http://shopee.com.my/x' }).success).toBe(true);
  });

  test('at most five additional images', () => {
    const six = Array.from({ length: 6 }, (_, i) => `/uploads/products/1_${i}_x.webp`);
    expect(ProductInputSchema.safeParse({ ...valid, additionalImages: six }).success).toBe(false);
    expect(ProductInputSchema.safeParse({ ...valid, additionalImages: six.slice(0, 5) }).success).toBe(true);
  });

  test('negative or non-numeric prices are refused', () => {
    expect(ProductInputSchema.safeParse({ ...valid, price: '-1' }).success).toBe(false);
    expect(ProductInputSchema.safeParse({ ...valid, price: 'cheap' }).success).toBe(false);
  });

  test('a sub-category must belong to the category; none is fine', () => {
    expect(ProductInputSchema.safeParse({ ...valid, subCategory: 'Karcher' }).success).toBe(false);
    expect(ProductInputSchema.safeParse({ ...valid, subCategory: '' }).success).toBe(true);
    expect(ProductInputSchema.safeParse({ ...valid, category: 'Generator', subCategory: '' }).success).toBe(true);
  });
});

test('a product has a marketplace link only when one starts with http', () => {
  expect(hasMarketplaceLink({ shopeeUrl: '', tiktokUrl: '' })).toBe(false);
  expect(hasMarketplaceLink({ shopeeUrl: 'www.shopee.com', tiktokUrl: '' })).toBe(false);
  expect(hasMarketplaceLink({ shopeeUrl: '', tiktokUrl: 'https://tiktok.com/x' })).toBe(true);
  expect(isHttpUrl('https://')).toBe(false);
});

test('the gallery is the main image then the additional ones, at most five', () => {
  const gallery = productGallery({ image: 'm', additionalImages: ['a', 'b', 'c', 'd', 'e'] }, 5);
  expect(gallery).toEqual(['m', 'a', 'b', 'c', 'd']);
});

describe('addsUnshownImage: the product page shows the introduction image and 4 additional images', () => {
  const url = (n: number) => `/uploads/products/1_${n}_a.png`;
  const urls = (count: number, from = 0) => Array.from({ length: count }, (_, i) => url(from + i));

  test('up to 4 additional images are always allowed', () => {
    for (let count = 0; count <= MAX_SHOWN_ADDITIONAL_IMAGES; count++)
      expect(addsUnshownImage(urls(count))).toBe(false);
    expect(MAX_SHOWN_ADDITIONAL_IMAGES).toBe(4);
  });

  test('a 5th is refused on a new product, and added to a product that has 4', () => {
    expect(addsUnshownImage(urls(5))).toBe(true);
    expect(addsUnshownImage(urls(5), urls(4))).toBe(true);
  });

  test('a product saved with 5 keeps them, may lose some, and gains none', () => {
    expect(addsUnshownImage(urls(5), urls(5))).toBe(false);
    expect(addsUnshownImage([...urls(5)].reverse(), urls(5))).toBe(false);
    expect(addsUnshownImage(urls(4), urls(5))).toBe(false);
    // One removed and another added: still 5, one of them new.
    expect(addsUnshownImage([...urls(4), url(9)], urls(5))).toBe(true);
    // The same photo twice is no way around it.
    expect(addsUnshownImage([...urls(5), url(0)], urls(5))).toBe(true);
  });
});

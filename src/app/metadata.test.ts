import { describe, expect, test } from 'vitest';
import { canonicalUrl, metadataFor, resolveSiteUrl } from './metadata';

describe('metadataFor', () => {
  test.each([
    ['/', 'home', '/'],
    ['/about', 'about', '/about'],
    ['/about/', 'about', '/about'],
    ['/products', 'products', '/products'],
    ['/products/abc123', 'products', '/products/abc123'],
    ['/testimonials', 'testimonials', '/testimonials'],
    ['/contact', 'contact', '/contact'],
    ['/enquiry', 'enquiry', '/enquiry'],
    ['/enquiry/sent', 'enquiry', '/enquiry'],
  ])('%s is the %s page with canonical path %s', (pathname, page, canonicalPath) => {
    expect(metadataFor(pathname)).toEqual({ page, canonicalPath });
  });

  test('an unknown path gets the home page metadata and canonical', () => {
    expect(metadataFor('/no/such/page')).toEqual({ page: 'home', canonicalPath: '/' });
    expect(metadataFor('/productsx')).toEqual({ page: 'home', canonicalPath: '/' });
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

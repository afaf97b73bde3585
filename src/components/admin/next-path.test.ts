import { describe, expect, test } from 'vitest';
import { safeNextPath, signInPath } from './next-path';

describe('safeNextPath', () => {
  test.each([
    ['/admin-portal', '/admin-portal'],
    ['/admin-portal/', '/admin-portal/'],
    ['/admin-portal/orders?status=shipped', '/admin-portal/orders?status=shipped'],
    ['/admin-portal/edit/abc123', '/admin-portal/edit/abc123'],
    ['/admin-portal/orders#top', '/admin-portal/orders#top'],
  ])('keeps the admin path %s', (value, expected) => {
    expect(safeNextPath(value)).toBe(expected);
  });

  test.each([
    [null],
    [undefined],
    [''],
    ['admin-portal'],
    ['https://evil.example/admin-portal'],
    ['//evil.example/admin-portal'],
    ['/\\evil.example/admin-portal'],
    ['\\\\evil.example'],
    ['/admin-portalx'],
    ['/admin-portal-evil'],
    ['/admin'],
    ['/products'],
    ['/'],
    ['/admin-portal/../products'],
    ['/\tadmin-portal'],
    ['javascript:alert(1)'],
  ])('refuses %s', (value) => {
    expect(safeNextPath(value)).toBeNull();
  });

  test('normalises dot segments before it decides', () => {
    expect(safeNextPath('/admin-portal/./orders')).toBe('/admin-portal/orders');
    expect(safeNextPath('/%2e%2e/admin-portal')).toBe('/admin-portal');
    expect(safeNextPath('/admin-portal/%2e%2e/products')).toBeNull();
  });
});

describe('signInPath', () => {
  test('carries an admin path along as next', () => {
    expect(signInPath('/admin-portal/orders?status=pending')).toBe(
      '/admin?next=%2Fadmin-portal%2Forders%3Fstatus%3Dpending',
    );
  });

  test('drops anything that is not an admin path', () => {
    expect(signInPath('https://evil.example')).toBe('/admin');
    expect(signInPath(undefined)).toBe('/admin');
  });
});

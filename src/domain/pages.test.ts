import { describe, expect, test } from 'vitest';
import { pageTypeOf } from './pages';

describe('the table of public pages', () => {
  test('each public path has its page type; admin paths and addresses that are no page are not measured', () => {
    expect(pageTypeOf('/')).toEqual({ page: 'home' });
    expect(pageTypeOf('/about/')).toEqual({ page: 'about' });
    expect(pageTypeOf('/products')).toEqual({ page: 'catalogue' });
    expect(pageTypeOf('/products/abc123')).toEqual({ page: 'product', productId: 'abc123' });
    expect(pageTypeOf('/testimonials')).toEqual({ page: 'testimonials' });
    expect(pageTypeOf('/contact')).toEqual({ page: 'contact' });
    expect(pageTypeOf('/no-such-page')).toBeNull();
    expect(pageTypeOf('/admin')).toBeNull();
    expect(pageTypeOf('/admin-portal/insights')).toBeNull();
  });
});

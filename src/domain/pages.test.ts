import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { matchPublicPage, pageTypeOf, PUBLIC_PAGE_LIST } from './pages';
import { paths } from './paths';
import { newRepairToken } from './repair';

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

  test('a repair status page is a page of the site that Insights does not measure, whatever its token', () => {
    // Every event the collector sends is built from pageTypeOf (src/features/site/visits/collect.ts): null sends none,
    // neither a visit, a view nor a vital, so the token has nothing to travel in.
    fc.assert(
      fc.property(fc.oneof(fc.constant(newRepairToken()), fc.string({ minLength: 1 })), (token) => {
        const address = paths.repair(token);
        expect(matchPublicPage(address)?.page.id).toBe('repair');
        expect(pageTypeOf(address)).toBeNull();
      }),
    );
  });

  test('no page but the product page puts a part of its address into an event', () => {
    for (const page of PUBLIC_PAGE_LIST) {
      const secret = 'PART0OF0THE0ADDRESS';
      const measured = pageTypeOf(page.path.replace(/:[a-z]+/gi, secret));
      if (page.id === 'product') expect(measured).toEqual({ page: 'product', productId: secret });
      else expect(JSON.stringify(measured ?? null), page.id).not.toContain(secret);
    }
  });
});

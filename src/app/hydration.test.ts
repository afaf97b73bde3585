import { describe, expect, test } from 'vitest';
import { failedMarker, reviveLoaderData } from './hydration';

describe('loader data sent from the server', () => {
  test('keeps settled values as they are, for <Await> to render at once', () => {
    const revived = reviveLoaderData({
      root: null,
      products: { selection: { category: 'Others' }, firstPage: { items: [] } },
    });
    expect(revived).toEqual({ root: null, products: { selection: { category: 'Others' }, firstPage: { items: [] } } });
  });

  test('turns a part that failed on the server back into a failed promise with its message', async () => {
    const sent = JSON.parse(JSON.stringify({ product: { id: 'a1', product: failedMarker(new Error('disk full')) } }));
    const revived = reviveLoaderData(sent) as { product: { id: string; product: Promise<unknown> } };
    expect(revived.product.id).toBe('a1');
    expect(revived.product.product).toBeInstanceOf(Promise);
    await expect(revived.product.product).rejects.toThrow('disk full');
  });
});

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { addLine, type AddedProduct, type StoredLine } from './early-taps';

const productArbitrary = fc.record({
  id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
  name: fc.string(),
  sku: fc.string(),
  image: fc.string(),
  price: fc.integer({ min: 0, max: 10_000_000 }),
});

/** "Add to enquiry" as a person taps it, in any order, on a list with room for `limit` products. */
function tapAll(products: AddedProduct[], limit: number, maxQuantity: number) {
  let lines: StoredLine[] = [];
  const answers: boolean[] = [];
  for (const product of products) {
    const next = addLine(lines, product, limit, maxQuantity);
    answers.push(next !== null);
    if (next) lines = next;
  }
  return { lines, answers };
}

describe('the one rule of "Add to enquiry", before and after the code', () => {
  test('each product is one line, counted as often as it was tapped, up to the most of one product', () => {
    fc.assert(
      fc.property(
        fc.array(productArbitrary, { maxLength: 60 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 5 }),
        (products, limit, maxQuantity) => {
          const { lines, answers } = tapAll(products, limit, maxQuantity);
          expect(lines.length).toBeLessThanOrEqual(limit);
          expect(new Set(lines.map((line) => line.productId)).size).toBe(lines.length);
          for (const line of lines) {
            const taps = products.filter((product, at) => product.id === line.productId && answers[at]).length;
            expect(line.quantity).toBe(Math.min(maxQuantity, taps));
          }
          // A tap is refused only when the list is full and the product not in it.
          products.forEach((product, at) => {
            if (answers[at]) return;
            const before = tapAll(products.slice(0, at), limit, maxQuantity).lines;
            expect(before).toHaveLength(limit);
            expect(before.some((line) => line.productId === product.id)).toBe(false);
          });
        },
      ),
    );
  });

  test('a new line keeps what the page showed of the product, in the order tapped', () => {
    const first = { id: 'p1', name: 'Welder', sku: 'W-1', image: '/w.webp', price: 189000 };
    const second = { id: 'p2', name: 'Mesin kimpal', sku: 'W-2', image: '/m.webp', price: 0 };
    expect(addLine(addLine([], first, 20, 99)!, second, 20, 99)).toEqual([
      { productId: 'p1', name: 'Welder', sku: 'W-1', image: '/w.webp', price: 189000, quantity: 1 },
      { productId: 'p2', name: 'Mesin kimpal', sku: 'W-2', image: '/m.webp', price: 0, quantity: 1 },
    ]);
  });
});

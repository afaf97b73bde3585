import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { MAX_LINE_QUANTITY } from './enquiry-input';
import { addLine, addOneMore, type AddedProduct, type StoredLine } from './enquiry-list-rules';

const productArbitrary = fc.record({
  id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
  name: fc.string(),
  sku: fc.string(),
  image: fc.string(),
  price: fc.integer({ min: 0, max: 10_000_000 }),
});

/** "Add to enquiry" as a person taps it, in any order, on a list with room for `limit` products. */
function tapAll(products: AddedProduct[], limit: number) {
  let lines: StoredLine[] = [];
  const answers: boolean[] = [];
  for (const product of products) {
    const next = addLine(lines, product, limit);
    answers.push(next !== null);
    if (next) lines = next;
  }
  return { lines, answers };
}

describe('the one rule of "Add to enquiry", before and after the code', () => {
  test('each product tapped is one line of one, however often it was tapped: more is a change of quantity in the list', () => {
    fc.assert(
      fc.property(fc.array(productArbitrary, { maxLength: 60 }), fc.integer({ min: 1, max: 6 }), (products, limit) => {
        const { lines, answers } = tapAll(products, limit);
        expect(lines.length).toBeLessThanOrEqual(limit);
        expect(new Set(lines.map((line) => line.productId)).size).toBe(lines.length);
        for (const line of lines) expect(line.quantity).toBe(1);
        // A tap is refused only when the list is full and the product not in it.
        products.forEach((product, at) => {
          if (answers[at]) return;
          const before = tapAll(products.slice(0, at), limit).lines;
          expect(before).toHaveLength(limit);
          expect(before.some((line) => line.productId === product.id)).toBe(false);
        });
      }),
    );
  });

  test('a product already listed keeps the quantity the visitor chose: more is "+1", or the list', () => {
    const welder = { id: 'p1', name: 'Welder', sku: 'W-1', image: '/w.webp', price: 189000 };
    const listed = [{ productId: 'p1', name: 'Welder', sku: 'W-1', image: '/w.webp', price: 189000, quantity: 3 }];
    expect(addLine(listed, welder, 1)).toEqual(listed);
  });

  test('a new line keeps what the page showed of the product, in the order tapped', () => {
    const first = { id: 'p1', name: 'Welder', sku: 'W-1', image: '/w.webp', price: 189000 };
    const second = { id: 'p2', name: 'Mesin kimpal', sku: 'W-2', image: '/m.webp', price: 0 };
    expect(addLine(addLine([], first, 20)!, second, 20)).toEqual([
      { productId: 'p1', name: 'Welder', sku: 'W-1', image: '/w.webp', price: 189000, quantity: 1 },
      { productId: 'p2', name: 'Mesin kimpal', sku: 'W-2', image: '/m.webp', price: 0, quantity: 1 },
    ]);
  });
});

describe('"+1", beside "In your list · View list", before and after the code', () => {
  const line = (productId: string, quantity: number) => ({
    productId,
    name: productId,
    sku: '',
    image: '',
    price: 0,
    quantity,
  });

  test('raises the quantity of that product by one, and of no other', () => {
    expect(addOneMore([line('p1', 1), line('p2', 4)], 'p2')).toEqual([line('p1', 1), line('p2', 5)]);
  });

  test('never past the most a line may hold, and never for a product not listed', () => {
    expect(addOneMore([line('p1', MAX_LINE_QUANTITY)], 'p1')).toBeNull();
    expect(addOneMore([line('p1', MAX_LINE_QUANTITY - 1)], 'p1')).toEqual([line('p1', MAX_LINE_QUANTITY)]);
    expect(addOneMore([line('p1', 1)], 'p2')).toBeNull();
    expect(addOneMore([], 'p1')).toBeNull();
  });

  test('n taps from one give 1 + n, up to the most', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 150 }), (taps) => {
        let lines = [line('p1', 1)];
        for (let tap = 0; tap < taps; tap += 1) lines = addOneMore(lines, 'p1') ?? lines;
        expect(lines[0]!.quantity).toBe(Math.min(1 + taps, MAX_LINE_QUANTITY));
      }),
    );
  });
});

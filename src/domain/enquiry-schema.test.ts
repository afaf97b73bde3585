import { describe, expect, test } from 'vitest';
import { MAX_ORDER_LINES, awaitsPrice, orderTotal } from './enquiry-input';
import { EnquiryInputSchema } from './enquiry-schema';
import { validate } from './validation';

const enquiry = (overrides: Record<string, unknown> = {}) => ({
  customerName: 'Ahmad bin Ali',
  customerPhone: '012-345 6789',
  customerEmail: '',
  shippingAddress: '12 Jalan Sultan Idris Shah, 30000 Ipoh, Perak',
  notes: '',
  lines: [{ productId: 'p1', quantity: 3 }],
  ...overrides,
});

const fieldsOf = (value: unknown) => {
  const result = validate(EnquiryInputSchema, value, 'order');
  return result.ok ? {} : result.fields;
};

describe('an enquiry sent as an order', () => {
  test('is taken with the phone number in E.164 and without anything the client says about prices', () => {
    const result = validate(
      EnquiryInputSchema,
      enquiry({ lines: [{ productId: 'p1', quantity: 3, price: 0.01, name: 'Free welder' }], total: 0.03 }),
      'order',
    );
    expect(result.ok && result.data).toEqual({
      customerName: 'Ahmad bin Ali',
      customerPhone: '+60123456789',
      customerEmail: '',
      shippingAddress: '12 Jalan Sultan Idris Shah, 30000 Ipoh, Perak',
      notes: '',
      lines: [{ productId: 'p1', quantity: 3 }],
    });
  });

  test('collected at the shop, it keeps no address; delivered, it needs one, said beside the other mistakes', () => {
    const collected = validate(EnquiryInputSchema, enquiry({ delivery: 'collect', shippingAddress: '' }), 'order');
    expect(collected.ok && collected.data.shippingAddress).toBe('');
    const typedThenCollected = validate(EnquiryInputSchema, enquiry({ delivery: 'collect' }), 'order');
    expect(typedThenCollected.ok && typedThenCollected.data.shippingAddress).toBe('');
    expect(typedThenCollected.ok && 'delivery' in typedThenCollected.data).toBe(false);
    expect(fieldsOf(enquiry({ shippingAddress: '  ' }))).toEqual({ shippingAddress: 'required' });
    expect(fieldsOf(enquiry({ delivery: 'deliver', shippingAddress: '', customerPhone: '12' }))).toEqual({
      customerPhone: 'phone',
      shippingAddress: 'required',
    });
    expect(fieldsOf(enquiry({ delivery: 'post' }))).toEqual({ delivery: 'rejected' });
  });

  test('names each field at fault with a code the screens translate', () => {
    expect(
      fieldsOf(
        enquiry({ customerName: '  ', customerPhone: '12345', customerEmail: 'ahmad@', shippingAddress: undefined }),
      ),
    ).toEqual({
      customerName: 'required',
      customerPhone: 'phone',
      customerEmail: 'email',
      shippingAddress: 'required',
    });
    expect(fieldsOf(enquiry({ notes: 'x'.repeat(1001) }))).toEqual({ notes: 'tooLong' });
  });

  test('takes 1 to 20 lines of 1 to 99, each product once', () => {
    expect(fieldsOf(enquiry({ lines: [] }))).toEqual({ lines: 'noLines' });
    const many = Array.from({ length: MAX_ORDER_LINES + 1 }, (_, i) => ({ productId: `p${i}`, quantity: 1 }));
    expect(fieldsOf(enquiry({ lines: many }))).toEqual({ lines: 'tooManyLines' });
    expect(fieldsOf(enquiry({ lines: [{ productId: 'p1', quantity: 100 }] }))).toEqual({
      'lines.0.quantity': 'quantity',
    });
    expect(fieldsOf(enquiry({ lines: [{ productId: 'p1', quantity: 1.5 }] }))).toEqual({
      'lines.0.quantity': 'quantity',
    });
    expect(
      fieldsOf(
        enquiry({
          lines: [
            { productId: 'p1', quantity: 1 },
            { productId: 'p1', quantity: 2 },
          ],
        }),
      ),
    ).toEqual({ 'lines.1.productId': 'duplicateLine' });
  });

  test('is refused when the field hidden from people is filled in', () => {
    expect(fieldsOf(enquiry({ website: 'http://spam.example' }))).toEqual({ website: 'rejected' });
    expect(fieldsOf(enquiry({ website: '' }))).toEqual({});
  });
});

describe('the total of an order', () => {
  test('adds the lines to the sen and leaves out those priced on request', () => {
    const items = [
      { price: 0.1, quantity: 3 },
      { price: 1299.9, quantity: 1 },
      { price: 0, quantity: 2 },
    ];
    expect(orderTotal(items)).toBe(1300.2);
    expect(awaitsPrice(items)).toBe(true);
    expect(awaitsPrice(items.slice(0, 2))).toBe(false);
  });
});

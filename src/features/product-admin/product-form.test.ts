import { describe, expect, test } from 'vitest';
import { ProductInputSchema } from '@/domain';
import { PRODUCT_INPUT_FIELDS } from '@/domain/product-fields';
import { makeProduct } from '../../../tests/factories';
import { VALUE_FIELDS, formValues } from './product-form';

describe('the form and the table of product fields', () => {
  test('the form shows every field the admin writes, once (src/domain/product-fields.ts)', () => {
    const shown = [...VALUE_FIELDS.map((field) => field.name), 'image', 'additionalImages'];
    expect([...shown].sort()).toEqual([...PRODUCT_INPUT_FIELDS].sort());
    expect(new Set(shown).size).toBe(shown.length);
  });

  test('a stored product fills every field, weight included, and the schema takes it back as it was', () => {
    const product = makeProduct({
      shopeeUrl: 'https://shopee.com.my/a',
      additionalImages: ['/uploads/products/1_0_b.webp'],
    });
    const values = formValues(product);
    expect(values.weight).toBe(String(product.weight));
    const { id: _id, createdAt: _created, updatedAt: _updated, ...input } = product;
    expect(ProductInputSchema.parse(values)).toEqual(input);
  });

  test('a new product is empty, and shown to visitors unless the admin chooses otherwise', () => {
    expect(formValues(null)).toMatchObject({ name: '', price: '', status: 'active', additionalImages: [] });
  });
});

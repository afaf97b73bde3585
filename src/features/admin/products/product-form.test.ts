import { describe, expect, test } from 'vitest';
import { ProductInputSchema } from '@/domain';
import { makeProduct } from '../../../../tests/factories';
import { formValues } from './product-form';

describe('the form and the table of product fields', () => {
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

import { describe, expect, test } from 'vitest';
import { PRODUCT_FIELD_NAMES, PRODUCT_FIELDS, PRODUCT_INPUT_FIELDS } from './product-fields';
import { ProductInputSchema } from './product-schema';

describe('the table of product fields', () => {
  test('the input schema takes exactly the fields the admin writes', () => {
    expect(Object.keys(ProductInputSchema.shape).sort()).toEqual([...PRODUCT_INPUT_FIELDS].sort());
  });

  test('each field has a column of its own', () => {
    const columns = PRODUCT_FIELD_NAMES.map((name) => PRODUCT_FIELDS[name].column);
    expect(new Set(columns).size).toBe(columns.length);
    for (const column of columns) expect(column).toMatch(/^[a-z][a-z0-9_]*$/);
  });
});

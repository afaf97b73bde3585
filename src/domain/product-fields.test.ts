import { LANGUAGES } from '@/domain/locales';
import { describe, expect, test } from 'vitest';
import { adminText } from '@/i18n/admin-texts';
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

  test('gives the form what it needs of each admin field: a label in both languages, and required as the schema says', () => {
    const parsed = ProductInputSchema.safeParse({});
    const refused = new Set(parsed.success ? [] : parsed.error.issues.map((issue) => String(issue.path[0])));
    for (const name of PRODUCT_INPUT_FIELDS) {
      const { input } = PRODUCT_FIELDS[name];
      expect(input.required, `${name}: required`).toBe(refused.has(name));
      for (const language of LANGUAGES) expect(adminText(language, input.label), name).toBeTruthy();
    }
    for (const name of PRODUCT_FIELD_NAMES) {
      expect('input' in PRODUCT_FIELDS[name], name).toBe(PRODUCT_FIELDS[name].by === 'admin');
    }
  });

  test('a row’s longest text is the schema’s: one character more is refused as too long', () => {
    for (const name of PRODUCT_INPUT_FIELDS) {
      const { input } = PRODUCT_FIELDS[name];
      if (!('max' in input)) continue;
      const tooLong = (length: number) =>
        ProductInputSchema.shape[name]
          .safeParse('x'.repeat(length))
          .error?.issues.some((issue) => issue.code === 'too_big') ?? false;
      expect(tooLong(input.max), name).toBe(false);
      expect(tooLong(input.max + 1), name).toBe(true);
    }
  });
});

import { describe, expect, test } from 'vitest';
import { adminText } from '@/i18n/admin-texts';
import type { AdminKey } from '@/i18n/catalogue-keys';
import { PRODUCT_FIELDS, PRODUCT_INPUT_FIELDS } from '@/domain/product-fields';
import { makeProduct } from '../../../../tests/factories';
import { escapedForRegExp, renderedForm } from '../../../../tests/rendered-form';
import { DRAWN_BY_PRODUCT_FORM, ProductForm } from './product-form';

/**
 * The product form draws every row of PRODUCT_FIELDS that has `input` (issue 48): rendered with a product whose
 * every field is filled, each such field is a control of the form by its name, and each it draws from its row is
 * under the row's label, in the table's order. A row the form forgets fails here.
 */

const drawn: readonly string[] = DRAWN_BY_PRODUCT_FORM;
const fromRows = PRODUCT_INPUT_FIELDS.filter((name) => !drawn.includes(name));
const text = (key: AdminKey) => adminText('en', key);

/** A product with every field filled: a sub-category, a translation, links and additional images. */
const full = makeProduct({
  nameMs: 'Gerudi tanpa wayar Amaxx',
  descriptionMs: 'Gerudi tanpa wayar dengan dua bateri.',
  shopeeUrl: 'https://shopee.com.my/a',
  tiktokUrl: 'https://shop.tiktok.com/a',
  additionalImages: ['/uploads/products/abc123_1_side.webp'],
});

describe('the product form', () => {
  test('has a control for every field of the table the admin writes, by its name', () => {
    expect(full.subCategory).not.toBe('');
    const html = renderedForm(<ProductForm product={full} />);
    for (const name of PRODUCT_INPUT_FIELDS) expect(html, `the form draws ${name}`).toContain(`name="${name}"`);
  });

  test.each(['add', 'edit'] as const)('draws the rows under their labels, in the table’s order, to %s', (mode) => {
    const html = renderedForm(<ProductForm product={mode === 'add' ? null : full} />);
    // A new product has no category yet, so no sub-category to choose.
    const shown = mode === 'add' ? fromRows.filter((name) => name !== 'subCategory') : fromRows;
    const places = shown.map((name) => {
      const { input } = PRODUCT_FIELDS[name];
      const label = escapedForRegExp(text(input.label));
      const optional = input.required || name === 'status' ? '' : escapedForRegExp(` (${text('form.optional')})`);
      expect(html, name).toMatch(new RegExp(`<label for="product-${name}"[^>]*>${label}${optional}</label>`));
      if ('max' in input) expect(html, name).toMatch(new RegExp(`id="product-${name}"[^>]*maxLength="${input.max}"`));
      return html.indexOf(`id="product-${name}"`);
    });
    expect(places).toEqual([...places].sort((a, b) => a - b));
  });
});

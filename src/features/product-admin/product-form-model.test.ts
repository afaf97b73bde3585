import { describe, expect, test } from 'vitest';
import { CATEGORIES, ProductInputSchema } from '@/domain';
import { makeProduct } from '../../../tests/factories';
import {
  EMPTY_VALUES,
  VALUE_FIELDS,
  addAdditionalFiles,
  fieldErrorsFromIssues,
  fieldErrorsFromServer,
  imagesFromProduct,
  introChoice,
  planUploads,
  shownValueFields,
  validateProductForm,
  valuesFromProduct,
  withCategory,
  type ImageChoice,
  type ProductFormValues,
} from './product-form-model';

function file(name: string): File {
  return new File([new Uint8Array([1, 2, 3])], name, { type: 'image/png' });
}

function existing(url: string): ImageChoice {
  return { kind: 'existing', url };
}

const filled: ProductFormValues = {
  name: 'MIG 200 welder',
  sku: 'MIG-200',
  price: '1299.50',
  weight: '12.5',
  category: 'Welding Machines',
  subCategory: 'MIG',
  description: 'A welder.',
  shopeeUrl: '',
  tiktokUrl: 'https://shop.tiktok.example/p/1',
};

const product = makeProduct({
  id: 'abc123',
  name: 'Grinder',
  sku: '',
  price: 89.9,
  weight: 2.4,
  category: 'Power Tools',
  subCategory: 'Dong Cheng',
  description: 'Line one\nLine two',
  shopeeUrl: 'https://shopee.example/1',
  image: '/uploads/products/abc123_intro_a.png?v=1',
  additionalImages: ['/uploads/products/abc123_0_b.png?v=1', '/uploads/products/abc123_1_c.png?v=1'],
});

describe('validateProductForm', () => {
  test('an empty form reports every required field with the spec wording, first field first', () => {
    const check = validateProductForm(EMPTY_VALUES, { intro: null, additional: [] });
    expect(check).toEqual({
      ok: false,
      first: 'name',
      errors: {
        name: { key: 'name' },
        sku: { key: 'sku' },
        price: { key: 'price' },
        weight: { key: 'weight' },
        category: { key: 'category' },
        description: { key: 'description' },
        image: { key: 'image' },
      },
    });
  });

  test('text of spaces only counts as empty', () => {
    const check = validateProductForm(
      { ...filled, name: '   ', description: '\n ' },
      { intro: introChoice(file('a.png')), additional: [] },
    );
    expect(check).toMatchObject({
      ok: false,
      first: 'name',
      errors: { name: { key: 'name' }, description: { key: 'description' } },
    });
  });

  test('a newly chosen introduction image satisfies the image rule', () => {
    expect(validateProductForm(filled, { intro: introChoice(file('a.png')), additional: [] })).toEqual({ ok: true });
  });

  test('an existing introduction image satisfies the image rule', () => {
    expect(validateProductForm(filled, { intro: existing('/uploads/products/x_intro_a.png'), additional: [] })).toEqual(
      {
        ok: true,
      },
    );
  });

  test('refuses marketplace links that are not http or https', () => {
    const check = validateProductForm(
      { ...filled, shopeeUrl: 'javascript:alert(1)', tiktokUrl: 'ftp://files.example/x' },
      { intro: introChoice(file('a.png')), additional: [] },
    );
    expect(check).toEqual({
      ok: false,
      first: 'shopeeUrl',
      errors: { shopeeUrl: { key: 'marketplaceUrl' }, tiktokUrl: { key: 'marketplaceUrl' } },
    });
  });

  test('a negative price is not a price', () => {
    const check = validateProductForm(
      { ...filled, price: '-1' },
      { intro: introChoice(file('a.png')), additional: [] },
    );
    expect(check).toEqual({ ok: false, first: 'price', errors: { price: { key: 'number' } } });
  });

  test('a too long name says how long it may be', () => {
    const check = validateProductForm(
      { ...filled, name: 'x'.repeat(201) },
      { intro: introChoice(file('a.png')), additional: [] },
    );
    expect(check).toEqual({ ok: false, first: 'name', errors: { name: { key: 'tooLong', max: 200 } } });
  });

  test('a category without sub-categories ignores a leftover sub-category', () => {
    const check = validateProductForm(
      { ...filled, category: 'Generator', subCategory: 'MIG' },
      { intro: introChoice(file('a.png')), additional: [] },
    );
    expect(check).toEqual({ ok: true });
  });
});

describe('fieldErrorsFromIssues', () => {
  test('keeps the first issue of each field and ignores paths that are not fields', () => {
    const result = ProductInputSchema.safeParse({ name: '', extra: 1 });
    expect(result.success).toBe(false);
    const errors = fieldErrorsFromIssues(result.error!.issues);
    expect(errors.name).toEqual({ key: 'name' });
    expect(Object.keys(errors)).not.toContain('extra');
  });

  test('passes on a message it has no key for as text', () => {
    expect(fieldErrorsFromIssues([{ code: 'custom', path: ['sku'], message: 'Something else', input: '' }])).toEqual({
      sku: { key: null, text: 'Something else' },
    });
  });
});

describe('fieldErrorsFromServer', () => {
  test('maps the server field paths to the form fields', () => {
    expect(
      fieldErrorsFromServer({ 'additionalImages.2': 'Image link is not valid', name: 'Name is required', other: 'x' }),
    ).toEqual({ additionalImages: { key: 'imageUrl' }, name: { key: 'name' } });
  });
});

describe('addAdditionalFiles', () => {
  test('keeps only the first five of six chosen files', () => {
    const chosen = ['1', '2', '3', '4', '5', '6'].map((n) => file(`${n}.png`));
    const added = addAdditionalFiles([], chosen);
    expect(added.kept).toBe(5);
    expect(added.chosen).toBe(6);
    expect(added.images.map((c) => (c.kind === 'new' ? c.file.name : c.url))).toEqual([
      '1.png',
      '2.png',
      '3.png',
      '4.png',
      '5.png',
    ]);
  });

  test('never holds more than five images counting the existing ones', () => {
    const added = addAdditionalFiles(
      [existing('/uploads/a'), existing('/uploads/b'), existing('/uploads/c')],
      [file('1.png'), file('2.png'), file('3.png')],
    );
    expect(added.images).toHaveLength(5);
    expect(added.kept).toBe(2);
  });

  test('adds nothing when five are there already', () => {
    const full = ['a', 'b', 'c', 'd', 'e'].map((n) => existing(`/uploads/${n}`));
    expect(addAdditionalFiles(full, [file('1.png')])).toMatchObject({ kept: 0, images: full });
  });

  test('gives every new file its own key', () => {
    const { images } = addAdditionalFiles([], [file('same.png'), file('same.png')]);
    const keys = images.map((c) => (c.kind === 'new' ? c.key : ''));
    expect(new Set(keys).size).toBe(2);
  });
});

describe('editing', () => {
  test('pre-fills every field, weight included', () => {
    expect(valuesFromProduct(product)).toEqual({
      name: 'Grinder',
      sku: '',
      price: '89.9',
      weight: '2.4',
      category: 'Power Tools',
      subCategory: 'Dong Cheng',
      description: 'Line one\nLine two',
      shopeeUrl: 'https://shopee.example/1',
      tiktokUrl: '',
    });
  });

  test('leaves weight empty for an older record without one', () => {
    expect(valuesFromProduct({ ...product, weight: null }).weight).toBe('');
  });

  test('keeps the existing images', () => {
    expect(imagesFromProduct(product)).toEqual({
      intro: existing(product.image),
      additional: product.additionalImages.map(existing),
    });
  });

  test('changing the category clears the sub-category', () => {
    expect(withCategory(filled, 'Power Tools')).toMatchObject({ category: 'Power Tools', subCategory: '' });
  });
});

describe('the field list', () => {
  const shown = (values: ProductFormValues) => shownValueFields(values).map((field) => field.name);

  test('shows the sub-category only for a category that has sub-categories', () => {
    expect(shown({ ...EMPTY_VALUES, category: 'Generator' })).toEqual([
      'name',
      'sku',
      'price',
      'weight',
      'category',
      'description',
      'shopeeUrl',
      'tiktokUrl',
    ]);
    expect(shown({ ...EMPTY_VALUES, category: 'Welding Machines' })).toContain('subCategory');
  });

  test('offers every category, and the sub-categories of the chosen one', () => {
    const options = (name: string, values: ProductFormValues) => {
      const field = VALUE_FIELDS.find((f) => f.name === name);
      return field?.control === 'select' ? field.options(values) : [];
    };
    expect(options('category', EMPTY_VALUES)).toEqual(CATEGORIES);
    expect(options('subCategory', { ...EMPTY_VALUES, category: 'Power Tools' })).toEqual([
      'Amaxx',
      'Dong Cheng',
      'Other',
    ]);
  });

  test('price takes cents and weight tenths of a kilogram, neither below zero (spec §5)', () => {
    const input = (name: string) => {
      const field = VALUE_FIELDS.find((f) => f.name === name);
      return field?.control === 'input' ? field.input : undefined;
    };
    expect(input('price')).toMatchObject({ type: 'number', step: 0.01, min: 0 });
    expect(input('weight')).toMatchObject({ type: 'number', step: 0.1, min: 0 });
    expect(input('shopeeUrl')).toMatchObject({ type: 'url' });
    expect(input('tiktokUrl')).toMatchObject({ type: 'url' });
  });

  test('marks as optional exactly the fields the spec leaves optional', () => {
    expect(VALUE_FIELDS.filter((field) => field.optional).map((field) => field.name)).toEqual([
      'subCategory',
      'shopeeUrl',
      'tiktokUrl',
    ]);
  });

  test('lists every value of the form once', () => {
    expect(VALUE_FIELDS.map((field) => field.name).sort()).toEqual(Object.keys(EMPTY_VALUES).sort());
  });
});

describe('planUploads', () => {
  test('a new product uploads its additional images as slots 0 to 4', () => {
    const { images } = addAdditionalFiles(
      [],
      ['a', 'b', 'c', 'd', 'e'].map((n) => file(`${n}.png`)),
    );
    const plan = planUploads({ intro: introChoice(file('i.png')), additional: images }, '1700000000000');
    expect(plan.intro?.name).toBe('i.png');
    expect(plan.additional.map((u) => [u.position, u.slot])).toEqual([
      [0, 0],
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
    ]);
  });

  test('new images never take the slot of an image that is kept', () => {
    // The image at slot 0 was removed; the one at slot 1 stays at position 0.
    const additional = addAdditionalFiles(
      [existing('/uploads/products/abc123_1_c.png?v=1')],
      [file('x.png'), file('y.png')],
    ).images;
    const plan = planUploads({ intro: existing(product.image), additional }, 'abc123');
    expect(plan.intro).toBeNull();
    expect(plan.additional.map((u) => [u.position, u.slot])).toEqual([
      [1, 0],
      [2, 2],
    ]);
  });
});

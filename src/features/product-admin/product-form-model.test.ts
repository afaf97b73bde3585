import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { CATEGORIES, ProductInputSchema, fieldErrors, imageObjectKey, type Product } from '@/domain';
import { PRODUCT_INPUT_FIELDS } from '@/domain/product-fields';
import { makeProduct } from '../../../tests/factories';
import {
  EMPTY_VALUES,
  VALUE_FIELDS,
  addAdditionalFiles,
  FORM_FIELDS,
  toFieldError,
  fieldErrorsFromServer,
  imageKeyOf,
  imagesFromProduct,
  introChoice,
  planUploads,
  shownValueFields,
  takenSlots,
  toDraft,
  validateProductForm,
  valuesFromProduct,
  withCategory,
  type ImageChoice,
  type ProductFormValues,
  type ProductImages,
} from './product-form-model';

function file(name: string): File {
  return new File([new Uint8Array([1, 2, 3])], name, { type: 'image/png' });
}

function existing(url: string): ImageChoice {
  return { kind: 'existing', url };
}

describe('the form and the table of product fields', () => {
  test('the form shows every field the admin writes, once (src/domain/product-fields.ts)', () => {
    expect([...FORM_FIELDS].sort()).toEqual([...PRODUCT_INPUT_FIELDS].sort());
    expect(new Set(FORM_FIELDS).size).toBe(FORM_FIELDS.length);
  });

  test('a stored product fills every typed field, and the form gives it back as it was', () => {
    const product = makeProduct({
      shopeeUrl: 'https://shopee.com.my/a',
      additionalImages: ['/uploads/products/123_0_b.webp'],
    });
    const values = valuesFromProduct(product);
    expect(Object.keys(values).sort()).toEqual(VALUE_FIELDS.map((field) => field.name).sort());
    const { id: _id, createdAt: _created, updatedAt: _updated, ...input } = product;
    expect(ProductInputSchema.parse(toDraft(values, input))).toEqual(input);
  });
});

const filled: ProductFormValues = {
  name: 'MIG 200 welder',
  nameMs: 'Mesin kimpal MIG 200',
  sku: 'MIG-200',
  price: '1299.50',
  weight: '12.5',
  category: 'Welding Machines',
  subCategory: 'MIG',
  description: 'A welder.',
  descriptionMs: '',
  shopeeUrl: '',
  tiktokUrl: 'https://shop.tiktok.example/p/1',
  status: 'soldOut',
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
        name: { key: 'nameRequired' },
        sku: { key: 'skuRequired' },
        price: { key: 'priceRequired' },
        weight: { key: 'weightRequired' },
        category: { key: 'categoryRequired' },
        description: { key: 'descriptionRequired' },
        image: { key: 'imageRequired' },
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
      errors: { name: { key: 'nameRequired' }, description: { key: 'descriptionRequired' } },
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

describe('the product form’s errors from the schema', () => {
  test('keep the first issue of each field and ignore paths that are not fields', () => {
    const errors = fieldErrors(ProductInputSchema, { name: '', extra: 1 }, FORM_FIELDS, toFieldError);
    expect(errors.name).toEqual({ key: 'nameRequired' });
    expect(Object.keys(errors)).not.toContain('extra');
  });

  test('read a message that is not one of its codes as invalid, so no stray English reaches the form', () => {
    expect(toFieldError('sku', { code: 'custom', path: ['sku'], message: 'Something else', input: '' })).toEqual({
      key: 'invalid',
    });
  });

  test('give a text over its maximum with the maximum', () => {
    const errors = fieldErrors(ProductInputSchema, { name: 'x'.repeat(201) }, FORM_FIELDS, toFieldError);
    expect(errors.name).toEqual({ key: 'tooLong', max: 200 });
  });
});

describe('fieldErrorsFromServer', () => {
  test('maps the server field paths to the form fields', () => {
    expect(fieldErrorsFromServer({ 'additionalImages.2': 'imageUrl', name: 'nameRequired', other: 'x' })).toEqual({
      additionalImages: { key: 'imageUrl' },
      name: { key: 'nameRequired' },
    });
  });

  test("gives a 'tooLong' from the server the field's own maximum, and an unknown code as invalid", () => {
    expect(fieldErrorsFromServer({ sku: 'tooLong', price: 'tooLong', description: 'Something else' })).toEqual({
      sku: { key: 'tooLong', max: 64 },
      price: { key: 'invalid' },
      description: { key: 'invalid' },
    });
  });

  test('gives the Malay texts their maximums too, as the import screen words them', () => {
    expect(fieldErrorsFromServer({ nameMs: 'tooLong', descriptionMs: 'tooLong' })).toEqual({
      nameMs: { key: 'tooLong', max: 200 },
      descriptionMs: { key: 'tooLong', max: 10_000 },
    });
  });
});

describe('addAdditionalFiles', () => {
  test('keeps only the first four of six chosen files: with the introduction image, the five the product page shows', () => {
    const chosen = ['1', '2', '3', '4', '5', '6'].map((n) => file(`${n}.png`));
    const added = addAdditionalFiles([], chosen);
    expect(added.kept).toBe(4);
    expect(added.chosen).toBe(6);
    expect(added.images.map((c) => (c.kind === 'new' ? c.file.name : c.url))).toEqual([
      '1.png',
      '2.png',
      '3.png',
      '4.png',
    ]);
  });

  test('never holds more than four images counting the existing ones', () => {
    const added = addAdditionalFiles(
      [existing('/uploads/a'), existing('/uploads/b'), existing('/uploads/c')],
      [file('1.png'), file('2.png'), file('3.png')],
    );
    expect(added.images).toHaveLength(4);
    expect(added.kept).toBe(1);
  });

  test('adds nothing when four are there already, nor to a product saved with five before the rule', () => {
    const full = ['a', 'b', 'c', 'd'].map((n) => existing(`/uploads/${n}`));
    expect(addAdditionalFiles(full, [file('1.png')])).toMatchObject({ kept: 0, images: full });
    const older = [...full, existing('/uploads/e')];
    expect(addAdditionalFiles(older, [file('1.png')])).toMatchObject({ kept: 0, images: older });
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
      nameMs: '',
      sku: '',
      price: '89.9',
      weight: '2.4',
      category: 'Power Tools',
      subCategory: 'Dong Cheng',
      description: 'Line one\nLine two',
      descriptionMs: '',
      shopeeUrl: 'https://shopee.example/1',
      tiktokUrl: '',
      status: 'active',
    });
  });

  test('leaves weight empty for an older record without one', () => {
    expect(valuesFromProduct({ ...product, weight: null }).weight).toBe('');
  });

  test('keeps the existing images', () => {
    expect(imagesFromProduct(product)).toEqual({
      intro: existing(product.image),
      additional: product.additionalImages.map(existing),
      stored: [product.image, ...product.additionalImages],
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
      'nameMs',
      'sku',
      'price',
      'weight',
      'category',
      'description',
      'descriptionMs',
      'shopeeUrl',
      'tiktokUrl',
      'status',
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

  test('marks as optional exactly the fields the spec leaves optional, and the Malay texts', () => {
    expect(VALUE_FIELDS.filter((field) => field.optional).map((field) => field.name)).toEqual([
      'nameMs',
      'subCategory',
      'descriptionMs',
      'shopeeUrl',
      'tiktokUrl',
    ]);
  });

  test('a new product is shown to visitors unless the admin chooses otherwise', () => {
    expect(EMPTY_VALUES.status).toBe('active');
    const status = VALUE_FIELDS.find((field) => field.name === 'status');
    expect(status?.control === 'select' && status.options(EMPTY_VALUES)).toEqual(['active', 'draft', 'soldOut']);
  });

  test('lists every value of the form once', () => {
    expect(VALUE_FIELDS.map((field) => field.name).sort()).toEqual(Object.keys(EMPTY_VALUES).sort());
  });
});

describe('planUploads', () => {
  test('a new product uploads its additional images as slots 0 to 3', () => {
    const { images } = addAdditionalFiles(
      [],
      ['a', 'b', 'c', 'd'].map((n) => file(`${n}.png`)),
    );
    const plan = planUploads({ intro: introChoice(file('i.png')), additional: images }, '1700000000000');
    expect(plan.intro?.name).toBe('i.png');
    expect(plan.additional.map((u) => [u.position, u.slot])).toEqual([
      [0, 0],
      [1, 1],
      [2, 2],
      [3, 3],
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

/** A download URL exactly as Cloud Storage hands it out (getDownloadURL): the object path is one encoded segment. */
function storageUrl(key: string): string {
  return (
    'https://firebasestorage.googleapis.com/v0/b/ipoh-welding.firebasestorage.app/o/' +
    `${encodeURIComponent(key)}?alt=media&token=0b6f2f1e-3c5d-4a47-9d1e-2f1f3c1a7b10`
  );
}

describe('image object keys in both URL shapes', () => {
  test.each([
    ['a Cloud Storage download URL', storageUrl('products/Xk3pQ9aBc_2_front.jpg'), 'products/Xk3pQ9aBc_2_front.jpg'],
    [
      'a Storage emulator URL',
      'http://127.0.0.1:9199/v0/b/demo-ipoh.appspot.com/o/products%2F1732000000000_intro_a.png?alt=media&token=t',
      'products/1732000000000_intro_a.png',
    ],
    ['an embedded upload path', '/uploads/products/abc123_1_c.png?v=1', 'products/abc123_1_c.png'],
    ['an absolute embedded URL', 'https://example.test/uploads/products/abc123_0_b.png', 'products/abc123_0_b.png'],
  ])('%s', (_shape, url, key) => {
    expect(imageKeyOf(url)).toBe(key);
  });

  test('a URL outside the product images has no key', () => {
    expect(imageKeyOf('https://example.test/products/abc123_0_b.png')).toBeNull();
    expect(imageKeyOf(storageUrl('other/abc123_0_b.png'))).toBeNull();
    expect(imageKeyOf('not a url %')).toBeNull();
  });

  test('the slots of a product are read from Cloud Storage URLs', () => {
    const urls = [storageUrl('products/Xk3pQ9_0_a.jpg'), storageUrl('products/Xk3pQ9_3_b.jpg')];
    expect([...takenSlots(urls, 'Xk3pQ9')]).toEqual([0, 3]);
    expect([...takenSlots(urls, 'other1')]).toEqual([]);
  });
});

describe('a second edit of a hosted product', () => {
  const hosted: Product = {
    ...product,
    id: 'Xk3pQ9',
    image: storageUrl('products/Xk3pQ9_intro_front.jpg'),
    additionalImages: [storageUrl('products/Xk3pQ9_0_side.jpg')],
  };

  test('a new file with the name of a kept image does not overwrite it', () => {
    const images = imagesFromProduct(hosted);
    const additional = addAdditionalFiles(images.additional, [file('side.jpg')]).images;
    const plan = planUploads({ ...images, additional }, hosted.id);
    expect(plan.additional.map((u) => imageObjectKey(hosted.id, u.slot, u.file.name))).toEqual([
      'products/Xk3pQ9_1_side.jpg',
    ]);
  });

  test('an image removed in this visit keeps its object until the save succeeds', () => {
    const images = imagesFromProduct(hosted);
    const additional = addAdditionalFiles([], [file('side.jpg')]).images;
    const plan = planUploads({ ...images, additional }, hosted.id);
    expect(plan.additional.map((u) => u.slot)).toEqual([1]);
  });

  test('a new introduction image with the same file name is stored under a numbered name', () => {
    const images = imagesFromProduct(hosted);
    const plan = planUploads({ ...images, intro: introChoice(file('front.jpg')) }, hosted.id);
    expect(plan.intro?.name).toBe('front-2.jpg');
    expect(plan.intro?.type).toBe('image/png');
  });
});

test('no upload ever targets an object key that the product still uses', () => {
  const owner = 'Xk3pQ9';
  const name = fc.constantFrom('a.png', 'b.png', 'front.jpg', 'a b.png');
  const url = (key: string, hosted: boolean) => (hosted ? storageUrl(key) : `/uploads/${key}?v=2`);
  fc.assert(
    fc.property(
      fc.boolean(),
      name,
      fc.uniqueArray(fc.tuple(fc.integer({ min: 0, max: 6 }), name), { maxLength: 5, selector: ([slot]) => slot }),
      fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
      fc.array(name, { maxLength: 5 }),
      fc.option(name, { nil: null }),
      (hosted, introName, storedAdditional, keptFlags, newNames, newIntro) => {
        const stored = [
          url(imageObjectKey(owner, 'intro', introName), hosted),
          ...storedAdditional.map(([slot, fileName]) => url(imageObjectKey(owner, slot, fileName), hosted)),
        ];
        const kept = stored.slice(1).filter((_, i) => keptFlags[i]);
        const additional = addAdditionalFiles(kept.map(existing), newNames.map(file)).images;
        const images: ProductImages = {
          intro: newIntro === null ? existing(stored[0]!) : introChoice(file(newIntro)),
          additional,
          stored,
        };
        const plan = planUploads(images, owner);
        const inUse = new Set(stored.map((u) => imageKeyOf(u)));
        const targets = [
          ...(plan.intro ? [imageObjectKey(owner, 'intro', plan.intro.name)] : []),
          ...plan.additional.map((u) => imageObjectKey(owner, u.slot, u.file.name)),
        ];
        expect(targets.filter((key) => inUse.has(key))).toEqual([]);
        expect(new Set(targets).size).toBe(targets.length);
        expect(plan.additional.map((u) => u.position)).toEqual(
          additional.flatMap((choice, i) => (choice.kind === 'new' ? [i] : [])),
        );
      },
    ),
  );
});

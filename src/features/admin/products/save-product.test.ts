import fc from 'fast-check';
import { describe, expect, test, vi } from 'vitest';
import type { Backend } from '@/data';
import { ProductInputSchema, emptyProductInput, imageObjectKey, type Product, type ProductInput } from '@/domain';
import { parseForm } from '@/components/admin/admin-form';
import { makeProduct } from '../../../../tests/factories';
import {
  imageKeyOf,
  imagesOf,
  newChoice,
  planUploads,
  saveProduct,
  takenSlots,
  withPendingUploads,
  type ImageChoice,
  type ProductImages,
} from './save-product';

function file(name: string): File {
  return new File([new Uint8Array([1, 2, 3])], name, { type: 'image/png' });
}

function existing(url: string): ImageChoice {
  return { kind: 'existing', url };
}

/** Files chosen after the images there already, each as a new choice. */
function added(current: ImageChoice[], files: File[]): ImageChoice[] {
  return [...current, ...files.map(newChoice)];
}

function storedImages(stored: Product): ProductImages {
  return {
    intro: existing(stored.image),
    additional: stored.additionalImages.map(existing),
    stored: [stored.image, ...stored.additionalImages],
  };
}

const input: ProductInput = ProductInputSchema.parse({
  name: ' Plasma 40 ',
  sku: 'PL-40',
  price: '999',
  weight: '9.5',
  category: 'Welding Machines',
  subCategory: 'Plasma Cutter',
  description: 'Cuts.',
  descriptionMs: 'Memotong.',
  shopeeUrl: 'https://shopee.example/pl40',
  image: '/uploads/products/pending_intro_upload.png',
});

const product = makeProduct({
  id: 'abc123',
  image: '/uploads/products/abc123_intro_a.png?v=1',
  additionalImages: ['/uploads/products/abc123_0_b.png?v=1', '/uploads/products/abc123_1_c.png?v=1'],
});

/** The form's data as the browser sends it: its texts, and its images as URLs or files. */
function formData(entries: [string, string | File][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

const filled: [string, string][] = [
  ['name', 'MIG 200 welder'],
  ['sku', 'MIG-200'],
  ['price', '1299.50'],
  ['weight', '12.5'],
  ['category', 'Welding Machines'],
  ['subCategory', 'MIG'],
  ['description', 'A welder.'],
  ['status', 'soldOut'],
];

describe('the form checked with the product schema, before any upload', () => {
  const check = (entries: [string, string | File][]) =>
    parseForm(withPendingUploads(formData(entries)), ProductInputSchema);

  test('an empty form reports every required field with its code, and an empty file input is no image', () => {
    const submission = check([['image', new File([], '')]]);
    expect(submission.status).toBe('error');
    expect(submission.status === 'error' && submission.error).toEqual({
      name: ['nameRequired'],
      sku: ['skuRequired'],
      price: ['priceRequired'],
      weight: ['weightRequired'],
      category: ['categoryRequired'],
      description: ['descriptionRequired'],
      image: ['imageRequired'],
    });
  });

  test('a chosen file stands for the introduction image and the additional ones', () => {
    const submission = check([...filled, ['image', file('a.png')], ['additionalImages', file('b.png')]]);
    expect(submission.status).toBe('success');
  });

  test('text of spaces is empty, a link must be http(s), a long name says its maximum', () => {
    const submission = check([
      ...filled.filter(([name]) => name !== 'name' && name !== 'description'),
      ['name', 'x'.repeat(201)],
      ['description', '\n '],
      ['shopeeUrl', 'javascript:alert(1)'],
      ['image', '/uploads/products/x_intro_a.png'],
    ]);
    expect(submission.status === 'error' && submission.error).toEqual({
      name: ['tooLong:200'],
      description: ['descriptionRequired'],
      shopeeUrl: ['marketplaceUrl'],
    });
  });
});

describe('the form’s images', () => {
  test('are stored URLs and chosen files, in the form’s order; an empty file input is none', () => {
    const images = imagesOf(
      formData([
        ['image', new File([], '')],
        ['additionalImages', '/uploads/products/p_0_a.png'],
        ['additionalImages', file('b.png')],
      ]),
    );
    expect(images.intro).toBeNull();
    expect(images.additional.map((choice) => (choice.kind === 'new' ? choice.file.name : choice.url))).toEqual([
      '/uploads/products/p_0_a.png',
      'b.png',
    ]);
  });
});

function fakeBackend(upload: Backend['images']['upload']) {
  const calls: string[] = [];
  const saved = (input: ProductInput): Product => makeProduct({ ...input, id: 'newid' });

  const backend = {
    images: {
      upload: vi.fn(async (file: File, owner: string, slot: 'intro' | number) => {
        calls.push(`upload ${owner} ${slot}`);
        return upload(file, owner, slot);
      }),
    },
    products: {
      create: vi.fn(async (input: ProductInput) => {
        calls.push('create');
        return saved(input);
      }),
      update: vi.fn(async (_id: string, input: ProductInput) => {
        calls.push('update');
        return saved(input);
      }),
    },
  } as unknown as Backend;
  return { backend, calls };
}

const png = (name: string) => new File([new Uint8Array([1])], name, { type: 'image/png' });

describe('saveProduct', () => {
  test('adding uploads every image under the timestamp, then creates the product with their URLs', async () => {
    const { backend, calls } = fakeBackend(
      async (file, owner, slot) => `/uploads/products/${owner}_${slot}_${file.name}`,
    );
    const images = added([], [png('a.png'), png('b.png')]);
    await saveProduct(
      backend,
      { mode: 'add' },
      input,
      { intro: newChoice(png('i.png')), additional: images },
      () => 1700000000000,
    );

    expect(calls.slice(0, 3).sort()).toEqual([
      'upload 1700000000000 0',
      'upload 1700000000000 1',
      'upload 1700000000000 intro',
    ]);
    expect(calls[3]).toBe('create');
    // Every field the admin writes, those the form left empty holding their row's empty value.
    expect(backend.products.create).toHaveBeenCalledWith({
      ...emptyProductInput(),
      name: 'Plasma 40',
      sku: 'PL-40',
      price: 999,
      weight: 9.5,
      category: 'Welding Machines',
      subCategory: 'Plasma Cutter',
      description: 'Cuts.',
      descriptionMs: 'Memotong.',
      shopeeUrl: 'https://shopee.example/pl40',
      image: '/uploads/products/1700000000000_intro_i.png',
      additionalImages: ['/uploads/products/1700000000000_0_a.png', '/uploads/products/1700000000000_1_b.png'],
    });
  });

  test('editing stores new images under the product id and keeps the existing ones in place', async () => {
    const { backend } = fakeBackend(async (file, owner, slot) => `/uploads/products/${owner}_${slot}_${file.name}`);
    const images = added([existing('/uploads/products/pid1_0_old.png')], [png('new.png')]);
    await saveProduct(backend, { mode: 'edit', id: 'pid1' }, input, {
      intro: { kind: 'existing', url: '/uploads/products/pid1_intro_i.png' },
      additional: images,
    });
    expect(backend.images.upload).toHaveBeenCalledTimes(1);
    expect(backend.products.update).toHaveBeenCalledWith(
      'pid1',
      expect.objectContaining({
        image: '/uploads/products/pid1_intro_i.png',
        additionalImages: ['/uploads/products/pid1_0_old.png', '/uploads/products/pid1_1_new.png'],
      }),
    );
  });

  test('a failed upload writes no product', async () => {
    const { backend } = fakeBackend(async () => {
      throw new Error('The file is not an image');
    });
    await expect(
      saveProduct(backend, { mode: 'add' }, input, { intro: newChoice(png('i.png')), additional: [] }),
    ).rejects.toThrow('The file is not an image');
    expect(backend.products.create).not.toHaveBeenCalled();
  });
});

describe('planUploads', () => {
  test('a new product uploads its additional images as slots 0 to 3', () => {
    const images = added(
      [],
      ['a', 'b', 'c', 'd'].map((n) => file(`${n}.png`)),
    );
    const plan = planUploads({ intro: newChoice(file('i.png')), additional: images }, '1700000000000');
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
    const additional = added([existing('/uploads/products/abc123_1_c.png?v=1')], [file('x.png'), file('y.png')]);
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
    const images = storedImages(hosted);
    const additional = added(images.additional, [file('side.jpg')]);
    const plan = planUploads({ ...images, additional }, hosted.id);
    expect(plan.additional.map((u) => imageObjectKey(hosted.id, u.slot, u.file.name))).toEqual([
      'products/Xk3pQ9_1_side.jpg',
    ]);
  });

  test('an image removed in this visit keeps its object until the save succeeds', () => {
    const images = storedImages(hosted);
    const additional = added([], [file('side.jpg')]);
    const plan = planUploads({ ...images, additional }, hosted.id);
    expect(plan.additional.map((u) => u.slot)).toEqual([1]);
  });

  test('a new introduction image with the same file name is stored under a numbered name', () => {
    const images = storedImages(hosted);
    const plan = planUploads({ ...images, intro: newChoice(file('front.jpg')) }, hosted.id);
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
        const additional = added(kept.map(existing), newNames.map(file));
        const images: ProductImages = {
          intro: newIntro === null ? existing(stored[0]!) : newChoice(file(newIntro)),
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
